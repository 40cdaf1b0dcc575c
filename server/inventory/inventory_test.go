package inventory_test

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/inventory"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/play"
)

var key = apperr.KeyOf

func TestSellOnceOwnOnly(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db := testdb.Open(t, d.URL(t))
			testdb.WithCatalog(t, db)
			svc := &cases.Service{Env: testdb.Reactions(play.Env{DB: db.Client, Log: zap.NewNop()})}
			alice := testdb.Player(t, db, 3000)
			bob := testdb.Player(t, db, 1000)
			opened, err := svc.Open(ctx, testdb.Actor(alice), cases.OpenRequest{CaseAlias: "test-case", Count: 3})
			if err != nil {
				t.Fatal(err)
			}
			first := opened.Drops[0]

			if _, err := (&inventory.Service{DB: db.Client}).Sell(ctx, testdb.Actor(bob), []int{first.ID}); key(err) != "api.item_not_owned" {
				t.Fatalf("bob sold alice's item: %v", err)
			}
			sold, err := (&inventory.Service{DB: db.Client}).Sell(ctx, testdb.Actor(alice), []int{first.ID, first.ID})
			if err != nil {
				t.Fatal(err)
			}
			if sold.Amount != first.Price || sold.User.Balance != first.Price {
				t.Fatalf("sold for %d, balance %d, price %d", sold.Amount, sold.User.Balance, first.Price)
			}
			if _, err := (&inventory.Service{DB: db.Client}).Sell(ctx, testdb.Actor(alice), []int{first.ID}); key(err) != "api.item_already_sold" {
				t.Fatalf("second sale: %v", err)
			}
			// A mixed request with one sold item sells nothing.
			if _, err := (&inventory.Service{DB: db.Client}).Sell(ctx, testdb.Actor(alice), []int{opened.Drops[1].ID, first.ID}); key(err) != "api.item_already_sold" {
				t.Fatalf("mixed sale: %v", err)
			}
			if _, err := (&inventory.Service{DB: db.Client}).Sell(ctx, testdb.Actor(alice), []int{987654321}); key(err) != "api.not_found" {
				t.Fatalf("unknown: %v", err)
			}
			if _, err := (&inventory.Service{DB: db.Client}).Sell(ctx, testdb.Actor(alice), nil); key(err) != "api.validation" {
				t.Fatalf("empty: %v", err)
			}
			list, total, err := (&inventory.Service{DB: db.Client}).Sellable(ctx, testdb.Actor(alice))
			if err != nil || len(list) != 2 || total != opened.Drops[1].Price+opened.Drops[2].Price {
				t.Fatalf("sellable %d total %d %v", len(list), total, err)
			}
			all, err := (&inventory.Service{DB: db.Client}).SellAll(ctx, testdb.Actor(alice))
			if err != nil || len(all.Drops) != 2 || all.Amount != total {
				t.Fatalf("sell all: %v", err)
			}
			if _, err := (&inventory.Service{DB: db.Client}).SellAll(ctx, testdb.Actor(alice)); key(err) != "api.validation" {
				t.Fatalf("sell all on empty: %v", err)
			}
			page, n, err := (&inventory.Service{DB: db.Client}).Page(ctx, testdb.Actor(alice), inventory.List{UserID: alice.ID}, 1, 30)
			if err != nil || n != 3 || len(page) != 3 || page[0].ID < page[2].ID {
				t.Fatalf("page: %d %d %v", n, len(page), err)
			}
			if _, n, _ := (&inventory.Service{DB: db.Client}).Page(ctx, testdb.Actor(alice), inventory.List{UserID: alice.ID, OnlyNew: true}, 1, 30); n != 0 {
				t.Fatalf("new items after selling all: %d", n)
			}
			if bad, err := ledger.Verify(ctx, db.Client); err != nil || len(bad) > 0 {
				t.Fatalf("ledger: %v %v", bad, err)
			}
		})
	}
}

// Twenty concurrent sales of the same drop credit it exactly once.
func TestConcurrentSellCreditsOnce(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db := testdb.Open(t, d.URL(t))
			testdb.WithCatalog(t, db)
			svc := &cases.Service{Env: testdb.Reactions(play.Env{DB: db.Client, Log: zap.NewNop()})}
			u := testdb.Player(t, db, 1000)
			opened, err := svc.Open(ctx, testdb.Actor(u), cases.OpenRequest{CaseAlias: "test-case", Count: 1})
			if err != nil {
				t.Fatal(err)
			}
			id := opened.Drops[0].ID
			var ok atomic.Int64
			var wg sync.WaitGroup
			for i := 0; i < 20; i++ {
				wg.Add(1)
				go func() {
					defer wg.Done()
					if _, err := (&inventory.Service{DB: db.Client}).Sell(ctx, testdb.Actor(u), []int{id}); err == nil {
						ok.Add(1)
					} else if key(err) != "api.item_already_sold" {
						t.Errorf("unexpected: %v", err)
					}
				}()
			}
			wg.Wait()
			if ok.Load() != 1 {
				t.Fatalf("%d sales succeeded", ok.Load())
			}
			credits := db.LedgerEntry.Query().Where(ledgerentry.UserID(u.ID), ledgerentry.Reason("sell")).CountX(ctx)
			if credits != 1 || db.User.GetX(ctx, u.ID).Balance != opened.Drops[0].Price {
				t.Fatalf("credits %d", credits)
			}
		})
	}
}
