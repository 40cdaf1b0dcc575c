package partner_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	entpromo "github.com/casefront/casefront/ent/promo"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/partner"
	"github.com/casefront/casefront/server/store"
	"github.com/casefront/casefront/server/trades/sandbox"
	"github.com/casefront/casefront/server/trades/supplier"
)

// fixture is a partner with a code and a way to make referrals deposit.
type fixture struct {
	t   *testing.T
	db  *store.DB
	svc *partner.Service
	p   *ent.User
	a   *actor.Actor
}

func newFixture(t *testing.T, url string) *fixture {
	db := testdb.Open(t, url)
	svc := &partner.Service{DB: db.Client}
	p := testdb.Player(t, db, 0)
	f := &fixture{t: t, db: db, svc: svc, p: p, a: testdb.Actor(p)}
	if _, err := svc.SaveCode(context.Background(), f.a, "Ace"); err != nil {
		t.Fatal(err)
	}
	return f
}

// referral signs a new player up through the partner's code.
func (f *fixture) referral() *ent.User {
	r := testdb.Player(f.t, f.db, 0)
	if err := partner.BindOnSignIn(context.Background(), f.db.Client, r.ID, "ace"); err != nil {
		f.t.Fatal(err)
	}
	return r
}

// deposit is what a credited top-up's subscriber does: the referral's row
// locked, the partner's share earned, in one transaction.
func (f *fixture) deposit(r *ent.User, paid money.Cents, ref string) (money.Cents, error) {
	ctx := context.Background()
	var got money.Cents
	err := store.WithTx(ctx, f.db.Client, func(tx *ent.Tx) error {
		u, err := store.LockUser(ctx, tx, r.ID)
		if err != nil {
			return err
		}
		got, err = partner.Earn(ctx, tx, u, paid, ref, "", time.Now())
		return err
	})
	return got, err
}

func (f *fixture) refund(ref string) (money.Cents, error) {
	ctx := context.Background()
	var got money.Cents
	err := store.WithTx(ctx, f.db.Client, func(tx *ent.Tx) error {
		var err error
		got, err = partner.Clawback(ctx, tx, ref, time.Now())
		return err
	})
	return got, err
}

func (f *fixture) row() *ent.User {
	u, err := store.UserByID(context.Background(), f.db.Client, f.p.ID)
	if err != nil {
		f.t.Fatal(err)
	}
	return u
}

func verify(t *testing.T, db *store.DB) {
	t.Helper()
	if bad, err := ledger.Verify(context.Background(), db.Client); err != nil || len(bad) > 0 {
		t.Fatalf("ledger: %v %v", bad, err)
	}
}

