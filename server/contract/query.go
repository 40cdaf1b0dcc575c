package contract

import (
	"context"

	"github.com/casefront/casefront/ent"
	entcontract "github.com/casefront/casefront/ent/contract"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/inventory"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/store"
)

// PageSize is the page size of the item list and the history.
const PageSize = 30

// Info is what the contract page shows of the rules, and whether the actor
// could play now (Reason: an api.* key when not).
type Info struct {
	HouseEdgeBps       int64
	MinItems, MaxItems int
	MaxOutcomes        int
	CentsPerBullet     int64
	Modes              []Mode
	RulesAccepted      bool
	Playable           bool
	Reason             *string
}

// InfoFor answers for the actor now.
func (s *Service) InfoFor(ctx context.Context, a *actor.Actor) (Info, error) {
	in := Info{HouseEdgeBps: s.Edge(), MinItems: MinItems, MaxItems: MaxItems, MaxOutcomes: MaxOutcomes,
		CentsPerBullet: play.CentsPerBullet, Modes: Modes, Playable: true}
	if err := Refusal(a, s.Now()); err != nil {
		key := apperr.KeyOf(err)
		in.Playable, in.Reason = false, &key
	}
	if a.SignedIn() {
		u, err := s.DB.User.Get(ctx, a.UserID)
		if err != nil {
			return in, err
		}
		in.RulesAccepted = u.ContractRulesAcceptedAt != nil
	}
	return in, nil
}

// Preview is the outcome table a stake would be played on now.
type Preview struct {
	Stake         money.Cents
	Mode          Mode
	Weapon        string
	Low, High     money.Cents // the candidate band
	Target        money.Cents // stake × (1 − edge)
	ExpectedValue money.Cents
	Outcomes      []Outcome
	Items         map[int]*ent.Item // the outcomes' items by id
}

// PreviewQuery asks for the table of the actor's drops (and bullets), or of
// a bare stake when DropIDs is empty (the page shows the range while the
// player is still choosing).
type PreviewQuery struct {
	DropIDs []int
	Bullets int64
	Stake   money.Cents
	Mode    string
	Weapon  string // a market hash name; empty: any weapon
}

// Outcomes builds the table a play would use now. With drops, they must be
// the actor's and still held; their value is the catalogue's price now.
func (s *Service) Outcomes(ctx context.Context, a *actor.Actor, q PreviewQuery) (*Preview, error) {
	mode, err := ParseMode(q.Mode)
	if err != nil {
		return nil, err
	}
	if q.Bullets < 0 || q.Stake < 0 {
		return nil, apperr.Validation.Msg("the stake must not be negative").With("field", "bullets_amount")
	}
	stake := q.Stake
	if len(q.DropIDs) > 0 {
		if err := a.Require(); err != nil {
			return nil, err
		}
		ids := inventory.Uniq(q.DropIDs)
		if len(ids) > MaxItems {
			return nil, apperr.Validation.Msg("a contract takes %d to %d items", MinItems, MaxItems).With("field", "ids")
		}
		if stake, err = inventory.HeldValue(ctx, s.DB, a.UserID, ids); err != nil {
			return nil, err
		}
	}
	stake += money.Cents(q.Bullets * play.CentsPerBullet)
	weapon, err := weaponOf(ctx, s.DB.Item, q.Weapon)
	if err != nil {
		return nil, err
	}
	table, err := tableFor(ctx, s.DB.Item, stake, mode, s.Edge(), weapon)
	if err != nil {
		return nil, err
	}
	lo, hi := Bounds(stake, mode)
	p := &Preview{Stake: stake, Mode: mode, Weapon: weapon, Low: lo, High: hi, Target: Target(stake, s.Edge()),
		ExpectedValue: ExpectedValue(table), Outcomes: table}
	p.Items, err = itemsOf(ctx, s.DB, table)
	return p, err
}

func itemsOf(ctx context.Context, c *ent.Client, table []Outcome) (map[int]*ent.Item, error) {
	ids := make([]int, len(table))
	for i, o := range table {
		ids[i] = o.ItemID
	}
	items, err := c.Item.Query().Where(item.IDIn(ids...)).All(ctx)
	if err != nil {
		return nil, err
	}
	out := make(map[int]*ent.Item, len(items))
	for _, it := range items {
		out[it.ID] = it
	}
	return out, nil
}

// PlayedTable is a played contract's table with its items. A contract read
// with only some columns (GraphQL field collection) has its table read here.
func (s *Service) PlayedTable(ctx context.Context, c *ent.Contract) ([]Outcome, map[int]*ent.Item, error) {
	table := c.Outcomes
	if table == nil {
		full, err := s.DB.Contract.Query().Where(entcontract.ID(c.ID)).Select(entcontract.FieldOutcomes).Only(ctx)
		if err != nil {
			return nil, nil, err
		}
		table = full.Outcomes
	}
	items, err := itemsOf(ctx, s.DB, table)
	return table, items, err
}

// Stakeable is a page of the actor's items that can be given (those still
// held), newest first.
func (s *Service) Stakeable(ctx context.Context, a *actor.Actor, page, limit int) ([]*ent.Drop, int, error) {
	return s.Inventory().Own(ctx, a, true, page, limit)
}

// Own is the actor's contracts, for a caller that pages them itself (GraphQL).
func (s *Service) Own(a *actor.Actor) (*ent.ContractQuery, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	return s.DB.Contract.Query().Where(entcontract.UserID(a.UserID)), nil
}

// History is a page of the actor's contracts, newest first, with the given
// drops and the result.
func (s *Service) History(ctx context.Context, a *actor.Actor, page, limit int) ([]*ent.Contract, int, error) {
	q, err := s.Own(a)
	if err != nil {
		return nil, 0, err
	}
	offset, err := store.Offset(page, limit, PageSize)
	if err != nil {
		return nil, 0, err
	}
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return nil, 0, err
	}
	cs, err := q.WithResult(func(dq *ent.DropQuery) { dq.WithItem() }).WithGiven(func(dq *ent.DropQuery) { dq.WithItem() }).
		Order(ent.Desc(entcontract.FieldID)).Offset(offset).Limit(limit).All(ctx)
	return cs, total, err
}

// ViewOf is what a viewer sees of a contract: only its maker sees it; the
// result reaches others as a drop, through the live feed and the inventory.
func ViewOf(a *actor.Actor, c *ent.Contract) *ent.Contract {
	if c == nil || !a.Is(c.UserID) {
		return nil
	}
	return c
}
