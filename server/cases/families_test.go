package cases_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/ent/rewardcase"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/levels"
	"github.com/casefront/casefront/server/store"
)

func familySetup(t *testing.T, url string) (*store.DB, *cases.Service) {
	db, svc := setup(t, url)
	testdb.WithFamilies(t, db)
	return db, svc
}

// fund credits a player's bullets or candies through the ledger.
func fund(t *testing.T, db *store.DB, u *ent.User, cur ledger.Currency, n int64) *ent.User {
	t.Helper()
	ctx := context.Background()
	err := store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
		_, err := ledger.Apply(ctx, tx, ledger.Change{At: time.Now(), UserID: u.ID, Currency: cur, Delta: n, Reason: "test_grant",
			IdemKey: fmt.Sprintf("test_grant:%s:%d:%d", cur, u.ID, time.Now().UnixNano())})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return db.User.GetX(ctx, u.ID)
}

// verifyDrops recomputes each drop from the player's seed (not yet
// revealed: the test reads it) with the drop's own roll descriptor.
func verifyDrops(t *testing.T, db *store.DB, alias string, drops []*ent.Drop) {
	t.Helper()
	ctx := context.Background()
	for _, dr := range drops {
		seed := db.FairSeed.GetX(ctx, *dr.SeedID)
		v, err := cases.Verify(ctx, db.Client, cases.VerifyInput{ServerSeed: seed.ServerSeed, ClientSeed: seed.ClientSeed,
			Nonce: dr.Nonce, CaseAlias: alias, CaseRevision: dr.CaseRevision, Roll: dr.Roll})
		if err != nil {
			t.Fatalf("drop %d (roll %q): %v", dr.ID, dr.Roll, err)
		}
		if v.Item.ID != dr.ItemID || v.Ticket != dr.Ticket {
			t.Fatalf("drop %d (roll %q): verifier says item %d ticket %d, drop has %d %d", dr.ID, dr.Roll, v.Item.ID, v.Ticket, dr.ItemID, dr.Ticket)
		}
	}
}

// counts is what a refusal must leave unchanged.
func counts(t *testing.T, db *store.DB) [3]int {
	ctx := context.Background()
	return [3]int{db.Drop.Query().CountX(ctx), db.LedgerEntry.Query().CountX(ctx), db.RewardCase.Query().CountX(ctx)}
}

func caseEntries(t *testing.T, db *store.DB, u *ent.User) []*ent.LedgerEntry {
	return db.LedgerEntry.Query().Where(ledgerentry.UserID(u.ID), ledgerentry.Reason("case_open")).AllX(context.Background())
}

// A stack costs the cases less the stack's discount, in money, with XP for
// what was paid, and rolls one nonce per case.
func TestStackOpensAtTheStackPrice(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc := familySetup(t, d.URL(t))
			u := testdb.Player(t, db, 10000)
			res, err := svc.OpenStack(ctx, testdb.Actor(u), cases.StackRequest{CaseAlias: testdb.StackCase, Size: 5})
			if err != nil {
				t.Fatal(err)
			}
			// $10.00 × 5 less 3% = $48.50
			const price = 4850
			if cases.StackPrice(1000, cases.StackSizes[1]) != price {
				t.Fatalf("StackPrice %d", cases.StackPrice(1000, cases.StackSizes[1]))
			}
			if res.Cost != price || res.Currency != ledger.Money || res.Amount != price || len(res.Drops) != 5 {
				t.Fatalf("cost %d %s %d, %d drops", res.Cost, res.Currency, res.Amount, len(res.Drops))
			}
			after := db.User.GetX(ctx, u.ID)
			if after.Balance != 10000-price || after.Xp != levels.XPFor(price) || res.User.Balance != after.Balance {
				t.Fatalf("balance %d xp %d", after.Balance, after.Xp)
			}
			for i, dr := range res.Drops {
				if dr.Nonce != int64(i) || dr.Roll != "" || dr.State != drop.StateActive {
					t.Fatalf("drop %d: nonce %d roll %q state %s", i, dr.Nonce, dr.Roll, dr.State)
				}
			}
			if e := caseEntries(t, db, u); len(e) != 1 || e[0].Delta != -price || e[0].Currency != ledger.Money || e[0].BalanceAfter != 10000-price {
				t.Fatalf("ledger %+v", e)
			}
			verifyDrops(t, db, testdb.StackCase, res.Drops)
		})
	}
}

