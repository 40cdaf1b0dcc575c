package cases_test

import (
	"context"
	"sort"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/casefront/casefront/ent/caseprogress"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/ledger"
)

func gachaOpen(n int, expected *int) cases.ProgressOpenRequest {
	return cases.ProgressOpenRequest{OpenRequest: cases.OpenRequest{CaseAlias: testdb.GachaCase, Count: n}, ExpectedProgress: expected}
}

// On test-gacha the rare weighs 1 in 10^9: nine opens miss it, the tenth is
// rolled on the top tier alone (roll gacha:pity) and gives it, the meter
// starts again; opens inside one request follow the meter one by one. Every
// drop verifies with its stored roll once the seed is revealed.
func TestGachaPityGuaranteesTheTopTier(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc := setupProgress(t, d.URL(t))
			u := testdb.Player(t, db, 100_000)
			a := testdb.Actor(u)

			st, err := svc.Gacha(ctx, a, 0, testdb.GachaCase)
			if err != nil {
				t.Fatal(err)
			}
			if st.Progress != 0 || st.Pity != cases.GachaPity || st.GuaranteedNext || st.TopTier != item.RarityRare ||
				st.TopTierChance != (cases.Fraction{Num: 1, Den: 1_000_000_000}) {
				t.Fatalf("fresh state %+v", st)
			}
			var all []int // drop ids, in order
			for i := 0; i < cases.GachaPity; i++ {
				res, err := svc.OpenGacha(ctx, a, gachaOpen(1, saw(i)))
				if err != nil {
					t.Fatalf("open %d: %v", i+1, err)
				}
				dr := res.Drops[0]
				all = append(all, dr.ID)
				last := i == cases.GachaPity-1
				switch {
				case last && (dr.Edges.Item.Rarity != item.RarityRare || dr.Roll != cases.GachaPityRoll):
					t.Fatalf("open %d: %s roll %q, want the guaranteed rare", i+1, dr.Edges.Item.Rarity, dr.Roll)
				case !last && (dr.Edges.Item.Rarity == item.RarityRare || dr.Roll != ""):
					t.Fatalf("open %d: %s roll %q, want an ordinary miss", i+1, dr.Edges.Item.Rarity, dr.Roll)
				}
				want := i + 1
				if last {
					want = 0
				}
				if res.Gacha.Progress != want || res.Gacha.GuaranteedNext != (want == cases.GachaPity-1) {
					t.Fatalf("after open %d: %+v", i+1, res.Gacha)
				}
			}
			// Ten in one request: the same, the tenth is the guaranteed one.
			res, err := svc.OpenGacha(ctx, a, gachaOpen(10, saw(0)))
			if err != nil {
				t.Fatal(err)
			}
			for i, dr := range res.Drops {
				all = append(all, dr.ID)
				if rare := dr.Edges.Item.Rarity == item.RarityRare; rare != (i == 9) || (dr.Roll == cases.GachaPityRoll) != (i == 9) {
					t.Fatalf("drop %d of the ten: %s roll %q", i, dr.Edges.Item.Rarity, dr.Roll)
				}
			}
			if res.Gacha.Progress != 0 {
				t.Fatalf("meter %d after the second pity", res.Gacha.Progress)
			}
			after := db.User.GetX(ctx, u.ID)
			if after.Balance != 100_000-20*1000 || after.Xp == 0 {
				t.Fatalf("balance %d xp %d after 20 opens", after.Balance, after.Xp)
			}
			// The stored rolls, recomputed from the revealed seed.
			rv := revealSeed(t, db, u.ID)
			pity := 0
			for _, dr := range db.Drop.Query().Where(drop.IDIn(all...)).WithItem().AllX(ctx) {
				v, err := cases.Verify(ctx, db.Client, cases.VerifyInput{ServerSeed: rv.ServerSeed, ClientSeed: rv.ClientSeed,
					Nonce: dr.Nonce, Cursor: dr.Cursor, CaseAlias: testdb.GachaCase, CaseRevision: dr.CaseRevision, Roll: dr.Roll})
				if err != nil || v.Item.ID != dr.ItemID || v.Ticket != dr.Ticket {
					t.Fatalf("drop %d (roll %q) not verified: %v", dr.ID, dr.Roll, err)
				}
				if dr.Roll == cases.GachaPityRoll {
					pity++
				}
			}
			if pity != 2 {
				t.Fatalf("%d pity drops stored, want 2", pity)
			}
			if bad, err := ledger.Verify(ctx, db.Client); err != nil || len(bad) > 0 {
				t.Fatalf("ledger: %v %v", bad, err)
			}
		})
	}
}

