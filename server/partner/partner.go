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

	"entgo.io/ent/dialect"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/partnerearning"
	"github.com/casefront/casefront/ent/payment"
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
// and never close a cycle: the partner may not be the player's referral, nor
// a referral of their referrals however far down (A→B→C→A is refused as
// A→B→A is). On PostgreSQL binds take turns under a transaction-scoped
// advisory lock, so two binds closing a cycle together cannot both pass
// the check (BindOnSignIn takes it before the player's row); SQLite runs
// write transactions one at a time anyway.
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
	if p.ID == u.ID {
		return nil, apperr.Validation.Msg("a player cannot be their own referral").With("promocode", code)
	}
	if err := lockBinds(ctx, tx); err != nil {
		return nil, err
	}
	if cycle, err := referredBy(ctx, tx, p.ID, u.ID); err != nil {
		return nil, err
	} else if cycle {
		return nil, apperr.Validation.Msg("the partner is the player's own referral (or one of theirs): referrals may not form a cycle").With("promocode", code)
	}
	n, err := tx.User.Update().Where(user.ID(u.ID), user.ReferrerIDIsNil()).SetReferrerID(p.ID).SetReferredAt(time.Now()).Save(ctx)
	if err != nil {
		return nil, err
	}
	if n == 0 {
		return nil, apperr.UserHasReferer.Msg("the player is already a referral")
	}
	u.ReferrerID = &p.ID
	return p, nil
}

// bindLock is the advisory lock key binds take turns under on PostgreSQL.
const bindLock = 727219

// lockBinds makes the transaction's bind wait for any other under way (on
// PostgreSQL; SQLite's write transactions already run one at a time). The
// lock is the transaction's until it ends, and taking it again is free.
func lockBinds(ctx context.Context, tx *ent.Tx) error {
	if tx.Dialect() != dialect.Postgres {
		return nil
	}
	_, err := tx.ExecSQL(ctx, "SELECT pg_advisory_xact_lock($1)", bindLock)
	return err
}

// MaxChain bounds the referrer chain Bind walks: a chain longer than this
// (no real programme has one) is refused rather than walked further.
const MaxChain = 1000

// referredBy reports whether who is among the referrers of id: id's
// referrer, theirs, and so on up the chain.
func referredBy(ctx context.Context, tx *ent.Tx, id, who int) (bool, error) {
	seen := map[int]bool{}
	for range MaxChain {
		if seen[id] {
			return false, nil // a cycle from earlier data, without who in it
		}
		seen[id] = true
		row, err := tx.User.Query().Where(user.ID(id)).Select(user.FieldReferrerID).Only(ctx)
		if err != nil {
			return false, err
		}
		if row.ReferrerID == nil {
			return false, nil
		}
		if *row.ReferrerID == who {
			return true, nil
		}
		id = *row.ReferrerID
	}
	return false, apperr.Validation.Msg("the partner's referral chain is longer than %d", MaxChain)
}

// Earn pays a referral's deposit share to their partner, in the deposit's
// transaction: the share at the partner's level before this deposit, and
// the deposit added to what the partner's referrals deposited. The
// partner's row is locked first (after the referral's, which the deposit
// holds: referrals form no cycle, so the order is always referral then
// partner), so two referrals' deposits crossing a threshold at once take
// turns: the second sees the first's total and its level. ref names the
// deposit and keys the ledger row and the earning's record, so a deposit
// earns once (a repeat answers the first share and writes nothing); now is
// the deposit's time. Only settled deposits reach here (events.Deposited
// is emitted when a payment is credited). A deposit paid with a card the
// partner has paid with themselves (fingerprint, as the gateway reports
// it) is the partner referring themselves: it earns nothing and does not
// count towards the partner's level.
func Earn(ctx context.Context, tx *ent.Tx, referral *ent.User, paid money.Cents, ref, fingerprint string, now time.Time) (money.Cents, error) {
	if referral.ReferrerID == nil || paid <= 0 {
		return 0, nil
	}
	pid := *referral.ReferrerID
	key := "partner_earning:" + ref
	if first, err := ledger.Applied(ctx, tx, key); err != nil || first != nil {
		if first != nil {
			return money.Cents(first.Delta), nil
		}
		return 0, err
	}
	p, err := store.LockUser(ctx, tx, pid)
	if err != nil {
		return 0, fmt.Errorf("partner: lock partner %d: %w", pid, err)
	}
	if self, err := paidWithSameCard(ctx, tx, pid, fingerprint); err != nil || self {
		return 0, err
	}
	l := LevelOf(p.ReferralsDeposited)
	share := money.Cents(int64(paid) * l.ShareBps / 10_000)
	if err := tx.User.UpdateOneID(pid).AddReferralsDeposited(paid).Exec(ctx); err != nil {
		return 0, err
	}
	p.ReferralsDeposited += paid
	if err := tx.PartnerEarning.Create().SetPartnerID(pid).SetReferralID(referral.ID).SetDepositRef(ref).
		SetDeposit(paid).SetShareBps(l.ShareBps).SetAmount(share).SetCreatedAt(now).Exec(ctx); err != nil {
		return 0, err
	}
	if share <= 0 {
		return 0, nil
	}
	_, err = ledger.Apply(ctx, tx, ledger.Change{At: now, UserID: pid, Currency: ledger.Partner, Delta: int64(share),
		Reason: "partner_earning", Ref: ref, IdemKey: key, Row: p})
	return share, err
}

