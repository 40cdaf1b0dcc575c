// Package ledger is the only writer of balances. Balances are accounts (one
// row per owner and currency, ent/schema/account.go) and every change is a
// ledger transaction of two legs that sum to zero: the player's account and
// the house's account of the currency ("house:money"). Both are written in
// the caller's transaction, so balances and entries always agree, and no
// player balance goes negative.
//
// Player (and partner) accounts keep a balance, moved by a conditional
// update: a debit changes the row only while it covers the amount. The
// house's accounts are entry-only: no balance is kept on their row (it stays
// 0) and nothing checks them; what the house holds is the sum of its
// entries. Were the house's row updated by every change, every opening on
// the site would queue on that one row (PostgreSQL holds a row lock until
// commit); as an INSERT, the house side of a game costs nothing shared.
package ledger

import (
	"context"
	"fmt"
	"strings"
	"time"

	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"
	"entgo.io/ent/dialect/sql/sqlgraph"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/account"
	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/ent/user"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/store"
)

// Currency names a balance. Currencies are data: an account's currency is a
// string, and a currency exists when its house account does (AddCurrency).
type Currency = string

// The currencies the product has.
const (
	Money    Currency = "money"
	Crystals Currency = "crystals"
	Bullets  Currency = "bullets"
	Candies  Currency = "candies"
	Event    Currency = "event"
	Partner  Currency = "partner"
)

// Currencies lists the currencies the product has (each has its house
// account from the migrations).
var Currencies = []Currency{Money, Crystals, Bullets, Candies, Event, Partner}

// Account kinds.
const (
	KindPlayer  = "player"
	KindPartner = "partner" // a partner's earnings (currency partner)
	KindHouse   = "house"   // entry-only
)

// HouseKeySuffix ends the idempotency key of a house account's leg: the
// transaction's key with it. A change's own key may not end so.
const HouseKeySuffix = "/house"

// HouseAccount is the well-known name of the house's account of a currency.
func HouseAccount(cur Currency) string { return "house:" + cur }

// Change is one balance movement.
type Change struct {
	UserID   int
	Currency Currency
	Delta    int64  // cents for money and partner, units otherwise
	Reason   string // "case_open", "sell", "demo_grant", ...
	Ref      string // what caused it: "drop:123", "case:45"
	// IdemKey is unique per change and names its ledger transaction. A
	// change repeated with the same key, account and amount writes nothing
	// and answers the first result; with another account or amount it is
	// refused with apperr.IdempotencyConflict.
	IdemKey string
	// At is when the change happens: the caller's clock (the ledger reads
	// none). Zero is refused.
	At time.Time
	// Row, when set, is the user's row as the caller locked it in this
	// transaction (store.LockUser): its balances follow the change.
	Row *ent.User
	// Overdraw lets a debit take the balance below zero. Only a partner
	// account may (a clawback of an earning already withdrawn: the partner
	// owes it back from later earnings, docs/partner.md); any other
	// currency is refused.
	Overdraw bool
}

// Result is what a change did.
type Result struct {
	// After is the player's balance after the change; for a repeated key,
	// after its first application.
	After int64
	// Exists is set when the key was applied before: nothing was written.
	Exists bool
}

// Apply moves a balance inside tx and returns the balance after. A debit
// that would go below zero writes nothing and returns apperr.NotEnoughMoney.
// A repeated idempotency key writes nothing and returns the balance after
// the first application (Post tells the two apart). Any error leaves tx to
// be rolled back.
func Apply(ctx context.Context, tx *ent.Tx, c Change) (int64, error) {
	r, err := Post(ctx, tx, c)
	return r.After, err
}

