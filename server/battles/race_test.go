package battles_test

import (
	"sync"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/battle"
	"github.com/casefront/casefront/ent/battleseat"
	"github.com/casefront/casefront/ent/rematch"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/battles"
	"github.com/casefront/casefront/server/internal/testdb"
)

// 50 players race for the last seat: exactly one gets it and pays; every
// other is refused with api.battle_full and never charged.
func TestBattleRaceForTheLastSeat(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			e := setup(t, d.URL(t))
			_, ca := e.player(t, 100_000)
			v := e.create(t, ca, battles.CreateRequest{PlayersCount: 2})
			const racers = 50
			users := make([]*ent.User, racers)
			actors := make([]*actor.Actor, racers)
			for i := range racers {
				users[i], actors[i] = e.player(t, 100_000)
			}
			errs := make([]error, racers)
			var wg sync.WaitGroup
			start := make(chan struct{})
			for i := range racers {
				wg.Add(1)
				go func() {
					defer wg.Done()
					<-start
					_, errs[i] = e.svc.Enter(e.ctx, actors[i], battles.EnterRequest{ID: v.ID})
				}()
			}
			close(start)
			wg.Wait()
			won := -1
			for i, err := range errs {
				switch {
				case err == nil && won == -1:
					won = i
				case err == nil:
					t.Fatalf("players %d and %d both got the last seat", won, i)
				case key(err) != apperr.BattleFull.Key:
					t.Fatalf("player %d: %v, want api.battle_full", i, err)
				}
			}
			if won == -1 {
				t.Fatal("nobody got the seat")
			}
			for i, u := range users {
				want := int64(100_000)
				if i == won {
					want -= casePrice
				}
				if got := e.balance(t, u.ID); got != want {
					t.Fatalf("player %d holds %d, want %d", i, got, want)
				}
			}
			b := e.db.Battle.GetX(e.ctx, v.ID)
			if b.State != battle.StateActive || e.db.BattleSeat.Query().Where(battleseat.BattleID(v.ID)).CountX(e.ctx) != 2 {
				t.Fatalf("battle %s with %d seats", b.State, e.db.BattleSeat.Query().Where(battleseat.BattleID(v.ID)).CountX(e.ctx))
			}
			e.ledgerHolds(t)
		})
	}
}

// A player leaving while another takes the last seat: either the leave
// comes first (refunded, the battle still waits) or the join does (the
// battle started, the leave is refused and nobody is refunded).
func TestBattleLeaveRacesTheLastJoin(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			e := setup(t, d.URL(t))
			_, ca := e.player(t, 1_000_000)
			leaver, la := e.player(t, 1_000_000)
			joiner, ja := e.player(t, 1_000_000)
			outcomes := map[string]int{}
			for range 12 {
				v := e.create(t, ca, battles.CreateRequest{PlayersCount: 3})
				e.enter(t, la, v.ID, "")
				lb, jb := e.balance(t, leaver.ID), e.balance(t, joiner.ID)
				var leaveErr, joinErr error
				var wg sync.WaitGroup
				wg.Add(2)
				go func() { defer wg.Done(); _, leaveErr = e.svc.Leave(e.ctx, la, v.ID) }()
				go func() {
					defer wg.Done()
					_, joinErr = e.svc.Enter(e.ctx, ja, battles.EnterRequest{ID: v.ID})
				}()
				wg.Wait()
				if joinErr != nil {
					t.Fatalf("the join failed: %v", joinErr)
				}
				if e.balance(t, joiner.ID) != jb-casePrice {
					t.Fatalf("joiner paid %d", jb-e.balance(t, joiner.ID))
				}
				b := e.db.Battle.GetX(e.ctx, v.ID)
				seats := e.db.BattleSeat.Query().Where(battleseat.BattleID(v.ID)).CountX(e.ctx)
				switch {
				case leaveErr == nil:
					outcomes["leave first"]++
					if b.State != battle.StateNew || seats != 2 || e.balance(t, leaver.ID) != lb+casePrice {
						t.Fatalf("leave first: %s, %d seats, leaver %d", b.State, seats, e.balance(t, leaver.ID)-lb)
					}
					if _, err := e.svc.Leave(e.ctx, ca, v.ID); err != nil { // clean up: cancel
						t.Fatal(err)
					}
				case key(leaveErr) == apperr.BattleStarted.Key:
					outcomes["join first"]++
					if b.State != battle.StateActive || seats != 3 || e.balance(t, leaver.ID) != lb {
						t.Fatalf("join first: %s, %d seats, leaver %d", b.State, seats, e.balance(t, leaver.ID)-lb)
					}
				default:
					t.Fatalf("leave: %v", leaveErr)
				}
			}
			t.Logf("outcomes: %v", outcomes)
			e.ledgerHolds(t)
		})
	}
}

