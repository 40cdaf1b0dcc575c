package graph

import (
	"github.com/casefront/casefront/server/battles"
	"github.com/casefront/casefront/server/graph/model"
)

// createBattleRequest decodes createBattle's input; the service checks it.
func createBattleRequest(in model.CreateBattleInput) battles.CreateRequest {
	r := battles.CreateRequest{PlayersCount: in.PlayersCount, CaseIDs: in.CaseIds, Type: optional(in.Type),
		Side: derefInt(in.Side, 0), Delay: derefInt(in.Delay, 0), ClientSeed: optional(in.ClientSeed)}
	if in.Privacy != nil {
		r.Privacy = string(*in.Privacy)
	}
	if in.Paymode != nil {
		r.Paymode = string(*in.Paymode)
	}
	if in.ChoosingWinner != nil {
		r.ChoosingWinner = string(*in.ChoosingWinner)
	}
	return r
}

func derefInt(n *int, def int) int {
	if n == nil {
		return def
	}
	return *n
}

// pointers is a list of values as the list of pointers gqlgen wants.
func pointers[T any](vs []T) []*T {
	out := make([]*T, len(vs))
	for i := range vs {
		out[i] = &vs[i]
	}
	return out
}

// orNull is s, or null when empty (a field the viewer may not see yet).
func orNull(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
