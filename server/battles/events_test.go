package battles_test

import (
	"context"
	"errors"
	"slices"
	"sync/atomic"
	"testing"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/outboxevent"
	"github.com/casefront/casefront/server/battles"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/levels"
)

// outboxed is the players the outbox holds events of kind for, by row.
func (e *env) outboxed(t *testing.T, kind events.Kind) []int {
	t.Helper()
	var out []int
	for _, r := range e.db.OutboxEvent.Query().Where(outboxevent.Kind(string(kind))).Order(outboxevent.ByID()).AllX(e.ctx) {
		out = append(out, *r.UserID)
	}
	return out
}

// A battle's start emits battle_started once per seated human (bots
// aside) in the start's transaction: a start rolled back emits nothing.
// A rematch offer emits rematch_offered to the other players only.
func TestBattleStartAndRematchEmit(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			e := setup(t, d.URL(t))
			r := &events.Registry{}
			levels.Subscribe(r)
			var refuse atomic.Bool
			r.On(events.BattleStarted, "test.refuse", func(context.Context, *ent.Tx, *events.Event) error {
				if refuse.Load() {
					return errors.New("refused")
				}
				return nil
			})
			for _, k := range []events.Kind{events.BattleStarted, events.RematchOffered} {
				r.Later(k, "test."+string(k), func(context.Context, *ent.Tx, events.Event) error { return nil })
			}
			r.Seal()
			e.svc.Env.Events = r

			cu, ca := e.player(t, 100_000)
			ju, ja := e.player(t, 100_000)
			v := e.create(t, ca, battles.CreateRequest{PlayersCount: 2})
			refuse.Store(true)
			if _, err := e.svc.Enter(e.ctx, ja, battles.EnterRequest{ID: v.ID}); err == nil {
				t.Fatal("the refused start went through")
			}
			if got := e.outboxed(t, events.BattleStarted); len(got) != 0 {
				t.Fatalf("a rolled-back start emitted for %v", got)
			}
			refuse.Store(false)
			e.enter(t, ja, v.ID, "")
			want := []int{cu.ID, ju.ID}
			slices.Sort(want)
			if got := e.outboxed(t, events.BattleStarted); !slices.Equal(got, want) {
				t.Fatalf("started for %v, want %v", got, want)
			}

			// Against bots: the creator only.
			bu, ba := e.player(t, 100_000)
			bv := e.create(t, ba, battles.CreateRequest{PlayersCount: 3})
			if _, err := e.svc.AddBots(e.ctx, ba, bv.ID); err != nil {
				t.Fatal(err)
			}
			if got := e.outboxed(t, events.BattleStarted); !slices.Equal(got, append(want, bu.ID)) {
				t.Fatalf("with bots: %v", got)
			}

			b := e.finish(t, v.ID)
			loser, winner := ju.ID, cu.ID
			la := ja
			if b.WinnerSeats[0] == 1 {
				loser, winner, la = cu.ID, ju.ID, ca
			}
			if _, err := e.svc.CreateRematch(e.ctx, la, v.ID); err != nil {
				t.Fatal(err)
			}
			if _, err := e.svc.CreateRematch(e.ctx, la, v.ID); err != nil { // asked again: no second offer
				t.Fatal(err)
			}
			if got := e.outboxed(t, events.RematchOffered); !slices.Equal(got, []int{winner}) {
				t.Fatalf("offered to %v, want the winner %d (not the loser %d)", got, winner, loser)
			}
		})
	}
}
