package rest

import (
	"github.com/casefront/casefront/server/promo"
)

func init() {
	describe(map[string]opDoc{
		"POST /promocode": {
			Summary: "Activates a promo code {code}; the client builds the success text from its type.",
			Params:  []param{p("code", str(200))},
		},
		"GET /promo/{code}": {
			Summary: "A promo page: its code groups and what they give.",
			Access:  anyone,
		},
		"POST /promo/{name}/activate": {
			Summary: "Activates a promo page's code; group is optional.",
			Params:  []param{p("group", str(200))},
		},
		"GET /user/history/promocodes": {
			Summary: "The viewer's activated codes, paged.",
			Params:  paging(promo.HistoryPageSize),
			List:    true,
		},
		"POST /user/referrer": {
			Summary: "Binds the viewer to a partner code saved by a ref- page.",
			Params:  []param{p("code", str(200))},
		},
	})
}
