package app_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"testing"
	"time"
)

// One projection: node(id), user(id) and REST /user?id= show another
// player the same public fields, and another player's seed not at all.
func TestOneProjectionForEveryTransport(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	owner, ownerTok := s.player(t, 1234)
	_, otherTok := s.player(t, 99)
	ctx := context.Background()
	s.App.DB.User.UpdateOneID(owner.ID).SetAccountLevelHidden(true).SetLevel(7).SetXp(900).SetTradeofferURL("https://x").ExecX(ctx)
	seed := s.App.DB.FairSeed.Create().SetUserID(owner.ID).SetServerSeed("s").SetServerSeedHash("h").SetClientSeed("c").SetActive(false).SaveX(ctx)

	type gqlUser struct {
		ID            string
		Level         int
		Xp            int
		Balance       *string
		Crystals      *int
		TradeofferURL *string `json:"tradeofferUrl"`
		Lang          *string
	}
	const fields = `id level xp balance crystals tradeofferUrl lang`
	var byNode struct {
		Node *gqlUser
		Seed *struct{ ID string } `json:"seed"`
	}
	q := `query($id: ID!, $seed: ID!) { node(id: $id) { ... on User { ` + fields + ` } } seed: node(id: $seed) { id } }`
	vars := map[string]any{"id": strconv.Itoa(owner.ID), "seed": strconv.Itoa(seed.ID)}
	s.graphql(t, otherTok, q, vars).into(t, &byNode)
	if byNode.Node == nil || byNode.Node.Balance != nil || byNode.Node.Crystals != nil || byNode.Node.TradeofferURL != nil ||
		byNode.Node.Lang != nil || byNode.Node.Level != 0 || byNode.Node.Xp != 0 {
		t.Fatalf("node(id) shows another player %+v", byNode.Node)
	}
	if byNode.Seed != nil {
		t.Fatalf("node(id) shows another player's seed %+v", byNode.Seed)
	}
	var byUser struct{ User *gqlUser }
	s.graphql(t, otherTok, `query($id: ID!) { user(id: $id) { `+fields+` } }`, map[string]any{"id": strconv.Itoa(owner.ID)}).into(t, &byUser)
	if *byUser.User != *byNode.Node {
		t.Fatalf("user(id) %+v and node(id) %+v disagree", byUser.User, byNode.Node)
	}
	restUser := decodeAs[struct{ Data map[string]any }](t, s.get(t, "/api/user?id="+strconv.Itoa(owner.ID), otherTok), http.StatusOK).Data
	for _, private := range []string{"balance", "crystals", "tradeoffer_url", "lang", "restrictions", "ban_until"} {
		if _, ok := restUser[private]; ok {
			t.Fatalf("REST /user shows another player %s: %v", private, restUser)
		}
	}
	if restUser["level"] != json.Number("0") || restUser["xp"] != json.Number("0") {
		t.Fatalf("REST /user shows a hidden level: %v", restUser)
	}

	// The owner sees it all, the same on both transports.
	s.graphql(t, ownerTok, q, vars).into(t, &byNode)
	if byNode.Node.Balance == nil || *byNode.Node.Balance != "12.34" || byNode.Node.Level != 7 || byNode.Seed == nil {
		t.Fatalf("owner sees %+v seed %+v: %s", byNode.Node, byNode.Seed, s.graphql(t, ownerTok, q, vars).raw)
	}
	own := decodeAs[struct{ Data map[string]any }](t, s.get(t, "/api/user?id="+strconv.Itoa(owner.ID), ownerTok), http.StatusOK).Data
	if own["balance"] != json.Number("12.34") || own["level"] != json.Number("7") || own["tradeoffer_url"] != "https://x" {
		t.Fatalf("REST /user to its owner: %v", own)
	}
}

