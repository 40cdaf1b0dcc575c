package app_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/casefront/casefront/server/catalog"
)

// Thirty aliased searches of a common prefix were thirty scans of the
// catalogue in one anonymous request: the operation is refused before any
// runs (each search costs half of an operation's complexity), while one
// search of the largest page is answered.
func TestAnonymousSearchesAreCountedByTheirScan(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	page := `items(first: 100, search: "st") { edges { node { id marketHashName name price rarity image } } }`
	wantLimit(t, s.graphql(t, "", aliases(30, page), nil), "complexity")
	wantLimit(t, s.graphql(t, "", aliases(2, page), nil), "complexity")
	var one map[string]any
	s.graphql(t, "", `{ `+page+` }`, nil).into(t, &one)
	s.noErrorLogs(t)
}

// A search longer than catalog.MaxSearch characters is refused with
// api.validation naming the field, over REST and GraphQL, for the item list
// and the upgrade's targets alike; one of exactly that length is answered.
func TestOverlongSearchIsRefused(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	long, most := strings.Repeat("é", catalog.MaxSearch+1), strings.Repeat("é", catalog.MaxSearch)
	for _, path := range []string{"/api/items?search=", "/api/upgrade/upgrade-items?search="} {
		r := s.get(t, path+url.QueryEscape(long), "")
		wantAPIError(t, r, http.StatusUnprocessableEntity, "api.validation")
		if !strings.Contains(string(r.Body), `"field":"search"`) {
			t.Errorf("%s: the refusal names no field: %s", path, r.Body)
		}
		if r := s.get(t, path+url.QueryEscape(most), ""); r.Status != http.StatusOK {
			t.Errorf("%s with %d characters: %s", path, catalog.MaxSearch, r)
		}
	}
	for _, q := range []string{
		`query($s: String) { items(search: $s, first: 5) { totalCount } }`,
		`query($s: String) { upgradeTargets(search: $s, first: 5) { totalCount } }`,
	} {
		g := s.graphql(t, "", q, map[string]any{"s": long})
		if g.code(t) != "api.validation" || g.Errors[0].Extensions["field"] != "search" {
			t.Errorf("%s: %s", q, g.raw)
		}
		var ok map[string]any
		s.graphql(t, "", q, map[string]any{"s": most}).into(t, &ok)
	}
	s.noErrorLogs(t)
}
