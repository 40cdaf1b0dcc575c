// Package payments takes top-ups through payment gateways. A payment is
// created here, paid on the gateway's hosted page, and moved by the
// gateway's signed webhooks (or by asking the gateway) along the state
// machine of state.go. The balance is credited in the same transaction as
// the move to succeeded, once, through the ledger keyed by the gateway's
// event id; the deposit bonus of a percent promo code and the partner's
// share of a referral's deposit ride in the same transaction.
package payments

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/payment"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/promo"
	"github.com/casefront/casefront/server/realtime"
	"github.com/casefront/casefront/server/store"
)

// DefaultExpiry is how long a payment may stay unpaid.
const DefaultExpiry = time.Hour

// Scheduler runs a payment's expiry check later, durably, enqueued in the
// transaction that creates the payment. Nil: expiry is checked when the
// payment is next read or refreshed.
type Scheduler interface {
	ScheduleExpiry(ctx context.Context, tx *ent.Tx, paymentID int, at time.Time) error
}

// Service is the payments domain.
type Service struct {
	DB       *ent.Client
	Gateways map[string]Gateway // by gate codename
	Groups   []Group            // the pay page's methods (Catalogue)
	Bus      realtime.Bus
	Log      *zap.Logger
	Now      func() time.Time
	BaseURL  string        // where gateways send the player back
	Expiry   time.Duration // 0: DefaultExpiry
	Jobs     Scheduler
	// Events has the subscribers to deposits (deposit bonus, partner
	// share, daily bonus notice); nil: none.
	Events *events.Registry
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// CreateInput is a top-up request.
type CreateInput struct {
	Method string
	Gate   string // "" = the method's first gate
	Amount money.Cents
}

// Create records a payment and asks its gateway for a hosted page. The
// payment exists (status created) before the gateway hears of it, so a
// webhook can never arrive for a payment we do not know.
func (s *Service) Create(ctx context.Context, a *actor.Actor, in CreateInput) (*ent.Payment, string, error) {
	if err := a.Require(); err != nil {
		return nil, "", err
	}
	now := s.now()
	if err := a.CanPlay(now); err != nil {
		return nil, "", err
	}
	m, gate, ok := Find(s.Groups, in.Method, in.Gate)
	if !ok {
		return nil, "", apperr.Validation.Msg("unknown payment method %q or gate %q", in.Method, in.Gate).With("field", "method")
	}
	if in.Amount < gate.Min || in.Amount > gate.Max {
		return nil, "", apperr.Validation.Msg("amount must be between %s and %s", gate.Min, gate.Max).
			With("field", "amount").With("min", gate.Min.String()).With("max", gate.Max.String())
	}
	gw := s.Gateways[gate.Codename]
	if gw == nil {
		return nil, "", apperr.PaymentUnavailable.Msg("gate %s is not configured", gate.Codename)
	}
	bonus, err := promo.Bonus(ctx, s.DB, a.UserID)
	if err != nil {
		return nil, "", err
	}
	ref, err := newReference()
	if err != nil {
		return nil, "", err
	}
	var p *ent.Payment
	err = store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		c := tx.Payment.Create().SetReference(ref).SetUserID(a.UserID).SetMethod(string(m.Codename)).SetGate(gate.Codename).
			SetAmount(in.Amount).SetExpiresAt(now.Add(s.expiry())).SetCreatedAt(now).SetUpdatedAt(now)
		if bonus != nil {
			c.SetBonusBps(bonus.PercentBps).SetBonusActivationID(bonus.ID)
		}
		if p, err = c.Save(ctx); err != nil {
			return err
		}
		if s.Jobs != nil {
			return s.Jobs.ScheduleExpiry(ctx, tx, p.ID, p.ExpiresAt)
		}
		return nil
	})
	if err != nil {
		return nil, "", err
	}
	p = p.Unwrap()
	created, err := gw.Create(ctx, Checkout{Reference: ref, Method: m.Codename, Amount: in.Amount, UserID: a.UserID,
		SuccessURL: s.back("payment-success", ref), FailURL: s.back("payment-fail", ref), PendingURL: s.back("payment-pending", ref)})
	if err != nil {
		s.Log.Warn("payment gateway refused a checkout", zap.String("gate", gate.Codename), zap.String("reference", ref), zap.Error(err))
		if _, merr := s.move(ctx, p.ID, move{to: StatusFailed, reason: "gateway_error"}); merr != nil {
			s.Log.Error("payment: could not fail a refused checkout", zap.String("reference", ref), zap.Error(merr))
		}
		return nil, "", apperr.PaymentUnavailable
	}
	if err := s.DB.Payment.UpdateOneID(p.ID).SetProviderRef(created.ProviderRef).Exec(ctx); err != nil {
		return nil, "", err
	}
	p.ProviderRef = created.ProviderRef
	return p, created.RedirectURL, nil
}

