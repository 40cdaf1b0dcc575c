// Package quiz is the skill-gaming quiz (spec 1; 3 "Skill-gaming question:
// variants", the answer's right_ids and is_vote_right; 7 GET
// /skill_gaming_vote/list, POST /skill_gaming_vote/check and /vote; 8
// api.need_skill_gaming_vote): where the law asks for an element of skill
// before a prize is paid out, a player answers a short skill-testing quiz.
//
// The rule (docs/quiz.md): a player whose country (restrict.Country) is in
// SKILL_GAMING_COUNTRIES needs a passed quiz, no older than
// SKILL_GAMING_VALID_DAYS, before withdrawing an item worth at least
// SKILL_GAMING_WITHDRAW_MIN. The withdrawal answers api.need_skill_gaming_vote
// until then (Gate, asked by server/trades on the locked player).
//
// An attempt is Count questions drawn from the active ones. Check answers
// which variants are right; the first check decides: a wrong answer fails
// the attempt (the next list is a new one), a right one lets Vote pass it.
// Vote without a check decides the same way.
package quiz

import (
	"context"
	"crypto/rand"
	"math/big"
	"slices"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/quizattempt"
	"github.com/casefront/casefront/ent/quizquestion"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/clock"
	"github.com/casefront/casefront/server/restrict"
	"github.com/casefront/casefront/server/store"
)

// Count is how many questions a list holds (spec 9).
const Count = 3

// AttemptFor is how long a list stays open before a new one is drawn.
const AttemptFor = time.Hour

// MaxFailsPerDay bounds wrong attempts per player and day (guessing).
const MaxFailsPerDay = 10

// Rule is who needs the quiz.
type Rule struct {
	Countries   []string // "*" for every country; empty: nobody
	WithdrawMin money.Cents
	ValidFor    time.Duration
}

// Service is the quiz.
type Service struct {
	DB    *ent.Client
	Clock clock.Func
	Rule  Rule
}

// Variant is an answer as the player sees it.
type Variant struct {
	ID    int    `json:"id"`
	Label string `json:"label"`
}

// Question is a question as the player sees it, in their language.
type Question struct {
	ID       int       `json:"id"`
	Text     string    `json:"text"`
	Variants []Variant `json:"variants"`
}

// Answer is what a check or a vote says.
type Answer struct {
	RightIDs    []int `json:"right_ids"`
	IsVoteRight bool  `json:"is_vote_right"`
	// Passed: the quiz no longer stands before the player (a vote).
	Passed bool `json:"passed"`
}

func pick(m map[string]string, lang string) string {
	if v, ok := m[lang]; ok && v != "" {
		return v
	}
	return m["en"]
}

// VariantID is the id of a question's i-th variant (from 0).
func VariantID(questionID, i int) int { return questionID*10 + i + 1 }

// applies says whether the rule covers the player's country.
func (s *Service) applies(ctx context.Context, u *ent.User) bool {
	if len(s.Rule.Countries) == 0 {
		return false
	}
	if slices.Contains(s.Rule.Countries, "*") {
		return true
	}
	cc := restrict.Country(ctx, u)
	return cc != "" && slices.Contains(s.Rule.Countries, cc)
}

// Required is spec 3's need_skill_gaming_vote: whether the player must
// pass the quiz before a withdrawal the rule covers.
func (s *Service) Required(ctx context.Context, u *ent.User) (bool, error) {
	return s.needs(ctx, s.DB, u, -1)
}

// passed says whether the player has a quiz passed within the rule's time.
func passed(ctx context.Context, c *ent.Client, userID int, since time.Time) (bool, error) {
	return c.QuizAttempt.Query().Where(quizattempt.UserID(userID), quizattempt.PassedAtGT(since)).Exist(ctx)
}

// needs says whether the player must pass the quiz before a withdrawal of
// value (value < 0: any value the rule covers), spec 3's
// need_skill_gaming_vote.
func (s *Service) needs(ctx context.Context, c *ent.Client, u *ent.User, value money.Cents) (bool, error) {
	if u == nil || !s.applies(ctx, u) || (value >= 0 && value < s.Rule.WithdrawMin) {
		return false, nil
	}
	ok, err := passed(ctx, c, u.ID, s.Clock.Now().Add(-s.validFor()))
	return !ok, err
}

