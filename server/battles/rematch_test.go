package battles_test

import (
	"slices"
	"testing"
	"time"

	"github.com/casefront/casefront/ent/battle"
	"github.com/casefront/casefront/ent/battleseat"
	"github.com/casefront/casefront/ent/rematch"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/battles"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
)

// The loser offers, the winner accepts by asking too: the new battle has
// the same configuration and seats, charges both and starts at once.
func TestRematchAccepted(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			e := setup(t, d.URL(t))
			old, winner, loser := e.finishedDuel(t)
			_, stranger := e.player(t, 100_000)
			wantKey(t, "the winner offers", func() error { _, err := e.svc.CreateRematch(e.ctx, winner.a, old.ID); return err }(), apperr.Forbidden.Key)
			wantKey(t, "a stranger offers", func() error { _, err := e.svc.CreateRematch(e.ctx, stranger, old.ID); return err }(), apperr.Forbidden.Key)
			e.jobs.take()
			rm, err := e.svc.CreateRematch(e.ctx, loser.a, old.ID)
			if err != nil || rm.State != rematch.StateCreated || rm.RemainingMs != 60_000 || rm.Loser.ID != loser.u.ID ||
				!slices.Equal(rm.AcceptedIDs, []int{loser.u.ID}) {
				t.Fatalf("offer: %+v %v", rm, err)
			}
			jobs := e.jobs.take()
			if len(jobs) != 1 || jobs[0].Args.Kind() != "rematch_expire" || !jobs[0].At.Equal(e.clock.Now().Add(60*time.Second)) {
				t.Fatalf("jobs: %+v", jobs)
			}
			// Asking again changes nothing; the winner sees the offer.
			if again, err := e.svc.CreateRematch(e.ctx, loser.a, old.ID); err != nil || again.ID != rm.ID || again.State != rematch.StateCreated {
				t.Fatalf("again: %+v %v", again, err)
			}
			e.clock.Add(20 * time.Second)
			offers, err := e.svc.Rematches(e.ctx, winner.a)
			if err != nil || len(offers) != 1 || offers[0].ID != rm.ID || offers[0].RemainingMs != 40_000 {
				t.Fatalf("winner's offers: %+v %v", offers, err)
			}
			wb, lb := e.balance(t, winner.u.ID), e.balance(t, loser.u.ID)
			rm, err = e.svc.CreateRematch(e.ctx, winner.a, old.ID)
			if err != nil || rm.State != rematch.StateAccepted || rm.NewBattleID == nil {
				t.Fatalf("accept: %+v %v", rm, err)
			}
			nb := e.db.Battle.GetX(e.ctx, *rm.NewBattleID)
			if nb.State != battle.StateActive || nb.OldBattleID == nil || *nb.OldBattleID != old.ID || nb.CreatorID != old.CreatorID ||
				!slices.Equal(nb.CaseIds, old.CaseIds) || nb.PlayersCount != old.PlayersCount || nb.Type != old.Type ||
				nb.Paymode != old.Paymode || nb.ServerSeedHash == old.ServerSeedHash {
				t.Fatalf("new battle %+v", nb)
			}
			oldSeats := e.db.BattleSeat.Query().Where(battleseat.BattleID(old.ID)).Order(battleseat.BySeat()).AllX(e.ctx)
			newSeats := e.db.BattleSeat.Query().Where(battleseat.BattleID(nb.ID)).Order(battleseat.BySeat()).AllX(e.ctx)
			for i := range oldSeats {
				if *oldSeats[i].UserID != *newSeats[i].UserID || oldSeats[i].Seat != newSeats[i].Seat {
					t.Fatalf("seat %d: %v, was %v", i, *newSeats[i].UserID, *oldSeats[i].UserID)
				}
			}
			if e.balance(t, winner.u.ID) != wb-casePrice || e.balance(t, loser.u.ID) != lb-casePrice {
				t.Fatal("both seats are charged")
			}
			if offers, _ := e.svc.Rematches(e.ctx, winner.a); len(offers) != 0 {
				t.Fatalf("an accepted offer is still open: %+v", offers)
			}
			wantKey(t, "decline after accept", func() error { _, err := e.svc.DeclineRematch(e.ctx, winner.a, rm.ID); return err }(), apperr.RematchClosed.Key)
			wantKey(t, "a second offer", func() error { _, err := e.svc.CreateRematch(e.ctx, loser.a, old.ID); return err }(), apperr.RematchClosed.Key)
			if v, err := e.svc.Get(e.ctx, nil, old.ID, ""); err != nil || v.Rematch == nil || v.Rematch.State != rematch.StateAccepted {
				t.Fatalf("the old battle's rematch: %+v %v", v.Rematch, err)
			}
			e.ledgerHolds(t)
		})
	}
}

