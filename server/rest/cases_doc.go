package rest

import (
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
)

func init() {
	describe("cases", map[string]opDoc{
		"POST /case/open": {
			Summary: "Opens a paid case {id|alias, count, fast}: pays, rolls provably fair, and answers the drops.",
			Data:    openedView{},
			Example: map[string]any{"alias": "recoil-case", "count": 2, "fast": true},
			Params:  []param{p("count", intIn(1, cases.MaxCount), "how many to open at once (default 1)"), p("id", idS), p("case_id", intMin(0)), p("alias", str(200)), fast},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.CaseDisabled, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /case/reward": {
			Summary: "Lists the viewer's reward cases with their inventory_count.",
			Data:    []rewardStackView{},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /case/drop": {
			Summary: "A case's latest finished wins on the feed (id or alias, limit at most 20).",
			Data:    []winView{},
			Access:  anyone,
			Params:  []param{p("id", idS), p("limit", intMin(0)), p("alias", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /case/reward/open": {
			Summary: "Opens free reward cases: the same request and answer as a paid opening, at no cost.",
			Data:    openedView{},
			Params:  []param{p("count", intMin(0)), p("id", idS), p("case_id", intMin(0)), p("alias", str(200)), fast},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.CaseDisabled, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
	})
}
