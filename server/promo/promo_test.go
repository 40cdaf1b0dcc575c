package promo_test

import (
	"context"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	entpromo "github.com/casefront/casefront/ent/promo"
	"github.com/casefront/casefront/ent/promoactivation"
	"github.com/casefront/casefront/ent/rewardcase"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/promo"
	"github.com/casefront/casefront/server/store"
)

func setup(t *testing.T, url string, now time.Time) (*store.DB, *promo.Service) {
	db := testdb.Open(t, url)
	return db, &promo.Service{DB: db.Client, Log: zap.NewNop(), Now: func() time.Time { return now }}
}

func ledgerHolds(t *testing.T, db *store.DB) {
	t.Helper()
	if bad, err := ledger.Verify(context.Background(), db.Client); err != nil || len(bad) > 0 {
		t.Fatalf("ledger and balances disagree: %v %v", bad, err)
	}
}

// 100 players race for a code with 10 uses left: exactly 10 get it, the
// others are told it is used up, and the counter never passes the limit.
func TestParallelActivationsTakeOnlyTheUsesLeft(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc := setup(t, d.URL(t), time.Now())
			code := db.Promo.Create().SetCode("TEN").SetType(entpromo.TypeMoney).SetAmount(100).SetMaxUses(15).SetUses(5).SaveX(ctx)
			players := make([]*ent.User, 100)
			for i := range players {
				players[i] = testdb.Player(t, db, 0)
			}
			var won, usedUp atomic.Int32
			var wg sync.WaitGroup
			for _, u := range players {
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, err := svc.Activate(ctx, testdb.Actor(u), "ten", "")
					switch apperr.KeyOf(err) {
					case "":
						won.Add(1)
					case apperr.PromoUnavailable.Key:
						usedUp.Add(1)
					default:
						t.Errorf("unexpected refusal: %v", err)
					}
				}()
			}
			wg.Wait()
			if won.Load() != 10 || usedUp.Load() != 90 {
				t.Fatalf("won %d, used up %d; want 10 and 90", won.Load(), usedUp.Load())
			}
			if got := db.Promo.GetX(ctx, code.ID).Uses; got != 15 {
				t.Fatalf("uses = %d, want 15", got)
			}
			if n := db.PromoActivation.Query().CountX(ctx); n != 10 {
				t.Fatalf("%d activations recorded, want 10", n)
			}
			ledgerHolds(t, db)
		})
	}
}

// One player sending the same code 20 times at once is credited once.
func TestOnePlayerCannotActivateTwiceInParallel(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc := setup(t, d.URL(t), time.Now())
			db.Promo.Create().SetCode("ONCE").SetType(entpromo.TypeMoney).SetAmount(250).ExecX(ctx)
			u := testdb.Player(t, db, 0)
			var ok atomic.Int32
			var wg sync.WaitGroup
			for range 20 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					if _, err := svc.Activate(ctx, testdb.Actor(u), "ONCE", ""); err == nil {
						ok.Add(1)
					} else if apperr.KeyOf(err) != apperr.CodeCooldown.Key {
						t.Errorf("refusal %v, want %s", err, apperr.CodeCooldown.Key)
					}
				}()
			}
			wg.Wait()
			if ok.Load() != 1 {
				t.Fatalf("%d activations succeeded, want 1", ok.Load())
			}
			if b := db.User.GetX(ctx, u.ID).Balance; b != 250 {
				t.Fatalf("balance %s, want 2.50", b)
			}
			ledgerHolds(t, db)
		})
	}
}

