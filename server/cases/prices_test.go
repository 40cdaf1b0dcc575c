package cases_test

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/pricesnapshot"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/internal/testdb"
)

// Range and daily-bonus rolls record the prices they read once per table
// and prices, however many rolls (and first rolls racing) share them; a
// price move adds a snapshot and leaves the old one, so the old rolls still
// verify on theirs.
func TestPriceSnapshotsAreRecordedOncePerTableAndPrices(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc := familySetup(t, d.URL(t))
			testdb.WithDailyBonus(t, db)
			rc, err := catalog.CaseByAlias(ctx, db.Client, testdb.RangeCase)
			if err != nil {
				t.Fatal(err)
			}
			var wg sync.WaitGroup
			var mu sync.Mutex
			var drops []*ent.Drop
			for i := range 6 { // six players' first rolls on the same prices, at once, on two ranges
				a := testdb.Actor(testdb.Player(t, db, 100_000))
				wg.Add(1)
				go func() {
					defer wg.Done()
					max := money.Cents(90000)
					if i%2 == 1 {
						max = 500
					}
					o, err := svc.OpenRange(ctx, a, cases.RangeRequest{CaseAlias: testdb.RangeCase, Min: 0, Max: max})
					if err != nil {
						t.Error(err)
						return
					}
					mu.Lock()
					drops = append(drops, o.Drops...)
					mu.Unlock()
				}()
			}
			wg.Wait()
			if t.Failed() {
				return
			}
			rows := db.PriceSnapshot.Query().AllX(ctx)
			if len(rows) != 1 {
				t.Fatalf("%d snapshots for one table and prices", len(rows))
			}
			snap := rows[0]
			want := fair.Contents{Key: fair.CaseContentsKey(rc.ID, rc.Revision)}
			for _, p := range snap.Prices {
				want.Items = append(want.Items, fair.ContentsItem{ItemID: p.ItemID, Price: p.Price})
			}
			if snap.ContentsKey != want.Key || snap.Sha256 != want.PricesSHA256() || len(snap.Prices) != 3 || snap.Prices[0].Price != 10 {
				t.Fatalf("snapshot %+v", snap)
			}
			for _, dr := range drops {
				if _, sum, _ := strings.Cut(dr.Roll, "@"); sum != snap.Sha256 {
					t.Fatalf("drop %d: roll %q does not name the snapshot %s", dr.ID, dr.Roll, snap.Sha256)
				}
			}

			// An import moves the P250 out of 0..500: the next roll records the
			// new prices, the old rolls still verify on the old.
			db.Item.Update().Where(item.MarketHashName("P250 | Sand Dune (Field-Tested)")).SetPrice(700).ExecX(ctx)
			a := testdb.Actor(testdb.Player(t, db, 100_000))
			o, err := svc.OpenRange(ctx, a, cases.RangeRequest{CaseAlias: testdb.RangeCase, Min: 0, Max: 90000})
			if err != nil {
				t.Fatal(err)
			}
			if n := db.PriceSnapshot.Query().CountX(ctx); n != 2 || db.PriceSnapshot.Query().Where(pricesnapshot.Sha256(snap.Sha256)).CountX(ctx) != 1 {
				t.Fatalf("%d snapshots after a price move, want the old one and a new one", n)
			}
			verifyDrops(t, db, testdb.RangeCase, append(drops, o.Drops...))

			// The snapshot is published with the table, and checked against it.
			pub, err := svc.PublishedContents(ctx, 0, testdb.RangeCase, rc.Revision, snap.Sha256)
			if err != nil || pub.Contents.PricesSHA256() != snap.Sha256 || pub.Contents.Items[0].Price != 10 {
				t.Fatalf("published with the snapshot: %+v, %v", pub, err)
			}
			if now, _ := svc.PublishedContents(ctx, 0, testdb.RangeCase, rc.Revision, ""); now.Contents.Items[0].Price != 700 {
				t.Fatalf("published without a snapshot: %+v", now.Contents.Items[0])
			}
			daily, err := cases.DailyBonusCase(ctx, db.Client)
			if err != nil {
				t.Fatal(err)
			}
			_, err = svc.OpenDailyBonus(ctx, a, cases.DailyOpen{Case: daily, Now: time.Now(), Day: "2031-03-01",
				Admit: func(context.Context, *ent.Tx, *ent.User) (int, error) { return 2, nil }})
			if err != nil {
				t.Fatal(err)
			}
			other := db.PriceSnapshot.Query().Where(pricesnapshot.ContentsKey(fair.CaseContentsKey(daily.ID, daily.Revision))).OnlyX(ctx)
			seed := db.FairSeed.GetX(ctx, *drops[0].SeedID)
			for sum, wantKey := range map[string]string{other.Sha256: apperr.Validation.Key, strings.Repeat("0", 64): apperr.NotFound.Key} {
				_, err := cases.Verify(ctx, db.Client, cases.VerifyInput{ServerSeed: seed.ServerSeed, ClientSeed: seed.ClientSeed,
					Nonce: drops[0].Nonce, CaseAlias: testdb.RangeCase, CaseRevision: rc.Revision, Roll: "range:0-90000@" + sum})
				if key(err) != wantKey {
					t.Errorf("a roll naming snapshot %s: %v, want %s", sum, err, wantKey)
				}
			}
		})
	}
}
