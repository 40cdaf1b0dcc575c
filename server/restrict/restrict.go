// Package restrict decides which features are restricted for a visitor:
// globally by configuration, and per country (the account's country, else
// the country of the visitor's IP).
package restrict

import (
	"slices"
	"strings"

	"github.com/casefront/casefront/server/config"
)

// Features are the restriction names of the spec.
var Features = []string{
	"top_drop", "dailybonus", "partner", "blog", "case_battle", "upgrade", "upgrade_new", "gabens_store",
	"skin_changer", "pickem", "ultimate_cases", "multicast", "upgrade_balance",
	"case_open_normal", "case_open_stack", "case_open_range", "case_open_reward", "case_open_bullet",
	"case_open_candy", "case_open_gacha", "case_open_dota", "case_open_discovered",
}

// For lists the restrictions active for a visitor, sorted.
func For(cfg *config.Config, userCountry, ipCountry string) []string {
	country := strings.ToUpper(userCountry)
	if country == "" {
		country = strings.ToUpper(ipCountry)
	}
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
