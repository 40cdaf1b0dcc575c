package rest

import (
	"net/http"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/pickem"
	"github.com/casefront/casefront/server/ratelimit"
)

// Pick'em (spec 7 /tournament/*, /tournament_prize, /fight/choose_side;
// server/pickem, docs/pickem.md).

func (h *Handler) pickemRoutes() []endpoint {
	return []endpoint{
		{"GET", "/tournament/tournament_list", h.tournamentList, 0},
		{"GET", "/tournament/tournament_by_slug", h.tournamentBySlug, 0},
		{"GET", "/tournament/stage_list", h.tournamentStages, 0},
		{"GET", "/tournament/vote_get", h.tournamentVotes, 0},
		{"GET", "/tournament/winners", h.tournamentWinners, 0},
		{"POST", ratelimit.TournamentJoin.Name, h.tournamentJoin, ratelimit.TournamentJoin.PerMinute},
		{"POST", ratelimit.TournamentVote.Name, h.tournamentVote, ratelimit.TournamentVote.PerMinute},
		{"GET", "/tournament_prize", h.tournamentPrize, 0},
		{"POST", ratelimit.FightChooseSide.Name, h.fightChooseSide, ratelimit.FightChooseSide.PerMinute},
	}
}

type tournamentView struct {
	ID               int       `json:"id"`
	Slug             string    `json:"slug"`
	Name             string    `json:"name"`
	StartsAt         time.Time `json:"starts_at"`
	EndsAt           time.Time `json:"ends_at"`
	Status           string    `json:"status"`
	PrizeDescription string    `json:"prize_description"`
	Participants     int       `json:"participants"`
	Available        bool      `json:"available"`
	Joined           bool      `json:"joined"`
	Points           int       `json:"points"`
	Rank             *int      `json:"rank"`
}

func tournamentOf(t *pickem.Tournament) tournamentView {
	return tournamentView{ID: t.ID, Slug: t.Slug, Name: t.Name, StartsAt: t.StartsAt, EndsAt: t.EndsAt, Status: t.Status,
		PrizeDescription: t.PrizeDescription, Participants: t.Participants, Available: t.Available, Joined: t.Joined,
		Points: t.Points, Rank: t.Rank}
}

type matchView struct {
	ID       int       `json:"id"`
	TeamA    string    `json:"team_a"`
	TeamB    string    `json:"team_b"`
	StartsAt time.Time `json:"starts_at"`
	BestOf   int       `json:"best_of"`
	Locked   bool      `json:"locked"`
	Winner   *string   `json:"winner"`
	Pick     *string   `json:"pick"`
	Correct  *bool     `json:"correct"`
}

type stageView struct {
	ID              int         `json:"id"`
	Kind            string      `json:"kind"`
	Name            string      `json:"name"`
	Points          int         `json:"points"`
	Final           bool        `json:"final"`
	ResultsComplete bool        `json:"results_complete"`
	Scored          bool        `json:"scored"`
	Matches         []matchView `json:"matches"`
}

func stageOf(st *pickem.Stage) stageView {
	v := stageView{ID: st.ID, Kind: string(st.Kind), Name: st.Name, Points: st.Points, Final: st.Final,
		ResultsComplete: st.ResultsComplete, Scored: st.ScoredAt != nil, Matches: []matchView{}}
	for _, m := range st.Matches {
		mv := matchView{ID: m.ID, TeamA: m.TeamA, TeamB: m.TeamB, StartsAt: m.StartsAt, BestOf: m.BestOf, Locked: m.Locked,
			Winner: m.Winner, Correct: m.Correct}
		if m.Pick != "" {
			pick := m.Pick
			mv.Pick = &pick
		}
		v.Matches = append(v.Matches, mv)
	}
	return v
}

type voteView struct {
	MatchID   int       `json:"match_id"`
	Team      string    `json:"team"`
	Correct   *bool     `json:"correct"`
	UpdatedAt time.Time `json:"updated_at"`
}

func voteOf(v *ent.PickemVote) voteView {
	return voteView{MatchID: v.MatchID, Team: v.Team, Correct: v.Correct, UpdatedAt: v.UpdatedAt}
}

type prizeView struct {
	RankFrom int    `json:"rank_from"`
	RankTo   int    `json:"rank_to"`
	Money    Money  `json:"money"`
	CaseID   *int   `json:"case_id"`
	CaseName string `json:"case_name"`
	Crystals int64  `json:"crystals"`
}

func prizeOf(p *pickem.Prize) *prizeView {
	if p == nil {
		return nil
	}
	return &prizeView{RankFrom: p.RankFrom, RankTo: p.RankTo, Money: Money(p.Money), CaseID: p.CaseID, CaseName: p.CaseName, Crystals: p.Crystals}
}

type winnerView struct {
	Rank     int        `json:"rank"`
	UserID   int        `json:"user_id"`
	Nickname string     `json:"nickname"`
	Avatar   string     `json:"avatar"`
	Points   int        `json:"points"`
	Prize    *prizeView `json:"prize"`
	Paid     bool       `json:"paid"`
}

