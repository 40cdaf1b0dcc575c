package cases

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/play"
)

// The families paid like a normal case, each from its balance and at its
// price: stack (a discounted stack of the same case, money), range (one case
// limited to wins in a price range, money, range.go), bullet and candy (the
// case's price in bullets or candies). Each opening is one transaction like
// Open: the player's row locked first, the same rules on the locked row, the
// debit through the ledger, XP only for money, the rolls with the player's
// seed (draw), the wins on the feed after the roulette.

// StackRequest opens one stack of a stack case (POST /case/stack/open).
type StackRequest struct {
	CaseID    int
	CaseAlias string
	Size      int // one of StackSizes
	Fast      bool
}

// payment is what one opening of a paid family rolls and charges.
type payment struct {
	cs       *ent.LootCase
	tbl      table          // the table the rolls map onto, already shaped by roll
	roll     string         // Shape's descriptor, stored on each drop
	prices   *fair.Contents // the price snapshot roll names, recorded with the drops (prices.go)
	n        int            // how many cases (nonces)
	currency ledger.Currency
	amount   int64 // in the currency's unit
	fast     bool
	// game names the play ("" is case_open); staked are drops it takes
	// (a won case opened moves its drop into opened).
	game   string
	staked []int
	into   drop.State
}

// pay runs a paid opening for the actor (the normal family's Open too)
// through play.Run: every check again on the locked row, the debit, the
// rolls, the drops, XP for money spent (a subscriber), in one transaction;
// the wins reach the feed after the roulette. Nothing is written unless
// everything succeeds.
func (s *Service) pay(ctx context.Context, a *actor.Actor, p payment) (*Opened, error) {
	o := &opening{payment: p, out: Opened{Case: p.cs, Currency: p.currency, Amount: p.amount}} // one allocation for both
	pl := play.Play{Game: "case_open", Rule: familyRule(p.cs.Family), Nonces: p.n, Ref: caseRef(p.cs.ID),
		DropIDs: p.staked, Into: p.into, UsesItems: true, Draw: o.draw}
	if p.game != "" {
		pl.Game = p.game
	}
	if p.amount > 0 {
		d := play.Debit{Currency: p.currency, Amount: p.amount, Short: NotEnough}
		if p.currency == ledger.Money {
			o.out.Cost = money.Cents(p.amount)
			d.Value = o.out.Cost // XP is earned on money spent
		}
		pl.Debits[0] = d
	}
	t, err := s.Run(ctx, a, pl)
	if err != nil {
		return nil, err
	}
	o.out.User, o.out.Seed = t.User, t.Seed
	return &o.out, nil
}

// opening is a paid opening under way: what it pays and what it opened.
type opening struct {
	payment
	out Opened
}

// draw rolls the cases, mints the drops and their boosts' plays, and
// announces the wins.
func (o *opening) draw(ctx context.Context, t *play.Tx) error {
	p := &o.payment
	if p.prices != nil {
		if err := recordPrices(ctx, t.Tx, *p.prices); err != nil {
			return err
		}
	}
	drops, err := rollDrops(t.User.ID, p.cs, p.tbl, p.roll, t.Seed, t.Nonce, p.n, t.Now, p.fast)
	if err != nil {
		return err
	}
	if err := t.Mint(ctx, drops...); err != nil {
		return err
	}
	if err := grantBoosts(ctx, t.Tx, t.User.ID, p.cs, drops); err != nil {
		return err
	}
	o.out.Drops = drops
	if len(p.staked) > 0 { // a won case: its drop was opened into this one
		t.Ref = "drop:" + strconv.Itoa(drops[0].ID)
	}
	t.Announce(*drops[0].FeedAt, p.cs, wonDrops(drops)...)
	return nil
}

// caseRefs are the cases' ledger refs (case:ID), made once per case.
var caseRefs sync.Map

func caseRef(id int) string {
	if r, ok := caseRefs.Load(id); ok {
		return r.(string)
	}
	r := "case:" + strconv.Itoa(id)
	caseRefs.Store(id, r)
	return r
}

