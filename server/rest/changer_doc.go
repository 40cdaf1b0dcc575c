package rest

import (
	"github.com/casefront/casefront/server/changer"
	"github.com/casefront/casefront/server/inventory"
)

func init() {
	describe(map[string]opDoc{
		"GET /change/info": {
			Summary: "The changer's rules: fee, limits.",
			Access:  anyone,
		},
		"GET /change/user-items": {
			Summary: "The viewer's drops that can be changed, paged.",
			Params:  paging(inventory.PageSize),
			List:    true,
		},
		"GET /change/change-feed": {
			Summary: "The latest changes anyone made (limit at most 20).",
			Access:  anyone,
			Params:  []param{p("limit", intMin(0))},
		},
		"POST /change/change-items": {
			Summary: "Lists what ids (the player's drops) can be changed for, dearest first, with their credit.",
			Params:  append(paging(changer.PageSize), p("ids", idsS), p("search", str(200))),
			List:    true,
		},
		"POST /change/change": {
			Summary: "Changes drops {ids} for an item {market_hash_name} of at most their credit.",
			Params:  []param{p("ids", idsS), p("delay", intMin(0)), p("market_hash_name", str(200))},
		},
	})
}
