package app_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"go.uber.org/zap"
)

// Integer fields are JSON integers; anything else is refused naming the
// field, and nothing is opened.
func TestRESTNumbersAreNumbers(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	_, tok := s.player(t, 100000)
	bodies := map[string]string{
		"string":   `{"alias":"test-case","count":"2"}`,
		"null":     `{"alias":"test-case","count":null}`,
		"exponent": `{"alias":"test-case","count":1e1}`,
		"fraction": `{"alias":"test-case","count":1.5}`,
		"bool":     `{"alias":"test-case","count":true}`,
	}
	for name, body := range bodies {
		t.Run(name, func(t *testing.T) {
			r := s.do(t, http.MethodPost, "/api/case/open", tok, "application/json", strings.NewReader(body))
			wantField(t, r, "count")
		})
	}
	for _, q := range []string{"count=+2", "count=2.0", "count=%202", "count=0x2", "count=1e1", "count="} {
		wantField(t, s.do(t, http.MethodPost, "/api/case/open?alias=test-case&"+q, tok, "", nil), "count")
	}
	if n := s.dropCount(t, tok); n != 0 {
		t.Fatalf("refused opens wrote %d drops", n)
	}
	// A plain integer in the query string still opens.
	if r := s.do(t, http.MethodPost, "/api/case/open?alias=test-case&count=2", tok, "", nil); r.Status != http.StatusOK {
		t.Fatal(r)
	}
	s.noErrorLogs(t)
}

func wantField(t *testing.T, r result, field string) {
	t.Helper()
	e := decodeAs[map[string]any](t, r, http.StatusUnprocessableEntity)
	if e["error"] != "api.validation" || e["field"] != field || !strings.Contains(e["message"].(string), field) {
		t.Fatalf("want api.validation naming %s, got %s", field, r)
	}
}

// Bodies are JSON; id and alias together is ambiguous.
func TestRESTBodiesAreJSON(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	_, tok := s.player(t, 100000)
	for ctype, body := range map[string]string{
		"application/x-www-form-urlencoded": "alias=test-case",
		"text/plain":                        `{"alias":"test-case"}`,
		"multipart/form-data; boundary=x":   "--x\r\nContent-Disposition: form-data; name=\"alias\"\r\n\r\ntest-case\r\n--x--\r\n",
	} {
		r := s.do(t, http.MethodPost, "/api/case/open", tok, ctype, strings.NewReader(body))
		wantAPIError(t, r, http.StatusUnprocessableEntity, "api.validation")
		if !strings.Contains(string(r.Body), "JSON") {
			t.Fatalf("%s: message does not say the body must be JSON: %s", ctype, r)
		}
	}
	r := s.postJSON(t, "/case/open", tok, map[string]any{"id": 1, "alias": "test-case"})
	wantAPIError(t, r, http.StatusUnprocessableEntity, "api.validation")
	if n := s.dropCount(t, tok); n != 0 {
		t.Fatalf("refused opens wrote %d drops", n)
	}
}

// Unknown API paths and wrong methods answer JSON, never the client page.
func TestRESTNotFoundAndMethodNotAllowed(t *testing.T) {
	t.Parallel()
	s := startServer(t, nil)
	html := []string{"Accept", "text/html"}
	for _, path := range []string{"/api/nope", "/api/user/me/nope", "/api", "/api/"} {
		for _, m := range []string{http.MethodGet, http.MethodPost} {
			wantAPIError(t, s.do(t, m, path, "", "", nil, html...), http.StatusNotFound, "api.not_found")
		}
	}
	cases := []struct{ method, path, allow string }{
		{http.MethodPost, "/api/user/me", "GET, HEAD"},
		{http.MethodDelete, "/api/sell_list", "GET, HEAD, POST"},
		{http.MethodGet, "/api/case/open", "POST"},
		{http.MethodPut, "/case/open", "POST"},
		{http.MethodPost, "/countries", "GET, HEAD"},
		{http.MethodGet, "/case/open", "POST"}, // not a browser: JSON
	}
	for _, c := range cases {
		r := s.do(t, c.method, c.path, "", "", nil, "Accept", "application/json")
		wantAPIError(t, r, http.StatusMethodNotAllowed, "api.method_not_allowed")
		if r.Header.Get("Allow") != c.allow {
			t.Fatalf("%s %s: Allow %q, want %q", c.method, c.path, r.Header.Get("Allow"), c.allow)
		}
	}
	// A browser navigating to a bare POST-only path still gets the client.
	if r := s.do(t, http.MethodGet, "/case/open", "", "", nil, html...); !strings.HasPrefix(r.Header.Get("Content-Type"), "text/html") {
		t.Fatalf("browser GET /case/open: %s", r)
	}
}

