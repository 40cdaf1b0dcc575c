package play

import (
	"slices"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
)

// Rule is a game's own refusal from the player's feature restrictions;
// nil when the player may play. The sign-in, self-ban and account rules
// come first and are the same for every game.
type Rule func(r Restrictions) error

// Restrictions are the feature restrictions a rule reads: the request's,
// and on the locked row those of the account's country too.
type Restrictions struct {
	a   *actor.Actor
	row []string
}

// Has reports a restricted feature.
func (r Restrictions) Has(feature string) bool {
	return r.a.Restricted(feature) || slices.Contains(r.row, feature)
}

// Feature is the rule of a game closed by one restriction.
func Feature(name string) Rule {
	return func(r Restrictions) error {
		if r.Has(name) {
			return apperr.Restricted.With("feature", name)
		}
		return nil
	}
}

// Refusal is why the actor may not play a game with rule now (nil when
// they may), from what the request resolved: the answer the pages and the
// availability checks show before anything is written.
func Refusal(a *actor.Actor, now time.Time, rule Rule) error {
	if err := a.CanPlay(now); err != nil {
		return err
	}
	if rule == nil {
		return nil
	}
	return rule(Restrictions{a: a})
}

// RefusalOnRow is Refusal again on the player's row as locked in the play's
// transaction: a self-ban, a staff restriction or a country change may have
// come since the request was resolved. The restrictions are the request's
// and the row's countries' together (actor.RestrictionsOf).
func RefusalOnRow(a *actor.Actor, u *ent.User, now time.Time, rule Rule) error {
	if err := actor.CanPlayRow(u, now); err != nil {
		return err
	}
	if rule == nil {
		return nil
	}
	var row []string
	if a.Policy != nil {
		row = a.RestrictionsOf(u)
	}
	return rule(Restrictions{a: a, row: row})
}
