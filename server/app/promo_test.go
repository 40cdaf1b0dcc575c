package app_test

import (
	"context"
	"net/http"
	"net/url"
	"testing"

	entpromo "github.com/casefront/casefront/ent/promo"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/auth/steam/steamtest"
)

// signInThrough signs the fake provider's player in with ref_code (none
// when empty) and returns the token.
func signInThrough(t *testing.T, s *testServer, fake *steamtest.Server, steamID, refCode string) string {
	t.Helper()
	fake.SetUser(steamID, "Player "+steamID[len(steamID)-2:], "")
	q := "/auth/login"
	if refCode != "" {
		q += "?ref_code=" + url.QueryEscape(refCode) + "&is_from_ref_page=1"
	}
	lv := decodeAs[loginView](t, s.get(t, q, ""), http.StatusOK)
	cb, err := fake.Login(lv.Data.Redirect)
	if err != nil {
		t.Fatal(err)
	}
	callback(t, s, cb)
	return decodeAs[tokenView](t, s.get(t, "/auth/token?session="+url.QueryEscape(lv.Data.Session), ""), http.StatusOK).Data.Token
}

// ref-{code} then sign-in: /auth/login?ref_code= binds the new player to the
// partner; a second binding answers api.user_has_referer on both transports.
// An account that existed before is not bound by signing in through a link
// later, nor by the client's confirmation after it (api.forbidden).
func TestReferralBindsAtSignIn(t *testing.T) {
	t.Parallel()
	s, fake := steamServer(t)
	ctx := context.Background()
	p, _ := s.player(t, 0)
	s.App.DB.User.UpdateOneID(p.ID).SetPartnerCode("STREAMER").ExecX(ctx)
	s.App.DB.User.Create().SetSteamID("76561198000000077").SetNickname("Other").SetPartnerCode("OTHER").ExecX(ctx)

	tok := signInThrough(t, s, fake, "76561198000000042", "streamer")
	u := s.me(t, tok)
	row := s.App.DB.User.GetX(ctx, u.Data.ID)
	if row.ReferrerID == nil || *row.ReferrerID != p.ID {
		t.Fatalf("referrer %v, want the partner %d", row.ReferrerID, p.ID)
	}
	// The client confirms the saved code after sign-in: the same partner is quiet.
	decodeAs[map[string]any](t, s.postJSON(t, "/user/referrer", tok, map[string]any{"code": "streamer"}), http.StatusOK)
	wantAPIError(t, s.postJSON(t, "/user/referrer", tok, map[string]any{"code": "OTHER"}), http.StatusConflict, apperr.UserHasReferer.Key)
	if c := s.graphql(t, tok, `mutation { setReferrer(code: "OTHER") { id } }`, nil).code(t); c != apperr.UserHasReferer.Key {
		t.Fatalf("GraphQL: %s, want %s", c, apperr.UserHasReferer.Key)
	}

	// A player who signed up without a link, then follows one and signs in.
	signInThrough(t, s, fake, "76561198000000043", "")
	tok = signInThrough(t, s, fake, "76561198000000043", "streamer")
	old := s.me(t, tok).Data.ID
	wantAPIError(t, s.postJSON(t, "/user/referrer", tok, map[string]any{"code": "streamer"}), http.StatusForbidden, apperr.Forbidden.Key)
	if c := s.graphql(t, tok, `mutation { setReferrer(code: "STREAMER") { id } }`, nil).code(t); c != apperr.Forbidden.Key {
		t.Fatalf("GraphQL: %s, want %s", c, apperr.Forbidden.Key)
	}
	if row := s.App.DB.User.GetX(ctx, old); row.ReferrerID != nil {
		t.Fatalf("an account that existed before was bound to %d", *row.ReferrerID)
	}
	s.noErrorLogs(t)
}

