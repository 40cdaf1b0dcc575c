package play

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/inventory"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/store"
)

// Play is one play of a game: what differs from game to game.
type Play struct {
	// Game names the play in ledger reasons, idempotency keys, item
	// transitions and events: case_open, upgrade, contract, changer, ...
	Game string
	// Rule is the game's restriction rule (nil: none of its own).
	Rule Rule
	// Check runs on the locked row (t.User) before the stake is taken: a
	// game's own refusal (the contract's accepted rules, the daily bonus's
	// window) or its own tickets taken (reward cases); nil: nothing.
	Check func(ctx context.Context, t *Tx) error
	// At is the play's time when the caller's clock decided it (the daily
	// bonus's day); zero: the env's clock.
	At time.Time
	// DropIDs are the player's items staked (unique ids); they move into
	// Into once the draw has written the game's record (Tx.Ref).
	DropIDs []int
	Into    drop.State
	// UsesItems: the items are used up, not staked (a won case opened):
	// they add nothing to Stake.
	UsesItems bool
	// Debits are the balances staked (at most two: bullets and money in an
	// upgrade); an unused one is zero.
	Debits [2]Debit
	// Nonces is how many nonces of the player's seed the draw rolls with
	// (one per roll, from Tx.Nonce); 0 for a game without a roll, or one
	// whose nonce was reserved earlier: its Check then sets Tx.Key (and
	// Tx.Seed, Tx.Nonce) itself, the key its debits are made with.
	Nonces int
	// Ref names the play on its ledger rows; "" uses the play's key.
	Ref string
	// Draw decides the outcome once the stake is taken: it rolls, writes
	// the game's record (setting Tx.Ref to it), mints the drops and says
	// what to announce. Its error undoes the whole play.
	Draw func(ctx context.Context, t *Tx) error
}

// Debit is one balance staked.
type Debit struct {
	Currency ledger.Currency
	Amount   int64 // in the currency's unit
	// Value is what the debit counts for in the stake, in cents: XP is
	// earned on it (a case paid in bullets counts 0, bullets staked in an
	// upgrade count at their rate).
	Value money.Cents
	// Short, when set, makes the refusal for a balance that does not
	// cover the debit (instead of the ledger's), from the currency and the
	// amount needed.
	Short func(cur ledger.Currency, need int64) error
}

// Tx is a play under way, as the game's draw sees it, and its outcome.
type Tx struct {
	*ent.Tx
	Now   time.Time
	Actor *actor.Actor
	// User is the player's row, locked; it follows the debits and XP.
	User *ent.User
	// Seed is the player's active seed (nil without nonces) and Nonce the
	// first nonce reserved for the draw.
	Seed  *ent.FairSeed
	Nonce int64
	// Staked are the items staked (locked, with their items) and
	// ItemsValue their value at the catalogue's prices now.
	Staked     []*ent.Drop
	ItemsValue money.Cents
	// Stake is the whole stake in cents: ItemsValue and the debits' values.
	Stake money.Cents
	// Key is the play's idempotency key, game:user:seed:nonce.
	Key string
	// Ref is the game's record ("upgrade:12"), set by the draw: the staked
	// items' transitions point at it.
	Ref string

	env     *Env
	play    Play
	minted  [][]*ent.Drop // unwrapped after the commit
	wins    []wins        // announced after the commit
	winsAt  time.Time
	unwraps []func()
	played  events.Event // the play's event (kept here: one allocation less per play)
	one     [1][]*ent.Drop
	oneWins [1]wins
}

// wins are drops to announce, from their case (nil: not from a case).
type wins struct {
	cs    *ent.LootCase
	drops []*ent.Drop
}

// Run plays p for the actor in one transaction and returns the outcome.
// Nothing is written unless everything succeeds. Lock order (store): the
// player's row, the staked drops in ascending id, then the seed, ledger,
// drops and records.
func (e *Env) Run(ctx context.Context, a *actor.Actor, p Play) (*Tx, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	now := p.At
	if now.IsZero() {
		now = e.Now()
	}
	if err := Refusal(a, now, p.Rule); err != nil {
		return nil, err
	}
	t := &Tx{Now: now, Actor: a, env: e, play: p}
	err := store.WithTx(ctx, e.DB, func(tx *ent.Tx) error {
		*t = Tx{Tx: tx, Now: now, Actor: a, env: e, play: t.play} // a retried transaction starts again
		return t.run(ctx)
	})
	if err != nil {
		return nil, err
	}
	// Edges a caller resolves later must query through the client, not the
	// committed transaction.
	for _, d := range t.Staked {
		d.Unwrap()
	}
	for _, drops := range t.minted {
		for _, d := range drops {
			d.Unwrap()
		}
	}
	for _, f := range t.unwraps {
		f()
	}
	t.Tx = nil
	if n := t.announced(); n > 0 {
		out := make([]feed.Win, 0, n)
		for _, w := range t.wins {
			for _, d := range w.drops {
				out = append(out, feed.WinOf(d, t.User, w.cs)) // the player as the play left them
			}
		}
		e.Announcer().Announce(ctx, t.winsAt, out)
	}
	return t, nil
}