// The server says why a case cannot be opened, on both transports, with the
// rule Open itself refuses by.
func TestCaseAvailability(t *testing.T) {
	t.Parallel()
	// The test client stands for the proxy that reports the country.
	s := catalogServer(t, map[string]string{"RESTRICTED_COUNTRIES": "SE:case_open_normal", "TRUSTED_PROXIES": "127.0.0.1"})
	_, richTok := s.player(t, 5000)
	_, poorTok := s.player(t, 500)
	banned, bannedTok := s.player(t, 5000)
	s.App.DB.User.UpdateOneID(banned.ID).SetSelfBanUntil(time.Now().Add(time.Hour)).ExecX(context.Background())

	q := `{ caseByAlias(alias: "test-case") { availability { openable reason } ten: availability(count: 10) { openable reason } } off: caseByAlias(alias: "off-case") { availability { openable reason } } }`
	type av struct {
		Openable bool
		Reason   *string
	}
	type resp struct {
		CaseByAlias struct {
			Availability av
			Ten          av
		}
		Off struct{ Availability av }
	}
	reason := func(a av) string {
		if a.Openable {
			if a.Reason != nil {
				t.Fatalf("openable with a reason %q", *a.Reason)
			}
			return ""
		}
		return *a.Reason
	}
	for _, c := range []struct {
		name, tok, one, ten string
	}{
		{"anonymous", "", "api.no_auth", "api.no_auth"},
		{"rich", richTok, "", "api.not_enough_money"},
		{"poor", poorTok, "api.not_enough_money", "api.not_enough_money"},
		{"self-banned", bannedTok, "api.self_banned", "api.self_banned"},
	} {
		var r resp
		s.graphql(t, c.tok, q, nil).into(t, &r)
		if got := reason(r.CaseByAlias.Availability); got != c.one {
			t.Errorf("%s: availability %q, want %q", c.name, got, c.one)
		}
		if got := reason(r.CaseByAlias.Ten); got != c.ten {
			t.Errorf("%s: availability(count: 10) %q, want %q", c.name, got, c.ten)
		}
		if c.tok != "" && reason(r.Off.Availability) != "api.case_disabled" {
			t.Errorf("%s: disabled case %+v", c.name, r.Off.Availability)
		}
		// REST says the same, and an open refuses with that very key.
		goods := decodeAs[struct {
			Data []struct {
				Cases []struct {
					Alias    string
					Openable bool
					Reason   *string
				}
			}
		}](t, s.get(t, "/api/goods", c.tok), http.StatusOK)
		found := false
		for _, g := range goods.Data {
			for _, cs := range g.Cases {
				if cs.Alias != "test-case" {
					continue
				}
				found = true
				got := ""
				if cs.Reason != nil {
					got = *cs.Reason
				}
				if cs.Openable != (c.one == "") || got != c.one {
					t.Errorf("%s: REST openable %v reason %q, want %q", c.name, cs.Openable, got, c.one)
				}
			}
		}
		if !found {
			t.Fatal("test-case missing from /goods")
		}
		if c.one != "" {
			var e struct{ Error string }
			r := s.postJSON(t, "/api/case/open", c.tok, map[string]any{"alias": "test-case"})
			_ = json.Unmarshal(r.Body, &e)
			if e.Error != c.one {
				t.Errorf("%s: open refused with %s, availability said %s", c.name, r, c.one)
			}
		}
	}

	// A country restriction follows the viewer's country.
	var r resp
	res := s.do(t, "POST", "/graphql", richTok, "application/json",
		bytes.NewReader(mustJSON(t, map[string]any{"query": q})), "CF-IPCountry", "SE")
	_ = json.Unmarshal(res.Body, &struct{ Data *resp }{&r})
	if reason(r.CaseByAlias.Availability) != "api.restricted" {
		t.Errorf("restricted country: %s", res)
	}
}

// Trade link refusals carry a reason the client can show, on both transports.
func TestTradeLinkRefusalReasons(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	u, tok := s.player(t, 0)
	s.App.DB.User.UpdateOneID(u.ID).SetSteamID("76561198000000042").SetIsDemo(false).ExecX(context.Background())
	for link, reason := range map[string]string{
		"https://steamcommunity.com/tradeoffer/new/?partner=1&token=AbCd_-12": "not_your_account",
		"https://example.com/tradeoffer/new/?partner=39734314&token=AbCd_-12": "format",
	} {
		r := s.postJSON(t, "/api/user/save_tradeoffer_url", tok, map[string]any{"tradeoffer": link})
		var e struct{ Error, Reason string }
		_ = json.Unmarshal(r.Body, &e)
		if r.Status != http.StatusUnprocessableEntity || e.Error != "api.validation" || e.Reason != reason {
			t.Errorf("REST %q: %s, want reason %s", link, r, reason)
		}
		g := s.graphql(t, tok, `mutation($l: String!) { saveTradeofferUrl(tradeoffer: $l) { id } }`, map[string]any{"l": link})
		if g.code(t) != "api.validation" || g.Errors[0].Extensions["reason"] != reason {
			t.Errorf("GraphQL %q: %s, want reason %s", link, g.raw, reason)
		}
	}
}

