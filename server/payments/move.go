package payments

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/payment"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/store"
)

// move is one requested change of a payment's status.
type move struct {
	to       Status
	eventKey string      // "gate:event id" of the webhook; "" for our own moves
	amount   money.Cents // what the gateway says was paid (succeeded, refunded)
	reason   string
	// fingerprint is the paying card's, as the gateway reports it with a success.
	fingerprint string
}

// move applies m in one transaction and publishes the payment after commit.
// A move the state machine does not allow, or an event already applied,
// changes nothing and returns the payment as it is.
//
// Lock order: the player's row, then the payment's (every move of a payment
// holds its player's lock, so two deliveries of one event, or a webhook and
// the expiry job, run one after the other).
func (s *Service) move(ctx context.Context, id int, m move) (*ent.Payment, error) {
	var p *ent.Payment
	moved := false
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		moved = false
		owner, err := tx.Payment.Query().Where(payment.ID(id)).Select(payment.FieldUserID).Only(ctx)
		if err != nil {
			return err
		}
		u, err := store.LockUser(ctx, tx, owner.UserID)
		if err != nil {
			return err
		}
		if p, err = tx.Payment.Get(ctx, id); err != nil {
			return err
		}
		from := Status(p.Status)
		if !CanMove(from, m.to) {
			return nil
		}
		if m.to == StatusSucceeded {
			if reason := s.held(p, m.amount); reason != "" {
				// Hold it for review rather than credit an amount nobody
				// asked for: the transition is recorded, the status stays.
				s.Log.Error("payment amount held for review", zap.String("reason", reason), zap.String("reference", p.Reference),
					zap.Stringer("asked", p.Amount), zap.Stringer("reported", m.amount), zap.String("event", m.eventKey))
				return s.record(ctx, tx, p, from, m.eventKey, reason, m.amount)
			}
		}
		if err := s.record(ctx, tx, p, m.to, m.eventKey, m.reason, m.amount); err != nil {
			return err
		}
		n, err := tx.Payment.Update().Where(payment.ID(id), payment.StatusEQ(p.Status)).
			SetStatus(payment.Status(m.to)).SetUpdatedAt(s.now()).Save(ctx)
		if err != nil || n == 0 {
			return fmt.Errorf("payments: status of %d changed under its lock (%w)", id, err)
		}
		switch m.to {
		case StatusSucceeded:
			err = s.credit(ctx, tx, u, p, m)
		case StatusRefunded:
			err = s.refund(ctx, tx, u, p, m)
		}
		if err != nil {
			return err
		}
		moved = true
		p, err = tx.Payment.Get(ctx, id)
		return err
	})
	if err == errDuplicate {
		return s.DB.Payment.Get(ctx, id)
	}
	if err != nil {
		return nil, err
	}
	p = p.Unwrap()
	if moved {
		s.publish(ctx, p)
	}
	return p, nil
}

var errDuplicate = fmt.Errorf("payments: event already applied")

// record writes the transition; an event key seen before aborts the move.
func (s *Service) record(ctx context.Context, tx *ent.Tx, p *ent.Payment, to Status, eventKey, reason string, amount money.Cents) error {
	c := tx.PaymentTransition.Create().SetPaymentID(p.ID).SetFrom(string(p.Status)).SetTo(string(to)).
		SetReason(reason).SetAmount(amount).SetCreatedAt(s.now())
	if eventKey != "" {
		c.SetEventKey(eventKey)
	}
	if err := c.Exec(ctx); err != nil {
		if ent.IsConstraintError(err) {
			return errDuplicate
		}
		return err
	}
	return nil
}

// held says why a success reporting paid is not credited, "" when it is:
//   - amount_mismatch: a fixed-amount gateway (Stripe Checkout) reports an
//     amount other than the one asked;
//   - amount_over_limit: an open-amount gateway (the sandbox, skin
//     deposits) reports more than the method's maximum. Such a gateway
//     credits what was paid, but never more than one top-up may be;
//   - amount_under_limit: it reports less than the method's minimum, which
//     no top-up may be either (an amount not reported is the one asked, as
//     credit reads it).
func (s *Service) held(p *ent.Payment, paid money.Cents) string {
	_, g, ok := Find(s.Groups, p.Method, p.Gate)
	switch {
	case !ok || !g.OpenAmount:
		if paid != p.Amount {
			return ReasonAmountMismatch
		}
	case paid > g.Max:
		return ReasonAmountOverLimit
	case paid > 0 && paid < g.Min:
		return ReasonAmountUnderLimit
	}
	return ""
}

