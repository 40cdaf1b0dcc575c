package config

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/casefront/casefront/internal/money"
)

// siteThemes are the seasonal themes of spec 1 (server/siteevents.Themes).
var siteThemes = []string{"blackfriday-2023", "blackfriday-2024", "cs2-sale", "fest", "halloween-2025", "halloween", "new-year-2024", "new-year-2025"}

// Events is the configuration of site events and the skill-gaming quiz.
type Events struct {
	// SITE_THEME: the seasonal theme when no running site event names one
	// (empty: none).
	SiteTheme string
	// SKILL_GAMING_COUNTRIES: the countries (ISO codes, comma separated;
	// "*" for all) whose players pass the skill-gaming quiz before a
	// withdrawal. Empty (the default): nobody needs it.
	SkillGamingCountries []string
	// SKILL_GAMING_WITHDRAW_MIN: the least withdrawn value that needs the
	// quiz there (default 0.00: every withdrawal).
	SkillGamingWithdrawMin money.Cents
	// SKILL_GAMING_VALID_DAYS: how long a passed quiz counts (default 365).
	SkillGamingValidDays int
}

func (c *Config) loadEvents(get func(k, def string) string) error {
	e := &c.Events
	e.SiteTheme = get("SITE_THEME", "")
	if e.SiteTheme != "" && !slices.Contains(siteThemes, e.SiteTheme) {
		return fmt.Errorf("config: SITE_THEME must be one of %s, got %q", strings.Join(siteThemes, ", "), e.SiteTheme)
	}
	for _, cc := range strings.Split(get("SKILL_GAMING_COUNTRIES", ""), ",") {
		cc = strings.ToUpper(strings.TrimSpace(cc))
		if cc == "" {
			continue
		}
		if cc != "*" && (len(cc) != 2 || strings.Trim(cc, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "") {
			return fmt.Errorf("config: SKILL_GAMING_COUNTRIES is a comma list of two-letter country codes or *, got %q", cc)
		}
		e.SkillGamingCountries = append(e.SkillGamingCountries, cc)
	}
	minV, err := money.Parse(get("SKILL_GAMING_WITHDRAW_MIN", "0.00"))
	if err != nil || minV < 0 {
		return fmt.Errorf("config: SKILL_GAMING_WITHDRAW_MIN must be an amount like 10.00")
	}
	e.SkillGamingWithdrawMin = minV
	if e.SkillGamingValidDays, err = strconv.Atoi(get("SKILL_GAMING_VALID_DAYS", "365")); err != nil || e.SkillGamingValidDays < 1 || e.SkillGamingValidDays > 3650 {
		return fmt.Errorf("config: SKILL_GAMING_VALID_DAYS must be an integer from 1 to 3650")
	}
	return nil
}
