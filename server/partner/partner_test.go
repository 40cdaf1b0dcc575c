package partner_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/partner"
	"github.com/casefront/casefront/server/store"
)

func TestLevelsFollowTheTable(t *testing.T) {
	for _, c := range []struct {
		deposited money.Cents
		level     int
		share     int64
	}{{0, 1, 300}, {99_999, 1, 300}, {100_000, 2, 500}, {299_999, 2, 500}, {300_000, 3, 700}, {10_000_000, 3, 700}} {
		if l := partner.LevelOf(c.deposited); l.Level != c.level || l.ShareBps != c.share {
			t.Errorf("LevelOf(%s) = %d (%d bps), want %d (%d bps)", c.deposited, l.Level, l.ShareBps, c.level, c.share)
		}
	}
}

// A referral's deposits earn the partner 3% until the referrals deposited
// $1,000, then 5%: the level before each deposit counts. Each earning is a
// partner-balance ledger row, once per deposit.
func TestEarningsFollowThePartnersLevel(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db := testdb.Open(t, d.URL(t))
			p := testdb.Player(t, db, 0)
			db.User.UpdateOneID(p.ID).SetPartnerCode("ACE").ExecX(ctx)
			r := testdb.Player(t, db, 0)
			if err := partner.BindOnSignIn(ctx, db.Client, r.ID, "ace"); err != nil {
				t.Fatal(err)
			}
			earn := func(paid money.Cents, ref string) money.Cents {
				var got money.Cents
				err := store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
					u, err := store.LockUser(ctx, tx, r.ID)
					if err != nil {
						return err
					}
					got, err = partner.Earn(ctx, tx, u, paid, ref, "", time.Now())
					return err
				})
				if err != nil {
					t.Fatalf("earn %s: %v", ref, err)
				}
				return got
			}
			if got := earn(90_000, "d1"); got != 2_700 { // 3% of $900
				t.Fatalf("first earning %s, want 27.00", got)
			}
			if got := earn(20_000, "d2"); got != 600 { // still level 1 before it: 3% of $200
				t.Fatalf("second earning %s, want 6.00", got)
			}
			if got := earn(10_000, "d3"); got != 500 { // $1,100 deposited: 5% of $100
				t.Fatalf("third earning %s, want 5.00", got)
			}
			if got := earn(10_000, "d3"); got != 500 { // a repeat: the first share, nothing written
				t.Fatalf("a repeated deposit answered %s, want the first 5.00", got)
			}
			pp := db.User.GetX(ctx, p.ID)
			if pp.PartnerBalance != 3_800 || pp.ReferralsDeposited != 120_000 {
				t.Fatalf("partner balance %s, deposited %s; want 38.00 and 1200.00", pp.PartnerBalance, pp.ReferralsDeposited)
			}
			if n := db.LedgerEntry.Query().Where(ledgerentry.UserID(p.ID), ledgerentry.Reason("partner_earning")).CountX(ctx); n != 3 {
				t.Fatalf("%d earning rows, want 3", n)
			}
			if bad, err := ledger.Verify(ctx, db.Client); err != nil || len(bad) > 0 {
				t.Fatalf("ledger: %v %v", bad, err)
			}
		})
	}
}

// Bind's refusals: an own code, an unknown code, a second partner, and any
// cycle of referrals, of two (a→b→a) or three (a→c→b→a) or more.
func TestBindRefusals(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db := testdb.Open(t, d.URL(t))
			partnerOf := func(code string) *ent.User {
				u := testdb.Player(t, db, 0)
				db.User.UpdateOneID(u.ID).SetPartnerCode(code).ExecX(ctx)
				return u
			}
			a, b, c, e := partnerOf("AAA"), partnerOf("BBB"), partnerOf("CCC"), partnerOf("EEE")
			for _, step := range []struct {
				who  int
				code string
				key  string
			}{
				{a.ID, "AAA", apperr.Validation.Key}, // own code
				{a.ID, "nope", apperr.NotFound.Key},
				{b.ID, "aaa", ""},                        // b becomes a's referral
				{b.ID, "AAA", ""},                        // the same partner again: nothing changes
				{b.ID, "CCC", apperr.UserHasReferer.Key}, // another partner: already a referral
				{a.ID, "BBB", apperr.Validation.Key},     // a cannot refer to their own referral
				{c.ID, "BBB", ""},                        // c becomes b's referral: a ← b ← c
				{a.ID, "CCC", apperr.Validation.Key},     // a → c would close a → c → b → a
				{e.ID, "CCC", ""},                        // a ← b ← c ← e
				{a.ID, "EEE", apperr.Validation.Key},     // a cycle of four
				{a.ID, "nope", apperr.NotFound.Key},
			} {
				if err := partner.BindOnSignIn(ctx, db.Client, step.who, step.code); apperr.KeyOf(err) != step.key {
					t.Fatalf("%d → %s: %v, want %q", step.who, step.code, err, step.key)
				}
			}
			if row := db.User.GetX(ctx, a.ID); row.ReferrerID != nil {
				t.Fatalf("a was bound to %d", *row.ReferrerID)
			}
		})
	}
}

// Three binds that would close a cycle together (a→b, b→c, c→a at once)
// never all pass: on PostgreSQL they take turns under the bind lock, so the
// last one sees the others' referrers.
func TestConcurrentBindsCloseNoCycle(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db := testdb.Open(t, d.URL(t))
			for round := range 10 {
				var ids [3]int
				codes := [3]string{}
				for i := range ids {
					u := testdb.Player(t, db, 0)
					codes[i] = fmt.Sprintf("R%dP%d", round, i)
					db.User.UpdateOneID(u.ID).SetPartnerCode(codes[i]).ExecX(ctx)
					ids[i] = u.ID
				}
				var wg sync.WaitGroup
				errs := make([]error, 3)
				for i := range ids {
					wg.Add(1)
					go func() {
						defer wg.Done()
						errs[i] = partner.BindOnSignIn(ctx, db.Client, ids[i], codes[(i+1)%3])
					}()
				}
				wg.Wait()
				bound := 0
				for i, err := range errs {
					switch apperr.KeyOf(err) {
					case "":
						bound++
					case apperr.Validation.Key:
					default:
						t.Fatalf("round %d bind %d: %v", round, i, err)
					}
				}
				if bound != 2 {
					t.Fatalf("round %d: %d of the three binds passed, want 2 (%v)", round, bound, errs)
				}
			}
		})
	}
}
