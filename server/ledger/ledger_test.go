package ledger_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/account"
	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/store"
)

var clock = time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)

func post(t *testing.T, db *store.DB, c ledger.Change) (ledger.Result, error) {
	var r ledger.Result
	if c.At.IsZero() {
		c.At = clock
	}
	err := store.WithTx(context.Background(), db.Client, func(tx *ent.Tx) error {
		var err error
		r, err = ledger.Post(context.Background(), tx, c)
		return err
	})
	return r, err
}

func apply(t *testing.T, db *store.DB, c ledger.Change) (int64, error) {
	r, err := post(t, db, c)
	return r.After, err
}

func TestEveryCurrencyCreditsDebitsAndRefusesOverdraft(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.SQLiteURL(t))
	u := testdb.Player(t, db, 0)
	for _, cur := range ledger.Currencies {
		if after, err := apply(t, db, ledger.Change{UserID: u.ID, Currency: cur, Delta: 500, Reason: "test", IdemKey: "c:" + string(cur)}); err != nil || after != 500 {
			t.Fatalf("%s credit: %d %v", cur, after, err)
		}
		if after, err := apply(t, db, ledger.Change{UserID: u.ID, Currency: cur, Delta: -200, Reason: "test", IdemKey: "d:" + string(cur)}); err != nil || after != 300 {
			t.Fatalf("%s debit: %d %v", cur, after, err)
		}
		_, err := apply(t, db, ledger.Change{UserID: u.ID, Currency: cur, Delta: -301, Reason: "test", IdemKey: "o:" + string(cur)})
		var e *apperr.Error
		if !errors.As(err, &e) || e.Key != apperr.NotEnoughMoney.Key {
			t.Fatalf("%s overdraft: %v", cur, err)
		}
		if got := ledger.Of(db.User.GetX(ctx, u.ID), cur); got != 300 {
			t.Fatalf("%s balance %d after refused overdraft", cur, got)
		}
	}
	if bad, err := ledger.Verify(ctx, db.Client); err != nil || len(bad) != 0 {
		t.Fatalf("verify: %v %v", bad, err)
	}
}

// A repeated key answers the first result and writes nothing; the same key
// with another amount, account or currency is refused distinctly; bad
// changes write nothing.
func TestRepeatedKeyAndBadChangesWriteNothing(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.SQLiteURL(t))
	u := testdb.Player(t, db, 0)
	other := testdb.Player(t, db, 0)
	if r, err := post(t, db, ledger.Change{UserID: u.ID, Currency: ledger.Money, Delta: 100, Reason: "test", IdemKey: "once"}); err != nil || r.Exists || r.After != 100 {
		t.Fatal(r, err)
	}
	if _, err := apply(t, db, ledger.Change{UserID: u.ID, Currency: ledger.Money, Delta: 50, Reason: "test", IdemKey: "later"}); err != nil {
		t.Fatal(err)
	}
	// The same change again: the first result, nothing written.
	if r, err := post(t, db, ledger.Change{UserID: u.ID, Currency: ledger.Money, Delta: 100, Reason: "test", IdemKey: "once"}); err != nil || !r.Exists || r.After != 100 {
		t.Fatalf("repeat: %+v %v, want the first result (100) and Exists", r, err)
	}
	// A repeated debit answers its first result even when the balance
	// would no longer cover it.
	if r, err := post(t, db, ledger.Change{UserID: u.ID, Currency: ledger.Money, Delta: -150, Reason: "test", IdemKey: "all"}); err != nil || r.After != 0 {
		t.Fatal(r, err)
	}
	if r, err := post(t, db, ledger.Change{UserID: u.ID, Currency: ledger.Money, Delta: -150, Reason: "test", IdemKey: "all"}); err != nil || !r.Exists || r.After != 0 {
		t.Fatalf("repeated debit: %+v %v", r, err)
	}
	if _, err := apply(t, db, ledger.Change{UserID: u.ID, Currency: ledger.Money, Delta: 150, Reason: "test", IdemKey: "refill"}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []ledger.Change{
		{UserID: u.ID, Currency: ledger.Money, Delta: 101, Reason: "test", IdemKey: "once"},
		{UserID: u.ID, Currency: ledger.Money, Delta: -100, Reason: "test", IdemKey: "once"},
		{UserID: other.ID, Currency: ledger.Money, Delta: 100, Reason: "test", IdemKey: "once"},
		{UserID: u.ID, Currency: ledger.Bullets, Delta: 100, Reason: "test", IdemKey: "once"},
		{UserID: u.ID, Currency: ledger.Money, Delta: -140, Reason: "test", IdemKey: "all"},
	} {
		if _, err := apply(t, db, c); apperr.KeyOf(err) != apperr.IdempotencyConflict.Key {
			t.Errorf("%+v: %v, want %s", c, err, apperr.IdempotencyConflict.Key)
		}
	}
	for _, c := range []ledger.Change{
		{UserID: u.ID, Currency: ledger.Money, Delta: 0, Reason: "test", IdemKey: "zero"},
		{UserID: u.ID, Currency: "gold", Delta: 1, Reason: "test", IdemKey: "gold"},
		{UserID: u.ID, Currency: ledger.Money, Delta: 1, Reason: "", IdemKey: "noreason"},
		{UserID: 999999, Currency: ledger.Money, Delta: -1, Reason: "test", IdemKey: "nouser"},
		{UserID: 999999, Currency: ledger.Money, Delta: 1, Reason: "test", IdemKey: "nouser+"},
		{UserID: u.ID, Currency: ledger.Money, Delta: 1, Reason: "test", IdemKey: "sneaky" + ledger.HouseKeySuffix},
	} {
		if _, err := apply(t, db, c); err == nil {
			t.Errorf("%+v accepted", c)
		}
	}
	// The ledger reads no clock: a change without its time is refused.
	err := store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
		_, err := ledger.Apply(ctx, tx, ledger.Change{UserID: u.ID, Currency: ledger.Money, Delta: 1, Reason: "test", IdemKey: "notime"})
		return err
	})
	if err == nil {
		t.Error("a change without its time was accepted")
	}
	if got := db.User.GetX(ctx, u.ID); got.Balance != 150 || got.Bullets != 0 || db.User.GetX(ctx, other.ID).Balance != 0 {
		t.Fatalf("balances %d / %d bullets / other %d", got.Balance, got.Bullets, db.User.GetX(ctx, other.ID).Balance)
	}
	if bad, err := ledger.Verify(ctx, db.Client); err != nil || len(bad) != 0 {
		t.Fatalf("verify: %v %v", bad, err)
	}
}

