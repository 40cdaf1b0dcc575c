// Package partner is the referral programme: a player who signs up through a
// partner's code (ref-{code}, /auth/login?ref_code=, a promo code of type
// partner) becomes that partner's referral, and each of their deposits earns
// the partner a share at the partner's level, paid to the partner balance
// through the ledger in the deposit's own transaction.
package partner

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/user"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/store"
)

// Level is a row of the spec's partner table.
type Level struct {
	Level         int
	Name          string
	ShareBps      int64       // of each referral deposit
	BonusBps      int64       // the referral's bonus multiplier (0.90 … 1.00), for the partner screens
	DepositedFrom money.Cents // referrals' deposits in all that reach this level
}

// Levels is the spec's table (3 / 5 / 7 %; from $0, $1,000, $3,000).
var Levels = []Level{
	{1, "Underdog", 300, 9_000, 0},
	{2, "Money Maker", 500, 9_500, 100_000},
	{3, "Golden Boy", 700, 10_000, 300_000},
}

// LevelOf is the level reached by referrals' deposits of deposited in all.
func LevelOf(deposited money.Cents) Level {
	l := Levels[0]
	for _, c := range Levels {
		if deposited >= c.DepositedFrom {
			l = c
		}
	}
	return l
}

// NormalizeCode is how partner codes are stored and matched: trimmed, upper case.
func NormalizeCode(code string) string { return strings.ToUpper(strings.TrimSpace(code)) }

// Bind makes the user (locked by the caller in tx) a referral of the
// partner owning code. A player may have one referrer, never be their own,
// and never refer their own referrer (no cycle of two).
func Bind(ctx context.Context, tx *ent.Tx, u *ent.User, code string) (*ent.User, error) {
	code = NormalizeCode(code)
	if code == "" || len(code) > 64 {
		return nil, apperr.Validation.Msg("partner code is empty or too long").With("field", "code")
	}
	p, err := tx.User.Query().Where(user.PartnerCode(code)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, apperr.NotFound.Msg("no partner has code %s", code).With("promocode", code)
	}
	if err != nil {
		return nil, err
	}
	if u.ReferrerID != nil {
		if *u.ReferrerID == p.ID {
			return p, nil // already this partner's: binding again changes nothing
		}
		return nil, apperr.UserHasReferer.Msg("the player is already a referral")
	}
	if p.ID == u.ID || (p.ReferrerID != nil && *p.ReferrerID == u.ID) {
		return nil, apperr.Validation.Msg("a player cannot be their own referral").With("promocode", code)
	}
	n, err := tx.User.Update().Where(user.ID(u.ID), user.ReferrerIDIsNil()).SetReferrerID(p.ID).Save(ctx)
	if err != nil {
		return nil, err
	}
	if n == 0 {
		return nil, apperr.UserHasReferer.Msg("the player is already a referral")
	}
	u.ReferrerID = &p.ID
	return p, nil
}

// Earn pays a referral's deposit share to their partner, in the deposit's
// transaction: the share at the partner's level before this deposit, and
// the deposit added to what the partner's referrals deposited. ref names the
// deposit and keys the ledger row, so a deposit earns once (a repeat answers
// the first share and writes nothing); now is the deposit's time.
func Earn(ctx context.Context, tx *ent.Tx, referral *ent.User, paid money.Cents, ref string, now time.Time) (money.Cents, error) {
	if referral.ReferrerID == nil || paid <= 0 {
		return 0, nil
	}
	pid := *referral.ReferrerID
	// A deposit earns once: a repeat answers the first earning and writes
	// nothing (neither the share nor the deposit to the partner's total).
	key := "partner_earning:" + ref
	if first, err := ledger.Applied(ctx, tx, key); err != nil || first != nil {
		if first != nil {
			return money.Cents(first.Delta), nil
		}
		return 0, err
	}
	p, err := tx.User.Query().Where(user.ID(pid)).Select(user.FieldReferralsDeposited).Only(ctx)
	if err != nil {
		return 0, fmt.Errorf("partner: read partner %d: %w", pid, err)
	}
	share := money.Cents(int64(paid) * LevelOf(p.ReferralsDeposited).ShareBps / 10_000)
	if err := tx.User.UpdateOneID(pid).AddReferralsDeposited(paid).Exec(ctx); err != nil {
		return 0, err
	}
	if share <= 0 {
		return 0, nil
	}
	_, err = ledger.Apply(ctx, tx, ledger.Change{At: now, UserID: pid, Currency: ledger.Partner, Delta: int64(share),
		Reason: "partner_earning", Ref: ref, IdemKey: key})
	return share, err
}

// SetReferrer makes the actor a referral of the partner owning code
// (the ref- page after sign-in, a partner promo code).
func SetReferrer(ctx context.Context, db *ent.Client, a *actor.Actor, code string) (*ent.User, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	var u *ent.User
	err := store.WithTx(ctx, db, func(tx *ent.Tx) error {
		var err error
		if u, err = store.LockUser(ctx, tx, a.UserID); err != nil {
			return err
		}
		_, err = Bind(ctx, tx, u, code)
		return err
	})
	if err != nil {
		return nil, err
	}
	return u.Unwrap(), nil
}

// BindOnSignIn binds a player who signed in through a referral link. A
// refusal (already a referral, unknown code, own code) never fails the
// sign-in: it is reported to the caller to log.
func BindOnSignIn(ctx context.Context, db *ent.Client, userID int, code string) error {
	if strings.TrimSpace(code) == "" {
		return nil
	}
	return store.WithTx(ctx, db, func(tx *ent.Tx) error {
		u, err := store.LockUser(ctx, tx, userID)
		if err != nil {
			return err
		}
		_, err = Bind(ctx, tx, u, code)
		return err
	})
}
