// Package actor is who performs a use case: resolved once per HTTP request
// or graphql-ws socket, then handed explicitly to every domain service, which
// enforces sign-in, self-ban and restrictions itself. A new transport (a back
// office, a job) builds an Actor and gets the same rules.
package actor

import (
	"context"
	"slices"
	"strings"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/apperr"
)

// Actor is the player (or anonymous visitor) behind a request.
type Actor struct {
	UserID            int // 0 = anonymous
	Roles             []string
	Country           string   // the player's country as shown: the account's, else the request's
	Restrictions      []string // active feature restrictions, sorted (RestrictionsOf)
	SelfBanUntil      *time.Time
	AccountRestricted bool // set by staff: may browse but not play
	// RequestCountry is the country a trusted proxy reported for the
	// request; when it reported none, the one it reported at the player's
	// last sign-in (ip_country).
	RequestCountry string
	// Policy lists the restrictions of a country (configuration); nil means none.
	Policy func(country string) []string
	// Balance is the balance when the actor was resolved. It is only for
	// answering "could this work?" (availability); writes re-read the row.
	Balance money.Cents
	// Bullets and Candies are those balances when the actor was resolved,
	// for the same purpose (the availability of bullet and candy cases).
	Bullets, Candies int64
}

type ctxKey struct{}

// With stores the actor in a context.
func With(ctx context.Context, a *Actor) context.Context {
	return context.WithValue(ctx, ctxKey{}, a)
}

// From returns the actor of a context: an anonymous visitor when none was resolved.
func From(ctx context.Context) *Actor {
	if a, ok := ctx.Value(ctxKey{}).(*Actor); ok && a != nil {
		return a
	}
	return &Actor{}
}

// ForUser builds the actor of an account (restrictions come from the caller,
// who knows the configuration and the request's country).
func ForUser(u *ent.User, country string, restrictions []string) *Actor {
	return &Actor{UserID: u.ID, Roles: []string{string(u.Role)}, Country: country, Restrictions: restrictions,
		SelfBanUntil: u.SelfBanUntil, AccountRestricted: u.Restricted, Balance: u.Balance,
		Bullets: u.Bullets, Candies: u.Candies}
}

// RestrictionsOf are the restrictions of u as its row is now: those of the
// account's country and those of the request's country together, the
// stricter of the two, so that declaring another country never lifts a
// restriction of the country the player is in. After a country change they
// differ from the ones resolved with the actor.
func (a *Actor) RestrictionsOf(u *ent.User) []string {
	if a == nil || a.Policy == nil {
		return nil
	}
	out := a.Policy(a.RequestCountry)
	if u != nil && u.Country != "" && !strings.EqualFold(u.Country, a.RequestCountry) {
		out = append(slices.Clone(out), a.Policy(strings.ToUpper(u.Country))...)
		slices.Sort(out)
		out = slices.Compact(out)
	}
	return out
}

// SignedIn is true for a player with an account.
func (a *Actor) SignedIn() bool { return a != nil && a.UserID != 0 }

// Require refuses anonymous visitors with api.no_auth.
func (a *Actor) Require() error {
	if !a.SignedIn() {
		return apperr.NoAuth
	}
	return nil
}

// Is reports whether the actor is this user.
func (a *Actor) Is(userID int) bool { return a.SignedIn() && a.UserID == userID }

// IsStaff reports a signed-in moderator or admin: who publishes posts,
// moderates comments and answers tickets.
func (a *Actor) IsStaff() bool {
	return a.SignedIn() && (a.HasRole("moderator") || a.HasRole("admin"))
}

// HasRole reports a staff role ("moderator", "admin").
func (a *Actor) HasRole(role string) bool { return a != nil && slices.Contains(a.Roles, role) }

// Restricted reports whether a feature is restricted for the actor.
func (a *Actor) Restricted(feature string) bool {
	return a != nil && slices.Contains(a.Restrictions, feature)
}

// CanPlay refuses anonymous, self-banned and staff-restricted players; every
// game use case calls it before writing anything.
func (a *Actor) CanPlay(now time.Time) error {
	if err := a.Require(); err != nil {
		return err
	}
	return canPlay(a.SelfBanUntil, a.AccountRestricted, now)
}

// SelfBanned reports an active self-ban.
func (a *Actor) SelfBanned(now time.Time) bool {
	return a != nil && a.SelfBanUntil != nil && a.SelfBanUntil.After(now)
}

// CanPlayRow is the same rule on a user row, for the re-check inside a
// transaction on the locked row (the ban may have started since the request began).
func CanPlayRow(u *ent.User, now time.Time) error {
	return canPlay(u.SelfBanUntil, u.Restricted, now)
}

func canPlay(selfBanUntil *time.Time, restricted bool, now time.Time) error {
	if selfBanUntil != nil && selfBanUntil.After(now) {
		return apperr.SelfBanned.With("ban_until", selfBanUntil.UTC().Format(time.RFC3339))
	}
	if restricted {
		return apperr.AccountRestricted
	}
	return nil
}
