package store

import (
	"context"
	"slices"

	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/account"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/predicate"
	"github.com/casefront/casefront/ent/user"
)

// Lock order. A transaction that writes a player's row (any balance, XP,
// seed nonce) and that player's drops takes its row locks in one order:
//
//  1. the user row, first, with LockUser;
//  2. then the drops, in ascending id, with LockDrops or LockHeld;
//  3. only then anything else (ledger rows, counters).
//
// Two transactions that follow it can wait for each other but never wait in
// a circle, so PostgreSQL never has to kill one as a deadlock victim. Every
// game that spends or credits drops (sell, sell all, and any later game that
// consumes items) locks this way. SQLite needs no row locks (its write
// transactions start IMMEDIATE and run one at a time); the helpers are plain
// reads there.

// LockUser reads the user row with its balances (its ledger accounts) and
// locks the user row until the transaction ends. The accounts are not
// locked: the ledger's conditional updates keep them right.
func LockUser(ctx context.Context, tx *ent.Tx, userID int) (*ent.User, error) {
	rows, err := lockUserStmt.Query(ctx, tx, int64(userID))
	return scanUser(rows, err, tx.User)
}

// UserByID reads a user with its balances outside a transaction (every
// signed-in request resolves its actor with it).
func UserByID(ctx context.Context, c *ent.Client, userID int) (*ent.User, error) {
	rows, err := userByIDStmt.QueryDB(ctx, c, int64(userID))
	return scanUser(rows, err, c.User)
}

func scanUser(rows *sql.Rows, err error, c *ent.UserClient) (*ent.User, error) {
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	u, err := c.ScanWithAccounts(rows, user.Columns)
	if err != nil {
		return nil, err
	}
	return u, rows.Close()
}

// userWithAccounts selects the user's columns, then each of its accounts'
// id, currency and balance (one row per account, at least one row).
func userWithAccounts(b *sql.DialectBuilder) *sql.Selector {
	u, a := sql.Table(user.Table), sql.Table(account.Table).As("a")
	cols := make([]string, 0, len(user.Columns)+3)
	for _, c := range user.Columns {
		cols = append(cols, u.C(c))
	}
	cols = append(cols, a.C(account.FieldID), a.C(account.FieldCurrency), a.C(account.FieldBalance))
	return b.Select(cols...).From(u).LeftJoin(a).On(u.C(user.FieldID), a.C(account.FieldOwnerID)).
		Where(sql.EQ(u.C(user.FieldID), 0))
}

var userByIDStmt = Build(func(b *sql.DialectBuilder) sql.Querier { return userWithAccounts(b) })

// Every game starts with LockUser: its text is built once. On PostgreSQL it
// locks the user row only (FOR UPDATE OF users).
var lockUserStmt = Build(func(b *sql.DialectBuilder) sql.Querier {
	s := userWithAccounts(b)
	if s.Dialect() == dialect.Postgres {
		s.ForUpdate(sql.WithLockTables(user.Table))
	}
	return s
})

// LockDrops reads and locks the drops with the given ids in ascending id,
// with their items loaded. Missing ids are simply absent from the result.
func LockDrops(ctx context.Context, tx *ent.Tx, ids []int) ([]*ent.Drop, error) {
	ids = slices.Clone(ids)
	slices.Sort(ids)
	return tx.Drop.Query().Where(drop.IDIn(slices.Compact(ids)...), predicate.Drop(forUpdate)).
		Order(ent.Asc(drop.FieldID)).WithItem().All(ctx)
}

// LockHeld reads and locks up to limit drops a user still holds, in
// ascending id, with their items loaded.
func LockHeld(ctx context.Context, tx *ent.Tx, userID, limit int) ([]*ent.Drop, error) {
	return tx.Drop.Query().Where(drop.UserID(userID), drop.StateEQ(drop.StateActive), predicate.Drop(forUpdate)).
		Order(ent.Asc(drop.FieldID)).Limit(limit).WithItem().All(ctx)
}

// forUpdate adds FOR UPDATE on PostgreSQL. PostgreSQL locks the rows as the
// ordered scan returns them, so an ORDER BY id locks in ascending id.
func forUpdate(s *sql.Selector) {
	if s.Dialect() == dialect.Postgres {
		s.ForUpdate()
	}
}
