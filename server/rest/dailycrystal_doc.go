package rest

import (
	"github.com/casefront/casefront/server/apperr"
)

// The daily crystal answers (the handlers answer these types).
type (
	dailyCrystalListDoc struct {
		Day    string             `json:"day"`     // YYYY-MM-DD, UTC
		NextAt string             `json:"next_at"` // RFC 3339: the next UTC day
		Items  []dailyCrystalView `json:"items"`
	}
	dailyCrystalReceivedDoc struct {
		Day      string             `json:"day"`
		NextAt   string             `json:"next_at"`
		Items    []dailyCrystalView `json:"items"`
		Received dailyCrystalView   `json:"received"`
		Crystals int64              `json:"crystals"` // the viewer's crystals after it
	}
)

func init() {
	tagDescriptions["dailycrystal"] = "The daily crystal list: crystals received once a UTC day per reward whose condition holds (docs/tasks.md)."
	describe("dailycrystal", map[string]opDoc{
		"GET /dailycrystal/list": {
			Summary: "The viewer's daily crystal list today: each reward's condition, progress, and whether it is received or available.",
			Data:    dailyCrystalListDoc{},
		},
		"POST /dailycrystal/receive": {
			Summary: "Receives one daily crystal reward {reward_type}; answers the list after it, the reward and the viewer's crystals.",
			Desc:    "Refusals are api.validation with a reason: reward_unknown, reward_received (with next_at), condition_not_met (with condition, progress, needed).",
			Params:  []param{req("reward_type", str(64))},
			Example: map[string]any{"reward_type": "visit"},
			Data:    dailyCrystalReceivedDoc{},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.SelfBanned},
		},
	})
}
