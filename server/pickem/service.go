// Package pickem is the pick'em tournaments (spec 2 tournament, pick-em/{slug},
// pick-em-history; spec 7 /tournament/*, /tournament_prize,
// /fight/choose_side; docs/pickem.md).
//
//   - A tournament has stages (group, playoffs, in sort order; the last is
//     the final) of matches between two teams. A match's starts_at is its
//     vote lock: a prediction at or after it is refused with
//     api.pickem_vote_locked by the server's clock and writes nothing.
//   - Pick'em is available to a player only while the tournament is ongoing
//     (starts_at <= now < ends_at) and the pickem restriction does not hold
//     for them (spec 5); self-banned and staff-restricted accounts are
//     refused too, on the request and again on the locked row.
//   - Operators enter each match's winner (Result: the CLI and a staff
//     mutation). The result that completes a stage sets results_complete and
//     enqueues the stage's scoring job in the same transaction. The job
//     marks each prediction correct or not and recomputes every
//     participant's points (idempotent: the same results give the same
//     points); once the final stage is scored it ranks the participants and
//     pays each prize winner in a transaction of its own, a payout row
//     (unique per tournament and player) plus ledger changes keyed
//     pickem:prize:<tournament>:<user>[:currency], so a retried, re-run or
//     interrupted job pays every winner exactly once.
package pickem

import (
	"context"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/pickemparticipant"
	"github.com/casefront/casefront/ent/pickempayout"
	"github.com/casefront/casefront/ent/pickemtournament"
	"github.com/casefront/casefront/ent/pickemvote"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/clock"
	"github.com/casefront/casefront/server/jobs"
	"github.com/casefront/casefront/server/play"
)

// Feature is the restriction that closes pick'em (spec 6).
const Feature = "pickem"

var rule = play.Feature(Feature)

// Tournament states as the API names them.
const (
	StatusUpcoming = "upcoming"
	StatusOngoing  = "ongoing"
	StatusFinished = "finished"
)

// Service is pick'em.
type Service struct {
	DB    *ent.Client
	Jobs  *jobs.Queue // scoring jobs; nil: results enqueue none (tests score by hand)
	Clock clock.Func
	Log   *zap.Logger

	// beforeCommit, when set, runs inside each winner's payout transaction
	// after its writes; an error rolls that winner back (tests: a crash
	// mid-payout).
	beforeCommit func(userID int) error
}

func (s *Service) now() time.Time { return s.Clock.Now() }

func (s *Service) log() *zap.Logger {
	if s.Log == nil {
		return zap.NewNop()
	}
	return s.Log
}

// Tournament is a tournament as a viewer sees it.
type Tournament struct {
	*ent.PickemTournament
	Status       string
	Participants int
	// The viewer's standing: joined, points so far, rank once final.
	Joined bool
	Points int
	Rank   *int
	// Available: the viewer may predict now (ongoing, not restricted).
	Available bool
}

// StatusAt is a tournament's state at now.
func StatusAt(t *ent.PickemTournament, now time.Time) string {
	switch {
	case now.Before(t.StartsAt):
		return StatusUpcoming
	case now.Before(t.EndsAt):
		return StatusOngoing
	}
	return StatusFinished
}

