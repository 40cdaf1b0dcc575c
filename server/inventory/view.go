package inventory

import (
	"context"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/predicate"
	"github.com/casefront/casefront/ent/user"
	"github.com/casefront/casefront/server/actor"
)

// shown is the one rule for who sees a drop at now, as a query predicate so
// that lists, counts and node(id) all apply it in the database: its owner at
// once; anyone else only from its feed_at, when the owner's roulette has
// stopped, so that another player's inventory does not spoil a spin the live
// feed keeps quiet about. A drop without feed_at was never announced later
// than it was made, so it is shown. Everything else about a drop is public:
// the roll data (nonce, cursor, ticket) is what lets anyone verify it once
// the seed is revealed, and its user goes through users.ViewOf.
func shown(a *actor.Actor, now time.Time) predicate.Drop {
	// Others see a drop once its roulette stopped, and only of an owner
	// who does not keep the profile private (users.HiddenFrom, the same
	// rule read in SQL).
	public := drop.And(drop.Or(drop.FeedAtIsNil(), drop.FeedAtLTE(now)), drop.HasUserWith(user.ProfilePrivate(false)))
	if a.SignedIn() {
		return drop.Or(drop.UserID(a.UserID), public)
	}
	return public
}

// ViewOf is d when the actor may see it now, else nil. The rule is read
// from the database: d may hold only the columns a GraphQL query asked for,
// and feed_at is never one of them.
func (s *Service) ViewOf(ctx context.Context, a *actor.Actor, d *ent.Drop) (*ent.Drop, error) {
	if d == nil {
		return nil, nil
	}
	ok, err := s.DB.Drop.Query().Where(drop.ID(d.ID), shown(a, s.Clock.Now())).Exist(ctx)
	if err != nil || !ok {
		return nil, err
	}
	return d, nil
}

// Get is a drop by id with its item and case, as its owner's answers show
// it after a change (a swap).
func (s *Service) Get(ctx context.Context, id int) (*ent.Drop, error) {
	return s.DB.Drop.Query().Where(drop.ID(id)).WithItem().WithCase().Only(ctx)
}
