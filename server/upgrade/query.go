package upgrade

import (
	"context"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/predicate"
	entupgrade "github.com/casefront/casefront/ent/upgrade"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/store"
)

// PageSize is the page size of the target list and the history.
const PageSize = 30

// TargetsQuery is one page of the items a player can aim for.
type TargetsQuery struct {
	Tier   string // a Tiers id; empty: every price
	Search string
	// Stake, when positive, keeps the targets this stake can be played for
	// (chance within [MinChance, MaxChance]).
	Stake         money.Cents
	Offset, Limit int // Limit 1..store.MaxFirst
}

// Targets lists upgrade targets, cheapest first, with how many match.
// Items without a price are never targets.
func (s *Service) Targets(ctx context.Context, q TargetsQuery) ([]*ent.Item, int, error) {
	if err := store.Limit("limit", q.Limit, 1, store.MaxFirst); err != nil {
		return nil, 0, err
	}
	where := []predicate.Item{item.PriceGT(0)}
	if q.Tier != "" {
		t, ok := TierByID(q.Tier)
		if !ok {
			return nil, 0, apperr.Validation.Msg("unknown price tier %q", q.Tier).With("field", "tier")
		}
		where = append(where, t.where()...)
	}
	if q.Stake < 0 {
		return nil, 0, apperr.Validation.Msg("stake must not be negative").With("field", "stake")
	}
	if q.Stake > 0 {
		lo, hi := TargetBounds(q.Stake, s.Edge())
		where = append(where, item.PriceGTE(lo), item.PriceLTE(hi))
	}
	return catalog.ItemsPage(ctx, s.DB, catalog.ItemsQuery{Search: q.Search, Offset: q.Offset, Limit: q.Limit, ByPrice: "ASC", Where: where})
}

func (t Tier) where() []predicate.Item {
	var w []predicate.Item
	if t.FromIncluded {
		w = append(w, item.PriceGTE(t.From))
	} else {
		w = append(w, item.PriceGT(t.From))
	}
	switch {
	case t.Upper == 0:
	case t.ToIncluded:
		w = append(w, item.PriceLTE(t.Upper))
	default:
		w = append(w, item.PriceLT(t.Upper))
	}
	return w
}

// Stakeable is a page of the actor's items that can be staked (those still
// held), newest first, with their items (whose current price is the stake value).
func (s *Service) Stakeable(ctx context.Context, a *actor.Actor, page, limit int) ([]*ent.Drop, int, error) {
	return s.Inventory().Own(ctx, a, true, page, limit)
}

// Own is the actor's upgrades, for a caller that pages them itself (GraphQL).
func (s *Service) Own(a *actor.Actor) (*ent.UpgradeQuery, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	return s.DB.Upgrade.Query().Where(entupgrade.UserID(a.UserID)), nil
}

// History is a page of the actor's upgrades, newest first, with the target,
// the staked drops and the result.
func (s *Service) History(ctx context.Context, a *actor.Actor, page, limit int) ([]*ent.Upgrade, int, error) {
	if err := a.Require(); err != nil {
		return nil, 0, err
	}
	offset, err := store.Offset(page, limit, PageSize)
	if err != nil {
		return nil, 0, err
	}
	q := s.DB.Upgrade.Query().Where(entupgrade.UserID(a.UserID))
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return nil, 0, err
	}
	ups, err := q.WithTarget().WithResult().WithStaked(func(dq *ent.DropQuery) { dq.WithItem() }).
		Order(ent.Desc(entupgrade.FieldID)).Offset(offset).Limit(limit).All(ctx)
	return ups, total, err
}

// Info is what the upgrade page shows of the rules, and whether the actor
// could play now (Reason: an api.* key when not).
type Info struct {
	HouseEdgeBps         int64
	MinChance, MaxChance int64
	CentsPerBullet       int64
	MaxItems             int
	Tiers                []Tier
	BalanceAllowed       bool
	Playable             bool
	Reason               *string // nil when playable
}

// InfoFor answers for the actor now.
func (s *Service) InfoFor(a *actor.Actor, now time.Time) Info {
	in := Info{HouseEdgeBps: s.Edge(), MinChance: MinChance, MaxChance: MaxChance, CentsPerBullet: play.CentsPerBullet,
		MaxItems: MaxItems, Tiers: Tiers, Playable: true, BalanceAllowed: !a.Restricted("upgrade_balance")}
	if err := Refusal(a, false, now); err != nil {
		key := apperr.KeyOf(err)
		in.Playable, in.Reason = false, &key
	}
	return in
}
