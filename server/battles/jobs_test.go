package battles_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"go.uber.org/zap"
	"go.uber.org/zap/zaptest"

	"github.com/casefront/casefront/ent/battle"
	"github.com/casefront/casefront/server/battles"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/jobs"
)

// The clock is durable: a battle started by a process that stops before
// any of its jobs ran is settled by the next one, and its subscribers hear
// the rounds and the end through the bus.
func TestBattleClockSurvivesARestart(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			e := setup(t, d.URL(t))
			ctx := context.Background()
			log := zaptest.NewLogger(t, zaptest.Level(zap.WarnLevel))
			if err := jobs.Migrate(ctx, e.db, log); err != nil {
				t.Fatal(err)
			}
			e.svc.Now = nil // real time: River schedules by it
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