func TestStackRefusalsWriteNothing(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, svc := familySetup(t, testenv.SQLiteURL(t))
	rich := testdb.Player(t, db, 100000)
	poor := testdb.Player(t, db, 2909) // the stack of 3 is $29.10
	until := time.Now().Add(time.Hour)
	before := counts(t, db)
	for _, c := range []struct {
		name   string
		a      *actor.Actor
		req    cases.StackRequest
		want   string
		reason string
	}{
		{"a size not on offer", testdb.Actor(rich), cases.StackRequest{CaseAlias: testdb.StackCase, Size: 4}, "api.validation", ""},
		{"size zero", testdb.Actor(rich), cases.StackRequest{CaseAlias: testdb.StackCase}, "api.validation", ""},
		{"a normal case", testdb.Actor(rich), cases.StackRequest{CaseAlias: "test-case", Size: 3}, "api.validation", "wrong_family"},
		{"restricted", testdb.Actor(rich, "case_open_stack"), cases.StackRequest{CaseAlias: testdb.StackCase, Size: 3}, "api.restricted", ""},
		{"short by a cent", testdb.Actor(poor), cases.StackRequest{CaseAlias: testdb.StackCase, Size: 3}, "api.not_enough_money", ""},
		{"self-banned", &actor.Actor{UserID: rich.ID, SelfBanUntil: &until}, cases.StackRequest{CaseAlias: testdb.StackCase, Size: 3}, "api.self_banned", ""},
		{"account restricted", &actor.Actor{UserID: rich.ID, AccountRestricted: true}, cases.StackRequest{CaseAlias: testdb.StackCase, Size: 3}, "api.account_restricted", ""},
		{"anonymous", &actor.Actor{}, cases.StackRequest{CaseAlias: testdb.StackCase, Size: 3}, "api.no_auth", ""},
	} {
		_, err := svc.OpenStack(ctx, c.a, c.req)
		e, _ := apperr.As(err)
		if key(err) != c.want || (c.reason != "" && e.Fields["reason"] != c.reason) {
			t.Errorf("%s: %v %v, want %s %s", c.name, err, e.Fields, c.want, c.reason)
		}
		if c.want == "api.validation" && c.reason == "" && e.Fields["field"] != "size" {
			t.Errorf("%s: field %v, want size", c.name, e.Fields["field"])
		}
	}
	db.LootCase.Update().Where(lootcase.Alias(testdb.StackCase)).SetEnabled(false).ExecX(ctx)
	if _, err := svc.OpenStack(ctx, testdb.Actor(rich), cases.StackRequest{CaseAlias: testdb.StackCase, Size: 3}); key(err) != "api.case_disabled" {
		t.Errorf("disabled: %v", err)
	}
	if after := counts(t, db); after != before {
		t.Fatalf("refusals wrote something: %v -> %v", before, after)
	}
	if db.User.GetX(ctx, poor.ID).Balance != 2909 {
		t.Fatal("the poor player's balance moved")
	}
}

