package rest

import (
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/users"
)

func init() {
	describe("users", map[string]opDoc{
		"GET /user/me": {
			Summary: "The viewer's account: balances, level, settings; beside data, analytics: the viewer's pending analytics events (ga4, fbq, snap, outbrain, taboola, mgid, bing arrays), each handed out once.",
			Data:    userView{},
			Top:     map[string]any{"analytics": analyticsView{}},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /user": {
			Summary: "A player's public profile {id}.",
			Data:    userView{},
			Access:  anyone,
			Params:  []param{p("id", idS)},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.SelfBanned},
		},
		"POST /user/set_country": {
			Summary: "Sets the viewer's country {country_code}.",
			Data:    userView{},
			Params:  []param{p("country_code", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.IdempotencyConflict, apperr.NotEnoughMoney, apperr.NotFound, apperr.SelfBanned},
		},
		"POST /user/set_lang": {
			Summary: "Sets the viewer's language {lang}.",
			Data:    userView{},
			Params:  []param{p("lang", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.IdempotencyConflict, apperr.NotEnoughMoney, apperr.NotFound, apperr.SelfBanned},
		},
		"POST /user/save_tradeoffer_url": {
			Summary: "Saves the viewer's Steam trade link {tradeoffer}.",
			Data:    userView{},
			Params:  []param{p("tradeoffer", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.IdempotencyConflict, apperr.NotEnoughMoney, apperr.NotFound, apperr.SelfBanned},
		},
		"GET /countries": {
			Summary: "The countries, labelled in the locale parameter's language, else the player's.",
			Data:    []users.Country{},
			Access:  anyone,
			Params:  []param{p("locale", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.SelfBanned},
		},
		"GET /blacklisted/list": {
			Summary: "The self-ban durations offered.",
			Data:    selfBanOptionsView{},
			Access:  anyone,
		},
		"POST /blacklisted/create": {
			Summary: "Self-bans the viewer for {days}.",
			Data:    userView{},
			Params:  []param{p("days", intMin(0))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.IdempotencyConflict, apperr.NotEnoughMoney, apperr.NotFound, apperr.SelfBanned},
		},
	})
}
