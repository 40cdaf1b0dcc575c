// Package ledger is the only writer of balances. Every change is a conditional
// update of the balance column plus one LedgerEntry row, in the caller's
// transaction, so the two always agree and no balance goes negative.
package ledger

import (
	"context"
	"fmt"
	"time"

	entsql "entgo.io/ent/dialect/sql"
	"entgo.io/ent/dialect/sql/sqlgraph"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/ent/user"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/store"
)

// Currency names a balance.
type Currency = ledgerentry.Currency

const (
	Money    = ledgerentry.CurrencyMoney
	Crystals = ledgerentry.CurrencyCrystals
	Bullets  = ledgerentry.CurrencyBullets
	Candies  = ledgerentry.CurrencyCandies
	Event    = ledgerentry.CurrencyEvent
	Partner  = ledgerentry.CurrencyPartner
)

// Currencies lists every balance the ledger keeps.
var Currencies = []Currency{Money, Crystals, Bullets, Candies, Event, Partner}

// Change is one balance movement.
type Change struct {
	UserID   int
	Currency Currency
	Delta    int64  // cents for money and partner, units otherwise
	Reason   string // "case_open", "sell", "demo_grant", ...
	Ref      string // what caused it: "drop:123", "case:45"
	IdemKey  string // unique per change; a repeat is refused by the database
	// Row, when set, is the user's row as the caller locked it in this
	// transaction (store.LockUser): the balance after is computed from it
	// instead of read back, and the row is updated to match. Callers that
	// hold no lock leave it nil.
	Row *ent.User
	// XP and Level, on a money debit, are the experience the spending
	// earned and the level it reaches (levels.Earned on Row), written by
	// the same UPDATE as the balance: the transaction holding the player's
	// row runs one statement less. Zero XP writes neither.
	XP    int64
	Level int
}

// Apply moves a balance inside tx and returns the balance after. A debit
// that would go below zero writes nothing and returns apperr.NotEnoughMoney.
func Apply(ctx context.Context, tx *ent.Tx, c Change) (int64, error) {
	if c.Delta == 0 {
		return 0, fmt.Errorf("ledger: zero change (%s)", c.Reason)
	}
	if c.IdemKey == "" || c.Reason == "" {
		return 0, fmt.Errorf("ledger: change needs a reason and an idempotency key")
	}
	stmts, ok := balanceStmts[c.Currency]
	if !ok {
		return 0, fmt.Errorf("ledger: unknown currency %q", c.Currency)
	}
	var n int64
	var err error
	switch {
	case c.XP != 0 && (c.Currency != Money || c.Delta > 0 || c.XP < 0):
		return 0, fmt.Errorf("ledger: experience rides only on a money debit (%s)", c.Reason)
	case c.XP != 0:
		n, err = debitXPStmt.Exec(ctx, tx, c.Delta, c.XP, c.Level, c.UserID, -c.Delta)
	case c.Delta < 0: // conditional: the balance covers the debit or nothing changes
		n, err = stmts.debit.Exec(ctx, tx, c.Delta, c.UserID, -c.Delta)
	default:
		n, err = stmts.credit.Exec(ctx, tx, c.Delta, c.UserID)
	}
	if err != nil {
		return 0, fmt.Errorf("ledger: update balance: %w", err)
	}
	if n == 0 {
		exists, err := tx.User.Query().Where(user.ID(c.UserID)).Exist(ctx)
		if err != nil {
			return 0, err
		}
		if !exists {
			return 0, apperr.NotFound.Msg("user %d not found", c.UserID)
		}
		return 0, apperr.NotEnoughMoney.Msg("not enough %s", c.Currency)
	}
	var after int64
	if c.Row != nil && c.Row.ID == c.UserID {
		after = Of(c.Row, c.Currency) + c.Delta
		set(c.Row, c.Currency, after)
		if c.XP != 0 {
			c.Row.Xp, c.Row.Level = c.Row.Xp+c.XP, c.Level
		}
	} else if after, err = Balance(ctx, tx.Client(), c.UserID, c.Currency); err != nil {
		return 0, err
	}
	_, err = entryStmt.Exec(ctx, tx, time.Now(), c.UserID, c.Currency, c.Delta, after, c.Reason, c.Ref, c.IdemKey)
	if err != nil {
		if sqlgraph.IsUniqueConstraintError(err) {
			return 0, apperr.Validation.Msg("this operation was already applied (%s)", c.IdemKey)
		}
		return 0, fmt.Errorf("ledger: write entry: %w", err)
	}
	return after, nil
}