// Clawback takes back what a refunded or charged-back deposit earned, in
// the refund's transaction: a negative partner-balance row for the whole
// share (the balance may go below zero: the partner already withdrew it,
// and withdrawals wait until later earnings make up for it), and the
// deposit out of the referrals' total (the level follows it down). Once
// per deposit; a deposit that earned nothing writes nothing.
func Clawback(ctx context.Context, tx *ent.Tx, ref string, now time.Time) (money.Cents, error) {
	e, err := tx.PartnerEarning.Query().Where(partnerearning.DepositRef(ref)).Only(ctx)
	if ent.IsNotFound(err) {
		return 0, nil
	} else if err != nil {
		return 0, err
	}
	if e.ClawedBackAt != nil {
		return 0, nil
	}
	p, err := store.LockUser(ctx, tx, e.PartnerID)
	if err != nil {
		return 0, err
	}
	n, err := tx.PartnerEarning.Update().Where(partnerearning.ID(e.ID), partnerearning.ClawedBackAtIsNil()).
		SetClawedBackAt(now).Save(ctx)
	if err != nil || n == 0 {
		return 0, err
	}
	back := min(e.Deposit, p.ReferralsDeposited)
	if err := tx.User.UpdateOneID(p.ID).AddReferralsDeposited(-back).Exec(ctx); err != nil {
		return 0, err
	}
	if e.Amount <= 0 {
		return 0, nil
	}
	_, err = ledger.Apply(ctx, tx, ledger.Change{At: now, UserID: p.ID, Currency: ledger.Partner, Delta: -int64(e.Amount),
		Reason: "partner_clawback", Ref: ref, IdemKey: "partner_clawback:" + ref, Row: p, Overdraw: true})
	return e.Amount, err
}

// SetReferrer is what the client calls after a sign-in through a
// referral link (ref-{code}): it confirms the binding, it never makes one.
// A link binds only the new player it signs up (BindOnSignIn, at the sign-in
// that creates the account), as leading sites do: an existing account that
// follows someone's link later stays without a referrer, so a partner
// cannot claim players they did not bring by spreading links. It answers
// the viewer when they are the code's partner's referral,
// api.user_has_referer when they are another partner's, and api.forbidden
// when they have no referrer. (A partner promo code, typed by the player,
// does bind an existing player who has none: package promo.)
func SetReferrer(ctx context.Context, db *ent.Client, a *actor.Actor, code string) (*ent.User, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	norm := NormalizeCode(code)
	if norm == "" || len(norm) > 64 {
		return nil, apperr.Validation.Msg("partner code is empty or too long").With("field", "code")
	}
	p, err := db.User.Query().Where(user.PartnerCode(norm)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, apperr.NotFound.Msg("no partner has code %s", norm).With("promocode", norm)
	}
	if err != nil {
		return nil, err
	}
	u, err := store.UserByID(ctx, db, a.UserID)
	if err != nil {
		return nil, err
	}
	switch {
	case u.ReferrerID == nil:
		return nil, apperr.Forbidden.Msg("a referral link binds only the new player it signs up; this account existed before").With("promocode", norm)
	case *u.ReferrerID != p.ID:
		return nil, apperr.UserHasReferer.Msg("the player is already a referral")
	}
	return u, nil
}

// BindOnSignIn binds a player whose account the sign-in through a referral
// link has just created (the caller binds no one else: see SetReferrer). A
// refusal (already a referral, unknown code, own code) never fails the
// sign-in: it is reported to the caller to log.
func BindOnSignIn(ctx context.Context, db *ent.Client, userID int, code string) error {
	if strings.TrimSpace(code) == "" {
		return nil
	}
	return store.WithTx(ctx, db, func(tx *ent.Tx) error {
		// The bind lock first, the player's row then: waiting for the lock
		// while holding the row would deadlock with a bind to this player's
		// code (its foreign key check shares the partner's row).
		if err := lockBinds(ctx, tx); err != nil {
			return err
		}
		u, err := store.LockUser(ctx, tx, userID)
		if err != nil {
			return err
		}
		_, err = Bind(ctx, tx, u, code)
		return err
	})
}

// paidWithSameCard tells whether the partner has paid a deposit of their
// own with the card of this fingerprint ("" names no card).
func paidWithSameCard(ctx context.Context, tx *ent.Tx, partnerID int, fingerprint string) (bool, error) {
	if fingerprint == "" {
		return false, nil
	}
	return tx.Payment.Query().Where(payment.UserID(partnerID), payment.Fingerprint(fingerprint),
		payment.StatusIn(payment.StatusSucceeded, payment.StatusRefunded)).Exist(ctx)
}