// A rematch accepted in the last millisecond of its window races its
// expiry job: either it is accepted (a new battle, every seat charged) or
// it expires (nothing charged), never both.
func TestRematchAcceptRacesExpiry(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			e := setup(t, d.URL(t))
			outcomes := map[string]int{}
			for range 8 {
				old, winner, loser := e.finishedDuel(t)
				rm, err := e.svc.CreateRematch(e.ctx, loser.a, old.ID)
				if err != nil {
					t.Fatal(err)
				}
				wb, lb := e.balance(t, winner.u.ID), e.balance(t, loser.u.ID)
				late := *e.svc
				late.Clock = func() time.Time { return rm.ExpiresAt.Add(-time.Millisecond) }
				expiry := *e.svc
				expiry.Clock = func() time.Time { return rm.ExpiresAt }
				var acceptErr, expireErr error
				var wg sync.WaitGroup
				wg.Add(2)
				go func() { defer wg.Done(); _, acceptErr = late.CreateRematch(e.ctx, winner.a, old.ID) }()
				go func() { defer wg.Done(); _, expireErr = expiry.ExpireRematch(e.ctx, rm.ID) }()
				wg.Wait()
				if expireErr != nil {
					t.Fatal(expireErr)
				}
				got := e.db.Rematch.GetX(e.ctx, rm.ID)
				rematches := e.db.Battle.Query().Where(battle.OldBattleID(old.ID)).CountX(e.ctx)
				switch {
				case acceptErr == nil:
					outcomes["accepted"]++
					if got.State != rematch.StateAccepted || rematches != 1 || got.NewBattleID == nil ||
						e.balance(t, winner.u.ID) != wb-casePrice || e.balance(t, loser.u.ID) != lb-casePrice {
						t.Fatalf("accepted: %s, %d new battles", got.State, rematches)
					}
				case key(acceptErr) == apperr.RematchClosed.Key:
					outcomes["expired"]++
					if got.State != rematch.StateExpired || rematches != 0 || e.balance(t, winner.u.ID) != wb || e.balance(t, loser.u.ID) != lb {
						t.Fatalf("expired: %s, %d new battles", got.State, rematches)
					}
				default:
					t.Fatalf("accept: %v", acceptErr)
				}
			}
			t.Logf("outcomes: %v", outcomes)
			e.ledgerHolds(t)
		})
	}
}

type player struct {
	u *ent.User
	a *actor.Actor
}

// finishedDuel plays a two-player battle of one test case to its end.
func (e *env) finishedDuel(t *testing.T) (*ent.Battle, player, player) {
	t.Helper()
	cu, ca := e.player(t, 100_000)
	ju, ja := e.player(t, 100_000)
	v := e.create(t, ca, battles.CreateRequest{PlayersCount: 2})
	e.enter(t, ja, v.ID, "")
	b := e.finish(t, v.ID)
	ps := []player{{cu, ca}, {ju, ja}}
	w := b.WinnerSeats[0]
	return b, ps[w], ps[1-w]
}
