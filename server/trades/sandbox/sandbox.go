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
//	POST /api/payouts {client_order_id, type, wallet, amount}   a crypto payout (idempotent)
//	POST /api/faults {fault, count}                 the next count calls meet the fault
//
// Stock: Config.Stock of every item the catalogue prices (Config.Price),
// sold at that price. An order starts pending and moves on its own, every
// Config.Step (never when Step is 0: use advance), to sent and then to its
// outcome: accepted, or declined, expired or failed when a fault asked for
// it. Each change is posted to the order's callback_url, signed with
// HMAC-SHA256 of the body in the X-Supplier-Signature header (package
// supplier), retried 5 times.
//
// Faults (each for the next count matching calls; count 0 is 1):
// timeout (the call hangs until the client gives up), 5xx (answers 503),
// out_of_stock and price_moved (a purchase is refused), decline, expire,
// fail (the next order ends so).
//
// Orders live in memory: a restart of the process forgets them, which the
// sandbox accepts (the storefront's side is durable).
package sandbox

import (
	"bytes"
	"context"
	"crypto/subtle"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"go.uber.org/zap"

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

type order struct {
	supplier.Order
	callback string
	outcome  supplier.Status
}

// Market is the sandbox marketplace's handler.
type Market struct {
	cfg Config
	mux *http.ServeMux

	mu      sync.Mutex
	orders  map[string]*order // by client order id
	sold    map[string]int    // by market hash name
	payouts map[string]Payout // by client order id
	faults  []string          // pending faults, in order
	seq     int
	calls   int // purchase calls received (idempotent repeats included)
	wg      sync.WaitGroup
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
	m := &Market{cfg: cfg, orders: map[string]*order{}, sold: map[string]int{}, payouts: map[string]Payout{}}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /api/offers", m.offers)
	mux.HandleFunc("POST /api/orders", m.buy)
	mux.HandleFunc("GET /api/orders/{id}", m.status)
	mux.HandleFunc("POST /api/orders/{id}/advance", m.advanceHTTP)
	mux.HandleFunc("POST /api/payouts", m.payout)
	mux.HandleFunc("POST /api/faults", m.faultHTTP)
	m.mux = mux
	return m
}

// ServeHTTP serves the API; prefix-stripping is the caller's (http.StripPrefix).
func (m *Market) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if subtle.ConstantTimeCompare([]byte(r.Header.Get("Authorization")), []byte("Bearer "+m.cfg.APIKey)) != 1 || m.cfg.APIKey == "" {
		reply(w, http.StatusUnauthorized, map[string]string{"error": "unauthorized"})
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

// take consumes the first queued fault among want.
func (m *Market) take(want ...string) string {
	for i, f := range m.faults {
		if slices.Contains(want, f) {
			m.faults = slices.Delete(m.faults, i, i+1)
			return f
		}
	}
	return ""
}

// Orders lists the orders (for tests and the demo).
func (m *Market) Orders() []supplier.Order {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make([]supplier.Order, 0, len(m.orders))
	for _, o := range m.orders {
		out = append(out, o.Order)
	}
	slices.SortFunc(out, func(a, b supplier.Order) int { return strings.Compare(a.ID, b.ID) })
	return out
}

// Payouts lists the payouts made.
func (m *Market) Payouts() []Payout {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make([]Payout, 0, len(m.payouts))
	for _, p := range m.payouts {
		out = append(out, p)
	}
	return out
}

// Wait waits for the callbacks under way.
func (m *Market) Wait() { m.wg.Wait() }

func reply(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(v)
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

func (m *Market) offers(w http.ResponseWriter, r *http.Request) {
	if m.transport(w, r) {
		return
	}
	name := r.URL.Query().Get("market_hash_name")
	var limit int64
	fmt.Sscan(r.URL.Query().Get("max_price"), &limit)
	price, ok := m.cfg.Price(r.Context(), name)
	m.mu.Lock()
	left := m.cfg.Stock - m.sold[name]
	m.mu.Unlock()
	out := []supplier.Offer{}
	if ok && left > 0 && (limit <= 0 || price <= money.Cents(limit)) {
		out = append(out, supplier.Offer{MarketHashName: name, Price: price, Stock: left})
	}
	reply(w, http.StatusOK, map[string]any{"offers": out})
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
	m.mu.Lock()
	m.calls++
	if o, ok := m.orders[in.ClientOrderID]; ok {
		out := o.Order
		m.mu.Unlock()
		reply(w, http.StatusOK, out)
		return
	}
	m.mu.Unlock()
	if m.transport(w, r) {
		return
	}
	price, ok := m.cfg.Price(r.Context(), in.MarketHashName)
	m.mu.Lock()
	defer m.mu.Unlock()
	if o, ok := m.orders[in.ClientOrderID]; ok { // a repeat raced this one
		reply(w, http.StatusOK, o.Order)
		return
	}
	switch f := m.take(FaultOutOfStock, FaultPriceMoved); {
	case !ok || m.sold[in.MarketHashName] >= m.cfg.Stock || f == FaultOutOfStock:
		reply(w, http.StatusConflict, map[string]string{"error": "out_of_stock"})
		return
	case f == FaultPriceMoved:
		price = in.MaxPrice + in.MaxPrice/5 + 1
		fallthrough
	case price > in.MaxPrice:
		reply(w, http.StatusConflict, map[string]string{"error": "price_moved"})
		return
	}
	m.sold[in.MarketHashName]++
	m.seq++
	o := &order{Order: supplier.Order{ID: fmt.Sprintf("sbx-%06d", m.seq), ClientOrderID: in.ClientOrderID,
		MarketHashName: in.MarketHashName, Price: price, Status: supplier.Pending, UpdatedAt: m.cfg.Now()},
		callback: in.CallbackURL, outcome: supplier.Accepted}
	switch m.take(FaultDecline, FaultExpire, FaultFail) {
	case FaultDecline:
		o.outcome = supplier.Declined
	case FaultExpire:
		o.outcome = supplier.Expired
	case FaultFail:
		o.outcome = supplier.Failed
	}
	m.orders[in.ClientOrderID] = o
	if m.cfg.Step > 0 {
		m.schedule(in.ClientOrderID)
	}
	reply(w, http.StatusCreated, o.Order)
}

// PurchaseCalls counts purchase calls, repeats of a client order id included.
func (m *Market) PurchaseCalls() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.calls
}

func (m *Market) schedule(id string) {
	time.AfterFunc(m.cfg.Step, func() {
		if o, ok := m.Advance(id); ok && !o.Status.Final() {
			m.schedule(id)
		}
	})
}

// Advance moves an order one step: pending → sent → its outcome. A failed
// order fails from pending (the supplier could not send it).
func (m *Market) Advance(clientOrderID string) (supplier.Order, bool) {
	m.mu.Lock()
	o, ok := m.orders[clientOrderID]
	if !ok || o.Status.Final() {
		m.mu.Unlock()
		if ok {
			return o.Order, true
		}
		return supplier.Order{}, false
	}
	switch {
	case o.Status == supplier.Pending && o.outcome == supplier.Failed:
		o.Status, o.Reason = supplier.Failed, "could_not_send"
		m.sold[o.MarketHashName]--
	case o.Status == supplier.Pending:
		o.Status = supplier.Sent
	default:
		o.Status = o.outcome
		if o.Status != supplier.Accepted {
			m.sold[o.MarketHashName]-- // back in stock
		}
	}
	o.UpdatedAt = m.cfg.Now()
	out, cb := o.Order, o.callback
	m.mu.Unlock()
	if cb != "" {
		m.wg.Add(1)
		go m.deliver(cb, out)
	}
	return out, true
}

// deliver posts a status change to the callback URL, signed.
func (m *Market) deliver(url string, o supplier.Order) {
	defer m.wg.Done()
	body, _ := json.Marshal(o)
	for i := range 5 {
		req, err := http.NewRequest(http.MethodPost, url, bytes.NewReader(body))
		if err != nil {
			return
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set(supplier.SignatureHeader, supplier.Sign(m.cfg.CallbackSecret, body))
		res, err := m.cfg.HTTPClient.Do(req)
		if err == nil {
			res.Body.Close()
			if res.StatusCode < 300 {
				return
			}
		}
		time.Sleep(time.Duration(i+1) * 200 * time.Millisecond)
	}
	m.cfg.Log.Warn("sandbox supplier: callback not delivered", zap.String("order", o.ClientOrderID))
}

func (m *Market) status(w http.ResponseWriter, r *http.Request) {
	if m.transport(w, r) {
		return
	}
	m.mu.Lock()
	o, ok := m.orders[r.PathValue("id")]
	var out supplier.Order
	if ok {
		out = o.Order
	}
	m.mu.Unlock()
	if !ok {
		reply(w, http.StatusNotFound, map[string]string{"error": "not_found"})
		return
	}
	reply(w, http.StatusOK, out)
}

func (m *Market) advanceHTTP(w http.ResponseWriter, r *http.Request) {
	o, ok := m.Advance(r.PathValue("id"))
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
	m.mu.Lock()
	defer m.mu.Unlock()
	p, ok := m.payouts[in.ClientOrderID]
	if !ok {
		m.seq++
		p = Payout{ID: fmt.Sprintf("sbx-pay-%06d", m.seq), ClientOrderID: in.ClientOrderID, Type: in.Type, Wallet: in.Wallet, Amount: in.Amount}
		m.payouts[in.ClientOrderID] = p
	}
	reply(w, http.StatusOK, map[string]string{"id": p.ID})
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