func (t *Tx) run(ctx context.Context) error {
	p := &t.play
	u, err := store.LockUser(ctx, t.Tx, t.Actor.UserID)
	if err != nil {
		return apperr.NoAuth.Msg("unknown user")
	}
	if err := RefusalOnRow(t.Actor, u, t.Now, p.Rule); err != nil {
		return err
	}
	t.User = u
	if p.Check != nil {
		if err := p.Check(ctx, t); err != nil {
			return err
		}
	}
	if len(p.DropIDs) > 0 {
		if t.Staked, t.ItemsValue, err = inventory.Take(ctx, t.Tx, u.ID, p.DropIDs); err != nil {
			return err
		}
	}
	if !p.UsesItems {
		t.Stake = t.ItemsValue
	}
	for _, d := range p.Debits {
		t.Stake += d.Value
	}
	if p.Nonces > 0 {
		if t.Seed, t.Nonce, err = fair.Reserve(ctx, t.Tx, u.ID, p.Nonces); err != nil {
			return err
		}
		t.Key = Key(p.Game, u.ID, t.Seed.ID, t.Nonce)
	}
	if err := t.debit(ctx, p); err != nil {
		return err
	}
	if err := p.Draw(ctx, t); err != nil {
		return err
	}
	for _, d := range t.Staked {
		if ok, err := inventory.Move(ctx, t.Tx, d, drop.StateActive, p.Into,
			inventory.Cause{Reason: p.Game, Ref: t.Ref}, t.Now); err != nil {
			return err
		} else if !ok {
			return apperr.ItemAlreadySold.With("id", d.ID)
		}
	}
	t.played = events.Event{Kind: events.Played, UserID: u.ID, At: t.Now, Game: p.Game, Ref: t.Ref, Staked: t.Stake, User: u}
	return t.Emit(ctx, &t.played)
}

func (t *Tx) announced() int {
	n := 0
	for _, w := range t.wins {
		n += len(w.drops)
	}
	return n
}

func (t *Tx) debit(ctx context.Context, p *Play) error { // p is &t.play
	if p.Debits[0].Amount == 0 && p.Debits[1].Amount == 0 {
		return nil
	}
	if t.Key == "" {
		return fmt.Errorf("play: %s debits without a roll's key", p.Game)
	}
	two := p.Debits[1].Currency != "" // a play with two debits keys each by its currency
	ref := p.Ref
	if ref == "" {
		ref = t.Key
	}
	for _, d := range p.Debits {
		if d.Amount == 0 {
			continue
		}
		key := t.Key
		if two {
			key += ":" + string(d.Currency)
		}
		_, err := ledger.Apply(ctx, t.Tx, ledger.Change{At: t.Now, UserID: t.User.ID, Currency: d.Currency, Delta: -d.Amount,
			Reason: p.Game, Ref: ref, IdemKey: key, Row: t.User})
		if err != nil && d.Short != nil && apperr.KeyOf(err) == apperr.KeyOf(apperr.NotEnoughMoney) {
			return d.Short(d.Currency, d.Amount)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// Key is a play's idempotency key, game:user:seed:first nonce: one play per
// nonce of a seed.
func Key(game string, userID, seedID int, nonce int64) string {
	var buf [64]byte // on the stack: one allocation, the string
	b := append(buf[:0], game...)
	b = append(b, ':')
	b = strconv.AppendInt(b, int64(userID), 10)
	b = append(b, ':')
	b = strconv.AppendInt(b, int64(seedID), 10)
	b = append(b, ':')
	b = strconv.AppendInt(b, nonce, 10)
	return string(b)
}

// Mint writes the play's new drops (inventory.Mint); they are unwrapped
// from the transaction after the commit.
func (t *Tx) Mint(ctx context.Context, drops ...*ent.Drop) error {
	if err := inventory.Mint(ctx, t.Tx, t.Now, drops...); err != nil {
		return err
	}
	if t.minted == nil {
		t.one[0] = drops
		t.minted = t.one[:]
	} else {
		t.minted = append(t.minted, drops)
	}
	return nil
}

// Credit pays the player cur in the play's transaction (a change's
// difference, a sale).
func (t *Tx) Credit(ctx context.Context, cur ledger.Currency, amount int64, reason, ref, key string) error {
	if amount <= 0 {
		return nil
	}
	_, err := ledger.Apply(ctx, t.Tx, ledger.Change{At: t.Now, UserID: t.User.ID, Currency: cur, Delta: amount,
		Reason: reason, Ref: ref, IdemKey: key, Row: t.User})
	return err
}

// Emit records an event in the play's transaction (events.Registry.Emit).
func (t *Tx) Emit(ctx context.Context, e *events.Event) error {
	return t.env.Events.Emit(ctx, t.Tx, e)
}

// Announce puts drops won (from cs, nil when not from a case) on the live
// feed at at, once the play committed.
func (t *Tx) Announce(at time.Time, cs *ent.LootCase, drops ...*ent.Drop) {
	if t.wins == nil {
		t.oneWins[0] = wins{cs: cs, drops: drops}
		t.wins = t.oneWins[:]
	} else {
		t.wins = append(t.wins, wins{cs: cs, drops: drops})
	}
	t.winsAt = at
}

// AfterCommit runs f once the play committed, before Run returns: the
// game unwraps its records there.
func (t *Tx) AfterCommit(f func()) { t.unwraps = append(t.unwraps, f) }
