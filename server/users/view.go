package users

import (
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
)

// View is what one viewer may see of a user: the single rule GraphQL, REST
// and node(id) all read. Owner-only fields are nil for anyone else; level
// and XP are zero when the owner hides them from others.
type View struct {
	User  *ent.User
	Owner bool
	// Private: the owner keeps the profile private from this viewer
	// (HiddenFrom): no inventory, no history.
	Private bool

	Level          int // claimed (levels.Service.Claim)
	LevelBasedOnXP int // what the XP reaches
	XP             int64
	CanLevelUp     bool // Level < LevelBasedOnXP

	Balance       *money.Cents
	Crystals      *int64
	Bullets       *int64
	Candies       *int64
	EventBalance  *int64
	TradeofferURL *string
	TopupsCount   *int
	TopupsSum     *money.Cents
	Lang          *string
	IPCountry     *string
	SelfBanUntil  *time.Time // the end of a self-ban still running; nil once it has ended
	Restrictions  []string   // the owner's active restrictions
}

// LevelHidden is the account level privacy (spec 6): when it holds, only
// the owner sees u's level and XP. A private profile hides the level too. Every view of a player that others
// read (profiles, node(id), the live feed, battles) follows it.
func LevelHidden(u *ent.User) bool { return u.AccountLevelHidden || u.ProfilePrivate }

// Worn is what others see around a player's avatar wherever it is drawn
// for them (the live feed, the change feed): the level as PublicLevel gives
// it and the customizations worn (nil: none).
type Worn struct {
	Level       int  `json:"level"`
	LevelHidden bool `json:"level_hidden"`
	BorderID    *int `json:"border_id"`
	HoodID      *int `json:"hood_id"`
	AvatarID    *int `json:"avatar_id"`
}

// WornBy is u's Worn (the zero Worn for nil).
func WornBy(u *ent.User) Worn {
	if u == nil {
		return Worn{}
	}
	return Worn{Level: PublicLevel(u), LevelHidden: LevelHidden(u), BorderID: u.BorderID, HoodID: u.HoodID, AvatarID: u.AvatarID}
}

// PublicLevel is the level anyone but the owner sees of u: 0 when hidden.
func PublicLevel(u *ent.User) int {
	if LevelHidden(u) {
		return 0
	}
	return u.Level
}

// ViewOf projects u for the actor a now.
func ViewOf(a *actor.Actor, u *ent.User) View { return ViewAt(a, u, time.Now()) }

// ViewAt projects u for the actor a at now (a self-ban shows while it runs).
func ViewAt(a *actor.Actor, u *ent.User, now time.Time) View {
	v := View{User: u, Owner: a.Is(u.ID), Level: u.Level, LevelBasedOnXP: u.LevelBasedOnXp, XP: u.Xp, Private: HiddenFrom(a, u)}
	if !v.Owner {
		if LevelHidden(u) {
			v.Level, v.LevelBasedOnXP, v.XP = 0, 0, 0
		}
		return v
	}
	v.CanLevelUp = u.Level < u.LevelBasedOnXp
	v.Balance, v.TopupsSum = &u.Balance, &u.TopupsSum
	v.Crystals, v.Bullets, v.Candies, v.EventBalance = &u.Crystals, &u.Bullets, &u.Candies, &u.EventBalance
	v.TradeofferURL, v.TopupsCount = &u.TradeofferURL, &u.TopupsCount
	v.Lang, v.IPCountry = &u.Lang, &u.IPCountry
	// An ended ban is history, not state: both transports show none.
	if u.SelfBanUntil != nil && u.SelfBanUntil.After(now) {
		v.SelfBanUntil = u.SelfBanUntil
	}
	v.Restrictions = a.RestrictionsOf(u)
	return v
}

// HiddenFrom is the privacy rule: a player who keeps the profile private
// (profile_private) shows others neither inventory nor history nor level;
// one who hides only the account level (account_level_hidden) shows no
// level. The owner always sees everything. The inventory reads the same
// rule in SQL (package inventory, shown).
func HiddenFrom(a *actor.Actor, u *ent.User) bool { return u.ProfilePrivate && !a.Is(u.ID) }