// Code rules: format and reserved words refused, uniqueness ignores case,
// another player's code and a promo code are taken, the partner promo code
// follows the partner's code and the old one stops binding, and saves are
// limited.
func TestSaveCodeRules(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := newFixture(t, d.URL(t))
			other := testdb.Player(t, f.db, 0)
			oa := testdb.Actor(other)
			f.db.Promo.Create().SetCode("WELCOME").SetType(entpromo.TypeMoney).SetAmount(100).ExecX(ctx)
			for _, c := range []struct{ code, key, reason string }{
				{"ab", apperr.PartnerCodeInvalid.Key, "format"},
				{"this-code-is-far-too-long", apperr.PartnerCodeInvalid.Key, "format"},
				{"-dash", apperr.PartnerCodeInvalid.Key, "format"},
				{"bad code", apperr.PartnerCodeInvalid.Key, "format"},
				{"the_admin", apperr.PartnerCodeInvalid.Key, "reserved"},
				{"f-u-c-k", apperr.PartnerCodeInvalid.Key, "reserved"},
				{"aCE", apperr.PartnerCodeTaken.Key, "taken"},
				{"welcome", apperr.PartnerCodeTaken.Key, "taken"},
			} {
				check, err := f.svc.CheckCode(ctx, oa, c.code)
				if err != nil || check.Available || check.Reason != c.reason {
					t.Fatalf("check %q: %+v %v, want reason %s", c.code, check, err, c.reason)
				}
				if _, err := f.svc.SaveCode(ctx, oa, c.code); apperr.KeyOf(err) != c.key {
					t.Fatalf("save %q: %v, want %s", c.code, err, c.key)
				}
			}
			if got := f.db.User.GetX(ctx, other.ID); got.PartnerCode != nil || got.PartnerCodeSaves != 0 {
				t.Fatalf("refusals wrote: code %v, saves %d", got.PartnerCode, got.PartnerCodeSaves)
			}
			// The partner's own code is available to them, and saving it again uses no save.
			if c, _ := f.svc.CheckCode(ctx, f.a, "ace"); !c.Available || c.Code != "ACE" {
				t.Fatalf("own code: %+v", c)
			}
			if _, err := f.svc.SaveCode(ctx, f.a, " ace "); err != nil {
				t.Fatal(err)
			}
			// A change: the new code binds (link and partner promo code), the old one no longer.
			if _, err := f.svc.SaveCode(ctx, f.a, "Queen_1"); err != nil {
				t.Fatal(err)
			}
			if n := f.db.Promo.Query().Where(entpromo.PartnerID(f.p.ID)).CountX(ctx); n != 1 {
				t.Fatalf("%d partner promo codes, want 1", n)
			}
			if pr := f.db.Promo.Query().Where(entpromo.PartnerID(f.p.ID)).OnlyX(ctx); pr.Code != "QUEEN_1" || pr.Type != entpromo.TypePartner {
				t.Fatalf("partner promo %s %s", pr.Code, pr.Type)
			}
			r := testdb.Player(t, f.db, 0)
			if err := partner.BindOnSignIn(ctx, f.db.Client, r.ID, "ace"); apperr.KeyOf(err) != apperr.NotFound.Key {
				t.Fatalf("the old code bound: %v", err)
			}
			if err := partner.BindOnSignIn(ctx, f.db.Client, r.ID, "queen_1"); err != nil {
				t.Fatal(err)
			}
			// The freed code is anyone's now.
			if _, err := f.svc.SaveCode(ctx, oa, "ACE"); err != nil {
				t.Fatalf("the freed code: %v", err)
			}
			// Three saves in all: ACE, QUEEN_1, KING; the fourth is refused.
			if _, err := f.svc.SaveCode(ctx, f.a, "king"); err != nil {
				t.Fatal(err)
			}
			if c, _ := f.svc.CheckCode(ctx, f.a, "jack"); c.Available || c.Reason != "no_changes_left" {
				t.Fatalf("check after the last save: %+v", c)
			}
			if _, err := f.svc.SaveCode(ctx, f.a, "jack"); apperr.KeyOf(err) != apperr.PartnerCodeNoChanges.Key {
				t.Fatalf("a fourth save: %v", err)
			}
			if o, err := f.svc.Overview(ctx, f.a); err != nil || o.CodeChangesLeft != 0 || *o.Code != "KING" || o.ReferralsCount != 1 {
				t.Fatalf("overview %+v %v", o, err)
			}
		})
	}
}

// Players racing to save one code: one has it, the others are told it is
// taken, and nothing else is written for them.
func TestRacingSavesOfOneCode(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db := testdb.Open(t, d.URL(t))
			svc := &partner.Service{DB: db.Client}
			const n = 12
			var wg sync.WaitGroup
			errs := make([]error, n)
			for i := range n {
				a := testdb.Actor(testdb.Player(t, db, 0))
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, errs[i] = svc.SaveCode(ctx, a, "Rush")
				}()
			}
			wg.Wait()
			ok := 0
			for _, err := range errs {
				switch apperr.KeyOf(err) {
				case "":
					ok++
				case apperr.PartnerCodeTaken.Key:
				default:
					t.Fatalf("save: %v", err)
				}
			}
			if ok != 1 || db.Promo.Query().CountX(ctx) != 1 {
				t.Fatalf("%d saves passed, %d promo rows; want 1 and 1", ok, db.Promo.Query().CountX(ctx))
			}
		})
	}
}

