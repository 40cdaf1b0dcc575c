package app_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/ent/withdrawal"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/trades"
	"github.com/casefront/casefront/server/trades/supplier"
)

const (
	tradeAK   = "AK-47 | Redline (Field-Tested)"
	tradeLink = "https://steamcommunity.com/tradeoffer/new/?partner=1&token=AbCd_-12"
)

// tradeServer is a catalogue server whose sandbox marketplace moves orders
// only when told to (its advance call).
func tradeServer(t *testing.T) *testServer {
	t.Helper()
	return catalogServer(t, map[string]string{"SUPPLIER_SANDBOX_STEP": "0"})
}

// trader is a player with a saved trade link (a demo account: the link's
// account is not checked against a Steam id) holding the AK.
func (s *testServer) trader(t *testing.T) (*ent.User, string, *ent.Drop) {
	t.Helper()
	u, tok := s.player(t, 0)
	s.App.DB.User.UpdateOneID(u.ID).SetIsDemo(true).SetTradeofferURL(tradeLink).ExecX(context.Background())
	return u, tok, testdb.Give(t, s.App.DB, u, tradeAK)
}

// supplierCall calls the sandbox marketplace's API as the storefront does.
func (s *testServer) supplierCall(t *testing.T, path string, body any) result {
	t.Helper()
	b, _ := json.Marshal(body)
	return s.do(t, http.MethodPost, "/sandbox/supplier/api"+path, "", "application/json", bytes.NewReader(b),
		"Authorization", "Bearer "+s.App.Cfg.Trades.SupplierAPIKey)
}

// withdrawalOf waits until the drop's withdrawal reaches one of the states.
func (s *testServer) withdrawalOf(t *testing.T, dropID int, states ...withdrawal.State) *ent.Withdrawal {
	t.Helper()
	var w *ent.Withdrawal
	if !eventually(15*time.Second, func() bool {
		got, err := s.App.DB.Withdrawal.Query().Where(withdrawal.DropID(dropID)).Order(ent.Desc(withdrawal.FieldID)).First(context.Background())
		if err != nil {
			return false
		}
		w = got
		for _, st := range states {
			if got.State == st {
				return true
			}
		}
		return false
	}) {
		t.Fatalf("withdrawal of drop %d: %v, want one of %v", dropID, w, states)
	}
	return w
}

func (s *testServer) dropState(t *testing.T, id int) drop.State {
	t.Helper()
	return s.App.DB.Drop.GetX(context.Background(), id).State
}

type successBody struct {
	Status string          `json:"status"`
	Data   json.RawMessage `json:"data"`
}

func wantSuccess(t *testing.T, r result) successBody {
	t.Helper()
	b := decodeAs[successBody](t, r, http.StatusOK)
	if b.Status != "success" {
		t.Fatalf("status %q, want success: %s", b.Status, r)
	}
	return b
}

// A withdrawal through REST reaches the sandbox marketplace through the
// job, and its callbacks (signed) carry it to delivered.
func TestTradeWithdrawThroughSandboxDelivered(t *testing.T) {
	t.Parallel()
	s := tradeServer(t)
	_, tok, d := s.trader(t)

	wantSuccess(t, s.postJSON(t, "/api/reserve", tok, map[string]any{"id": d.ID}))
	if st := s.dropState(t, d.ID); st != drop.StateReserved {
		t.Fatalf("after reserve: %s", st)
	}
	// A reserved item cannot be sold.
	wantAPIError(t, s.postJSON(t, "/api/sell_list", tok, map[string]any{"ids": []int{d.ID}}), http.StatusConflict, "api.item_already_sold")
	wantSuccess(t, s.postJSON(t, "/api/win/accept", tok, map[string]any{"id": d.ID}))

	w := s.withdrawalOf(t, d.ID, withdrawal.StatePending)
	states := decodeAs[struct {
		Data []struct {
			WinID int    `json:"win_id"`
			State string `json:"state"`
		} `json:"data"`
	}](t, s.get(t, "/api/trade_states", tok), http.StatusOK)
	if len(states.Data) != 1 || states.Data[0].WinID != d.ID || states.Data[0].State != "pending" {
		t.Fatalf("trade_states: %+v", states.Data)
	}
	for range 2 { // pending -> sent -> accepted
		if r := s.supplierCall(t, "/orders/"+w.ClientOrderID+"/advance", nil); r.Status != http.StatusOK {
			t.Fatalf("advance: %s", r)
		}
	}
	w = s.withdrawalOf(t, d.ID, withdrawal.StateDelivered)
	if st := s.dropState(t, d.ID); st != drop.StateDelivered {
		t.Fatalf("drop %s, want delivered", st)
	}
	if w.SupplierOrderID == "" {
		t.Fatal("no supplier order id recorded")
	}
	hist := decodeAs[dropPageOf](t, s.get(t, "/api/user/history/withdraws?page=1&limit=10", tok), http.StatusOK)
	if hist.Meta.Total != 1 || len(hist.Data) != 1 || hist.Data[0]["state"] != "delivered" {
		t.Fatalf("history: %+v", hist)
	}
	// A forged callback is refused.
	r := s.do(t, http.MethodPost, "/api/trades/supplier/callback", "", "application/json",
		bytes.NewReader([]byte(`{"client_order_id":"`+w.ClientOrderID+`","status":"declined"}`)), "X-Supplier-Signature", "00")
	if r.Status != http.StatusUnauthorized {
		t.Fatalf("forged callback: %s", r)
	}
	s.noErrorLogs(t)
}

