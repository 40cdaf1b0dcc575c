package rest

func init() {
	describe(map[string]opDoc{
		"POST /case/stack/open": {
			Summary: "Opens a stack case {id|alias, size, fast}.",
			Params:  []param{p("size", intMin(0)), fast, p("id", idS), p("case_id", intMin(0)), p("alias", str(200))},
		},
		"POST /case/range/open": {
			Summary: "Opens a range case {id|alias, min, max, fast}.",
			Params:  []param{p("min", amount), p("max", amount), fast, p("id", idS), p("case_id", intMin(0)), p("alias", str(200))},
		},
		"GET /case/range/quote": {
			Summary: "The price and odds of a range before opening it.",
			Access:  anyone,
			Params:  []param{p("min", amount), p("max", amount), fast, p("id", idS), p("case_id", intMin(0)), p("alias", str(200))},
		},
		"POST /case/bullet/open": {
			Summary: "Opens a case paid in bullets {id|alias, count, fast}.",
			Params:  []param{p("count", intMin(0)), p("id", idS), p("case_id", intMin(0)), p("alias", str(200)), fast},
		},
		"POST /case/candy/open": {
			Summary: "Opens a case paid in candies {id|alias, count, fast}.",
			Params:  []param{p("count", intMin(0)), p("id", idS), p("case_id", intMin(0)), p("alias", str(200)), fast},
		},
		"POST /win/case/open": {
			Summary: "Opens a won case {id, fast}, id being the drop of the container.",
			Params:  []param{p("id", idS), fast},
		},
	})
}