// Cooldowns answer the exact key with the code in the error's fields, on
// REST and in the GraphQL extensions; the money code's credit and the
// percent code's badge show on /user/me and in the graph.
func TestPromoOverBothTransports(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	ctx := context.Background()
	db := s.App.DB
	db.Promo.Create().SetCode("DAYA").SetType(entpromo.TypeMoney).SetAmount(300).SetCooldown(entpromo.CooldownToday).ExecX(ctx)
	db.Promo.Create().SetCode("DAYB").SetType(entpromo.TypeMoney).SetAmount(300).SetCooldown(entpromo.CooldownToday).ExecX(ctx)
	db.Promo.Create().SetCode("BOOST").SetType(entpromo.TypePercent).SetPercentBps(1500).ExecX(ctx)
	db.Promo.Create().SetCode("SUMMER").SetType(entpromo.TypePromo).SetGroup("summer").SetAmount(100).
		SetData(map[string]string{"title": "Summer"}).ExecX(ctx)
	_, tok := s.player(t, 0)

	act := decodeAs[struct {
		Data struct {
			Type   string `json:"type"`
			Amount any    `json:"amount"`
		}
	}](t, s.postJSON(t, "/promocode", tok, map[string]any{"code": "daya"}), http.StatusOK)
	if act.Data.Type != "money" || cents(t, act.Data.Amount) != 300 || s.balance(t, tok) != 300 {
		t.Fatalf("money code: %+v, balance %d", act.Data, s.balance(t, tok))
	}
	r := s.postJSON(t, "/promocode", tok, map[string]any{"code": "DAYB"})
	wantAPIError(t, r, http.StatusConflict, apperr.CodeCooldownToday.Key)
	body := decodeAs[map[string]any](t, r, http.StatusConflict)
	if body["promocode"] != "DAYB" || body["period"] != "today" {
		t.Fatalf("cooldown fields %v, want promocode DAYB and period today", body)
	}
	g := s.graphql(t, tok, `mutation { activatePromocode(code: "DAYB") { user { balance } } }`, nil)
	if g.code(t) != apperr.CodeCooldownToday.Key || g.Errors[0].Extensions["promocode"] != "DAYB" || g.Errors[0].Extensions["period"] != "today" {
		t.Fatalf("GraphQL cooldown: %s", g.raw)
	}

	var gql struct {
		ActivatePromocode struct {
			Activation struct{ Percent int }
			User       struct {
				ActivePromocode *struct {
					Code    string
					Percent int
				}
			}
		}
	}
	s.graphql(t, tok, `mutation { activatePromocode(code: "boost") { activation { percent } user { activePromocode { code percent } } } }`, nil).into(t, &gql)
	if gql.ActivatePromocode.Activation.Percent != 15 || gql.ActivatePromocode.User.ActivePromocode == nil ||
		gql.ActivatePromocode.User.ActivePromocode.Percent != 15 {
		t.Fatalf("percent code: %+v", gql.ActivatePromocode)
	}
	me := decodeAs[struct {
		Data struct {
			ActivePromocode *struct {
				Code    string `json:"code"`
				Percent int    `json:"percent"`
			} `json:"active_promocode"`
			UnsecuredMin any `json:"unsecured_balance_topup_min_amount"`
		}
	}](t, s.get(t, "/user/me", tok), http.StatusOK)
	if me.Data.ActivePromocode == nil || me.Data.ActivePromocode.Code != "BOOST" || cents(t, me.Data.UnsecuredMin) != 400 {
		t.Fatalf("/user/me: %+v", me.Data)
	}

	page := decodeAs[struct {
		Data struct {
			Type string            `json:"type"`
			Data map[string]string `json:"data"`
		}
	}](t, s.get(t, "/promo/summer", ""), http.StatusOK)
	if page.Data.Type != "promo" || page.Data.Data["title"] != "Summer" {
		t.Fatalf("promo page: %+v", page.Data)
	}
	wantAPIError(t, s.get(t, "/promo/nothing", ""), http.StatusNotFound, apperr.NotFound.Key)
	wantAPIError(t, s.postJSON(t, "/promo/summer/activate", tok, map[string]any{"group": "winter"}), http.StatusConflict, apperr.PromoUnavailable.Key)
	decodeAs[map[string]any](t, s.postJSON(t, "/promo/summer/activate", tok, map[string]any{"group": "summer"}), http.StatusOK)
	hist := decodeAs[struct {
		Data []struct{ Code string } `json:"data"`
	}](t, s.get(t, "/user/history/promocodes", tok), http.StatusOK)
	if len(hist.Data) != 3 || hist.Data[0].Code != "SUMMER" {
		t.Fatalf("history: %+v", hist.Data)
	}
	wantAPIError(t, s.postJSON(t, "/promocode", "", map[string]any{"code": "DAYA"}), http.StatusUnauthorized, apperr.NoAuth.Key)
}

