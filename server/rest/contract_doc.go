package rest

import (
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/contract"
	"github.com/casefront/casefront/server/inventory"
)

func init() {
	describe("contract", map[string]opDoc{
		"GET /contract/info": {
			Summary: "The contract's rules: modes, limits.",
			Data:    contractInfoView{},
			Access:  anyone,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /contract/user-items": {
			Summary: "The viewer's drops that can go into a contract, paged.",
			Data:    []dropView{},
			Params:  paging(inventory.PageSize),
			List:    true,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /contract/upgrade-items": {
			Summary: "The outcome table of drops {ids} and bullets_amount, or of a bare stake, in a mode.",
			Data:    contractPreviewView{},
			Params:  []param{p("ids", idsS), p("bullets_amount", intMin(0)), p("stake", amount), p("mode", str(200)), p("market_hash_name", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /contract/understand": {
			Summary: "Records that the viewer read the contract rules.",
			Data:    rulesAcceptedView{},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /contract/create": {
			Summary: "Plays a contract {ids, bullets_amount, market_hash_name, mode, delay}.",
			Data:    contractPlayedView{},
			Params:  []param{p("ids", idsS), p("bullets_amount", intMin(0)), p("delay", intMin(0)), p("mode", str(200)), p("market_hash_name", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /user/history/contracts": {
			Summary: "The viewer's contracts, paged.",
			Data:    []contractView{},
			Params:  paging(contract.PageSize),
			List:    true,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
	})
}
