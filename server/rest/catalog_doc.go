package rest

import (
	"github.com/casefront/casefront/server/catalog"
)

func init() {
	describe(map[string]opDoc{
		"GET /goods": {
			Summary: "The storefront's case groups with their cases.",
			Access:  anyone,
		},
		"GET /cases": {
			Summary: "Cases by ids (109 is the daily bonus case).",
			Access:  anyone,
			Params:  []param{p("ids", idsS)},
		},
		"GET /item": {
			Summary: "An item's page by static_name, with the cases that hold it.",
			Access:  anyone,
			Params:  []param{p("static_name", str(200))},
		},
		"GET /items": {
			Summary: "The item catalogue, searched and paged.",
			Access:  anyone,
			Params:  append(paging(catalog.ItemsPageSize), p("search", str(200))),
			List:    true,
		},
	})
}
