package rest

import (
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/tracking"
)

func init() {
	tagDescriptions["tracking"] = "Page views, campaign click ids and the players' ratings (docs/tracking.md). Analytics events come beside data on GET /user/me."
	describe("tracking", map[string]opDoc{
		"GET /go/{path...}": {
			Summary: "Counts a client navigation to /{path} (sent on each navigation after the first); answers 204 at once.",
			Desc:    "The path may hold letters, digits, / and -_.~, at most 200 bytes; anything else is api.validation. Counts are kept per path and day.",
			Access:  anyone,
			Responses: map[string]any{"204": map[string]any{"description": "counted"},
				"422": errorResponse([]string{apperr.Validation.Key}), "429": errorResponse([]string{apperr.RateLimited.Key})},
		},
		"GET /clickids/add/": {
			Summary: "Keeps a campaign click id {source, id} a day in the visitor's cookie click_id; it is bound to the player who signs up or starts a deposit within the day.",
			Desc:    "source is one of gclid, gbraid, wbraid, fbclid, ttclid, msclkid, sccid, obclid, tblci, mgclid, twclid (else api.validation, reason click_source_unknown); id is 1 to 255 letters, digits or -_.~.",
			Access:  anyone,
			Params:  []param{req("source", oneOfStr(tracking.ClickSources...)), req("id", schema{"type": "string", "pattern": `^[A-Za-z0-9._~-]{1,255}$`})},
			Data:    clickView{},
		},
		"POST /rate": {
			Summary: "Rates the service {stars: 1–5, comment: at most 500 characters}; rating again replaces the player's rating.",
			Params:  []param{req("stars", intIn(1, 5)), p("comment", str(500))},
			Example: map[string]any{"stars": 5, "comment": "Fast withdrawals"},
			Data:    tracking.Rating{},
		},
	})
}
