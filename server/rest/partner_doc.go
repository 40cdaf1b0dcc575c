package rest

import (
	"time"

	"github.com/casefront/casefront/server/apperr"
)

// The partner programme's answers (the handlers answer these types).
type (
	partnerCodeCheckDoc struct {
		Code      string `json:"code"`
		Available bool   `json:"available"`
		// Reason is format, reserved, taken or no_changes_left; "" when available.
		Reason string `json:"reason"`
	}
	partnerDayDoc struct {
		Day      string `json:"day"`
		Uses     int    `json:"uses"`
		Deposits Money  `json:"deposits"`
		Earnings Money  `json:"earnings"`
	}
	creatorUseDoc struct {
		Nickname  string    `json:"nickname"`
		Avatar    string    `json:"avatar"`
		UsedAt    time.Time `json:"used_at"`
		Deposited Money     `json:"deposited"`
		Earned    Money     `json:"earned"`
	}
	partnerShopItemDoc struct {
		Item  itemView `json:"item"`
		Price Money    `json:"price"`
	}
	partnerWithdrawnDoc struct {
		Transfer partnerTransferView `json:"transfer"`
		Partner  partnerView         `json:"partner"`
		Balance  Money               `json:"balance"`
	}
	partnerBoughtDoc struct {
		Transfer partnerTransferView `json:"transfer"`
		Drop     dropView            `json:"drop"`
		Partner  partnerView         `json:"partner"`
	}
)

// cursorMeta is the partner lists' meta: {total, has_next} (pages by after).
var cursorMeta = map[string]any{"meta": schema{
	"type": "object", "required": []any{"total", "has_next"}, "additionalProperties": false,
	"properties": map[string]any{"total": schema{"type": "integer", "minimum": 0}, "has_next": schema{"type": "boolean"}},
}}

// cursorParams are after (the last id of the previous page) and limit (1–50, 20 by default).
var cursorParams = []param{p("after", intMin(0), "the last id of the previous page; 0 or absent: the first page"),
	p("limit", intIn(1, 50), "rows per page, 20 by default")}

var partnerCode = p("code", str(16), "3 to 16 letters, digits, _ or -, no reserved word (upper-cased)")

func init() {
	tagDescriptions["partner"] = "The partner programme: the referral code, levels, earnings, withdrawals, the partner shop, the creator view (docs/partner.md)."
	describe("partner", map[string]opDoc{
		"GET /partner": {
			Summary: "The viewer's partner standing: code, level and the next, referrals, earnings, partner balance, the crypto withdrawal rules.",
			Data:    partnerView{},
			Errors:  []*apperr.Error{apperr.Restricted},
		},
		"GET /partner/check_code": {
			Summary: "Whether the viewer may save {code} now (writes nothing; the save decides again).",
			Params:  []param{partnerCode},
			Data:    partnerCodeCheckDoc{},
			Errors:  []*apperr.Error{apperr.Restricted},
		},
		"GET /partner/levels": {
			Summary: "The partner levels: share and referral bonus in basis points, the referrals' deposits each starts from.",
			Access:  anyone,
			Data:    []partnerLevelView{},
		},
		"GET /partner/transfers": {
			Summary: "The viewer's withdrawals and shop purchases, newest first, paged by after (meta {total, has_next}).",
			Params:  cursorParams,
			Data:    []partnerTransferView{},
			Top:     cursorMeta,
			Errors:  []*apperr.Error{apperr.Restricted},
		},
		"GET /partner/history": {
			Summary: "The viewer's earnings, one row per referral deposit (clawed back ones marked), paged by after (meta {total, has_next}).",
			Params:  cursorParams,
			Data:    []partnerEarningView{},
			Top:     cursorMeta,
			Errors:  []*apperr.Error{apperr.Restricted},
		},
		"GET /partner/creator_history": {
			Summary: "The creator chart: per day, the code's uses, the referrals' deposits and the earnings {days}.",
			Params:  []param{p("days", intIn(1, 366), "days back from today, 30 by default")},
			Data:    []partnerDayDoc{},
			Errors:  []*apperr.Error{apperr.Restricted},
		},
		"GET /partner/shop": {
			Summary: "The partner shop: items sold for partner balance at their catalogue price.",
			Data:    []partnerShopItemDoc{},
			Errors:  []*apperr.Error{apperr.Restricted},
		},
		"GET /user/history/creator_uses": {
			Summary: "The players who used the viewer's code, with what they deposited and earned the viewer {page, per_page} (5 a page by default).",
			Params:  []param{p("page", intIn(1, 10000), "page number, from 1"), p("per_page", intIn(1, 50), "rows per page, 5 by default")},
			Data:    []creatorUseDoc{},
			List:    true,
			Errors:  []*apperr.Error{apperr.Restricted},
		},
		"POST /partner/save_code": {
			Summary: "Saves the viewer's referral code {code}; the old code stops working at once. Saving the current code again uses no save.",
			Params:  []param{partnerCode},
			Example: map[string]any{"code": "MYCODE"},
			Data:    partnerView{},
			Errors:  []*apperr.Error{apperr.PartnerCodeInvalid, apperr.PartnerCodeNoChanges, apperr.PartnerCodeTaken, apperr.Restricted},
		},
		"POST /partner/withdraw/{crypto}": {
			Summary: "Withdraws partner balance: {crypto} balance moves {amount?} (no amount: all of it) to the money balance; btc, ltc, eth or usdt pays {wallet, amount} out in that coin.",
			Desc: "The path parameter is `balance` or a coin: btc, ltc, eth, usdt (anything else is api.validation, field coin). " +
				"A crypto withdrawal is at least crypto_minimum (GET /partner), the wallet is checked per coin, and it needs a player who may play; " +
				"without a payout API it is api.restricted (feature withdraw_crypto). A partner balance below the amount, or below zero after a clawback, is api.partner_balance_low.",
			PathParams: map[string]schema{"crypto": oneOfStr("balance", "btc", "ltc", "eth", "usdt")},
			Params:     []param{p("amount", amount, "dollars; required for a coin, optional for balance (absent: the whole partner balance)"), p("wallet", str(200), "the coin's wallet address (a coin only)")},
			Example:    map[string]any{"wallet": "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "amount": "25.00"},
			Data:       partnerWithdrawnDoc{},
			Errors:     []*apperr.Error{apperr.AccountRestricted, apperr.InvalidWallet, apperr.PartnerBalanceLow, apperr.Restricted, apperr.SelfBanned, apperr.WithdrawTooSmall},
		},
		"POST /partner/shop/buy": {
			Summary: "Buys a partner shop item {market_hash_name} with partner balance; the drop goes to the inventory.",
			Params:  []param{req("market_hash_name", str(200))},
			Data:    partnerBoughtDoc{},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.PartnerBalanceLow, apperr.Restricted, apperr.SelfBanned},
		},
	})
	describe("users", map[string]opDoc{
		"POST /user/privacy": {
			Summary: "Sets the viewer's privacy {profile_private?, account_level_hidden?} (an absent field is left as it is); answers the account.",
			Params: []param{p("profile_private", flag(), "hide the inventory and history from others"),
				p("account_level_hidden", flag(), "hide the level from others")},
			Example: map[string]any{"profile_private": true},
			Data:    userView{},
		},
	})
}
