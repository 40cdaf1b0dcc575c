package rest

import (
	"github.com/casefront/casefront/server/apperr"
)

func init() {
	describe("families", map[string]opDoc{
		"POST /case/stack/open": {
			Summary: "Opens a stack case {id|alias, size, fast}.",
			Data:    openedView{},
			Params:  []param{p("size", intMin(0)), fast, p("id", idS), p("case_id", intMin(0)), p("alias", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.CaseDisabled, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /case/range/open": {
			Summary: "Opens a range case {id|alias, min, max, fast}.",
			Data:    openedView{},
			Params:  []param{p("min", amount), p("max", amount), fast, p("id", idS), p("case_id", intMin(0)), p("alias", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.CaseDisabled, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /case/range/quote": {
			Summary: "The price and odds of a range before opening it.",
			Data:    rangeQuoteView{},
			Access:  anyone,
			Params:  []param{p("min", amount), p("max", amount), fast, p("id", idS), p("case_id", intMin(0)), p("alias", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /case/bullet/open": {
			Summary: "Opens a case paid in bullets {id|alias, count, fast}.",
			Data:    openedView{},
			Params:  []param{p("count", intMin(0)), p("id", idS), p("case_id", intMin(0)), p("alias", str(200)), fast},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.CaseDisabled, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /case/candy/open": {
			Summary: "Opens a case paid in candies {id|alias, count, fast}.",
			Data:    openedView{},
			Params:  []param{p("count", intMin(0)), p("id", idS), p("case_id", intMin(0)), p("alias", str(200)), fast},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.CaseDisabled, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /win/case/open": {
			Summary: "Opens a won case {id, fast}, id being the drop of the container.",
			Data:    openedView{},
			Params:  []param{p("id", idS), fast},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.CaseDisabled, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
	})
}