// Post is Apply telling a first application from a repeat (Result.Exists).
func Post(ctx context.Context, tx *ent.Tx, c Change) (Result, error) {
	switch {
	case c.Delta == 0:
		return Result{}, fmt.Errorf("ledger: zero change (%s)", c.Reason)
	case c.IdemKey == "" || c.Reason == "":
		return Result{}, fmt.Errorf("ledger: change needs a reason and an idempotency key")
	case strings.HasSuffix(c.IdemKey, HouseKeySuffix):
		return Result{}, fmt.Errorf("ledger: key %q ends as the house's legs do", c.IdemKey)
	case c.Currency == "":
		return Result{}, fmt.Errorf("ledger: change needs a currency (%s)", c.Reason)
	case c.At.IsZero():
		return Result{}, fmt.Errorf("ledger: change needs its time (%s)", c.Reason)
	case c.Overdraw && c.Currency != Partner:
		return Result{}, fmt.Errorf("ledger: only a partner account may go below zero (%s)", c.Reason)
	}
	debit := c.Delta < 0 && !c.Overdraw // conditional: never below zero
	// Boxed once, each passed to more than one statement or twice to one;
	// ids as int64, which database/sql passes on as they are.
	cur, key := any(c.Currency), any(c.IdemKey)
	uid, delta, negDelta := any(int64(c.UserID)), any(c.Delta), any(-c.Delta)
	var (
		accountID, after int64
		acct             any // accountID, boxed once
		ok               bool
		err              error
	)
	row := c.Row
	if row != nil && (row.ID != c.UserID || row.Accounts == nil) {
		row = nil
	}
	held, known := ent.UserAccount{}, false
	if row != nil {
		held, known = row.Account(c.Currency)
	}
	switch {
	case known:
		// The hot path: the caller locked the user row, and every writer
		// of a player's accounts holds that lock (lockOwner below), so the
		// row's balance is the account's and the balance after needs no
		// read back.
		accountID, after = int64(held.ID), held.Balance+c.Delta
		acct = accountID
		var n int64
		if debit { // conditional: the balance covers the debit or nothing changes
			n, err = debitByIDStmt.Exec(ctx, tx, delta, acct, negDelta)
		} else {
			n, err = creditByIDStmt.Exec(ctx, tx, delta, acct)
		}
		ok = n == 1
	case row == nil && tx.Dialect() == dialect.Postgres && !lockOwner(ctx, tx, uid, &err):
		// no such user, or the lock failed (err)
	case debit:
		var rows *entsql.Rows
		rows, err = debitStmt.Query(ctx, tx, delta, uid, cur, negDelta)
		accountID, after, ok, err = scanAccount(rows, err)
	default:
		kind := KindPlayer
		if c.Currency == Partner {
			kind = KindPartner
		}
		var rows *entsql.Rows
		rows, err = creditStmt.Query(ctx, tx, uid, kind, cur, delta, delta)
		accountID, after, ok, err = scanAccount(rows, err)
	}
	if err != nil {
		if c.Delta > 0 && sqlgraph.IsForeignKeyConstraintError(err) {
			return Result{}, apperr.NotFound.Msg("user %d not found", c.UserID)
		}
		return Result{}, fmt.Errorf("ledger: update balance: %w", err)
	}
	if !ok { // a refused debit, a repeat of one that went through, or no such user
		if r, found, err := repeated(ctx, tx, c); found || err != nil {
			return r, err
		}
		exists, err := tx.User.Query().Where(user.ID(c.UserID)).Exist(ctx)
		if err != nil {
			return Result{}, err
		}
		if !exists {
			return Result{}, apperr.NotFound.Msg("user %d not found", c.UserID)
		}
		return Result{}, apperr.NotEnoughMoney.Msg("not enough %s", c.Currency)
	}
	if acct == nil {
		acct = accountID
	}
	at, reason, ref := any(c.At), any(c.Reason), any(c.Ref)
	n, err := entriesStmt.Exec(ctx, tx,
		at, uid, acct, cur, delta, after, reason, ref, key, key,
		at, cur, cur, negDelta, reason, ref, key, key)
	if err != nil {
		return Result{}, fmt.Errorf("ledger: write entries (is %q a currency?): %w", c.Currency, err)
	}
	if n != 2 {
		// The key was applied before: undo this update (the same
		// transaction holds the row) and answer the first result.
		if _, err := creditByIDStmt.Exec(ctx, tx, negDelta, acct); err != nil {
			return Result{}, fmt.Errorf("ledger: undo a repeat: %w", err)
		}
		if c.Row != nil && c.Row.ID == c.UserID {
			c.Row.PutAccount(ent.UserAccount{ID: int(accountID), Currency: c.Currency, Balance: after - c.Delta})
		}
		r, found, err := repeated(ctx, tx, c)
		switch {
		case err == nil && !found: // one leg written: no house account for the currency
			err = fmt.Errorf("ledger: %q is not a currency (no house account)", c.Currency)
		case err == nil && n != 0: // one leg written: the key was a house leg's
			err = apperr.IdempotencyConflict.Msg("idempotency key %s was applied to another account", c.IdemKey)
		}
		return r, err
	}
	if c.Row != nil && c.Row.ID == c.UserID {
		c.Row.PutAccount(ent.UserAccount{ID: int(accountID), Currency: c.Currency, Balance: after})
	}
	return Result{After: after}, nil
}

