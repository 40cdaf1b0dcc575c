package rest

import (
	"github.com/casefront/casefront/server/apperr"
)

// The event store's answers (the handlers answer these types).
type (
	gabenstoreDoc struct {
		// EventShopBalance is the viewer's event balance; null for anonymous.
		EventShopBalance *balance         `json:"event_shop_balance"`
		Restricted       bool             `json:"restricted"`
		Cases            []gabenOfferView `json:"cases"`
		Customizations   []gabenOfferView `json:"customizations"`
	}
	gabenstoreSkinsDoc struct {
		EventShopBalance *balance         `json:"event_shop_balance"`
		Restricted       bool             `json:"restricted"`
		Skins            []gabenOfferView `json:"skins"`
	}
	gabenBoughtDoc struct {
		PurchaseID       int            `json:"purchase_id"`
		Offer            gabenOfferView `json:"offer"`
		EventShopBalance balance        `json:"event_shop_balance"`
		// RewardCaseID: a case offer's reward case granted.
		RewardCaseID int `json:"reward_case_id,omitempty"`
		// Drop: a skin offer's drop in the inventory.
		Drop *dropView `json:"drop,omitempty"`
		// Customization: a customization offer's customization, now owned.
		Customization *customizationView `json:"customization,omitempty"`
	}
)

// gabenBuyErrors are every purchase's refusals: the player may not play,
// the event store is restricted where they are, the offer is gone, owned,
// sold out, or dearer than the event balance.
var gabenBuyErrors = []*apperr.Error{apperr.AccountRestricted, apperr.CustomizationOwned, apperr.NotEnoughEventBalance,
	apperr.NotFound, apperr.OutOfStock, apperr.Restricted, apperr.SelfBanned}

func init() {
	tagDescriptions["gabenstore"] = "The event store: cases, skins and customizations bought with the event balance (the cashback on paid plays)."
	describe("gabenstore", map[string]opDoc{
		"GET /gabenstore": {
			Summary: "The event store's case and customization offers, with the viewer's event balance (null for anonymous) and whether the store is restricted for them.",
			Access:  anyone,
			Data:    gabenstoreDoc{},
		},
		"GET /gabenstore/skins": {
			Summary: "The event store's skin offers, with the viewer's event balance (null for anonymous).",
			Access:  anyone,
			Data:    gabenstoreSkinsDoc{},
		},
		"POST /gabenstore/buy": {
			Summary: "Buys a case offer {id} with event balance; the case is granted as a reward case.",
			Params:  []param{req("id", idS, "the offer's id")},
			Example: map[string]any{"id": 1},
			Data:    gabenBoughtDoc{},
			Errors:  gabenBuyErrors,
		},
		"POST /gabenstore/buy/skin": {
			Summary: "Buys a skin offer {id} with event balance; the drop goes to the inventory.",
			Params:  []param{req("id", idS, "the offer's id")},
			Example: map[string]any{"id": 1},
			Data:    gabenBoughtDoc{},
			Errors:  gabenBuyErrors,
		},
		"POST /gabenstore/buy/customization": {
			Summary: "Buys the offer of a customization {customization_id} with event balance; it joins the wardrobe.",
			Params:  []param{req("customization_id", idS)},
			Example: map[string]any{"customization_id": 1},
			Data:    gabenBoughtDoc{},
			Errors:  gabenBuyErrors,
		},
	})
}
