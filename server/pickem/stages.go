package pickem

import (
	"context"
	"sort"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/ent/pickemmatch"
	"github.com/casefront/casefront/ent/pickemparticipant"
	"github.com/casefront/casefront/ent/pickempayout"
	"github.com/casefront/casefront/ent/pickemprize"
	"github.com/casefront/casefront/ent/pickemstage"
	"github.com/casefront/casefront/ent/pickemvote"
	"github.com/casefront/casefront/ent/user"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
)

// Stage is a stage with its matches as the viewer sees them.
type Stage struct {
	*ent.PickemStage
	Final   bool
	Matches []*Match
}

// Match is a match with the viewer's prediction.
type Match struct {
	*ent.PickemMatch
	// Locked: the match has started, predictions are closed.
	Locked bool
	// Pick is the viewer's predicted team ("" for none); Correct once scored.
	Pick    string
	Correct *bool
}

// Stages lists a tournament's stages in order, each with its matches by
// start time (GET stage_list).
func (s *Service) Stages(ctx context.Context, a *actor.Actor, slug string) ([]*Stage, error) {
	t, err := s.tournament(ctx, s.DB, slug)
	if err != nil {
		return nil, err
	}
	stages, err := s.DB.PickemStage.Query().Where(pickemstage.TournamentID(t.ID)).
		Order(ent.Asc(pickemstage.FieldSort), ent.Asc(pickemstage.FieldID)).
		WithMatches(func(q *ent.PickemMatchQuery) {
			q.Order(ent.Asc(pickemmatch.FieldStartsAt), ent.Asc(pickemmatch.FieldID))
		}).All(ctx)
	if err != nil {
		return nil, err
	}
	picks := map[int]*ent.PickemVote{}
	if a.SignedIn() {
		votes, err := s.DB.PickemVote.Query().Where(pickemvote.TournamentID(t.ID), pickemvote.UserID(a.UserID)).All(ctx)
		if err != nil {
			return nil, err
		}
		for _, v := range votes {
			picks[v.MatchID] = v
		}
	}
	now := s.now()
	out := make([]*Stage, len(stages))
	for i, st := range stages {
		v := &Stage{PickemStage: st, Final: i == len(stages)-1}
		for _, m := range st.Edges.Matches {
			mv := &Match{PickemMatch: m, Locked: !now.Before(m.StartsAt) || m.Winner != nil}
			if p := picks[m.ID]; p != nil {
				mv.Pick, mv.Correct = p.Team, p.Correct
			}
			v.Matches = append(v.Matches, mv)
		}
		out[i] = v
	}
	return out, nil
}

// Prize is what a rank wins.
type Prize struct {
	RankFrom, RankTo int
	Money            money.Cents
	CaseID           *int
	CaseName         string
	Crystals         int64
}

// Prizes lists a tournament's prizes by rank.
func (s *Service) Prizes(ctx context.Context, slug string) ([]Prize, error) {
	t, err := s.tournament(ctx, s.DB, slug)
	if err != nil {
		return nil, err
	}
	return s.prizes(ctx, s.DB, t.ID)
}

func (s *Service) prizes(ctx context.Context, c *ent.Client, tournamentID int) ([]Prize, error) {
	rows, err := c.PickemPrize.Query().Where(pickemprize.TournamentID(tournamentID)).
		Order(ent.Asc(pickemprize.FieldRankFrom)).All(ctx)
	if err != nil {
		return nil, err
	}
	var caseIDs []int
	for _, r := range rows {
		if r.CaseID != nil {
			caseIDs = append(caseIDs, *r.CaseID)
		}
	}
	names := map[int]string{}
	if len(caseIDs) > 0 {
		cs, err := c.LootCase.Query().Where(lootcase.IDIn(caseIDs...)).All(ctx)
		if err != nil {
			return nil, err
		}
		for _, cs := range cs {
			names[cs.ID] = cs.Name
		}
	}
	out := make([]Prize, len(rows))
	for i, r := range rows {
		out[i] = Prize{RankFrom: r.RankFrom, RankTo: r.RankTo, Money: money.Cents(r.Money), CaseID: r.CaseID, Crystals: r.Crystals}
		if r.CaseID != nil {
			out[i].CaseName = names[*r.CaseID]
		}
	}
	return out, nil
}

// prizeFor is the prize of a rank, if any.
func prizeFor(prizes []Prize, rank int) (Prize, bool) {
	for _, p := range prizes {
		if rank >= p.RankFrom && rank <= p.RankTo {
			return p, true
		}
	}
	return Prize{}, false
}

