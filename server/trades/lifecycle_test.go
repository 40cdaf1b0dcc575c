package trades_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/ent/withdrawal"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/realtime"
	"github.com/casefront/casefront/server/store"
	"github.com/casefront/casefront/server/trades"
	"github.com/casefront/casefront/server/trades/sandbox"
	"github.com/casefront/casefront/server/trades/supplier"
)

// withdrawer is a player with a saved trade link holding the AK (its price
// when won: 500).
func withdrawer(t *testing.T, db *store.DB) (*ent.User, *actor.Actor, *ent.Drop) {
	t.Helper()
	ctx := context.Background()
	u := testdb.Player(t, db, 0)
	db.User.UpdateOneID(u.ID).SetIsDemo(true).SetTradeofferURL("https://steamcommunity.com/tradeoffer/new/?partner=1&token=AbCd_-12").ExecX(ctx)
	return u, testdb.Actor(db.User.GetX(ctx, u.ID)), testdb.Give(t, db, u, ak)
}

func refunds(t *testing.T, db *store.DB, userID int) int {
	t.Helper()
	return db.LedgerEntry.Query().Where(ledgerentry.UserID(userID), ledgerentry.Reason("withdraw_refund")).CountX(context.Background())
}

// lastAttempt is the job of a withdrawal on its final attempt.
func lastAttempt(id int) *river.Job[trades.WithdrawArgs] {
	return &river.Job[trades.WithdrawArgs]{JobRow: &rivertype.JobRow{Attempt: trades.MaxAttempts, MaxAttempts: trades.MaxAttempts},
		Args: trades.WithdrawArgs{WithdrawalID: id}}
}

