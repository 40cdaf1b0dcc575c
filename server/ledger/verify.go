package ledger

import (
	"context"
	"fmt"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/ledgerentry"
)

// Mismatch is a balance that its ledger does not explain.
type Mismatch struct {
	UserID    int
	Currency  Currency
	Balance   int64 // the column
	LedgerSum int64 // the sum of deltas
}

func (m Mismatch) String() string {
	return fmt.Sprintf("user %d %s: balance %d, ledger sum %d", m.UserID, m.Currency, m.Balance, m.LedgerSum)
}

// Verify proves every balance equals the sum of its ledger rows
// (`casefront verify-ledger`). Balances start at zero, so nothing else counts.
func Verify(ctx context.Context, c *ent.Client) ([]Mismatch, error) {
	var sums []struct {
		UserID   int      `json:"user_id"`
		Currency Currency `json:"currency"`
		Sum      int64    `json:"sum"`
	}
	err := c.LedgerEntry.Query().
		GroupBy(ledgerentry.FieldUserID, ledgerentry.FieldCurrency).
		Aggregate(ent.Sum(ledgerentry.FieldDelta)).Scan(ctx, &sums)
	if err != nil {
		return nil, fmt.Errorf("ledger: sums: %w", err)
	}
	bySum := map[[2]any]int64{}
	for _, s := range sums {
		bySum[[2]any{s.UserID, s.Currency}] = s.Sum
	}
	var out []Mismatch
	const page = 1000
	for offset := 0; ; offset += page {
		users, err := c.User.Query().Order(ent.Asc("id")).Offset(offset).Limit(page).All(ctx)
		if err != nil {
			return nil, err
		}
		for _, u := range users {
			for _, cur := range Currencies {
				bal, sum := Of(u, cur), bySum[[2]any{u.ID, cur}]
				if bal != sum {
					out = append(out, Mismatch{UserID: u.ID, Currency: cur, Balance: bal, LedgerSum: sum})
				}
			}
		}
		if len(users) < page {
			return out, nil
		}
	}
}