// Each cooldown kind answers its own key, with the code, once its window's
// allowance is spent, and lets the player in again in the next window.
func TestCooldownKinds(t *testing.T) {
	day := time.Date(2026, 3, 14, 10, 0, 0, 0, time.UTC)
	cases := []struct {
		kind     entpromo.Cooldown
		allowed  int
		key      string
		nextOpen time.Time // when the window has rolled over
	}{
		{entpromo.CooldownToday, 1, apperr.CodeCooldownToday.Key, day.Add(14 * time.Hour)},
		{entpromo.CooldownTwiceToday, 2, apperr.CodeCooldownTwiceToday.Key, day.Add(14 * time.Hour)},
		{entpromo.CooldownMonth, 1, apperr.CodeCooldownMonth.Key, day.AddDate(0, 0, 18)},
		{entpromo.CooldownTwice, 2, apperr.CodeCooldownTwice.Key, day.AddDate(0, 0, 18)},
	}
	for _, c := range cases {
		t.Run(string(c.kind), func(t *testing.T) {
			ctx := context.Background()
			now := day
			db, svc := setup(t, testenv.SQLiteURL(t), now)
			svc.Now = func() time.Time { return now }
			for i := range 4 {
				db.Promo.Create().SetCode(strings.ToUpper(string(c.kind)) + string(rune('A'+i))).SetType(entpromo.TypeMoney).SetAmount(10).
					SetCooldown(c.kind).ExecX(ctx)
			}
			u := testdb.Player(t, db, 0)
			a := testdb.Actor(u)
			for i := range c.allowed {
				if _, err := svc.Activate(ctx, a, string(c.kind)+string(rune('A'+i)), ""); err != nil {
					t.Fatalf("activation %d: %v", i+1, err)
				}
			}
			code := strings.ToUpper(string(c.kind)) + string(rune('A'+c.allowed))
			_, err := svc.Activate(ctx, a, code, "")
			e, _ := apperr.As(err)
			if e.Key != c.key || e.Fields["promocode"] != code {
				t.Fatalf("over the allowance: %v (fields %v), want %s with the code", err, e.Fields, c.key)
			}
			now = c.nextOpen
			if _, err := svc.Activate(ctx, a, code, ""); err != nil {
				t.Fatalf("next window: %v", err)
			}
		})
	}
}

