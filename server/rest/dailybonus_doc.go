package rest

import (
	"github.com/casefront/casefront/server/inventory"
)

func init() {
	describe(map[string]opDoc{
		"GET /dailybonus": {
			Summary: "The viewer's daily bonus: the case (id 109), whether it can be opened and when next.",
		},
		"GET /dailybonus/drop": {
			Summary: "The daily bonus case's latest drops on the feed (limit at most 20).",
			Access:  anyone,
			Params:  []param{p("limit", intMin(0))},
		},
		"GET /dailybonus/history": {
			Summary: "The viewer's own daily bonus drops, newest first (limit at most 20).",
			Params:  []param{p("limit", intMin(0))},
		},
		"GET /dailybonus/top": {
			Summary: "The daily bonus case's dearest drops of the last 24 hours (limit at most 20).",
			Access:  anyone,
			Params:  []param{p("limit", intMin(0))},
		},
		"POST /dailybonus/open": {
			Summary: "Opens today's daily bonus {fast}: the answer of every opening, free, with the daily bonus as it is after the open.",
			Params:  []param{fast},
		},
		"GET /user/history/dailybonus": {
			Summary: "The viewer's own daily bonus drops, newest first, paged.",
			Params:  paging(inventory.PageSize),
			List:    true,
		},
	})
}
