package restrict

import (
	"context"
	"fmt"
	"testing"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/auth"
	"github.com/casefront/casefront/server/config"
)

func TestFor(t *testing.T) {
	cfg := &config.Config{Restricted: []string{"top_drop"}, RestrictedCountry: map[string][]string{"SE": {"upgrade", "top_drop"}}}
	if got := fmt.Sprint(For(cfg, "SE")); got != "[top_drop upgrade]" {
		t.Errorf("SE: %s", got)
	}
	if got := fmt.Sprint(For(cfg, "")); got != "[top_drop]" {
		t.Errorf("no country: %s", got)
	}
}

// The country shown is the account's, else the request's; restrictions
// follow both (actor.RestrictionsOf).
func TestCountry(t *testing.T) {
	ctx := auth.WithViewer(context.Background(), auth.Viewer{Country: "SE"})
	if got := Country(ctx, &ent.User{Country: "de"}); got != "DE" {
		t.Errorf("account country: %s", got)
	}
	if got := Country(ctx, &ent.User{}); got != "SE" {
		t.Errorf("request country: %s", got)
	}
	if got := Country(ctx, nil); got != "SE" {
		t.Errorf("visitor: %s", got)
	}
}
