package rest

import (
	"github.com/casefront/casefront/server/apperr"
)

// The seasonal event's answers (the handlers answer these types).
type (
	seasonBoardDoc struct {
		Event          string            `json:"event"`
		Status         string            `json:"status"`
		Date           string            `json:"date"`
		Data           []seasonEntryView `json:"data"`
		UserPosition   int               `json:"user_position"`
		NextDateReward *string           `json:"next_date_reward"`
		CurrentUser    *seasonEntryView  `json:"current_user"`
	}
	seasonCandiesDoc struct {
		Candies int64 `json:"candies"`
	}
	seasonBoughtDoc struct {
		ID        int              `json:"id"`
		Kind      string           `json:"kind"`
		Price     int64            `json:"price"`
		Delivered string           `json:"delivered"`
		Drop      *dropView        `json:"drop,omitempty"`
		User      seasonCandiesDoc `json:"user"`
	}
	seasonPinataDoc struct {
		Drop           dropView         `json:"drop"`
		Event          string           `json:"event"`
		Revision       int              `json:"revision"`
		Price          int64            `json:"price"`
		Nonce          int64            `json:"nonce"`
		Ticket         int64            `json:"ticket"`
		TotalWeight    int64            `json:"total_weight"`
		ServerSeedHash string           `json:"server_seed_hash"`
		ClientSeed     string           `json:"client_seed"`
		User           seasonCandiesDoc `json:"user"`
	}
)

func init() {
	tagDescriptions["season"] = "The seasonal event: candies earned on paid play, the candy shop, the piñata and the daily leaderboard (docs/season.md)."
	event := p("event", str(100), "an event's key or route; default halloween")
	describe("season", map[string]opDoc{
		"GET /halloween/leaderboard": {
			Summary: "The event's leaderboard of the day (the final day's once it ended): the top places, the viewer's position (999 without one), their own row and when the day's rewards are paid.",
			Access:  anyone,
			Params:  []param{event},
			Data:    seasonBoardDoc{},
			Errors:  []*apperr.Error{apperr.NotFound},
		},
		"GET /halloween/leaderboard_history": {
			Summary: "The viewer's past days of the event, newest first: position (999 without one), the candies it was paid, the date.",
			Params:  []param{event},
			Data:    []seasonHistoryView{},
			Errors:  []*apperr.Error{apperr.NotFound},
		},
		"POST /halloween/buy": {
			Summary: "Spends candies on the shop offer {id} while its event is on: a reward case, a skin in the inventory or a customization.",
			Desc:    "An event that is not on is api.validation, reason event_upcoming or event_ended.",
			Params:  []param{req("id", intIn(1, 1000000000), "the offer")},
			Example: map[string]any{"id": 1},
			Data:    seasonBoughtDoc{},
			Errors: []*apperr.Error{apperr.AccountRestricted, apperr.SelfBanned, apperr.NotFound, apperr.NotEnoughCandies,
				apperr.OutOfStock, apperr.CustomizationOwned},
		},
		"POST /halloween/pinata_open": {
			Summary: "Spends the event's piñata price in candies on one provably fair draw; answers the drop, the roll's fairness data and the candies left.",
			Desc:    "The roll is verified by GET /fair/verify?pinata=EVENT:REVISION (a drop's roll without the pinata: prefix).",
			Params:  []param{event},
			Example: map[string]any{"event": "halloween"},
			Data:    seasonPinataDoc{},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.SelfBanned, apperr.NotFound, apperr.NotEnoughCandies},
		},
	})
}
