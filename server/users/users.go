// Package users creates and updates player accounts.
package users

import (
	"context"
	"fmt"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/ent/user"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/store"
)

// Profile is what the sign-in provider tells us about a player.
type Profile struct {
	SteamID  string
	Nickname string
	Avatar   string
	Demo     bool
	Role     string // a demo account's staff role (DEV_LOGIN only); "" keeps the account's role
}

// SignIn finds the account of a Steam id, creating it (with its first fair
// seed) on first sign-in, and refreshes nickname and avatar when known.
// created says this sign-in made the account.
func SignIn(ctx context.Context, c *ent.Client, p Profile) (u *ent.User, created bool, err error) {
	err = store.WithTx(ctx, c, func(tx *ent.Tx) error {
		var err error
		created = false
		u, err = tx.User.Query().Where(user.SteamID(p.SteamID)).Only(ctx)
		switch {
		case ent.IsNotFound(err):
			cr := tx.User.Create().SetSteamID(p.SteamID).SetIsDemo(p.Demo)
			if p.Demo && p.Role != "" {
				cr.SetRole(user.Role(p.Role))
			}
			if p.Nickname != "" {
				cr.SetNickname(p.Nickname)
			}
			cr.SetAvatar(p.Avatar)
			if u, err = cr.Save(ctx); err != nil {
				return err
			}
			created = true
			_, err = fair.Active(ctx, tx, u.ID)
			return err
		case err != nil:
			return err
		}
		if p.Demo && p.Role != "" && string(u.Role) != p.Role {
			if u, err = u.Update().SetRole(user.Role(p.Role)).Save(ctx); err != nil {
				return err
			}
		}
		if p.Nickname != "" && (p.Nickname != u.Nickname || p.Avatar != u.Avatar) {
			u, err = u.Update().SetNickname(p.Nickname).SetAvatar(p.Avatar).Save(ctx)
		}
		return err
	})
	if err != nil {
		return nil, false, fmt.Errorf("users: sign in: %w", err)
	}
	return u, created, nil
}

// DemoGrant tops a demo player's balance up to at least amount, once per day,
// through the ledger like any other credit.
func DemoGrant(ctx context.Context, c *ent.Client, userID int, amount int64) error {
	return store.WithTx(ctx, c, func(tx *ent.Tx) error {
		u, err := tx.User.Get(ctx, userID)
		if err != nil {
			return err
		}
		if !u.IsDemo {
			return apperr.Forbidden.Msg("demo grants are for demo players only")
		}
		now := time.Now()
		day := now.UTC().Format("2006-01-02")
		// Bullets and candies too (1 unit = 1 cent), so the demo player can
		// try the bullet and candy cases.
		for _, g := range []struct {
			cur  ledger.Currency
			have int64
			key  string
		}{
			{ledger.Money, int64(u.Balance), fmt.Sprintf("demo_grant:%d:%s", userID, day)},
			{ledger.Bullets, u.Bullets, fmt.Sprintf("demo_grant:bullets:%d:%s", userID, day)},
			{ledger.Candies, u.Candies, fmt.Sprintf("demo_grant:candies:%d:%s", userID, day)},
		} {
			if g.have >= amount {
				continue
			}
			if done, err := tx.LedgerEntry.Query().Where(ledgerentry.IdemKey(g.key)).Exist(ctx); err != nil || done {
				if err != nil {
					return err
				}
				continue // already granted today
			}
			if _, err := ledger.Apply(ctx, tx, ledger.Change{At: now,
				UserID: userID, Currency: g.cur, Delta: amount - g.have, Reason: "demo_grant", IdemKey: g.key,
			}); err != nil {
				return err
			}
		}
		return nil
	})
}

// Me loads the actor's account, or api.no_auth for a visitor.
func Me(ctx context.Context, c *ent.Client, a *actor.Actor) (*ent.User, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	u, err := c.User.Get(ctx, a.UserID)
	if ent.IsNotFound(err) {
		return nil, apperr.NoAuth
	}
	return u, err
}
