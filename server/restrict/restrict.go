// Package restrict decides which features are restricted for a visitor:
// globally by configuration, and per country. Two countries count: the one
// the player set on the account (set_country) and the one a trusted proxy
// reports for the request (CF-IPCountry or X-Country-Code, believed only from
// TRUSTED_PROXIES). The restrictions of both apply together, the stricter of
// the two, so a player cannot lift the restrictions of the country they are
// in by declaring another one (actor.RestrictionsOf).
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

// Country is the player's country as shown in settings: the account's, else
// the country a trusted proxy reported for the request.
func Country(ctx context.Context, u *ent.User) string {
	if u != nil && u.Country != "" {
		return strings.ToUpper(u.Country)
	}
	return strings.ToUpper(auth.ViewerFrom(ctx).Country)
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
