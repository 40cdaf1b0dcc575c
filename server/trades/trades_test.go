package trades_test

import (
	"context"
	"errors"
	"net/http/httptest"
	"sync"
	"testing"

	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/withdrawal"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/inventory"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/store"
	"github.com/casefront/casefront/server/trades"
	"github.com/casefront/casefront/server/trades/sandbox"
	"github.com/casefront/casefront/server/trades/supplier"
	"github.com/casefront/casefront/server/upgrade"
)

const ak = "AK-47 | Redline (Field-Tested)"

// crashy places the order, then loses the answer once: a process that
// died between the supplier call and recording it.
type crashy struct {
	supplier.Supplier
	once sync.Once
}

func (c *crashy) Buy(ctx context.Context, r supplier.BuyRequest) (supplier.Order, error) {
	o, err := c.Supplier.Buy(ctx, r)
	crashed := false
	c.once.Do(func() { crashed = true })
	if crashed {
		return supplier.Order{}, errors.New("connection lost")
	}
	return o, err
}

func setup(t *testing.T, dbURL func(testing.TB) string) (*store.DB, *trades.Service, *sandbox.Market, *crashy) {
	db := testdb.Open(t, dbURL(t))
	testdb.WithCatalog(t, db)
	m := sandbox.New(sandbox.Config{DB: db.Client, APIKey: "k", Price: func(ctx context.Context, name string) (money.Cents, bool) {
		it, err := db.Item.Query().Where(item.MarketHashName(name)).Only(ctx)
		if err != nil {
			return 0, false
		}
		return it.Price, true
	}})
	srv := httptest.NewServer(m)
	t.Cleanup(srv.Close)
	h := &supplier.HTTP{BaseURL: srv.URL, APIKey: "k"}
	c := &crashy{Supplier: h}
	c.once.Do(func() {}) // no crash unless a test resets it
	return db, &trades.Service{DB: db.Client, Supplier: c, Payout: h}, m, c
}

