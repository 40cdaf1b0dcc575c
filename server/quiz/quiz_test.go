package quiz_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/quizattempt"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/quiz"
	"github.com/casefront/casefront/server/store"
)

var at = time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC)

func setup(t *testing.T, url string, rule quiz.Rule) (*store.DB, *quiz.Service, *time.Time) {
	t.Helper()
	db := testdb.Open(t, url)
	if err := quiz.SeedDefaults(context.Background(), db.Client); err != nil {
		t.Fatal(err)
	}
	now := at
	return db, &quiz.Service{DB: db.Client, Clock: func() time.Time { return now }, Rule: rule}, &now
}

func key(err error) string {
	var e *apperr.Error
	if errors.As(err, &e) {
		return e.Key
	}
	if err == nil {
		return ""
	}
	return err.Error()
}

// player is a player of country cc.
func player(t *testing.T, db *store.DB, cc string) (*ent.User, *actor.Actor) {
	u := testdb.Player(t, db, 0)
	u = db.Client.User.UpdateOne(u).SetCountry(cc).SaveX(context.Background())
	return u, testdb.Actor(u)
}

// answers picks, for each question, its right or a wrong variant, read
// from the questions' data.
func answers(t *testing.T, db *store.DB, qs []quiz.Question, right bool) []int {
	t.Helper()
	var out []int
	for _, q := range qs {
		row := db.Client.QuizQuestion.GetX(context.Background(), q.ID)
		for i, v := range row.Variants {
			if v.Right == right {
				out = append(out, quiz.VariantID(q.ID, i))
				break
			}
		}
	}
	return out
}

func TestRuleCoversCountryValueAndTime(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc, now := setup(t, d.URL(t), quiz.Rule{Countries: []string{"CA"}, WithdrawMin: 1000, ValidFor: 30 * 24 * time.Hour})
			ca, caActor := player(t, db, "CA")
			de, _ := player(t, db, "DE")
			for _, c := range []struct {
				u     *ent.User
				value int64
				want  bool
			}{{ca, 1000, true}, {ca, 999, false}, {de, 5000, false}} {
				tx, _ := db.Client.Tx(ctx)
				err := svc.Gate(ctx, tx, c.u, moneyOf(c.value))
				_ = tx.Rollback()
				if got := key(err) == "api.need_skill_gaming_vote"; got != c.want {
					t.Errorf("%s %d: need %v, want %v (%v)", c.u.Country, c.value, got, c.want, err)
				}
			}
			if need, _ := svc.Required(ctx, ca); !need {
				t.Fatal("need_skill_gaming_vote is false for a covered player")
			}
			qs, err := svc.List(ctx, caActor, "de")
			if err != nil {
				t.Fatal(err)
			}
			a, err := svc.Vote(ctx, caActor, answers(t, db, qs, true))
			if err != nil || !a.Passed || !a.IsVoteRight {
				t.Fatalf("right vote: %+v, %v", a, err)
			}
			if need, _ := svc.Required(ctx, ca); need {
				t.Fatal("still needed after a pass")
			}
			*now = now.Add(31 * 24 * time.Hour)
			if need, _ := svc.Required(ctx, ca); !need {
				t.Fatal("a pass older than the rule's time still counts")
			}
		})
	}
}