// Case contents come grouped by skin on both transports, with odds that add up.
func TestCaseSkins(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	var g struct {
		CaseByAlias struct {
			ID    string
			Skins []struct {
				StaticName  string
				Rarity      string
				Odds        float64
				Weight      int
				PriceMin    string
				HasStattrak bool
				Variants    []struct{ Odds float64 }
			}
		}
	}
	s.graphql(t, "", `{ caseByAlias(alias: "test-case") { id skins { staticName rarity odds weight priceMin hasStattrak variants { odds } } } }`, nil).into(t, &g)
	skins := g.CaseByAlias.Skins
	if len(skins) != 3 || skins[0].Rarity != "rare" || skins[0].StaticName != "karambit-doppler" {
		t.Fatalf("skins %+v", skins)
	}
	sum := 0.0
	for _, sk := range skins {
		v := 0.0
		for _, vr := range sk.Variants {
			v += vr.Odds
		}
		if diff := v - sk.Odds; diff > 1e-9 || diff < -1e-9 {
			t.Fatalf("%s odds %v, variants %v", sk.StaticName, sk.Odds, v)
		}
		sum += sk.Odds
	}
	if sum < 1-1e-9 || sum > 1+1e-9 {
		t.Fatalf("skin odds sum to %v", sum)
	}
	rest := decodeAs[struct {
		Data []struct {
			Skins []struct {
				StaticName  string  `json:"static_name"`
				Odds        float64 `json:"odds"`
				HasStatTrak bool    `json:"has_stattrak"`
				Variants    []struct {
					MarketHashName string `json:"market_hash_name"`
				} `json:"variants"`
			} `json:"skins"`
		}
	}](t, s.get(t, "/api/cases?ids="+g.CaseByAlias.ID, ""), http.StatusOK)
	if len(rest.Data) != 1 || len(rest.Data[0].Skins) != len(skins) {
		t.Fatalf("REST skins %+v", rest.Data)
	}
	for i, sk := range rest.Data[0].Skins {
		if sk.StaticName != skins[i].StaticName || sk.Odds != skins[i].Odds || len(sk.Variants) != len(skins[i].Variants) {
			t.Fatalf("REST skin %d %+v, GraphQL %+v", i, sk, skins[i])
		}
	}
}

// REST /items and GraphQL items page the same list in the same order.
func TestItemSearchSameOnBothTransports(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	for _, search := range []string{" f ", ""} { // Field-Tested twice, Factory New
		sameItems(t, s, search)
	}
}

func sameItems(t *testing.T, s *testServer, search string) {
	t.Helper()
	var g struct {
		Items struct {
			TotalCount int
			Edges      []struct {
				Node struct{ MarketHashName string }
			}
			PageInfo struct {
				HasNextPage bool
				EndCursor   *string
			}
		}
	}
	s.graphql(t, "", `query($s: String) { items(first: 2, search: $s) { totalCount edges { node { marketHashName } } pageInfo { hasNextPage endCursor } } }`, map[string]any{"s": search}).into(t, &g)
	var names []string
	for _, e := range g.Items.Edges {
		names = append(names, e.Node.MarketHashName)
	}
	if g.Items.PageInfo.HasNextPage && g.Items.PageInfo.EndCursor != nil {
		var next struct {
			Items struct {
				Edges []struct {
					Node struct{ MarketHashName string }
				}
			}
		}
		s.graphql(t, "", `query($c: Cursor, $s: String) { items(first: 2, after: $c, search: $s) { edges { node { marketHashName } } } }`,
			map[string]any{"c": *g.Items.PageInfo.EndCursor, "s": search}).into(t, &next)
		for _, e := range next.Items.Edges {
			names = append(names, e.Node.MarketHashName)
		}
	}
	rest := decodeAs[struct {
		Data []struct {
			MarketHashName string `json:"market_hash_name"`
		}
		Meta struct{ Total int }
	}](t, s.get(t, "/api/items?search="+url.QueryEscape(search), ""), http.StatusOK)
	if rest.Meta.Total != g.Items.TotalCount || len(rest.Data) != len(names) || len(names) < 2 {
		t.Fatalf("REST %d items %+v, GraphQL %d %v", rest.Meta.Total, rest.Data, g.Items.TotalCount, names)
	}
	for i, it := range rest.Data {
		if it.MarketHashName != names[i] {
			t.Fatalf("REST %v, GraphQL %v", rest.Data, names)
		}
	}
}

// A graphql-ws socket has its own actor, resolved at connection init from
// the token it sent.
func TestSocketActor(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	u, tok := s.player(t, 1234)
	ws := connectWS(t, s, "graphql-transport-ws", tok)
	ws.subscribe("me", `{ me { id balance } caseByAlias(alias: "test-case") { availability { openable reason } } }`)
	var got struct {
		Me *struct {
			ID      string
			Balance *string
		}
		CaseByAlias struct{ Availability struct{ Openable bool } }
	}
	if !ws.nextData("me", 5*time.Second, &got) {
		t.Fatal("no answer over the socket")
	}
	if got.Me == nil || got.Me.ID != strconv.Itoa(u.ID) || got.Me.Balance == nil || *got.Me.Balance != "12.34" || !got.CaseByAlias.Availability.Openable {
		t.Fatalf("socket actor sees %+v", got)
	}
}
