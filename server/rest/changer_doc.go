package rest

import (
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/changer"
	"github.com/casefront/casefront/server/inventory"
)

func init() {
	describe("changer", map[string]opDoc{
		"GET /change/info": {
			Summary: "The changer's rules: fee, limits.",
			Data:    changerInfoView{},
			Access:  anyone,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /change/user-items": {
			Summary: "The viewer's drops that can be changed, paged.",
			Data:    []dropView{},
			Params:  paging(inventory.PageSize),
			List:    true,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /change/change-feed": {
			Summary: "The latest changes anyone made (limit at most 20).",
			Data:    []changeEntryView{},
			Access:  anyone,
			Params:  []param{p("limit", intMin(0))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /change/change-items": {
			Summary: "Lists what ids (the player's drops) can be changed for, dearest first, with their credit.",
			Data:    []itemView{},
			Params:  append(paging(changer.PageSize), p("ids", idsS), p("search", str(200))),
			Top: map[string]any{"meta": schema{"type": "object", "required": []any{"total", "page", "per_page", "credit"}, "additionalProperties": false,
				"properties": map[string]any{"total": intMin(0), "page": intMin(1), "per_page": intMin(1), "credit": schema{"type": "number", "description": "dollars"}}}},
			Errors: []*apperr.Error{apperr.AccountRestricted, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /change/change": {
			Summary: "Changes drops {ids} for an item {market_hash_name} of at most their credit.",
			Data:    changedView{},
			Params:  []param{p("ids", idsS), p("delay", intMin(0)), p("market_hash_name", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
	})
}