// Referrals' deposits racing across the $1,000 threshold: under the
// partner's lock each sees the total before it, so 50 deposits of $20 earn
// 3% and the 10 after them 5%, whatever the order, and the level is Money
// Maker once.
func TestDepositsRacingAcrossTheThreshold(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := newFixture(t, d.URL(t))
			const n = 60
			refs := make([]*ent.User, n)
			for i := range refs {
				refs[i] = f.referral()
			}
			var wg sync.WaitGroup
			errs := make([]error, n)
			for i := range n {
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, errs[i] = f.deposit(refs[i], 2_000, fmt.Sprintf("payment:r%d", i))
				}()
			}
			wg.Wait()
			for i, err := range errs {
				if err != nil {
					t.Fatalf("deposit %d: %v", i, err)
				}
			}
			p := f.row()
			if p.ReferralsDeposited != 120_000 || p.PartnerBalance != 50*60+10*100 {
				t.Fatalf("deposited %s, balance %s; want 1200.00 and 40.00", p.ReferralsDeposited, p.PartnerBalance)
			}
			o, err := f.svc.Overview(ctx, f.a)
			if err != nil || o.Level.Name != "Money Maker" || o.Earnings != 4_000 || o.Next.Name != "Golden Boy" || o.ToNext != 180_000 || o.ReferralsCount != n {
				t.Fatalf("overview %+v %v", o, err)
			}
			verify(t, f.db)
		})
	}
}

// 50 racing withdrawals of one partner balance to the money balance pay
// once: the others are refused and write nothing.
func TestRacingWithdrawalsPayOnce(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := newFixture(t, d.URL(t))
			r := f.referral()
			if _, err := f.deposit(r, 50_000, "payment:big"); err != nil { // 3% of $500: $15
				t.Fatal(err)
			}
			const n = 50
			var wg sync.WaitGroup
			errs := make([]error, n)
			for i := range n {
				wg.Add(1)
				go func() {
					defer wg.Done()
					var amount *money.Cents
					if i%2 == 1 {
						all := money.Cents(1_500)
						amount = &all
					}
					_, errs[i] = f.svc.WithdrawBalance(ctx, f.a, amount)
				}()
			}
			wg.Wait()
			ok := 0
			for _, err := range errs {
				switch apperr.KeyOf(err) {
				case "":
					ok++
				case apperr.PartnerBalanceLow.Key:
				default:
					t.Fatalf("withdraw: %v", err)
				}
			}
			p := f.row()
			if ok != 1 || p.PartnerBalance != 0 || p.Balance != 1_500 {
				t.Fatalf("%d withdrawals passed; partner balance %s, balance %s", ok, p.PartnerBalance, p.Balance)
			}
			page, err := f.svc.Transfers(ctx, f.a, 0, 10)
			if err != nil || page.Total != 1 || page.Items[0].Amount != 1_500 || page.Items[0].State != "done" {
				t.Fatalf("transfers %+v %v", page, err)
			}
			verify(t, f.db)
		})
	}
}

// A refund claws the earning back: a negative row, the balance below zero
// after a withdrawal, which blocks the next withdrawal until a later
// earning makes up for it; the history marks it and the level follows the
// deposits down.
func TestClawbackTakesTheBalanceBelowZeroAndBlocksWithdrawals(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := newFixture(t, d.URL(t))
			r := f.referral()
			if _, err := f.deposit(r, 100_000, "payment:a"); err != nil { // $30 at 3%; now Money Maker
				t.Fatal(err)
			}
			if _, err := f.svc.WithdrawBalance(ctx, f.a, nil); err != nil {
				t.Fatal(err)
			}
			if got, err := f.refund("payment:a"); err != nil || got != 3_000 {
				t.Fatalf("clawback %s %v", got, err)
			}
			if got, err := f.refund("payment:a"); err != nil || got != 0 { // once
				t.Fatalf("second clawback %s %v", got, err)
			}
			if got, err := f.refund("payment:unknown"); err != nil || got != 0 {
				t.Fatalf("clawback of a deposit that earned nothing %s %v", got, err)
			}
			p := f.row()
			if p.PartnerBalance != -3_000 || p.ReferralsDeposited != 0 || p.Balance != 3_000 {
				t.Fatalf("after the clawback: partner %s, deposited %s, balance %s", p.PartnerBalance, p.ReferralsDeposited, p.Balance)
			}
			one := money.Cents(1)
			if _, err := f.svc.WithdrawBalance(ctx, f.a, &one); apperr.KeyOf(err) != apperr.PartnerBalanceLow.Key {
				t.Fatalf("a withdrawal below zero: %v", err)
			}
			if _, err := f.svc.Buy(ctx, f.a, "anything"); apperr.KeyOf(err) != apperr.NotFound.Key {
				t.Fatalf("buy of an unknown item: %v", err)
			}
			if got, err := f.deposit(r, 200_000, "payment:b"); err != nil || got != 6_000 { // back at Underdog: 3%
				t.Fatalf("earning after the clawback %s %v", got, err)
			}
			if p := f.row(); p.PartnerBalance != 3_000 {
				t.Fatalf("partner balance %s, want 30.00", p.PartnerBalance)
			}
			h, err := f.svc.History(ctx, f.a, 0, 10)
			if err != nil || h.Total != 2 || h.Items[0].DepositRef != "payment:b" || h.Items[1].ClawedBackAt == nil || h.Items[0].ClawedBackAt != nil {
				t.Fatalf("history %+v %v", h, err)
			}
			if h.Items[1].Referral.Nickname != "Tester" || h.Items[1].ShareBps != 300 || h.Items[1].Deposit != 100_000 {
				t.Fatalf("history row %+v", h.Items[1])
			}
			if o, _ := f.svc.Overview(ctx, f.a); o.Earnings != 6_000 {
				t.Fatalf("earnings %s, want 60.00 (the clawed back one left out)", o.Earnings)
			}
			verify(t, f.db)
		})
	}
}