// Standing is one participant's place.
type Standing struct {
	Rank     int
	UserID   int
	Nickname string
	Avatar   string
	Points   int
	Prize    *Prize // nil: none
	Paid     bool
}

// Winners is the leaderboard: participants by points (ties share a rank),
// at most limit, with their prizes; final once the last stage is scored
// (GET winners).
func (s *Service) Winners(ctx context.Context, slug string, limit int) ([]*Standing, error) {
	t, err := s.tournament(ctx, s.DB, slug)
	if err != nil {
		return nil, err
	}
	if limit <= 0 || limit > 100 {
		limit = 100
	}
	parts, err := s.DB.PickemParticipant.Query().Where(pickemparticipant.TournamentID(t.ID)).
		Order(ent.Desc(pickemparticipant.FieldPoints), ent.Asc(pickemparticipant.FieldJoinedAt), ent.Asc(pickemparticipant.FieldID)).
		Limit(limit).All(ctx)
	if err != nil {
		return nil, err
	}
	prizes, err := s.prizes(ctx, s.DB, t.ID)
	if err != nil {
		return nil, err
	}
	ids := make([]int, len(parts))
	for i, p := range parts {
		ids[i] = p.UserID
	}
	users, err := s.DB.User.Query().Where(user.IDIn(ids...)).All(ctx)
	if err != nil {
		return nil, err
	}
	byID := map[int]*ent.User{}
	for _, u := range users {
		byID[u.ID] = u
	}
	paid := map[int]bool{}
	pays, err := s.DB.PickemPayout.Query().Where(pickempayout.TournamentID(t.ID), pickempayout.UserIDIn(ids...)).All(ctx)
	if err != nil {
		return nil, err
	}
	for _, p := range pays {
		paid[p.UserID] = true
	}
	out := make([]*Standing, len(parts))
	for i, p := range parts {
		rank := i + 1
		if i > 0 && p.Points == parts[i-1].Points {
			rank = out[i-1].Rank
		}
		st := &Standing{Rank: rank, UserID: p.UserID, Points: p.Points, Paid: paid[p.UserID]}
		if u := byID[p.UserID]; u != nil {
			st.Nickname, st.Avatar = u.Nickname, u.Avatar
		}
		if pr, ok := prizeFor(prizes, rank); ok {
			st.Prize = &pr
		}
		out[i] = st
	}
	return out, nil
}

// MyPrize is the viewer's prize in a tournament: their rank and what it
// wins, whether it was paid (GET /tournament_prize).
type MyPrize struct {
	Tournament *Tournament
	Prize      *Prize
	Payout     *ent.PickemPayout
}

// PrizeOf is the viewer's prize in the tournament slug, or in the latest
// one they joined when slug is empty.
func (s *Service) PrizeOf(ctx context.Context, a *actor.Actor, slug string) (*MyPrize, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	var t *ent.PickemTournament
	var err error
	if slug != "" {
		t, err = s.tournament(ctx, s.DB, slug)
	} else {
		var p *ent.PickemParticipant
		p, err = s.DB.PickemParticipant.Query().Where(pickemparticipant.UserID(a.UserID)).
			Order(ent.Desc(pickemparticipant.FieldJoinedAt), ent.Desc(pickemparticipant.FieldID)).First(ctx)
		if ent.IsNotFound(err) {
			return &MyPrize{}, nil
		}
		if err == nil {
			t, err = s.DB.PickemTournament.Get(ctx, p.TournamentID)
		}
	}
	if err != nil {
		return nil, err
	}
	v, err := s.view(ctx, a, t)
	if err != nil {
		return nil, err
	}
	out := &MyPrize{Tournament: v}
	if out.Payout, err = s.payoutOf(ctx, t.ID, a.UserID); err != nil {
		return nil, err
	}
	if v.Rank != nil {
		prizes, err := s.prizes(ctx, s.DB, t.ID)
		if err != nil {
			return nil, err
		}
		if pr, ok := prizeFor(prizes, *v.Rank); ok {
			out.Prize = &pr
		}
	}
	return out, nil
}

// sortStages orders stages as they are played.
func sortStages(st []*ent.PickemStage) {
	sort.SliceStable(st, func(i, j int) bool {
		if st[i].Sort != st[j].Sort {
			return st[i].Sort < st[j].Sort
		}
		return st[i].ID < st[j].ID
	})
}

// MatchView is a match as anyone sees it now (no viewer's pick).
func (s *Service) MatchView(m *ent.PickemMatch) *Match {
	return &Match{PickemMatch: m, Locked: !s.now().Before(m.StartsAt) || m.Winner != nil}
}
