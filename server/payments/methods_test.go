package payments_test

import (
	"testing"

	"github.com/casefront/casefront/server/payments"
)

func TestCatalogueFollowsGatesLimitsAndMethods(t *testing.T) {
	limits, err := payments.ParseLimits("widget=10-2000, zen=4-500")
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"widget=3.99-100", "zen=10-5", "zen", "zen=a-b"} {
		if _, err := payments.ParseLimits(bad); err == nil {
			t.Errorf("ParseLimits(%q) accepted", bad)
		}
	}
	// Stripe only: the three card methods, on Stripe, with their limits.
	gs := payments.Catalogue(true, false, limits)
	if len(gs) != 1 || gs[0].Codename != "cards" || len(gs[0].Methods) != 3 {
		t.Fatalf("stripe only: %+v", gs)
	}
	m, g, ok := payments.Find(gs, "widget", "")
	if !ok || g.Codename != "stripe" || g.Min != 1000 || g.Max != 200_000 || g.OpenAmount || m.Group != "cards" {
		t.Fatalf("widget: %+v %+v %v", m, g, ok)
	}
	if _, _, ok := payments.Find(gs, "zen", ""); ok {
		t.Fatal("zen offered without a gate that carries it")
	}
	// Both: cards on Stripe first, then the sandbox; alternative and skin methods on the sandbox.
	gs = payments.Catalogue(true, true, limits)
	if _, g, _ := payments.Find(gs, "widget", "sandbox"); !g.Sandbox || !g.OpenAmount {
		t.Fatalf("widget on the sandbox: %+v", g)
	}
	if _, g, ok := payments.Find(gs, "zen", ""); !ok || g.Codename != "sandbox" || g.Min != 400 || g.Max != 50_000 {
		t.Fatalf("zen: %+v", g)
	}
	if _, g, _ := payments.Find(gs, "sofort", ""); g.Min != payments.MinTopup || g.Max != payments.DefaultMaxTopup {
		t.Fatalf("sofort default limits: %+v", g)
	}
	// PAYMENT_METHODS keeps only the named methods.
	only, err := payments.ParseMethods("zen, widget")
	if err != nil {
		t.Fatal(err)
	}
	gs = payments.Catalogue(true, true, limits, only...)
	n := 0
	for _, g := range gs {
		n += len(g.Methods)
	}
	if n != 2 {
		t.Fatalf("PAYMENT_METHODS=zen,widget offers %d methods", n)
	}
	if _, err := payments.ParseMethods("zen,paypal"); err == nil {
		t.Fatal("an unknown method was accepted")
	}
	if got := payments.Search(payments.Catalogue(true, true, nil), "PAY"); len(got) != 1 || len(got[0].Methods) != 2 {
		t.Fatalf("search PAY: %+v", got)
	}
}

func TestStateMachine(t *testing.T) {
	allowed := map[[2]payments.Status]bool{}
	for _, m := range [][2]payments.Status{
		{"created", "pending"}, {"created", "succeeded"}, {"created", "failed"}, {"created", "expired"},
		{"pending", "succeeded"}, {"pending", "failed"}, {"pending", "expired"},
		{"failed", "succeeded"}, {"expired", "succeeded"}, {"succeeded", "refunded"},
	} {
		allowed[m] = true
	}
	all := []payments.Status{"created", "pending", "succeeded", "failed", "expired", "refunded"}
	for _, from := range all {
		for _, to := range all {
			if got := payments.CanMove(from, to); got != allowed[[2]payments.Status{from, to}] {
				t.Errorf("CanMove(%s, %s) = %v", from, to, got)
			}
		}
	}
}
