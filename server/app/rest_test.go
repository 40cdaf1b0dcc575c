package app_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/internal/testenv"
)

// testItems are the contents of "test-case" with their prices in cents.
var testItems = map[string]int64{
	"P250 | Sand Dune (Field-Tested)":    10,
	"AK-47 | Redline (Field-Tested)":     500,
	"★ Karambit | Doppler (Factory New)": 90000,
}

// checkDrop asserts a drop came out of test-case (id caseID) at its item's price.
func checkDrop(t *testing.T, d restDrop, caseID int) {
	t.Helper()
	price, ok := testItems[d.MarketHashName]
	if !ok || d.Item.MarketHashName != d.MarketHashName {
		t.Fatalf("drop %d is %q (item %q), not from test-case", d.ID, d.MarketHashName, d.Item.MarketHashName)
	}
	if cents(t, d.Price) != price || d.CaseID == nil || *d.CaseID != caseID || d.State != "active" || d.ID == 0 {
		t.Fatalf("drop %+v: want price %d, case %d, state active", d, price, caseID)
	}
}

func TestRESTOpenAndSell(t *testing.T) {
	t.Parallel()
	for _, db := range testenv.Databases() {
		t.Run(db.Name, func(t *testing.T) { t.Parallel(); restOpenAndSell(t, db.URL(t)) })
	}
}

