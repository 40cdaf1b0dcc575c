package battles_test

import (
	"context"
	"encoding/json"
	"sync"
	"testing"
	"time"

	"go.uber.org/zap"
	"go.uber.org/zap/zaptest"

	"github.com/casefront/casefront/ent/battle"
	"github.com/casefront/casefront/ent/rematch"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/battles"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/jobs"
)

// The clock is durable: a battle started by a process that stops before
// any of its jobs ran is settled by the next one, and its subscribers hear
// the rounds and the end through the bus.
func TestBattleClockSurvivesARestart(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			e := setup(t, d.URL(t))
			ctx := context.Background()
			log := zaptest.NewLogger(t, zaptest.Level(zap.WarnLevel))
			if err := jobs.Migrate(ctx, e.db, log); err != nil {
				t.Fatal(err)
			}
			e.svc.Clock = nil // real time: River schedules by it
			e.svc.Tick = 20 * time.Millisecond
			first, err := jobs.New(e.db, log, jobs.Config{FetchPollInterval: 50 * time.Millisecond})
			if err != nil {
				t.Fatal(err)
			}
			battles.Register(first, e.svc)
			e.svc.Jobs = first
			_, ca := e.player(t, 100_000)
			_, ja := e.player(t, 100_000)
			v := e.create(t, ca, battles.CreateRequest{PlayersCount: 2, CaseIDs: []int{e.caseID(t, "test-case"), e.caseID(t, "test-case")}})
			msgs, cancel, err := e.svc.Bus.Subscribe(ctx, battles.Topic(v.ID))
			if err != nil {
				t.Fatal(err)
			}
			defer cancel()
			e.enter(t, ja, v.ID, "")
			first.Close() // never started: the process is gone before its clock ran

			second, err := jobs.New(e.db, log, jobs.Config{FetchPollInterval: 50 * time.Millisecond})
			if err != nil {
				t.Fatal(err)
			}
			defer second.Close()
			battles.Register(second, e.svc)
			e.svc.Jobs = second
			if err := second.Start(ctx); err != nil {
				t.Fatal(err)
			}
			defer second.Stop(ctx)
			events := map[string]int{}
			deadline := time.After(20 * time.Second)
			for events["finish"] == 0 {
				select {
				case m := <-msgs:
					var ev struct{ Event string }
					_ = json.Unmarshal(m, &ev)
					events[ev.Event]++
				case <-deadline:
					t.Fatalf("the battle was not settled after the restart; events %v", events)
				}
			}
			// Overdue round jobs may run after the settlement: listen a little longer.
			for drain := time.After(time.Second); events["round"] < 2; {
				select {
				case m := <-msgs:
					var ev struct{ Event string }
					_ = json.Unmarshal(m, &ev)
					events[ev.Event]++
				case <-drain:
					t.Fatalf("events %v, want 2 rounds", events)
				}
			}
			if events["start"] != 1 || events["round"] != 2 {
				t.Fatalf("events %v, want the start and 2 rounds before the end", events)
			}
			if b := e.db.Battle.GetX(ctx, v.ID); b.State != battle.StateFinished || len(b.WinnerSeats) != 1 {
				t.Fatalf("battle %s, winners %v", b.State, b.WinnerSeats)
			}
			e.ledgerHolds(t)
		})
	}
}

// An offer nobody answers expires through the durable queue at its
// expires_at (60,000 ms after it was made): the job runs, the offer is
// expired, the players' open offers drop it live, and a late acceptance is
// refused and starts nothing. The service's clock is put 59 s back while the
// offer is made, so the queue (on real time) runs its expiry a second later.
func TestRematchExpiresOnTheQueue(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			e := setup(t, d.URL(t))
			ctx := context.Background()
			log := zaptest.NewLogger(t, zaptest.Level(zap.WarnLevel))
			if err := jobs.Migrate(ctx, e.db, log); err != nil {
				t.Fatal(err)
			}
			old, winner, loser := e.finishedDuel(t)

			var mu sync.Mutex
			shift := -(battles.RematchWindow - time.Second)
			e.svc.Clock = func() time.Time {
				mu.Lock()
				defer mu.Unlock()
				return time.Now().Add(shift)
			}
			q, err := jobs.New(e.db, log, jobs.Config{FetchPollInterval: 50 * time.Millisecond})
			if err != nil {
				t.Fatal(err)
			}
			defer q.Close()
			battles.Register(q, e.svc)
			e.svc.Jobs = q
			if err := q.Start(ctx); err != nil {
				t.Fatal(err)
			}
			defer q.Stop(ctx)

			offers, err := e.svc.SubscribeRematches(ctx, winner.a)
			if err != nil {
				t.Fatal(err)
			}
			if got := <-offers; len(got) != 0 {
				t.Fatalf("offers at first: %+v", got)
			}
			rm, err := e.svc.CreateRematch(ctx, loser.a, old.ID)
			if err != nil {
				t.Fatal(err)
			}
			if !rm.ExpiresAt.Equal(rm.CreatedAt.Add(60_000*time.Millisecond)) || rm.RemainingMs <= 59_000 || rm.RemainingMs > 60_000 {
				t.Fatalf("offer: %+v", rm)
			}
			mu.Lock()
			shift = 0 // 59 s later
			mu.Unlock()
			before := e.counts(t)
			deadline := time.After(15 * time.Second)
			for seen := false; ; {
				select {
				case got := <-offers:
					if len(got) == 1 && got[0].ID == rm.ID {
						seen = true
						continue
					}
					if !seen || len(got) != 0 {
						t.Fatalf("offers: %+v", got)
					}
				case <-deadline:
					t.Fatal("the offer did not expire on the queue")
				}
				break
			}
			if got := e.db.Rematch.GetX(ctx, rm.ID); got.State != rematch.StateExpired {
				t.Fatalf("rematch %s after its expiry ran", got.State)
			}
			if _, err := e.svc.CreateRematch(ctx, winner.a, old.ID); apperr.KeyOf(err) != apperr.RematchClosed.Key {
				t.Fatalf("a late acceptance: %v", err)
			}
			if got := e.counts(t); got != before {
				t.Fatalf("the late acceptance wrote %+v, was %+v", got, before)
			}
			e.ledgerHolds(t)
		})
	}
}