type dropPageOf struct {
	Data []map[string]any `json:"data"`
	Meta struct {
		Total int `json:"total"`
	} `json:"meta"`
}

// A declined offer puts the item back, available.
func TestTradeWithdrawDeclinedReturnsItem(t *testing.T) {
	t.Parallel()
	s := tradeServer(t)
	_, tok, d := s.trader(t)
	if r := s.supplierCall(t, "/faults", map[string]any{"fault": "decline", "count": 1}); r.Status != http.StatusOK {
		t.Fatalf("fault: %s", r)
	}
	wantSuccess(t, s.postJSON(t, "/api/win/accept", tok, map[string]any{"id": d.ID}))
	w := s.withdrawalOf(t, d.ID, withdrawal.StatePending)
	for range 2 {
		s.supplierCall(t, "/orders/"+w.ClientOrderID+"/advance", nil)
	}
	s.withdrawalOf(t, d.ID, withdrawal.StateDeclined)
	if st := s.dropState(t, d.ID); st != drop.StateActive {
		t.Fatalf("drop %s after a declined offer, want active", st)
	}
	// Available again: it can be sold.
	if r := s.postJSON(t, "/api/sell_list", tok, map[string]any{"ids": []int{d.ID}}); r.Status != http.StatusOK {
		t.Fatalf("selling the item back: %s", r)
	}
}

// A supplier failure refunds the item's value once.
func TestTradeWithdrawSupplierFailureRefundsOnce(t *testing.T) {
	t.Parallel()
	s := tradeServer(t)
	u, tok, d := s.trader(t)
	s.supplierCall(t, "/faults", map[string]any{"fault": "fail", "count": 1})
	wantSuccess(t, s.postJSON(t, "/api/win/accept", tok, map[string]any{"id": d.ID}))
	w := s.withdrawalOf(t, d.ID, withdrawal.StatePending)
	s.supplierCall(t, "/orders/"+w.ClientOrderID+"/advance", nil)
	s.withdrawalOf(t, d.ID, withdrawal.StateFailed)
	// The job looking again, and the callback delivered twice, change nothing.
	if _, err := s.App.Trades.Step(context.Background(), w.ID); err != nil {
		t.Fatal(err)
	}
	s.supplierCall(t, "/orders/"+w.ClientOrderID+"/advance", nil)
	s.App.SupplierSandbox.Wait() // its callback, if it sent one, has been answered
	if got := s.balance(t, tok); got != 500 {
		t.Fatalf("balance %d after the refund, want 500", got)
	}
	n := s.App.DB.LedgerEntry.Query().Where(ledgerentry.UserID(u.ID), ledgerentry.Reason("withdraw_refund")).CountX(context.Background())
	if n != 1 {
		t.Fatalf("%d refunds, want 1", n)
	}
	if st := s.dropState(t, d.ID); st != drop.StateFailed {
		t.Fatalf("drop %s, want failed", st)
	}
	s.ledgerHolds(t)
}

