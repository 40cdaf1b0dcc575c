package rest

import (
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/catalog"
)

func init() {
	describe("catalog", map[string]opDoc{
		"GET /goods": {
			Summary: "The storefront's case groups with their cases.",
			Data:    []caseGroupView{},
			Access:  anyone,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.SelfBanned},
		},
		"GET /cases": {
			Summary: "Cases by ids (109 is the daily bonus case).",
			Data:    []caseView{},
			Access:  anyone,
			Params:  []param{p("ids", idsS)},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.SelfBanned},
		},
		"GET /item": {
			Summary: "An item's page by static_name, with the cases that hold it.",
			Data:    itemPageView{},
			Access:  anyone,
			Params:  []param{p("static_name", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.SelfBanned},
		},
		"GET /items": {
			Summary: "The item catalogue, searched and paged.",
			Data:    []itemView{},
			Access:  anyone,
			Params:  append(paging(catalog.ItemsPageSize), p("search", str(200))),
			List:    true,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.SelfBanned},
		},
	})
}
