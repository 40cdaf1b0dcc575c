// Package supplier is what the storefront needs from a skin marketplace to
// deliver a won item: offers of an item within a price limit, a purchase
// delivered to a Steam trade link under our own client order id (a repeat
// of the same id never buys twice), and the order's status. HTTP is the
// client of a marketplace speaking the wire format of package sandbox (the
// built-in sandbox marketplace); a real marketplace gets its own adapter
// behind the same interface.
package supplier

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/internal/timedsig"
)

// Status of an order at the supplier.
type Status string

const (
	Pending  Status = "pending"  // bought, the trade offer not yet sent
	Sent     Status = "sent"     // the trade offer waits for the player
	Accepted Status = "accepted" // the player accepted it: delivered
	Declined Status = "declined" // the player declined it
	Expired  Status = "expired"  // the player let it lapse
	Failed   Status = "failed"   // the supplier could not deliver (refunded to us)
	Canceled Status = "canceled" // we canceled the offer before the player answered it
)

// Final reports whether the status no longer changes.
func (s Status) Final() bool {
	return s == Accepted || s == Declined || s == Expired || s == Failed || s == Canceled
}

// Offer is an item on sale.
type Offer struct {
	MarketHashName string      `json:"market_hash_name"`
	Price          money.Cents `json:"price"`
	Stock          int         `json:"stock"`
}

// BuyRequest buys one item for delivery.
type BuyRequest struct {
	ClientOrderID  string      `json:"client_order_id"`
	MarketHashName string      `json:"market_hash_name"`
	MaxPrice       money.Cents `json:"max_price"`
	TradeURL       string      `json:"trade_url"`
}

// Order is a purchase at the supplier.
type Order struct {
	ID             string      `json:"id"`
	ClientOrderID  string      `json:"client_order_id"`
	MarketHashName string      `json:"market_hash_name"`
	Price          money.Cents `json:"price"`
	Status         Status      `json:"status"`
	Reason         string      `json:"reason,omitempty"`
	// TradeOfferID is the Steam trade offer's id once the order is sent
	// (https://steamcommunity.com/tradeoffer/<id>/).
	TradeOfferID string    `json:"tradeoffer_id,omitempty"`
	UpdatedAt    time.Time `json:"updated_at"`
}

// Errors a supplier answers with. ErrUnavailable is temporary (a timeout, a
// 5xx): the same call may be made again with the same client order id.
var (
	ErrOutOfStock  = errors.New("supplier: out of stock")
	ErrPriceMoved  = errors.New("supplier: the price moved above the limit")
	ErrUnavailable = errors.New("supplier: unavailable")
	ErrNotFound    = errors.New("supplier: no such order")
	// ErrBadCallback: a callback whose signature or body is wrong (refused).
	ErrBadCallback = errors.New("supplier: bad callback")
)

// Supplier is a skin marketplace.
type Supplier interface {
	// Offers lists offers of the item at or below maxPrice, cheapest first.
	Offers(ctx context.Context, marketHashName string, maxPrice money.Cents) ([]Offer, error)
	// Buy buys the item for delivery to req.TradeURL. Buying again with the
	// same ClientOrderID returns the first order.
	Buy(ctx context.Context, req BuyRequest) (Order, error)
	// Status reports the order bought under clientOrderID.
	Status(ctx context.Context, clientOrderID string) (Order, error)
	// Cancel withdraws the order's trade offer before the player answers
	// it (pending or sent: it ends canceled). An order already final is
	// answered as it is: the caller looks at its status.
	Cancel(ctx context.Context, clientOrderID string) (Order, error)
}

// Payout pays a value out in crypto to a wallet, once per client order id.
type Payout interface {
	Pay(ctx context.Context, clientOrderID, cryptoType, wallet string, amount money.Cents) (ref string, err error)
}

// SignatureHeader carries a callback's signature, Stripe-style:
//
//	X-Supplier-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>
//
// The time is signed with the body, so a callback recorded once cannot be
// played again later: it is refused outside CallbackTolerance. Several v1
// values (a secret being rotated) pass when one matches.
const SignatureHeader = "X-Supplier-Signature"

// CallbackTolerance is how far a callback's signed time may be from now.
const CallbackTolerance = 300 * time.Second

// ErrStaleCallback: a callback signed outside CallbackTolerance of now (a
// replay, or a clock far off). It is an ErrBadCallback.
var ErrStaleCallback = fmt.Errorf("%w: signed outside the %s tolerance", ErrBadCallback, CallbackTolerance)

