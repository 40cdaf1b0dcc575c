package actor_test

import (
	"context"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/inventory"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/users"
)

// The services enforce the rules themselves: called directly, with no
// transport in between, a self-banned, restricted or anonymous actor is
// refused and nothing is written.
func TestServicesRefuseActorsThatMayNotPlay(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.SQLiteURL(t))
	testdb.WithCatalog(t, db)
	svc := &cases.Service{Env: testdb.Reactions(play.Env{DB: db.Client, Log: zap.NewNop()})}
	u := testdb.Player(t, db, 100000)
	opened, err := svc.Open(ctx, testdb.Actor(u), cases.OpenRequest{CaseAlias: "test-case", Count: 2})
	if err != nil {
		t.Fatal(err)
	}
	until := time.Now().Add(time.Hour)
	banned := testdb.Actor(u)
	banned.SelfBanUntil = &until
	restricted := testdb.Actor(u)
	restricted.AccountRestricted = true
	countryRestricted := testdb.Actor(u, "case_open_normal")

	type snapshot struct{ drops, ledger, seeds, active int }
	snap := func() snapshot {
		return snapshot{db.Drop.Query().CountX(ctx), db.LedgerEntry.Query().CountX(ctx), db.FairSeed.Query().CountX(ctx),
			db.Drop.Query().Where(drop.StateEQ(drop.StateActive)).CountX(ctx)}
	}
	before := snap()
	clientSeed := "mine"
	ids := []int{opened.Drops[0].ID}
	calls := map[string]func(a *actor.Actor) error{
		"open": func(a *actor.Actor) error {
			_, err := svc.Open(ctx, a, cases.OpenRequest{CaseAlias: "test-case", Count: 1})
			return err
		},
		"sell": func(a *actor.Actor) error {
			_, err := (&inventory.Service{DB: db.Client}).Sell(ctx, a, ids)
			return err
		},
		"sell all": func(a *actor.Actor) error { _, err := (&inventory.Service{DB: db.Client}).SellAll(ctx, a); return err },
		"set client seed": func(a *actor.Actor) error {
			_, _, err := fair.Reseed(ctx, db.Client, a, &clientSeed)
			return err
		},
		"rotate": func(a *actor.Actor) error { _, _, err := fair.Reseed(ctx, db.Client, a, nil); return err },
	}
	for name, call := range calls {
		for _, c := range []struct {
			who  string
			a    *actor.Actor
			want string
		}{
			{"anonymous", &actor.Actor{}, apperr.NoAuth.Key},
			{"self-banned", banned, apperr.SelfBanned.Key},
			{"restricted", restricted, apperr.AccountRestricted.Key},
		} {
			if got := apperr.KeyOf(call(c.a)); got != c.want {
				t.Errorf("%s by %s: %q, want %q", name, c.who, got, c.want)
			}
		}
	}
	if got := apperr.KeyOf(calls["open"](countryRestricted)); got != apperr.Restricted.Key {
		t.Errorf("open of a restricted family: %q", got)
	}
	if after := snap(); after != before {
		t.Fatalf("a refused call wrote something: %+v -> %+v", before, after)
	}

	// Settings need a signed-in actor, and nothing else: a self-banned
	// player may still fix their country or extend the ban.
	if _, err := users.SetLang(ctx, db.Client, &actor.Actor{}, "de"); apperr.KeyOf(err) != apperr.NoAuth.Key {
		t.Fatalf("anonymous setLang: %v", err)
	}
	if got, err := users.SetLang(ctx, db.Client, banned, "de"); err != nil || got.Lang != "de" {
		t.Fatalf("self-banned setLang: %v", err)
	}
}
