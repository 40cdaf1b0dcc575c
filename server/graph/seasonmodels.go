package graph

import (
	"context"

	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/graph/model"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/season"
)

func init() {
	mutationBudgets["buySeasonOffer"] = season.BuyBudget
	mutationBudgets["openPinata"] = season.PinataBudget
}

// verifyPinata recomputes a piñata draw (verifyRoll with pinata:
// EVENT:REVISION).
func (r *queryResolver) verifyPinata(ctx context.Context, input model.VerifyRollInput) (*model.VerifyRollResult, error) {
	key, revision, ok := season.ParseRoll("pinata:" + *input.Pinata)
	if !ok {
		return nil, apperr.Validation.Msg("pinata is EVENT:REVISION").With("field", "pinata")
	}
	v, err := r.Services.Season.Verify(ctx, season.VerifyInput{ServerSeed: input.ServerSeed, ClientSeed: input.ClientSeed,
		Nonce: int64(input.Nonce), EventKey: key, Revision: revision})
	if err != nil {
		return nil, err
	}
	t, w := int(v.Ticket), int(v.TotalWeight)
	return &model.VerifyRollResult{ServerSeedHash: v.ServerSeedHash, Roll: v.Roll, Item: v.Item, Ticket: &t, TotalWeight: &w,
		CaseRevision: &revision, UpgradeTicket: int(play.TicketOf(v.Bits52))}, nil
}
