// Package cases opens cases: one transaction debits the price, rolls each
// case with the player's provably-fair seed, writes the drops, XP and stats,
// and then announces the wins on the live feed.
package cases

import (
	"context"
	"fmt"
	"slices"
	"time"

	entsql "entgo.io/ent/dialect/sql"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/realtime"
	"github.com/casefront/casefront/server/store"
)

// MaxCount is how many cases one request may open.
const MaxCount = 10

// Service opens cases.
type Service struct {
	DB  *ent.Client
	Bus realtime.Bus
	Log *zap.Logger
	Now func() time.Time
	// Schedule delays the feed publish until the player's roulette stopped
	// (feed.Delay); nil uses real timers.
	Schedule feed.Scheduler
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

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
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
	now := s.now()
	if err := Refusal(a, cs, r.Count, nil, now); err != nil {
		return nil, err
	}
	tbl, err := s.table(ctx, cs)
	if err != nil {
		return nil, err
	}

	return s.pay(ctx, a, payment{cs: cs, tbl: tbl, n: r.Count, currency: ledger.Money,
		amount: int64(cs.Price) * int64(r.Count), fast: r.Fast}, now)
}

// table is a case's contents with their integer weights.
type table struct {
	contents []*ent.CaseItem
	weights  []int64
	total    int64
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

// draw rolls n cases of cs with the player's active seed, one nonce each
// (cursor 0), on t already reshaped by roll (Shape; "" for the contents as
// they are), and writes the drops with roll and the feed counters: the roll
// every family shares, so /fair/verify recomputes them all the same way.
func (s *Service) draw(ctx context.Context, tx *ent.Tx, userID int, cs *ent.LootCase, t table, roll string, seed *ent.FairSeed, n int,
	now time.Time, fast bool) ([]*ent.Drop, error) {
	first, err := fair.Advance(ctx, tx, seed, n)
	if err != nil {
		return nil, err
	}
	feedAt := now.Add(feed.Delay(fast))
	drops := make([]*ent.Drop, n)
	counted := make([]feed.Opened, n)
	caseID, seedID := cs.ID, seed.ID // cs is shared (the catalogue cache): the drops point at copies
	args := make([]any, 0, n*dropColumns)
	for i := range n {
		nonce := first + int64(i)
		ticket := fair.Ticket(fair.Bits52(seed.ServerSeed, seed.ClientSeed, nonce, 0), t.total)
		idx, err := fair.Pick(t.weights, ticket)
		if err != nil {
			return nil, err
		}
		it := t.contents[idx].Edges.Item
		counted[i] = feed.Opened{Rarity: string(it.Rarity), StatTrak: it.Stattrak}
		state := drop.StateActive
		if IsBoost(it) { // a drop boost is used as it is won: its plays are granted below
			state = drop.StateUsed
			counted[i].Rarity = ""
		}
		drops[i] = tx.Drop.Bind(&ent.Drop{UserID: userID, ItemID: it.ID, CaseID: &caseID, CaseRevision: cs.Revision,
			State: state, Price: it.Price, SeedID: &seedID, Nonce: nonce, Ticket: ticket, Roll: roll,
			CreatedAt: now, FeedAt: &feedAt})
		drops[i].Edges.Item, drops[i].Edges.Case = it, cs
		args = append(args, userID, it.ID, cs.ID, cs.Revision, state, it.Price, seed.ID, nonce, 0, ticket, roll, now, feedAt)
	}
	// One INSERT for all the drops, one for all the counters.
	if err := insertDrops(ctx, tx, drops, args); err != nil {
		return nil, err
	}
	if err := grantBoosts(ctx, tx, userID, cs, drops); err != nil {
		return nil, err
	}
	return drops, feed.Count(ctx, tx, userID, now, counted...)
}

// dropColumns is how many values insertDropsStmt takes per drop.
const dropColumns = 13

// insertDropsStmt writes n drops and returns their ids: args per drop
// user, item, case, revision, state, price, seed, nonce, cursor, ticket,
// roll, created at, feed at.
var insertDropsStmt = store.BuildN(func(b *entsql.DialectBuilder, n int) entsql.Querier {
	ins := b.Insert(drop.Table).Columns(drop.FieldUserID, drop.FieldItemID, drop.FieldCaseID, drop.FieldCaseRevision,
		drop.FieldState, drop.FieldPrice, drop.FieldSeedID, drop.FieldNonce, drop.FieldCursor, drop.FieldTicket,
		drop.FieldRoll, drop.FieldCreatedAt, drop.FieldFeedAt)
	for range n {
		ins.Values(0, 0, 0, 0, "", 0, 0, 0, 0, 0, "", time.Time{}, time.Time{})
	}
	return ins.Returning(drop.FieldID)
})

// insertDrops writes the drops (args: dropColumns values each) in one
// statement and sets their ids. The ids come from one sequence, ascending
// in the order of the rows, whatever order RETURNING lists them in. The
// drops hold every column the statement writes; the others (sold_at,
// state_at) start empty.
func insertDrops(ctx context.Context, tx *ent.Tx, drops []*ent.Drop, args []any) error {
	rows, err := insertDropsStmt.N(len(drops)).Query(ctx, tx, args...)
	if err != nil {
		return fmt.Errorf("cases: insert drops: %w", err)
	}
	defer rows.Close()
	ids := make([]int, 0, len(drops))
	for rows.Next() {
		var id int
		if err := rows.Scan(&id); err != nil {
			return err
		}
		ids = append(ids, id)
	}
	if err := rows.Close(); err != nil {
		return err
	}
	if len(ids) != len(drops) {
		return fmt.Errorf("cases: inserted %d drops of %d", len(ids), len(drops))
	}
	slices.Sort(ids)
	for i, d := range drops {
		d.ID = ids[i]
	}
	return nil
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
	feed.Announcer{DB: s.DB, Bus: s.Bus, Log: s.Log, Now: s.Now, Schedule: s.Schedule}.Announce(ctx, *o.Drops[0].FeedAt, wins)
}
