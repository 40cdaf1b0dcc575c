package rest

import (
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/inventory"
	"github.com/casefront/casefront/server/upgrade"
)

func init() {
	describe("upgrade", map[string]opDoc{
		"GET /upgrade/info": {
			Summary: "The upgrade's rules: tiers, limits.",
			Data:    upgradeInfoView{},
			Access:  anyone,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /upgrade/user-items": {
			Summary: "The viewer's drops that can be staked, paged.",
			Data:    []dropView{},
			Params:  paging(inventory.PageSize),
			List:    true,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /upgrade/upgrade-items": {
			Summary: "The items an upgrade can aim at, by tier and stake.",
			Data:    []itemView{},
			Access:  anyone,
			Params:  append(paging(upgrade.PageSize), p("stake", amount), p("tier", str(200)), p("search", str(200))),
			List:    true,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /upgrade/skins": {
			Summary: "Plays an upgrade {ids, market_hash_name, bullets_amount, balance_amount, delay, mode}.",
			Data:    upgradePlayedView{},
			Params:  []param{p("ids", idsS), p("bullets_amount", intMin(0)), p("balance_amount", amount), p("delay", intMin(0)), p("market_hash_name", str(200)), p("mode", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /user/history/upgrades": {
			Summary: "The viewer's upgrades, paged.",
			Data:    []upgradeView{},
			Params:  paging(upgrade.PageSize),
			List:    true,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
	})
}
