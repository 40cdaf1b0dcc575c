package app_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

// The player's settings over REST, and a self-ban that the server enforces
// on every game action, not only in the client.
func TestSettingsAndSelfBan(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	u, tok := s.player(t, 5000)
	s.App.DB.User.UpdateOneID(u.ID).SetSteamID("76561198000000042").ExecX(t.Context())

	type userResp struct {
		Data struct {
			Country       string `json:"country"`
			Lang          string `json:"lang"`
			TradeofferURL string `json:"tradeoffer_url"`
			Banned        bool   `json:"is_blacklisted_selfban"`
			BanUntil      string `json:"ban_until"`
		} `json:"data"`
	}
	r := decodeAs[userResp](t, s.postJSON(t, "/user/set_country", tok, map[string]any{"country_code": "se"}), http.StatusOK)
	if r.Data.Country != "SE" {
		t.Fatalf("country %q", r.Data.Country)
	}
	wantAPIError(t, s.postJSON(t, "/user/set_country", tok, map[string]any{"country_code": "XX"}), http.StatusUnprocessableEntity, "api.validation")
	r = decodeAs[userResp](t, s.postJSON(t, "/user/set_lang", tok, map[string]any{"lang": "de"}), http.StatusOK)
	if r.Data.Lang != "de" {
		t.Fatalf("lang %q", r.Data.Lang)
	}
	link := "https://steamcommunity.com/tradeoffer/new/?partner=39734314&token=AbCd_-12"
	r = decodeAs[userResp](t, s.postJSON(t, "/user/save_tradeoffer_url", tok, map[string]any{"tradeoffer": link}), http.StatusOK)
	if r.Data.TradeofferURL != link {
		t.Fatalf("trade url %q", r.Data.TradeofferURL)
	}
	wantAPIError(t, s.postJSON(t, "/user/save_tradeoffer_url", tok, map[string]any{"tradeoffer": strings.Replace(link, "39734314", "1", 1)}), http.StatusUnprocessableEntity, "api.validation")
	wantAPIError(t, s.postJSON(t, "/user/set_lang", "", map[string]any{"lang": "de"}), http.StatusUnauthorized, "api.no_auth")

	countries := decodeAs[struct {
		Data []struct{ Label, Value string }
	}](t, s.get(t, "/api/countries", ""), http.StatusOK)
	if len(countries.Data) < 240 {
		t.Fatalf("%d countries", len(countries.Data))
	}

	opened := s.postJSON(t, "/case/open", tok, map[string]any{"alias": "test-case", "count": 1})
	if opened.Status != http.StatusOK {
		t.Fatalf("open before ban: %s", opened)
	}
	r = decodeAs[userResp](t, s.postJSON(t, "/blacklisted/create", tok, map[string]any{"days": 7}), http.StatusOK)
	if !r.Data.Banned || r.Data.BanUntil == "" {
		t.Fatalf("not banned: %+v", r.Data)
	}
	wantAPIError(t, s.postJSON(t, "/case/open", tok, map[string]any{"alias": "test-case", "count": 1}), http.StatusForbidden, "api.self_banned")
	wantAPIError(t, s.postJSON(t, "/sell_all", tok, nil), http.StatusForbidden, "api.self_banned")
	wantAPIError(t, s.postJSON(t, "/blacklisted/create", tok, map[string]any{"days": 1}), http.StatusUnprocessableEntity, "api.validation")
	if g := s.graphql(t, tok, `mutation { openCase(input: {caseAlias: "test-case"}) { cost } }`, nil); g.code(t) != "api.self_banned" {
		t.Fatalf("GraphQL open while banned: %s", g.code(t))
	}
	if g := s.graphql(t, tok, `mutation { rotateServerSeed { revealed { serverSeed } } }`, nil); g.code(t) != "api.self_banned" {
		t.Fatalf("GraphQL rotate while banned: %s", g.code(t))
	}
	var me struct {
		Me struct {
			SelfBanUntil *string
			Lang         *string
		}
	}
	s.graphql(t, tok, `{ me { selfBanUntil lang } }`, nil).into(t, &me)
	if me.Me.SelfBanUntil == nil || me.Me.Lang == nil || *me.Me.Lang != "de" {
		t.Fatalf("me: %+v", me.Me)
	}
}

