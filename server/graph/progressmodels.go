package graph

import (
	"context"

	"github.com/99designs/gqlgen/graphql"

	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/graph/model"
)

// The GraphQL shapes of the families that keep state between opens.

// caseRefOf is the case an (id, alias) pair of arguments names.
func caseRefOf(id *int, alias *string) (int, string) {
	var i int
	var a string
	if id != nil {
		i = *id
	}
	if alias != nil {
		a = *alias
	}
	return i, a
}

// singleCase refuses Case.gacha, Case.dota and Case.discoveredBoard on a
// case reached through a list (cases, caseGroups, nodes, ...): each asks
// the database for its own case, so a list would cost a round of queries per
// element. They are for the one case of the case page.
func singleCase(ctx context.Context) error {
	for fc := graphql.GetFieldContext(ctx); fc != nil; fc = fc.Parent {
		if fc.Index != nil {
			return apperr.Validation.Msg("%s is asked of one case at a time (caseByAlias, caseById, node), not of a list", fieldName(ctx)).
				With("reason", "single_case")
		}
	}
	return nil
}

func fieldName(ctx context.Context) string {
	if fc := graphql.GetFieldContext(ctx); fc != nil && fc.Field.Field != nil {
		return "Case." + fc.Field.Name
	}
	return "this field"
}

func progressRequest(in model.OpenProgressCaseInput) cases.ProgressOpenRequest {
	id, alias := caseRefOf(in.CaseID, in.CaseAlias)
	return cases.ProgressOpenRequest{
		OpenRequest:      cases.OpenRequest{CaseID: id, CaseAlias: alias, Count: in.Count, Fast: in.Fast != nil && *in.Fast},
		ExpectedProgress: in.ExpectedProgress,
	}
}

func fractionChance(f cases.Fraction) *model.Chance {
	return &model.Chance{Numerator: int(f.Num), Denominator: int(f.Den), Percent: f.Percent()}
}

func gachaModel(st cases.GachaState) *model.GachaState {
	return &model.GachaState{Progress: st.Progress, Pity: st.Pity, GuaranteedNext: st.GuaranteedNext,
		TopTier: st.TopTier, TopTierChance: fractionChance(st.TopTierChance)}
}

func dotaModel(st cases.DotaState) *model.DotaState {
	out := &model.DotaState{Misses: st.Misses, RareChance: fractionChance(st.RareChance),
		GrowthPercent: st.GrowthPercent, MaxPercent: st.MaxPercent}
	for _, c := range st.NextChances {
		out.NextChances = append(out.NextChances, fractionChance(c))
	}
	return out
}

// boardModel shows the slots' items and the salt only once the board is
// opened: before, the commitment is all the player may know.
func boardModel(b *cases.Board) *model.DiscoveredBoard {
	out := &model.DiscoveredBoard{Slots: len(b.Row.Items), Commitment: b.Row.Commitment, Selected: b.Row.Selected,
		Nonce: b.Row.Nonce}
	if b.Opened() {
		salt := b.Row.Salt
		out.Revealed, out.Salt = b.Items, &salt
	}
	return out
}
