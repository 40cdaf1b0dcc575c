package rest

import (
	"github.com/casefront/casefront/server/apperr"
)

// The wardrobe's answers (the handlers answer these types).
type (
	wardrobeDoc struct {
		Customizations       []ownedCustomizationView `json:"customizations"`
		ProfileCustomization profileCustomizationView `json:"profile_customization"`
		NewCount             int                      `json:"new_count"`
	}
	equippedDoc struct {
		ProfileCustomization profileCustomizationView `json:"profile_customization"`
	}
	viewedDoc struct {
		Viewed int `json:"viewed"`
	}
)

// equipID is an id to equip: an owned customization of the type, null or 0
// to take the type off; absent keeps it.
func equipID(name string) param {
	return p(name, schema{"type": []any{"integer", "null"}, "minimum": 0}, "an owned customization of this type; null or 0 takes it off; absent keeps it")
}

func init() {
	tagDescriptions["customizations"] = "The wardrobe: the customizations a player owns (borders, hoods, avatars, backgrounds), what is equipped, the catalogue."
	describe("customizations", map[string]opDoc{
		"GET /customizations": {
			Summary: "The viewer's wardrobe: owned customizations (new ones marked), what is equipped, how many are new.",
			Data:    wardrobeDoc{},
		},
		"GET /customizations/catalogue": {
			Summary: "Every customization: what the ids in the feed and the profiles name.",
			Access:  anyone,
			Data:    []customizationView{},
		},
		"POST /customizations": {
			Summary: "Equips what the body names {border_id, hood_id, avatar_id, background_id, account_level_hidden}; answers the profile customization.",
			Params: []param{equipID("border_id"), equipID("hood_id"), equipID("avatar_id"), equipID("background_id"),
				p("account_level_hidden", flag(), "hide the level from others; absent keeps it")},
			Example: map[string]any{"border_id": 3, "hood_id": nil},
			Data:    equippedDoc{},
			Errors:  []*apperr.Error{apperr.CustomizationNotOwned},
		},
		"POST /customizations/viewed": {
			Summary: "Marks owned customizations seen {ids} (absent: all of them); answers how many were marked.",
			Params:  []param{p("ids", idsS, "customization ids; absent: all")},
			Data:    viewedDoc{},
		},
	})
}