func restOpenAndSell(t *testing.T, dbURL string) {
	s := catalogServer(t, map[string]string{"DATABASE_URL": dbURL})
	_, tok := s.player(t, 3500)
	other, otherTok := s.player(t, 1000)
	cs, err := catalog.CaseByAlias(t.Context(), s.App.DB.Client, "test-case")
	if err != nil {
		t.Fatal(err)
	}

	// JSON body by alias, on the bare spec path.
	open := decodeAs[openResult](t, s.postJSON(t, "/case/open", tok, map[string]any{"alias": "test-case", "count": 2}), http.StatusOK)
	if len(open.Data.Drops) != 2 || cents(t, open.Data.Cost) != 2000 || cents(t, open.Data.Balance) != 1500 {
		t.Fatalf("open 2: drops %d cost %s balance %s, want 2, 20.00, 15.00", len(open.Data.Drops), open.Data.Cost, open.Data.Balance)
	}
	for _, d := range open.Data.Drops {
		checkDrop(t, d, cs.ID)
	}
	if open.Data.Drops[0].Nonce != 0 || open.Data.Drops[1].Nonce != 1 || open.Data.Fair.ServerSeedHash == "" {
		t.Fatalf("nonces %d,%d (want 0,1), seed hash %q", open.Data.Drops[0].Nonce, open.Data.Drops[1].Nonce, open.Data.Fair.ServerSeedHash)
	}
	if b := s.balance(t, tok); b != 1500 {
		t.Fatalf("balance after opening %d, want 1500", b)
	}

	// Query parameters by case id, without a body.
	form := decodeAs[openResult](t, s.do(t, http.MethodPost, "/case/open?id="+strconv.Itoa(cs.ID)+"&count=1", tok, "", nil), http.StatusOK)
	if len(form.Data.Drops) != 1 || cents(t, form.Data.Balance) != 500 {
		t.Fatalf("query-string open: %+v", form.Data)
	}
	checkDrop(t, form.Data.Drops[0], cs.ID)

	// Refusals: right status and key, and nothing written.
	refusals := []struct {
		name, ctype, body string
		status            int
		key               string
	}{
		{"insufficient balance", "application/json", `{"alias":"test-case","count":1}`, http.StatusPaymentRequired, "api.not_enough_money"},
		{"unknown alias", "application/json", `{"alias":"no-such-case"}`, http.StatusNotFound, "api.not_found"},
		{"unknown id", "application/json", `{"id":999999}`, http.StatusNotFound, "api.not_found"},
		{"disabled case", "application/json", `{"alias":"off-case"}`, http.StatusConflict, "api.case_disabled"},
		{"count 11", "application/json", `{"alias":"test-case","count":11}`, http.StatusUnprocessableEntity, "api.validation"},
		{"count 0", "application/json", `{"alias":"test-case","count":0}`, http.StatusUnprocessableEntity, "api.validation"},
		{"malformed JSON", "application/json", `{"alias":"test-case",`, http.StatusUnprocessableEntity, "api.validation"},
		{"JSON array", "application/json", `[1,2]`, http.StatusUnprocessableEntity, "api.validation"},
		{"count abc", "application/json", `{"alias":"test-case","count":"abc"}`, http.StatusUnprocessableEntity, "api.validation"},
		{"form body", "application/x-www-form-urlencoded", "alias=test-case&count=1", http.StatusUnprocessableEntity, "api.validation"},
		{"no case", "application/json", `{"count":1}`, http.StatusUnprocessableEntity, "api.validation"},
	}
	for _, c := range refusals {
		t.Run(c.name, func(t *testing.T) {
			before, drops := s.balance(t, tok), s.dropCount(t, tok)
			wantAPIError(t, s.do(t, http.MethodPost, "/case/open", tok, c.ctype, strings.NewReader(c.body)), c.status, c.key)
			if b, n := s.balance(t, tok), s.dropCount(t, tok); b != before || n != drops {
				t.Fatalf("refused open wrote something: balance %d->%d, drops %d->%d", before, b, drops, n)
			}
		})
	}

	// Inventory, newest first.
	inv := decodeAs[dropPage](t, s.get(t, "/user/me/drop?page=1", tok), http.StatusOK)
	if inv.Meta.Total != 3 || len(inv.Data) != 3 {
		t.Fatalf("inventory total %d len %d, want 3", inv.Meta.Total, len(inv.Data))
	}
	wantIDs := []int{form.Data.Drops[0].ID, open.Data.Drops[1].ID, open.Data.Drops[0].ID}
	gotIDs := []int{inv.Data[0].ID, inv.Data[1].ID, inv.Data[2].ID}
	if !slices.Equal(gotIDs, wantIDs) {
		t.Fatalf("inventory order %v, want newest first %v", gotIDs, wantIDs)
	}
	for _, d := range inv.Data {
		if d.CaseAlias != "test-case" {
			t.Fatalf("inventory drop %d case_alias %q", d.ID, d.CaseAlias)
		}
	}
	// Anyone may look at a player's inventory, once the roulettes have stopped.
	s.spinsStopped(t)
	pub := decodeAs[dropPage](t, s.get(t, "/user/drop?user_id="+strconv.Itoa(s.me(t, tok).Data.ID), otherTok), http.StatusOK)
	if pub.Meta.Total != 3 || pub.Data[0].ID != wantIDs[0] {
		t.Fatalf("public inventory: %+v", pub)
	}
	if own := decodeAs[dropPage](t, s.get(t, "/user/me/drop", otherTok), http.StatusOK); own.Meta.Total != 0 {
		t.Fatalf("other player sees %d drops in their own inventory", own.Meta.Total)
	}

	// Selling one drop credits exactly its price, once.
	first := open.Data.Drops[0]
	price := cents(t, first.Price)
	before := s.balance(t, tok)
	type soldView struct {
		Data struct {
			Status  string      `json:"status"`
			IDs     []int       `json:"ids"`
			Amount  json.Number `json:"amount"`
			Balance json.Number `json:"balance"`
		} `json:"data"`
	}
	sold := decodeAs[soldView](t, s.postJSON(t, "/sell_list", tok, map[string]any{"ids": []int{first.ID}}), http.StatusOK)
	if !slices.Equal(sold.Data.IDs, []int{first.ID}) || cents(t, sold.Data.Amount) != price || cents(t, sold.Data.Balance) != before+price {
		t.Fatalf("sell: %+v, want id %d for %d cents", sold.Data, first.ID, price)
	}
	if b := s.balance(t, tok); b != before+price {
		t.Fatalf("balance after sale %d, want %d", b, before+price)
	}
	wantAPIError(t, s.postJSON(t, "/sell_list", tok, map[string]any{"ids": []int{first.ID}}), http.StatusConflict, "api.item_already_sold")
	if b := s.balance(t, tok); b != before+price {
		t.Fatalf("second sale changed the balance: %d, want %d", b, before+price)
	}
	// Another player cannot sell it, alone or mixed with one of their own
	// drops; the sale is all or nothing.
	own := decodeAs[openResult](t, s.postJSON(t, "/case/open", otherTok, map[string]any{"alias": "test-case"}), http.StatusOK).Data.Drops[0]
	otherBefore := s.balance(t, otherTok)
	for _, ids := range [][]int{{open.Data.Drops[1].ID}, {own.ID, open.Data.Drops[1].ID}} {
		wantAPIError(t, s.postJSON(t, "/sell_list", otherTok, map[string]any{"ids": ids}), http.StatusForbidden, "api.item_not_owned")
	}
	if b := s.balance(t, otherTok); b != otherBefore {
		t.Fatalf("refused sale credited player %d: %d -> %d", other.ID, otherBefore, b)
	}
	if l := decodeAs[dropPage](t, s.get(t, "/user/me/drop?new=1", otherTok), http.StatusOK); l.Meta.Total != 1 || l.Data[0].State != "active" {
		t.Fatalf("a refused mixed sale sold the player's own drop: %+v", l)
	}

	// The remaining two are listed, then sold together.
	type sellList struct {
		Data struct {
			Items []restDrop  `json:"items"`
			Total json.Number `json:"total"`
			Count int         `json:"count"`
		} `json:"data"`
	}
	list := decodeAs[sellList](t, s.get(t, "/sell_list", tok), http.StatusOK)
	rest := cents(t, open.Data.Drops[1].Price) + cents(t, form.Data.Drops[0].Price)
	if list.Data.Count != 2 || len(list.Data.Items) != 2 || cents(t, list.Data.Total) != rest {
		t.Fatalf("sell list: count %d total %s, want 2 worth %d", list.Data.Count, list.Data.Total, rest)
	}
	for _, d := range list.Data.Items {
		if d.ID == first.ID {
			t.Fatalf("sold drop %d still listed", first.ID)
		}
	}
	before = s.balance(t, tok)
	all := decodeAs[soldView](t, s.postJSON(t, "/sell_all", tok, nil), http.StatusOK)
	if len(all.Data.IDs) != 2 || cents(t, all.Data.Amount) != rest || s.balance(t, tok) != before+rest {
		t.Fatalf("sell all: %+v, want 2 drops for %d", all.Data, rest)
	}
	if l := decodeAs[sellList](t, s.get(t, "/api/sell_list", tok), http.StatusOK); l.Data.Count != 0 {
		t.Fatalf("%d drops left after selling all", l.Data.Count)
	}
	wantAPIError(t, s.postJSON(t, "/sell_all", tok, nil), http.StatusUnprocessableEntity, "api.validation")
	// Sold drops stay in the history with their state.
	inv = decodeAs[dropPage](t, s.get(t, "/api/user/me/drop", tok), http.StatusOK)
	for _, d := range inv.Data {
		if d.State != "sold" {
			t.Fatalf("drop %d state %q after selling all", d.ID, d.State)
		}
	}
	// Every refusal above was a client error; none may have been logged as a failure.
	s.noErrorLogs(t)
}

