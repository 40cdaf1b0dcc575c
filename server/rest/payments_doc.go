package rest

import (
	"github.com/casefront/casefront/server/apperr"
)

func init() {
	describe("payments", map[string]opDoc{
		"GET /payments-page/grouped-list": {
			Summary: "The payment methods, grouped.",
			Data:    []groupView{},
			Access:  anyone,
		},
		"POST /payments-page/by-codename": {
			Summary: "One payment method {codename}.",
			Data:    methodView{},
			Access:  anyone,
			Params:  []param{p("codename", str(200))},
			Errors:  []*apperr.Error{apperr.NotFound},
		},
		"POST /payments-page/search": {
			Summary: "Payment methods matching {search_query}.",
			Data:    []groupView{},
			Access:  anyone,
			Params:  []param{p("search_query", str(200))},
		},
		"POST /payments-page/{gate}/createPayment": {
			Summary: "Creates a payment at a gateway {method, data: {amount}}; answers {status: 'success', data: {redirect, payment}}.",
			Data:    paymentCreatedView{},
			Example: map[string]any{"method": "zen", "data": map[string]any{"amount": "25.00"}},
			Status:  true,
			Params:  []param{p("method", str(200)), p("amount", amount), p("data", schema{"type": "object", "properties": map[string]any{"amount": amount}}, "the spec client's wrapper: {data: {amount}}")},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.CaseDisabled, apperr.CodeCooldown, apperr.CodeCooldownMonth, apperr.CodeCooldownToday, apperr.CodeCooldownTwice, apperr.CodeCooldownTwiceToday, apperr.Forbidden, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.NoDeposits, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.PaymentUnavailable, apperr.PromoUnavailable, apperr.Restricted, apperr.SelfBanned, apperr.UserHasReferer, apperr.WebhookInvalid},
		},
		"GET /payments/{reference}": {
			Summary: "Where one of the viewer's payments stands.",
			Data:    paymentView{},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /stmboy/verify": {
			Summary: "Asks the gateway where the viewer's own STMBoy skin deposit {reference} stands and answers the payment.",
			Data:    paymentView{},
			Params:  []param{p("reference", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.CaseDisabled, apperr.CodeCooldown, apperr.CodeCooldownMonth, apperr.CodeCooldownToday, apperr.CodeCooldownTwice, apperr.CodeCooldownTwiceToday, apperr.Forbidden, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.NoDeposits, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.PaymentUnavailable, apperr.PromoUnavailable, apperr.Restricted, apperr.SelfBanned, apperr.UserHasReferer, apperr.WebhookInvalid},
		},
		"POST /50skins/verify": {
			Summary: "Asks the gateway where the viewer's own 50skins skin deposit {reference} stands and answers the payment.",
			Data:    paymentView{},
			Params:  []param{p("reference", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.CaseDisabled, apperr.CodeCooldown, apperr.CodeCooldownMonth, apperr.CodeCooldownToday, apperr.CodeCooldownTwice, apperr.CodeCooldownTwiceToday, apperr.Forbidden, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.NoDeposits, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.PaymentUnavailable, apperr.PromoUnavailable, apperr.Restricted, apperr.SelfBanned, apperr.UserHasReferer, apperr.WebhookInvalid},
		},
	})
}
