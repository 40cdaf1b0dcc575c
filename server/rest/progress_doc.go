package rest

import (
	"github.com/casefront/casefront/server/apperr"
)

func init() {
	describe("progress", map[string]opDoc{
		"GET /case/gacha": {
			Summary: "The viewer's meter on a gacha case (case_id|id|alias).",
			Data:    gachaView{},
			Params:  []param{p("id", idS), p("case_id", intMin(0)), p("alias", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /case/gacha/open": {
			Summary: "Opens a gacha case {id|alias, count, expected_progress, fast}.",
			Data:    gachaOpenedView{},
			Params:  []param{p("count", intMin(0)), fast, p("id", idS), p("case_id", intMin(0)), p("alias", str(200)), p("expected_progress", intMin(0))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.CaseDisabled, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /case/gacha/reset": {
			Summary: "Trades the meter for crystals {id|alias, expected_progress}.",
			Data:    gachaResetView{},
			Params:  []param{p("id", idS), p("case_id", intMin(0)), p("alias", str(200)), p("expected_progress", intMin(0))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.CaseDisabled, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /case/dota": {
			Summary: "The viewer's progress on a dota case.",
			Data:    dotaView{},
			Params:  []param{p("id", idS), p("case_id", intMin(0)), p("alias", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /case/dota/rare_chances": {
			Summary: "The rare chance now and for the next opens up to the cap.",
			Data:    dotaChancesView{},
			Params:  []param{p("id", idS), p("case_id", intMin(0)), p("alias", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /case/dota/open": {
			Summary: "Opens a dota case {id|alias, count, expected_progress, fast}.",
			Data:    dotaOpenedView{},
			Params:  []param{p("count", intMin(0)), fast, p("id", idS), p("case_id", intMin(0)), p("alias", str(200)), p("expected_progress", intMin(0))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.CaseDisabled, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /case/discovered": {
			Summary: "The viewer's current board on a discovered case, dealt on the first view.",
			Data:    boardView{},
			Params:  []param{p("id", idS), p("case_id", intMin(0)), p("alias", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /case/discovered/select": {
			Summary: "Picks a card of the board {id|alias, index}.",
			Data:    boardView{},
			Params:  []param{p("index", intMin(0)), p("id", idS), p("case_id", intMin(0)), p("alias", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.CaseDisabled, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /case/discovered/open": {
			Summary: "Opens the discovered case with the picked card {id|alias, fast}.",
			Data:    discoveredOpenedView{},
			Params:  []param{fast, p("id", idS), p("case_id", intMin(0)), p("alias", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.CaseDisabled, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
	})
}
