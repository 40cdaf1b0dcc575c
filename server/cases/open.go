// Package cases opens cases: one transaction debits the price, rolls each
// case with the player's provably-fair seed, writes the drops, XP and stats,
// and then announces the wins on the live feed.
package cases

import (
	"context"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/play"
)

// MaxCount is how many cases one request may open.
const MaxCount = 10

// Service opens cases.
type Service struct {
	play.Env
	// Contents caches case contents; nil reads them from the database each time.
	Contents *catalog.Cache
}

// contents is the case's current contents, cached when a cache is set.
func (s *Service) contents(ctx context.Context, cs *ent.LootCase) ([]*ent.CaseItem, error) {
	if s.Contents != nil {
		return s.Contents.Contents(ctx, cs)
	}
	return catalog.Contents(ctx, s.DB, cs)
}

// OpenRequest names the case by id or alias (exactly one of them).
type OpenRequest struct {
	CaseID    int
	CaseAlias string
	Count     int
	Fast      bool // fast spin: the wins reach the feed sooner
}

// Opened is the outcome of one request.
type Opened struct {
	Case  *ent.LootCase
	Drops []*ent.Drop // with Item loaded
	User  *ent.User
	Seed  *ent.FairSeed
	Cost  money.Cents // what the money balance paid (0 for other currencies)
	// Currency is the balance the opening was paid from ("" when free) and
	// Amount what it paid, in that currency's unit (cents, bullets, candies).
	Currency ledger.Currency
	Amount   int64
}

// Open runs one opening request for the actor. Nothing is written unless
// everything succeeds; every refusal comes from Refusal, the rule the
// availability shown to players uses too.
func (s *Service) Open(ctx context.Context, a *actor.Actor, r OpenRequest) (*Opened, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	if r.Count < 1 || r.Count > MaxCount {
		return nil, apperr.Validation.Msg("count must be between 1 and %d", MaxCount).With("field", "count")
	}
	cs, err := s.findCase(ctx, r.CaseID, r.CaseAlias)
	if err != nil {
		return nil, err
	}
	now := s.Now()
	if err := Refusal(a, cs, r.Count, nil, now); err != nil {
		return nil, err
	}
	tbl, err := s.table(ctx, cs)
	if err != nil {
		return nil, err
	}

	return s.pay(ctx, a, payment{cs: cs, tbl: tbl, n: r.Count, currency: ledger.Money,
		amount: int64(cs.Price) * int64(r.Count), fast: r.Fast})
}

// table is a case's contents with their integer weights.
type table struct {
	contents []*ent.CaseItem
	weights  []int64
	// prices, when set, are what price filters read instead of the items'
	// catalogue prices: a recorded snapshot's (Verify).
	prices []money.Cents
	total  int64
}

// price is entry i's price as the range and daily filters read it.
func (t table) price(i int) money.Cents {
	if t.prices != nil {
		return t.prices[i]
	}
	return t.contents[i].Edges.Item.Price
}

func (s *Service) table(ctx context.Context, cs *ent.LootCase) (table, error) {
	contents, err := s.contents(ctx, cs)
	if err != nil {
		return table{}, err
	}
	t := table{contents: contents, weights: make([]int64, len(contents))}
	for i, ci := range contents {
		t.weights[i] = ci.Weight
	}
	if t.total = fair.Total(t.weights); t.total <= 0 {
		return table{}, apperr.CaseDisabled.Msg("case %q has no contents", cs.Alias)
	}
	return t, nil
}

// rollDrops rolls n cases of cs with seed from nonce first, one nonce each
// (cursor 0), on t already reshaped by roll (Shape; "" for the contents as
// they are): the roll every family shares, so /fair/verify recomputes them
// all the same way. The drops are built, not yet minted.
func rollDrops(userID int, cs *ent.LootCase, t table, roll string, seed *ent.FairSeed, first int64, n int,
	now time.Time, fast bool) ([]*ent.Drop, error) {
	feedAt := now.Add(feed.Delay(fast))
	drops := make([]*ent.Drop, n)
	caseID, seedID := cs.ID, seed.ID // cs is shared (the catalogue cache): the drops point at copies
	for i := range n {
		nonce := first + int64(i)
		ticket := fair.Ticket(fair.Bits52(seed.ServerSeed, seed.ClientSeed, nonce, 0), t.total)
		idx, err := fair.Pick(t.weights, ticket)
		if err != nil {
			return nil, err
		}
		it := t.contents[idx].Edges.Item
		state := drop.StateActive
		if IsBoost(it) { // a drop boost is used as it is won: its plays are granted with it
			state = drop.StateUsed
		}
		drops[i] = &ent.Drop{UserID: userID, ItemID: it.ID, CaseID: &caseID, CaseRevision: cs.Revision,
			State: state, Price: it.Price, SeedID: &seedID, Nonce: nonce, Ticket: ticket, Roll: roll,
			CreatedAt: now, FeedAt: &feedAt}
		drops[i].Edges.Item, drops[i].Edges.Case = it, cs
	}
	return drops, nil
}

// announce publishes the wins once their feed_at has come, so the feed does
// not spoil the roulette.
func (s *Service) announce(ctx context.Context, o *Opened) {
	if len(o.Drops) == 0 {
		return
	}
	wins := make([]feed.Win, 0, len(o.Drops))
	for _, d := range o.Drops {
		if !IsBoost(d.Edges.Item) { // a boost is not a win to announce
			wins = append(wins, feed.WinOf(d, o.User, o.Case))
		}
	}
	s.Announcer().Announce(ctx, *o.Drops[0].FeedAt, wins)
}

// Verify recomputes a past roll from its revealed seed (Verify).
func (s *Service) Verify(ctx context.Context, in VerifyInput) (*Verified, error) {
	return Verify(ctx, s.DB, in)
}

// PlaysLeft is, for each drop boost among drops, how many of its plays are
// not opened yet (PlaysLeft).
func (s *Service) PlaysLeft(ctx context.Context, drops []*ent.Drop) (map[int]int, error) {
	return PlaysLeft(ctx, s.DB, drops)
}
