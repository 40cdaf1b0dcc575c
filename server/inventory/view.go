package inventory

import (
	"context"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/predicate"
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
	public := drop.Or(drop.FeedAtIsNil(), drop.FeedAtLTE(now))
	if a.SignedIn() {
		return drop.Or(drop.UserID(a.UserID), public)
	}
	return public
}

// ViewOf is d when the actor may see it at now, else nil. The rule is read
// from the database: d may hold only the columns a GraphQL query asked for,
// and feed_at is never one of them.
func ViewOf(ctx context.Context, c *ent.Client, a *actor.Actor, d *ent.Drop, now time.Time) (*ent.Drop, error) {
	if d == nil {
		return nil, nil
	}
	ok, err := c.Drop.Query().Where(drop.ID(d.ID), shown(a, now)).Exist(ctx)
	if err != nil || !ok {
		return nil, err
	}
	return d, nil
}
