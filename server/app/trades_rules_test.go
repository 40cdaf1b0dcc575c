package app_test

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/ent/withdrawal"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/store"
)

// frozen is what a refusal must leave as it was: the player's balance,
// ledger rows and withdrawals, and the item's state.
type frozen struct {
	balance     int64
	ledger      int
	withdrawals int
	state       drop.State
}

func (s *testServer) freeze(t *testing.T, u *ent.User, dropID int) frozen {
	t.Helper()
	ctx := context.Background()
	return frozen{
		balance:     int64(s.App.DB.User.GetX(ctx, u.ID).Balance),
		ledger:      s.App.DB.LedgerEntry.Query().Where(ledgerentry.UserID(u.ID)).CountX(ctx),
		withdrawals: s.App.DB.Withdrawal.Query().Where(withdrawal.UserID(u.ID)).CountX(ctx),
		state:       s.dropState(t, dropID),
	}
}

func (s *testServer) wantUnchanged(t *testing.T, u *ent.User, dropID int, before frozen) {
	t.Helper()
	if after := s.freeze(t, u, dropID); after != before {
		t.Fatalf("a refusal wrote: before %+v, after %+v", before, after)
	}
}

// ledgerHolds: every balance is the sum of its ledger rows (verify-ledger).
func (s *testServer) ledgerHolds(t *testing.T) {
	t.Helper()
	if bad, err := ledger.Verify(context.Background(), s.App.DB.Client); err != nil || len(bad) > 0 {
		t.Fatalf("verify-ledger: %v %v", bad, err)
	}
}

// An item under the minimum value is refused (api.item_too_cheap with the
// minimum), for a skin and in crypto; nothing is written.
func TestTradeMinimumValue(t *testing.T) {
	t.Parallel()
	s := tradeServer(t)
	u, tok, _ := s.trader(t)
	cheap := testdb.Give(t, s.App.DB, u, "P250 | Sand Dune (Field-Tested)") // $0.10
	before := s.freeze(t, u, cheap.ID)
	for _, r := range []result{
		s.postJSON(t, "/api/win/accept", tok, map[string]any{"id": cheap.ID}),
		s.postJSON(t, "/api/win/accept/deferred", tok, map[string]any{"id": cheap.ID}),
		s.postJSON(t, "/api/win/accept/crypto", tok, map[string]any{"id": cheap.ID, "type": "eth", "wallet": "0x52908400098527886E0F7030069857D2E4169EE7"}),
		s.postJSON(t, "/api/reserve", tok, map[string]any{"id": cheap.ID}),
	} {
		if body := refusal(t, r, http.StatusConflict, "api.item_too_cheap"); body["min"] != "0.50" {
			t.Fatalf("min %v", body["min"])
		}
	}
	s.wantUnchanged(t, u, cheap.ID, before)
}

// A crypto withdrawal goes through the job to the sandbox's payout API and
// ends delivered, the item gone, the balance untouched.
func TestTradeCryptoWithdrawalPaidOut(t *testing.T) {
	t.Parallel()
	s := tradeServer(t)
	u, tok, d := s.trader(t)
	const wallet = "0x52908400098527886E0F7030069857D2E4169EE7"
	wantAPIError(t, s.postJSON(t, "/api/win/accept/crypto", tok, map[string]any{"id": d.ID, "type": "eth", "wallet": "0x52908400098527886E0F7030069857D2E4169Ee7"}),
		http.StatusUnprocessableEntity, "api.invalid_wallet")
	wantSuccess(t, s.postJSON(t, "/api/win/accept/crypto", tok, map[string]any{"id": d.ID, "type": "eth", "wallet": wallet}))
	w := s.withdrawalOf(t, d.ID, withdrawal.StateDelivered)
	if w.Kind != withdrawal.KindCrypto || w.Reason != "paid_out" || w.SupplierOrderID == "" || w.Paid != 500 {
		t.Fatalf("withdrawal %+v", w)
	}
	ps := s.App.SupplierSandbox.Payouts()
	if len(ps) != 1 || ps[0].Amount != 500 || ps[0].Wallet != wallet || ps[0].Type != "eth" || ps[0].ID != w.SupplierOrderID {
		t.Fatalf("payouts %+v", ps)
	}
	if st := s.dropState(t, d.ID); st != drop.StateDelivered {
		t.Fatalf("drop %s", st)
	}
	if b := s.balance(t, tok); b != 0 {
		t.Fatalf("balance %d after a payout, want 0", b)
	}
	n := s.App.DB.LedgerEntry.Query().Where(ledgerentry.UserID(u.ID)).CountX(context.Background())
	if n != 0 {
		t.Fatalf("%d ledger rows after a payout", n)
	}
	s.ledgerHolds(t)
	s.noErrorLogs(t)
}

