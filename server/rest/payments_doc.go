package rest

func init() {
	describe(map[string]opDoc{
		"GET /payments-page/grouped-list": {
			Summary: "The payment methods, grouped.",
			Access:  anyone,
		},
		"POST /payments-page/by-codename": {
			Summary: "One payment method {codename}.",
			Access:  anyone,
			Params:  []param{p("codename", str(200))},
		},
		"POST /payments-page/search": {
			Summary: "Payment methods matching {search_query}.",
			Access:  anyone,
			Params:  []param{p("search_query", str(200))},
		},
		"POST /payments-page/{gate}/createPayment": {
			Summary: "Creates a payment at a gateway {method, data: {amount}}; answers {status: 'success', data: {redirect, payment}}.",
			Params:  []param{p("method", str(200)), p("amount", amount)},
		},
		"GET /payments/{reference}": {
			Summary: "Where one of the viewer's payments stands.",
		},
		"POST /stmboy/verify": {
			Summary: "Asks the gateway where the viewer's own STMBoy skin deposit {reference} stands and answers the payment.",
			Params:  []param{p("reference", str(200))},
		},
		"POST /50skins/verify": {
			Summary: "Asks the gateway where the viewer's own 50skins skin deposit {reference} stands and answers the payment.",
			Params:  []param{p("reference", str(200))},
		},
	})
}
