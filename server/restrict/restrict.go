// Package restrict decides which features are restricted for a visitor:
// globally by configuration, and per country (the account's country, else
// the country of the visitor's IP).
package restrict

import (
	"context"
	"slices"
	"strings"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/auth"
	"github.com/casefront/casefront/server/config"
)

// Features are the restriction names of the spec.
var Features = []string{
	"top_drop", "dailybonus", "partner", "blog", "case_battle", "upgrade", "upgrade_new", "gabens_store",
	"skin_changer", "pickem", "ultimate_cases", "multicast", "upgrade_balance",
	"case_open_normal", "case_open_stack", "case_open_range", "case_open_reward", "case_open_bullet",
	"case_open_candy", "case_open_gacha", "case_open_dota", "case_open_discovered",
}

// Country is the country restrictions follow: the account's, else the
// country a trusted proxy reported for the request.
func Country(ctx context.Context, u *ent.User) string {
	if u != nil && u.Country != "" {
		return strings.ToUpper(u.Country)
	}
	return strings.ToUpper(auth.ViewerFrom(ctx).Country)
}

// ForViewer lists the restrictions active for the viewer of ctx (u is that
// viewer's account, nil for a visitor), sorted.
func ForViewer(ctx context.Context, cfg *config.Config, u *ent.User) []string {
	return For(cfg, Country(ctx, u))
}

// For lists the restrictions active in a country, sorted.
func For(cfg *config.Config, country string) []string {
	set := map[string]bool{}
	for _, f := range cfg.Restricted {
		set[f] = true
	}
	for _, f := range cfg.RestrictedCountry[country] {
		set[f] = true
	}
	out := make([]string, 0, len(set))
	for f := range set {
		out = append(out, f)
	}
	slices.Sort(out)
	return out
}

// Has returns a predicate over a restriction list.
func Has(list []string) func(string) bool {
	return func(f string) bool { return slices.Contains(list, f) }
}