// Verify catches an account whose balance its entries do not explain, a
// house account given a balance, and a transaction whose legs do not sum to
// zero.
func TestVerifyCatchesBrokenRows(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db := testdb.Open(t, d.URL(t))
			u := testdb.Player(t, db, 100)
			if bad, err := ledger.Verify(ctx, db.Client); err != nil || len(bad) != 0 {
				t.Fatalf("verify: %v %v", bad, err)
			}
			db.Account.Update().Where(account.OwnerID(u.ID), account.Currency(ledger.Money)).SetBalance(101).ExecX(ctx)
			bad, err := ledger.Verify(ctx, db.Client)
			if err != nil || len(bad) != 1 || bad[0].UserID != u.ID || bad[0].Balance != 101 || bad[0].LedgerSum != 100 || bad[0].Txn != "" {
				t.Fatalf("verify did not catch the balance: %v %v", bad, err)
			}
			db.Account.Update().Where(account.OwnerID(u.ID), account.Currency(ledger.Money)).SetBalance(100).ExecX(ctx)
			db.Account.Update().Where(account.Name(ledger.HouseAccount(ledger.Bullets))).SetBalance(5).ExecX(ctx)
			if bad, err = ledger.Verify(ctx, db.Client); err != nil || len(bad) != 1 || bad[0].UserID != 0 || bad[0].Balance != 5 {
				t.Fatalf("verify did not catch the house balance: %v %v", bad, err)
			}
			db.Account.Update().Where(account.Name(ledger.HouseAccount(ledger.Bullets))).SetBalance(0).ExecX(ctx)
			// A leg without its counter-leg: the house's half of a change.
			house := db.Account.Query().Where(account.Name(ledger.HouseAccount(ledger.Money))).OnlyX(ctx)
			db.LedgerEntry.Create().SetAccountID(house.ID).SetCurrency(ledger.Money).SetDelta(-7).SetBalanceAfter(0).
				SetReason("test").SetTxn("lonely").SetIdemKey("lonely").SetCreatedAt(clock).ExecX(ctx)
			bad, err = ledger.Verify(ctx, db.Client)
			if err != nil || len(bad) != 1 || bad[0].Txn != "lonely" || bad[0].LedgerSum != -7 || bad[0].Currency != ledger.Money {
				t.Fatalf("verify did not catch the transaction: %v %v", bad, err)
			}
		})
	}
}

// Every change is a transaction of two legs: the player's and the house's
// account of the currency, summing to zero; the house keeps no balance.
func TestChangesAreDoubleEntry(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.SQLiteURL(t))
	u := testdb.Player(t, db, 1_000)
	if _, err := apply(t, db, ledger.Change{UserID: u.ID, Currency: ledger.Money, Delta: -300, Reason: "case_open", Ref: "case:1", IdemKey: "open:1"}); err != nil {
		t.Fatal(err)
	}
	legs := db.LedgerEntry.Query().Where(ledgerentry.Txn("open:1")).WithAccount().Order(ent.Asc(ledgerentry.FieldID)).AllX(ctx)
	if len(legs) != 2 || legs[0].Delta != -300 || legs[1].Delta != 300 || legs[0].Edges.Account.OwnerID == nil ||
		*legs[0].Edges.Account.OwnerID != u.ID || legs[1].Edges.Account.Name == nil || *legs[1].Edges.Account.Name != "house:money" ||
		legs[1].UserID != nil || legs[1].IdemKey != "open:1"+ledger.HouseKeySuffix || legs[1].Reason != "case_open" || legs[1].Ref != "case:1" || !legs[1].CreatedAt.Equal(clock) {
		t.Fatalf("legs %+v", legs)
	}
	if house := legs[1].Edges.Account; house.Balance != 0 {
		t.Fatalf("the house account keeps a balance: %d", house.Balance)
	}
}

