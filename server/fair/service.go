package fair

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/clock"
)

// Service is the players' provably-fair seeds on its database and clock.
type Service struct {
	DB    *ent.Client
	Clock clock.Func // nil: the wall clock
}

// Active is the actor's active seed (its hash and client seed; ViewOf).
func (s *Service) Active(ctx context.Context, a *actor.Actor) (*ent.FairSeed, error) {
	return ActiveSeed(ctx, s.DB, a)
}

// History is the actor's last limit revealed seeds, newest first.
func (s *Service) History(ctx context.Context, a *actor.Actor, limit int) ([]*ent.FairSeed, error) {
	return History(ctx, s.DB, a, limit)
}

// Reseed reveals the actor's seed and starts the next (Reseed).
func (s *Service) Reseed(ctx context.Context, a *actor.Actor, clientSeed *string) (*Revealed, *ent.FairSeed, error) {
	return reseed(ctx, s.DB, a, clientSeed, s.Clock.Now())
}
