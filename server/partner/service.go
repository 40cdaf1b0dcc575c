package partner

import (
	"context"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/jobs"
	"github.com/casefront/casefront/server/trades/supplier"
)

// Service is the partner programme: referrals bound to partners' codes,
// the partner page, withdrawals of the partner balance and its shop.
type Service struct {
	DB *ent.Client
	// Jobs runs crypto payouts (PayoutArgs); nil: they stay pending.
	Jobs *jobs.Queue
	// Payout pays crypto out (the supplier's payout API, the sandbox in
	// make run); nil: crypto withdrawals are refused.
	Payout supplier.Payout
	Log    *zap.Logger
	Now    func() time.Time
}

// allowed is every partner call's gate: signed in, and the partner
// feature not restricted for the viewer (spec 6).
func (s *Service) allowed(a *actor.Actor) error {
	if err := a.Require(); err != nil {
		return err
	}
	if a.Restricted("partner") {
		return apperr.Restricted.With("feature", "partner")
	}
	return nil
}

func (s *Service) log() *zap.Logger {
	if s.Log != nil {
		return s.Log
	}
	return zap.NewNop()
}

// SetReferrer makes the actor a referral of the partner owning code.
func (s *Service) SetReferrer(ctx context.Context, a *actor.Actor, code string) (*ent.User, error) {
	return SetReferrer(ctx, s.DB, a, code)
}