// A deferred withdrawal that meets "out of stock" goes back to the queue
// (the reason said) and is ordered later, then delivered: one order.
func TestTradeDeferredWithdrawalWaitsForStock(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, map[string]string{"SUPPLIER_SANDBOX_STEP": "0", "SUPPLIER_POLL": "50ms"})
	_, tok, d := s.trader(t)
	s.supplierCall(t, "/faults", map[string]any{"fault": "out_of_stock", "count": 1})
	wantSuccess(t, s.postJSON(t, "/api/win/accept/deferred", tok, map[string]any{"id": d.ID}))
	// Refused for stock once, then ordered: two purchase calls, one order.
	w := s.withdrawalOf(t, d.ID, withdrawal.StatePending)
	if !w.Deferred || s.App.SupplierSandbox.PurchaseCalls() != 2 || len(s.App.SupplierSandbox.Orders()) != 1 {
		t.Fatalf("deferred %v, %d purchase calls, %d orders", w.Deferred, s.App.SupplierSandbox.PurchaseCalls(), len(s.App.SupplierSandbox.Orders()))
	}
	for range 2 {
		s.supplierCall(t, "/orders/"+w.ClientOrderID+"/advance", nil)
	}
	s.withdrawalOf(t, d.ID, withdrawal.StateDelivered)
	if st := s.dropState(t, d.ID); st != drop.StateDelivered {
		t.Fatalf("drop %s", st)
	}
}

// Three declined or expired offers block trades: the next withdrawal (and a
// reservation) is refused with api.trades_blocked, ban_until 24 h after the
// oldest of them and the remaining seconds; nothing is written.
func TestTradeBlockedAfterThreeDeclines(t *testing.T) {
	t.Parallel()
	s := tradeServer(t)
	u, tok, d := s.trader(t)
	for i, fault := range []string{"decline", "expire", "decline"} {
		s.supplierCall(t, "/faults", map[string]any{"fault": fault, "count": 1})
		wantSuccess(t, s.postJSON(t, "/api/win/accept", tok, map[string]any{"id": d.ID}))
		w := s.withdrawalOf(t, d.ID, withdrawal.StatePending)
		for range 2 {
			s.supplierCall(t, "/orders/"+w.ClientOrderID+"/advance", nil)
		}
		s.withdrawalOf(t, d.ID, withdrawal.StateDeclined, withdrawal.StateExpired)
		if !eventually(5*time.Second, func() bool { return s.dropState(t, d.ID) == drop.StateActive }) {
			t.Fatalf("offer %d: the item is not back", i)
		}
	}
	first := s.App.DB.Withdrawal.Query().Where(withdrawal.UserID(u.ID)).Order(ent.Asc(withdrawal.FieldID)).FirstX(context.Background())
	before := s.freeze(t, u, d.ID)
	for _, path := range []string{"/api/win/accept", "/api/reserve"} {
		body := refusal(t, s.postJSON(t, path, tok, map[string]any{"id": d.ID}), http.StatusForbidden, "api.trades_blocked")
		until, err := time.Parse(time.RFC3339, fmt.Sprint(body["ban_until"]))
		if err != nil {
			t.Fatalf("ban_until %v: %v", body["ban_until"], err)
		}
		if want := first.FinishedAt.Add(24 * time.Hour); until.Sub(want).Abs() > time.Second {
			t.Fatalf("ban_until %s, want %s", until, want)
		}
		left, _ := strconv.ParseFloat(fmt.Sprint(body["remaining_seconds"]), 64)
		if left < 23*3600 || left > 24*3600 {
			t.Fatalf("remaining_seconds %v", body["remaining_seconds"])
		}
	}
	wantAPIError(t, s.postJSON(t, "/api/win/accept/crypto", tok, map[string]any{"id": d.ID, "type": "eth", "wallet": "0x52908400098527886E0F7030069857D2E4169EE7"}),
		http.StatusForbidden, "api.trades_blocked")
	s.wantUnchanged(t, u, d.ID, before)
	// Selling is not a trade: the item can still be sold.
	if r := s.postJSON(t, "/api/sell_list", tok, map[string]any{"ids": []int{d.ID}}); r.Status != http.StatusOK {
		t.Fatalf("selling while blocked: %s", r)
	}
}