// A range open rolls only the items priced within the range, at the exact
// price of that table; the drop verifies with its range roll.
func TestRangeOpensWithinTheRangeAtTheQuotedPrice(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc := familySetup(t, d.URL(t))
			// [0, $5.00] keeps P250 (10¢, 8000) and AK-47 ($5.00, 1900) of 10000:
			// ceil((80000 + 950000)·10000 / (9900·9000)) = 116¢.
			q, err := svc.QuoteRange(ctx, 0, testdb.RangeCase, 0, 500)
			if err != nil {
				t.Fatal(err)
			}
			want := cases.RangeQuote{Min: 0, Max: 500, Price: 116, Kept: 9900, Total: 10000, Items: 2}
			if q != want {
				t.Fatalf("quote %+v, want %+v", q, want)
			}
			u := testdb.Player(t, db, 10000)
			var all []*ent.Drop
			for range 5 {
				res, err := svc.OpenRange(ctx, testdb.Actor(u), cases.RangeRequest{CaseAlias: testdb.RangeCase, Min: 0, Max: 500})
				if err != nil {
					t.Fatal(err)
				}
				dr := res.Drops[0]
				if res.Cost != 116 || res.Amount != 116 || len(res.Drops) != 1 || !strings.HasPrefix(dr.Roll, "range:0-500@") || dr.Price > 500 {
					t.Fatalf("cost %d, %d drops, roll %q, price %d", res.Cost, len(res.Drops), dr.Roll, dr.Price)
				}
				all = append(all, dr)
			}
			// Only the knife's band: every open wins it.
			res, err := svc.OpenRange(ctx, testdb.Actor(testdb.Player(t, db, 100000)), cases.RangeRequest{CaseAlias: testdb.RangeCase, Min: 50000, Max: 100000})
			if err != nil {
				t.Fatal(err)
			}
			// 100·90000·10000 / (100·9000) = 100000 exactly.
			if res.Cost != 100000 || res.Drops[0].Price != 90000 {
				t.Fatalf("knife band: cost %d price %d", res.Cost, res.Drops[0].Price)
			}
			all = append(all, res.Drops[0])
			after := db.User.GetX(ctx, u.ID)
			if after.Balance != 10000-5*116 || after.Xp != 5*levels.XPFor(116) {
				t.Fatalf("balance %d xp %d", after.Balance, after.Xp)
			}
			if e := caseEntries(t, db, u); len(e) != 5 || e[4].Delta != -116 || e[4].BalanceAfter != 10000-5*116 {
				t.Fatalf("ledger %+v", e)
			}
			verifyDrops(t, db, testdb.RangeCase, all)
			// The same nonce without the roll is another table: the descriptor matters.
			seed := db.FairSeed.GetX(ctx, *res.Drops[0].SeedID)
			v, err := cases.Verify(ctx, db.Client, cases.VerifyInput{ServerSeed: seed.ServerSeed, ClientSeed: seed.ClientSeed,
				Nonce: res.Drops[0].Nonce, CaseAlias: testdb.RangeCase})
			if err != nil || v.TotalWeight != 10000 {
				t.Fatalf("verify without the roll: %v total %d", err, v.TotalWeight)
			}
		})
	}
}

func TestRangeRefusalsWriteNothing(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, svc := familySetup(t, testenv.SQLiteURL(t))
	rich := testdb.Player(t, db, 100000)
	poor := testdb.Player(t, db, 115)
	before := counts(t, db)
	for _, c := range []struct {
		name          string
		a             *actor.Actor
		req           cases.RangeRequest
		want          string
		reason, field string
	}{
		{"no item in the range", testdb.Actor(rich), cases.RangeRequest{CaseAlias: testdb.RangeCase, Min: 11, Max: 499}, "api.validation", "empty_table", ""},
		{"max below min", testdb.Actor(rich), cases.RangeRequest{CaseAlias: testdb.RangeCase, Min: 500, Max: 10}, "api.validation", "", "max"},
		{"negative min", testdb.Actor(rich), cases.RangeRequest{CaseAlias: testdb.RangeCase, Min: -1, Max: 10}, "api.validation", "", "min"},
		{"a stack case", testdb.Actor(rich), cases.RangeRequest{CaseAlias: testdb.StackCase, Max: 500}, "api.validation", "wrong_family", ""},
		{"restricted", testdb.Actor(rich, "case_open_range"), cases.RangeRequest{CaseAlias: testdb.RangeCase, Max: 500}, "api.restricted", "", ""},
		{"a cent short", testdb.Actor(poor), cases.RangeRequest{CaseAlias: testdb.RangeCase, Max: 500}, "api.not_enough_money", "", ""},
		{"anonymous", &actor.Actor{}, cases.RangeRequest{CaseAlias: testdb.RangeCase, Max: 500}, "api.no_auth", "", ""},
	} {
		_, err := svc.OpenRange(ctx, c.a, c.req)
		e, _ := apperr.As(err)
		if key(err) != c.want || (c.reason != "" && e.Fields["reason"] != c.reason) || (c.field != "" && e.Fields["field"] != c.field) {
			t.Errorf("%s: %v %v", c.name, err, e.Fields)
		}
	}
	if _, err := svc.QuoteRange(ctx, 0, "test-case", 0, 500); key(err) != "api.validation" {
		t.Errorf("quote of a normal case: %v", err)
	}
	if _, err := svc.QuoteRange(ctx, 0, testdb.RangeCase, 11, 499); key(err) != "api.validation" {
		t.Errorf("quote of an empty range: %v", err)
	}
	if after := counts(t, db); after != before {
		t.Fatalf("refusals wrote something: %v -> %v", before, after)
	}
}

