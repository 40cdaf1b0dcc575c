package rest

import (
	"github.com/casefront/casefront/server/apperr"
)

func init() {
	describe("progress", map[string]opDoc{
		"GET /case/gacha": {
			Data:    gachaView{},
			Summary: "The viewer's meter on a gacha case (case_id|id|alias).",
			Params:  []param{p("id", idS), p("case_id", intMin(0)), p("alias", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /case/gacha/open": {
			Data:    gachaOpenedView{},
			Summary: "Opens a gacha case {id|alias, count, expected_progress, fast}.",
			Params:  []param{p("count", intMin(0)), fast, p("id", idS), p("case_id", intMin(0)), p("alias", str(200)), p("expected_progress", intMin(0))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.CaseDisabled, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /case/gacha/reset": {
			Data:    gachaResetView{},
			Summary: "Trades the meter for crystals {id|alias, expected_progress}.",
			Params:  []param{p("id", idS), p("case_id", intMin(0)), p("alias", str(200)), p("expected_progress", intMin(0))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.CaseDisabled, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /case/dota": {
			Data:    dotaView{},
			Summary: "The viewer's progress on a dota case.",
			Params:  []param{p("id", idS), p("case_id", intMin(0)), p("alias", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /case/dota/rare_chances": {
			Data:    dotaChancesView{},
			Summary: "The rare chance now and for the next opens up to the cap.",
			Params:  []param{p("id", idS), p("case_id", intMin(0)), p("alias", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /case/dota/open": {
			Data:    dotaOpenedView{},
			Summary: "Opens a dota case {id|alias, count, expected_progress, fast}.",
			Params:  []param{p("count", intMin(0)), fast, p("id", idS), p("case_id", intMin(0)), p("alias", str(200)), p("expected_progress", intMin(0))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.CaseDisabled, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /case/discovered": {
			Data:    boardView{},
			Summary: "The viewer's current board on a discovered case, dealt on the first view.",
			Params:  []param{p("id", idS), p("case_id", intMin(0)), p("alias", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /case/discovered/select": {
			Data:    boardView{},
			Summary: "Picks a card of the board {id|alias, index}.",
			Params:  []param{p("index", intMin(0)), p("id", idS), p("case_id", intMin(0)), p("alias", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.CaseDisabled, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /case/discovered/open": {
			Data:    discoveredOpenedView{},
			Summary: "Opens the discovered case with the picked card {id|alias, fast}.",
			Params:  []param{fast, p("id", idS), p("case_id", intMin(0)), p("alias", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.CaseDisabled, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
	})
}
