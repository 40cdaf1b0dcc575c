package cases_test

import (
	"context"
	"sort"
	"sync"
	"testing"

	"github.com/casefront/casefront/ent/caseprogress"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/ledger"
)

func dotaOpen(n int, expected *int) cases.ProgressOpenRequest {
	return cases.ProgressOpenRequest{OpenRequest: cases.OpenRequest{CaseAlias: testdb.DotaCase, Count: n}, ExpectedProgress: expected}
}

// dotaWant is the rare chance of test-dota (8000/1900/100) after misses,
// reduced: 100·pct / (9900·100 + 100·pct).
func dotaWant(misses int) cases.Fraction {
	pct := int64(100 + cases.DotaGrowthPercent*misses)
	if pct > cases.DotaMaxPercent {
		pct = cases.DotaMaxPercent
	}
	num, den := 100*pct, 9900*100+100*pct
	a, b := num, den
	for b != 0 {
		a, b = b, a%b
	}
	return cases.Fraction{Num: num / a, Den: den / a}
}

// The chances come from the shaped integer weights, reduced: 1/100 at no
// miss, 2/167 after one, 5/104 at the cap (20 misses); nextChances run from
// the current misses to the first capped open included.
func TestDotaChancesAreExact(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, svc := setupProgress(t, testenv.SQLiteURL(t))
	u := testdb.Player(t, db, 0)
	a := testdb.Actor(u)
	st, err := svc.Dota(ctx, a, 0, testdb.DotaCase)
	if err != nil {
		t.Fatal(err)
	}
	if st.Misses != 0 || st.TopTier != item.RarityRare || st.RareChance != (cases.Fraction{Num: 1, Den: 100}) ||
		st.GrowthPercent != cases.DotaGrowthPercent || st.MaxPercent != cases.DotaMaxPercent {
		t.Fatalf("fresh state %+v", st)
	}
	capAt := (cases.DotaMaxPercent - 100) / cases.DotaGrowthPercent // 20
	if len(st.NextChances) != capAt+1 {
		t.Fatalf("%d next chances, want %d", len(st.NextChances), capAt+1)
	}
	for m, c := range st.NextChances {
		if c != dotaWant(m) {
			t.Fatalf("after %d misses %v, want %v", m, c, dotaWant(m))
		}
	}
	if st.NextChances[1] != (cases.Fraction{Num: 2, Den: 167}) || st.NextChances[capAt] != (cases.Fraction{Num: 5, Den: 104}) {
		t.Fatalf("chances %v", st.NextChances)
	}
	cs := db.LootCase.Query().Where(lootcase.Alias(testdb.DotaCase)).OnlyX(ctx)
	row := db.CaseProgress.Create().SetUserID(u.ID).SetCaseID(cs.ID).SetKind(caseprogress.KindDota).SetCount(7).SaveX(ctx)
	if st, err = svc.Dota(ctx, a, cs.ID, ""); err != nil || st.Misses != 7 || st.RareChance != dotaWant(7) || len(st.NextChances) != capAt-7+1 {
		t.Fatalf("7 misses: %+v %v", st, err)
	}
	row.Update().SetCount(25).ExecX(ctx)
	if st, err = svc.Dota(ctx, a, cs.ID, ""); err != nil || st.RareChance != (cases.Fraction{Num: 5, Den: 104}) || len(st.NextChances) != 1 {
		t.Fatalf("past the cap: %+v %v", st, err)
	}
	if pct := st.RareChance.Percent(); pct < 4.807 || pct > 4.808 {
		t.Fatalf("percent %v", pct)
	}
	if _, err := svc.Dota(ctx, a, 0, testdb.GachaCase); reasonOf(err) != "wrong_family" {
		t.Fatalf("state of a gacha case: %v", err)
	}
	if st, err := svc.Dota(ctx, &actor.Actor{}, 0, testdb.DotaCase); err != nil || st.Misses != 0 {
		t.Fatalf("visitor: %+v %v", st, err)
	}
}

// 20 racing requests (25 opens): every drop was rolled on the misses its
// predecessors left (roll dota:MISSES), the row ends where they say, and
// every roll verifies.
func TestParallelDotaOpensKeepTheMissesExact(t *testing.T) {
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
					if _, err := svc.OpenDota(ctx, testdb.Actor(u), dotaOpen(1+i%4/3, nil)); err != nil {
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
			rv := revealSeed(t, db, u.ID)
			misses := 0
			for _, dr := range drops {
				if dr.Roll != cases.DotaRoll(misses) {
					t.Fatalf("nonce %d after %d misses has roll %q", dr.Nonce, misses, dr.Roll)
				}
				v, err := cases.Verify(ctx, db.Client, cases.VerifyInput{ServerSeed: rv.ServerSeed, ClientSeed: rv.ClientSeed,
					Nonce: dr.Nonce, CaseAlias: testdb.DotaCase, Roll: dr.Roll})
				if err != nil || v.Item.ID != dr.ItemID || v.Ticket != dr.Ticket {
					t.Fatalf("drop %d (%s) not verified: %v", dr.ID, dr.Roll, err)
				}
				if dr.Edges.Item.Rarity == item.RarityRare {
					misses = 0
				} else {
					misses++
				}
			}
			row := db.CaseProgress.Query().Where(caseprogress.UserID(u.ID)).OnlyX(ctx)
			if row.Count != misses || row.Kind != caseprogress.KindDota {
				t.Fatalf("misses %d (%s), the drops say %d", row.Count, row.Kind, misses)
			}
			if bad, err := ledger.Verify(ctx, db.Client); err != nil || len(bad) > 0 {
				t.Fatalf("ledger: %v %v", bad, err)
			}
		})
	}
}

// A dota open on misses the player did not see writes nothing; the answer
// carries the misses after the open.
func TestDotaExpectedProgressMismatchWritesNothing(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, svc := setupProgress(t, testenv.SQLiteURL(t))
	u := testdb.Player(t, db, 10_000)
	a := testdb.Actor(u)
	res, err := svc.OpenDota(ctx, a, dotaOpen(1, saw(0)))
	if err != nil {
		t.Fatal(err)
	}
	misses := res.Dota.Misses
	if rare := res.Drops[0].Edges.Item.Rarity == item.RarityRare; (misses == 0) != rare || res.Dota.RareChance != dotaWant(misses) {
		t.Fatalf("after one open: %+v", res.Dota)
	}
	before := progressWrites(t, db)
	if _, err := svc.OpenDota(ctx, a, dotaOpen(1, saw(misses+1))); reasonOf(err) != "progress_changed" {
		t.Fatalf("stale misses: %v", err)
	}
	if _, err := svc.OpenDota(ctx, a, cases.ProgressOpenRequest{OpenRequest: cases.OpenRequest{CaseAlias: testdb.GachaCase, Count: 1}}); reasonOf(err) != "wrong_family" {
		t.Fatalf("gacha case: %v", err)
	}
	if _, err := svc.OpenDota(ctx, testdb.Actor(u, "case_open_dota"), dotaOpen(1, nil)); key(err) != "api.restricted" {
		t.Fatalf("restricted: %v", err)
	}
	if after := progressWrites(t, db); after != before {
		t.Fatalf("refusals wrote %v -> %v", before, after)
	}
	if got := db.User.GetX(ctx, u.ID).Balance; got != 9_000 {
		t.Fatalf("balance %d", got)
	}
}