// Bullet and candy cases cost their price in those units, through the
// ledger, without XP and without touching the money balance.
func TestBulletAndCandyCasesPayInUnits(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc := familySetup(t, d.URL(t))
			for _, c := range []struct {
				alias string
				cur   ledger.Currency
				open  func(context.Context, *actor.Actor, cases.OpenRequest) (*cases.Opened, error)
				price int64
				short string
				feat  string
			}{
				{testdb.BulletCase, ledger.Bullets, svc.OpenBullet, 50, "api.not_enough_bullets", "case_open_bullet"},
				{testdb.CandyCase, ledger.Candies, svc.OpenCandy, 30, "api.not_enough_candies", "case_open_candy"},
			} {
				u := fund(t, db, testdb.Player(t, db, 500), c.cur, 3*c.price-1)
				res, err := c.open(ctx, testdb.Actor(u), cases.OpenRequest{CaseAlias: c.alias, Count: 2})
				if err != nil {
					t.Fatal(err)
				}
				if res.Cost != 0 || res.Currency != c.cur || res.Amount != 2*c.price || len(res.Drops) != 2 {
					t.Fatalf("%s: cost %d, %s %d, %d drops", c.alias, res.Cost, res.Currency, res.Amount, len(res.Drops))
				}
				after := db.User.GetX(ctx, u.ID)
				if ledger.Of(after, c.cur) != c.price-1 || after.Balance != 500 || after.Xp != 0 || ledger.Of(res.User, c.cur) != c.price-1 {
					t.Fatalf("%s: units %d balance %d xp %d", c.alias, ledger.Of(after, c.cur), after.Balance, after.Xp)
				}
				if e := caseEntries(t, db, u); len(e) != 1 || e[0].Currency != c.cur || e[0].Delta != -2*c.price || e[0].BalanceAfter != c.price-1 {
					t.Fatalf("%s: ledger %+v", c.alias, e)
				}
				verifyDrops(t, db, c.alias, res.Drops)

				before := counts(t, db)
				_, err = c.open(ctx, testdb.Actor(after), cases.OpenRequest{CaseAlias: c.alias, Count: 1})
				if e, _ := apperr.As(err); e.Key != c.short || e.Fields["need"] != c.price {
					t.Fatalf("%s: one short: %v %v", c.alias, err, e.Fields)
				}
				for _, bad := range []struct {
					a    *actor.Actor
					req  cases.OpenRequest
					want string
				}{
					{testdb.Actor(after), cases.OpenRequest{CaseAlias: "test-case", Count: 1}, "api.validation"},
					{testdb.Actor(after), cases.OpenRequest{CaseAlias: c.alias, Count: 11}, "api.validation"},
					{testdb.Actor(after, c.feat), cases.OpenRequest{CaseAlias: c.alias, Count: 1}, "api.restricted"},
				} {
					if _, err := c.open(ctx, bad.a, bad.req); err == nil || (bad.want != "" && key(err) != bad.want) {
						t.Fatalf("%s: %+v: %v", c.alias, bad.req, err)
					}
				}
				if after := counts(t, db); after != before {
					t.Fatalf("%s: refusals wrote something", c.alias)
				}
			}
			// A bullet case is not a candy case.
			_, err := svc.OpenCandy(ctx, testdb.Actor(testdb.Player(t, db, 0)), cases.OpenRequest{CaseAlias: testdb.BulletCase, Count: 1})
			if e, _ := apperr.As(err); e.Fields["reason"] != "wrong_family" {
				t.Fatalf("candy open of a bullet case: %v", err)
			}
			if bad, err := ledger.Verify(ctx, db.Client); err != nil || len(bad) > 0 {
				t.Fatalf("ledger: %v %v", bad, err)
			}
		})
	}
}

