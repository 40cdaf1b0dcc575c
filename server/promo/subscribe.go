package promo

import (
	"context"
	"strconv"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/ledger"
)

// Subscribe pays the deposit bonus in the deposit's transaction: a payment
// made with a percent code still unused uses it up and credits its percent
// of what was paid (truncated to the cent), once per payment.
func Subscribe(r *events.Registry) {
	r.On(events.Deposited, "promo.deposit_bonus", func(ctx context.Context, tx *ent.Tx, e *events.Event) error {
		p, err := tx.Payment.Get(ctx, e.PaymentID)
		if err != nil || p.BonusActivationID == nil || p.BonusBps <= 0 {
			return err
		}
		used, err := UseBonus(ctx, tx, *p.BonusActivationID, p.ID)
		if err != nil || !used {
			return err
		}
		bonus := BonusOf(e.Amount, p.BonusBps)
		if bonus <= 0 {
			return nil
		}
		if _, err := ledger.Apply(ctx, tx, ledger.Change{At: e.At, UserID: p.UserID, Currency: ledger.Money, Delta: int64(bonus),
			Reason: "deposit_bonus", Ref: e.Ref, IdemKey: "deposit_bonus:" + strconv.Itoa(p.ID), Row: e.User}); err != nil {
			return err
		}
		return tx.Payment.UpdateOneID(p.ID).SetBonusAmount(bonus).Exec(ctx)
	})
}
