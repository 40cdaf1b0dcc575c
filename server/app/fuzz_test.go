package app_test

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzGraphQLItemsSearch sends arbitrary text as the search argument of the
// items connection (it reaches SQL as a LIKE pattern and a relevance rank),
// as a variable and inline. Text no database may store or too long to be a
// search is refused with api.validation; anything else is answered; nothing
// is ever an internal error. `go test` runs the seeds; `go test -fuzz
// FuzzGraphQLItemsSearch ./server/app` explores.
func FuzzGraphQLItemsSearch(f *testing.F) {
	for _, s := range []string{"", "ak", "Redline", "%", "_", `\`, "'; DROP TABLE items; --", "a\x00b", "\xff\xfe",
		"★ Karambit", strings.Repeat("x", 101), strings.Repeat("é", 100), "\u2028", `"`, "\\u0000"} {
		f.Add(s)
	}
	// One server for every input: a search writes nothing, and a server
	// per seed was most of this target's time.
	srv := catalogServer(f, nil)
	f.Fuzz(func(t *testing.T, search string) {
		mark := len(srv.logs.All())
		g := srv.graphql(t, "", `query($s: String) { items(search: $s, first: 5) { totalCount edges { node { name } } } }`, map[string]any{"s": search})
		// JSON carries bytes that are not UTF-8 as U+FFFD: judge what was sent.
		var sent string
		b, _ := json.Marshal(search)
		_ = json.Unmarshal(b, &sent)
		bad := strings.ContainsRune(sent, 0) || utf8.RuneCountInString(strings.TrimSpace(sent)) > 100
		switch {
		case len(g.Errors) == 0 && bad:
			t.Fatalf("%q accepted: %s", search, g.raw)
		case len(g.Errors) > 0 && (!bad || g.code(t) != "api.validation"):
			t.Fatalf("%q: %s", search, g.raw)
		}
		srv.noErrorLogsSince(t, mark)
	})
}
