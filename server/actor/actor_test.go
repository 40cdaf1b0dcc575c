package actor_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
)

func TestActorRules(t *testing.T) {
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	later, earlier := now.Add(time.Hour), now.Add(-time.Hour)
	cases := []struct {
		name string
		a    *actor.Actor
		want string
	}{
		{"anonymous", &actor.Actor{}, "api.no_auth"},
		{"player", &actor.Actor{UserID: 1}, ""},
		{"self-banned", &actor.Actor{UserID: 1, SelfBanUntil: &later}, "api.self_banned"},
		{"ban over", &actor.Actor{UserID: 1, SelfBanUntil: &earlier}, ""},
		{"restricted account", &actor.Actor{UserID: 1, AccountRestricted: true}, "api.account_restricted"},
		{"both: the ban first", &actor.Actor{UserID: 1, SelfBanUntil: &later, AccountRestricted: true}, "api.self_banned"},
	}
	for _, c := range cases {
		if got := apperr.KeyOf(c.a.CanPlay(now)); got != c.want {
			t.Errorf("%s: CanPlay %q, want %q", c.name, got, c.want)
		}
	}
	e, _ := apperr.As((&actor.Actor{UserID: 1, SelfBanUntil: &later}).CanPlay(now))
	if e.Fields["ban_until"] != later.Format(time.RFC3339) {
		t.Fatalf("ban_until %v", e.Fields)
	}
	a := &actor.Actor{UserID: 1, Restrictions: []string{"case_battle"}}
	if !a.Restricted("case_battle") || a.Restricted("upgrade") || (&actor.Actor{}).Restricted("case_battle") {
		t.Fatal("Restricted")
	}
	if !a.SignedIn() || (&actor.Actor{}).SignedIn() || !a.Is(1) || a.Is(2) || (&actor.Actor{}).Is(0) {
		t.Fatal("SignedIn / Is")
	}
}

func TestFromWithoutActorIsAnonymous(t *testing.T) {
	if a := actor.From(context.Background()); a == nil || a.SignedIn() {
		t.Fatalf("%+v", a)
	}
	a := &actor.Actor{UserID: 7}
	if actor.From(actor.With(context.Background(), a)) != a {
		t.Fatal("With/From")
	}
}

// Restrictions are those of the account's country and the request's together.
func TestRestrictionsFollowBothCountries(t *testing.T) {
	policy := func(c string) []string {
		switch c {
		case "SE":
			return []string{"top_drop", "upgrade"}
		case "DE":
			return []string{"blog", "top_drop"}
		}
		return []string{"top_drop"} // active everywhere
	}
	a := &actor.Actor{UserID: 1, RequestCountry: "SE", Policy: policy}
	for _, c := range []struct {
		account string
		want    string
	}{
		{"", "[top_drop upgrade]"},
		{"de", "[blog top_drop upgrade]"},
		{"SE", "[top_drop upgrade]"},
		{"FI", "[top_drop upgrade]"},
	} {
		if got := fmt.Sprint(a.RestrictionsOf(&ent.User{Country: c.account})); got != c.want {
			t.Errorf("account %q from SE: %s, want %s", c.account, got, c.want)
		}
	}
	a.RequestCountry = ""
	if got := fmt.Sprint(a.RestrictionsOf(&ent.User{Country: "DE"})); got != "[blog top_drop]" {
		t.Errorf("account DE, no request country: %s", got)
	}
}
