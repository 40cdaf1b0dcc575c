package ledger

import (
	"context"
	"slices"
	"strconv"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/store"
)

// HistoryPageSize is the page size of balance histories.
const HistoryPageSize = 30

// History lists the actor's ledger rows in one currency (all when cur is ""),
// newest first, pages from 1 of limit rows (at most HistoryPageSize): the
// player's statement of every balance change.
func History(ctx context.Context, c *ent.Client, a *actor.Actor, cur Currency, page, limit int) ([]*ent.LedgerEntry, int, error) {
	if err := a.Require(); err != nil {
		return nil, 0, err
	}
	offset, err := store.Offset(page, limit, HistoryPageSize)
	if err != nil {
		return nil, 0, err
	}
	q := c.LedgerEntry.Query().Where(ledgerentry.UserID(a.UserID))
	if cur != "" {
		q.Where(ledgerentry.CurrencyEQ(cur))
	}
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return nil, 0, err
	}
	rows, err := q.Order(ent.Desc(ledgerentry.FieldID)).
		Offset(offset).Limit(limit).All(ctx)
	return rows, total, err
}

// ParseCurrency reads a currency name from a request; "" means all.
func ParseCurrency(s string) (Currency, error) {
	cur := Currency(s)
	if s != "" && !slices.Contains(Currencies, cur) {
		return "", apperr.Validation.Msg("currency must be one of money, crystals, bullets, candies, event, partner").With("field", "currency")
	}
	return cur, nil
}

// InCents reports whether a currency counts cents (money and partner) rather than units.
func InCents(cur Currency) bool { return cur == Money || cur == Partner }

// Format writes an amount of a currency the one way statements show it:
// "-2.52" for cents, "5" for units. Both are valid JSON numbers.
func Format(cur Currency, v int64) string {
	if InCents(cur) {
		return money.Cents(v).String()
	}
	return strconv.FormatInt(v, 10)
}