type myPrizeView struct {
	Tournament *tournamentView `json:"tournament"`
	Prize      *prizeView      `json:"prize"`
	Paid       bool            `json:"paid"`
}

func slugOf(p *params) (string, error) {
	s := p.str("slug")
	if s == "" {
		return "", apperr.Validation.Msg("slug is required").With("field", "slug")
	}
	return s, nil
}

// tournamentList lists the tournaments, the newest first.
func (h *Handler) tournamentList(w http.ResponseWriter, r *http.Request, _ *params) error {
	list, err := h.Pickem.List(r.Context(), actor.From(r.Context()))
	if err != nil {
		return err
	}
	out := make([]tournamentView, len(list))
	for i, t := range list {
		out[i] = tournamentOf(t)
	}
	ok(w, out)
	return nil
}

// tournamentBySlug is one tournament with the viewer's standing.
func (h *Handler) tournamentBySlug(w http.ResponseWriter, r *http.Request, p *params) error {
	slug, err := slugOf(p)
	if err != nil {
		return err
	}
	t, err := h.Pickem.BySlug(r.Context(), actor.From(r.Context()), slug)
	if err != nil {
		return err
	}
	ok(w, tournamentOf(t))
	return nil
}

// tournamentStages lists the stages with their matches and the viewer's picks.
func (h *Handler) tournamentStages(w http.ResponseWriter, r *http.Request, p *params) error {
	slug, err := slugOf(p)
	if err != nil {
		return err
	}
	stages, err := h.Pickem.Stages(r.Context(), actor.From(r.Context()), slug)
	if err != nil {
		return err
	}
	out := make([]stageView, len(stages))
	for i, st := range stages {
		out[i] = stageOf(st)
	}
	ok(w, out)
	return nil
}

// tournamentVotes lists the signed-in player's predictions.
func (h *Handler) tournamentVotes(w http.ResponseWriter, r *http.Request, p *params) error {
	slug, err := slugOf(p)
	if err != nil {
		return err
	}
	votes, err := h.Pickem.Votes(r.Context(), actor.From(r.Context()), slug)
	if err != nil {
		return err
	}
	out := make([]voteView, len(votes))
	for i, v := range votes {
		out[i] = voteOf(v)
	}
	ok(w, out)
	return nil
}

// tournamentWinners is the leaderboard with the prizes.
func (h *Handler) tournamentWinners(w http.ResponseWriter, r *http.Request, p *params) error {
	slug, err := slugOf(p)
	if err != nil {
		return err
	}
	limit, err := p.int("limit", 100)
	if err != nil {
		return err
	}
	list, err := h.Pickem.Winners(r.Context(), slug, limit)
	if err != nil {
		return err
	}
	out := make([]winnerView, len(list))
	for i, s := range list {
		out[i] = winnerView{Rank: s.Rank, UserID: s.UserID, Nickname: s.Nickname, Avatar: s.Avatar, Points: s.Points,
			Prize: prizeOf(s.Prize), Paid: s.Paid}
	}
	ok(w, out)
	return nil
}

// tournamentJoin enters the signed-in player in an ongoing tournament.
func (h *Handler) tournamentJoin(w http.ResponseWriter, r *http.Request, p *params) error {
	slug, err := slugOf(p)
	if err != nil {
		return err
	}
	t, err := h.Pickem.Join(r.Context(), actor.From(r.Context()), slug)
	if err != nil {
		return err
	}
	ok(w, tournamentOf(t))
	return nil
}

// tournamentVote predicts {team} to win {match_id}.
func (h *Handler) tournamentVote(w http.ResponseWriter, r *http.Request, p *params) error {
	if !p.has("match_id") {
		return apperr.Validation.Msg("match_id is required").With("field", "match_id")
	}
	id, err := p.int("match_id", 0)
	if err != nil {
		return err
	}
	v, err := h.Pickem.Vote(r.Context(), actor.From(r.Context()), id, p.str("team"))
	if err != nil {
		return err
	}
	ok(w, voteOf(v))
	return nil
}

// tournamentPrize is the signed-in player's prize in {slug} (else their
// latest tournament).
func (h *Handler) tournamentPrize(w http.ResponseWriter, r *http.Request, p *params) error {
	my, err := h.Pickem.PrizeOf(r.Context(), actor.From(r.Context()), p.str("slug"))
	if err != nil {
		return err
	}
	out := myPrizeView{Prize: prizeOf(my.Prize), Paid: my.Payout != nil}
	if my.Tournament != nil {
		t := tournamentOf(my.Tournament)
		out.Tournament = &t
	}
	ok(w, out)
	return nil
}

// fightChooseSide picks {side} a or b of a fight ({match_id}, else the
// featured one).
func (h *Handler) fightChooseSide(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := p.int("match_id", 0)
	if err != nil {
		return err
	}
	v, err := h.Pickem.ChooseSide(r.Context(), actor.From(r.Context()), id, p.str("side"))
	if err != nil {
		return err
	}
	ok(w, voteOf(v))
	return nil
}
