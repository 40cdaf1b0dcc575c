package app_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"
)

func (s *testServer) ledgerEntries(t *testing.T, token string) int {
	t.Helper()
	var v struct{ Transactions struct{ Total int } }
	s.graphql(t, token, `{ transactions(currency: "money") { total } }`, nil).into(t, &v)
	return v.Transactions.Total
}

// Aliased openCase share POST /case/open's budget (120 a minute) and are
// charged one by one: past it, each further alias is refused with
// api.rate_limited and writes nothing.
func TestGraphQLMutationsShareTheRESTBudget(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	_, tok := s.player(t, 1_000_000)
	entries := s.ledgerEntries(t, tok)
	// 110 REST calls (refused as invalid, but counted: the limit runs first).
	for i := range 110 {
		if r := s.postJSON(t, "/case/open", tok, map[string]any{"alias": "test-case", "count": 0}); r.Status != http.StatusUnprocessableEntity {
			t.Fatalf("request %d: %s", i+1, r)
		}
	}
	var q strings.Builder
	q.WriteString("mutation {")
	for i := range 15 {
		fmt.Fprintf(&q, ` o%d: openCase(input: {caseAlias: "test-case", count: 1}) { cost }`, i)
	}
	q.WriteString(" }")
	g := s.graphql(t, tok, q.String(), nil)
	limited := map[string]bool{}
	for _, e := range g.Errors {
		if e.Extensions["code"] != "api.rate_limited" || len(e.Path) != 1 {
			t.Fatalf("unexpected error %+v: %s", e, g.raw)
		}
		limited[fmt.Sprint(e.Path[0])] = true
	}
	if len(limited) != 5 {
		t.Fatalf("%d aliases refused, want 5 (120 - 110 REST = 10 allowed): %s", len(limited), g.raw)
	}
	for i := 10; i < 15; i++ {
		if !limited[fmt.Sprintf("o%d", i)] {
			t.Fatalf("alias o%d not refused; refused %v", i, limited)
		}
	}
	if got := s.balance(t, tok); got != 1_000_000-10*1000 {
		t.Fatalf("balance %d, want ten opens charged", got)
	}
	if n := s.dropCount(t, tok); n != 10 {
		t.Fatalf("%d drops, want 10", n)
	}
	if n := s.ledgerEntries(t, tok) - entries; n != 10 {
		t.Fatalf("%d new ledger entries, want 10", n)
	}
	// REST is refused too now: the budget is spent, whichever transport spent it.
	wantAPIError(t, s.postJSON(t, "/case/open", tok, map[string]any{"alias": "test-case", "count": 1}), http.StatusTooManyRequests, "api.rate_limited")
	s.noErrorLogs(t)
}

// Mutations over one websocket are charged like REST calls: setLang has
// POST /user/set_lang's 30 a minute.
func TestGraphQLWebsocketMutationsAreLimited(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	_, tok := s.player(t, 0)
	c := connectWS(t, s, "graphql-transport-ws", tok)
	ok, refused := 0, 0
	for i := range 35 {
		id := fmt.Sprint("m", i)
		c.subscribe(id, `mutation { setLang(lang: "en") { id } }`)
		for done := false; !done; {
			m, open := c.next(5 * time.Second)
			if !open {
				t.Fatalf("operation %s: no answer", id)
			}
			if m.ID != id {
				continue
			}
			switch m.Type {
			case "next":
				var p struct{ Errors []gqlError }
				_ = json.Unmarshal(m.Payload, &p)
				switch {
				case len(p.Errors) == 0:
					ok++
				case p.Errors[0].Extensions["code"] == "api.rate_limited":
					refused++
				default:
					t.Fatalf("operation %s: %s", id, m.Payload)
				}
			case "error":
				t.Fatalf("operation %s: %s", id, m.Payload)
			case "complete":
				done = true
			}
		}
	}
	if ok != 30 || refused != 5 {
		t.Fatalf("%d answered, %d refused; want 30 and 5", ok, refused)
	}
	// The same budget as REST.
	wantAPIError(t, s.postForm(t, "/user/set_lang", tok, map[string][]string{"lang": {"en"}}), http.StatusTooManyRequests, "api.rate_limited")
}
