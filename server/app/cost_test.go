package app_test

import (
	"fmt"
	"maps"
	"net/http"
	"strings"
	"testing"

	"github.com/casefront/casefront/server/graph"
	"github.com/casefront/casefront/server/graph/persisted"
)

// aliases repeats field under n aliases.
func aliases(n int, field string) string {
	var b strings.Builder
	b.WriteString("{")
	for i := range n {
		fmt.Fprintf(&b, " a%d: %s", i, field)
	}
	b.WriteString(" }")
	return b.String()
}

// wantLimit asserts a refusal before execution: api.validation naming limit, no data.
func wantLimit(t *testing.T, g gqlResponse, limit string) {
	t.Helper()
	if c := g.code(t); c != "api.validation" || g.Errors[0].Extensions["limit"] != limit {
		t.Fatalf("want api.validation for the %s limit, got %s", limit, g.raw)
	}
	if len(g.Data) > 0 && string(g.Data) != "null" {
		t.Fatalf("data returned anyway: %s", g.raw)
	}
}

func TestGraphQLAliasBombRefused(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	nested := `caseByAlias(alias: "test-case") { group { cases { items { item { name } } } } }`
	// 40 aliases: too many top-level fields, whatever they cost.
	wantLimit(t, s.graphql(t, "", aliases(40, nested), nil), "root_fields")
	// 10 aliases pass that limit but not the cost of their lists.
	wantLimit(t, s.graphql(t, "", aliases(10, nested), nil), "complexity")
	// One is a legitimate (large) request from a signed-in player (larger
	// than an anonymous caller may write: TestAnonymousOperationsAreSmaller).
	_, tok := s.player(t, 0)
	var one map[string]any
	s.graphql(t, tok, aliases(1, nested), nil).into(t, &one)
	// Big pages cost their size: a connection of 100 of the contents-heavy
	// cases is refused, the same with 2 is answered.
	page := `{ cases(first: %d) { edges { node { items { item { name } } skins { variants { odds } } } } } }`
	wantLimit(t, s.graphql(t, tok, fmt.Sprintf(page, 100), nil), "complexity")
	s.graphql(t, tok, fmt.Sprintf(page, 2), nil).into(t, &one)
	// casesByIds takes at most 100 ids.
	ids := make([]int, 101)
	for i := range ids {
		ids[i] = i + 1
	}
	if c := s.graphql(t, "", `query($ids: [ID!]!) { casesByIds(ids: $ids) { id } }`, map[string]any{"ids": ids}).code(t); c != "api.validation" {
		t.Fatalf("101 ids: code %q", c)
	}
	s.noErrorLogs(t)
}

func TestGraphQLAliasAndOperationCaps(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	// 101 aliases below one root field.
	var b strings.Builder
	b.WriteString("{ settings {")
	for i := range 101 {
		fmt.Fprintf(&b, " x%d: devLogin", i)
	}
	b.WriteString(" } }")
	wantLimit(t, s.graphql(t, "", b.String(), nil), "aliases")
	var ok map[string]any
	s.graphql(t, "", strings.Replace(b.String(), " x100: devLogin", "", 1), nil).into(t, &ok)

	// Six operations in one document, even when one is named.
	var doc strings.Builder
	for i := range 6 {
		fmt.Fprintf(&doc, "query Q%d { onlineCount }\n", i)
	}
	r := s.postJSON(t, "/graphql", "", map[string]any{"query": doc.String(), "operationName": "Q0"})
	g := decodeAs[gqlResponse](t, r, r.Status)
	g.raw = r.Body
	wantLimit(t, g, "operations")
	r = s.postJSON(t, "/graphql", "", map[string]any{"query": "query A { onlineCount } query B { liveStats { casesOpened } }", "operationName": "B"})
	if g := decodeAs[gqlResponse](t, r, http.StatusOK); len(g.Errors) > 0 {
		t.Fatalf("two operations, one named: %s", r.Body)
	}
	s.noErrorLogs(t)
}