// Applied returns the player's entry of an idempotency key applied before,
// or nil: for a caller with writes of its own to skip on a repeat.
func Applied(ctx context.Context, tx *ent.Tx, key string) (*ent.LedgerEntry, error) {
	e, err := tx.LedgerEntry.Query().Where(ledgerentry.IdemKey(key)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, nil
	}
	return e, err
}

// repeated looks for the first application of c's key: found, it is the
// first result when it moved the same account by the same amount, and
// apperr.IdempotencyConflict otherwise.
func repeated(ctx context.Context, tx *ent.Tx, c Change) (Result, bool, error) {
	first, err := tx.LedgerEntry.Query().Where(ledgerentry.IdemKey(c.IdemKey)).Only(ctx)
	if ent.IsNotFound(err) {
		return Result{}, false, nil
	}
	if err != nil {
		return Result{}, false, fmt.Errorf("ledger: read the first application: %w", err)
	}
	if first.UserID == nil || *first.UserID != c.UserID || first.Currency != c.Currency || first.Delta != c.Delta {
		return Result{}, true, apperr.IdempotencyConflict.Msg("idempotency key %s was applied with another account or amount", c.IdemKey)
	}
	return Result{After: first.BalanceAfter, Exists: true}, true, nil
}

// lockOwner takes the user row's lock (PostgreSQL) before a change made
// without the caller's locked row: whoever writes a player's accounts holds
// the player's row, as store.LockUser's callers do, so the balances a
// locked row carries stay the accounts' until its transaction ends. It
// reports false when the user does not exist or the lock failed (*err).
func lockOwner(ctx context.Context, tx *ent.Tx, uid any, err *error) bool {
	rows, qerr := lockOwnerStmt.Query(ctx, tx, uid)
	if qerr != nil {
		*err = qerr
		return false
	}
	defer rows.Close()
	found := rows.Next()
	if qerr = rows.Err(); qerr != nil {
		*err = qerr
	}
	return found && qerr == nil
}

// scanAccount reads the account id and balance an update returned; ok is
// false when it changed no row.
func scanAccount(rows *entsql.Rows, err error) (id, balance int64, ok bool, _ error) {
	if err != nil {
		return 0, 0, false, err
	}
	defer rows.Close()
	if !rows.Next() {
		return 0, 0, false, rows.Err()
	}
	if err := rows.Scan(&id, &balance); err != nil {
		return 0, 0, false, err
	}
	return id, balance, true, rows.Close()
}