// Opening is limited per player per minute; the refusal says when to retry.
func TestRESTOpenRateLimit(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	_, tok := s.player(t, 0)
	_, otherTok := s.player(t, 0)
	// Invalid requests are counted too: the limit runs before any work.
	for i := range 120 {
		if r := s.postJSON(t, "/case/open", tok, map[string]any{"alias": "test-case", "count": 0}); r.Status != http.StatusUnprocessableEntity {
			t.Fatalf("request %d: %s", i+1, r)
		}
	}
	r := s.postJSON(t, "/case/open", tok, map[string]any{"alias": "test-case", "count": 0})
	wantAPIError(t, r, http.StatusTooManyRequests, "api.rate_limited")
	if secs, err := strconv.Atoi(r.Header.Get("Retry-After")); err != nil || secs < 1 || secs > 61 {
		t.Fatalf("Retry-After %q", r.Header.Get("Retry-After"))
	}
	// The budget is the player's own, not shared with others on the same address.
	wantAPIError(t, s.postJSON(t, "/case/open", otherTok, map[string]any{"alias": "test-case", "count": 0}), http.StatusUnprocessableEntity, "api.validation")
}

// A browser navigating to a bare GET path gets the client; API callers get JSON.
func TestBrowserNavigationGetsClient(t *testing.T) {
	t.Parallel()
	s := startServer(t, nil)
	html := s.do(t, http.MethodGet, "/user/me", "", "", nil, "Accept", "text/html,application/xhtml+xml,*/*;q=0.8")
	if !strings.HasPrefix(html.Header.Get("Content-Type"), "text/html") {
		t.Fatalf("browser navigation got %q: %s", html.Header.Get("Content-Type"), html)
	}
	switch html.Status {
	case http.StatusOK:
		if !strings.Contains(strings.ToLower(string(html.Body)), "<!doctype html") {
			t.Fatalf("client page is not HTML: %s", html)
		}
	case http.StatusServiceUnavailable:
		if !strings.Contains(string(html.Body), "not built") {
			t.Fatalf("503 without the not-built page: %s", html)
		}
	default:
		t.Fatalf("browser navigation: %s", html)
	}
	wantAPIError(t, s.do(t, http.MethodGet, "/user/me", "", "", nil, "Accept", "application/json"), http.StatusUnauthorized, "api.no_auth")
	// The /api prefix is always JSON, whatever the Accept header says.
	wantAPIError(t, s.do(t, http.MethodGet, "/api/user/me", "", "", nil, "Accept", "text/html"), http.StatusUnauthorized, "api.no_auth")
}

