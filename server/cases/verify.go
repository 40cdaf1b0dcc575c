package cases

import (
	"context"
	"strings"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/internal/money"
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
	// CaseRevision picks the contents revision the roll was made on (a drop
	// carries it); 0 means the case's current contents.
	CaseRevision int
	// Roll is the drop's roll descriptor (Shape): how its family reshaped
	// the table; "" for the contents as they are. Ending in @SHA256, it
	// names the price snapshot the roll's filter read (prices.go).
	Roll string
}

// Verified is the recomputed roll.
type Verified struct {
	ServerSeedHash string
	Bits52         uint64 // the roll as the integer games map (fair.Ticket)
	Roll           float64
	Ticket         int64 // only with a case
	TotalWeight    int64
	Revision       int
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
	out := &Verified{ServerSeedHash: fair.Hash(in.ServerSeed), Bits52: bits, Roll: float64(bits) / (1 << 52)}
	if in.CaseAlias == "" {
		return out, nil
	}
	cs, err := catalog.CaseByAlias(ctx, c, in.CaseAlias)
	if err != nil {
		return nil, err
	}
	rev := cs.Revision
	if in.CaseRevision != 0 {
		if in.CaseRevision < 1 || in.CaseRevision > cs.Revision {
			return nil, apperr.Validation.Msg("case %q has revisions 1 to %d", cs.Alias, cs.Revision).With("field", "case_revision")
		}
		rev = in.CaseRevision
	}
	contents, err := catalog.ContentsAt(ctx, c, cs.ID, rev)
	if err != nil {
		return nil, err
	}
	out.Revision = rev
	t := table{contents: contents, weights: make([]int64, len(contents))}
	for i, ci := range contents {
		t.weights[i] = ci.Weight
	}
	t.total = fair.Total(t.weights)
	shape, prices, priced := strings.Cut(in.Roll, "@") // range:MIN-MAX@SHA256: on the prices it read (prices.go)
	if priced {
		if t.prices, err = snapshotPrices(ctx, c, prices, fair.CaseContentsKey(cs.ID, rev), contents); err != nil {
			return nil, err
		}
	}
	if t, err = Shape(t, shape); err != nil {
		return nil, err
	}
	out.TotalWeight = t.total
	out.Ticket = fair.Ticket(bits, out.TotalWeight)
	idx, err := fair.Pick(t.weights, out.Ticket)
	if err != nil {
		return nil, apperr.CaseDisabled.Msg("case %q has no contents", cs.Alias)
	}
	out.Item = t.contents[idx].Edges.Item
	return out, nil
}

// Published is a case's contents at one revision as the standalone
// verifiers are given them (GET /fair/contents): items in roll order with
// their weights, rarities and prices, and the hash they check. The prices
// are today's, or with Prices set a snapshot's (its hash).
type Published struct {
	Case     *ent.LootCase
	Revision int
	Contents fair.Contents
	Prices   string
}

// PublishedContents reads the contents of the case named by id or alias at
// revision (0: the current one), the revision a drop's case_revision names;
// with prices (the hash after "@" in a drop's roll), priced by that snapshot.
func (s *Service) PublishedContents(ctx context.Context, id int, alias string, revision int, prices string) (*Published, error) {
	c := s.DB
	cs, err := FindCase(ctx, c, id, alias)
	if err != nil {
		return nil, err
	}
	if revision == 0 {
		revision = cs.Revision
	}
	if revision < 1 || revision > cs.Revision {
		return nil, apperr.Validation.Msg("case %q has revisions 1 to %d", cs.Alias, cs.Revision).With("field", "revision")
	}
	contents, err := catalog.ContentsAt(ctx, c, cs.ID, revision)
	if err != nil {
		return nil, err
	}
	out := &Published{Case: cs, Revision: revision, Contents: fair.Contents{Key: fair.CaseContentsKey(cs.ID, revision)}, Prices: prices}
	var snapshot []money.Cents
	if prices != "" {
		if snapshot, err = snapshotPrices(ctx, c, prices, out.Contents.Key, contents); err != nil {
			return nil, err
		}
	}
	for i, ci := range contents {
		it := ci.Edges.Item
		price := it.Price
		if snapshot != nil {
			price = snapshot[i]
		}
		out.Contents.Items = append(out.Contents.Items, fair.ContentsItem{ItemID: it.ID, MarketHashName: it.MarketHashName,
			Rarity: string(it.Rarity), Price: price, Weight: ci.Weight})
	}
	return out, nil
}
