// Package sandbox is the built-in sandbox skin marketplace: a fake outside
// supplier the storefront reaches over HTTP, like a real one, so that
// withdrawals can be tried end to end without a real marketplace. No item
// is really bought or sent. It serves, under its base path (/sandbox/supplier
// in the app), with `Authorization: Bearer <api key>`:
//
//	GET  /api/offers?market_hash_name=&max_price=  offers within the price (cheapest first)
//	POST /api/orders {client_order_id, market_hash_name, max_price, trade_url, callback_url}
//	                                                buy; the same client_order_id answers the first order
//	GET  /api/orders/{client_order_id}              the order
//	POST /api/orders/{client_order_id}/advance      move the order one step now
//	POST /api/orders/{client_order_id}/cancel       cancel its offer (pending or sent: canceled)
//	POST /api/payouts {client_order_id, type, wallet, amount}   a crypto payout (idempotent)
//	POST /api/faults {fault, count}                 the next count calls meet the fault
//
// Stock: Config.Stock of every item the catalogue prices (Config.Price),
// sold at that price. An order starts pending and moves on its own, every
// Config.Step (never when Step is 0: use advance), to sent and then to its
// outcome: accepted, or declined, expired or failed when a fault asked for
// it. Each change is posted to the order's callback_url, signed with its
// time in the X-Supplier-Signature header (t=<unix>,v1=<HMAC-SHA256 of
// "t.body">, package supplier; the storefront refuses one signed more than
// 300 s away), retried 5 times.
//
// Faults (each for the next count matching calls; count 0 is 1):
// timeout (the call hangs until the client gives up), 5xx (answers 503),
// out_of_stock and price_moved (a purchase is refused), decline, expire,
// fail (the next order ends so).
//
// A sent order carries a trade offer id (tradeoffer_id): a sandbox id, in
// the shape of a Steam one (digits: the order's row id), so the offer link
// the storefront builds has Steam's real shape,
// https://steamcommunity.com/tradeoffer/<id>/; Steam knows no such offer.
//
// Orders and payouts are rows (sandbox_orders, sandbox_payouts), the state an
// outside marketplace keeps on its side: a restart keeps them, and Resume
// starts the clock again for those still under way. Faults are in memory
// (test controls).
package sandbox

import (
	"bytes"
	"context"
	"crypto/subtle"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/sandboxorder"
	"github.com/casefront/casefront/ent/sandboxpayout"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/trades/supplier"
)

// Faults the sandbox knows.
const (
	FaultTimeout    = "timeout"
	Fault5xx        = "5xx"
	FaultOutOfStock = "out_of_stock"
	FaultPriceMoved = "price_moved"
	FaultDecline    = "decline"
	FaultExpire     = "expire"
	FaultFail       = "fail"
)

var faults = []string{FaultTimeout, Fault5xx, FaultOutOfStock, FaultPriceMoved, FaultDecline, FaultExpire, FaultFail}

// Config configures the marketplace.
type Config struct {
	// DB keeps the orders and payouts (required).
	DB             *ent.Client
	APIKey         string
	CallbackSecret []byte
	// Price is the marketplace's price of an item; false: it has none.
	Price func(ctx context.Context, marketHashName string) (money.Cents, bool)
	// Stock is how many of each item it has (default 5).
	Stock int
	// Step is how long an order stays in each state; 0: only advance moves it.
	Step       time.Duration
	HTTPClient *http.Client
	Now        func() time.Time
	Log        *zap.Logger
}

// Payout is a recorded crypto payout.
type Payout struct {
	ID, ClientOrderID, Type, Wallet string
	Amount                          money.Cents
}

// holding are the statuses whose item is out of stock (bought, not back).
var holding = []sandboxorder.Status{sandboxorder.StatusPending, sandboxorder.StatusSent, sandboxorder.StatusAccepted}

// Market is the sandbox marketplace's handler.
type Market struct {
	cfg Config
	mux *http.ServeMux

	mu     sync.Mutex // purchases one at a time (stock), faults, timers
	faults []string   // pending faults, in order
	calls  int        // purchase calls received (idempotent repeats included)
	timers map[string]*time.Timer
	closed bool
	wg     sync.WaitGroup
	// stop ends the callbacks under way (their requests and backoff) when
	// the market closes.
	stop    context.Context
	stopped context.CancelFunc
}