func TestUnitCasesRestrictedByTheirFamily(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, svc := familySetup(t, testenv.SQLiteURL(t))
	u := fund(t, db, fund(t, db, testdb.Player(t, db, 0), ledger.Bullets, 1000), ledger.Candies, 1000)
	if _, err := svc.OpenBullet(ctx, testdb.Actor(u, "case_open_bullet"), cases.OpenRequest{CaseAlias: testdb.BulletCase, Count: 1}); key(err) != "api.restricted" {
		t.Fatalf("bullet: %v", err)
	}
	if _, err := svc.OpenCandy(ctx, testdb.Actor(u, "case_open_candy"), cases.OpenRequest{CaseAlias: testdb.CandyCase, Count: 1}); key(err) != "api.restricted" {
		t.Fatalf("candy: %v", err)
	}
	// The other family's restriction does not apply.
	if _, err := svc.OpenCandy(ctx, testdb.Actor(u, "case_open_bullet"), cases.OpenRequest{CaseAlias: testdb.CandyCase, Count: 1}); err != nil {
		t.Fatalf("candy under the bullet restriction: %v", err)
	}
}

// A won case opens once, free, without XP, on the case it holds; the drop
// of the container becomes opened and the new drop verifies.
func TestWonCaseOpensOnce(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, svc := familySetup(t, testenv.SQLiteURL(t))
	u := testdb.Player(t, db, 0)
	box := testdb.Give(t, db, u, testdb.ContainerItem)
	res, err := svc.OpenWonCase(ctx, testdb.Actor(u), cases.WonCaseRequest{DropID: box.ID})
	if err != nil {
		t.Fatal(err)
	}
	if res.Case.Alias != "test-case" || len(res.Drops) != 1 || res.Cost != 0 || res.Amount != 0 || res.Currency != "" {
		t.Fatalf("opened %s, %d drops, cost %d %s %d", res.Case.Alias, len(res.Drops), res.Cost, res.Currency, res.Amount)
	}
	if st := db.Drop.GetX(ctx, box.ID).State; st != drop.StateOpened {
		t.Fatalf("container state %s", st)
	}
	after := db.User.GetX(ctx, u.ID)
	if after.Balance != 0 || after.Xp != 0 || len(caseEntries(t, db, u)) != 0 {
		t.Fatalf("a won case charged something: balance %d xp %d", after.Balance, after.Xp)
	}
	if dr := res.Drops[0]; dr.Roll != "" || *dr.CaseID != res.Case.ID || dr.State != drop.StateActive {
		t.Fatalf("drop %+v", dr)
	}
	verifyDrops(t, db, "test-case", res.Drops)

	other := testdb.Player(t, db, 0)
	theirs := testdb.Give(t, db, other, testdb.ContainerItem)
	skin := testdb.Give(t, db, u, "AK-47 | Redline (Field-Tested)")
	before := counts(t, db)
	for _, c := range []struct {
		name string
		a    *actor.Actor
		id   int
		want string
	}{
		{"again", testdb.Actor(u), box.ID, "api.item_already_sold"},
		{"another player's", testdb.Actor(u), theirs.ID, "api.not_found"},
		{"missing", testdb.Actor(u), 999999, "api.not_found"},
		{"not a case", testdb.Actor(u), skin.ID, "api.validation"},
		{"no id", testdb.Actor(u), 0, "api.validation"},
		{"anonymous", &actor.Actor{}, theirs.ID, "api.no_auth"},
		{"restricted by the held case's family", testdb.Actor(other, "case_open_normal"), theirs.ID, "api.restricted"},
		{"self-banned", &actor.Actor{UserID: other.ID, SelfBanUntil: ptr(time.Now().Add(time.Hour))}, theirs.ID, "api.self_banned"},
	} {
		if _, err := svc.OpenWonCase(ctx, c.a, cases.WonCaseRequest{DropID: c.id}); key(err) != c.want {
			t.Errorf("%s: %v, want %s", c.name, err, c.want)
		}
	}
	db.LootCase.Update().Where(lootcase.Alias("test-case")).SetEnabled(false).ExecX(ctx)
	if _, err := svc.OpenWonCase(ctx, testdb.Actor(other), cases.WonCaseRequest{DropID: theirs.ID}); key(err) != "api.case_disabled" {
		t.Errorf("disabled case: %v", err)
	}
	if after := counts(t, db); after != before {
		t.Fatalf("refusals wrote something: %v -> %v", before, after)
	}
	if st := db.Drop.GetX(ctx, theirs.ID).State; st != drop.StateActive {
		t.Fatalf("refused container moved to %s", st)
	}
}

