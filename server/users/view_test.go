package users_test

import (
	"context"
	"testing"
	"time"

	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/users"
)

// The owner sees a self-ban while it runs and none once it has ended; other
// players never see it.
func TestViewShowsOnlyARunningSelfBan(t *testing.T) {
	db := testdb.Open(t, testenv.SQLiteURL(t))
	u := testdb.Player(t, db, 0)
	now := time.Now()
	until := now.Add(time.Hour)
	u.SelfBanUntil = &until
	if v := users.ViewAt(testdb.Actor(u), u, now); v.SelfBanUntil == nil || !v.SelfBanUntil.Equal(until) {
		t.Fatalf("running ban shown as %v", v.SelfBanUntil)
	}
	if v := users.ViewAt(testdb.Actor(u), u, until); v.SelfBanUntil != nil {
		t.Fatalf("ended ban shown as %v", v.SelfBanUntil)
	}
	if v := users.ViewAt(&actor.Actor{UserID: u.ID + 1}, u, now); v.SelfBanUntil != nil {
		t.Fatalf("another player sees the ban %v", v.SelfBanUntil)
	}
}

// The country picker's language: the request's, else the saved one, else English.
func TestCountriesFor(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.SQLiteURL(t))
	u := testdb.Player(t, db, 0)
	a := testdb.Actor(u)
	if _, err := users.SetLang(ctx, db.Client, a, "de"); err != nil {
		t.Fatal(err)
	}
	label := func(a *actor.Actor, requested string) string {
		t.Helper()
		list, err := users.CountriesFor(ctx, db.Client, a, requested)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range list {
			if c.Value == "DE" {
				return c.Label
			}
		}
		t.Fatal("no DE")
		return ""
	}
	for _, c := range []struct {
		a         *actor.Actor
		requested string
		want      string
	}{{a, "", "Deutschland"}, {a, "fr", "Allemagne"}, {a, "xx", "Deutschland"}, {&actor.Actor{}, "", "Germany"}, {&actor.Actor{}, "fr", "Allemagne"}} {
		if got := label(c.a, c.requested); got != c.want {
			t.Errorf("signed in %v, requested %q: %q, want %q", c.a.SignedIn(), c.requested, got, c.want)
		}
	}
}