// A case code's free case waits in the reward inventory and opens through
// the reward family, on both transports.
func TestCasePromoOpensFromTheRewardInventory(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	ctx := context.Background()
	cs := s.App.DB.LootCase.Query().FirstX(ctx)
	s.App.DB.Promo.Create().SetCode("FREEBIE").SetType(entpromo.TypeCase).SetCaseID(cs.ID).SetPerUser(2).ExecX(ctx)
	_, tok := s.player(t, 0)
	decodeAs[map[string]any](t, s.postJSON(t, "/promocode", tok, map[string]any{"code": "freebie"}), http.StatusOK)
	inv := decodeAs[struct {
		Data []struct {
			ID             int `json:"id"`
			InventoryCount int `json:"inventory_count"`
		} `json:"data"`
	}](t, s.get(t, "/case/reward", tok), http.StatusOK)
	if len(inv.Data) != 1 || inv.Data[0].ID != cs.ID || inv.Data[0].InventoryCount != 1 {
		t.Fatalf("reward inventory: %+v", inv.Data)
	}
	opened := decodeAs[struct {
		Data struct {
			Drops []struct{ ID int } `json:"drops"`
			Cost  any                `json:"cost"`
		} `json:"data"`
	}](t, s.postJSON(t, "/case/reward/open", tok, map[string]any{"id": cs.ID}), http.StatusOK)
	if len(opened.Data.Drops) != 1 || cents(t, opened.Data.Cost) != 0 || s.balance(t, tok) != 0 {
		t.Fatalf("reward open: %+v", opened.Data)
	}
	wantAPIError(t, s.postJSON(t, "/case/reward/open", tok, map[string]any{"id": cs.ID}), http.StatusUnprocessableEntity, apperr.Validation.Key)

	decodeAs[map[string]any](t, s.postJSON(t, "/promocode", tok, map[string]any{"code": "FREEBIE"}), http.StatusOK)
	var g struct {
		RewardCases []struct {
			InventoryCount int
			Case           struct{ Alias string }
		}
	}
	s.graphql(t, tok, `{ rewardCases { inventoryCount case { alias } } }`, nil).into(t, &g)
	if len(g.RewardCases) != 1 || g.RewardCases[0].InventoryCount != 1 || g.RewardCases[0].Case.Alias != cs.Alias {
		t.Fatalf("GraphQL inventory: %+v", g.RewardCases)
	}
	var o struct {
		OpenRewardCase struct {
			Drops []struct{ ID string }
			Cost  string
		}
	}
	s.graphql(t, tok, `mutation($a: String!) { openRewardCase(input: {caseAlias: $a}) { drops { id } cost } }`,
		map[string]any{"a": cs.Alias}).into(t, &o)
	if len(o.OpenRewardCase.Drops) != 1 || o.OpenRewardCase.Cost != "0.00" {
		t.Fatalf("GraphQL reward open: %+v", o.OpenRewardCase)
	}
}
