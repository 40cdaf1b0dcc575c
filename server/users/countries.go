package users

import (
	"context"
	"slices"
	"sync"

	"github.com/biter777/countries"
	"golang.org/x/text/collate"
	"golang.org/x/text/language"
	"golang.org/x/text/language/display"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
)

// Country is an option of the country picker.
type Country struct {
	Label string `json:"label"`
	Value string `json:"value"`
	Img   string `json:"img"`
}

// countryCodes are today's ISO 3166-1 alpha-2 codes: the maintained list of
// github.com/biter777/countries, less what it still carries that CLDR (via
// golang.org/x/text) knows as withdrawn: codes replaced by another (DD, UK,
// FX, ZR, TP, ...) or split with no name left (YU, CS, SU, AN).
var countryCodes = sync.OnceValue(func() []language.Region {
	var out []language.Region
	seen := map[language.Region]bool{}
	for _, c := range countries.All() {
		r, err := language.ParseRegion(c.Alpha2())
		if err != nil || !r.IsCountry() || r.Canonicalize() != r || seen[r] || display.English.Regions().Name(r) == "" {
			continue
		}
		seen[r] = true
		out = append(out, r)
	}
	return out
})

// ValidCountry is true for a current ISO 3166-1 alpha-2 code (upper case).
func ValidCountry(code string) bool {
	r, err := language.ParseRegion(code)
	return err == nil && r.String() == code && slices.Contains(countryCodes(), r)
}

// LangTag is the BCP 47 tag of a site language code (Languages).
func LangTag(lang string) language.Tag {
	switch lang {
	case "br":
		return language.BrazilianPortuguese
	case "cn":
		return language.SimplifiedChinese
	case "jp":
		return language.Japanese
	case "kr":
		return language.Korean
	}
	if slices.Contains(Languages, lang) {
		return language.Make(lang)
	}
	return language.English
}

var countriesByLang sync.Map // site language -> []Country

// Countries lists every current country labelled in the site language lang
// (English when lang is not one of Languages), sorted by label in that
// language's order.
func Countries(lang string) []Country {
	if !slices.Contains(Languages, lang) {
		lang = "en"
	}
	if v, ok := countriesByLang.Load(lang); ok {
		return v.([]Country)
	}
	tag := LangTag(lang)
	names := display.Regions(tag)
	out := make([]Country, 0, len(countryCodes()))
	for _, r := range countryCodes() {
		label := names.Name(r)
		if label == "" {
			label = display.English.Regions().Name(r)
		}
		out = append(out, Country{Label: label, Value: r.String()})
	}
	col := collate.New(tag)
	slices.SortFunc(out, func(a, b Country) int { return col.CompareString(a.Label, b.Label) })
	countriesByLang.Store(lang, out)
	return out
}

// PickLang is the language to label things in: the one the request asks for
// (the locale parameter), else the player's saved one, else English.
func PickLang(requested, saved string) string {
	for _, l := range []string{requested, saved} {
		if slices.Contains(Languages, l) {
			return l
		}
	}
	return "en"
}

// CountriesFor is the country picker for the actor, labelled in the language
// the request asks for (REST's locale parameter, GraphQL's request language),
// else in the player's saved one, else in English.
func CountriesFor(ctx context.Context, c *ent.Client, a *actor.Actor, requested string) ([]Country, error) {
	saved := ""
	if a.SignedIn() && !slices.Contains(Languages, requested) {
		u, err := Me(ctx, c, a)
		switch {
		case err == nil:
			saved = u.Lang
		case apperr.KeyOf(err) != apperr.NoAuth.Key: // a deleted account just has no saved language
			return nil, err
		}
	}
	return Countries(PickLang(requested, saved)), nil
}
