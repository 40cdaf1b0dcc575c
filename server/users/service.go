package users

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/clock"
)

// Service is the players' accounts: who they are, what they set, and what
// a viewer sees of them, on its database and clock.
type Service struct {
	DB    *ent.Client
	Clock clock.Func // nil: the wall clock
}

// Me is the actor's account (api.no_auth for a visitor).
func (s *Service) Me(ctx context.Context, a *actor.Actor) (*ent.User, error) { return Me(ctx, s.DB, a) }

// Get is a player's account by id (api.not_found when there is none).
func (s *Service) Get(ctx context.Context, id int) (*ent.User, error) {
	u, err := s.DB.User.Get(ctx, id)
	if ent.IsNotFound(err) {
		return nil, apperr.NotFound.Msg("no user %d", id)
	}
	return u, err
}

// SetCountry stores the actor's country.
func (s *Service) SetCountry(ctx context.Context, a *actor.Actor, code string) (*ent.User, error) {
	return SetCountry(ctx, s.DB, a, code)
}

// SetLang stores the actor's language.
func (s *Service) SetLang(ctx context.Context, a *actor.Actor, lang string) (*ent.User, error) {
	return SetLang(ctx, s.DB, a, lang)
}

// SaveTradeURL stores the actor's Steam trade link.
func (s *Service) SaveTradeURL(ctx context.Context, a *actor.Actor, raw string) (*ent.User, error) {
	return SaveTradeURL(ctx, s.DB, a, raw)
}

// SelfBan bans the actor from playing for days, from now by the clock.
func (s *Service) SelfBan(ctx context.Context, a *actor.Actor, days int) (*ent.User, error) {
	return SelfBan(ctx, s.DB, a, days, s.Clock.Now())
}

// CountriesFor is the country picker for the actor in the language asked.
func (s *Service) CountriesFor(ctx context.Context, a *actor.Actor, requested string) ([]Country, error) {
	return CountriesFor(ctx, s.DB, a, requested)
}

// SetPrivacy sets the actor's profile privacy and level visibility.
func (s *Service) SetPrivacy(ctx context.Context, a *actor.Actor, profilePrivate, accountLevelHidden *bool) (*ent.User, error) {
	return SetPrivacy(ctx, s.DB, a, profilePrivate, accountLevelHidden)
}