// Every game moves a balance and writes its entry: the statements are built
// once (store.Stmt), one conditional debit and one credit per balance column.
type columnStmts struct{ debit, credit store.Stmt }

var balanceStmts = func() map[Currency]columnStmts {
	columns := map[Currency]string{
		Money: user.FieldBalance, Partner: user.FieldPartnerBalance, Crystals: user.FieldCrystals,
		Bullets: user.FieldBullets, Candies: user.FieldCandies, Event: user.FieldEventBalance,
	}
	out := make(map[Currency]columnStmts, len(columns))
	for cur, col := range columns {
		out[cur] = columnStmts{
			// args: delta, user id, the amount the debit needs
			debit: store.Build(func(b *entsql.DialectBuilder) entsql.Querier {
				return b.Update(user.Table).Add(col, 0).Where(entsql.And(entsql.EQ(user.FieldID, 0), entsql.GTE(col, 0)))
			}),
			// args: delta, user id
			credit: store.Build(func(b *entsql.DialectBuilder) entsql.Querier {
				return b.Update(user.Table).Add(col, 0).Where(entsql.EQ(user.FieldID, 0))
			}),
		}
	}
	return out
}()

// debitXPStmt is the money debit carrying experience: args delta, xp,
// level, user id, the amount the debit needs.
var debitXPStmt = store.Build(func(b *entsql.DialectBuilder) entsql.Querier {
	return b.Update(user.Table).Add(user.FieldBalance, 0).Add(user.FieldXp, 0).Set(user.FieldLevel, 0).
		Where(entsql.And(entsql.EQ(user.FieldID, 0), entsql.GTE(user.FieldBalance, 0)))
})

// entryStmt writes a LedgerEntry: args created_at, user id, currency,
// delta, balance after, reason, ref, idempotency key.
var entryStmt = store.Build(func(b *entsql.DialectBuilder) entsql.Querier {
	return b.Insert(ledgerentry.Table).Columns(ledgerentry.FieldCreatedAt, ledgerentry.FieldUserID, ledgerentry.FieldCurrency,
		ledgerentry.FieldDelta, ledgerentry.FieldBalanceAfter, ledgerentry.FieldReason, ledgerentry.FieldRef, ledgerentry.FieldIdemKey).
		Values(time.Time{}, 0, "", 0, 0, "", "", "")
})

// Balance reads one balance column of a user.
func Balance(ctx context.Context, c *ent.Client, userID int, cur Currency) (int64, error) {
	u, err := c.User.Query().Where(user.ID(userID)).Only(ctx)
	if err != nil {
		return 0, fmt.Errorf("ledger: read balance: %w", err)
	}
	return Of(u, cur), nil
}

// set puts a balance on a user row (the caller's copy).
func set(u *ent.User, cur Currency, v int64) {
	switch cur {
	case Money:
		u.Balance = money.Cents(v)
	case Partner:
		u.PartnerBalance = money.Cents(v)
	case Crystals:
		u.Crystals = v
	case Bullets:
		u.Bullets = v
	case Candies:
		u.Candies = v
	case Event:
		u.EventBalance = v
	}
}

// Of returns the balance of a loaded user in one currency.
func Of(u *ent.User, cur Currency) int64 {
	switch cur {
	case Money:
		return int64(u.Balance)
	case Partner:
		return int64(u.PartnerBalance)
	case Crystals:
		return u.Crystals
	case Bullets:
		return u.Bullets
	case Candies:
		return u.Candies
	case Event:
		return u.EventBalance
	}
	return 0
}