// A clawback racing a withdrawal: whichever goes first, the partner never
// keeps both the withdrawn money and the earning (money withdrawn plus the
// partner balance is zero), and the ledger holds.
func TestClawbackRacingAWithdrawal(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := newFixture(t, d.URL(t))
			for round := range 8 {
				r := f.referral()
				ref := fmt.Sprintf("payment:race%d", round)
				if _, err := f.deposit(r, 10_000, ref); err != nil {
					t.Fatal(err)
				}
				before := f.row()
				var wg sync.WaitGroup
				var werr, cerr error
				wg.Add(2)
				go func() { defer wg.Done(); _, werr = f.svc.WithdrawBalance(ctx, f.a, nil) }()
				go func() { defer wg.Done(); _, cerr = f.refund(ref) }()
				wg.Wait()
				if cerr != nil || (werr != nil && apperr.KeyOf(werr) != apperr.PartnerBalanceLow.Key) {
					t.Fatalf("round %d: withdraw %v, clawback %v", round, werr, cerr)
				}
				after := f.row()
				if got := (after.Balance - before.Balance) + after.PartnerBalance; got != 0 {
					t.Fatalf("round %d: withdrawn %s and partner balance %s", round, after.Balance-before.Balance, after.PartnerBalance)
				}
				if after.PartnerBalance < 0 {
					// Earned back by the next round's deposit before it races.
					if _, err := f.deposit(f.referral(), -after.PartnerBalance*100/3, fmt.Sprintf("payment:fill%d", round)); err != nil {
						t.Fatal(err)
					}
					if _, err := f.svc.WithdrawBalance(ctx, f.a, nil); err != nil && apperr.KeyOf(err) != apperr.PartnerBalanceLow.Key {
						t.Fatal(err)
					}
				}
			}
			verify(t, f.db)
		})
	}
}