// Refusals: OPSkins is retired, a skin needs a saved trade link, a bad
// wallet is refused; none writes anything.
func TestTradeWithdrawRefusals(t *testing.T) {
	t.Parallel()
	s := tradeServer(t)
	wantAPIError(t, s.postJSON(t, "/api/win/accept/opskins", "", map[string]any{"id": 1}), http.StatusGone, "api.opskins_retired")
	u, tok := s.player(t, 0)
	d := testdb.Give(t, s.App.DB, u, tradeAK)
	wantAPIError(t, s.postJSON(t, "/api/win/accept", tok, map[string]any{"id": d.ID}), http.StatusConflict, "api.no_trade_url")
	wantAPIError(t, s.postJSON(t, "/api/win/accept/crypto", tok, map[string]any{"id": d.ID, "type": "btc", "wallet": "1BoatSLRHtKNngkdXEeobR76b53LETtpyY"}),
		http.StatusUnprocessableEntity, "api.invalid_wallet")
	if st := s.dropState(t, d.ID); st != drop.StateActive {
		t.Fatalf("drop %s after refusals, want active", st)
	}
	if n := s.App.DB.Withdrawal.Query().CountX(context.Background()); n != 0 {
		t.Fatalf("%d withdrawals written by refusals", n)
	}
}

// Swap variants are worth 90-100% of the item; a swap gives the new item
// and credits the difference.
func TestTradeSwapVariantsAndSwap(t *testing.T) {
	t.Parallel()
	s := tradeServer(t)
	u, tok, d := s.trader(t)
	ctx := context.Background()
	s.App.DB.Item.Create().SetMarketHashName("M4A4 | Swap (Field-Tested)").SetStaticName("m4a4-swap").SetName("M4A4 | Swap").
		SetWeapon("M4A4").SetSkin("Swap").SetExterior("Field-Tested").SetRarity("classified").SetPrice(460).ExecX(ctx)
	vs := decodeAs[dropPageOf](t, s.get(t, "/api/swap/variants?id="+strconv.Itoa(d.ID)+"&type=skin", tok), http.StatusOK)
	if len(vs.Data) != 1 || vs.Data[0]["market_hash_name"] != "M4A4 | Swap (Field-Tested)" {
		t.Fatalf("variants: %+v", vs.Data)
	}
	wantAPIError(t, s.postJSON(t, "/api/swap", tok, map[string]any{"id": d.ID, "market_hash_name": "P250 | Sand Dune (Field-Tested)"}),
		http.StatusConflict, "api.swap_unavailable")
	wantSuccess(t, s.postJSON(t, "/api/swap", tok, map[string]any{"id": d.ID, "market_hash_name": "M4A4 | Swap (Field-Tested)"}))
	if st := s.dropState(t, d.ID); st != drop.StateSwapped {
		t.Fatalf("drop %s, want swapped", st)
	}
	if got := s.balance(t, tok); got != 40 {
		t.Fatalf("balance %d, want the 40 difference", got)
	}
	n := s.App.DB.Drop.Query().Where(drop.UserID(u.ID), drop.StateEQ(drop.StateActive)).CountX(ctx)
	if n != 1 {
		t.Fatalf("%d active drops after the swap, want 1", n)
	}
	// Swapped once: a second swap of the same drop is refused.
	wantAPIError(t, s.postJSON(t, "/api/swap", tok, map[string]any{"id": d.ID, "market_hash_name": "M4A4 | Swap (Field-Tested)"}),
		http.StatusConflict, "api.item_already_sold")
}

