package rest

import (
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/inventory"
)

func init() {
	describe("inventory", map[string]opDoc{
		"GET /user/me/drop": {
			Summary: "The viewer's drops, newest first, paged (new: only those not yet seen).",
			Data:    []dropView{},
			Params:  append(paging(inventory.PageSize), p("new", flag())),
			List:    true,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /user/drop": {
			Summary: "Another player's drops, paged {user_id}.",
			Data:    []dropView{},
			Access:  anyone,
			Params:  append(paging(inventory.PageSize), p("user_id", intMin(0)), p("new", flag())),
			List:    true,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /user/history/opens": {
			Summary: "The viewer's openings, paged.",
			Data:    []dropView{},
			Params:  paging(inventory.PageSize),
			List:    true,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /user/history/sells": {
			Summary: "The viewer's sales, paged.",
			Data:    []dropView{},
			Params:  paging(inventory.PageSize),
			List:    true,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /sell_list": {
			Summary: "What the viewer's sellable drops are worth.",
			Data:    sellListView{},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.SelfBanned},
		},
		"POST /sell_list": {
			Summary: "Sells the viewer's drops {ids} for their price on the balance.",
			Example: map[string]any{"ids": []any{17179869185, 17179869186}},
			Status:  true,
			Data:    soldView{},
			Params:  []param{p("ids", idsS)},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughMoney, apperr.NotFound, apperr.SelfBanned},
		},
		"POST /sell_all": {
			Summary: "Sells every sellable drop of the viewer.",
			Status:  true,
			Data:    soldView{},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughMoney, apperr.NotFound, apperr.SelfBanned},
		},
	})
}
