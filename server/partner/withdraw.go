package partner

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"slices"
	"strconv"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/partnertransfer"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/store"
	"github.com/casefront/casefront/server/trades"
)

// CryptoMinimum is the smallest crypto withdrawal ($10): below it a
// payout's network fee is out of proportion.
const CryptoMinimum money.Cents = 1_000

// CryptoCoins are the coins a partner balance is paid out in: those of the
// drops' crypto payouts (trades.CryptoTypes), with their address rules.
var CryptoCoins = trades.CryptoTypes

// Withdrawal is what a withdrawal did: its transfer and the partner after.
type Withdrawal struct {
	Transfer *ent.PartnerTransfer
	User     *ent.User // the partner's row after it (balances loaded)
}

// WithdrawBalance moves partner balance to the actor's money balance at
// once: amount, or all of it when amount is nil. Under the partner's lock
// the balance must cover it and be above zero (a clawback that took it
// below zero blocks withdrawals until later earnings make up for it); the
// partner-balance debit is also conditional in the ledger, so however many
// withdrawals race, the balance pays out once.
func (s *Service) WithdrawBalance(ctx context.Context, a *actor.Actor, amount *money.Cents) (*Withdrawal, error) {
	if err := s.allowed(a); err != nil {
		return nil, err
	}
	if amount != nil && *amount <= 0 {
		return nil, apperr.Validation.Msg("the amount must be above zero").With("field", "amount")
	}
	var out Withdrawal
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		u, amt, err := s.lockToWithdraw(ctx, tx, a.UserID, amount)
		if err != nil {
			return err
		}
		now := s.now()
		t, err := tx.PartnerTransfer.Create().SetUserID(u.ID).SetKind(partnertransfer.KindBalance).SetAmount(amt).
			SetState(partnertransfer.StateDone).SetClientOrderID(orderID("pb")).SetCreatedAt(now).SetUpdatedAt(now).Save(ctx)
		if err != nil {
			return err
		}
		ref := "partner_transfer:" + strconv.Itoa(t.ID)
		if err := debitPartner(ctx, tx, u, amt, "partner_withdraw", ref, now); err != nil {
			return err
		}
		if _, err := ledger.Apply(ctx, tx, ledger.Change{At: now, UserID: u.ID, Currency: ledger.Money, Delta: int64(amt),
			Reason: "partner_withdraw", Ref: ref, IdemKey: "partner_withdraw_money:" + strconv.Itoa(t.ID), Row: u}); err != nil {
			return err
		}
		out = Withdrawal{Transfer: t.Unwrap(), User: u}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// WithdrawCrypto pays partner balance out in crypto through the payout
// API the drops' crypto withdrawals use: the coin and the wallet checked
// (address rules per coin), at least CryptoMinimum; the amount leaves the
// partner balance in the transaction that writes the transfer and its
// durable job, which pays it once (the transfer's client order id) and
// refunds it to the partner balance if the payout fails.
func (s *Service) WithdrawCrypto(ctx context.Context, a *actor.Actor, coin, wallet string, amount money.Cents) (*Withdrawal, error) {
	if err := s.allowed(a); err != nil {
		return nil, err
	}
	if err := a.CanPlay(s.now()); err != nil {
		return nil, err
	}
	if !slices.Contains(CryptoCoins, coin) {
		return nil, apperr.Validation.Msg("coin must be one of %v", CryptoCoins).With("field", "coin")
	}
	if !trades.ValidWallet(coin, wallet) {
		return nil, apperr.InvalidWallet.With("field", "wallet").With("type", coin)
	}
	if amount < CryptoMinimum {
		return nil, apperr.WithdrawTooSmall.Msg("a crypto withdrawal is at least %s", CryptoMinimum).
			With("field", "amount").With("min", CryptoMinimum.String())
	}
	if s.Payout == nil {
		return nil, apperr.Restricted.With("feature", "withdraw_crypto")
	}
	var out Withdrawal
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		u, amt, err := s.lockToWithdraw(ctx, tx, a.UserID, &amount)
		if err != nil {
			return err
		}
		now := s.now()
		t, err := tx.PartnerTransfer.Create().SetUserID(u.ID).SetKind(partnertransfer.KindCrypto).SetAmount(amt).
			SetCoin(coin).SetWallet(wallet).SetClientOrderID(orderID("pc")).SetCreatedAt(now).SetUpdatedAt(now).Save(ctx)
		if err != nil {
			return err
		}
		if err := debitPartner(ctx, tx, u, amt, "partner_withdraw", "partner_transfer:"+strconv.Itoa(t.ID), now); err != nil {
			return err
		}
		if s.Jobs != nil {
			if _, err := s.Jobs.InsertTxResult(ctx, tx, PayoutArgs{TransferID: t.ID}, payoutOpts()); err != nil {
				return err
			}
		}
		out = Withdrawal{Transfer: t.Unwrap(), User: u}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// lockToWithdraw locks the partner and says what a withdrawal of amount
// (nil: the whole balance) takes, refusing one the balance does not cover.
func (s *Service) lockToWithdraw(ctx context.Context, tx *ent.Tx, userID int, amount *money.Cents) (*ent.User, money.Cents, error) {
	u, err := store.LockUser(ctx, tx, userID)
	if err != nil {
		return nil, 0, err
	}
	bal := money.Cents(u.PartnerBalance)
	if bal < 0 {
		return nil, 0, apperr.PartnerBalanceLow.Msg("the partner balance is below zero after a clawback; withdrawals wait until earnings make up for it").
			With("partner_balance", bal.String())
	}
	amt := bal
	if amount != nil {
		amt = *amount
	}
	if amt <= 0 || amt > bal {
		return nil, 0, apperr.PartnerBalanceLow.With("partner_balance", bal.String())
	}
	return u, amt, nil
}

// debitPartner takes amt from the locked partner's balance, keyed by ref
// (one debit per transfer); the ledger's conditional update refuses it if
// the balance no longer covers it.
func debitPartner(ctx context.Context, tx *ent.Tx, u *ent.User, amt money.Cents, reason, ref string, now time.Time) error {
	_, err := ledger.Apply(ctx, tx, ledger.Change{At: now, UserID: u.ID, Currency: ledger.Partner, Delta: -int64(amt),
		Reason: reason, Ref: ref, IdemKey: reason + ":" + ref, Row: u})
	if apperr.KeyOf(err) == apperr.NotEnoughMoney.Key {
		return apperr.PartnerBalanceLow
	}
	return err
}

// orderID is a transfer's own id at the payout (unique, unguessable).
func orderID(prefix string) string {
	b := make([]byte, 12)
	_, _ = rand.Read(b)
	return prefix + "-" + hex.EncodeToString(b)
}