// New creates the marketplace.
func New(cfg Config) *Market {
	if cfg.Stock <= 0 {
		cfg.Stock = 5
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Log == nil {
		cfg.Log = zap.NewNop()
	}
	if cfg.HTTPClient == nil {
		cfg.HTTPClient = &http.Client{Timeout: 10 * time.Second}
	}
	m := &Market{cfg: cfg, timers: map[string]*time.Timer{}}
	m.stop, m.stopped = context.WithCancel(context.Background())
	mux := http.NewServeMux()
	mux.HandleFunc("GET /api/offers", m.offers)
	mux.HandleFunc("POST /api/orders", m.buy)
	mux.HandleFunc("GET /api/orders/{id}", m.status)
	mux.HandleFunc("POST /api/orders/{id}/advance", m.advanceHTTP)
	mux.HandleFunc("POST /api/orders/{id}/cancel", m.cancelHTTP)
	mux.HandleFunc("POST /api/payouts", m.payout)
	mux.HandleFunc("POST /api/faults", m.faultHTTP)
	m.mux = mux
	return m
}

// Resume starts the clock (Config.Step) again for the orders still under
// way, as after a restart.
func (m *Market) Resume(ctx context.Context) error {
	if m.cfg.Step <= 0 {
		return nil
	}
	ids, err := m.cfg.DB.SandboxOrder.Query().Where(sandboxorder.StatusIn(sandboxorder.StatusPending, sandboxorder.StatusSent)).
		Select(sandboxorder.FieldClientOrderID).Strings(ctx)
	if err != nil {
		return fmt.Errorf("sandbox supplier: resume: %w", err)
	}
	for _, id := range ids {
		m.schedule(id)
	}
	return nil
}

// Close stops the clock and waits for the callbacks under way; the orders
// stay where they are (Resume).
func (m *Market) Close() {
	m.mu.Lock()
	m.closed = true
	for id, t := range m.timers {
		t.Stop()
		delete(m.timers, id)
	}
	m.mu.Unlock()
	m.stopped()
	m.wg.Wait()
}

// ServeHTTP serves the API; prefix-stripping is the caller's (http.StripPrefix).
func (m *Market) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if subtle.ConstantTimeCompare([]byte(r.Header.Get("Authorization")), []byte("Bearer "+m.cfg.APIKey)) != 1 || m.cfg.APIKey == "" {
		reply(w, http.StatusUnauthorized, map[string]string{"error": "unauthorized"})
		return
	}
	// Order ids are the storefront's and plain: a path with a NUL or bytes
	// that are not UTF-8 (which PostgreSQL would refuse to compare) names none.
	if !utf8.ValidString(r.URL.Path) || strings.IndexByte(r.URL.Path, 0) >= 0 {
		reply(w, http.StatusNotFound, map[string]string{"error": "not_found"})
		return
	}
	m.mux.ServeHTTP(w, r)
}

