package rest

import (
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/inventory"
)

func init() {
	describe("dailybonus", map[string]opDoc{
		"GET /dailybonus": {
			Summary: "The viewer's daily bonus: the case (id 109), whether it can be opened and when next.",
			Data:    dailyBonusView{},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /dailybonus/drop": {
			Summary: "The daily bonus case's latest drops on the feed (limit at most 20).",
			Data:    []winView{},
			Access:  anyone,
			Params:  []param{p("limit", intMin(0))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /dailybonus/history": {
			Summary: "The viewer's own daily bonus drops, newest first (limit at most 20).",
			Data:    []dropView{},
			Params:  paging(inventory.PageSize),
			List:    true,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /dailybonus/top": {
			Summary: "The daily bonus case's dearest drops of the last 24 hours (limit at most 20).",
			Data:    []winView{},
			Access:  anyone,
			Params:  []param{p("limit", intMin(0))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /dailybonus/open": {
			Summary: "Opens today's daily bonus {fast}: the answer of every opening, free, with the daily bonus as it is after the open.",
			Data:    dailyBonusOpenedView{},
			Params:  []param{fast},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.CaseDisabled, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /user/history/dailybonus": {
			Summary: "The viewer's own daily bonus drops, newest first, paged.",
			Data:    []dropView{},
			Params:  paging(inventory.PageSize),
			List:    true,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
	})
}
