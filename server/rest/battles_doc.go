package rest

import (
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/battles"
)

func init() {
	describe("battles", map[string]opDoc{
		"POST /case_battle/create": {
			Summary: "Creates a battle {data: {players_count, cases, privacy, type, paymode, choosing_winner, side, delay, client_seed}} and takes the creator's seat (the stake is paid now).",
			Data:    battleView{},
			Params:  []param{p("players_count", intMin(0)), p("side", intMin(0)), p("delay", intMin(0)), p("privacy", str(200)), p("type", str(200)), p("paymode", str(200)), p("choosing_winner", str(200)), p("client_seed", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.BattleAlreadyJoined, apperr.BattleFull, apperr.BattlePrivate, apperr.BattleStarted, apperr.CaseDisabled, apperr.Forbidden, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.RematchClosed, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /case_battle/enter": {
			Summary: "Takes a seat in a waiting battle {data: {id, private_key, seat, side, client_seed}}, paying its stake.",
			Data:    battleView{},
			Params:  []param{p("private_key", str(200)), p("client_seed", str(200)), p("k", intMin(0))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.BattleAlreadyJoined, apperr.BattleFull, apperr.BattlePrivate, apperr.BattleStarted, apperr.CaseDisabled, apperr.Forbidden, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.RematchClosed, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /case_battle/leave": {
			Summary: "Leaves a waiting battle {data: {id}}; the stake is refunded.",
			Data:    battleView{},
			Params:  []param{p("k", intMin(0))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.BattleAlreadyJoined, apperr.BattleFull, apperr.BattlePrivate, apperr.BattleStarted, apperr.CaseDisabled, apperr.Forbidden, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.RematchClosed, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /case_battle/bots": {
			Summary: "The creator fills the free seats with bots {id}.",
			Data:    battleView{},
			Params:  []param{p("k", intMin(0))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.BattleAlreadyJoined, apperr.BattleFull, apperr.BattlePrivate, apperr.BattleStarted, apperr.CaseDisabled, apperr.Forbidden, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.RematchClosed, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /case_battle/rematch/create": {
			Summary: "Offers (a loser) or accepts (any other player) a rematch of a finished battle {old_battle_id}.",
			Data:    rematchView{},
			Params:  []param{p("k", intMin(0))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.BattleAlreadyJoined, apperr.BattleFull, apperr.BattlePrivate, apperr.BattleStarted, apperr.CaseDisabled, apperr.Forbidden, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.RematchClosed, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /case_battle/rematch/decline": {
			Summary: "Declines a rematch offer {rematch_id}.",
			Data:    rematchView{},
			Params:  []param{p("k", intMin(0))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.BattleAlreadyJoined, apperr.BattleFull, apperr.BattlePrivate, apperr.BattleStarted, apperr.CaseDisabled, apperr.Forbidden, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.RematchClosed, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /case_battle/understand": {
			Summary: "Records that the viewer read the battle rules.",
			Data:    battleRulesView{},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.BattleAlreadyJoined, apperr.BattleFull, apperr.BattlePrivate, apperr.BattleStarted, apperr.CaseDisabled, apperr.Forbidden, apperr.IdempotencyConflict, apperr.ItemAlreadySold, apperr.ItemNotOwned, apperr.NotEnoughBullets, apperr.NotEnoughCandies, apperr.NotEnoughMoney, apperr.NotFound, apperr.RematchClosed, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /case_battle": {
			Summary: "A battle with its seats and rounds {id, private_key}.",
			Data:    battleView{},
			Access:  anyone,
			Params:  []param{p("private_key", str(200)), p("k", intMin(0))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.BattlePrivate, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /case_battle/available_cases": {
			Summary: "The cases a battle can be made of.",
			Data:    []battleGroupView{},
			Access:  anyone,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.BattlePrivate, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /case_battle/presets": {
			Summary: "The battle presets; meta.show is how many the active list shows now.",
			Data:    []presetView{},
			Top: map[string]any{"meta": schema{"type": "object", "required": []any{"show", "active_count"}, "additionalProperties": false,
				"properties": map[string]any{"show": schema{"type": "integer"}, "active_count": schema{"type": "integer"}}}},
			Access: anyone,
			Errors: []*apperr.Error{apperr.AccountRestricted, apperr.BattlePrivate, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /case_battle/wins": {
			Summary: "A finished battle's wins per seat {id}.",
			Data:    []battleWinView{},
			Access:  anyone,
			Params:  []param{p("private_key", str(200)), p("k", intMin(0))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.BattlePrivate, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /case_battle/rematch": {
			Summary: "The viewer's open rematch offers.",
			Data:    []rematchView{},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.BattlePrivate, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /case_battles": {
			Summary: "Battles by tab (active, top, my), paged (meta.total).",
			Data:    []battleView{},
			Access:  anyone,
			Params:  append(paging(battles.MaxPage), p("tab", str(200)), p("state", str(200))),
			List:    true,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.BattlePrivate, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /case_battles/topbar": {
			Summary: "The battles shown in the top bar.",
			Data:    battleTopbarView{},
			Access:  anyone,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.BattlePrivate, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /case_battles/active_battles_count": {
			Summary: "How many battles are waiting or running.",
			Data:    countView{},
			Access:  anyone,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.BattlePrivate, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /fair/battle": {
			Summary: "A finished battle recomputed from its revealed seeds {id, server_seed}.",
			Data:    battleVerifiedView{},
			Access:  anyone,
			Params:  []param{p("private_key", str(200)), p("server_seed", str(200)), p("k", intMin(0))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.BattlePrivate, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
	})
}