func ptr[T any](v T) *T { return &v }

// 20 parallel attempts on one won case: exactly one opens it.
func TestParallelWonCaseOpensOnce(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc := familySetup(t, d.URL(t))
			u := testdb.Player(t, db, 0)
			box := testdb.Give(t, db, u, testdb.ContainerItem)
			var opened atomic.Int32
			var wg sync.WaitGroup
			start := make(chan struct{})
			for range 20 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					<-start
					_, err := svc.OpenWonCase(ctx, testdb.Actor(u), cases.WonCaseRequest{DropID: box.ID})
					switch {
					case err == nil:
						opened.Add(1)
					case key(err) != "api.item_already_sold":
						t.Errorf("unexpected refusal %v", err)
					}
				}()
			}
			close(start)
			wg.Wait()
			n := db.Drop.Query().Where(drop.UserID(u.ID), drop.IDNEQ(box.ID)).CountX(ctx)
			if opened.Load() != 1 || n != 1 {
				t.Fatalf("%d opens, %d drops; want 1", opened.Load(), n)
			}
		})
	}
}

// A roll landing on the drop boost writes the drop used and grants two
// reward cases of the same case, in the same transaction; the boost is not
// announced; the plays open through the reward family and count down.
func TestDropBoostGrantsTwoPlays(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc := familySetup(t, d.URL(t))
			u := testdb.Player(t, db, 1000)
			a := testdb.Actor(u)
			msgs, cancel, err := svc.Bus.Subscribe(ctx, feed.Topic)
			if err != nil {
				t.Fatal(err)
			}
			defer cancel()
			res, err := svc.Open(ctx, a, cases.OpenRequest{CaseAlias: testdb.BoostCase, Count: 2})
			if err != nil {
				t.Fatal(err)
			}
			cs := res.Case
			for _, dr := range res.Drops {
				if dr.State != drop.StateUsed || !cases.IsBoost(dr.Edges.Item) || dr.Price != 0 {
					t.Fatalf("boost drop %+v", dr)
				}
				if got := db.Drop.GetX(ctx, dr.ID).State; got != drop.StateUsed {
					t.Fatalf("stored state %s", got)
				}
				grants := db.RewardCase.Query().Where(rewardcase.SourceEQ(rewardcase.SourceBoost),
					rewardcase.SourceRef(fmt.Sprintf("drop:%d", dr.ID))).AllX(ctx)
				if len(grants) != cases.BoostPlays || grants[0].CaseID != cs.ID || grants[0].UserID != u.ID {
					t.Fatalf("grants of drop %d: %+v", dr.ID, grants)
				}
			}
			verifyDrops(t, db, testdb.BoostCase, res.Drops)
			left, err := cases.PlaysLeft(ctx, db.Client, res.Drops)
			if err != nil || left[res.Drops[0].ID] != 2 || left[res.Drops[1].ID] != 2 {
				t.Fatalf("plays left %v %v", left, err)
			}
			stacks, err := svc.Rewards(ctx, a)
			if err != nil || len(stacks) != 1 || stacks[0].Count != 4 || stacks[0].Case.ID != cs.ID {
				t.Fatalf("reward inventory %+v %v", stacks, err)
			}
			// The oldest grant is the first boost's: opening it leaves that boost one play.
			played, err := svc.OpenReward(ctx, a, cases.OpenRequest{CaseAlias: testdb.BoostCase, Count: 1})
			if err != nil {
				t.Fatal(err)
			}
			left, _ = cases.PlaysLeft(ctx, db.Client, res.Drops)
			if left[res.Drops[0].ID] != 1 || left[res.Drops[1].ID] != 2 {
				t.Fatalf("after one play: %v", left)
			}
			// That play landed on the boost again (it is all the case holds): two more plays.
			if n := db.RewardCase.Query().Where(rewardcase.StateEQ(rewardcase.StateAvailable)).CountX(ctx); n != 5 {
				t.Fatalf("%d plays available, want 3 + 2", n)
			}
			other := testdb.Give(t, db, u, "P250 | Sand Dune (Field-Tested)")
			if left, _ := cases.PlaysLeft(ctx, db.Client, []*ent.Drop{other, played.Drops[0]}); len(left) != 1 || left[played.Drops[0].ID] != 2 {
				t.Fatalf("plays of an ordinary drop: %v", left)
			}
			// Nothing reached the feed, and the recent wins skip boosts.
			select {
			case m := <-msgs:
				t.Fatalf("a boost was announced: %s", m)
			case <-time.After(100 * time.Millisecond):
			}
			if wins, err := feed.RecentWins(ctx, db.Client, time.Now().Add(time.Hour), 10); err != nil || len(wins) != 0 {
				t.Fatalf("recent wins %+v %v", wins, err)
			}
			stats, _ := feed.ReadStats(ctx, db.Client, time.Now())
			if stats.CasesOpened != 3 {
				t.Fatalf("cases opened %d, want 3", stats.CasesOpened)
			}
			if after := db.User.GetX(ctx, u.ID); after.Balance != 800 {
				t.Fatalf("balance %d", after.Balance)
			}
		})
	}
}

