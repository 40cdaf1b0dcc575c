package topdrops

import (
	"context"
	"time"

	entsql "entgo.io/ent/dialect/sql"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/droptransition"
	"github.com/casefront/casefront/ent/predicate"
	"github.com/casefront/casefront/ent/topdrop"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/users"
)

// Service answers the tops. Anyone may read them; a player is shown as the
// live feed shows them (feed.WinOf: the level hidden as they chose).
type Service struct {
	DB  *ent.Client
	Now func() time.Time // nil: time.Now
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// UserTop is a profile's best drops as a viewer may see them: none, and
// Private, when the player keeps the profile private from the viewer.
type UserTop struct {
	UserID  int
	Private bool
	Drops   []feed.Win
}

// Top is the dearest n wins (at most MaxTop) shown on the feed in the last
// Window, dearest first; of equal prices the earlier win first.
//
// Within the window's oldest hour, partly out of it, the table holds that
// hour's PerHour dearest wins: a cheaper win of it, outranked there by wins
// now older than the window, is not listed.
func (s *Service) Top(ctx context.Context, a *actor.Actor, n int) ([]feed.Win, error) {
	if err := allowed(a); err != nil {
		return nil, err
	}
	if n < 0 || n > MaxTop {
		return nil, apperr.Validation.Msg("limit must be between 0 and %d", MaxTop).With("field", "limit")
	}
	now := s.now().UTC()
	from := now.Add(-Window)
	ids, err := s.DB.TopDrop.Query().
		Where(topdrop.BucketGTE(BucketOf(from)), topdrop.AtGT(from), topdrop.AtLTE(now)).
		Order(ent.Desc(topdrop.FieldPrice), ent.Asc(topdrop.FieldDropID)).Limit(n).
		Select(topdrop.FieldDropID).Ints(ctx)
	if err != nil {
		return nil, err
	}
	return readWins(ctx, s.DB, ids)
}

// MostExpensive is the most expensive win ever shown on the feed (nil when
// there is none yet); of equal prices the earlier win.
func (s *Service) MostExpensive(ctx context.Context, a *actor.Actor) (*feed.Win, error) {
	if err := allowed(a); err != nil {
		return nil, err
	}
	ids, err := s.DB.TopDrop.Query().Where(topdrop.AtLTE(s.now().UTC())).
		Order(ent.Desc(topdrop.FieldPrice), ent.Asc(topdrop.FieldDropID)).Limit(1).
		Select(topdrop.FieldDropID).Ints(ctx)
	if err != nil {
		return nil, err
	}
	wins, err := readWins(ctx, s.DB, ids)
	if err != nil || len(wins) == 0 {
		return nil, err
	}
	return &wins[0], nil
}

// allowed refuses the top where the top_drop feature is restricted (the
// client hides the page there too). A profile's best drops are the
// profile's, not the feature's.
func allowed(a *actor.Actor) error {
	if a.Restricted(Feature) {
		return apperr.Restricted.With("feature", Feature)
	}
	return nil
}

// UserTop is the player's n (at most MaxUserTop) dearest wins ever,
// dearest first, by the same rule as the top (sold or withdrawn ones
// included); a win still in its roulette shows to its owner only, like in
// the inventory. An unknown player is api.not_found.
func (s *Service) UserTop(ctx context.Context, a *actor.Actor, userID, n int) (*UserTop, error) {
	if n < 0 || n > MaxUserTop {
		return nil, apperr.Validation.Msg("limit must be between 0 and %d", MaxUserTop).With("field", "limit")
	}
	u, err := s.DB.User.Get(ctx, userID)
	if err != nil {
		if ent.IsNotFound(err) {
			return nil, apperr.NotFound.Msg("no such player")
		}
		return nil, err
	}
	out := &UserTop{UserID: userID, Private: users.HiddenFrom(a, u), Drops: []feed.Win{}}
	if out.Private || n == 0 {
		return out, nil
	}
	q := s.DB.Drop.Query().Where(drop.UserID(userID), drop.CaseIDNotNil(), drop.StateNEQ(drop.StateUsed), notSwappedIn())
	if !a.Is(userID) {
		q.Where(drop.Or(drop.FeedAtIsNil(), drop.FeedAtLTE(s.now())))
	}
	drops, err := q.Order(ent.Desc(drop.FieldPrice), ent.Asc(drop.FieldID)).Limit(n).
		WithItem().WithCase().All(ctx)
	if err != nil {
		return nil, err
	}
	for _, d := range drops {
		out.Drops = append(out.Drops, feed.WinOf(d, u, d.Edges.Case))
	}
	return out, nil
}

// notSwappedIn leaves out a withdrawal swap's replacement: its first
// transition is the swap (inventory.MintSwap).
func notSwappedIn() predicate.Drop {
	return func(s *entsql.Selector) {
		t := entsql.Table(droptransition.Table)
		s.Where(entsql.Not(entsql.Exists(entsql.Select(t.C(droptransition.FieldDropID)).From(t).Where(entsql.And(
			entsql.ColumnsEQ(t.C(droptransition.FieldDropID), s.C(drop.FieldID)),
			entsql.EQ(t.C(droptransition.FieldFrom), ""),
			entsql.EQ(t.C(droptransition.FieldReason), "swap"))))))
	}
}
