package gabenstore_test

import (
	"context"
	"testing"

	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/gabenstore"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
)

func bps(n int) *int { return &n }

// Players cannot read or set rates, moderators can read but not set, an
// admin sets within 0..1000 on a known game; the rate set is the one the
// next paid play earns, and a reset brings back the default.
func TestCashbackRates(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := setup(t, d.URL(t))
			u := testdb.Player(t, f.db, 5000)
			player := testdb.Actor(u)
			moderator := &actor.Actor{UserID: u.ID, Roles: []string{"moderator"}}
			admin := &actor.Actor{UserID: u.ID, Roles: []string{"admin"}}

			if _, err := f.store.Rates(ctx, &actor.Actor{}); key(err) != apperr.NoAuth.Key {
				t.Fatalf("anonymous read: %v", err)
			}
			if _, err := f.store.Rates(ctx, player); key(err) != apperr.Forbidden.Key {
				t.Fatalf("player read: %v", err)
			}
			if _, err := f.store.SetRate(ctx, player, "case_open", bps(900)); key(err) != apperr.Forbidden.Key {
				t.Fatalf("player set: %v", err)
			}
			if _, err := f.store.SetRate(ctx, moderator, "case_open", bps(900)); key(err) != apperr.Forbidden.Key {
				t.Fatalf("moderator set: %v", err)
			}
			for _, bad := range []struct {
				game string
				bps  *int
			}{{"case_open", bps(-1)}, {"case_open", bps(gabenstore.MaxRateBps + 1)}, {"changer", bps(10)}, {"", nil}} {
				if _, err := f.store.SetRate(ctx, admin, bad.game, bad.bps); key(err) != apperr.Validation.Key {
					t.Fatalf("set %q %v: %v", bad.game, bad.bps, err)
				}
			}
			if n := f.db.CashbackRate.Query().CountX(ctx); n != 0 {
				t.Fatalf("refusals wrote %d rows", n)
			}

			rates, err := f.store.Rates(ctx, moderator)
			if err != nil || len(rates) != len(gabenstore.Games) {
				t.Fatalf("rates %+v %v", rates, err)
			}
			for _, r := range rates {
				if r.Set || r.Bps != gabenstore.DefaultRates[r.Game] || r.DefaultBps != r.Bps {
					t.Fatalf("untouched rate %+v", r)
				}
			}

			r, err := f.store.SetRate(ctx, admin, "case_open", bps(250))
			if err != nil || !r.Set || r.Bps != 250 || r.DefaultBps != 100 {
				t.Fatalf("set: %+v %v", r, err)
			}
			if r, err = f.store.SetRate(ctx, admin, "case_open", bps(300)); err != nil || r.Bps != 300 {
				t.Fatalf("set again: %+v %v", r, err)
			}
			if n := f.db.CashbackRate.Query().CountX(ctx); n != 1 {
				t.Fatalf("%d rows after two sets of one game", n)
			}
			// A $10 case at 3%: 30 units.
			if _, err := f.cases.Open(ctx, player, cases.OpenRequest{CaseAlias: "test-case", Count: 1}); err != nil {
				t.Fatal(err)
			}
			if got := f.event(t, u); got != 30 {
				t.Fatalf("event balance %d at 300 bps, want 30", got)
			}

			if r, err = f.store.SetRate(ctx, admin, "case_open", nil); err != nil || r.Set || r.Bps != 100 {
				t.Fatalf("reset: %+v %v", r, err)
			}
			if _, err := f.cases.Open(ctx, player, cases.OpenRequest{CaseAlias: "test-case", Count: 1}); err != nil {
				t.Fatal(err)
			}
			if got := f.event(t, u); got != 40 {
				t.Fatalf("event balance %d after the reset, want 40", got)
			}
			rates, _ = f.store.Rates(ctx, admin)
			for _, r := range rates {
				if r.Set {
					t.Fatalf("rate still set after reset: %+v", r)
				}
			}
			f.verify(t)
		})
	}
}
