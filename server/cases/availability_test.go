package cases_test

import (
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
)

func TestAvailabilitySaysWhy(t *testing.T) {
	t.Parallel()
	now := time.Now()
	later := now.Add(time.Hour)
	normal := &ent.LootCase{Alias: "c", Enabled: true, Family: lootcase.FamilyNormal, Price: 1000}
	off := &ent.LootCase{Alias: "off", Enabled: false, Family: lootcase.FamilyNormal, Price: 1000}
	gacha := &ent.LootCase{Alias: "g", Enabled: true, Family: lootcase.FamilyGacha, Price: 1000}
	rich := &actor.Actor{UserID: 1, Balance: 5000}
	for _, c := range []struct {
		name  string
		a     *actor.Actor
		cs    *ent.LootCase
		count int
		want  string
	}{
		{"openable", rich, normal, 1, ""},
		{"five exactly affordable", rich, normal, 5, ""},
		{"six not", rich, normal, 6, "api.not_enough_money"},
		{"count over the cap", rich, normal, 11, "api.validation"},
		{"anonymous", &actor.Actor{}, normal, 1, "api.no_auth"},
		{"disabled", rich, off, 1, "api.case_disabled"},
		{"a gacha case, by its own rules", rich, gacha, 1, ""},
		{"self-banned", &actor.Actor{UserID: 1, Balance: 5000, SelfBanUntil: &later}, normal, 1, "api.self_banned"},
		{"account restricted", &actor.Actor{UserID: 1, Balance: 5000, AccountRestricted: true}, normal, 1, "api.account_restricted"},
		{"family restricted", &actor.Actor{UserID: 1, Balance: 5000, Restrictions: []string{"case_open_normal"}}, normal, 1, "api.restricted"},
	} {
		av := cases.AvailabilityOf(c.a, c.cs, c.count, now)
		if av.Openable != (c.want == "") || av.Reason != c.want {
			t.Errorf("%s: %+v, want reason %q", c.name, av, c.want)
		}
	}
	// The normal opening (POST /case/open) still refuses another family's case.
	if err := cases.Refusal(rich, gacha, 1, &rich.Balance, now); apperr.KeyOf(err) != "api.validation" {
		t.Errorf("a gacha case through the normal opening: %v", err)
	}
}

func TestAvailabilityMaxCountFollowsTheBalance(t *testing.T) {
	t.Parallel()
	now := time.Now()
	normal := &ent.LootCase{Alias: "c", Enabled: true, Family: lootcase.FamilyNormal, Price: 1000}
	for _, c := range []struct {
		balance int64
		want    int
	}{{0, 0}, {999, 0}, {1000, 1}, {5999, 5}, {10_000, 10}, {1_000_000, cases.MaxCount}} {
		a := &actor.Actor{UserID: 1, Balance: money.Cents(c.balance)}
		if got := cases.AvailabilityOf(a, normal, 1, now).MaxCount; got != c.want {
			t.Errorf("balance %d: max count %d, want %d", c.balance, got, c.want)
		}
	}
	// A refusal that no balance fixes allows no count at all.
	if got := cases.AvailabilityOf(&actor.Actor{}, normal, 1, now).MaxCount; got != 0 {
		t.Errorf("anonymous max count %d, want 0", got)
	}
}