// A crypto withdrawal: the wallet and the minimum checked, the amount off
// the partner balance at once; the payout API over HTTP (the sandbox)
// pays it once through a 5xx and a repeat; a payout API that refuses it
// ends it failed with the amount back on the partner balance.
func TestCryptoWithdrawal(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := newFixture(t, d.URL(t))
			m := sandbox.New(sandbox.Config{DB: f.db.Client, APIKey: "k"})
			srv := httptest.NewServer(m)
			t.Cleanup(srv.Close)
			f.svc.Payout = &supplier.HTTP{BaseURL: srv.URL, APIKey: "k"}
			if _, err := f.deposit(f.referral(), 100_000, "payment:c"); err != nil { // $30
				t.Fatal(err)
			}
			const wallet = "0x52908400098527886E0F7030069857D2E4169EE7"
			for _, c := range []struct {
				coin, wallet string
				amount       money.Cents
				key          string
			}{
				{"doge", wallet, 1_000, apperr.Validation.Key},
				{"eth", "0xnotanaddress", 1_000, apperr.InvalidWallet.Key},
				{"eth", wallet, 999, apperr.WithdrawTooSmall.Key},
				{"eth", wallet, 3_001, apperr.PartnerBalanceLow.Key},
			} {
				if _, err := f.svc.WithdrawCrypto(ctx, f.a, c.coin, c.wallet, c.amount); apperr.KeyOf(err) != c.key {
					t.Fatalf("%+v: %v", c, err)
				}
			}
			w, err := f.svc.WithdrawCrypto(ctx, f.a, "eth", wallet, 2_000)
			if err != nil || w.Transfer.State != "pending" || f.row().PartnerBalance != 1_000 {
				t.Fatalf("withdraw %+v %v", w, err)
			}
			if err := m.Fault(sandbox.Fault5xx, 1); err != nil {
				t.Fatal(err)
			}
			if err := f.svc.Pay(ctx, w.Transfer.ID); err == nil {
				t.Fatal("a payout through a 5xx reported no error to retry")
			}
			if st := f.db.PartnerTransfer.GetX(ctx, w.Transfer.ID).State; st != "pending" {
				t.Fatalf("after a 5xx: %s", st)
			}
			for range 2 { // the retry, and a repeat of a step that already paid
				if err := f.svc.Pay(ctx, w.Transfer.ID); err != nil {
					t.Fatal(err)
				}
			}
			got := f.db.PartnerTransfer.GetX(ctx, w.Transfer.ID)
			ps := m.Payouts()
			if got.State != "done" || len(ps) != 1 || ps[0].Amount != 2_000 || ps[0].Wallet != wallet || got.PayoutID != ps[0].ID {
				t.Fatalf("transfer %s %q, payouts %+v", got.State, got.PayoutID, ps)
			}

			// A payout API that refuses the payout (its real error shape).
			refuse := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(http.StatusUnprocessableEntity)
				_, _ = w.Write([]byte(`{"error":"wallet_rejected"}`))
			}))
			t.Cleanup(refuse.Close)
			f.svc.Payout = &supplier.HTTP{BaseURL: refuse.URL, APIKey: "k"}
			w2, err := f.svc.WithdrawCrypto(ctx, f.a, "eth", wallet, 1_000)
			if err != nil || f.row().PartnerBalance != 0 {
				t.Fatalf("second withdraw %v", err)
			}
			if err := f.svc.Pay(ctx, w2.Transfer.ID); err != nil {
				t.Fatal(err)
			}
			if got := f.db.PartnerTransfer.GetX(ctx, w2.Transfer.ID); got.State != "failed" || got.Reason != "payout_refused" {
				t.Fatalf("refused payout: %s %s", got.State, got.Reason)
			}
			if err := f.svc.Pay(ctx, w2.Transfer.ID); err != nil { // ended: nothing more
				t.Fatal(err)
			}
			if p := f.row(); p.PartnerBalance != 1_000 {
				t.Fatalf("partner balance %s after the refund, want 10.00", p.PartnerBalance)
			}
			verify(t, f.db)
		})
	}
}

// The shop: items priced in partner balance, a purchase lands in the
// inventory and is paid once; racing purchases of more than the balance
// covers sell only what it pays for.
func TestShopPurchase(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := newFixture(t, d.URL(t))
			testdb.WithCatalog(t, f.db)
			items, err := f.svc.Shop(ctx, f.a)
			if err != nil || len(items) != 1 || items[0].Item.MarketHashName != "AK-47 | Redline (Field-Tested)" || items[0].Price != 500 {
				t.Fatalf("shop %+v %v", items, err)
			}
			if _, err := f.deposit(f.referral(), 50_000, "payment:s"); err != nil { // $15: three at $5
				t.Fatal(err)
			}
			var wg sync.WaitGroup
			errs := make([]error, 10)
			for i := range errs {
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, errs[i] = f.svc.Buy(ctx, f.a, "AK-47 | Redline (Field-Tested)")
				}()
			}
			wg.Wait()
			ok := 0
			for _, err := range errs {
				switch apperr.KeyOf(err) {
				case "":
					ok++
				case apperr.PartnerBalanceLow.Key:
				default:
					t.Fatal(err)
				}
			}
			p := f.row()
			drops := f.db.Drop.Query().Where().AllX(ctx)
			if ok != 3 || p.PartnerBalance != 0 || len(drops) != 3 || drops[0].UserID != f.p.ID {
				t.Fatalf("%d bought, partner balance %s, %d drops", ok, p.PartnerBalance, len(drops))
			}
			if _, err := f.svc.Buy(ctx, f.a, "★ Karambit | Doppler (Factory New)"); apperr.KeyOf(err) != apperr.NotFound.Key {
				t.Fatalf("an item outside the shop: %v", err)
			}
			verify(t, f.db)
		})
	}
}