// A job that fails its last attempt (the supplier never answers) ends the
// withdrawal failed, the value refunded once through the ledger and the
// player told (dropStateChanged); an earlier attempt's error is returned
// for River to retry.
func testTradeJobLastAttemptFailsAndRefundsOnce(t *testing.T, dbURL func(testing.TB) string) {
	ctx := context.Background()
	db, svc, m, _ := setup(t, dbURL)
	bus := realtime.NewMemory()
	svc.Bus = bus
	u, a, d := withdrawer(t, db)
	events, cancel, err := bus.Subscribe(ctx, trades.Topic(u.ID))
	if err != nil {
		t.Fatal(err)
	}
	defer cancel()
	w, err := svc.Accept(ctx, a, trades.AcceptInput{DropID: d.ID})
	if err != nil {
		t.Fatal(err)
	}
	<-events // accepted
	m.Fault(sandbox.Fault5xx, 10)
	worker := &trades.Worker{Service: svc}
	early := lastAttempt(w.ID)
	early.Attempt = 3
	if err := worker.Work(ctx, early); !errors.Is(err, supplier.ErrUnavailable) {
		t.Fatalf("an early attempt: %v, want the supplier's error (retried)", err)
	}
	if got := db.Withdrawal.GetX(ctx, w.ID).State; got != withdrawal.StateOrdering {
		t.Fatalf("after a failed early attempt: %s, want ordering", got)
	}
	if err := worker.Work(ctx, lastAttempt(w.ID)); err != nil {
		t.Fatalf("the last attempt: %v (it gives up instead)", err)
	}
	got := db.Withdrawal.GetX(ctx, w.ID)
	if got.State != withdrawal.StateFailed || got.Reason != "retries_exhausted" || got.FinishedAt == nil {
		t.Fatalf("withdrawal %s %q", got.State, got.Reason)
	}
	if st := db.Drop.GetX(ctx, d.ID).State; st != drop.StateFailed {
		t.Fatalf("drop %s, want failed", st)
	}
	if b := db.User.GetX(ctx, u.ID).Balance; b != 500 {
		t.Fatalf("balance %s, want the 5.00 refund", b)
	}
	// Run again (a second discard, a late callback): nothing more.
	if err := worker.Work(ctx, lastAttempt(w.ID)); err != nil {
		t.Fatal(err)
	}
	if err := svc.GiveUp(ctx, w.ID, errors.New("again")); err != nil {
		t.Fatal(err)
	}
	if n := refunds(t, db, u.ID); n != 1 || db.User.GetX(ctx, u.ID).Balance != 500 {
		t.Fatalf("%d refunds, want 1", n)
	}
	select {
	case b := <-events:
		if string(b) != `{"id":`+strconv.Itoa(d.ID)+`,"state":"failed"}` {
			t.Fatalf("event %s", b)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("no failed event")
	}
}

// Giving up on an order already placed cancels it at the supplier first:
// it delivers nothing after the refund.
func testTradeGiveUpCancelsThePlacedOrder(t *testing.T, dbURL func(testing.TB) string) {
	ctx := context.Background()
	db, svc, m, _ := setup(t, dbURL)
	u, a, d := withdrawer(t, db)
	w, err := svc.Accept(ctx, a, trades.AcceptInput{DropID: d.ID})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Step(ctx, w.ID); err != nil {
		t.Fatal(err)
	}
	m.Advance(w.ClientOrderID) // sent
	m.Fault(sandbox.Fault5xx, 1)
	if err := (&trades.Worker{Service: svc}).Work(ctx, lastAttempt(w.ID)); err != nil {
		t.Fatal(err)
	}
	if os := m.Orders(); len(os) != 1 || os[0].Status != supplier.Canceled {
		t.Fatalf("orders %+v, want the one canceled", os)
	}
	if got := db.Withdrawal.GetX(ctx, w.ID); got.State != withdrawal.StateFailed || refunds(t, db, u.ID) != 1 {
		t.Fatalf("withdrawal %s, %d refunds", got.State, refunds(t, db, u.ID))
	}
	// The supplier's late word changes nothing.
	m.Advance(w.ClientOrderID)
	if _, err := svc.Step(ctx, w.ID); err != nil {
		t.Fatal(err)
	}
	if refunds(t, db, u.ID) != 1 || db.Drop.GetX(ctx, d.ID).State != drop.StateFailed {
		t.Fatal("changed after the end")
	}
}

// A price that moved above the limit fails the withdrawal at once (one
// purchase call, no retry): the value is refunded.
func testTradePriceMovedFailsAtOnce(t *testing.T, dbURL func(testing.TB) string) {
	ctx := context.Background()
	db, svc, m, _ := setup(t, dbURL)
	u, a, d := withdrawer(t, db)
	m.Fault(sandbox.FaultPriceMoved, 1)
	w, err := svc.Accept(ctx, a, trades.AcceptInput{DropID: d.ID, Deferred: true})
	if err != nil {
		t.Fatal(err)
	}
	first := lastAttempt(w.ID)
	first.Attempt = 1
	if err := (&trades.Worker{Service: svc}).Work(ctx, first); err != nil {
		t.Fatalf("the first attempt: %v, want done (not retried)", err)
	}
	got := db.Withdrawal.GetX(ctx, w.ID)
	if got.State != withdrawal.StateFailed || got.Reason != "price_moved" || m.PurchaseCalls() != 1 || len(m.Orders()) != 0 {
		t.Fatalf("withdrawal %s %q after %d calls", got.State, got.Reason, m.PurchaseCalls())
	}
	if b := db.User.GetX(ctx, u.ID).Balance; b != 500 || refunds(t, db, u.ID) != 1 {
		t.Fatalf("balance %s, want the 5.00 refund", b)
	}
}

// POST /win/decline on a sent offer cancels it at the supplier: the item
// is available again, nothing refunded, the order back in its stock. Once
// the player accepted the offer, it is refused.
func testTradeDeclineCancelsTheSentOffer(t *testing.T, dbURL func(testing.TB) string) {
	ctx := context.Background()
	db, svc, m, _ := setup(t, dbURL)
	u, a, d := withdrawer(t, db)
	w, err := svc.Accept(ctx, a, trades.AcceptInput{DropID: d.ID})
	if err != nil {
		t.Fatal(err)
	}
	svc.Step(ctx, w.ID)
	m.Advance(w.ClientOrderID)
	if _, err := svc.Step(ctx, w.ID); err != nil {
		t.Fatal(err)
	}
	sent := db.Withdrawal.GetX(ctx, w.ID)
	if sent.State != withdrawal.StateSent || sent.TradeofferID == "" {
		t.Fatalf("withdrawal %s, offer %q", sent.State, sent.TradeofferID)
	}
	if st := trades.StateOf(sent); st.TradeofferID != sent.TradeofferID {
		t.Fatalf("trade state offer %q", st.TradeofferID)
	}
	// Another player cannot.
	other := testdb.Actor(testdb.Player(t, db, 0))
	if _, err := svc.Decline(ctx, other, d.ID); apperr.KeyOf(err) != apperr.ItemNotOwned.Key {
		t.Fatalf("another player's decline: %v", err)
	}
	got, err := svc.Decline(ctx, a, d.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.State != drop.StateActive {
		t.Fatalf("drop %s, want active", got.State)
	}
	if w := db.Withdrawal.GetX(ctx, w.ID); w.State != withdrawal.StateCanceled || w.Reason != "offer_canceled" {
		t.Fatalf("withdrawal %s %q", w.State, w.Reason)
	}
	if os := m.Orders(); os[0].Status != supplier.Canceled {
		t.Fatalf("order %s", os[0].Status)
	}
	if b := db.User.GetX(ctx, u.ID).Balance; b != 0 || refunds(t, db, u.ID) != 0 {
		t.Fatalf("balance %s after a cancel", b)
	}
	// Canceled offers do not count towards the trade ban.
	if until, _ := trades.BlockedUntil(ctx, db.Client, u.ID, time.Now()); !until.IsZero() {
		t.Fatal("blocked")
	}

	// Withdrawn again and accepted by the player: too late to decline.
	w2, err := svc.Accept(ctx, a, trades.AcceptInput{DropID: d.ID})
	if err != nil {
		t.Fatal(err)
	}
	svc.Step(ctx, w2.ID)
	m.Advance(w2.ClientOrderID)
	m.Advance(w2.ClientOrderID)
	if _, err := svc.Decline(ctx, a, d.ID); apperr.KeyOf(err) != apperr.WithdrawNotOpen.Key {
		t.Fatalf("declining a delivered offer: %v", err)
	}
	if st := db.Drop.GetX(ctx, d.ID).State; st != drop.StateDelivered {
		t.Fatalf("drop %s, want delivered", st)
	}
}

// The sandbox's orders are rows: a new marketplace on the same database
// (a restart) answers them, moves them on and never sells twice.
func testTradeSandboxOrdersSurviveARestart(t *testing.T, dbURL func(testing.TB) string) {
	ctx := context.Background()
	db := testdb.Open(t, dbURL(t))
	testdb.WithCatalog(t, db)
	price := func(ctx context.Context, name string) (money.Cents, bool) {
		it, err := db.Item.Query().Where(item.MarketHashName(name)).Only(ctx)
		if err != nil {
			return 0, false
		}
		return it.Price, true
	}
	start := func(step time.Duration) (*sandbox.Market, *supplier.HTTP) {
		m := sandbox.New(sandbox.Config{DB: db.Client, APIKey: "k", Price: price, Step: step})
		srv := httptest.NewServer(m)
		t.Cleanup(srv.Close)
		t.Cleanup(m.Close)
		return m, &supplier.HTTP{BaseURL: srv.URL, APIKey: "k"}
	}
	m1, h1 := start(0)
	o, err := h1.Buy(ctx, supplier.BuyRequest{ClientOrderID: "wd-1", MarketHashName: ak, MaxPrice: 500, TradeURL: "x"})
	if err != nil {
		t.Fatal(err)
	}
	m1.Advance("wd-1") // sent
	if _, err := h1.Pay(ctx, "wd-2", "eth", "0x52908400098527886E0F7030069857D2E4169EE7", 300); err != nil {
		t.Fatal(err)
	}
	m1.Close()

	m2, h2 := start(20 * time.Millisecond)
	got, err := h2.Status(ctx, "wd-1")
	if err != nil {
		t.Fatal(err)
	}
	if got.ID != o.ID || got.Status != supplier.Sent || got.TradeOfferID == "" {
		t.Fatalf("after the restart: %+v", got)
	}
	again, err := h2.Buy(ctx, supplier.BuyRequest{ClientOrderID: "wd-1", MarketHashName: ak, MaxPrice: 500})
	if err != nil || again.ID != o.ID {
		t.Fatalf("buying again: %+v %v", again, err)
	}
	if ps := m2.Payouts(); len(ps) != 1 || ps[0].Amount != 300 {
		t.Fatalf("payouts %+v", ps)
	}
	if err := m2.Resume(ctx); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for {
		got, _ = h2.Status(ctx, "wd-1")
		if got.Status == supplier.Accepted {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the resumed order stays %s", got.Status)
		}
		time.Sleep(20 * time.Millisecond)
	}
	if n := len(m2.Orders()); n != 1 {
		t.Fatalf("%d orders, want 1", n)
	}
}

func TestTradeJobLastAttemptFailsAndRefundsOnce(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) { testTradeJobLastAttemptFailsAndRefundsOnce(t, d.URL) })
	}
}