func TestHealth(t *testing.T) {
	t.Parallel()
	s := startServer(t, nil)
	h := decodeAs[map[string]any](t, s.get(t, "/healthz", ""), http.StatusOK)
	if len(h) != 1 || h["status"] != "ok" {
		t.Fatalf("healthz %v", h)
	}
	if g := s.get(t, "/healthz", ""); g.Header.Get("X-Content-Type-Options") != "nosniff" {
		t.Fatalf("security headers missing: %v", g.Header)
	}
}

// A page path that no client route matches is the client's page with 404:
// a case alias is a page when the catalogue has that case.
func TestUnknownPagesAre404(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!doctype html><title>Casefront</title>"), 0o644); err != nil {
		t.Fatal(err)
	}
	s := catalogServer(t, map[string]string{"WEB_DIR": dir})
	cs, err := s.App.DB.LootCase.Query().First(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	u, _ := s.player(t, 0)
	html := []string{"Accept", "text/html"}
	for path, want := range map[string]int{
		"/" + cs.Alias: http.StatusOK, "/de/" + cs.Alias: http.StatusOK, fmt.Sprintf("/user/%d", u.ID): http.StatusOK, "/ref-someone": http.StatusOK,
		"/" + cs.Alias + "-gone": http.StatusNotFound, "/de/nothing/here": http.StatusNotFound,
	} {
		r := s.do(t, http.MethodGet, path, "", "", nil, html...)
		if r.Status != want || !strings.Contains(string(r.Body), "<title>Casefront</title>") {
			t.Errorf("%s: %s, want %d with the client's page", path, r, want)
		}
	}
}