// The creator chart and uses: every day of the window, uses on the day of
// the sign-up, deposits and earnings on theirs; uses 5 a page, newest first.
func TestCreatorHistoryAndUses(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := newFixture(t, d.URL(t))
			var refs []*ent.User
			for i := range 7 {
				r := f.referral()
				refs = append(refs, r)
				if _, err := f.deposit(r, money.Cents(1_000*(i+1)), fmt.Sprintf("payment:u%d", i)); err != nil {
					t.Fatal(err)
				}
			}
			if _, err := f.svc.CreatorHistory(ctx, f.a, 0); apperr.KeyOf(err) != apperr.Validation.Key {
				t.Fatalf("days 0: %v", err)
			}
			days, err := f.svc.CreatorHistory(ctx, f.a, 7)
			if err != nil || len(days) != 7 {
				t.Fatalf("days %v %v", days, err)
			}
			today := days[6]
			if today.Day != time.Now().UTC().Format(time.DateOnly) || today.Uses != 7 || today.Deposits != 28_000 || today.Earnings != 840 {
				t.Fatalf("today %+v", today)
			}
			if days[0].Uses != 0 || days[0].Deposits != 0 {
				t.Fatalf("first day %+v", days[0])
			}
			uses, total, err := f.svc.CreatorUses(ctx, f.a, 1, 0)
			if err != nil || total != 7 || len(uses) != 5 || uses[0].Deposited != 7_000 || uses[0].Earned != 210 {
				t.Fatalf("uses %+v %d %v", uses, total, err)
			}
			if uses, _, _ := f.svc.CreatorUses(ctx, f.a, 2, 5); len(uses) != 2 || uses[1].Deposited != 1_000 {
				t.Fatalf("page 2 %+v", uses)
			}
		})
	}
}

// The partner restriction refuses every partner call, and anonymous
// visitors are asked to sign in.
func TestPartnerRestrictionAndSignIn(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testdb.URL(t, "sqlite"))
	svc := &partner.Service{DB: db.Client}
	u := testdb.Player(t, db, 0)
	for _, c := range []struct {
		a   *actor.Actor
		key string
	}{{testdb.Actor(u, "partner"), apperr.Restricted.Key}, {&actor.Actor{}, apperr.NoAuth.Key}} {
		calls := map[string]error{}
		_, calls["overview"] = svc.Overview(ctx, c.a)
		_, calls["check"] = svc.CheckCode(ctx, c.a, "ABC")
		_, calls["save"] = svc.SaveCode(ctx, c.a, "ABC")
		_, calls["withdraw"] = svc.WithdrawBalance(ctx, c.a, nil)
		_, calls["crypto"] = svc.WithdrawCrypto(ctx, c.a, "eth", "x", 5_000)
		_, calls["shop"] = svc.Shop(ctx, c.a)
		_, calls["buy"] = svc.Buy(ctx, c.a, "x")
		_, calls["transfers"] = svc.Transfers(ctx, c.a, 0, 5)
		_, calls["history"] = svc.History(ctx, c.a, 0, 5)
		_, calls["chart"] = svc.CreatorHistory(ctx, c.a, 5)
		_, _, calls["uses"] = svc.CreatorUses(ctx, c.a, 1, 5)
		for name, err := range calls {
			if apperr.KeyOf(err) != c.key {
				t.Fatalf("%s: %v, want %s", name, err, c.key)
			}
		}
	}
	if got := db.User.GetX(ctx, u.ID); got.PartnerCode != nil {
		t.Fatal("a refused save wrote the code")
	}
}