// The daily limit ($1,000 of withdrawals started in 24 h) refuses a
// withdrawal that would pass it, with the limit and what is left.
func TestTradeDailyLimit(t *testing.T) {
	t.Parallel()
	s := tradeServer(t)
	u, tok, _ := s.trader(t)
	ctx := context.Background()
	for _, it := range []struct {
		name  string
		price int64
	}{{"AWP | Limit (Factory New)", 60_000}, {"M4A1-S | Limit (Factory New)", 50_000}} {
		s.App.DB.Item.Create().SetMarketHashName(it.name).SetStaticName(it.name).SetName(it.name).SetWeapon("AWP").SetSkin("Limit").
			SetExterior("Factory New").SetRarity("covert").SetPrice(money.Cents(it.price)).ExecX(ctx)
	}
	d := testdb.Give(t, s.App.DB, u, "AWP | Limit (Factory New)")
	d2 := testdb.Give(t, s.App.DB, u, "M4A1-S | Limit (Factory New)")
	wantSuccess(t, s.postJSON(t, "/api/win/accept", tok, map[string]any{"id": d.ID}))
	s.withdrawalOf(t, d.ID, withdrawal.StatePending)
	before := s.freeze(t, u, d2.ID)
	for _, r := range []result{
		s.postJSON(t, "/api/win/accept", tok, map[string]any{"id": d2.ID}),
		s.postJSON(t, "/api/win/accept/crypto", tok, map[string]any{"id": d2.ID, "type": "btc", "wallet": "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"}),
	} {
		body := refusal(t, r, http.StatusConflict, "api.withdraw_limit")
		if body["limit"] != "1000.00" || body["left"] != "400.00" {
			t.Fatalf("limit %v left %v", body["limit"], body["left"])
		}
	}
	s.wantUnchanged(t, u, d2.ID, before)
	// A cheaper item fits what is left.
	d3 := testdb.Give(t, s.App.DB, u, tradeAK)
	wantSuccess(t, s.postJSON(t, "/api/win/accept", tok, map[string]any{"id": d3.ID}))
}

