package rest

import (
	"github.com/casefront/casefront/server/apperr"
)

func init() {
	describe("fair", map[string]opDoc{
		"GET /fair/verify": {
			Summary: "Recomputes a roll from revealed seeds and a nonce (or an upgrade_ticket).",
			Data:    oneOfData{rollVerifiedView{}, warehouseVerifiedView{}, pinataVerifiedView{}},
			Access:  anyone,
			Params: []param{p("nonce", intMin(0)), p("cursor", intMin(0)), p("revision", intMin(0)), p("server_seed", str(200)), p("client_seed", str(200)), p("case", str(200)), p("roll", str(200)),
				p("warehouse", str(200), "BULLETS:REVISION: recompute a warehouse draw instead"), p("pinata", str(200), "EVENT:REVISION: recompute a piñata roll instead")},
			Errors: []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /fair/seed": {
			Summary: "The viewer's current seed pair: the server seed's hash, the client seed and the next nonce.",
			Data:    seedView{},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.SelfBanned},
		},
		"POST /fair/client_seed": {
			Summary: "Sets the viewer's client seed for the next rolls.",
			Data:    reseededView{},
			Example: map[string]any{"client_seed": "my lucky seed"},
			Params:  []param{p("client_seed", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.SelfBanned},
		},
		"POST /fair/rotate": {
			Summary: "Reveals the current server seed and starts a new pair.",
			Data:    reseededView{},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.SelfBanned},
		},
	})
}
