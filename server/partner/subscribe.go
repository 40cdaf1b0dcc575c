package partner

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/events"
)

// Subscribe gives a referral's partner their share of every deposit, in
// the deposit's transaction (Earn), and takes it back when the deposit is
// refunded, in the refund's (Clawback).
func Subscribe(r *events.Registry) {
	r.On(events.Deposited, "partner.earning", func(ctx context.Context, tx *ent.Tx, e *events.Event) error {
		if e.User == nil {
			return nil
		}
		_, err := Earn(ctx, tx, e.User, e.Amount, e.Ref, e.Fingerprint, e.At)
		return err
	})
	r.On(events.Refunded, "partner.clawback", func(ctx context.Context, tx *ent.Tx, e *events.Event) error {
		_, err := Clawback(ctx, tx, e.Ref, e.At)
		return err
	})
}