// Reasons of the transitions that hold a payment for review (held).
const (
	ReasonAmountMismatch   = "amount_mismatch"
	ReasonAmountOverLimit  = "amount_over_limit"
	ReasonAmountUnderLimit = "amount_under_limit"
)

// credit pays a succeeded payment in: the amount paid to the balance (keyed
// by the gateway's event, so one event credits once), the player's top-up
// count and sum, the serial number, and then the deposit as an event: its
// subscribers (the deposit bonus, the partner's share, the daily bonus's
// notice) react in this transaction or through the outbox.
func (s *Service) credit(ctx context.Context, tx *ent.Tx, u *ent.User, p *ent.Payment, m move) error {
	paid := m.amount
	if paid <= 0 {
		paid = p.Amount
	}
	key := m.eventKey
	if key == "" {
		key = "payment:" + strconv.Itoa(p.ID)
	}
	ref := "payment:" + p.Reference
	if _, err := ledger.Apply(ctx, tx, ledger.Change{At: s.now(), UserID: u.ID, Currency: ledger.Money, Delta: int64(paid),
		Reason: "topup", Ref: ref, IdemKey: "topup:" + key, Row: u}); err != nil {
		return err
	}
	serial := u.TopupsCount + 1
	if err := tx.User.UpdateOneID(u.ID).AddTopupsCount(1).AddTopupsSum(paid).Exec(ctx); err != nil {
		return err
	}
	u.TopupsCount, u.TopupsSum = serial, u.TopupsSum+paid
	if err := tx.Payment.UpdateOneID(p.ID).SetPaidAmount(paid).SetSerialNumber(serial).SetFingerprint(m.fingerprint).Exec(ctx); err != nil {
		return err
	}
	return s.Events.Emit(ctx, tx, &events.Event{Kind: events.Deposited, UserID: u.ID, At: s.now(), Ref: ref,
		Amount: paid, PaymentID: p.ID, User: u, Fingerprint: m.fingerprint})
}

// refund takes a refunded payment back: what was credited for it (paid and
// bonus), as far as the balance allows; a shortfall (already played) is
// recorded on the payment and logged for the back office. The refund is
// then an event: its subscribers (the partner's clawback) react in this
// transaction.
func (s *Service) refund(ctx context.Context, tx *ent.Tx, u *ent.User, p *ent.Payment, m move) error {
	want := p.PaidAmount + p.BonusAmount
	take := min(want, u.Balance)
	if take > 0 {
		if _, err := ledger.Apply(ctx, tx, ledger.Change{At: s.now(), UserID: u.ID, Currency: ledger.Money, Delta: -int64(take),
			Reason: "refund", Ref: "payment:" + p.Reference, IdemKey: "refund:" + strconv.Itoa(p.ID), Row: u}); err != nil {
			return err
		}
	}
	if take < want {
		s.Log.Error("refund exceeds the balance", zap.String("reference", p.Reference),
			zap.Stringer("credited", want), zap.Stringer("taken", take))
	}
	if err := tx.Payment.UpdateOneID(p.ID).SetRefundedAmount(take).Exec(ctx); err != nil {
		return err
	}
	return s.Events.Emit(ctx, tx, &events.Event{Kind: events.Refunded, UserID: u.ID, At: s.now(), Ref: "payment:" + p.Reference,
		Amount: p.PaidAmount, PaymentID: p.ID, User: u})
}

// Topic is the bus topic of one payment's updates.
func Topic(ref string) string { return "payment:" + ref }

func (s *Service) publish(ctx context.Context, p *ent.Payment) {
	if s.Bus == nil {
		return
	}
	b, _ := json.Marshal(struct {
		ID int `json:"id"`
	}{p.ID})
	if err := s.Bus.Publish(ctx, Topic(p.Reference), b); err != nil {
		s.Log.Warn("payment update not published", zap.String("reference", p.Reference), zap.Error(err))
	}
}
