package ledger_test

import (
	"context"
	"errors"
	"testing"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/store"
)

func apply(t *testing.T, db *store.DB, c ledger.Change) (int64, error) {
	var after int64
	err := store.WithTx(context.Background(), db.Client, func(tx *ent.Tx) error {
		var err error
		after, err = ledger.Apply(context.Background(), tx, c)
		return err
	})
	return after, err
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

func TestRepeatedKeyAndBadChangesWriteNothing(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.SQLiteURL(t))
	u := testdb.Player(t, db, 0)
	if _, err := apply(t, db, ledger.Change{UserID: u.ID, Currency: ledger.Money, Delta: 100, Reason: "test", IdemKey: "once"}); err != nil {
		t.Fatal(err)
	}
	if _, err := apply(t, db, ledger.Change{UserID: u.ID, Currency: ledger.Money, Delta: 100, Reason: "test", IdemKey: "once"}); err == nil {
		t.Fatal("a repeated idempotency key must be refused")
	}
	for _, c := range []ledger.Change{
		{UserID: u.ID, Currency: ledger.Money, Delta: 0, Reason: "test", IdemKey: "zero"},
		{UserID: u.ID, Currency: "gold", Delta: 1, Reason: "test", IdemKey: "gold"},
		{UserID: u.ID, Currency: ledger.Money, Delta: 1, Reason: "", IdemKey: "noreason"},
		{UserID: 999999, Currency: ledger.Money, Delta: -1, Reason: "test", IdemKey: "nouser"},
	} {
		if _, err := apply(t, db, c); err == nil {
			t.Errorf("%+v accepted", c)
		}
	}
	if got := db.User.GetX(ctx, u.ID).Balance; got != 100 {
		t.Fatalf("balance %d", got)
	}
	// A tampered balance is caught by Verify.
	db.User.UpdateOneID(u.ID).SetBalance(101).ExecX(ctx)
	bad, err := ledger.Verify(ctx, db.Client)
	if err != nil || len(bad) != 1 || bad[0].Balance != 101 || bad[0].LedgerSum != 100 {
		t.Fatalf("verify did not catch the mismatch: %v %v", bad, err)
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
					after, err := ledger.Apply(ctx, tx, ledger.Change{UserID: u.ID, Currency: c.cur, Delta: c.delta,
						Reason: "test", IdemKey: "row:" + string(rune('a'+i)), Row: row})
					if err != nil {
						return err
					}
					if stored, _ := ledger.Balance(ctx, tx.Client(), u.ID, c.cur); after != stored || ledger.Of(row, c.cur) != stored {
						t.Errorf("change %d: after %d, row %d, stored %d", i, after, ledger.Of(row, c.cur), stored)
					}
				}
				// A refused debit leaves the row as it was.
				if _, err := ledger.Apply(ctx, tx, ledger.Change{UserID: u.ID, Currency: ledger.Money, Delta: -10_000,
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

// A money debit carries the experience it earned in the same UPDATE; an
// overdraft writes neither, and experience on anything but a money debit is
// refused.
func TestMoneyDebitCarriesExperience(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db := testdb.Open(t, d.URL(t))
			u := testdb.Player(t, db, 1000)
			var row *ent.User
			err := store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
				var err error
				if row, err = store.LockUser(ctx, tx, u.ID); err != nil {
					return err
				}
				_, err = ledger.Apply(ctx, tx, ledger.Change{UserID: u.ID, Currency: ledger.Money, Delta: -400, Reason: "test",
					IdemKey: "xp:1", Row: row, XP: 40, Level: 3})
				return err
			})
			got := db.User.GetX(ctx, u.ID)
			if err != nil || got.Balance != 600 || got.Xp != u.Xp+40 || got.Level != 3 || row.Xp != got.Xp || row.Level != 3 || row.Balance != 600 {
				t.Fatalf("debit with XP: %v; row %d/%d/%d, stored %d/%d/%d", err, row.Balance, row.Xp, row.Level, got.Balance, got.Xp, got.Level)
			}
			if _, err := apply(t, db, ledger.Change{UserID: u.ID, Currency: ledger.Money, Delta: -601, Reason: "test", IdemKey: "xp:2", XP: 60, Level: 9}); err == nil {
				t.Fatal("an overdraft with XP was accepted")
			}
			for _, c := range []ledger.Change{
				{UserID: u.ID, Currency: ledger.Money, Delta: 100, Reason: "test", IdemKey: "xp:3", XP: 10, Level: 9},
				{UserID: u.ID, Currency: ledger.Bullets, Delta: -1, Reason: "test", IdemKey: "xp:4", XP: 10, Level: 9},
				{UserID: u.ID, Currency: ledger.Money, Delta: -1, Reason: "test", IdemKey: "xp:5", XP: -10, Level: 9},
			} {
				if _, err := apply(t, db, c); err == nil {
					t.Fatalf("%s accepted", c.IdemKey)
				}
			}
			if after := db.User.GetX(ctx, u.ID); after.Balance != 600 || after.Xp != got.Xp || after.Level != 3 {
				t.Fatalf("refusals wrote: %d/%d/%d", after.Balance, after.Xp, after.Level)
			}
		})
	}
}