// A decline closes the offer; the time running out expires it; a client's
// decline on expiry then changes nothing.
func TestRematchDeclinedAndExpired(t *testing.T) {
	t.Parallel()
	e := setup(t, testenv.SQLiteURL(t))
	old, winner, loser := e.finishedDuel(t)
	rm, err := e.svc.CreateRematch(e.ctx, loser.a, old.ID)
	if err != nil {
		t.Fatal(err)
	}
	before := e.counts(t)
	rm, err = e.svc.DeclineRematch(e.ctx, winner.a, rm.ID)
	if err != nil || rm.State != rematch.StateDeclined || rm.DeclinedBy == nil || *rm.DeclinedBy != winner.u.ID || rm.RemainingMs != 0 {
		t.Fatalf("decline: %+v %v", rm, err)
	}
	wantKey(t, "accept after decline", func() error { _, err := e.svc.CreateRematch(e.ctx, winner.a, old.ID); return err }(), apperr.RematchClosed.Key)
	if again, err := e.svc.DeclineRematch(e.ctx, loser.a, rm.ID); err != nil || again.State != rematch.StateDeclined {
		t.Fatalf("second decline: %+v %v", again, err)
	}
	if got := e.counts(t); got != before {
		t.Fatalf("a decline wrote %+v", got)
	}

	old, winner, loser = e.finishedDuel(t)
	rm, err = e.svc.CreateRematch(e.ctx, loser.a, old.ID)
	if err != nil {
		t.Fatal(err)
	}
	if wait, err := e.svc.ExpireRematch(e.ctx, rm.ID); err != nil || wait != battles.RematchWindow {
		t.Fatalf("early expiry: %s %v", wait, err)
	}
	e.clock.Add(battles.RematchWindow)
	wantKey(t, "accept at the end of the window", func() error { _, err := e.svc.CreateRematch(e.ctx, winner.a, old.ID); return err }(), apperr.RematchClosed.Key)
	if wait, err := e.svc.ExpireRematch(e.ctx, rm.ID); err != nil || wait != 0 {
		t.Fatalf("expiry: %s %v", wait, err)
	}
	if rm, err = e.svc.DeclineRematch(e.ctx, winner.a, rm.ID); err != nil || rm.State != rematch.StateExpired {
		t.Fatalf("decline after expiry: %+v %v", rm, err)
	}
	if n := e.db.Battle.Query().Where(battle.OldBattleIDNotNil()).CountX(e.ctx); n != 0 {
		t.Fatalf("%d rematch battles", n)
	}
}

// Against bots the loser's offer is the only answer needed: the rematch
// starts at once, the creator paying for the bots again.
func TestRematchAgainstBots(t *testing.T) {
	t.Parallel()
	e := setup(t, testenv.SQLiteURL(t))
	u, a := e.player(t, 100_000)
	v := e.create(t, a, battles.CreateRequest{PlayersCount: 2})
	if _, err := e.svc.AddBots(e.ctx, a, v.ID); err != nil {
		t.Fatal(err)
	}
	old := e.finish(t, v.ID)
	if old.WinnerSeats[0] == 0 {
		wantKey(t, "the winner offers", func() error { _, err := e.svc.CreateRematch(e.ctx, a, old.ID); return err }(), apperr.Forbidden.Key)
		return
	}
	before := e.balance(t, u.ID)
	rm, err := e.svc.CreateRematch(e.ctx, a, old.ID)
	if err != nil || rm.State != rematch.StateAccepted {
		t.Fatalf("rematch against a bot: %+v %v", rm, err)
	}
	if got := e.balance(t, u.ID); got != before-2*casePrice {
		t.Fatalf("paid %d for both seats", before-got)
	}
	e.ledgerHolds(t)
}