// Every game moves a balance and writes its legs: the statements are built
// once (store.Stmt).
var (
	// debitStmt: args delta, owner, currency, the amount the debit needs.
	debitStmt = store.Build(func(b *entsql.DialectBuilder) entsql.Querier {
		return b.Update(account.Table).Add(account.FieldBalance, 0).
			Where(entsql.And(entsql.EQ(account.FieldOwnerID, 0), entsql.EQ(account.FieldCurrency, ""), entsql.GTE(account.FieldBalance, 0))).
			Returning(account.FieldID, account.FieldBalance)
	})
	// creditStmt creates the account on its first credit: args owner,
	// kind, currency, delta, delta.
	creditStmt = store.Build(func(b *entsql.DialectBuilder) entsql.Querier {
		return b.Insert(account.Table).
			Columns(account.FieldOwnerID, account.FieldKind, account.FieldCurrency, account.FieldBalance).
			Values(0, "", "", 0).
			OnConflict(
				entsql.ConflictColumns(account.FieldOwnerID, account.FieldCurrency),
				entsql.ResolveWith(func(u *entsql.UpdateSet) {
					u.Add(account.FieldBalance, 0)
				}),
			).
			Returning(account.FieldID, account.FieldBalance)
	})
	// debitByIDStmt: args delta, account id, the amount the debit needs.
	debitByIDStmt = store.Build(func(b *entsql.DialectBuilder) entsql.Querier {
		return b.Update(account.Table).Add(account.FieldBalance, 0).
			Where(entsql.And(entsql.EQ(account.FieldID, 0), entsql.GTE(account.FieldBalance, 0)))
	})
	// creditByIDStmt (and the undo of a repeat): args delta, account id.
	creditByIDStmt = store.Build(func(b *entsql.DialectBuilder) entsql.Querier {
		return b.Update(account.Table).Add(account.FieldBalance, 0).Where(entsql.EQ(account.FieldID, 0))
	})
	// lockOwnerStmt locks a user row on PostgreSQL: arg user id.
	lockOwnerStmt = store.Build(func(b *entsql.DialectBuilder) entsql.Querier {
		return b.Select(user.FieldID).From(entsql.Table(user.Table)).Where(entsql.EQ(user.FieldID, 0)).ForUpdate()
	})
	// entriesStmt writes both legs in one statement. The house's leg
	// carries the key with HouseKeySuffix, so that the unique index on
	// idem_key stops both legs of a repeat (nothing written is how a repeat
	// shows) and the ledger needs no other index for it. Args: the player's
	// leg (created_at, user id, account id, currency, delta, balance after,
	// reason, ref, idempotency key, txn), then the house's (created_at,
	// currency for the account's name, currency, -delta, reason, ref,
	// idempotency key, txn).
	entriesStmt = store.Build(func(b *entsql.DialectBuilder) entsql.Querier {
		houseKey := entsql.ExprFunc(func(b *entsql.Builder) {
			b.WriteString("CAST(").Arg("").WriteString(" AS TEXT) || '" + HouseKeySuffix + "'")
		})
		house := entsql.ExprFunc(func(b *entsql.Builder) {
			b.WriteString("(SELECT ").Ident(account.FieldID).WriteString(" FROM ").Ident(account.Table).
				WriteString(" WHERE ").Ident(account.FieldName).WriteString(" = 'house:' || CAST(").Arg("").WriteString(" AS TEXT))")
		})
		ins := b.Insert(ledgerentry.Table).Columns(ledgerentry.FieldCreatedAt, ledgerentry.FieldUserID, ledgerentry.FieldAccountID,
			ledgerentry.FieldCurrency, ledgerentry.FieldDelta, ledgerentry.FieldBalanceAfter, ledgerentry.FieldReason,
			ledgerentry.FieldRef, ledgerentry.FieldIdemKey, ledgerentry.FieldTxn).
			Values(time.Time{}, 0, 0, "", 0, 0, "", "", "", "").
			Values(time.Time{}, nil, house, "", 0, entsql.Expr("0"), "", "", houseKey, "")
		if ins.Dialect() == dialect.SQLite {
			// OR IGNORE rather than ON CONFLICT DO NOTHING: a statement of
			// two rows that could abort half-way (a NOT NULL failing) makes
			// SQLite copy every page it changes into a statement journal
			// first; ignored, a missing house account skips its row, which
			// shows as one leg written.
			return orIgnore{ins}
		}
		return ins.OnConflict(entsql.DoNothing())
	})
)

// Balance reads one balance of a user (0 without an account).
func Balance(ctx context.Context, c *ent.Client, userID int, cur Currency) (int64, error) {
	a, err := c.Account.Query().Where(account.OwnerID(userID), account.Currency(cur)).Only(ctx)
	if ent.IsNotFound(err) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("ledger: read balance: %w", err)
	}
	return a.Balance, nil
}

// Of returns the balance of a loaded user in one currency.
func Of(u *ent.User, cur Currency) int64 {
	if u.Accounts == nil {
		panic(fmt.Sprintf("ledger: the balances of user %d were not read with the row", u.ID))
	}
	a, _ := u.Account(cur)
	return a.Balance
}

// AddCurrency makes a currency: its house account. Adding one that exists
// does nothing.
func AddCurrency(ctx context.Context, c *ent.Client, cur Currency) error {
	if cur == "" {
		return fmt.Errorf("ledger: a currency needs a name")
	}
	exists, err := c.Account.Query().Where(account.Name(HouseAccount(cur))).Exist(ctx)
	if err == nil && !exists {
		err = c.Account.Create().SetKind(KindHouse).SetName(HouseAccount(cur)).SetCurrency(cur).Exec(ctx)
	}
	if err != nil && !ent.IsConstraintError(err) { // a concurrent add made it
		return fmt.Errorf("ledger: add currency %s: %w", cur, err)
	}
	return nil
}

// orIgnore is an INSERT as INSERT OR IGNORE (SQLite).
type orIgnore struct{ entsql.Querier }

func (q orIgnore) Query() (string, []any) {
	text, args := q.Querier.Query()
	return strings.Replace(text, "INSERT INTO", "INSERT OR IGNORE INTO", 1), args
}