// List is every tournament, the newest first.
func (s *Service) List(ctx context.Context, a *actor.Actor) ([]*Tournament, error) {
	rows, err := s.DB.PickemTournament.Query().Order(ent.Desc(pickemtournament.FieldStartsAt), ent.Asc(pickemtournament.FieldID)).All(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]*Tournament, len(rows))
	for i, t := range rows {
		if out[i], err = s.view(ctx, a, t); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// BySlug is one tournament (api.not_found for an unknown slug).
func (s *Service) BySlug(ctx context.Context, a *actor.Actor, slug string) (*Tournament, error) {
	t, err := s.tournament(ctx, s.DB, slug)
	if err != nil {
		return nil, err
	}
	return s.view(ctx, a, t)
}

func (s *Service) tournament(ctx context.Context, c *ent.Client, slug string) (*ent.PickemTournament, error) {
	if slug == "" {
		return nil, apperr.Validation.Msg("slug is required").With("field", "slug")
	}
	t, err := c.PickemTournament.Query().Where(pickemtournament.Slug(slug)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, apperr.NotFound.Msg("no tournament %q", slug)
	}
	return t, err
}

func (s *Service) view(ctx context.Context, a *actor.Actor, t *ent.PickemTournament) (*Tournament, error) {
	now := s.now()
	v := &Tournament{PickemTournament: t, Status: StatusAt(t, now)}
	n, err := s.DB.PickemParticipant.Query().Where(pickemparticipant.TournamentID(t.ID)).Count(ctx)
	if err != nil {
		return nil, err
	}
	v.Participants = n
	v.Available = v.Status == StatusOngoing && !a.Restricted(Feature)
	if !a.SignedIn() {
		return v, nil
	}
	p, err := s.DB.PickemParticipant.Query().Where(pickemparticipant.TournamentID(t.ID), pickemparticipant.UserID(a.UserID)).Only(ctx)
	switch {
	case ent.IsNotFound(err):
	case err != nil:
		return nil, err
	default:
		v.Joined, v.Points, v.Rank = true, p.Points, p.Rank
	}
	return v, nil
}

// Votes are the viewer's predictions in a tournament (GET vote_get).
func (s *Service) Votes(ctx context.Context, a *actor.Actor, slug string) ([]*ent.PickemVote, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	t, err := s.tournament(ctx, s.DB, slug)
	if err != nil {
		return nil, err
	}
	return s.DB.PickemVote.Query().Where(pickemvote.TournamentID(t.ID), pickemvote.UserID(a.UserID)).
		Order(ent.Asc(pickemvote.FieldMatchID)).All(ctx)
}

// HistoryEntry is one tournament the player took part in.
type HistoryEntry struct {
	Tournament *Tournament
	Correct    int // correct predictions so far
	Votes      int
	Payout     *ent.PickemPayout // nil: no prize (yet)
}

// History is the player's tournaments, the newest first (pick-em-history).
func (s *Service) History(ctx context.Context, a *actor.Actor) ([]*HistoryEntry, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	parts, err := s.DB.PickemParticipant.Query().Where(pickemparticipant.UserID(a.UserID)).All(ctx)
	if err != nil {
		return nil, err
	}
	ids := make([]int, len(parts))
	for i, p := range parts {
		ids[i] = p.TournamentID
	}
	ts, err := s.DB.PickemTournament.Query().Where(pickemtournament.IDIn(ids...)).
		Order(ent.Desc(pickemtournament.FieldStartsAt), ent.Asc(pickemtournament.FieldID)).All(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]*HistoryEntry, 0, len(ts))
	for _, t := range ts {
		v, err := s.view(ctx, a, t)
		if err != nil {
			return nil, err
		}
		e := &HistoryEntry{Tournament: v}
		votes := s.DB.PickemVote.Query().Where(pickemvote.TournamentID(t.ID), pickemvote.UserID(a.UserID))
		if e.Votes, err = votes.Clone().Count(ctx); err != nil {
			return nil, err
		}
		if e.Correct, err = votes.Where(pickemvote.Correct(true)).Count(ctx); err != nil {
			return nil, err
		}
		if e.Payout, err = s.payoutOf(ctx, t.ID, a.UserID); err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, nil
}

func (s *Service) payoutOf(ctx context.Context, tournamentID, userID int) (*ent.PickemPayout, error) {
	p, err := s.DB.PickemPayout.Query().Where(pickempayout.TournamentID(tournamentID), pickempayout.UserID(userID)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, nil
	}
	return p, err
}

// Exists tells whether a tournament has this slug (its page's 404).
func (s *Service) Exists(ctx context.Context, slug string) (bool, error) {
	return s.DB.PickemTournament.Query().Where(pickemtournament.Slug(slug)).Exist(ctx)
}
