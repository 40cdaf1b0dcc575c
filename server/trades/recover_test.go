package trades_test

import (
	"context"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"go.uber.org/zap"
	"go.uber.org/zap/zaptest"

	"github.com/casefront/casefront/ent/withdrawal"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/jobs"
	"github.com/casefront/casefront/server/trades"
	"github.com/casefront/casefront/server/trades/sandbox"
)

// An open withdrawal whose job ended without ending it (in life: the last
// attempt's give-up failed and River discarded the job; here the job is
// cancelled) gets a new job from Recover, and only then; the new job gives
// up within its few attempts, refunding once.
func TestTradeRecoverGivesAJoblessWithdrawalANewJob(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc, m, _ := setup(t, d.URL)
			log := zaptest.NewLogger(t, zaptest.Level(zap.WarnLevel))
			if err := jobs.Migrate(ctx, db, log); err != nil {
				t.Fatal(err)
			}
			q, err := jobs.New(db, log, jobs.Config{FetchPollInterval: 50 * time.Millisecond, RetryPolicy: jobs.LinearRetry{Step: 100 * time.Millisecond}})
			if err != nil {
				t.Fatal(err)
			}
			defer q.Close()
			trades.Register(q, svc)
			svc.Jobs = q
			u, a, _ := withdrawer(t, db)
			w, err := svc.Accept(ctx, a, trades.AcceptInput{DropID: db.Drop.Query().FirstIDX(ctx)})
			if err != nil {
				t.Fatal(err)
			}
			later := func() time.Time { return time.Now().Add(trades.RecoverQuiet + time.Minute) }
			recover := func(now func() time.Time, want int) {
				t.Helper()
				svc.Now = now
				defer func() { svc.Now = nil }()
				if n, err := svc.Recover(ctx); err != nil || n != want {
					t.Fatalf("Recover: %d, %v; want %d", n, err, want)
				}
			}
			recover(later, 0) // its own job waits

			list, err := q.Client().JobList(ctx, river.NewJobListParams().Kinds(trades.WithdrawArgs{}.Kind()))
			if err != nil || len(list.Jobs) != 1 {
				t.Fatalf("jobs %v, %v; want the withdrawal's one", list, err)
			}
			if _, err := q.Client().JobCancel(ctx, list.Jobs[0].ID); err != nil {
				t.Fatal(err)
			}
			recover(nil, 0)   // jobless, but touched too recently
			recover(later, 1) // a new job
			recover(later, 0) // which is live
			if got := db.Withdrawal.GetX(ctx, w.ID).State; got != withdrawal.StateQueued {
				t.Fatalf("before the new job ran: %s", got)
			}

			if err := m.Fault(sandbox.Fault5xx, 2*trades.RecoverAttempts); err != nil {
				t.Fatal(err)
			}
			if err := q.Start(ctx); err != nil {
				t.Fatal(err)
			}
			defer q.Stop(ctx)
			deadline := time.Now().Add(20 * time.Second)
			for {
				got := db.Withdrawal.GetX(ctx, w.ID)
				if got.State == withdrawal.StateFailed {
					if got.Reason != "retries_exhausted" || got.Attempts != 1 {
						t.Fatalf("withdrawal failed %q after %d orderings", got.Reason, got.Attempts)
					}
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("withdrawal still %s", got.State)
				}
				time.Sleep(50 * time.Millisecond)
			}
			if n := refunds(t, db, u.ID); n != 1 || db.User.GetX(ctx, u.ID).Balance != 500 {
				t.Fatalf("%d refunds, balance %s; want one of 5.00", n, db.User.GetX(ctx, u.ID).Balance)
			}
		})
	}
}
