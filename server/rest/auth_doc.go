package rest

import (
	"github.com/casefront/casefront/server/apperr"
)

func init() {
	describe("auth", map[string]opDoc{
		"GET /auth/login": {
			Summary: "Starts a sign-in bound to this browser: it keeps the browser's sign-in cookie (so sign-ins in two tabs both work) or sets a new one.",
			Data:    loginView{},
			Access:  anyone,
			Params:  []param{p("ref_code", str(200)), p("is_from_ref_page", flag()), p("redirect_back", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.SelfBanned},
		},
		"GET /auth/token": {
			Summary: "Exchanges the sign-in cookie for an access token (JWT) and its expiry.",
			Data:    tokenView{},
			Access:  anyone,
			Params:  []param{p("session", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.LoginFailed, apperr.NotFound, apperr.SelfBanned, apperr.SessionInvalid},
		},
		"GET /auth/logout": {
			Summary: "Revokes the presented token everywhere (every instance refuses it from now on); a visitor without a token is simply told it worked.",
			Data:    okView{},
			Access:  anyone,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.SelfBanned},
		},
	})
}
