package graph

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"go.uber.org/zap"

	"github.com/casefront/casefront/server/auth"
	"github.com/casefront/casefront/server/ratelimit"
	"github.com/casefront/casefront/server/services"
)

type gqlAnswer struct {
	Data   map[string]json.RawMessage `json:"data"`
	Errors []struct {
		Message    string         `json:"message"`
		Extensions map[string]any `json:"extensions"`
	} `json:"errors"`
}

func postQuery(t *testing.T, h http.Handler, query string) gqlAnswer {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query})
	req := httptest.NewRequest(http.MethodPost, "/graphql", strings.NewReader(string(body)))
	req.Header.Set("Content-Type", "application/json")
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req)
	var a gqlAnswer
	if err := json.Unmarshal(w.Body.Bytes(), &a); err != nil {
		t.Fatalf("HTTP %d %s", w.Code, w.Body)
	}
	return a
}

// The introspection query that graphql-js builds (GraphiQL's Docs panel and
// autocompletion send it) passes in every variant where introspection is
// on, while the depth limit still holds elsewhere and an introspection that
// nests lists inside lists, or introspects over and over, is refused.
func TestStandardIntrospectionPasses(t *testing.T) {
	h := NewHandler(&Resolver{Services: &services.Services{}, Log: zap.NewNop()}, &auth.Tokens{Secret: []byte("test")}, ratelimit.Unlimited{}, nil, func(string) bool { return true })
	files, _ := filepath.Glob("testdata/introspection/*.graphql")
	if len(files) < 5 {
		t.Fatalf("%d introspection variants in testdata", len(files))
	}
	for _, f := range files {
		q, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		a := postQuery(t, h, string(q))
		if len(a.Errors) != 0 || !strings.Contains(string(a.Data["__schema"]), `"name":"Case"`) {
			t.Errorf("%s: errors %+v, schema of %d bytes", filepath.Base(f), a.Errors, len(a.Data["__schema"]))
		}
	}

	refused := map[string]struct{ query, limit string }{
		"lists in lists":      {`{ __schema { types { fields { args { type { enumValues { name } } } } } } }`, "introspection_lists"},
		"ofType too deep":     {`{ __type(name: "Case") { ` + strings.Repeat("ofType { ", 20) + "name" + strings.Repeat(" }", 20) + ` } }`, "introspection_depth"},
		"many introspections": {`{ a: __schema { queryType { name } } b: __schema { queryType { name } } c: __type(name: "Case") { name } }`, "introspection_roots"},
		"deep data":           {`{ node(id: "1") { ... on Drop { case { ` + strings.Repeat("items { item { opensCase { ", 4) + "name" + strings.Repeat(" } } }", 4) + " } } } }", "depth"},
	}
	for name, tc := range refused {
		a := postQuery(t, h, tc.query)
		if len(a.Errors) != 1 || a.Errors[0].Extensions["limit"] != tc.limit || a.Errors[0].Extensions["code"] != "api.validation" {
			t.Errorf("%s: %+v, want the %s limit", name, a.Errors, tc.limit)
		}
	}
}

// A mutation sent by GET is the caller's method error, 405 with Allow:
// POST and a code, and runs nothing; a query by GET is served.
func TestMutationByGETIsMethodNotAllowed(t *testing.T) {
	h := NewHandler(&Resolver{Services: &services.Services{}, Log: zap.NewNop()}, &auth.Tokens{Secret: []byte("test")}, ratelimit.Unlimited{}, nil, func(string) bool { return true })
	get := func(query string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(http.MethodGet, "/graphql?query="+url.QueryEscape(query), nil)
		w := httptest.NewRecorder()
		h.ServeHTTP(w, req)
		return w
	}
	w := get(`mutation { acceptBattleRules }`)
	var a gqlAnswer
	_ = json.Unmarshal(w.Body.Bytes(), &a)
	if w.Code != http.StatusMethodNotAllowed || w.Header().Get("Allow") != "POST" || len(a.Errors) != 1 || a.Errors[0].Extensions["code"] != "api.method_not_allowed" {
		t.Fatalf("mutation by GET: HTTP %d Allow %q %s", w.Code, w.Header().Get("Allow"), w.Body)
	}
	if w := get(`{ __typename }`); w.Code != http.StatusOK || !strings.Contains(w.Body.String(), `"Query"`) {
		t.Fatalf("query by GET: HTTP %d %s", w.Code, w.Body)
	}
}
