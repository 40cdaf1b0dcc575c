package rest

import (
	"github.com/casefront/casefront/server/contract"
	"github.com/casefront/casefront/server/inventory"
)

func init() {
	describe(map[string]opDoc{
		"GET /contract/info": {
			Summary: "The contract's rules: modes, limits.",
			Access:  anyone,
		},
		"GET /contract/user-items": {
			Summary: "The viewer's drops that can go into a contract, paged.",
			Params:  paging(inventory.PageSize),
			List:    true,
		},
		"GET /contract/upgrade-items": {
			Summary: "The outcome table of drops {ids} and bullets_amount, or of a bare stake, in a mode.",
			Params:  []param{p("ids", idsS), p("bullets_amount", intMin(0)), p("stake", amount), p("mode", str(200)), p("market_hash_name", str(200))},
		},
		"POST /contract/understand": {
			Summary: "Records that the viewer read the contract rules.",
		},
		"POST /contract/create": {
			Summary: "Plays a contract {ids, bullets_amount, market_hash_name, mode, delay}.",
			Params:  []param{p("ids", idsS), p("bullets_amount", intMin(0)), p("delay", intMin(0)), p("mode", str(200)), p("market_hash_name", str(200))},
		},
		"GET /user/history/contracts": {
			Summary: "The viewer's contracts, paged.",
			Params:  paging(contract.PageSize),
			List:    true,
		},
	})
}
