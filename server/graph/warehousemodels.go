package graph

import (
	"context"

	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/graph/model"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/warehouse"
)

// verifyWarehouse recomputes a warehouse draw (verifyRoll with warehouse:
// BULLETS:REVISION).
func (r *queryResolver) verifyWarehouse(ctx context.Context, input model.VerifyRollInput) (*model.VerifyRollResult, error) {
	bullets, revision, ok := warehouse.ParseRoll("warehouse:" + *input.Warehouse)
	if !ok {
		return nil, apperr.Validation.Msg("warehouse is BULLETS:REVISION").With("field", "warehouse")
	}
	v, err := r.Services.Warehouse.Verify(ctx, warehouse.VerifyInput{ServerSeed: input.ServerSeed, ClientSeed: input.ClientSeed,
		Nonce: int64(input.Nonce), Bullets: bullets, Revision: revision})
	if err != nil {
		return nil, err
	}
	t, w := int(v.Ticket), int(v.TotalWeight)
	return &model.VerifyRollResult{ServerSeedHash: v.ServerSeedHash, Roll: v.Roll, Item: v.Item, Ticket: &t, TotalWeight: &w,
		CaseRevision: &revision, UpgradeTicket: int(play.TicketOf(v.Bits52))}, nil
}