// Every paged endpoint checks page and limit the same way.
func TestRESTPaging(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	u, tok := s.player(t, 100000)
	uid := strconv.Itoa(u.ID)
	endpoints := []string{"/api/user/me/drop?", "/api/user/drop?user_id=" + uid + "&", "/api/items?",
		"/api/user/history/transactions?", "/api/user/history/opens?", "/api/user/history/sells?"}
	for _, e := range endpoints {
		for _, q := range []string{"page=0", "page=10001", "page=-1", "page=x", "page=1.5"} {
			wantField(t, s.get(t, e+q, tok), "page")
		}
		for _, q := range []string{"limit=0", "limit=31", "limit=x"} {
			wantField(t, s.get(t, e+q, tok), "limit")
		}
		ok := decodeAs[struct {
			Meta struct {
				Page    int `json:"page"`
				PerPage int `json:"per_page"`
			} `json:"meta"`
		}](t, s.get(t, e+"page=2&limit=5", tok), http.StatusOK)
		if ok.Meta.Page != 2 || ok.Meta.PerPage != 5 {
			t.Fatalf("%s: meta %+v, want page 2 per_page 5", e, ok.Meta)
		}
	}
	// limit really limits.
	if r := s.postJSON(t, "/case/open", tok, map[string]any{"alias": "test-case", "count": 3}); r.Status != http.StatusOK {
		t.Fatal(r)
	}
	if p := decodeAs[dropPage](t, s.get(t, "/api/user/me/drop?limit=2", tok), http.StatusOK); len(p.Data) != 2 || p.Meta.Total != 3 {
		t.Fatalf("limit 2: %d drops of %d", len(p.Data), p.Meta.Total)
	}
	s.noErrorLogs(t)
}

// Bodies over the cap are refused with 413 and a JSON key, REST and GraphQL.
func TestPayloadTooLarge(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	_, tok := s.player(t, 100000)
	big := `{"alias":"test-case","pad":"` + strings.Repeat("x", 2<<20) + `"}`
	wantAPIError(t, s.do(t, http.MethodPost, "/api/case/open", tok, "application/json", strings.NewReader(big)), http.StatusRequestEntityTooLarge, "api.payload_too_large")
	r := s.do(t, http.MethodPost, "/graphql", tok, "application/json", strings.NewReader(`{"query":"{ onlineCount }","pad":"`+strings.Repeat("x", 2<<20)+`"}`))
	if c := gqlCode(t, r, http.StatusRequestEntityTooLarge); c != "api.payload_too_large" {
		t.Fatalf("graphql: code %q", c)
	}
}

// Malformed GraphQL requests are the caller's mistake: 400 api.validation.
func TestGraphQLMalformedBodies(t *testing.T) {
	t.Parallel()
	s := startServer(t, nil)
	for name, c := range map[string][2]string{
		"not JSON":      {"application/json", `{"query":`},
		"array":         {"application/json", `[{"query":"{ onlineCount }"}]`},
		"missing query": {"application/json", `{"variables":{}}`},
		"empty query":   {"application/json", `{"query":""}`},
		"text body":     {"text/plain", `{ onlineCount }`},
	} {
		t.Run(name, func(t *testing.T) {
			r := s.do(t, http.MethodPost, "/graphql", "", c[0], bytes.NewReader([]byte(c[1])))
			if code := gqlCode(t, r, http.StatusBadRequest); code != "api.validation" {
				t.Fatalf("code %q: %s", code, r)
			}
		})
	}
	s.noErrorLogs(t)
}

func gqlCode(t *testing.T, r result, status int) string {
	t.Helper()
	if r.Status != status {
		t.Fatalf("want HTTP %d, got %s", status, r)
	}
	var g gqlResponse
	if err := json.Unmarshal(r.Body, &g); err != nil || len(g.Errors) == 0 {
		t.Fatalf("not a GraphQL error: %s", r)
	}
	c, _ := g.Errors[0].Extensions["code"].(string)
	return c
}