// A list holds 3 questions of 3 variants in the player's language, stays
// the same until answered; a wrong first check fails it (right ids shown)
// and a vote on it cannot pass; the next list is new.
func TestWrongCheckFailsTheList(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc, _ := setup(t, d.URL(t), quiz.Rule{Countries: []string{"*"}})
			_, a := player(t, db, "FR")
			qs, err := svc.List(ctx, a, "fr")
			if err != nil || len(qs) != quiz.Count {
				t.Fatalf("list: %d questions, %v", len(qs), err)
			}
			for _, q := range qs {
				if len(q.Variants) != 3 || q.Text == "" || q.Text[:8] != "Combien " {
					t.Fatalf("question %+v", q)
				}
			}
			again, _ := svc.List(ctx, a, "fr")
			if again[0].ID != qs[0].ID || again[2].ID != qs[2].ID {
				t.Fatal("an open list changed")
			}
			wrong := answers(t, db, qs, true)
			wrong[1] = answers(t, db, qs, false)[1]
			c, err := svc.Check(ctx, a, wrong)
			if err != nil || c.IsVoteRight || len(c.RightIDs) != 3 || c.Passed {
				t.Fatalf("wrong check: %+v %v", c, err)
			}
			v, err := svc.Vote(ctx, a, c.RightIDs)
			if err != nil || v.Passed || v.IsVoteRight {
				t.Fatalf("a vote after a failed check passed: %+v %v", v, err)
			}
			next, _ := svc.List(ctx, a, "fr")
			n := db.Client.QuizAttempt.Query().Where(quizattempt.UserID(a.UserID)).CountX(ctx)
			if n != 2 || len(next) != 3 {
				t.Fatalf("%d attempts after a failed one, want 2", n)
			}
			c, err = svc.Check(ctx, a, answers(t, db, next, true))
			if err != nil || !c.IsVoteRight {
				t.Fatalf("right check: %+v %v", c, err)
			}
			if v, err = svc.Vote(ctx, a, answers(t, db, next, true)); err != nil || !v.Passed {
				t.Fatalf("vote after a right check: %+v %v", v, err)
			}
		})
	}
}

// Bad answers are refused and write nothing; a guest is refused.
func TestBadAnswersWriteNothing(t *testing.T) {
	ctx := context.Background()
	db, svc, _ := setup(t, testdb.URL(t, "sqlite"), quiz.Rule{Countries: []string{"*"}})
	_, a := player(t, db, "US")
	if _, err := svc.List(ctx, &actor.Actor{}, "en"); key(err) != "api.no_auth" {
		t.Fatalf("guest: %v", err)
	}
	if _, err := svc.Check(ctx, a, []int{1, 2, 3}); key(err) != "api.not_found" {
		t.Fatalf("no list open: %v", err)
	}
	qs, _ := svc.List(ctx, a, "en")
	right := answers(t, db, qs, true)
	for name, vs := range map[string][]int{
		"too few":         right[:2],
		"two for one":     {right[0], right[0], right[2]},
		"another's":       {right[0], right[1], 99991},
		"not in the list": {right[0], right[1], -5},
	} {
		_, err := svc.Check(ctx, a, vs)
		if key(err) != "api.validation" {
			t.Fatalf("%s: %v", name, err)
		}
	}
	// A variant id the question lacks is simply a wrong answer.
	if c, err := svc.Check(ctx, a, []int{right[0], right[1], qs[2].ID*10 + 9}); err != nil || c.IsVoteRight {
		t.Fatalf("an unknown variant: %+v %v", c, err)
	}
	// Refused answers were not counted.
	if n := db.Client.QuizAttempt.Query().Where(quizattempt.ChecksGT(1)).CountX(ctx); n != 0 {
		t.Fatalf("%d attempts counted refused answers", n)
	}
}

// Racing right votes on one list pass it once.
func TestRacingVotesPassOnce(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc, _ := setup(t, d.URL(t), quiz.Rule{Countries: []string{"*"}})
			_, a := player(t, db, "US")
			qs, _ := svc.List(ctx, a, "en")
			right := answers(t, db, qs, true)
			var wg sync.WaitGroup
			var mu sync.Mutex
			passed := 0
			for range 12 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					v, err := svc.Vote(ctx, a, right)
					if err == nil && v.Passed {
						mu.Lock()
						passed++
						mu.Unlock()
					} else if err != nil && key(err) != "api.not_found" {
						t.Error(err)
					}
				}()
			}
			wg.Wait()
			if passed != 1 {
				t.Fatalf("%d votes passed, want 1", passed)
			}
		})
	}
}

func moneyOf(c int64) money.Cents { return money.Cents(c) }