func (s *Service) validFor() time.Duration {
	if s.Rule.ValidFor > 0 {
		return s.Rule.ValidFor
	}
	return 365 * 24 * time.Hour
}

// Gate refuses a withdrawal of value with api.need_skill_gaming_vote while
// the player needs the quiz (server/trades asks it in its transaction).
func (s *Service) Gate(ctx context.Context, tx *ent.Tx, u *ent.User, value money.Cents) error {
	need, err := s.needs(ctx, tx.Client(), u, value)
	if err != nil {
		return err
	}
	if need {
		return apperr.NeedSkillGamingVote
	}
	return nil
}

// List is the player's open attempt's questions, or a new attempt's.
func (s *Service) List(ctx context.Context, a *actor.Actor, lang string) ([]Question, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	now := s.Clock.Now()
	var qs []*ent.QuizQuestion
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		// One open attempt per player: the player's row is the lock.
		if _, err := store.LockUser(ctx, tx, a.UserID); err != nil {
			return err
		}
		at, err := open(ctx, tx.Client(), a.UserID, now)
		if err != nil {
			return err
		}
		if at == nil {
			if err := s.tooManyFails(ctx, tx.Client(), a.UserID, now); err != nil {
				return err
			}
			ids, err := tx.QuizQuestion.Query().Where(quizquestion.Active(true)).IDs(ctx)
			if err != nil {
				return err
			}
			if len(ids) < Count {
				return apperr.NotFound.Msg("the quiz has no questions")
			}
			chosen := draw(ids, Count)
			if at, err = tx.QuizAttempt.Create().SetUserID(a.UserID).SetQuestionIds(chosen).SetCreatedAt(now).Save(ctx); err != nil {
				return err
			}
		}
		qs, err = questions(ctx, tx.Client(), at.QuestionIds)
		return err
	})
	if err != nil {
		return nil, err
	}
	out := make([]Question, 0, len(qs))
	for _, q := range qs {
		v := Question{ID: q.ID, Text: pick(q.Prompt, lang), Variants: make([]Variant, 0, len(q.Variants))}
		for i, vr := range q.Variants {
			v.Variants = append(v.Variants, Variant{ID: VariantID(q.ID, i), Label: pick(vr.Label, lang)})
		}
		out = append(out, v)
	}
	return out, nil
}

func (s *Service) tooManyFails(ctx context.Context, c *ent.Client, userID int, now time.Time) error {
	n, err := c.QuizAttempt.Query().Where(quizattempt.UserID(userID), quizattempt.FailedAtGT(now.Add(-24*time.Hour))).Count(ctx)
	if err != nil {
		return err
	}
	if n >= MaxFailsPerDay {
		return apperr.RateLimited.Msg("too many wrong answers today; try again tomorrow").With("retry_after", 86400)
	}
	return nil
}

// open is the player's attempt still open at now, nil if none.
func open(ctx context.Context, c *ent.Client, userID int, now time.Time) (*ent.QuizAttempt, error) {
	at, err := c.QuizAttempt.Query().Where(quizattempt.UserID(userID), quizattempt.PassedAtIsNil(), quizattempt.FailedAtIsNil(),
		quizattempt.CreatedAtGT(now.Add(-AttemptFor))).Order(ent.Desc(quizattempt.FieldID)).First(ctx)
	if ent.IsNotFound(err) {
		return nil, nil
	}
	return at, err
}

// questions reads ids in their order.
func questions(ctx context.Context, c *ent.Client, ids []int) ([]*ent.QuizQuestion, error) {
	rows, err := c.QuizQuestion.Query().Where(quizquestion.IDIn(ids...)).All(ctx)
	if err != nil {
		return nil, err
	}
	byID := map[int]*ent.QuizQuestion{}
	for _, r := range rows {
		byID[r.ID] = r
	}
	out := make([]*ent.QuizQuestion, 0, len(ids))
	for _, id := range ids {
		if q := byID[id]; q != nil {
			out = append(out, q)
		}
	}
	return out, nil
}

// draw picks n of ids at random (a fresh permutation prefix).
func draw(ids []int, n int) []int {
	ids = slices.Clone(ids)
	for i := len(ids) - 1; i > 0; i-- {
		j, _ := rand.Int(rand.Reader, big.NewInt(int64(i+1)))
		k := int(j.Int64())
		ids[i], ids[k] = ids[k], ids[i]
	}
	return ids[:n]
}