// 15 single and 5 double opens race: the meter ends exactly where the drops,
// replayed in nonce order, put it, and every pity roll sits where the meter
// stood at GachaPity-1.
func TestParallelGachaOpensKeepTheMeterExact(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc := setupProgress(t, d.URL(t))
			u := testdb.Player(t, db, 100_000)
			var wg sync.WaitGroup
			start := make(chan struct{})
			for i := range 20 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					<-start
					n := 1 + i%4/3 // 15 of 1, 5 of 2
					if _, err := svc.OpenGacha(ctx, testdb.Actor(u), gachaOpen(n, nil)); err != nil {
						t.Errorf("open: %v", err)
					}
				}()
			}
			close(start)
			wg.Wait()
			drops := db.Drop.Query().Where(drop.UserID(u.ID)).WithItem().AllX(ctx)
			sort.Slice(drops, func(i, j int) bool { return drops[i].Nonce < drops[j].Nonce })
			if len(drops) != 25 {
				t.Fatalf("%d drops, want 25", len(drops))
			}
			progress := 0
			for _, dr := range drops {
				if want := progress == cases.GachaPity-1; (dr.Roll == cases.GachaPityRoll) != want {
					t.Fatalf("nonce %d at meter %d has roll %q", dr.Nonce, progress, dr.Roll)
				}
				if dr.Edges.Item.Rarity == item.RarityRare {
					progress = 0
				} else {
					progress++
				}
			}
			row := db.CaseProgress.Query().Where(caseprogress.UserID(u.ID)).OnlyX(ctx)
			if row.Count != progress || row.Kind != caseprogress.KindGacha {
				t.Fatalf("meter %d (%s), the drops say %d", row.Count, row.Kind, progress)
			}
			if got := db.User.GetX(ctx, u.ID).Balance; got != 100_000-25*1000 {
				t.Fatalf("balance %d", got)
			}
		})
	}
}

// An open or reset made on a meter the player did not see is refused and
// writes nothing, not even the meter's first row.
func TestGachaExpectedProgressMismatchWritesNothing(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, svc := setupProgress(t, testenv.SQLiteURL(t))
	u := testdb.Player(t, db, 10_000)
	a := testdb.Actor(u)
	before := progressWrites(t, db)
	if _, err := svc.OpenGacha(ctx, a, gachaOpen(1, saw(3))); reasonOf(err) != "progress_changed" {
		t.Fatalf("fresh meter, saw 3: %v", err)
	}
	if after := progressWrites(t, db); after != before {
		t.Fatalf("refusal wrote %v -> %v", before, after)
	}
	if _, err := svc.OpenGacha(ctx, a, gachaOpen(2, saw(0))); err != nil {
		t.Fatal(err)
	}
	before = progressWrites(t, db)
	for _, e := range []int{0, 1, 3} {
		if _, err := svc.OpenGacha(ctx, a, gachaOpen(1, saw(e))); reasonOf(err) != "progress_changed" {
			t.Fatalf("meter 2, saw %d: %v", e, err)
		}
		if _, err := svc.ResetGacha(ctx, a, cases.GachaResetRequest{CaseAlias: testdb.GachaCase, ExpectedProgress: saw(e)}); reasonOf(err) != "progress_changed" {
			t.Fatalf("reset at 2, saw %d: %v", e, err)
		}
	}
	if after := progressWrites(t, db); after != before {
		t.Fatalf("refusals wrote %v -> %v", before, after)
	}
	if got := db.User.GetX(ctx, u.ID); got.Balance != 8_000 || got.Crystals != 0 {
		t.Fatalf("balance %d crystals %d", got.Balance, got.Crystals)
	}
	if res, err := svc.OpenGacha(ctx, a, gachaOpen(1, saw(2))); err != nil || res.Gacha.Progress != 3 {
		t.Fatalf("saw what it is: %v", err)
	}
}

