package quiz

import (
	"context"
	"slices"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/quizattempt"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/store"
)

// Check says which variants of the open attempt are right. The first
// check decides the attempt: a wrong answer fails it.
func (s *Service) Check(ctx context.Context, a *actor.Actor, variants []int) (*Answer, error) {
	return s.answer(ctx, a, variants, false)
}

// Vote submits the answers: right ones pass the quiz, a wrong one (or an
// attempt a check failed) fails it and the next list is new.
func (s *Service) Vote(ctx context.Context, a *actor.Actor, variants []int) (*Answer, error) {
	return s.answer(ctx, a, variants, true)
}

func (s *Service) answer(ctx context.Context, a *actor.Actor, variants []int, vote bool) (*Answer, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	if len(variants) != Count {
		return nil, apperr.Validation.Msg("choose one answer for each of the %d questions", Count).With("field", "variants")
	}
	now := s.Clock.Now()
	var out *Answer
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		if _, err := store.LockUser(ctx, tx, a.UserID); err != nil {
			return err
		}
		at, err := open(ctx, tx.Client(), a.UserID, now)
		if err != nil {
			return err
		}
		if at == nil {
			// A vote on an attempt its check failed answers wrong; anything
			// else has no list open.
			last, err := tx.QuizAttempt.Query().Where(quizattempt.UserID(a.UserID)).Order(ent.Desc(quizattempt.FieldID)).First(ctx)
			if err == nil && vote && last.FailedAt != nil && last.Checks > 0 && last.FailedAt.After(now.Add(-AttemptFor)) {
				rights, err := s.rights(ctx, tx, last.QuestionIds)
				out = &Answer{RightIDs: rights}
				return err
			}
			return apperr.NotFound.Msg("no quiz is open: ask for the list first")
		}
		rights, err := s.rights(ctx, tx, at.QuestionIds)
		if err != nil {
			return err
		}
		chosen := map[int]bool{}
		for _, v := range variants {
			q := v / 10
			if !slices.Contains(at.QuestionIds, q) || chosen[q] {
				return apperr.Validation.Msg("choose one answer for each question of the list").With("field", "variants")
			}
			chosen[q] = true
		}
		right := true
		for _, v := range variants {
			right = right && slices.Contains(rights, v)
		}
		out = &Answer{RightIDs: rights, IsVoteRight: right}
		upd := tx.QuizAttempt.UpdateOneID(at.ID).AddChecks(1)
		switch {
		case !right:
			upd.SetFailedAt(now)
		case vote:
			upd.SetPassedAt(now)
			out.Passed = true
		}
		return upd.Exec(ctx)
	})
	return out, err
}

// rights are the right variants' ids of the questions, in their order.
func (s *Service) rights(ctx context.Context, tx *ent.Tx, ids []int) ([]int, error) {
	qs, err := questions(ctx, tx.Client(), ids)
	if err != nil {
		return nil, err
	}
	out := []int{}
	for _, q := range qs {
		for i, v := range q.Variants {
			if v.Right {
				out = append(out, VariantID(q.ID, i))
			}
		}
	}
	return out, nil
}