// Fault queues a fault for the next count matching calls.
func (m *Market) Fault(fault string, count int) error {
	if !slices.Contains(faults, fault) {
		return fmt.Errorf("sandbox: unknown fault %q", fault)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	for range max(count, 1) {
		m.faults = append(m.faults, fault)
	}
	return nil
}

// take consumes the first queued fault among want; m.mu is held.
func (m *Market) take(want ...string) string {
	for i, f := range m.faults {
		if slices.Contains(want, f) {
			m.faults = slices.Delete(m.faults, i, i+1)
			return f
		}
	}
	return ""
}

func wire(o *ent.SandboxOrder) supplier.Order {
	return supplier.Order{ID: fmt.Sprintf("sbx-%06d", o.ID), ClientOrderID: o.ClientOrderID, MarketHashName: o.MarketHashName,
		Price: o.Price, Status: supplier.Status(o.Status), Reason: o.Reason, TradeOfferID: o.TradeofferID, UpdatedAt: o.UpdatedAt}
}

// Orders lists the orders (for tests and the demo).
func (m *Market) Orders() []supplier.Order {
	os, err := m.cfg.DB.SandboxOrder.Query().Order(ent.Asc(sandboxorder.FieldID)).All(context.Background())
	if err != nil {
		m.cfg.Log.Warn("sandbox supplier: orders", zap.Error(err))
	}
	out := make([]supplier.Order, len(os))
	for i, o := range os {
		out[i] = wire(o)
	}
	return out
}

// Payouts lists the payouts made.
func (m *Market) Payouts() []Payout {
	ps, err := m.cfg.DB.SandboxPayout.Query().Order(ent.Asc(sandboxpayout.FieldID)).All(context.Background())
	if err != nil {
		m.cfg.Log.Warn("sandbox supplier: payouts", zap.Error(err))
	}
	out := make([]Payout, len(ps))
	for i, p := range ps {
		out[i] = payoutOf(p)
	}
	return out
}

func payoutOf(p *ent.SandboxPayout) Payout {
	return Payout{ID: fmt.Sprintf("sbx-pay-%06d", p.ID), ClientOrderID: p.ClientOrderID, Type: p.Type, Wallet: p.Wallet, Amount: p.Amount}
}

// Wait waits for the callbacks under way.
func (m *Market) Wait() { m.wg.Wait() }

func reply(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(v)
}

func (m *Market) fail(w http.ResponseWriter, err error) {
	m.cfg.Log.Warn("sandbox supplier: database", zap.Error(err))
	reply(w, http.StatusServiceUnavailable, map[string]string{"error": "unavailable"})
}

// transport answers the transport faults (timeout, 5xx); true: answered.
func (m *Market) transport(w http.ResponseWriter, r *http.Request) bool {
	m.mu.Lock()
	f := m.take(FaultTimeout, Fault5xx)
	m.mu.Unlock()
	switch f {
	case FaultTimeout:
		select {
		case <-r.Context().Done():
		case <-time.After(time.Minute):
		}
		reply(w, http.StatusGatewayTimeout, map[string]string{"error": "timeout"})
		return true
	case Fault5xx:
		reply(w, http.StatusServiceUnavailable, map[string]string{"error": "unavailable"})
		return true
	}
	return false
}

// left is how many of the item are still in stock.
func (m *Market) left(ctx context.Context, name string) (int, error) {
	n, err := m.cfg.DB.SandboxOrder.Query().Where(sandboxorder.MarketHashName(name), sandboxorder.StatusIn(holding...)).Count(ctx)
	return m.cfg.Stock - n, err
}

func (m *Market) offers(w http.ResponseWriter, r *http.Request) {
	if m.transport(w, r) {
		return
	}
	name := r.URL.Query().Get("market_hash_name")
	var limit int64
	fmt.Sscan(r.URL.Query().Get("max_price"), &limit)
	price, ok := m.cfg.Price(r.Context(), name)
	left, err := m.left(r.Context(), name)
	if err != nil {
		m.fail(w, err)
		return
	}
	out := []supplier.Offer{}
	if ok && left > 0 && (limit <= 0 || price <= money.Cents(limit)) {
		out = append(out, supplier.Offer{MarketHashName: name, Price: price, Stock: left})
	}
	reply(w, http.StatusOK, map[string]any{"offers": out})
}

func (m *Market) find(ctx context.Context, clientOrderID string) (*ent.SandboxOrder, error) {
	return m.cfg.DB.SandboxOrder.Query().Where(sandboxorder.ClientOrderID(clientOrderID)).Only(ctx)
}

func (m *Market) buy(w http.ResponseWriter, r *http.Request) {
	var in struct {
		supplier.BuyRequest
		CallbackURL string `json:"callback_url"`
	}
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil || in.ClientOrderID == "" || in.MarketHashName == "" {
		reply(w, http.StatusBadRequest, map[string]string{"error": "bad_request"})
		return
	}
	ctx := r.Context()
	m.mu.Lock()
	m.calls++
	m.mu.Unlock()
	if o, err := m.find(ctx, in.ClientOrderID); err == nil {
		reply(w, http.StatusOK, wire(o))
		return
	} else if !ent.IsNotFound(err) {
		m.fail(w, err)
		return
	}
	if m.transport(w, r) {
		return
	}
	price, ok := m.cfg.Price(ctx, in.MarketHashName)
	m.mu.Lock()
	defer m.mu.Unlock()
	if o, err := m.find(ctx, in.ClientOrderID); err == nil { // a repeat raced this one
		reply(w, http.StatusOK, wire(o))
		return
	}
	left, err := m.left(ctx, in.MarketHashName)
	if err != nil {
		m.fail(w, err)
		return
	}
	switch f := m.take(FaultOutOfStock, FaultPriceMoved); {
	case !ok || left <= 0 || f == FaultOutOfStock:
		reply(w, http.StatusConflict, map[string]string{"error": "out_of_stock"})
		return
	case f == FaultPriceMoved:
		price = in.MaxPrice + in.MaxPrice/5 + 1
		fallthrough
	case price > in.MaxPrice:
		reply(w, http.StatusConflict, map[string]string{"error": "price_moved"})
		return
	}
	outcome := sandboxorder.OutcomeAccepted
	switch m.take(FaultDecline, FaultExpire, FaultFail) {
	case FaultDecline:
		outcome = sandboxorder.OutcomeDeclined
	case FaultExpire:
		outcome = sandboxorder.OutcomeExpired
	case FaultFail:
		outcome = sandboxorder.OutcomeFailed
	}
	now := m.cfg.Now()
	o, err := m.cfg.DB.SandboxOrder.Create().SetClientOrderID(in.ClientOrderID).SetMarketHashName(in.MarketHashName).
		SetPrice(price).SetOutcome(outcome).SetTradeURL(in.TradeURL).SetCallbackURL(in.CallbackURL).
		SetCreatedAt(now).SetUpdatedAt(now).Save(ctx)
	if err != nil {
		m.fail(w, err)
		return
	}
	if m.cfg.Step > 0 {
		m.scheduleLocked(in.ClientOrderID)
	}
	reply(w, http.StatusCreated, wire(o))
}

// PurchaseCalls counts purchase calls, repeats of a client order id included.
func (m *Market) PurchaseCalls() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.calls
}

