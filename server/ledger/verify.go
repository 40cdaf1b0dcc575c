package ledger

import (
	"context"
	"fmt"

	"github.com/casefront/casefront/ent"
)

// Mismatch is something the ledger does not explain: an account whose
// balance is not the sum of its entries (Txn empty), or a ledger
// transaction whose legs do not sum to zero in a currency (Txn set).
type Mismatch struct {
	AccountID int
	UserID    int // the account's owner; 0 for a system account
	Currency  Currency
	Balance   int64 // the account's balance column (for a transaction, 0)
	LedgerSum int64 // the sum of the entries' deltas
	Txn       string
}

func (m Mismatch) String() string {
	if m.Txn != "" {
		return fmt.Sprintf("transaction %q %s: legs sum to %d, not 0", m.Txn, m.Currency, m.LedgerSum)
	}
	if m.UserID == 0 {
		return fmt.Sprintf("account %d %s: an entry-only account with balance %d", m.AccountID, m.Currency, m.Balance)
	}
	return fmt.Sprintf("user %d %s (account %d): balance %d, ledger sum %d", m.UserID, m.Currency, m.AccountID, m.Balance, m.LedgerSum)
}

// The two proofs, one statement each (the same text on both dialects). An
// entry-only account keeps 0 in its balance column: anything else there is
// a mismatch too.
const (
	accountsQuery = `SELECT a.id, COALESCE(a.owner_id, 0), a.currency, a.balance, COALESCE(s.total, 0)
FROM accounts a LEFT JOIN (SELECT account_id, SUM(delta) AS total FROM ledger_entries GROUP BY account_id) s ON s.account_id = a.id
WHERE (a.name IS NULL AND a.balance <> COALESCE(s.total, 0)) OR (a.name IS NOT NULL AND a.balance <> 0)
ORDER BY a.id`
	transactionsQuery = `SELECT txn, currency, SUM(delta) FROM ledger_entries GROUP BY txn, currency HAVING SUM(delta) <> 0 ORDER BY txn, currency`
)

// Verify proves every player and partner balance equals the sum of its
// account's entries, and every ledger transaction's legs sum to zero per
// currency (`casefront verify-ledger`). Accounts start at zero, so nothing
// else counts. It returns what disagrees.
func Verify(ctx context.Context, c *ent.Client) ([]Mismatch, error) {
	var out []Mismatch
	rows, err := c.QuerySQL(ctx, accountsQuery)
	if err != nil {
		return nil, fmt.Errorf("ledger: verify accounts: %w", err)
	}
	for rows.Next() {
		var m Mismatch
		if err := rows.Scan(&m.AccountID, &m.UserID, &m.Currency, &m.Balance, &m.LedgerSum); err != nil {
			rows.Close()
			return nil, fmt.Errorf("ledger: verify accounts: %w", err)
		}
		out = append(out, m)
	}
	if err := closeRows(rows); err != nil {
		return nil, fmt.Errorf("ledger: verify accounts: %w", err)
	}
	if rows, err = c.QuerySQL(ctx, transactionsQuery); err != nil {
		return nil, fmt.Errorf("ledger: verify transactions: %w", err)
	}
	for rows.Next() {
		var m Mismatch
		if err := rows.Scan(&m.Txn, &m.Currency, &m.LedgerSum); err != nil {
			rows.Close()
			return nil, fmt.Errorf("ledger: verify transactions: %w", err)
		}
		out = append(out, m)
	}
	if err := closeRows(rows); err != nil {
		return nil, fmt.Errorf("ledger: verify transactions: %w", err)
	}
	return out, nil
}

func closeRows(rows interface {
	Err() error
	Close() error
}) error {
	if err := rows.Err(); err != nil {
		rows.Close()
		return err
	}
	return rows.Close()
}
