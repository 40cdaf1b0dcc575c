// Package customizations is the cosmetics a player owns and wears (spec 3
// Customization, profile_customization; 7 /customizations): a border, a
// hood, an avatar and a background, one of each equipped at a time.
//
//   - A customization is operator data (type, label special/event, group,
//     image). Owning one is a user_customizations row, unique per player
//     and customization: Grant is the one writer, called in the granting
//     transaction (the event store's purchase, a level), and refuses a
//     second grant with api.customization_owned.
//   - Equip sets users.{border,hood,avatar,background}_id to an owned
//     customization of that type, or clears it (0); it also sets
//     account_level_hidden. A customization not owned, or of another
//     type, is refused (api.customization_not_owned, api.validation) and
//     nothing is written.
//   - A grant is new until the player views it (Viewed).
//
// What others see is users.View (the profile's ids are public, like the
// avatar; the level follows account_level_hidden).
package customizations

import (
	"context"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/customization"
	"github.com/casefront/casefront/ent/usercustomization"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/store"
)

// Types are the customization types, in the order the wardrobe shows them.
var Types = []customization.Type{customization.TypeBorder, customization.TypeHood, customization.TypeAvatar, customization.TypeBackground}

// Service is the player's wardrobe.
type Service struct {
	DB  *ent.Client
	Now func() time.Time
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// Owned is one customization the player owns.
type Owned struct {
	Customization *ent.Customization
	Viewed        bool
	Equipped      bool
	At            time.Time
}

// Profile is what a player wears (spec 3 profile_customization): the
// equipped customization of each type (nil: none) and the level privacy.
type Profile struct {
	AccountLevelHidden bool
	BorderID           *int
	HoodID             *int
	AvatarID           *int
	BackgroundID       *int
}

// ProfileOf is u's profile customization.
func ProfileOf(u *ent.User) Profile {
	return Profile{AccountLevelHidden: u.AccountLevelHidden, BorderID: u.BorderID, HoodID: u.HoodID,
		AvatarID: u.AvatarID, BackgroundID: u.BackgroundID}
}

// Of is the equipped id of type t.
func (p Profile) Of(t customization.Type) *int {
	switch t {
	case customization.TypeBorder:
		return p.BorderID
	case customization.TypeHood:
		return p.HoodID
	case customization.TypeAvatar:
		return p.AvatarID
	case customization.TypeBackground:
		return p.BackgroundID
	}
	return nil
}

// Wardrobe is the player's customizations and what they wear (GET
// /customizations).
type Wardrobe struct {
	Owned   []Owned
	Profile Profile
	New     int // owned and not yet viewed
}

// Catalogue lists every customization, in order (public: the feed and the
// profiles draw what players wear from it).
func (s *Service) Catalogue(ctx context.Context) ([]*ent.Customization, error) {
	return s.DB.Customization.Query().Order(ent.Asc(customization.FieldSort), ent.Asc(customization.FieldID)).All(ctx)
}

// Wardrobe is the actor's customizations, newest first.
func (s *Service) Wardrobe(ctx context.Context, a *actor.Actor) (*Wardrobe, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	u, err := s.DB.User.Get(ctx, a.UserID)
	if err != nil {
		return nil, apperr.NoAuth.Msg("unknown user")
	}
	rows, err := s.DB.UserCustomization.Query().Where(usercustomization.UserID(u.ID)).WithCustomization().
		Order(ent.Desc(usercustomization.FieldCreatedAt), ent.Desc(usercustomization.FieldID)).All(ctx)
	if err != nil {
		return nil, err
	}
	w := &Wardrobe{Profile: ProfileOf(u), Owned: make([]Owned, 0, len(rows))}
	for _, r := range rows {
		c := r.Edges.Customization
		on := w.Profile.Of(c.Type)
		w.Owned = append(w.Owned, Owned{Customization: c, Viewed: r.Viewed, Equipped: on != nil && *on == c.ID, At: r.CreatedAt})
		if !r.Viewed {
			w.New++
		}
	}
	return w, nil
}

// Change is an equip request: each non-nil id equips that customization
// (0 takes the type off); a non-nil AccountLevelHidden sets the privacy.
type Change struct {
	BorderID, HoodID, AvatarID, BackgroundID *int
	AccountLevelHidden                       *bool
}

func (c Change) of(t customization.Type) *int {
	return Profile{BorderID: c.BorderID, HoodID: c.HoodID, AvatarID: c.AvatarID, BackgroundID: c.BackgroundID}.Of(t)
}

// Equip applies c to the actor's profile in one transaction and answers
// the profile after it (POST /customizations). Every id must name a
// customization of its type that the player owns.
func (s *Service) Equip(ctx context.Context, a *actor.Actor, c Change) (Profile, error) {
	if err := a.Require(); err != nil {
		return Profile{}, err
	}
	var out Profile
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		u, err := store.LockUser(ctx, tx, a.UserID)
		if err != nil {
			return err
		}
		up := tx.User.UpdateOneID(u.ID)
		for _, t := range Types {
			id := c.of(t)
			switch {
			case id == nil:
				continue
			case *id == 0:
				clear(up, t)
				continue
			case *id < 0:
				return apperr.Validation.Msg("%s_id must be a customization id or 0", t).With("field", string(t)+"_id")
			}
			row, err := tx.UserCustomization.Query().Where(usercustomization.UserID(u.ID), usercustomization.CustomizationID(*id)).
				WithCustomization().Only(ctx)
			if ent.IsNotFound(err) {
				return apperr.CustomizationNotOwned.With("customization_id", *id)
			}
			if err != nil {
				return err
			}
			if row.Edges.Customization.Type != t {
				return apperr.Validation.Msg("customization %d is a %s, not a %s", *id, row.Edges.Customization.Type, t).
					With("field", string(t)+"_id")
			}
			set(up, t, *id)
		}
		if c.AccountLevelHidden != nil {
			up.SetAccountLevelHidden(*c.AccountLevelHidden)
		}
		u, err = up.Save(ctx)
		if err != nil {
			return err
		}
		out = ProfileOf(u)
		return nil
	})
	return out, err
}

