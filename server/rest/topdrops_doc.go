package rest

import "github.com/casefront/casefront/server/apperr"

func init() {
	tagDescriptions["topdrops"] = "The dearest wins: the last 24 hours' top, the most expensive win, a profile's best drops (docs/topdrops.md)."
	describe("topdrops", map[string]opDoc{
		"GET /top": {
			Summary: "The dearest wins of the last 24 hours, dearest first (limit at most 50, default 20); a case's wins only, sold or withdrawn ones included, once the feed shows them (docs/topdrops.md).",
			Access:  anyone,
			Data:    []winView{},
			Params:  []param{p("limit", intMin(0))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /most_expensive_win": {
			Summary: "The most expensive win ever, by the same rule as /top; null before the first.",
			Access:  anyone,
			Data:    &winView{},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /user/{id}/top": {
			Summary:    "A player's dearest wins ever (limit at most 30, default 10), by the same rule as /top; none, and private, when the player keeps the profile private from the viewer.",
			Access:     anyone,
			Data:       userTopView{},
			Params:     []param{p("limit", intMin(0))},
			PathParams: map[string]schema{"id": idS},
			Errors:     []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.SelfBanned},
		},
	})
}