// Sign is the SignatureHeader value of a callback body sent at t.
func Sign(secret []byte, t time.Time, body []byte) string { return timedsig.Sign(secret, t, body) }

// VerifyCallback checks a callback's signature and its time against now
// (timedsig), then decodes its order: ErrBadCallback for a missing,
// unreadable or forged signature or a body that is no order,
// ErrStaleCallback for one signed more than CallbackTolerance away from now.
func VerifyCallback(secret, body []byte, header string, now time.Time) (Order, error) {
	switch err := timedsig.Verify(secret, header, body, now, CallbackTolerance); {
	case errors.Is(err, timedsig.ErrStale):
		return Order{}, ErrStaleCallback
	case err != nil:
		return Order{}, fmt.Errorf("%w: signature", ErrBadCallback)
	}
	var o Order
	if err := json.Unmarshal(body, &o); err != nil {
		return Order{}, fmt.Errorf("%w: %v", ErrBadCallback, err)
	}
	return o, nil
}

// HTTP is the client of a marketplace over HTTP (package sandbox's API).
type HTTP struct {
	BaseURL     string // the API root, ".../api" excluded
	APIKey      string
	CallbackURL string // where the marketplace posts status changes
	Client      *http.Client
}

func (h *HTTP) client() *http.Client {
	if h.Client != nil {
		return h.Client
	}
	return &http.Client{Timeout: 10 * time.Second}
}

// apiError is the marketplace's error body.
type apiError struct {
	Error string `json:"error"`
}

func (h *HTTP) do(ctx context.Context, method, path string, in, out any) error {
	var body io.Reader
	if in != nil {
		b, err := json.Marshal(in)
		if err != nil {
			return err
		}
		body = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, strings.TrimRight(h.BaseURL, "/")+path, body)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+h.APIKey)
	if in != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := h.client().Do(req)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrUnavailable, err)
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(res.Body, 1<<20))
	if err != nil {
		return fmt.Errorf("%w: %v", ErrUnavailable, err)
	}
	if res.StatusCode >= 500 {
		return fmt.Errorf("%w: status %d", ErrUnavailable, res.StatusCode)
	}
	if res.StatusCode >= 300 {
		var e apiError
		_ = json.Unmarshal(raw, &e)
		switch e.Error {
		case "out_of_stock":
			return ErrOutOfStock
		case "price_moved":
			return ErrPriceMoved
		case "not_found":
			return ErrNotFound
		}
		return fmt.Errorf("supplier: status %d: %s", res.StatusCode, e.Error)
	}
	if out != nil {
		return json.Unmarshal(raw, out)
	}
	return nil
}

func (h *HTTP) Offers(ctx context.Context, name string, maxPrice money.Cents) ([]Offer, error) {
	q := url.Values{"market_hash_name": {name}, "max_price": {strconv.FormatInt(int64(maxPrice), 10)}}
	var out struct {
		Offers []Offer `json:"offers"`
	}
	err := h.do(ctx, http.MethodGet, "/api/offers?"+q.Encode(), nil, &out)
	return out.Offers, err
}

func (h *HTTP) Buy(ctx context.Context, req BuyRequest) (Order, error) {
	in := struct {
		BuyRequest
		CallbackURL string `json:"callback_url,omitempty"`
	}{req, h.CallbackURL}
	var o Order
	err := h.do(ctx, http.MethodPost, "/api/orders", in, &o)
	return o, err
}

func (h *HTTP) Status(ctx context.Context, clientOrderID string) (Order, error) {
	var o Order
	err := h.do(ctx, http.MethodGet, "/api/orders/"+url.PathEscape(clientOrderID), nil, &o)
	return o, err
}

func (h *HTTP) Cancel(ctx context.Context, clientOrderID string) (Order, error) {
	var o Order
	err := h.do(ctx, http.MethodPost, "/api/orders/"+url.PathEscape(clientOrderID)+"/cancel", nil, &o)
	return o, err
}

// Pay pays out through the marketplace's payout API (the sandbox has one).
func (h *HTTP) Pay(ctx context.Context, clientOrderID, cryptoType, wallet string, amount money.Cents) (string, error) {
	in := map[string]any{"client_order_id": clientOrderID, "type": cryptoType, "wallet": wallet, "amount": amount}
	var out struct {
		ID string `json:"id"`
	}
	err := h.do(ctx, http.MethodPost, "/api/payouts", in, &out)
	return out.ID, err
}
