package rest

import (
	"github.com/casefront/casefront/server/apperr"
)

func init() {
	describe("levels", map[string]opDoc{
		"GET /level/user-levels": {
			Summary: "Every level with its XP threshold, reward and the viewer's state (anonymous: no state).",
			Data:    []levelView{},
			Access:  anyone,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /level/level-up": {
			Summary: "Claims the viewer's next level {level}.",
			Data:    levelClaimedView{},
			Params:  []param{p("level", intMin(0))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.CaseDisabled, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /level/level-up-extra": {
			Summary: "Claims an extra level reward {level}.",
			Data:    levelClaimedView{},
			Params:  []param{p("level", intMin(0))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.CaseDisabled, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /level/extra-rewards-deposits": {
			Summary: "The viewer's standing for the extra rewards: referrals, deposits since the last extra reward, each row's progress and the missing levels.",
			Data:    extraProgressView{},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
	})
}