// GraphQL: reserve, withdraw, the trade states and the player's drop state
// changes on the subscription; a refusal carries its api.* code.
func TestTradeGraphQLWithdraw(t *testing.T) {
	t.Parallel()
	s := tradeServer(t)
	u, tok, d := s.trader(t)
	ws := connectWS(t, s, "graphql-transport-ws", tok)
	defer ws.Close()
	ws.subscribe("1", `subscription { dropStateChanged { dropId state } }`)
	s.subscribed(t, trades.Topic(u.ID))

	var res struct {
		ReserveDrop struct {
			ID    string `json:"id"`
			State string `json:"state"`
		} `json:"reserveDrop"`
	}
	s.graphql(t, tok, `mutation($id: ID!) { reserveDrop(id: $id) { id state } }`, map[string]any{"id": d.ID}).into(t, &res)
	if res.ReserveDrop.State != "reserved" {
		t.Fatalf("reserveDrop: %+v", res)
	}
	var ev struct {
		DropStateChanged struct {
			DropID string `json:"dropId"`
			State  string `json:"state"`
		} `json:"dropStateChanged"`
	}
	if !ws.nextData("1", 5*time.Second, &ev) || ev.DropStateChanged.State != "reserved" || ev.DropStateChanged.DropID != strconv.Itoa(d.ID) {
		t.Fatalf("no reserved event: %+v", ev)
	}
	var w struct {
		WithdrawDrop struct {
			DropID string `json:"dropId"`
			State  string `json:"state"`
			Kind   string `json:"kind"`
		} `json:"withdrawDrop"`
	}
	s.graphql(t, tok, `mutation($id: ID!) { withdrawDrop(id: $id) { dropId state kind } }`, map[string]any{"id": d.ID}).into(t, &w)
	if w.WithdrawDrop.Kind != "skin" || w.WithdrawDrop.DropID != strconv.Itoa(d.ID) {
		t.Fatalf("withdrawDrop: %+v", w)
	}
	if !ws.nextData("1", 5*time.Second, &ev) || ev.DropStateChanged.State != "accepted" {
		t.Fatalf("no accepted event: %+v", ev)
	}
	s.withdrawalOf(t, d.ID, withdrawal.StatePending)
	var st struct {
		TradeStates []struct {
			State string `json:"state"`
		} `json:"tradeStates"`
	}
	s.graphql(t, tok, `{ tradeStates { state } }`, nil).into(t, &st)
	if len(st.TradeStates) != 1 || st.TradeStates[0].State != "pending" {
		t.Fatalf("tradeStates: %+v", st)
	}
	// The same drop again: refused.
	if c := s.graphql(t, tok, `mutation($id: ID!) { withdrawDropCrypto(id: $id, type: "eth", wallet: "0x52908400098527886E0F7030069857D2E4169EE7") { state } }`,
		map[string]any{"id": d.ID}).code(t); c != "api.item_already_sold" {
		t.Fatalf("second withdrawal: %s", c)
	}
}

// A supplier callback is signed with its time (Stripe-style t=,v1=): one
// recorded and played again more than 300 s later, by the trades service's
// clock, is refused with 401 and changes nothing; the same status signed
// at that time is applied.
func TestSupplierCallbackReplayRefused(t *testing.T) {
	t.Parallel()
	s := tradeServer(t)
	var clock atomic.Int64
	clock.Store(time.Now().Unix())
	now := func() time.Time { return time.Unix(clock.Load(), 0) }
	s.App.Trades.Now = now
	_, tok, d := s.trader(t)
	wantSuccess(t, s.postJSON(t, "/api/win/accept", tok, map[string]any{"id": d.ID}))
	w := s.withdrawalOf(t, d.ID, withdrawal.StatePending)

	secret := s.App.Cfg.Trades.SupplierCallbackSecret
	body, _ := json.Marshal(supplier.Order{ID: w.SupplierOrderID, ClientOrderID: w.ClientOrderID,
		MarketHashName: tradeAK, Price: w.Paid, Status: supplier.Sent, TradeOfferID: "123"})
	post := func(sig string) result {
		return s.do(t, http.MethodPost, "/api/trades/supplier/callback", "", "application/json", bytes.NewReader(body),
			supplier.SignatureHeader, sig)
	}
	recorded := supplier.Sign(secret, now(), body)

	clock.Add(int64(supplier.CallbackTolerance/time.Second) + 1)
	if r := post(recorded); r.Status != http.StatusUnauthorized {
		t.Fatalf("a callback replayed 301 s later: %s", r)
	}
	if got := s.App.DB.Withdrawal.GetX(context.Background(), w.ID); got.State != withdrawal.StatePending || got.TradeofferID != "" {
		t.Fatalf("the replay moved the withdrawal: %s, offer %q", got.State, got.TradeofferID)
	}
	if r := post(supplier.Sign(secret, now(), body)); r.Status != http.StatusOK {
		t.Fatalf("the callback signed now: %s", r)
	}
	if got := s.withdrawalOf(t, d.ID, withdrawal.StateSent); got.TradeofferID != "123" {
		t.Fatalf("offer %q", got.TradeofferID)
	}
}