// Promo and bonus money must be staked once in games before a withdrawal:
// refused with the amount left (nothing written) until a case is opened
// for it.
func TestTradeWageringRequired(t *testing.T) {
	t.Parallel()
	s := tradeServer(t)
	u, tok, d := s.trader(t)
	ctx := context.Background()
	err := store.WithTx(ctx, s.App.DB.Client, func(tx *ent.Tx) error {
		_, err := ledger.Apply(ctx, tx, ledger.Change{At: time.Now(), UserID: u.ID, Currency: ledger.Money, Delta: 1000, Reason: "promocode",
			IdemKey: fmt.Sprintf("promo:%d", u.ID)})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	before := s.freeze(t, u, d.ID)
	for _, r := range []result{
		s.postJSON(t, "/api/win/accept", tok, map[string]any{"id": d.ID}),
		s.postJSON(t, "/api/win/accept/crypto", tok, map[string]any{"id": d.ID, "type": "eth", "wallet": "0x52908400098527886E0F7030069857D2E4169EE7"}),
	} {
		body := refusal(t, r, http.StatusConflict, "api.wagering_required")
		if body["left"] != "10.00" {
			t.Fatalf("left %v, want 10.00", body["left"])
		}
	}
	s.wantUnchanged(t, u, d.ID, before)
	// Played through: one $10 case.
	if r := s.postJSON(t, "/api/case/open", tok, map[string]any{"alias": "test-case"}); r.Status != http.StatusOK {
		t.Fatalf("open: %s", r)
	}
	wantSuccess(t, s.postJSON(t, "/api/win/accept", tok, map[string]any{"id": d.ID}))
	s.ledgerHolds(t)
}

// POST /win/decline of a sent offer cancels it at the supplier: the item is
// available again, nothing refunded, and the offer had its trade offer id.
func TestTradeDeclineSentOffer(t *testing.T) {
	t.Parallel()
	s := tradeServer(t)
	u, tok, d := s.trader(t)
	wantSuccess(t, s.postJSON(t, "/api/win/accept", tok, map[string]any{"id": d.ID}))
	w := s.withdrawalOf(t, d.ID, withdrawal.StatePending)
	s.supplierCall(t, "/orders/"+w.ClientOrderID+"/advance", nil)
	w = s.withdrawalOf(t, d.ID, withdrawal.StateSent)
	states := decodeAs[struct {
		Data []struct {
			TradeofferID string `json:"tradeoffer_id"`
		} `json:"data"`
	}](t, s.get(t, "/api/trade_states", tok), http.StatusOK)
	if len(states.Data) != 1 || states.Data[0].TradeofferID == "" || states.Data[0].TradeofferID != w.TradeofferID {
		t.Fatalf("trade_states %+v, withdrawal's offer %q", states.Data, w.TradeofferID)
	}
	if _, err := strconv.ParseUint(w.TradeofferID, 10, 64); err != nil {
		t.Fatalf("trade offer id %q is not a Steam-shaped id", w.TradeofferID)
	}
	before := s.balance(t, tok)
	b := wantSuccess(t, s.postJSON(t, "/api/win/decline", tok, map[string]any{"id": d.ID}))
	if string(b.Data) == "" || s.dropState(t, d.ID) != drop.StateActive {
		t.Fatalf("after decline: %s, drop %s", b.Data, s.dropState(t, d.ID))
	}
	w = s.withdrawalOf(t, d.ID, withdrawal.StateCanceled)
	if w.Reason != "offer_canceled" || s.balance(t, tok) != before {
		t.Fatalf("withdrawal %s %q", w.State, w.Reason)
	}
	if os := s.App.SupplierSandbox.Orders(); len(os) != 1 || os[0].Status != "canceled" {
		t.Fatalf("orders %+v", os)
	}
	n := s.App.DB.LedgerEntry.Query().Where(ledgerentry.UserID(u.ID), ledgerentry.Reason("withdraw_refund")).CountX(context.Background())
	if n != 0 {
		t.Fatalf("%d refunds after a cancel", n)
	}
	// Nothing left to decline.
	wantAPIError(t, s.postJSON(t, "/api/win/decline", tok, map[string]any{"id": d.ID}), http.StatusConflict, "api.withdraw_not_open")
	s.ledgerHolds(t)
}

// The server stops with an order placed and restarts: the withdrawal's job
// and the sandbox's order both carry on, and it is delivered once.
func TestTradeWithdrawalCompletesAfterARestart(t *testing.T) {
	t.Parallel()
	env := map[string]string{"SUPPLIER_SANDBOX_STEP": "0", "SUPPLIER_POLL": "50ms", "DATABASE_URL": testenv.SQLiteURL(t)}
	s := catalogServer(t, env)
	_, tok, d := s.trader(t)
	wantSuccess(t, s.postJSON(t, "/api/win/accept", tok, map[string]any{"id": d.ID}))
	w := s.withdrawalOf(t, d.ID, withdrawal.StatePending)
	s.App.Close()

	s2 := startServer(t, env) // the catalogue is in the database already
	s2.supplierCall(t, "/orders/"+w.ClientOrderID+"/advance", nil)
	s2.supplierCall(t, "/orders/"+w.ClientOrderID+"/advance", nil)
	s2.withdrawalOf(t, d.ID, withdrawal.StateDelivered)
	if os := s2.App.SupplierSandbox.Orders(); len(os) != 1 || os[0].Status != "accepted" {
		t.Fatalf("orders %+v, want one accepted", os)
	}
	if s2.App.SupplierSandbox.PurchaseCalls() != 0 {
		t.Fatal("the restarted job bought again")
	}
	if st := s2.dropState(t, d.ID); st != drop.StateDelivered {
		t.Fatalf("drop %s", st)
	}
}

// The drops the win mutations answer load their edges (item, user) after
// the transaction that moved them: a swap shows the new item and the
// credited balance in one answer.
func TestTradeGraphQLMutationsLoadEdges(t *testing.T) {
	t.Parallel()
	s := tradeServer(t)
	_, tok, d := s.trader(t)
	ctx := context.Background()
	s.App.DB.Item.Create().SetMarketHashName("M4A4 | Swap (Field-Tested)").SetStaticName("m4a4-swap").SetName("M4A4 | Swap").
		SetWeapon("M4A4").SetSkin("Swap").SetExterior("Field-Tested").SetRarity("classified").SetPrice(460).ExecX(ctx)
	var r struct {
		ReserveDrop struct {
			Item struct{ MarketHashName string } `json:"item"`
		} `json:"reserveDrop"`
	}
	s.graphql(t, tok, `mutation($id: ID!) { reserveDrop(id: $id) { id item { marketHashName } } }`, map[string]any{"id": d.ID}).into(t, &r)
	if r.ReserveDrop.Item.MarketHashName != tradeAK {
		t.Fatalf("reserveDrop: %+v", r)
	}
	var u struct {
		UnreserveDrop struct {
			State string              `json:"state"`
			User  struct{ ID string } `json:"user"`
		} `json:"unreserveDrop"`
	}
	s.graphql(t, tok, `mutation($id: ID!) { unreserveDrop(id: $id) { state user { id } } }`, map[string]any{"id": d.ID}).into(t, &u)
	if u.UnreserveDrop.State != "active" || u.UnreserveDrop.User.ID == "" {
		t.Fatalf("unreserveDrop: %+v", u)
	}
	var sw struct {
		SwapDrop struct {
			State string `json:"state"`
			Item  struct {
				MarketHashName string `json:"marketHashName"`
			} `json:"item"`
			User struct {
				Balance string `json:"balance"`
			} `json:"user"`
		} `json:"swapDrop"`
	}
	s.graphql(t, tok, `mutation($id: ID!) { swapDrop(id: $id, marketHashName: "M4A4 | Swap (Field-Tested)") { state item { marketHashName } user { balance } } }`,
		map[string]any{"id": d.ID}).into(t, &sw)
	if sw.SwapDrop.State != "active" || sw.SwapDrop.Item.MarketHashName != "M4A4 | Swap (Field-Tested)" || sw.SwapDrop.User.Balance != "0.40" {
		t.Fatalf("swapDrop: %+v", sw)
	}
	s.ledgerHolds(t)
	s.noErrorLogs(t)
}
