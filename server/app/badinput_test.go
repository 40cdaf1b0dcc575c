package app_test

import (
	"bytes"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"entgo.io/contrib/entgql"

	"github.com/casefront/casefront/server/internal/testenv"
)

// Input PostgreSQL cannot store or that would overflow a query is refused
// at the edge with api.validation, on both databases and both transports:
// never a 500 and never an error in the server's log.
func TestBadInputIsRefused(t *testing.T) {
	t.Parallel()
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			t.Parallel()
			s := catalogServer(t, map[string]string{"DATABASE_URL": d.URL(t)})
			_, tok := s.player(t, 100000)
			refused := func(what string, r result) {
				t.Helper()
				if r.Status != http.StatusUnprocessableEntity || !strings.Contains(string(r.Body), `"api.validation"`) {
					t.Errorf("%s: %s", what, r)
				}
			}
			for _, q := range []string{"search=a%00b", "search=%ff%fe", "search=" + strings.Repeat("x", 100<<10), "%00=1"} {
				refused("GET /api/items?"+q[:min(len(q), 20)], s.get(t, "/api/items?"+q, tok))
			}
			refused("alias with NUL", s.postJSON(t, "/case/open", tok, `{"alias":"test\u0000case"}`))
			refused("nested NUL", s.postJSON(t, "/case/open", tok, `{"alias":"test-case","x":{"y":["\u0000"]}}`))
			refused("body not UTF-8", s.do(t, http.MethodPost, "/case/open", tok, "application/json", strings.NewReader("{\"alias\":\"te\xffst\"}")))
			refused("static_name with NUL", s.get(t, "/api/item?static_name="+url.QueryEscape("ak\x00"), tok))

			gqlRefused := func(what, query string, vars map[string]any) {
				t.Helper()
				g := s.graphql(t, tok, query, vars)
				if len(g.Errors) == 0 || g.code(t) != "api.validation" {
					t.Errorf("%s: %s", what, g.raw)
				}
			}
			items := `query($s: String, $after: Cursor) { items(search: $s, first: 5, after: $after) { totalCount } }`
			gqlRefused("search variable with NUL", items, map[string]any{"s": "ak\x00"})
			gqlRefused("search literal with NUL", `{ items(search: "ak\u0000", first: 5) { totalCount } }`, nil)
			gqlRefused("100 KB search", items, map[string]any{"s": strings.Repeat("x", 100<<10)})
			gqlRefused("alias with NUL", `{ caseByAlias(alias: "a\u0000") { id } }`, nil)
			gqlRefused("where input with NUL", `{ cases(first: 1, where: {nameContains: "\u0000"}) { totalCount } }`, nil)
			ids := make([]string, 5000)
			for i := range ids {
				ids[i] = strconv.Itoa(i + 1)
			}
			gqlRefused("5000 case ids", fmt.Sprintf(`{ casesByIds(ids: [%s]) { id } }`, strings.Join(ids, ",")), nil)
			gqlRefused("page overflowing an offset", `{ transactions(page: 4611686018427387904) { total } }`, nil)
			gqlRefused("cursor overflowing an offset", items, map[string]any{"after": cursor(1 << 62)})
			refused("REST cases with 5000 ids", s.get(t, "/api/cases?ids="+strings.Join(ids, ","), tok))

			// Ordinary text still works, on both transports.
			var v struct{ Items struct{ TotalCount int } }
			s.graphql(t, tok, items, map[string]any{"s": "Redline ★"}).into(t, &v)
			if r := s.get(t, "/api/items?search="+url.QueryEscape("Доппле ★"), tok); r.Status != http.StatusOK {
				t.Errorf("unicode search: %s", r)
			}
			s.noErrorLogs(t)
		})
	}
}

// cursor encodes an entgql cursor at a position.
func cursor(id int) string {
	var b bytes.Buffer
	entgql.Cursor[int]{ID: id}.MarshalGQL(&b)
	return strings.Trim(b.String(), `"`)
}
