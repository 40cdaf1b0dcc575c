package battles_test

import (
	"context"
	"testing"
	"time"

	"github.com/casefront/casefront/ent/battle"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/battles"
	"github.com/casefront/casefront/server/internal/testdb"
)

// A player's my tab follows their battles live: a battle they join comes
// in, one they leave goes out, one that finishes or is canceled shows its
// new state, and nobody else's battles wake it.
func TestMyBattlesFollowThePlayer(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			e := setup(t, d.URL(t))
			_, ca := e.player(t, 100_000)
			_, ja := e.player(t, 100_000)
			_, oa := e.player(t, 100_000)
			ctx, cancel := context.WithCancel(e.ctx)
			defer cancel()
			pages, err := e.svc.SubscribeMine(ctx, ja, "", 20)
			if err != nil {
				t.Fatal(err)
			}
			next := func(what string) *battles.Page {
				t.Helper()
				select {
				case p := <-pages:
					return p
				case <-time.After(3 * time.Second):
					t.Fatalf("%s: no page", what)
					return nil
				}
			}
			quiet := func(what string) {
				t.Helper()
				select {
				case p := <-pages:
					t.Fatalf("%s: a page of %d", what, p.Total)
				case <-time.After(50 * time.Millisecond):
				}
			}
			states := func(p *battles.Page) map[int]battle.State {
				out := map[int]battle.State{}
				for _, v := range p.Battles {
					out[v.ID] = v.State
				}
				return out
			}
			if p := next("at first"); p.Total != 0 {
				t.Fatalf("at first: %d battles", p.Total)
			}

			// Somebody else's battle, created and joined by others: not the joiner's.
			other := e.create(t, oa, battles.CreateRequest{PlayersCount: 3})
			quiet("another's battle")

			// Joining a battle brings it in; leaving takes it out.
			e.enter(t, ja, other.ID, "")
			if p := next("joined"); p.Total != 1 || states(p)[other.ID] != battle.StateNew {
				t.Fatalf("joined: %+v", states(p))
			}
			if _, err := e.svc.Leave(e.ctx, ja, other.ID); err != nil {
				t.Fatal(err)
			}
			if p := next("left"); p.Total != 0 {
				t.Fatalf("left: %+v", states(p))
			}

			// A battle the joiner plays: in when seated, and its state moves on.
			v := e.create(t, ca, battles.CreateRequest{})
			quiet("a battle not joined yet")
			e.enter(t, ja, v.ID, "")
			if p := next("started"); states(p)[v.ID] != battle.StateActive {
				t.Fatalf("started: %+v", states(p))
			}
			// Each round shown moves its card on; another's battle's rounds do not wake it.
			e.clock.Add(6 * time.Second)
			if err := e.svc.Reveal(e.ctx, v.ID, 1); err != nil {
				t.Fatal(err)
			}
			if p := next("round 1"); len(p.Battles) == 0 || p.Battles[0].ID != v.ID || p.Battles[0].Revealed != 1 {
				t.Fatalf("round 1: %+v", p.Battles)
			}
			if err := e.svc.Reveal(e.ctx, other.ID, 1); err != nil {
				t.Fatal(err)
			}
			quiet("another's round")
			e.finish(t, v.ID)
			if p := next("finished"); states(p)[v.ID] != battle.StateFinished {
				t.Fatalf("finished: %+v", states(p))
			}

			// The creator canceling a battle the joiner sits in tells the joiner.
			w := e.create(t, ca, battles.CreateRequest{PlayersCount: 3})
			e.enter(t, ja, w.ID, "")
			if p := next("joined the second"); states(p)[w.ID] != battle.StateNew {
				t.Fatalf("joined the second: %+v", states(p))
			}
			if _, err := e.svc.Leave(e.ctx, ca, w.ID); err != nil {
				t.Fatal(err)
			}
			if p := next("canceled"); states(p)[w.ID] != battle.StateCanceled || p.Total != 2 {
				t.Fatalf("canceled: %+v", states(p))
			}

			if _, err := e.svc.SubscribeMine(e.ctx, nil, "", 20); apperr.KeyOf(err) != apperr.NoAuth.Key {
				t.Fatalf("anonymous: %v", err)
			}
			if _, err := e.svc.SubscribeMine(e.ctx, ja, "won", 20); apperr.KeyOf(err) != apperr.Validation.Key {
				t.Fatalf("bad state: %v", err)
			}
			if _, err := e.svc.SubscribeMine(e.ctx, ja, "", battles.MaxPage+1); apperr.KeyOf(err) != apperr.Validation.Key {
				t.Fatalf("big page: %v", err)
			}
		})
	}
}