// Each type gives what it says: money credits through the ledger, percent
// waits for the next deposit (a newer one replaces it), case stores the
// grant, partner binds the referral; a window, a group and a minimum of
// deposits are enforced.
func TestTypesAndLimits(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	db, svc := setup(t, testenv.SQLiteURL(t), now)
	testdb.WithCatalog(t, db)
	partnerRow := testdb.Player(t, db, 0)
	db.User.UpdateOneID(partnerRow.ID).SetPartnerCode("PART").ExecX(ctx)
	caseID := db.LootCase.Query().FirstIDX(ctx)
	for _, b := range []*ent.PromoCreate{
		db.Promo.Create().SetCode("CASH").SetType(entpromo.TypeMoney).SetAmount(500),
		db.Promo.Create().SetCode("P10").SetType(entpromo.TypePercent).SetPercentBps(1000),
		db.Promo.Create().SetCode("P20").SetType(entpromo.TypePercent).SetPercentBps(2000),
		db.Promo.Create().SetCode("FREECASE").SetType(entpromo.TypeCase).SetCaseID(caseID),
		db.Promo.Create().SetCode("FRIEND").SetType(entpromo.TypePartner).SetPartnerID(partnerRow.ID),
		db.Promo.Create().SetCode("LATE").SetType(entpromo.TypeMoney).SetAmount(1).SetEndsAt(now.Add(-time.Second)),
		db.Promo.Create().SetCode("EARLY").SetType(entpromo.TypeMoney).SetAmount(1).SetStartsAt(now.Add(time.Hour)),
		db.Promo.Create().SetCode("DEPOSITORS").SetType(entpromo.TypeMoney).SetAmount(1).SetMinDeposits(2000),
		db.Promo.Create().SetCode("PAGE").SetType(entpromo.TypePromo).SetGroup("summer").SetAmount(50),
	} {
		b.ExecX(ctx)
	}
	u := testdb.Player(t, db, 0)
	a := testdb.Actor(u)
	mustKey := func(code, group, key string) {
		t.Helper()
		if _, err := svc.Activate(ctx, a, code, group); apperr.KeyOf(err) != key {
			t.Fatalf("%s: %v, want %s", code, err, key)
		}
	}
	mustKey("cash", "", "")
	if b := db.User.GetX(ctx, u.ID).Balance; b != 500 {
		t.Fatalf("money code: balance %s, want 5.00", b)
	}
	mustKey("P10", "", "")
	mustKey("P20", "", "")
	bonus, err := promo.Bonus(ctx, db.Client, u.ID)
	if err != nil || bonus == nil || bonus.PercentBps != 2000 {
		t.Fatalf("waiting bonus %+v %v, want the newest (20%%)", bonus, err)
	}
	if n := db.PromoActivation.Query().Where(promoactivation.StateEQ(promoactivation.StateReplaced)).CountX(ctx); n != 1 {
		t.Fatalf("%d replaced bonuses, want 1", n)
	}
	mustKey("FREECASE", "", "")
	if n := db.PromoActivation.Query().Where(promoactivation.CaseID(caseID)).CountX(ctx); n != 1 {
		t.Fatalf("case grant not stored")
	}
	if n := db.RewardCase.Query().Where(rewardcase.UserID(u.ID), rewardcase.CaseID(caseID), rewardcase.StateEQ(rewardcase.StateAvailable)).CountX(ctx); n != 1 {
		t.Fatalf("%d reward cases granted, want 1", n)
	}
	mustKey("FRIEND", "", "")
	if r := db.User.GetX(ctx, u.ID).ReferrerID; r == nil || *r != partnerRow.ID {
		t.Fatalf("referrer %v, want %d", r, partnerRow.ID)
	}
	mustKey("LATE", "", apperr.PromoUnavailable.Key)
	mustKey("EARLY", "", apperr.PromoUnavailable.Key)
	mustKey("DEPOSITORS", "", apperr.NoDeposits.Key)
	mustKey("NOSUCH", "", apperr.PromoUnavailable.Key)
	mustKey("PAGE", "winter", apperr.PromoUnavailable.Key)
	mustKey("PAGE", "summer", "")
	mustKey("", "", apperr.Validation.Key)
	if b := db.User.GetX(ctx, u.ID).Balance; b != 550 {
		t.Fatalf("balance %s, want 5.50", b)
	}
	if _, err := svc.Get(ctx, "late"); apperr.KeyOf(err) != apperr.NotFound.Key {
		t.Fatalf("a promo page past its end: %v, want not found", err)
	}
	rows, total, err := svc.History(ctx, a, 1, 30)
	if err != nil || total != 6 || rows[0].Code != "PAGE" {
		t.Fatalf("history %d rows (total %d) %v", len(rows), total, err)
	}
	ledgerHolds(t, db)
}

// Self-banned and restricted accounts are refused on the server.
func TestRefusedAccounts(t *testing.T) {
	ctx := context.Background()
	db, svc := setup(t, testenv.SQLiteURL(t), time.Now())
	db.Promo.Create().SetCode("CASH").SetType(entpromo.TypeMoney).SetAmount(500).ExecX(ctx)
	banned := testdb.Player(t, db, 0)
	until := time.Now().Add(time.Hour)
	db.User.UpdateOneID(banned.ID).SetSelfBanUntil(until).ExecX(ctx)
	restricted := testdb.Player(t, db, 0)
	db.User.UpdateOneID(restricted.ID).SetRestricted(true).ExecX(ctx)
	for _, c := range []struct {
		u   *ent.User
		key string
	}{{db.User.GetX(ctx, banned.ID), apperr.SelfBanned.Key}, {db.User.GetX(ctx, restricted.ID), apperr.AccountRestricted.Key}} {
		if _, err := svc.Activate(ctx, testdb.Actor(c.u), "CASH", ""); apperr.KeyOf(err) != c.key {
			t.Fatalf("%v, want %s", err, c.key)
		}
	}
	if n := db.PromoActivation.Query().CountX(ctx); n != 0 {
		t.Fatalf("refused activations were recorded")
	}
}
