package gabenstore

import (
	"context"
	"fmt"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/cashbackrate"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/ledger"
)

// DefaultRates is the event balance a play earns per game, in basis points
// of its stake (docs/gabenstore.md), where cashback_rates has no row for the
// game. A game in neither earns nothing. Free plays (reward cases, the daily
// bonus) stake nothing and so earn nothing whatever their rate. A play
// without a key of its own (the skin changer, an exchange) earns none.
var DefaultRates = map[string]int{
	"case_open": 100, // 1%
	"battle":    100,
	"upgrade":   50,
	"contract":  50,
}

// Earned is the event balance a stake earns at bps: one unit per cent of
// cashback, truncated.
func Earned(staked money.Cents, bps int) int64 {
	if staked <= 0 || bps <= 0 {
		return 0
	}
	return int64(staked) * int64(bps) / 10000
}

// rate is the game's rate: its cashback_rates row, else its default.
func rate(ctx context.Context, tx *ent.Tx, game string) (int, error) {
	r, err := tx.CashbackRate.Query().Where(cashbackrate.Game(game)).Only(ctx)
	switch {
	case ent.IsNotFound(err):
		return DefaultRates[game], nil
	case err != nil:
		return 0, err
	}
	return r.Bps, nil
}

// cashbackKey is the ledger key of a play's cashback: one per play.
func cashbackKey(e *events.Event) string { return "cashback:" + e.Key }

// Subscribe credits the event balance (ledger currency event) on every paid
// play, in the play's transaction: the game's rate of its stake, one ledger
// row keyed by the play (a replayed event credits nothing more).
func Subscribe(r *events.Registry) {
	r.On(events.Played, "gabenstore.cashback", func(ctx context.Context, tx *ent.Tx, e *events.Event) error {
		if e.Staked <= 0 || e.Key == "" || e.UserID == 0 {
			return nil
		}
		bps, err := rate(ctx, tx, e.Game)
		if err != nil {
			return err
		}
		amount := Earned(e.Staked, bps)
		if amount <= 0 {
			return nil
		}
		row := e.User
		if row != nil && row.ID != e.UserID {
			row = nil
		}
		if _, err := ledger.Apply(ctx, tx, ledger.Change{At: e.At, UserID: e.UserID, Currency: ledger.Event, Delta: amount,
			Reason: "cashback", Ref: e.Ref, IdemKey: cashbackKey(e), Row: row}); err != nil {
			return fmt.Errorf("gabenstore: cashback: %w", err)
		}
		return nil
	})
}
