package rest

func init() {
	describe(map[string]opDoc{
		"POST /reserve": {
			Summary: "Reserves a drop for a withdrawal {id}.",
			Params:  []param{p("id", idS)},
		},
		"POST /reserve/delete": {
			Summary: "Cancels a drop's reservation {id}; answers the drop's state afterwards.",
			Params:  []param{p("id", idS)},
		},
		"POST /win/accept": {
			Summary: "Withdraws a drop to the saved Steam trade link {id}.",
			Params:  []param{p("id", idS)},
		},
		"POST /win/accept/deferred": {
			Summary: "Withdraws a drop later, when the supplier has it {id}.",
			Params:  []param{p("id", idS)},
		},
		"POST /win/accept/crypto": {
			Summary: "Withdraws a drop's value in a cryptocurrency {id, type, wallet}.",
			Params:  []param{p("type", str(200)), p("wallet", str(200)), p("id", idS)},
		},
		"POST /win/accept/opskins": {
			Summary: "OPSkins is retired: always api.opskins_retired.",
		},
		"POST /win/decline": {
			Summary: "Declines a drop's withdrawal {id}; answers the drop's state afterwards.",
			Params:  []param{p("id", idS)},
		},
		"GET /trade_states": {
			Summary: "The withdrawal states and what they mean.",
			Access:  anyone,
		},
		"GET /swap/variants": {
			Summary: "Lists the items a win can be swapped for. type is accepted for the client's sake; every variant is a skin.",
			Params:  []param{p("id", idS)},
		},
		"POST /swap": {
			Summary: "Swaps a won drop {id} for another item {market_hash_name}.",
			Params:  []param{p("market_hash_name", str(200)), p("id", idS)},
		},
		"GET /user/history/withdraws": {
			Summary: "The viewer's withdrawals, paged.",
			Params:  paging(20),
			List:    true,
		},
	})
}
