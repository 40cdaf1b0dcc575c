package rest

import (
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/promo"
)

func init() {
	describe("promo", map[string]opDoc{
		"POST /promocode": {
			Summary: "Activates a promo code {code}; the client builds the success text from its type.",
			Data:    activationView{},
			Params:  []param{p("code", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.CaseDisabled, apperr.CodeCooldown, apperr.CodeCooldownMonth, apperr.CodeCooldownToday, apperr.CodeCooldownTwice, apperr.CodeCooldownTwiceToday, apperr.Forbidden, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.NoDeposits, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.PromoUnavailable, apperr.Restricted, apperr.SelfBanned, apperr.UserHasReferer},
		},
		"GET /promo/{code}": {
			Summary: "A promo page: its code groups and what they give.",
			Data:    promoView{},
			Access:  anyone,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /promo/{name}/activate": {
			Summary: "Activates a promo page's code; group is optional.",
			Data:    activationView{},
			Params:  []param{p("group", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.CaseDisabled, apperr.CodeCooldown, apperr.CodeCooldownMonth, apperr.CodeCooldownToday, apperr.CodeCooldownTwice, apperr.CodeCooldownTwiceToday, apperr.Forbidden, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.NoDeposits, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.PromoUnavailable, apperr.Restricted, apperr.SelfBanned, apperr.UserHasReferer},
		},
		"GET /user/history/promocodes": {
			Summary: "The viewer's activated codes, paged.",
			Data:    []activationView{},
			Params:  paging(promo.HistoryPageSize),
			List:    true,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /user/referrer": {
			Summary: "Binds the viewer to a partner code saved by a ref- page.",
			Data:    referrerView{},
			Params:  []param{p("code", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.IdempotencyConflict, apperr.NotEnoughMoney, apperr.NotFound, apperr.SelfBanned, apperr.UserHasReferer},
		},
	})
}