func set(up *ent.UserUpdateOne, t customization.Type, id int) {
	switch t {
	case customization.TypeBorder:
		up.SetBorderID(id)
	case customization.TypeHood:
		up.SetHoodID(id)
	case customization.TypeAvatar:
		up.SetAvatarID(id)
	case customization.TypeBackground:
		up.SetBackgroundID(id)
	}
}

func clear(up *ent.UserUpdateOne, t customization.Type) {
	switch t {
	case customization.TypeBorder:
		up.ClearBorderID()
	case customization.TypeHood:
		up.ClearHoodID()
	case customization.TypeAvatar:
		up.ClearAvatarID()
	case customization.TypeBackground:
		up.ClearBackgroundID()
	}
}

// Viewed marks the actor's customizations ids as seen (none: all of them)
// and answers how many were new (POST /customizations/viewed).
func (s *Service) Viewed(ctx context.Context, a *actor.Actor, ids []int) (int, error) {
	if err := a.Require(); err != nil {
		return 0, err
	}
	q := s.DB.UserCustomization.Update().Where(usercustomization.UserID(a.UserID), usercustomization.Viewed(false))
	if len(ids) > 0 {
		q.Where(usercustomization.CustomizationIDIn(ids...))
	}
	return q.SetViewed(true).Save(ctx)
}

// Grant gives userID customization id in tx, new until viewed; a
// customization the player owns already is refused
// (api.customization_owned), so a player owns each once however many
// grants race.
func Grant(ctx context.Context, tx *ent.Tx, userID, id int, source string, now time.Time) error {
	owned, err := tx.UserCustomization.Query().Where(usercustomization.UserID(userID), usercustomization.CustomizationID(id)).Exist(ctx)
	if err != nil {
		return err
	}
	if owned {
		return apperr.CustomizationOwned.With("customization_id", id)
	}
	err = tx.UserCustomization.Create().SetUserID(userID).SetCustomizationID(id).SetSource(source).SetCreatedAt(now).Exec(ctx)
	if ent.IsConstraintError(err) {
		return apperr.CustomizationOwned.With("customization_id", id)
	}
	return err
}

// Owns reports whether userID owns customization id.
func Owns(ctx context.Context, c *ent.Client, userID, id int) (bool, error) {
	return c.UserCustomization.Query().Where(usercustomization.UserID(userID), usercustomization.CustomizationID(id)).Exist(ctx)
}

// OwnedIDs is the set of customization ids userID owns.
func OwnedIDs(ctx context.Context, c *ent.Client, userID int) (map[int]bool, error) {
	ids, err := c.UserCustomization.Query().Where(usercustomization.UserID(userID)).
		Select(usercustomization.FieldCustomizationID).Ints(ctx)
	if err != nil {
		return nil, err
	}
	out := make(map[int]bool, len(ids))
	for _, id := range ids {
		out[id] = true
	}
	return out, nil
}