func testTradeWithdrawDeliversAndRefundsOnFailure(t *testing.T, dbURL func(testing.TB) string) {
	ctx := context.Background()
	db, svc, m, _ := setup(t, dbURL)
	u := testdb.Player(t, db, 0)
	db.User.UpdateOneID(u.ID).SetIsDemo(true).SetTradeofferURL("https://steamcommunity.com/tradeoffer/new/?partner=1&token=AbCd_-12").ExecX(ctx)
	a := testdb.Actor(db.User.GetX(ctx, u.ID))

	// Delivered: reserve, accept, the order goes pending -> sent -> accepted.
	d := testdb.Give(t, db, u, ak)
	if _, err := svc.Reserve(ctx, a, d.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := (&inventory.Service{DB: db.Client}).Sell(ctx, a, []int{d.ID}); apperr.KeyOf(err) != apperr.ItemAlreadySold.Key {
		t.Fatalf("selling a reserved item: %v", err)
	}
	w, err := svc.Accept(ctx, a, trades.AcceptInput{DropID: d.ID})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Step(ctx, w.ID); err != nil {
		t.Fatal(err)
	}
	m.Advance(w.ClientOrderID)
	m.Advance(w.ClientOrderID)
	if _, err := svc.Step(ctx, w.ID); err != nil {
		t.Fatal(err)
	}
	if got := db.Drop.GetX(ctx, d.ID).State; got != drop.StateDelivered {
		t.Fatalf("drop %s, want delivered", got)
	}

	// Failed (out of stock, not deferred): the value is refunded.
	d2 := testdb.Give(t, db, u, ak)
	m.Fault(sandbox.FaultOutOfStock, 1)
	w2, err := svc.Accept(ctx, a, trades.AcceptInput{DropID: d2.ID})
	if err != nil {
		t.Fatal(err)
	}
	svc.Step(ctx, w2.ID)
	svc.Step(ctx, w2.ID) // again: refunded once
	if got := db.User.GetX(ctx, u.ID).Balance; got != 500 {
		t.Fatalf("balance %s after the refund, want 5.00", got)
	}
	if got := db.Withdrawal.GetX(ctx, w2.ID); got.State != withdrawal.StateFailed || got.Reason != "out_of_stock" {
		t.Fatalf("withdrawal %s %s", got.State, got.Reason)
	}
}

func testTradeWithdrawCrashBetweenReserveAndSupplierPlacesOneOrder(t *testing.T, dbURL func(testing.TB) string) {
	ctx := context.Background()
	db, svc, m, c := setup(t, dbURL)
	c.once = sync.Once{}
	u := testdb.Player(t, db, 0)
	db.User.UpdateOneID(u.ID).SetIsDemo(true).SetTradeofferURL("https://steamcommunity.com/tradeoffer/new/?partner=1&token=AbCd_-12").ExecX(ctx)
	a := testdb.Actor(db.User.GetX(ctx, u.ID))
	d := testdb.Give(t, db, u, ak)
	w, err := svc.Accept(ctx, a, trades.AcceptInput{DropID: d.ID})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Step(ctx, w.ID); err == nil {
		t.Fatal("the lost answer should fail the step")
	}
	if _, err := svc.Step(ctx, w.ID); err != nil { // the job resumes
		t.Fatal(err)
	}
	if n := len(m.Orders()); n != 1 || m.PurchaseCalls() != 2 {
		t.Fatalf("%d orders after %d calls, want 1 order", n, m.PurchaseCalls())
	}
	if got := db.Withdrawal.GetX(ctx, w.ID).State; got != withdrawal.StatePending {
		t.Fatalf("withdrawal %s, want pending", got)
	}
}

// Withdraw (skin and crypto), sell, stake in an upgrade and swap one item
// at once: exactly one wins, and the ledger explains every balance.
func testTradeParallelWithdrawSellSwapOneWins(t *testing.T, dbURL func(testing.TB) string) {
	ctx := context.Background()
	db, svc, _, _ := setup(t, dbURL)
	db.Item.Create().SetMarketHashName("M4A4 | Swap (Field-Tested)").SetStaticName("m4a4-swap").SetName("M4A4 | Swap").
		SetWeapon("M4A4").SetSkin("Swap").SetExterior("Field-Tested").SetRarity("classified").SetPrice(460).ExecX(ctx)
	up := &upgrade.Service{Env: testdb.Reactions(play.Env{DB: db.Client})}
	for round := range 3 {
		u := testdb.Player(t, db, 500) // the upgrade's balance part
		db.User.UpdateOneID(u.ID).SetIsDemo(true).SetTradeofferURL("https://steamcommunity.com/tradeoffer/new/?partner=1&token=AbCd_-12").ExecX(ctx)
		a := testdb.Actor(db.User.GetX(ctx, u.ID))
		d := testdb.Give(t, db, u, ak)
		// Each of these uses the item up; a reservation is not a use (reserve then
		// withdraw is the normal path), so it is not among them.
		racers := []func() error{
			func() error { _, err := svc.Accept(ctx, a, trades.AcceptInput{DropID: d.ID}); return err },
			func() error { _, err := (&inventory.Service{DB: db.Client}).Sell(ctx, a, []int{d.ID}); return err },
			func() error {
				_, err := svc.Accept(ctx, a, trades.AcceptInput{DropID: d.ID, Crypto: "eth", Wallet: "0x52908400098527886E0F7030069857D2E4169EE7"})
				return err
			},
			func() error {
				_, err := up.Play(ctx, a, upgrade.PlayRequest{DropIDs: []int{d.ID}, Balance: 500, Target: "★ Karambit | Doppler (Factory New)"})
				return err
			},
			func() error { _, err := svc.Swap(ctx, a, d.ID, "M4A4 | Swap (Field-Tested)"); return err },
		}
		var wg sync.WaitGroup
		errs := make([]error, len(racers))
		for i, f := range racers {
			wg.Add(1)
			go func() { defer wg.Done(); errs[i] = f() }()
		}
		wg.Wait()
		ok := 0
		for _, err := range errs {
			if err == nil {
				ok++
			} else if k := apperr.KeyOf(err); k != apperr.ItemAlreadySold.Key && k != apperr.ItemNotOwned.Key {
				t.Errorf("round %d: a loser's refusal %v", round, err)
			}
		}
		if ok != 1 {
			t.Fatalf("round %d: %d of %d won: %v", round, ok, len(racers), errs)
		}
	}
	if bad, err := ledger.Verify(ctx, db.Client); err != nil || len(bad) > 0 {
		t.Fatalf("ledger: %v %v", bad, err)
	}
}

func TestTradeWalletValidation(t *testing.T) {
	for _, c := range []struct {
		typ, addr string
		ok        bool
	}{
		{"btc", "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", true},
		{"btc", "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3", false},
		{"btc", "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", true},
		{"btc", "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr", false},
		{"ltc", "ltc1qg82ldp8jq3ue6f5d0wd8wm5yerq3w3fwnjedvz", false},
		{"eth", "0x52908400098527886E0F7030069857D2E4169EE7", true},
		{"eth", "0x52908400098527886E0F7030069857D2E4169Ee7", false},
		{"usdt", "0xde709f2102306220921060314715629080e2fb77", true},
		{"doge", "0xde709f2102306220921060314715629080e2fb77", false},
	} {
		if got := trades.ValidWallet(c.typ, c.addr); got != c.ok {
			t.Errorf("%s %s: %v, want %v", c.typ, c.addr, got, c.ok)
		}
	}
}

// Each runs on SQLite and, where it answers, PostgreSQL.
func TestTradeWithdrawDeliversAndRefundsOnFailure(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) { testTradeWithdrawDeliversAndRefundsOnFailure(t, d.URL) })
	}
}

func TestTradeWithdrawCrashBetweenReserveAndSupplierPlacesOneOrder(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) { testTradeWithdrawCrashBetweenReserveAndSupplierPlacesOneOrder(t, d.URL) })
	}
}

func TestTradeParallelWithdrawSellSwapOneWins(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) { testTradeParallelWithdrawSellSwapOneWins(t, d.URL) })
	}
}
