package pickem

import (
	"context"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/pickemmatch"
	"github.com/casefront/casefront/ent/pickemstage"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/store"
)

// Entered is what a result did.
type Entered struct {
	Match *ent.PickemMatch
	// StageComplete: this result was the stage's last; Scheduled: its
	// scoring job was enqueued with it.
	StageComplete, Scheduled bool
}

// Result enters the winner of a match (operators: the CLI `pickem result`
// and the staff mutation). A match's result is set once: the same winner
// again changes nothing, another one is refused. A match with a result
// takes no more predictions. The result that completes its stage marks it
// complete and enqueues its scoring in the same transaction.
func (s *Service) Result(ctx context.Context, a *actor.Actor, slug string, matchID int, winner string) (*Entered, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	if !a.IsStaff() {
		return nil, apperr.Forbidden.Msg("only operators enter results")
	}
	now := s.now()
	var out *Entered
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		out = nil
		t, err := s.tournament(ctx, tx.Client(), slug)
		if err != nil {
			return err
		}
		m, err := tx.PickemMatch.Query().Where(pickemmatch.ID(matchID), pickemmatch.TournamentID(t.ID)).Only(ctx)
		if ent.IsNotFound(err) {
			return apperr.NotFound.Msg("no match %d in %s", matchID, slug)
		}
		if err != nil {
			return err
		}
		if winner != m.TeamA && winner != m.TeamB {
			return apperr.Validation.Msg("the winner must be %s or %s", m.TeamA, m.TeamB).With("field", "winner")
		}
		n, err := tx.PickemMatch.Update().Where(pickemmatch.ID(m.ID), pickemmatch.WinnerIsNil()).
			SetWinner(winner).SetResultAt(now).Save(ctx)
		if err != nil {
			return err
		}
		if n == 0 { // entered before (or by a concurrent call)
			if m, err = tx.PickemMatch.Get(ctx, m.ID); err != nil {
				return err
			}
			if m.Winner == nil || *m.Winner != winner {
				return apperr.Validation.Msg("match %d already has a result", m.ID).With("field", "winner")
			}
			out = &Entered{Match: m}
			return nil
		}
		if m, err = tx.PickemMatch.Get(ctx, m.ID); err != nil {
			return err
		}
		out = &Entered{Match: m}
		open, err := tx.PickemMatch.Query().Where(pickemmatch.StageID(m.StageID), pickemmatch.WinnerIsNil()).Exist(ctx)
		if err != nil || open {
			return err
		}
		done, err := tx.PickemStage.Update().Where(pickemstage.ID(m.StageID), pickemstage.ResultsComplete(false)).
			SetResultsComplete(true).Save(ctx)
		if err != nil || done == 0 {
			return err
		}
		out.StageComplete = true
		if s.Jobs != nil {
			if err := s.Jobs.InsertTx(ctx, tx, ScoreArgs{StageID: m.StageID}, scoreOpts()); err != nil {
				return err
			}
			out.Scheduled = true
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	s.log().Info("pickem result entered", zap.String("tournament", slug), zap.Int("match", matchID), zap.String("winner", winner))
	return out, nil
}
