package app_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"testing"

	"github.com/casefront/casefront/ent/customization"
	"github.com/casefront/casefront/ent/gabenstoreoffer"
)

// Cashback, the store and the wardrobe over REST and GraphQL: paid
// openings earn event balance, a customization is bought once from it
// (the refusals' api.* keys with their message, the GraphQL codes), it is
// equipped by its owner only and others see it on the profile.
func TestGabenstoreOverRESTAndGraphQL(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := catalogServer(t, nil)
	db := s.App.DB
	border := db.Customization.Create().SetSlug("t-border").SetName("Ring").SetType(customization.TypeBorder).
		SetFileURL("/customizations/border-bronze.svg").SetGroup("special").SaveX(ctx)
	hood := db.Customization.Create().SetSlug("t-hood").SetName("Hood").SetType(customization.TypeHood).SaveX(ctx)
	db.GabenstoreOffer.Create().SetKind(gabenstoreoffer.KindCustomization).SetCustomizationID(border.ID).SetPrice(15).ExecX(ctx)
	db.GabenstoreOffer.Create().SetKind(gabenstoreoffer.KindCustomization).SetCustomizationID(hood.ID).SetPrice(500).ExecX(ctx)

	u, tok := s.player(t, 5000)
	_, other := s.player(t, 0)
	for range 2 {
		decodeAs[map[string]any](t, s.postJSON(t, "/api/case/open", tok, map[string]any{"alias": "test-case", "count": 1}), http.StatusOK)
	}
	type meEvent struct {
		Data struct {
			Event *struct {
				Balance int64 `json:"balance"`
			} `json:"event_shop_balance"`
		} `json:"data"`
	}
	if me := decodeAs[meEvent](t, s.get(t, "/api/user/me", tok), http.StatusOK); me.Data.Event == nil || me.Data.Event.Balance != 20 {
		t.Fatalf("event balance after two $10 openings: %+v", me.Data.Event)
	}

	type store struct {
		Data struct {
			Event          *struct{ Balance int64 } `json:"event_shop_balance"`
			Customizations []struct {
				ID            int   `json:"id"`
				Price         int64 `json:"price"`
				Owned         bool  `json:"owned"`
				Customization struct {
					ID      int    `json:"id"`
					Type    string `json:"type"`
					FileURL string `json:"file_url"`
					Group   *struct {
						Name string `json:"name"`
					} `json:"group"`
				} `json:"customization"`
			} `json:"customizations"`
		} `json:"data"`
	}
	anon := decodeAs[store](t, s.get(t, "/api/gabenstore", ""), http.StatusOK)
	if anon.Data.Event != nil || len(anon.Data.Customizations) != 2 || anon.Data.Customizations[0].Customization.Group.Name != "special" {
		t.Fatalf("anonymous store %+v", anon.Data)
	}

	wantAPIError(t, s.postJSON(t, "/api/gabenstore/buy/customization", "", map[string]any{"customization_id": border.ID}), http.StatusUnauthorized, "api.no_auth")
	wantAPIError(t, s.postJSON(t, "/api/gabenstore/buy/customization", tok, map[string]any{"customization_id": "x"}), http.StatusUnprocessableEntity, "api.validation")
	wantAPIError(t, s.postJSON(t, "/api/gabenstore/buy/customization", tok, map[string]any{"customization_id": hood.ID}), http.StatusPaymentRequired, "api.not_enough_event_balance")
	wantAPIError(t, s.postJSON(t, "/api/customizations", tok, map[string]any{"border_id": border.ID}), http.StatusForbidden, "api.customization_not_owned")

	bought := decodeAs[map[string]any](t, s.postJSON(t, "/api/gabenstore/buy/customization", tok, map[string]any{"customization_id": border.ID}), http.StatusOK)
	if eb, _ := bought["data"].(map[string]any)["event_shop_balance"].(map[string]any); eb["balance"] != json.Number("5") {
		t.Fatalf("bought %v", bought)
	}
	wantAPIError(t, s.postJSON(t, "/api/gabenstore/buy/customization", tok, map[string]any{"customization_id": border.ID}), http.StatusConflict, "api.customization_owned")
	if st := decodeAs[store](t, s.get(t, "/api/gabenstore", tok), http.StatusOK); !st.Data.Customizations[0].Owned || st.Data.Event.Balance != 5 {
		t.Fatalf("store after %+v", st.Data)
	}

	type wardrobe struct {
		Data struct {
			Customizations []struct {
				ID    int  `json:"id"`
				IsNew bool `json:"is_new"`
			} `json:"customizations"`
			Profile struct {
				BorderID *int `json:"border_id"`
				HoodID   *int `json:"hood_id"`
			} `json:"profile_customization"`
			New int `json:"new_count"`
		} `json:"data"`
	}
	w := decodeAs[wardrobe](t, s.get(t, "/api/customizations", tok), http.StatusOK).Data
	if len(w.Customizations) != 1 || !w.Customizations[0].IsNew || w.New != 1 || w.Profile.BorderID != nil {
		t.Fatalf("wardrobe %+v", w)
	}
	wantAPIError(t, s.postJSON(t, "/api/customizations", tok, map[string]any{"hood_id": border.ID}), http.StatusUnprocessableEntity, "api.validation")
	eq := decodeAs[wardrobe](t, s.postJSON(t, "/api/customizations", tok, map[string]any{"border_id": border.ID, "account_level_hidden": true}), http.StatusOK).Data
	if eq.Profile.BorderID == nil || *eq.Profile.BorderID != border.ID {
		t.Fatalf("equipped %+v", eq.Profile)
	}
	decodeAs[map[string]any](t, s.postJSON(t, "/api/customizations/viewed", tok, map[string]any{}), http.StatusOK)
	if w := decodeAs[wardrobe](t, s.get(t, "/api/customizations", tok), http.StatusOK).Data; w.New != 0 || w.Customizations[0].IsNew {
		t.Fatalf("after viewed %+v", w)
	}

	// Others see what the player wears, and not the hidden level.
	db.User.UpdateOneID(u.ID).SetLevel(12).ExecX(ctx)
	type profile struct {
		Data struct {
			Level   int `json:"level"`
			Profile struct {
				Hidden   bool `json:"account_level_hidden"`
				BorderID *int `json:"border_id"`
			} `json:"profile_customization"`
		} `json:"data"`
	}
	seen := decodeAs[profile](t, s.get(t, "/api/user?id="+strconv.Itoa(u.ID), other), http.StatusOK).Data
	if seen.Level != 0 || !seen.Profile.Hidden || seen.Profile.BorderID == nil || *seen.Profile.BorderID != border.ID {
		t.Fatalf("seen by another %+v", seen)
	}
	if own := decodeAs[profile](t, s.get(t, "/api/user?id="+strconv.Itoa(u.ID), tok), http.StatusOK).Data; own.Level != 12 {
		t.Fatalf("seen by the owner %+v", own)
	}

	// GraphQL: the same store, the same refusals as extension codes.
	var g struct {
		Gabenstore struct {
			EventShopBalance *int `json:"eventShopBalance"`
			Customizations   []struct {
				Owned         bool `json:"owned"`
				Customization struct {
					ID   int    `json:"id"`
					Type string `json:"type"`
				} `json:"customization"`
			} `json:"customizations"`
		} `json:"gabenstore"`
		Wardrobe struct {
			Profile struct {
				BorderID *int `json:"borderId"`
			} `json:"profileCustomization"`
		} `json:"wardrobe"`
	}
	s.graphql(t, tok, `{ gabenstore { eventShopBalance customizations { owned customization { id type } } }
		wardrobe { profileCustomization { borderId } } }`, nil).into(t, &g)
	if g.Gabenstore.EventShopBalance == nil || *g.Gabenstore.EventShopBalance != 5 || !g.Gabenstore.Customizations[0].Owned ||
		g.Gabenstore.Customizations[0].Customization.Type != "border" || g.Wardrobe.Profile.BorderID == nil {
		t.Fatalf("graphql store %+v", g)
	}
	buy := `mutation($id: Int!) { buyGabenstoreCustomization(customizationId: $id) { purchaseId eventShopBalance } }`
	if c := s.graphql(t, tok, buy, map[string]any{"id": border.ID}).code(t); c != "api.customization_owned" {
		t.Fatalf("graphql again: %s", c)
	}
	if c := s.graphql(t, tok, buy, map[string]any{"id": hood.ID}).code(t); c != "api.not_enough_event_balance" {
		t.Fatalf("graphql poor: %s", c)
	}
	equip := `mutation($id: Int!) { equipCustomizations(input: {hoodId: $id}) { hoodId } }`
	if c := s.graphql(t, other, equip, map[string]any{"id": hood.ID}).code(t); c != "api.customization_not_owned" {
		t.Fatalf("graphql equip not owned: %s", c)
	}
}
