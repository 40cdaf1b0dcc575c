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
	// Ref names the play on its ledger rows; "" uses the game's record
	// (Tx.Ref) when the debit comes after the draw wrote it, else the
	// play's key.
	Ref string
	// With are other users the play writes (a rematch's payers): their
	// rows are locked with the player's, all in ascending id (store's lock
	// order), and are in Tx.Users. The rules are the player's, on the
	// player's row.
	With []int
	// SettledLater: the play pays a seat in a game settled later by
	// Env.Settle (a battle). The settlement emits each payer's
	// events.Played, once, with all they paid; Run emits none, and the
	// play counts no stake (its debits' Value is 0).
	SettledLater bool
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
	// UserID is whose balance is debited: 0 is the player, another id one
	// of Play.With.
	UserID int
	// Reason and Key name the ledger row: "" is the play's game and the
	// play's key (a play with two debits keys each …:currency).
	Reason, Key string
}

// Tx is a play under way, as the game's draw sees it, and its outcome.
type Tx struct {
	*ent.Tx
	Now   time.Time
	Actor *actor.Actor
	// User is the player's row, locked; it follows the debits and XP.
	User *ent.User
	// Users are the locked rows by id when the play locks more than the
	// player (Play.With: the player's row is User and in Users) or in a
	// settlement (Env.Settle: its players); nil otherwise.
	Users map[int]*ent.User
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
	// items' transitions and the play's event point at it.
	Ref string

	env     *Env
	play    Play
	minted  [][]*ent.Drop // unwrapped after the commit
	wins    []wins        // announced after the commit
	winsAt  time.Time
	unwraps []func()
	played  events.Event // the play's event (kept here: one allocation less per play)
	paid    []stake      // a settlement's payers
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
// player's row (with those of Play.With, all in ascending id), the staked
// drops in ascending id, then the game's own rows (its Check), the seed,
// ledger, drops and records.
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
	t.committed(ctx)
	return t, nil
}

// committed ends a play once its transaction committed: its rows are
// unwrapped from the transaction and its wins announced.
func (t *Tx) committed(ctx context.Context) {
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
				out = append(out, feed.WinOf(d, t.UserOf(d.UserID), w.cs)) // the player as the play left them
			}
		}
		t.env.Announcer().Announce(ctx, t.winsAt, out)
	}
}

func (t *Tx) run(ctx context.Context) error {
	p := &t.play
	var u *ent.User
	var err error
	if len(p.With) > 0 {
		if t.Users, err = LockUsers(ctx, t.Tx, append([]int{t.Actor.UserID}, p.With...)); err != nil {
			return err
		}
		u = t.Users[t.Actor.UserID]
	} else if u, err = store.LockUser(ctx, t.Tx, t.Actor.UserID); err != nil {
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
	if p.SettledLater { // the settlement emits the play's event
		if t.Stake != 0 {
			return fmt.Errorf("play: %s is settled later but counts a stake of %s", p.Game, t.Stake)
		}
		return nil
	}
	t.played = events.Event{Kind: events.Played, UserID: u.ID, At: t.Now, Game: p.Game, Ref: t.Ref, Key: t.Key, Staked: t.Stake,
		Count: max(p.Nonces, 1), User: u}
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
	two := p.Debits[1].Currency != "" // a play with two debits keys each by its currency
	for _, d := range p.Debits {
		if d.Amount == 0 {
			continue
		}
		if d.Key == "" && t.Key != "" {
			d.Key = t.Key
			if two {
				d.Key += ":" + string(d.Currency)
			}
		}
		if err := t.apply(ctx, d); err != nil {
			return err
		}
	}
	return nil
}

// Debit takes one more stake through the ledger, as Play.Debits are
// taken, from the game's Check or Draw: a stake known only under the
// locks, or keyed by the game's own record (a battle's seat row). d.Value
// counts towards Stake. Without d.Key the play's key names it.
func (t *Tx) Debit(ctx context.Context, d Debit) error {
	t.Stake += d.Value
	if d.Amount == 0 {
		return nil
	}
	if d.Key == "" {
		d.Key = t.Key
	}
	return t.apply(ctx, d)
}

// apply writes one debit (its Key set) on the ledger.
func (t *Tx) apply(ctx context.Context, d Debit) error {
	p := &t.play
	if d.Key == "" {
		return fmt.Errorf("play: %s debits without a key", p.Game)
	}
	u := t.User
	if d.UserID != 0 {
		u = t.UserOf(d.UserID)
	}
	if u == nil {
		return fmt.Errorf("play: %s debits user %d, whose row it did not lock", p.Game, d.UserID)
	}
	reason, ref := d.Reason, p.Ref
	if reason == "" {
		reason = p.Game
	}
	if ref == "" {
		ref = t.Ref
	}
	if ref == "" {
		ref = t.Key
	}
	if ref == "" {
		ref = d.Key
	}
	_, err := ledger.Apply(ctx, t.Tx, ledger.Change{At: t.Now, UserID: u.ID, Currency: d.Currency, Delta: -d.Amount,
		Reason: reason, Ref: ref, IdemKey: d.Key, Row: u})
	if err != nil && d.Short != nil && apperr.KeyOf(err) == apperr.KeyOf(apperr.NotEnoughMoney) {
		return d.Short(d.Currency, d.Amount)
	}
	return err
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

// UserOf is the locked row of userID: the player's, or one of Users
// (nil when not locked).
func (t *Tx) UserOf(userID int) *ent.User {
	if t.User != nil && t.User.ID == userID {
		return t.User
	}
	return t.Users[userID]
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
