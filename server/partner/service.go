package partner

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
)

// Service is the partner programme: referrals bound to partners' codes.
type Service struct {
	DB *ent.Client
}

// SetReferrer makes the actor a referral of the partner owning code.
func (s *Service) SetReferrer(ctx context.Context, a *actor.Actor, code string) (*ent.User, error) {
	return SetReferrer(ctx, s.DB, a, code)
}