// recentWins shows a win only once its roulette has stopped (feed_at).
func TestRecentWinsWaitForTheSpin(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	_, tok := s.player(t, 100000)
	open := decodeAs[openResult](t, s.postJSON(t, "/case/open", tok, map[string]any{"alias": "test-case", "fast": true}), http.StatusOK)
	id := open.Data.Drops[0].ID
	recent := func() []string {
		var v struct {
			RecentWins []struct {
				ID             string `json:"id"`
				MarketHashName string `json:"marketHashName"`
				CaseAlias      string `json:"caseAlias"`
			} `json:"recentWins"`
		}
		s.graphql(t, "", `{ recentWins(first: 20) { id marketHashName caseAlias nickname price createdAt } }`, nil).into(t, &v)
		var ids []string
		for _, w := range v.RecentWins {
			if w.MarketHashName == "" || w.CaseAlias != "test-case" {
				t.Fatalf("recent win %+v", w)
			}
			ids = append(ids, w.ID)
		}
		return ids
	}
	if ids := recent(); len(ids) != 0 {
		t.Fatalf("win %d visible before its spin ended: %v", id, ids)
	}
	// Fast mode: visible once the short spin is over.
	feedAt := s.App.DB.Drop.GetX(t.Context(), id).FeedAt
	if feedAt == nil || feedAt.Before(time.Now()) {
		t.Fatalf("feed_at %v is not in the future", feedAt)
	}
	// Asked until it shows: never while every moment of the request was
	// before feed_at, and soon after it.
	for deadline := feedAt.Add(5 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		ids := recent()
		asked := time.Now()
		if len(ids) == 0 {
			if asked.After(deadline) {
				t.Fatalf("win %d still not visible 5 s after its feed_at", id)
			}
			continue
		}
		if asked.Before(*feedAt) {
			t.Fatalf("win %d visible before its feed_at %v", id, *feedAt)
		}
		if len(ids) != 1 || ids[0] != strconv.Itoa(id) {
			t.Fatalf("recent wins %v, want [%d]", ids, id)
		}
		break
	}
	if c := s.graphql(t, "", `{ recentWins(first: 21) { id } }`, nil).code(t); c != "api.validation" {
		t.Fatalf("first 21: %s", c)
	}
}

// /countries and GraphQL countries: current codes only, labelled in the
// requested language.
func TestCountriesLocalized(t *testing.T) {
	t.Parallel()
	s := startServer(t, nil)
	type country struct{ Label, Value string }
	rest := decodeAs[struct{ Data []country }](t, s.get(t, "/api/countries?locale=de", ""), http.StatusOK).Data
	var gql struct{ Countries []country }
	s.graphql(t, "", `{ countries { label value } }`, nil).into(t, &gql)
	for name, list := range map[string][]country{"rest": rest, "graphql": gql.Countries} {
		seen := map[string]string{}
		for _, c := range list {
			if c.Label == "" || seen[c.Value] != "" {
				t.Fatalf("%s: %+v empty or listed twice", name, c)
			}
			seen[c.Value] = c.Label
		}
		for _, code := range []string{"DD", "UK", "FX", "YU", "CS", "SU", "AN", "ZR", "TP"} {
			if seen[code] != "" {
				t.Fatalf("%s lists withdrawn %s", name, code)
			}
		}
		want := map[string]string{"rest": "Deutschland", "graphql": "Germany"}[name]
		if seen["DE"] != want {
			t.Fatalf("%s: DE is %q, want %q", name, seen["DE"], want)
		}
	}
}

// A malformed GraphQL body is logged at warn, its first 256 bytes only.
func TestGraphQLMalformedBodyLoggedTruncated(t *testing.T) {
	t.Parallel()
	s := startServer(t, nil)
	body := `{"query": "{ onlineCount }", "pad": "` + strings.Repeat("x", 600<<10) + `TAIL` // unterminated
	r := s.do(t, http.MethodPost, "/graphql", "", "application/json", strings.NewReader(body))
	if code := gqlCode(t, r, http.StatusBadRequest); code != "api.validation" {
		t.Fatalf("code %q: %s", code, r)
	}
	var found bool
	for _, e := range s.logs.All() {
		for k, v := range e.ContextMap() {
			if s := fmt.Sprint(v); strings.Contains(s, "TAIL") || len(s) > 300 {
				t.Fatalf("log %q field %s holds %d bytes of the body", e.Message, k, len(s))
			}
		}
		if e.Message == "malformed graphql request" {
			found = true
			if e.Level != zap.WarnLevel {
				t.Fatalf("logged at %s, want warn", e.Level)
			}
			head := fmt.Sprint(e.ContextMap()["body_head"])
			if len(head) != 256 || !strings.HasPrefix(body, head) {
				t.Fatalf("logged head %q (%d bytes), want the body's first 256", head, len(head))
			}
		}
	}
	if !found {
		t.Fatal("the malformed body was not logged")
	}
}
