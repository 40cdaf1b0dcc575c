package battles_test

import (
	"context"
	"sync"
	"testing"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/battleseat"
	"github.com/casefront/casefront/server/battles"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/levels"
)

// A battle's settlement emits battle_won once for its winner, in its
// transaction (the tasks' win_battle counts it), and nothing for the loser.
func TestSettlementEmitsBattleWon(t *testing.T) {
	t.Parallel()
	e := setup(t, testdb.URL(t, "sqlite"))
	var mu sync.Mutex
	var won []events.Event
	reg := &events.Registry{}
	levels.Subscribe(reg)
	reg.On(events.BattleWon, "test.won", func(_ context.Context, _ *ent.Tx, ev *events.Event) error {
		mu.Lock()
		defer mu.Unlock()
		won = append(won, *ev)
		return nil
	})
	reg.Seal()
	e.svc.Events = reg
	tc := e.caseID(t, "test-case")
	_, ca := e.player(t, 10_000)
	_, ja := e.player(t, 10_000)
	v := e.create(t, ca, battles.CreateRequest{PlayersCount: 2, CaseIDs: []int{tc}, Delay: 16})
	v = e.enter(t, ja, v.ID, "")
	b := e.finish(t, v.ID)
	e.finish(t, v.ID) // again: settled once
	if len(b.WinnerSeats) != 1 {
		t.Fatalf("winners %v", b.WinnerSeats)
	}
	seat := e.db.BattleSeat.Query().Where(battleseat.BattleID(b.ID), battleseat.Seat(b.WinnerSeats[0])).OnlyX(e.ctx)
	if len(won) != 1 || won[0].UserID != *seat.UserID || won[0].Ref != battleRef(b.ID) || won[0].At.IsZero() {
		t.Fatalf("battle_won %+v, winner %d", won, *seat.UserID)
	}
}
