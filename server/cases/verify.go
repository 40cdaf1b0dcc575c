package cases

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/fair"
)

// VerifyInput is what a player pastes into the verifier.
type VerifyInput struct {
	ServerSeed string
	ClientSeed string
	Nonce      int64
	Cursor     int
	CaseAlias  string // optional: also map the roll to this case's item
}

// Verified is the recomputed roll.
type Verified struct {
	ServerSeedHash string
	Roll           float64
	Ticket         int64 // only with a case
	TotalWeight    int64
	Item           *ent.Item
}

// Verify recomputes a roll from revealed seeds, exactly as Open made it.
func Verify(ctx context.Context, c *ent.Client, in VerifyInput) (*Verified, error) {
	if in.ServerSeed == "" || len(in.ServerSeed) > 256 {
		return nil, apperr.Validation.Msg("server seed is required").With("field", "server_seed")
	}
	if err := fair.ValidClientSeed(in.ClientSeed); err != nil {
		return nil, err
	}
	if in.Nonce < 0 || in.Cursor < 0 {
		return nil, apperr.Validation.Msg("nonce and cursor must not be negative")
	}
	bits := fair.Bits52(in.ServerSeed, in.ClientSeed, in.Nonce, in.Cursor)
	out := &Verified{ServerSeedHash: fair.Hash(in.ServerSeed), Roll: float64(bits) / (1 << 52)}
	if in.CaseAlias == "" {
		return out, nil
	}
	cs, err := catalog.CaseByAlias(ctx, c, in.CaseAlias)
	if err != nil {
		return nil, err
	}
	contents, err := catalog.Contents(ctx, c, cs.ID)
	if err != nil {
		return nil, err
	}
	weights := make([]int64, len(contents))
	for i, ci := range contents {
		weights[i] = ci.Weight
	}
	out.TotalWeight = fair.Total(weights)
	out.Ticket = fair.Ticket(bits, out.TotalWeight)
	idx, err := fair.Pick(weights, out.Ticket)
	if err != nil {
		return nil, apperr.CaseDisabled.Msg("case %q has no contents", cs.Alias)
	}
	out.Item = contents[idx].Edges.Item
	return out, nil
}
