package inventory_test

import (
	"context"
	"math/rand/v2"
	"sync"
	"testing"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/inventory"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/play"
)

// Forty mixed sales of overlapping lists and sell-alls of one player's drops
// at once: every request either sells or is refused for a reason the player
// can read (never a deadlock or a serialization error), and the money is exact.
func TestConcurrentMixedSalesNoDeadlock(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db := testdb.Open(t, d.URL(t))
			testdb.WithCatalog(t, db)
			svc := &cases.Service{Env: testdb.Reactions(play.Env{DB: db.Client, Log: zap.NewNop()})}
			u := testdb.Player(t, db, 60000)
			var ids []int
			for i := 0; i < 6; i++ {
				opened, err := svc.Open(ctx, testdb.Actor(u), cases.OpenRequest{CaseAlias: "test-case", Count: 10})
				if err != nil {
					t.Fatal(err)
				}
				for _, d := range opened.Drops {
					ids = append(ids, d.ID)
				}
			}
			before := db.User.GetX(ctx, u.ID).Balance

			var wg sync.WaitGroup
			start := make(chan struct{})
			for i := 0; i < 40; i++ {
				// Lists in shuffled order so that, without one lock order,
				// two sales take the same rows in opposite orders.
				pick := rand.Perm(len(ids))[:8+i%20]
				list := make([]int, len(pick))
				for j, p := range pick {
					list[j] = ids[p]
				}
				wg.Add(1)
				go func() {
					defer wg.Done()
					<-start
					var err error
					if i%4 == 3 {
						_, err = (&inventory.Service{DB: db.Client}).SellAll(ctx, testdb.Actor(u))
					} else {
						_, err = (&inventory.Service{DB: db.Client}).Sell(ctx, testdb.Actor(u), list)
					}
					if err == nil {
						return
					}
					switch key(err) {
					case "api.item_already_sold", "api.validation":
					default:
						t.Errorf("sale %d: %v", i, err)
					}
				}()
			}
			close(start)
			wg.Wait()

			sold := db.Drop.Query().Where(drop.UserID(u.ID), drop.StateEQ(drop.StateSold)).AllX(ctx)
			var credited int64
			for _, d := range sold {
				credited += int64(d.Price)
			}
			if got := db.User.GetX(ctx, u.ID).Balance; int64(got-before) != credited {
				t.Fatalf("balance moved by %d, sold drops are worth %d", got-before, credited)
			}
			if bad, err := ledger.Verify(ctx, db.Client); err != nil || len(bad) > 0 {
				t.Fatalf("ledger: %v %v", bad, err)
			}
		})
	}
}