// A currency is data: adding one is adding its house account.
func TestNewCurrencyIsData(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.SQLiteURL(t))
	u := testdb.Player(t, db, 0)
	if _, err := apply(t, db, ledger.Change{UserID: u.ID, Currency: "tokens", Delta: 5, Reason: "test", IdemKey: "t:0"}); err == nil {
		t.Fatal("a currency without its house account was accepted")
	}
	for range 2 {
		if err := ledger.AddCurrency(ctx, db.Client, "tokens"); err != nil {
			t.Fatal(err)
		}
	}
	if after, err := apply(t, db, ledger.Change{UserID: u.ID, Currency: "tokens", Delta: 5, Reason: "test", IdemKey: "t:1"}); err != nil || after != 5 {
		t.Fatal(after, err)
	}
	if got := ledger.Of(db.User.GetX(ctx, u.ID), "tokens"); got != 5 {
		t.Fatalf("tokens %d", got)
	}
	if bad, err := ledger.Verify(ctx, db.Client); err != nil || len(bad) != 0 {
		t.Fatalf("verify: %v %v", bad, err)
	}
}

// The same key applied by many transactions at once applies once, and every
// one of them answers the same result.
func TestRepeatedKeyUnderConcurrency(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db := testdb.Open(t, d.URL(t))
			u := testdb.Player(t, db, 1_000)
			for _, delta := range []int64{-700, 250} {
				key := fmt.Sprintf("same:%d", delta)
				const n = 20
				var wg sync.WaitGroup
				results := make([]ledger.Result, n)
				errs := make([]error, n)
				for i := range n {
					wg.Add(1)
					go func() {
						defer wg.Done()
						err := store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
							row, err := store.LockUser(ctx, tx, u.ID)
							if err != nil {
								return err
							}
							results[i], err = ledger.Post(ctx, tx, ledger.Change{UserID: u.ID, Currency: ledger.Money, Delta: delta,
								Reason: "test", IdemKey: key, At: clock, Row: row})
							return err
						})
						errs[i] = err
					}()
				}
				wg.Wait()
				first := 0
				for i := range n {
					if errs[i] != nil {
						t.Fatalf("%s #%d: %v", key, i, errs[i])
					}
					if !results[i].Exists {
						first++
					}
					if results[i].After != results[0].After {
						t.Fatalf("%s: results differ: %+v and %+v", key, results[0], results[i])
					}
				}
				if first != 1 {
					t.Fatalf("%s applied %d times", key, first)
				}
				if n := db.LedgerEntry.Query().Where(ledgerentry.Txn(key)).CountX(ctx); n != 2 {
					t.Fatalf("%s: %d legs", key, n)
				}
			}
			if got := db.User.GetX(ctx, u.ID).Balance; got != 1_000-700+250 {
				t.Fatalf("balance %d", got)
			}
			if bad, err := ledger.Verify(ctx, db.Client); err != nil || len(bad) != 0 {
				t.Fatalf("verify: %v %v", bad, err)
			}
		})
	}
}

// With the caller's locked row, the balance after comes from the row (no
// read back) and the row follows every change; the entries and the stored
// balances agree exactly as with a read back.
func TestLockedRowFollowsTheChanges(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db := testdb.Open(t, d.URL(t))
			u := testdb.Player(t, db, 1_000)
			err := store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
				row, err := store.LockUser(ctx, tx, u.ID)
				if err != nil {
					return err
				}
				for i, c := range []struct {
					cur   ledger.Currency
					delta int64
				}{{ledger.Money, -300}, {ledger.Bullets, 40}, {ledger.Money, 55}, {ledger.Bullets, -15}} {
					after, err := ledger.Apply(ctx, tx, ledger.Change{At: clock, UserID: u.ID, Currency: c.cur, Delta: c.delta,
						Reason: "test", IdemKey: "row:" + string(rune('a'+i)), Row: row})
					if err != nil {
						return err
					}
					if stored, _ := ledger.Balance(ctx, tx.Client(), u.ID, c.cur); after != stored || ledger.Of(row, c.cur) != stored {
						t.Errorf("change %d: after %d, row %d, stored %d", i, after, ledger.Of(row, c.cur), stored)
					}
				}
				// A refused debit leaves the row as it was.
				if _, err := ledger.Apply(ctx, tx, ledger.Change{At: clock, UserID: u.ID, Currency: ledger.Money, Delta: -10_000,
					Reason: "test", IdemKey: "row:z", Row: row}); apperr.KeyOf(err) != apperr.NotEnoughMoney.Key {
					t.Errorf("overdraft: %v", err)
				}
				if row.Balance != 755 || row.Bullets != 25 {
					t.Errorf("row %d / %d, want 7.55 and 25 bullets", row.Balance, row.Bullets)
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if bad, err := ledger.Verify(ctx, db.Client); err != nil || len(bad) != 0 {
				t.Fatalf("verify: %v %v", bad, err)
			}
		})
	}
}
