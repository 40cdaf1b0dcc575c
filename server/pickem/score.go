package pickem

import (
	"context"
	"fmt"
	"strconv"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"
	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/pickemmatch"
	"github.com/casefront/casefront/ent/pickemparticipant"
	"github.com/casefront/casefront/ent/pickempayout"
	"github.com/casefront/casefront/ent/pickemstage"
	"github.com/casefront/casefront/ent/pickemvote"
	"github.com/casefront/casefront/ent/rewardcase"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/jobs"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/store"
)

// ScoreArgs is the durable job that scores a complete stage (and pays the
// prizes after the final one), enqueued with the stage's last result.
type ScoreArgs struct {
	StageID int `json:"stage_id" river:"unique"`
}

func (ScoreArgs) Kind() string { return "pickem_score" }

func scoreOpts() *river.InsertOpts {
	return &river.InsertOpts{MaxAttempts: 25, UniqueOpts: river.UniqueOpts{ByArgs: true, ByState: []rivertype.JobState{
		rivertype.JobStateAvailable, rivertype.JobStatePending, rivertype.JobStateRetryable,
		rivertype.JobStateRunning, rivertype.JobStateScheduled}}}
}

// Register puts the scoring worker on the queue.
func Register(q *jobs.Queue, s *Service) { jobs.Register(q, &scoreWorker{Service: s}) }

type scoreWorker struct {
	river.WorkerDefaults[ScoreArgs]
	Service *Service
}

func (w *scoreWorker) Work(ctx context.Context, job *river.Job[ScoreArgs]) error {
	return w.Service.Score(ctx, job.Args.StageID)
}

// Score is the job's step (tests call it too): it scores a complete stage
// and, when every stage of its tournament is scored, pays the prizes. It
// may run any number of times: the same results give the same points, and
// a winner already paid is skipped.
func (s *Service) Score(ctx context.Context, stageID int) error {
	var tournamentID int
	final := false
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		st, err := tx.PickemStage.Get(ctx, stageID)
		if ent.IsNotFound(err) {
			return nil
		}
		if err != nil || !st.ResultsComplete {
			return err
		}
		tournamentID = st.TournamentID
		matches, err := tx.PickemMatch.Query().Where(pickemmatch.StageID(st.ID)).All(ctx)
		if err != nil {
			return err
		}
		for _, m := range matches {
			if m.Winner == nil {
				return fmt.Errorf("pickem: stage %d complete but match %d has no result", st.ID, m.ID)
			}
			if err := tx.PickemVote.Update().Where(pickemvote.MatchID(m.ID), pickemvote.Team(*m.Winner)).SetCorrect(true).Exec(ctx); err != nil {
				return err
			}
			if err := tx.PickemVote.Update().Where(pickemvote.MatchID(m.ID), pickemvote.TeamNEQ(*m.Winner)).SetCorrect(false).Exec(ctx); err != nil {
				return err
			}
		}
		if st.ScoredAt == nil {
			if err := st.Update().SetScoredAt(s.now()).Exec(ctx); err != nil {
				return err
			}
		}
		if err := recount(ctx, tx, st.TournamentID); err != nil {
			return err
		}
		unscored, err := tx.PickemStage.Query().Where(pickemstage.TournamentID(st.TournamentID), pickemstage.ScoredAtIsNil()).Exist(ctx)
		final = !unscored
		return err
	})
	if err != nil || !final {
		return err
	}
	return s.payPrizes(ctx, tournamentID)
}

// recount sets every participant's points from their correct predictions,
// each worth its stage's points.
func recount(ctx context.Context, tx *ent.Tx, tournamentID int) error {
	stages, err := tx.PickemStage.Query().Where(pickemstage.TournamentID(tournamentID)).All(ctx)
	if err != nil {
		return err
	}
	worth := map[int]int{}
	for _, st := range stages {
		worth[st.ID] = st.Points
	}
	matches, err := tx.PickemMatch.Query().Where(pickemmatch.TournamentID(tournamentID)).All(ctx)
	if err != nil {
		return err
	}
	matchWorth := map[int]int{}
	for _, m := range matches {
		matchWorth[m.ID] = worth[m.StageID]
	}
	votes, err := tx.PickemVote.Query().Where(pickemvote.TournamentID(tournamentID), pickemvote.Correct(true)).All(ctx)
	if err != nil {
		return err
	}
	points := map[int]int{}
	for _, v := range votes {
		points[v.UserID] += matchWorth[v.MatchID]
	}
	parts, err := tx.PickemParticipant.Query().Where(pickemparticipant.TournamentID(tournamentID)).All(ctx)
	if err != nil {
		return err
	}
	for _, p := range parts {
		if p.Points != points[p.UserID] {
			if err := p.Update().SetPoints(points[p.UserID]).Exec(ctx); err != nil {
				return err
			}
		}
	}
	return nil
}