func (m *Market) schedule(id string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.scheduleLocked(id)
}

func (m *Market) scheduleLocked(id string) {
	if m.closed {
		return
	}
	m.timers[id] = time.AfterFunc(m.cfg.Step, func() {
		m.mu.Lock()
		delete(m.timers, id)
		closed := m.closed
		m.mu.Unlock()
		if closed {
			return
		}
		if o, ok := m.Advance(id); ok && !o.Status.Final() {
			m.schedule(id)
		}
	})
}

// Advance moves an order one step: pending → sent → its outcome. A failed
// order fails from pending (the supplier could not send it).
func (m *Market) Advance(clientOrderID string) (supplier.Order, bool) {
	return m.move(clientOrderID, func(o *ent.SandboxOrder) (sandboxorder.Status, string) {
		switch {
		case o.Status == sandboxorder.StatusPending && o.Outcome == sandboxorder.OutcomeFailed:
			return sandboxorder.StatusFailed, "could_not_send"
		case o.Status == sandboxorder.StatusPending:
			return sandboxorder.StatusSent, ""
		default:
			return sandboxorder.Status(o.Outcome), ""
		}
	})
}

// Cancel withdraws an order's offer: pending or sent, it ends canceled (the
// item back in stock); a final order is left as it is.
func (m *Market) Cancel(clientOrderID string) (supplier.Order, bool) {
	return m.move(clientOrderID, func(*ent.SandboxOrder) (sandboxorder.Status, string) {
		return sandboxorder.StatusCanceled, "canceled_by_buyer"
	})
}

// move moves an order still under way to the status next gives, once (a
// conditional update), and posts the change to its callback. false: no
// such order.
func (m *Market) move(clientOrderID string, next func(*ent.SandboxOrder) (sandboxorder.Status, string)) (supplier.Order, bool) {
	ctx := context.Background()
	o, err := m.find(ctx, clientOrderID)
	if err != nil {
		if !ent.IsNotFound(err) {
			m.cfg.Log.Warn("sandbox supplier: order", zap.String("order", clientOrderID), zap.Error(err))
		}
		return supplier.Order{}, false
	}
	if supplier.Status(o.Status).Final() {
		return wire(o), true
	}
	to, reason := next(o)
	upd := m.cfg.DB.SandboxOrder.Update().Where(sandboxorder.ID(o.ID), sandboxorder.StatusEQ(o.Status)).
		SetStatus(to).SetReason(reason).SetUpdatedAt(m.cfg.Now())
	if to == sandboxorder.StatusSent {
		upd.SetTradeofferID(strconv.Itoa(o.ID))
	}
	n, err := upd.Save(ctx)
	if err != nil {
		m.cfg.Log.Warn("sandbox supplier: move", zap.String("order", clientOrderID), zap.Error(err))
	}
	if o, err = m.find(ctx, clientOrderID); err != nil {
		return supplier.Order{}, false
	}
	out := wire(o)
	if n == 1 && o.CallbackURL != "" {
		m.wg.Add(1)
		go m.deliver(o.CallbackURL, out)
	}
	return out, true
}

