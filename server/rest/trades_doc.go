package rest

import (
	entschema "github.com/casefront/casefront/ent/schema"
	"github.com/casefront/casefront/server/apperr"
)

func init() {
	describe("trades", map[string]opDoc{
		"POST /reserve": {
			Summary: "Reserves a drop for a withdrawal {id}.",
			Example: map[string]any{"id": 17179869185},
			Status:  true,
			Data:    winStateSchema,
			Params:  []param{p("id", idS)},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.IdempotencyConflict, apperr.InvalidWallet, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.ItemTooCheap, apperr.NeedSkillGamingVote, apperr.NoTradeURL, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned, apperr.SupplierUnavailable, apperr.SwapUnavailable, apperr.TradeURLMismatch, apperr.TradesBlocked, apperr.WageringRequired, apperr.WithdrawLimit, apperr.WithdrawNotOpen},
		},
		"POST /reserve/delete": {
			Summary: "Cancels a drop's reservation {id}; answers the drop's state afterwards.",
			Status:  true,
			Data:    winStateSchema,
			Params:  []param{p("id", idS)},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.IdempotencyConflict, apperr.InvalidWallet, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.ItemTooCheap, apperr.NeedSkillGamingVote, apperr.NoTradeURL, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned, apperr.SupplierUnavailable, apperr.SwapUnavailable, apperr.TradeURLMismatch, apperr.TradesBlocked, apperr.WageringRequired, apperr.WithdrawLimit, apperr.WithdrawNotOpen},
		},
		"POST /win/accept": {
			Summary: "Withdraws a drop to the saved Steam trade link {id}.",
			Data:    acceptedView{},
			Status:  true,
			Params:  []param{p("id", idS)},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.IdempotencyConflict, apperr.InvalidWallet, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.ItemTooCheap, apperr.NeedSkillGamingVote, apperr.NoTradeURL, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned, apperr.SupplierUnavailable, apperr.SwapUnavailable, apperr.TradeURLMismatch, apperr.TradesBlocked, apperr.WageringRequired, apperr.WithdrawLimit, apperr.WithdrawNotOpen},
		},
		"POST /win/accept/deferred": {
			Summary: "Withdraws a drop later, when the supplier has it {id}.",
			Data:    acceptedView{},
			Status:  true,
			Params:  []param{p("id", idS)},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.IdempotencyConflict, apperr.InvalidWallet, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.ItemTooCheap, apperr.NeedSkillGamingVote, apperr.NoTradeURL, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned, apperr.SupplierUnavailable, apperr.SwapUnavailable, apperr.TradeURLMismatch, apperr.TradesBlocked, apperr.WageringRequired, apperr.WithdrawLimit, apperr.WithdrawNotOpen},
		},
		"POST /win/accept/crypto": {
			Summary: "Withdraws a drop's value in a cryptocurrency {id, type, wallet}.",
			Data:    acceptedView{},
			Example: map[string]any{"id": 17179869185, "type": "btc", "wallet": "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"},
			Status:  true,
			Params:  []param{p("type", str(200)), p("wallet", str(200)), p("id", idS)},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.IdempotencyConflict, apperr.InvalidWallet, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.ItemTooCheap, apperr.NeedSkillGamingVote, apperr.NoTradeURL, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned, apperr.SupplierUnavailable, apperr.SwapUnavailable, apperr.TradeURLMismatch, apperr.TradesBlocked, apperr.WageringRequired, apperr.WithdrawLimit, apperr.WithdrawNotOpen},
		},
		"POST /win/accept/opskins": {
			Summary: "OPSkins is retired: always api.opskins_retired.",
			Errors:  []*apperr.Error{apperr.OpskinsRetired},
		},
		"POST /win/decline": {
			Summary: "Declines a drop's withdrawal {id}; answers the drop's state afterwards.",
			Status:  true,
			Data:    winStateSchema,
			Params:  []param{p("id", idS)},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.IdempotencyConflict, apperr.InvalidWallet, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.ItemTooCheap, apperr.NeedSkillGamingVote, apperr.NoTradeURL, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned, apperr.SupplierUnavailable, apperr.SwapUnavailable, apperr.TradeURLMismatch, apperr.TradesBlocked, apperr.WageringRequired, apperr.WithdrawLimit, apperr.WithdrawNotOpen},
		},
		"GET /trade_states": {
			Summary: "The withdrawal states and what they mean.",
			Data:    []tradeStateView{},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /swap/variants": {
			Summary: "Lists the items a win can be swapped for. type is accepted for the client's sake; every variant is a skin.",
			Data:    []itemView{},
			Params:  []param{p("id", idS)},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /swap": {
			Summary: "Swaps a won drop {id} for another item {market_hash_name}.",
			Data:    swappedView{},
			Status:  true,
			Params:  []param{p("market_hash_name", str(200)), p("id", idS)},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.CaseDisabled, apperr.Forbidden, apperr.IdempotencyConflict, apperr.InvalidWallet, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.ItemTooCheap, apperr.NeedSkillGamingVote, apperr.NoTradeURL, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned, apperr.SupplierUnavailable, apperr.SwapUnavailable, apperr.TradeURLMismatch, apperr.TradesBlocked, apperr.WageringRequired, apperr.WithdrawLimit, apperr.WithdrawNotOpen},
		},
		"GET /user/history/withdraws": {
			Summary: "The viewer's withdrawals, paged.",
			Data:    []tradeStateView{},
			Params:  paging(20),
			List:    true,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
	})
}

// winStateSchema is a win move's answer (winStateView): state in the spec's
// vocabulary, drop_state as stored (ent/schema/drop.go).
var winStateSchema = schema{
	"type": "object", "required": []any{"id", "state", "drop_state"}, "additionalProperties": false,
	"properties": map[string]any{
		"id":         idS,
		"state":      schema{"type": "string", "enum": []any{"reserved", "accepted", "swapped", "sold", "declined"}, "description": "declined: back in the inventory, available"},
		"drop_state": schema{"type": "string", "enum": dropStates()},
	},
}

func dropStates() []any {
	var out []any
	for _, s := range entschema.DropStates {
		out = append(out, s)
	}
	return out
}