// payPrizes ranks the participants (ties share a rank: one plus how many
// have more points) and pays each winner with points once.
func (s *Service) payPrizes(ctx context.Context, tournamentID int) error {
	var winners []*ent.PickemParticipant
	var prizes []Prize
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		winners = nil
		parts, err := tx.PickemParticipant.Query().Where(pickemparticipant.TournamentID(tournamentID)).
			Order(ent.Desc(pickemparticipant.FieldPoints), ent.Asc(pickemparticipant.FieldID)).All(ctx)
		if err != nil {
			return err
		}
		if prizes, err = s.prizes(ctx, tx.Client(), tournamentID); err != nil {
			return err
		}
		for i, p := range parts {
			rank := i + 1
			if i > 0 && p.Points == parts[i-1].Points {
				rank = *parts[i-1].Rank
			}
			if p.Rank == nil || *p.Rank != rank {
				if p, err = p.Update().SetRank(rank).Save(ctx); err != nil {
					return err
				}
				parts[i] = p
			}
			if _, ok := prizeFor(prizes, rank); ok && p.Points > 0 {
				winners = append(winners, p)
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	for _, p := range winners {
		pr, _ := prizeFor(prizes, *p.Rank)
		if err := s.pay(ctx, p, pr); err != nil {
			return err
		}
	}
	return nil
}

// PrizeKey is the ledger idempotency key of a winner's prize.
func PrizeKey(tournamentID, userID int) string {
	return "pickem:prize:" + strconv.Itoa(tournamentID) + ":" + strconv.Itoa(userID)
}

// pay pays one winner in one transaction: the payout row (unique per
// tournament and player) with the money, crystals and reward case of the
// prize. A winner paid before is skipped; the ledger keys are the second
// guard.
func (s *Service) pay(ctx context.Context, p *ent.PickemParticipant, pr Prize) error {
	return store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		u, err := store.LockUser(ctx, tx, p.UserID)
		if err != nil {
			return err
		}
		paid, err := tx.PickemPayout.Query().Where(pickempayout.TournamentID(p.TournamentID), pickempayout.UserID(p.UserID)).Exist(ctx)
		if err != nil || paid {
			return err
		}
		now := s.now()
		po, err := tx.PickemPayout.Create().SetTournamentID(p.TournamentID).SetUserID(p.UserID).SetRank(*p.Rank).
			SetPoints(p.Points).SetMoney(int64(pr.Money)).SetNillableCaseID(pr.CaseID).SetCrystals(pr.Crystals).SetCreatedAt(now).Save(ctx)
		if err != nil {
			return err
		}
		key, ref := PrizeKey(p.TournamentID, p.UserID), "pickem_payout:"+strconv.Itoa(po.ID)
		if pr.Money > 0 {
			if _, err := ledger.Apply(ctx, tx, ledger.Change{At: now, UserID: u.ID, Currency: ledger.Money, Delta: int64(pr.Money),
				Reason: "pickem_prize", Ref: ref, IdemKey: key, Row: u}); err != nil {
				return err
			}
		}
		if pr.Crystals > 0 {
			if _, err := ledger.Apply(ctx, tx, ledger.Change{At: now, UserID: u.ID, Currency: ledger.Crystals, Delta: pr.Crystals,
				Reason: "pickem_prize", Ref: ref, IdemKey: key + ":crystals", Row: u}); err != nil {
				return err
			}
		}
		if pr.CaseID != nil {
			if err := cases.Grant(ctx, tx, u.ID, *pr.CaseID, rewardcase.SourcePickem, ref); err != nil {
				return err
			}
		}
		if s.beforeCommit != nil {
			if err := s.beforeCommit(u.ID); err != nil {
				return err
			}
		}
		s.log().Info("pickem prize paid", zap.Int("tournament", p.TournamentID), zap.Int("user", u.ID), zap.Int("rank", *p.Rank))
		return nil
	})
}
