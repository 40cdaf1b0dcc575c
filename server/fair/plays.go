package fair

import (
	"context"
	"sort"
	"strings"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/contract"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/upgrade"
	"github.com/casefront/casefront/server/actor"
)

// MaxPlays is the most plays listed for one seed.
const MaxPlays = 200

// Play is one roll made with a seed, as the verifier needs it: the game,
// the nonce and cursor, and for a case its alias, contents revision and the
// family's roll descriptor (warehouse draws name their pool in Roll).
type Play struct {
	Game         string // case, warehouse, upgrade, contract
	Nonce        int64
	Cursor       int
	Roll         string
	CaseAlias    *string
	CaseRevision *int
	ItemName     string
	At           time.Time
}

// Plays lists the rolls made with the actor's seed of this hash, in nonce
// order (at most limit, 1..MaxPlays): case openings (every family and the
// daily bonus), warehouse draws, upgrades and contracts. Another player's
// seed is api.not_found (SeedByHash).
func (s *Service) Plays(ctx context.Context, a *actor.Actor, hash string, limit int) ([]Play, error) {
	seed, err := s.SeedByHash(ctx, a, hash)
	if err != nil {
		return nil, err
	}
	limit = min(max(limit, 1), MaxPlays)
	drops, err := s.DB.Drop.Query().Where(drop.SeedID(seed.ID), drop.Or(drop.CaseIDNotNil(), drop.RollHasPrefix("warehouse:"))).
		WithItem().WithCase().Order(ent.Asc(drop.FieldNonce), ent.Asc(drop.FieldCursor)).Limit(limit).All(ctx)
	if err != nil {
		return nil, err
	}
	ups, err := s.DB.Upgrade.Query().Where(upgrade.SeedID(seed.ID)).WithTarget().Order(ent.Asc(upgrade.FieldNonce)).Limit(limit).All(ctx)
	if err != nil {
		return nil, err
	}
	cons, err := s.DB.Contract.Query().Where(contract.SeedID(seed.ID)).Order(ent.Asc(contract.FieldNonce)).Limit(limit).All(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]Play, 0, len(drops)+len(ups)+len(cons))
	for _, d := range drops {
		p := Play{Game: "case", Nonce: d.Nonce, Cursor: d.Cursor, Roll: d.Roll, At: d.CreatedAt}
		if d.Edges.Item != nil {
			p.ItemName = d.Edges.Item.MarketHashName
		}
		if strings.HasPrefix(d.Roll, "warehouse:") {
			p.Game = "warehouse"
		} else if c := d.Edges.Case; c != nil {
			alias, rev := c.Alias, d.CaseRevision
			p.CaseAlias, p.CaseRevision = &alias, &rev
		}
		out = append(out, p)
	}
	for _, u := range ups {
		p := Play{Game: "upgrade", Nonce: u.Nonce, At: u.CreatedAt}
		if u.Edges.Target != nil {
			p.ItemName = u.Edges.Target.MarketHashName
		}
		out = append(out, p)
	}
	for _, c := range cons {
		out = append(out, Play{Game: "contract", Nonce: c.Nonce, At: c.CreatedAt})
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Nonce != out[j].Nonce {
			return out[i].Nonce < out[j].Nonce
		}
		return out[i].Cursor < out[j].Cursor
	})
	if len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}