// Locally introspection, suggestions and GraphiQL are on; in production
// (a public BASE_URL) they are off unless switched on.
func TestGraphQLIntrospectionAndGraphiQL(t *testing.T) {
	t.Parallel()
	const typo = `{ caseByAlia(alias: "test-case") { id } }`
	introspect := `{ __schema { queryType { name } } }`
	for _, tc := range []struct {
		name        string
		env         map[string]string
		open, iface bool
	}{
		{"local", nil, true, true},
		{"production", map[string]string{"BASE_URL": "https://casefront.example"}, false, false},
		{"production, switched on", map[string]string{"BASE_URL": "https://casefront.example", "GRAPHQL_INTROSPECTION": "1", "GRAPHIQL": "1"}, true, true},
		{"local, switched off", map[string]string{"GRAPHQL_INTROSPECTION": "0", "GRAPHIQL": "0"}, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir, page := fakeGraphiQLBuild(t)
			env := map[string]string{"WEB_DIR": dir}
			maps.Copy(env, tc.env)
			s := catalogServer(t, env)
			g := s.graphql(t, "", introspect, nil)
			if open := len(g.Errors) == 0; open != tc.open {
				t.Fatalf("introspection open=%v, want %v: %s", open, tc.open, g.raw)
			}
			g = s.graphql(t, "", typo, nil)
			if len(g.Errors) == 0 {
				t.Fatalf("a misspelt field was answered: %s", g.raw)
			}
			if suggests := strings.Contains(g.Errors[0].Message, "caseByAlias"); suggests != tc.open {
				t.Fatalf("suggestions shown=%v, want %v: %s", suggests, tc.open, g.raw)
			}
			r := s.do(t, http.MethodGet, "/graphiql", "", "", nil, "Accept", "text/html")
			served := r.Status == http.StatusOK && string(r.Body) == page
			if served != tc.iface {
				t.Fatalf("graphiql served=%v, want %v: %s", served, tc.iface, r)
			}
		})
	}
}

// An operation written by a caller who has not signed in may resolve at most
// graph.MaxAnonymousComplexity objects (a search's own cost apart), so that
// no anonymous request costs more than about 50 ms of CPU; the client's own
// operations, whose shapes are known, keep the full limit whether they come
// by id or as text, and a signed-in player keeps it for any operation.
func TestAnonymousOperationsAreSmaller(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	listing := `items(first: 100) { edges { node { id marketHashName name price rarity image } } }`
	twelve := aliases(12, listing) // about 9,600 objects (800 each)
	g := s.graphql(t, "", twelve, nil)
	wantLimit(t, g, "complexity")
	if max := g.Errors[0].Extensions["max"]; max != float64(graph.MaxAnonymousComplexity) {
		t.Fatalf("the refusal names max %v, want %d: %s", max, graph.MaxAnonymousComplexity, g.raw)
	}
	var ok map[string]any
	s.graphql(t, "", aliases(8, listing), nil).into(t, &ok)
	// One search beside as many objects: the scan is priced apart.
	s.graphql(t, "", `{ s: items(first: 100, search: "ak") { edges { node { id name } } } `+strings.TrimSuffix(strings.TrimPrefix(aliases(7, listing), "{"), "}")+` }`, nil).into(t, &ok)
	_, tok := s.player(t, 0)
	s.graphql(t, tok, twelve, nil).into(t, &ok)

	// The client's case page costs more than the anonymous bound, by id and as text.
	var casePage string
	for _, text := range persisted.Client() {
		if strings.HasPrefix(text, "query CasePageQuery(") {
			casePage = text
		}
	}
	if casePage == "" {
		t.Fatal("no CasePageQuery among the client's operations")
	}
	if g := s.graphql(t, "", casePage, map[string]any{"alias": "test-case"}); len(g.Errors) > 0 {
		t.Fatalf("the client's case page, anonymous: %s", g.raw)
	}
	if _, g := s.casePage(t, "", "test-case"); len(g.Errors) > 0 {
		t.Fatalf("the client's case page by id, anonymous: %s", g.raw)
	}
	// The same shape with a byte changed is no longer the client's.
	wantLimit(t, s.graphql(t, "", strings.Replace(casePage, "query CasePageQuery(", "query CasePageQueryX(", 1), map[string]any{"alias": "test-case"}), "complexity")
	s.noErrorLogs(t)
}