func TestTradeGiveUpCancelsThePlacedOrder(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) { testTradeGiveUpCancelsThePlacedOrder(t, d.URL) })
	}
}

func TestTradePriceMovedFailsAtOnce(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) { testTradePriceMovedFailsAtOnce(t, d.URL) })
	}
}

func TestTradeDeclineCancelsTheSentOffer(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) { testTradeDeclineCancelsTheSentOffer(t, d.URL) })
	}
}

func TestTradeSandboxOrdersSurviveARestart(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) { testTradeSandboxOrdersSurviveARestart(t, d.URL) })
	}
}

// The supplier's temporary faults (a timeout, a 5xx) fail the step for
// River to retry; the retries carry the same client order id, so one
// order is placed, then followed to its end.
func testTradeTemporaryFaultsRetryOneOrder(t *testing.T, dbURL func(testing.TB) string) {
	ctx := context.Background()
	db, svc, m, _ := setup(t, dbURL)
	svc.Supplier.(*crashy).Supplier.(*supplier.HTTP).Client = &http.Client{Timeout: 200 * time.Millisecond}
	_, a, d := withdrawer(t, db)
	w, err := svc.Accept(ctx, a, trades.AcceptInput{DropID: d.ID})
	if err != nil {
		t.Fatal(err)
	}
	m.Fault(sandbox.FaultTimeout, 1)
	m.Fault(sandbox.Fault5xx, 1)
	for i := range 2 {
		if _, err := svc.Step(ctx, w.ID); !errors.Is(err, supplier.ErrUnavailable) {
			t.Fatalf("attempt %d: %v, want the supplier unavailable", i+1, err)
		}
	}
	if _, err := svc.Step(ctx, w.ID); err != nil {
		t.Fatal(err)
	}
	if n := len(m.Orders()); n != 1 {
		t.Fatalf("%d orders, want 1", n)
	}
	// A 5xx while following the order: retried too.
	m.Advance(w.ClientOrderID)
	m.Fault(sandbox.Fault5xx, 1)
	if _, err := svc.Step(ctx, w.ID); !errors.Is(err, supplier.ErrUnavailable) {
		t.Fatalf("status: %v", err)
	}
	if _, err := svc.Step(ctx, w.ID); err != nil {
		t.Fatal(err)
	}
	if got := db.Withdrawal.GetX(ctx, w.ID); got.State != withdrawal.StateSent || got.Attempts != 1 {
		t.Fatalf("withdrawal %s after %d orderings", got.State, got.Attempts)
	}
}

func TestTradeTemporaryFaultsRetryOneOrder(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) { testTradeTemporaryFaultsRetryOneOrder(t, d.URL) })
	}
}