// A reset without progress is refused; a reset pays progress × the rate in
// crystals once, even when ten race for it.
func TestGachaResetPaysCrystalsOnce(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc := setupProgress(t, d.URL(t))
			u := testdb.Player(t, db, 10_000)
			a := testdb.Actor(u)
			reset := cases.GachaResetRequest{CaseAlias: testdb.GachaCase}
			before := progressWrites(t, db)
			if _, err := svc.ResetGacha(ctx, a, reset); reasonOf(err) != "no_progress" {
				t.Fatalf("reset of a new meter: %v", err)
			}
			if after := progressWrites(t, db); after != before {
				t.Fatalf("refusal wrote %v -> %v", before, after)
			}
			if _, err := svc.OpenGacha(ctx, a, gachaOpen(3, nil)); err != nil {
				t.Fatal(err)
			}
			var ok, refused atomic.Int32
			var wg sync.WaitGroup
			for range 10 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					res, err := svc.ResetGacha(ctx, testdb.Actor(u), reset)
					switch {
					case err == nil && res.Crystals == 3*cases.GachaResetCrystalsPerStep && res.Gacha.Progress == 0 &&
						res.User.Crystals == 3*cases.GachaResetCrystalsPerStep:
						ok.Add(1)
					case reasonOf(err) == "no_progress":
						refused.Add(1)
					default:
						t.Errorf("reset: %+v %v", res, err)
					}
				}()
			}
			wg.Wait()
			if ok.Load() != 1 || refused.Load() != 9 {
				t.Fatalf("%d resets paid, %d refused", ok.Load(), refused.Load())
			}
			if got := db.User.GetX(ctx, u.ID).Crystals; got != 3*cases.GachaResetCrystalsPerStep {
				t.Fatalf("crystals %d", got)
			}
			if n := db.LedgerEntry.Query().Where(ledgerentry.CurrencyEQ(ledger.Crystals), ledgerentry.Reason("gacha_reset"), ledgerentry.UserIDNotNil()).CountX(ctx); n != 1 {
				t.Fatalf("%d crystal entries", n)
			}
			st, err := svc.Gacha(ctx, a, 0, testdb.GachaCase)
			if err != nil || st.Progress != 0 {
				t.Fatalf("after the reset: %+v %v", st, err)
			}
			if bad, err := ledger.Verify(ctx, db.Client); err != nil || len(bad) > 0 {
				t.Fatalf("ledger: %v %v", bad, err)
			}
		})
	}
}

// The refusals every paid family shares, and the wrong family, write nothing.
func TestGachaRefusalsWriteNothing(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, svc := setupProgress(t, testenv.SQLiteURL(t))
	rich := testdb.Player(t, db, 100_000)
	poor := testdb.Player(t, db, 999)
	banned := testdb.Player(t, db, 100_000)
	db.User.UpdateOneID(banned.ID).SetSelfBanUntil(time.Now().Add(time.Hour)).ExecX(ctx)
	off := testdb.Player(t, db, 100_000)
	if _, err := svc.OpenGacha(ctx, testdb.Actor(off), gachaOpen(2, nil)); err != nil {
		t.Fatal(err)
	}
	db.LootCase.Update().Where(lootcase.Alias("off-case")).SetFamily(lootcase.FamilyGacha).ExecX(ctx)
	before := progressWrites(t, db)
	for _, c := range []struct {
		name string
		a    *actor.Actor
		req  cases.ProgressOpenRequest
		want string
	}{
		{"wrong family", testdb.Actor(rich), cases.ProgressOpenRequest{OpenRequest: cases.OpenRequest{CaseAlias: "test-case", Count: 1}}, "wrong_family"},
		{"dota case", testdb.Actor(rich), cases.ProgressOpenRequest{OpenRequest: cases.OpenRequest{CaseAlias: testdb.DotaCase, Count: 1}}, "wrong_family"},
		{"disabled", testdb.Actor(rich), cases.ProgressOpenRequest{OpenRequest: cases.OpenRequest{CaseAlias: "off-case", Count: 1}}, apperr.CaseDisabled.Key},
		{"restricted", testdb.Actor(rich, "case_open_gacha"), gachaOpen(1, nil), apperr.Restricted.Key},
		{"self-banned", testdb.Actor(banned), gachaOpen(1, nil), apperr.SelfBanned.Key},
		{"money", testdb.Actor(poor), gachaOpen(1, nil), apperr.NotEnoughMoney.Key},
		{"eleven", testdb.Actor(rich), gachaOpen(11, nil), apperr.Validation.Key},
		{"anonymous", &actor.Actor{}, gachaOpen(1, nil), apperr.NoAuth.Key},
	} {
		_, err := svc.OpenGacha(ctx, c.a, c.req)
		if got := key(err); got != c.want && reasonOf(err) != c.want {
			t.Errorf("%s: %v, want %s", c.name, err, c.want)
		}
	}
	if _, err := svc.ResetGacha(ctx, testdb.Actor(off, "case_open_gacha"), cases.GachaResetRequest{CaseAlias: testdb.GachaCase}); key(err) != apperr.Restricted.Key {
		t.Errorf("restricted reset: %v", err)
	}
	if _, err := svc.Gacha(ctx, testdb.Actor(rich), 0, "test-case"); reasonOf(err) != "wrong_family" {
		t.Errorf("state of a normal case: %v", err)
	}
	if after := progressWrites(t, db); after != before {
		t.Fatalf("refusals wrote %v -> %v", before, after)
	}
	// A visitor sees the meter of a new player.
	if st, err := svc.Gacha(ctx, &actor.Actor{}, 0, testdb.GachaCase); err != nil || st.Progress != 0 {
		t.Fatalf("visitor: %+v %v", st, err)
	}
}