// The statement explains the balance: every opening and sale is a row, in
// REST and GraphQL alike.
func TestHistories(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	_, tok := s.player(t, 5000)
	if r := s.postJSON(t, "/case/open", tok, map[string]any{"alias": "test-case", "count": 2}); r.Status != http.StatusOK {
		t.Fatal(r)
	}
	if r := s.postJSON(t, "/sell_all", tok, nil); r.Status != http.StatusOK {
		t.Fatal(r)
	}
	type page struct {
		Data []struct {
			Delta        json.Number `json:"delta"`
			BalanceAfter json.Number `json:"balance_after"`
			Reason       string      `json:"reason"`
		} `json:"data"`
		Meta struct{ Total int } `json:"meta"`
	}
	tx := decodeAs[page](t, s.get(t, "/api/user/history/transactions?currency=money", tok), http.StatusOK)
	// grant, one debit for the two opens, two sales: newest first.
	if tx.Meta.Total != 4 || tx.Data[3].Reason != "test_grant" || tx.Data[2].Reason != "case_open" || cents(t, tx.Data[2].Delta) != -2000 {
		t.Fatalf("statement: %+v", tx)
	}
	if got := cents(t, tx.Data[0].BalanceAfter); got != s.balance(t, tok) {
		t.Fatalf("last balance_after %d, balance %d", got, s.balance(t, tok))
	}
	wantAPIError(t, s.get(t, "/api/user/history/transactions?currency=gold", tok), http.StatusUnprocessableEntity, "api.validation")
	opens := decodeAs[page](t, s.get(t, "/api/user/history/opens", tok), http.StatusOK)
	sells := decodeAs[page](t, s.get(t, "/api/user/history/sells", tok), http.StatusOK)
	if opens.Meta.Total != 2 || sells.Meta.Total != 2 {
		t.Fatalf("opens %d sells %d", opens.Meta.Total, sells.Meta.Total)
	}
	var g struct {
		Transactions struct {
			Total int
			Items []struct {
				Amount, Reason string
				Delta          int
			}
		}
	}
	s.graphql(t, tok, `{ transactions(currency: "money") { total items { amount reason delta } } }`, nil).into(t, &g)
	if g.Transactions.Total != 4 || g.Transactions.Items[2].Amount != "-20.00" || g.Transactions.Items[2].Delta != -2000 {
		t.Fatalf("graphql statement: %+v", g.Transactions)
	}
	wantAPIError(t, s.get(t, "/api/user/history/opens", ""), http.StatusUnauthorized, "api.no_auth")
}

// A browser on a configured origin may call the API with its token and read
// fresher tokens; other origins get no CORS grant.
func TestCORS(t *testing.T) {
	t.Parallel()
	s := startServer(t, map[string]string{"CORS_ORIGINS": "https://partner.example, https://app.example/"})
	pre := s.do(t, http.MethodOptions, "/api/user/me", "", "", nil,
		"Origin", "https://app.example", "Access-Control-Request-Method", "GET", "Access-Control-Request-Headers", "authorization")
	if pre.Status != http.StatusNoContent || pre.Header.Get("Access-Control-Allow-Origin") != "https://app.example" ||
		!strings.Contains(pre.Header.Get("Access-Control-Allow-Headers"), "Authorization") {
		t.Fatalf("preflight: %s %v", pre, pre.Header)
	}
	_, tok := s.player(t, 0)
	got := s.do(t, http.MethodGet, "/api/user/me", tok, "", nil, "Origin", "https://partner.example")
	if got.Status != http.StatusOK || got.Header.Get("Access-Control-Allow-Origin") != "https://partner.example" ||
		got.Header.Get("Access-Control-Expose-Headers") != "Authorization" {
		t.Fatalf("simple request: %s %v", got, got.Header)
	}
	other := s.do(t, http.MethodGet, "/api/user/me", tok, "", nil, "Origin", "https://evil.example")
	if other.Header.Get("Access-Control-Allow-Origin") != "" {
		t.Fatalf("foreign origin granted: %v", other.Header)
	}
}
