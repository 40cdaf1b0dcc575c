package ledger

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/server/apperr"
)

// HistoryPageSize is the page size of balance histories.
const HistoryPageSize = 30

// History lists a user's ledger rows in one currency (all when cur is ""),
// newest first, pages from 1: the player's statement of every balance change.
func History(ctx context.Context, c *ent.Client, userID int, cur Currency, page int) ([]*ent.LedgerEntry, int, error) {
	page = max(page, 1)
	q := c.LedgerEntry.Query().Where(ledgerentry.UserID(userID))
	if cur != "" {
		q.Where(ledgerentry.CurrencyEQ(cur))
	}
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return nil, 0, err
	}
	rows, err := q.Order(ent.Desc(ledgerentry.FieldID)).
		Offset((page - 1) * HistoryPageSize).Limit(HistoryPageSize).All(ctx)
	return rows, total, err
}

// ParseCurrency reads a currency name from a request; "" means all.
func ParseCurrency(s string) (Currency, error) {
	cur := Currency(s)
	if s != "" && ledgerentry.CurrencyValidator(cur) != nil {
		return "", apperr.Validation.Msg("currency must be one of money, crystals, bullets, candies, event, partner").With("field", "currency")
	}
	return cur, nil
}