func (s *Service) expiry() time.Duration {
	if s.Expiry > 0 {
		return s.Expiry
	}
	return DefaultExpiry
}

// back is a result page's address with the payment's reference.
func (s *Service) back(page, ref string) string {
	return strings.TrimRight(s.BaseURL, "/") + "/" + page + "?reference=" + url.QueryEscape(ref)
}

func newReference() (string, error) {
	b := make([]byte, 12)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("payments: reference: %w", err)
	}
	return "pay_" + hex.EncodeToString(b), nil
}

// Get returns one of the actor's payments by reference.
func (s *Service) Get(ctx context.Context, a *actor.Actor, ref string) (*ent.Payment, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	p, err := s.DB.Payment.Query().Where(payment.Reference(ref)).Only(ctx)
	if ent.IsNotFound(err) || (err == nil && p.UserID != a.UserID) {
		// Another player's payment is as unknown as a missing one.
		return nil, apperr.NotFound.Msg("no payment %s", ref)
	}
	return p, err
}

// List is the actor's payments, newest first.
func (s *Service) List(ctx context.Context, a *actor.Actor) (*ent.PaymentQuery, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	return s.DB.Payment.Query().Where(payment.UserID(a.UserID)), nil
}

// Refresh asks the gateway where one of the actor's unfinished payments
// stands and records it (the pending page's "check again", and
// POST /stmboy/verify for skin deposits).
func (s *Service) Refresh(ctx context.Context, a *actor.Actor, ref string) (*ent.Payment, error) {
	return s.refresh(ctx, a, ref, "")
}

// VerifySkinDeposit is Refresh for the return from a skin site (POST
// /stmboy/verify, /50skins/verify): only the actor's own deposit of that
// method; any other reference is as unknown as a missing one.
func (s *Service) VerifySkinDeposit(ctx context.Context, a *actor.Actor, method Method, ref string) (*ent.Payment, error) {
	if method != MethodStmboy && method != Method50Skins {
		return nil, apperr.NotFound.Msg("no skin deposit method %s", method)
	}
	return s.refresh(ctx, a, ref, method)
}

func (s *Service) refresh(ctx context.Context, a *actor.Actor, ref string, method Method) (*ent.Payment, error) {
	p, err := s.Get(ctx, a, ref)
	if err == nil && method != "" && Method(p.Method) != method {
		return nil, apperr.NotFound.Msg("no %s deposit %s", method, ref)
	}
	if err != nil || p.Status == payment.StatusSucceeded || p.Status == payment.StatusRefunded {
		return p, err
	}
	return s.Reconcile(ctx, p.ID)
}

// Reconcile brings a payment in line with its gateway: a success the
// gateway reports is recorded even if its webhook was lost; an unpaid
// payment past its expiry expires.
func (s *Service) Reconcile(ctx context.Context, id int) (*ent.Payment, error) {
	return s.reconcile(ctx, id, false)
}

// reconcile is Reconcile; atExpiry (the expiry job) expires the payment
// even when the gateway cannot be asked.
func (s *Service) reconcile(ctx context.Context, id int, atExpiry bool) (*ent.Payment, error) {
	p, err := s.DB.Payment.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	if gw := s.Gateways[p.Gate]; gw != nil && p.ProviderRef != "" && !Status(p.Status).Final() {
		l, err := gw.Lookup(ctx, p.ProviderRef)
		switch {
		case err != nil && !atExpiry:
			return nil, errors.Join(apperr.PaymentUnavailable, err)
		case err != nil:
			s.Log.Warn("payment gateway lookup failed at expiry", zap.String("reference", p.Reference), zap.Error(err))
		case l.Status != Status(p.Status) && CanMove(Status(p.Status), l.Status):
			if p, err = s.move(ctx, p.ID, move{to: l.Status, amount: l.Amount, reason: "lookup", fingerprint: l.Fingerprint}); err != nil {
				return nil, err
			}
		}
	}
	if !Status(p.Status).Final() && !s.now().Before(p.ExpiresAt) {
		return s.move(ctx, p.ID, move{to: StatusExpired, reason: "expired"})
	}
	return p, nil
}
