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
			Params: []param{p("nonce", intMin(0)), p("cursor", intMin(0)), p("revision", intMin(0)), p("server_seed", str(200)), p("client_seed", str(200)), p("case", str(200)),
				p("roll", str(200), "the drop's roll descriptor; a range or daily-bonus drop's ends in @SHA256 and is recomputed on the prices of that snapshot"),
				p("warehouse", str(200), "BULLETS:REVISION: recompute a warehouse draw instead"), p("pinata", str(200), "EVENT:REVISION: recompute a piñata roll instead")},
			Errors: []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /fair/contents": {
			Summary: "A table rolls are mapped onto, at one revision, for the standalone verifiers (docs/fair.md): a case's contents, a warehouse pool's or a piñata's prizes, items in roll order with their integer weights, and the SHA-256 of its canonical text.",
			Desc: "One of case (alias) or case_id with revision (a drop's case_revision; 0 or none: the current one), warehouse=BULLETS:REVISION or pinata=EVENT:REVISION (a drop's roll without its prefix). " +
				"sha256 is the hex SHA-256 of the UTF-8 text: the key, a line feed, then for each item in order item_id TAB weight TAB rarity TAB market_hash_name and a line feed; prices are not in it. " +
				"Range and daily-bonus rolls filter on prices: their drop's roll ends in @SHA256, the snapshot of the prices the roll read. With prices=SHA256 the case's items carry that snapshot's prices and prices_sha256 is its hash, the hex SHA-256 of the key, a line feed, then for each item item_id TAB price_cents and a line feed; " +
				"without it the prices are the catalogue's now (prices_sha256 null), which is also how a drop recorded before snapshots (a roll without @) is checked.",
			Access: anyone,
			Params: []param{p("case", str(200), "case alias"), p("case_id", intMin(1), "case id, instead of the alias"), p("revision", intMin(0)),
				p("prices", str(64), "a range or daily-bonus drop's price snapshot: the hash after @ in its roll"),
				p("warehouse", str(200), "BULLETS:REVISION"), p("pinata", str(200), "EVENT:REVISION")},
			Data:   contentsView{},
			Errors: []*apperr.Error{apperr.NotFound},
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
