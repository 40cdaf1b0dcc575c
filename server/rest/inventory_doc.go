package rest

import (
	"github.com/casefront/casefront/server/inventory"
)

func init() {
	describe(map[string]opDoc{
		"GET /user/me/drop": {
			Summary: "The viewer's drops, newest first, paged (new: only those not yet seen).",
			Params:  append(paging(inventory.PageSize), p("new", flag())),
			List:    true,
		},
		"GET /user/drop": {
			Summary: "Another player's drops, paged {user_id}.",
			Access:  anyone,
			Params:  append(paging(inventory.PageSize), p("user_id", intMin(0)), p("new", flag())),
			List:    true,
		},
		"GET /user/history/opens": {
			Summary: "The viewer's openings, paged.",
			Params:  paging(inventory.PageSize),
			List:    true,
		},
		"GET /user/history/sells": {
			Summary: "The viewer's sales, paged.",
			Params:  paging(inventory.PageSize),
			List:    true,
		},
		"GET /sell_list": {
			Summary: "What the viewer's sellable drops are worth.",
		},
		"POST /sell_list": {
			Summary: "Sells the viewer's drops {ids} for their price on the balance.",
			Params:  []param{p("ids", idsS)},
		},
		"POST /sell_all": {
			Summary: "Sells every sellable drop of the viewer.",
		},
	})
}