// Availability answers each paid family by its own rule and balance.
func TestAvailabilityOfPaidFamilies(t *testing.T) {
	t.Parallel()
	now := time.Now()
	stack := &ent.LootCase{Alias: "s", Enabled: true, Family: lootcase.FamilyStack, Price: 1000}
	rng := &ent.LootCase{Alias: "r", Enabled: true, Family: lootcase.FamilyRange, Price: 1000}
	bullet := &ent.LootCase{Alias: "b", Enabled: true, Family: lootcase.FamilyBullet, Price: 50}
	candy := &ent.LootCase{Alias: "c", Enabled: true, Family: lootcase.FamilyCandy, Price: 30}
	normal := &ent.LootCase{Alias: "n", Enabled: true, Family: lootcase.FamilyNormal, Price: 1000}
	for _, c := range []struct {
		name   string
		a      *actor.Actor
		cs     *ent.LootCase
		count  int
		reason string
		max    int
	}{
		{"stack of 3 affordable, 5 not", &actor.Actor{UserID: 1, Balance: 4849}, stack, 1, "", 3},
		{"stack of 5 affordable", &actor.Actor{UserID: 1, Balance: 4850}, stack, 1, "", 5},
		{"every stack", &actor.Actor{UserID: 1, Balance: money.Cents(100000)}, stack, 1, "", 10},
		{"no stack", &actor.Actor{UserID: 1, Balance: 2909}, stack, 1, "api.not_enough_money", 0},
		{"stack asked for 4: the stack of 5", &actor.Actor{UserID: 1, Balance: 4849}, stack, 4, "api.not_enough_money", 3},
		{"stack restricted", &actor.Actor{UserID: 1, Balance: 100000, Restrictions: []string{"case_open_stack"}}, stack, 1, "api.restricted", 0},
		{"range with a cent", &actor.Actor{UserID: 1, Balance: 1}, rng, 1, "", 1},
		{"range without", &actor.Actor{UserID: 1}, rng, 1, "api.not_enough_money", 0},
		{"bullets for 2", &actor.Actor{UserID: 1, Bullets: 100}, bullet, 1, "", 2},
		{"bullets short", &actor.Actor{UserID: 1, Bullets: 49, Balance: 100000}, bullet, 1, "api.not_enough_bullets", 0},
		{"candies for 10", &actor.Actor{UserID: 1, Candies: 1000}, candy, 1, "", 10},
		{"candies short for 2", &actor.Actor{UserID: 1, Candies: 59}, candy, 2, "api.not_enough_candies", 1},
		{"anonymous", &actor.Actor{}, bullet, 1, "api.no_auth", 0},
		{"normal unchanged", &actor.Actor{UserID: 1, Balance: 3000}, normal, 1, "", 3},
	} {
		av := cases.AvailabilityOf(c.a, c.cs, c.count, now)
		if av.Reason != c.reason || av.Openable != (c.reason == "") || av.MaxCount != c.max {
			t.Errorf("%s: %+v, want reason %q max %d", c.name, av, c.reason, c.max)
		}
	}
}