// deliver posts a status change to the callback URL, signed.
func (m *Market) deliver(url string, o supplier.Order) {
	defer m.wg.Done()
	body, _ := json.Marshal(o)
	for i := range 5 {
		req, err := http.NewRequestWithContext(m.stop, http.MethodPost, url, bytes.NewReader(body))
		if err != nil {
			return
		}
		req.Header.Set("Content-Type", "application/json")
		// Signed anew at each attempt: the time is part of the signature.
		req.Header.Set(supplier.SignatureHeader, supplier.Sign(m.cfg.CallbackSecret, m.cfg.Now(), body))
		res, err := m.cfg.HTTPClient.Do(req)
		if err == nil {
			res.Body.Close()
			if res.StatusCode < 300 {
				return
			}
		}
		// Back off before the next attempt, unless the market closes.
		select {
		case <-time.After(time.Duration(i+1) * 200 * time.Millisecond):
		case <-m.stop.Done():
			return
		}
	}
	m.cfg.Log.Warn("sandbox supplier: callback not delivered", zap.String("order", o.ClientOrderID))
}

func (m *Market) status(w http.ResponseWriter, r *http.Request) {
	if m.transport(w, r) {
		return
	}
	o, err := m.find(r.Context(), r.PathValue("id"))
	if ent.IsNotFound(err) {
		reply(w, http.StatusNotFound, map[string]string{"error": "not_found"})
		return
	} else if err != nil {
		m.fail(w, err)
		return
	}
	reply(w, http.StatusOK, wire(o))
}

func (m *Market) advanceHTTP(w http.ResponseWriter, r *http.Request) {
	o, ok := m.Advance(r.PathValue("id"))
	if !ok {
		reply(w, http.StatusNotFound, map[string]string{"error": "not_found"})
		return
	}
	reply(w, http.StatusOK, o)
}

func (m *Market) cancelHTTP(w http.ResponseWriter, r *http.Request) {
	if m.transport(w, r) {
		return
	}
	o, ok := m.Cancel(r.PathValue("id"))
	if !ok {
		reply(w, http.StatusNotFound, map[string]string{"error": "not_found"})
		return
	}
	reply(w, http.StatusOK, o)
}

func (m *Market) payout(w http.ResponseWriter, r *http.Request) {
	var in struct {
		ClientOrderID string      `json:"client_order_id"`
		Type          string      `json:"type"`
		Wallet        string      `json:"wallet"`
		Amount        money.Cents `json:"amount"`
	}
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil || in.ClientOrderID == "" || in.Amount <= 0 {
		reply(w, http.StatusBadRequest, map[string]string{"error": "bad_request"})
		return
	}
	if m.transport(w, r) {
		return
	}
	ctx := r.Context()
	m.mu.Lock()
	defer m.mu.Unlock()
	p, err := m.cfg.DB.SandboxPayout.Query().Where(sandboxpayout.ClientOrderID(in.ClientOrderID)).Only(ctx)
	if ent.IsNotFound(err) {
		p, err = m.cfg.DB.SandboxPayout.Create().SetClientOrderID(in.ClientOrderID).SetType(in.Type).SetWallet(in.Wallet).
			SetAmount(in.Amount).SetCreatedAt(m.cfg.Now()).Save(ctx)
	}
	if err != nil {
		m.fail(w, err)
		return
	}
	reply(w, http.StatusOK, map[string]string{"id": payoutOf(p).ID})
}

func (m *Market) faultHTTP(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Fault string `json:"fault"`
		Count int    `json:"count"`
	}
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		reply(w, http.StatusBadRequest, map[string]string{"error": "bad_request"})
		return
	}
	if err := m.Fault(in.Fault, in.Count); err != nil {
		reply(w, http.StatusBadRequest, map[string]string{"error": "unknown_fault"})
		return
	}
	reply(w, http.StatusOK, map[string]string{"status": "ok"})
}