// familyRules are the families' restriction rules (case_open_<family>),
// built once.
var familyRules = func() map[lootcase.Family]play.Rule {
	out := map[lootcase.Family]play.Rule{}
	for _, f := range []lootcase.Family{lootcase.FamilyNormal, lootcase.FamilyStack, lootcase.FamilyRange, lootcase.FamilyReward,
		lootcase.FamilyBullet, lootcase.FamilyCandy, lootcase.FamilyGacha, lootcase.FamilyDota, lootcase.FamilyDiscovered,
		lootcase.FamilyDailybonus} {
		out[f] = play.Feature("case_open_" + string(f))
	}
	return out
}()

func familyRule(f lootcase.Family) play.Rule {
	if r, ok := familyRules[f]; ok {
		return r
	}
	return play.Feature("case_open_" + string(f))
}

// familyCase finds the case a request names and applies the family's
// common refusals (FamilyRefusal).
func (s *Service) familyCase(ctx context.Context, a *actor.Actor, id int, alias string, family lootcase.Family, now time.Time) (*ent.LootCase, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	cs, err := s.findCase(ctx, id, alias)
	if err != nil {
		return nil, err
	}
	return cs, FamilyRefusal(a, cs, family, now)
}

// OpenStack opens a stack of r.Size cases of a stack case for the stack's
// price (StackPrice), in money, with XP for what was paid.
func (s *Service) OpenStack(ctx context.Context, a *actor.Actor, r StackRequest) (*Opened, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	i := slices.IndexFunc(StackSizes, func(st StackSize) bool { return st.Count == r.Size })
	if i < 0 {
		return nil, apperr.Validation.Msg("a stack is %s cases", stackSizesText()).With("field", "size")
	}
	now := s.Now()
	cs, err := s.familyCase(ctx, a, r.CaseID, r.CaseAlias, lootcase.FamilyStack, now)
	if err != nil {
		return nil, err
	}
	tbl, err := s.table(ctx, cs)
	if err != nil {
		return nil, err
	}
	return s.pay(ctx, a, payment{cs: cs, tbl: tbl, n: r.Size, currency: ledger.Money,
		amount: int64(StackPrice(cs.Price, StackSizes[i])), fast: r.Fast})
}

func stackSizesText() string {
	out := ""
	for i, st := range StackSizes {
		switch {
		case i == 0:
		case i == len(StackSizes)-1:
			out += " or "
		default:
			out += ", "
		}
		out += fmt.Sprint(st.Count)
	}
	return out
}

// OpenBullet opens r.Count cases of a bullet case, paid in bullets (the
// case's price is in bullets), without XP.
func (s *Service) OpenBullet(ctx context.Context, a *actor.Actor, r OpenRequest) (*Opened, error) {
	return s.openUnits(ctx, a, r, lootcase.FamilyBullet)
}

// OpenCandy opens r.Count cases of a candy case, paid in candies, without XP.
func (s *Service) OpenCandy(ctx context.Context, a *actor.Actor, r OpenRequest) (*Opened, error) {
	return s.openUnits(ctx, a, r, lootcase.FamilyCandy)
}

func (s *Service) openUnits(ctx context.Context, a *actor.Actor, r OpenRequest, family lootcase.Family) (*Opened, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	if r.Count < 1 || r.Count > MaxCount {
		return nil, apperr.Validation.Msg("count must be between 1 and %d", MaxCount).With("field", "count")
	}
	now := s.Now()
	cs, err := s.familyCase(ctx, a, r.CaseID, r.CaseAlias, family, now)
	if err != nil {
		return nil, err
	}
	cur, _ := Currency(family)
	tbl, err := s.table(ctx, cs)
	if err != nil {
		return nil, err
	}
	return s.pay(ctx, a, payment{cs: cs, tbl: tbl, n: r.Count, currency: cur,
		amount: int64(cs.Price) * int64(r.Count), fast: r.Fast})
}

// TopTierOf is the highest rarity among a case's contents (TopTier), for
// the rules panel: what the gacha meter guarantees.
func TopTierOf(contents []*ent.CaseItem) item.Rarity {
	return TopTier(table{contents: contents})
}

// wonDrops are the drops to announce: all but drop boosts (a boost is not a
// win); drops itself when it holds none.
func wonDrops(drops []*ent.Drop) []*ent.Drop {
	for i, d := range drops {
		if IsBoost(d.Edges.Item) {
			out := append([]*ent.Drop(nil), drops[:i]...)
			for _, d := range drops[i+1:] {
				if !IsBoost(d.Edges.Item) {
					out = append(out, d)
				}
			}
			return out
		}
	}
	return drops
}
