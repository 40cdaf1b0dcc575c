// Package sandbox is the storefront's gateway adapter for the built-in
// sandbox payment service provider (package sandbox/psp), and the wire
// format the two speak. The adapter talks to the PSP over HTTP only, like to
// any outside provider: it never reads the PSP's table.
//
// # Wire format
//
// Create: POST {base}/api/payments with `Authorization: Bearer <api key>`
// and the JSON CreateRequest; the answer is a CreateResponse (201). Lookup:
// GET {base}/api/payments/{id}, answering a Payment. Errors answer
// {"error": "..."} with a 4xx or 5xx status.
//
// Webhooks: the PSP POSTs an Event as JSON to the payment's callback_url,
// with the header
//
//	Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>
//
// signed at delivery time, so a retry carries a fresh t over the same body.
// Event types: payment.pending, payment.succeeded, payment.failed (and
// payment.expired, payment.refunded, reserved). An event's id is unique per
// payment and status it reports, and a redelivery of the same event keeps
// it: deliveries may come twice, late or out of order.
package sandbox

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/internal/timedsig"
	"github.com/casefront/casefront/server/payments"
)

// Name is the gate's codename.
const Name = "sandbox"

// SignatureHeader carries a webhook's signature.
const SignatureHeader = "Sandbox-Signature"

// Event types.
const (
	EventPending   = "payment.pending"
	EventSucceeded = "payment.succeeded"
	EventFailed    = "payment.failed"
	EventExpired   = "payment.expired"
	EventRefunded  = "payment.refunded"
)

// CreateRequest is the body of POST /api/payments.
type CreateRequest struct {
	Reference   string `json:"reference"`
	Method      string `json:"method"`
	AmountCents int64  `json:"amount_cents"`
	Currency    string `json:"currency"`
	CallbackURL string `json:"callback_url"`
	SuccessURL  string `json:"success_url"`
	FailURL     string `json:"fail_url"`
	PendingURL  string `json:"pending_url"`
}

// CreateResponse answers POST /api/payments.
type CreateResponse struct {
	ID          string `json:"id"`
	RedirectURL string `json:"redirect_url"`
	Status      string `json:"status"`
}

// Payment is a payment as the PSP reports it, in API answers and events.
// PaidAmountCents is what the player actually paid: zero until the payment
// succeeded, and then possibly different from AmountCents.
type Payment struct {
	ID              string `json:"id"`
	Reference       string `json:"reference"`
	Method          string `json:"method"`
	AmountCents     int64  `json:"amount_cents"`
	PaidAmountCents int64  `json:"paid_amount_cents"`
	Currency        string `json:"currency"`
	Status          string `json:"status"`
	// Fingerprint names the card it was paid with (once paid): the same
	// card number gives the same value, as a card network's fingerprint.
	Fingerprint string `json:"fingerprint,omitempty"`
}

// Event is a webhook's body.
type Event struct {
	ID      string  `json:"id"`
	Type    string  `json:"type"`
	Payment Payment `json:"payment"`
	Created int64   `json:"created"` // unix seconds of the change it reports
}

// Sign returns the Sandbox-Signature header value for body sent at t.
func Sign(secret []byte, t time.Time, body []byte) string { return timedsig.Sign(secret, t, body) }

// Verify checks a Sandbox-Signature header against body (timedsig):
// ErrBadSignature when it is missing, unreadable or made with another secret,
// ErrStale when its time is more than tolerance away from now.
func Verify(secret []byte, header string, body []byte, now time.Time, tolerance time.Duration) error {
	switch err := timedsig.Verify(secret, header, body, now, tolerance); {
	case errors.Is(err, timedsig.ErrStale):
		return payments.ErrStale
	case err != nil:
		return payments.ErrBadSignature
	}
	return nil
}

// Config configures the adapter.
type Config struct {
	// BaseURL is the PSP's base, BASE_URL + "/sandbox/psp" for the built-in
	// one (SANDBOX_PSP_URL).
	BaseURL string
	// APIKey authenticates API calls (SANDBOX_PSP_API_KEY).
	APIKey string
	// WebhookSecret verifies webhook signatures (SANDBOX_PSP_WEBHOOK_SECRET).
	WebhookSecret []byte
	// CallbackURL is where the PSP sends this storefront's webhooks:
	// BASE_URL + "/webhooks/sandbox".
	CallbackURL string
	// HTTPClient makes the API calls; nil is a client with a 10s timeout.
	HTTPClient *http.Client
}

// Gateway is the sandbox PSP's payments.Gateway.
type Gateway struct {
	cfg Config
	hc  *http.Client
}

var _ payments.Gateway = (*Gateway)(nil)

// New returns the adapter.
func New(cfg Config) *Gateway {
	cfg.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
	hc := cfg.HTTPClient
	if hc == nil {
		hc = &http.Client{Timeout: 10 * time.Second}
	}
	return &Gateway{cfg: cfg, hc: hc}
}

// Name is "sandbox".
func (g *Gateway) Name() string { return Name }

// APIError is an error answer of the PSP's API.
type APIError struct {
	Status  int
	Message string
}

func (e *APIError) Error() string {
	return fmt.Sprintf("sandbox psp: %d %s", e.Status, e.Message)
}

// ErrNotFound is the PSP not knowing a payment (an *APIError with status
// 404 matches it with errors.Is).
var ErrNotFound = errors.New("sandbox psp: no such payment")

func (e *APIError) Is(target error) bool {
	return target == ErrNotFound && e.Status == http.StatusNotFound
}

// Create opens a payment on the PSP and returns its hosted page. It is an
// HTTP call to the PSP: never make it inside a database transaction (on
// SQLite the built-in PSP writes through the same single connection).
func (g *Gateway) Create(ctx context.Context, c payments.Checkout) (payments.Created, error) {
	req := CreateRequest{
		Reference:   c.Reference,
		Method:      string(c.Method),
		AmountCents: int64(c.Amount),
		Currency:    "usd",
		CallbackURL: g.cfg.CallbackURL,
		SuccessURL:  c.SuccessURL,
		FailURL:     c.FailURL,
		PendingURL:  c.PendingURL,
	}
	var out CreateResponse
	if err := g.call(ctx, http.MethodPost, "/api/payments", req, &out); err != nil {
		return payments.Created{}, err
	}
	if out.ID == "" || out.RedirectURL == "" {
		return payments.Created{}, fmt.Errorf("sandbox psp: create answered without an id or a redirect")
	}
	return payments.Created{ProviderRef: out.ID, RedirectURL: out.RedirectURL}, nil
}

// Lookup asks the PSP where a payment stands. Amount is what was paid for a
// succeeded payment, else what was asked.
func (g *Gateway) Lookup(ctx context.Context, providerRef string) (payments.Lookup, error) {
	var p Payment
	if err := g.call(ctx, http.MethodGet, "/api/payments/"+url.PathEscape(providerRef), nil, &p); err != nil {
		return payments.Lookup{}, err
	}
	st, ok := statusOf(p.Status)
	if !ok {
		return payments.Lookup{}, fmt.Errorf("sandbox psp: unknown status %q", p.Status)
	}
	return payments.Lookup{Status: st, Amount: amountOf(p, st), Fingerprint: p.Fingerprint}, nil
}

// ParseWebhook verifies and reads a webhook (see the package comment). The
// event's Amount is what was paid for payment.succeeded (it may differ from
// what was asked), else the amount asked.
func (g *Gateway) ParseWebhook(h http.Header, body []byte, now time.Time) (payments.Event, error) {
	if err := Verify(g.cfg.WebhookSecret, h.Get(SignatureHeader), body, now, payments.WebhookTolerance); err != nil {
		return payments.Event{}, err
	}
	var ev Event
	dec := json.NewDecoder(bytes.NewReader(body))
	if err := dec.Decode(&ev); err != nil {
		return payments.Event{}, fmt.Errorf("%w: %v", payments.ErrMalformed, err)
	}
	if ev.ID == "" || ev.Type == "" || ev.Payment.ID == "" || ev.Created <= 0 {
		return payments.Event{}, fmt.Errorf("%w: id, type, payment.id and created are required", payments.ErrMalformed)
	}
	var st payments.Status
	switch ev.Type {
	case EventPending:
		st = payments.StatusPending
	case EventSucceeded:
		st = payments.StatusSucceeded
	case EventFailed:
		st = payments.StatusFailed
	case EventExpired:
		st = payments.StatusExpired
	case EventRefunded:
		st = payments.StatusRefunded
	default:
		return payments.Event{}, payments.ErrIgnored
	}
	if ev.Payment.AmountCents < 0 || ev.Payment.PaidAmountCents < 0 {
		return payments.Event{}, fmt.Errorf("%w: negative amount", payments.ErrMalformed)
	}
	return payments.Event{
		ID:          ev.ID,
		Status:      st,
		Reference:   ev.Payment.Reference,
		ProviderRef: ev.Payment.ID,
		Amount:      amountOf(ev.Payment, st),
		Currency:    strings.ToLower(ev.Payment.Currency),
		At:          time.Unix(ev.Created, 0).UTC(),
		Fingerprint: ev.Payment.Fingerprint,
	}, nil
}

func statusOf(s string) (payments.Status, bool) {
	switch st := payments.Status(s); st {
	case payments.StatusCreated, payments.StatusPending, payments.StatusSucceeded, payments.StatusFailed,
		payments.StatusExpired, payments.StatusRefunded:
		return st, true
	}
	return "", false
}

func amountOf(p Payment, st payments.Status) money.Cents {
	if st == payments.StatusSucceeded {
		return money.Cents(p.PaidAmountCents)
	}
	return money.Cents(p.AmountCents)
}

func (g *Gateway) call(ctx context.Context, method, path string, in, out any) error {
	var body io.Reader
	if in != nil {
		b, err := json.Marshal(in)
		if err != nil {
			return err
		}
		body = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, g.cfg.BaseURL+path, body)
	if err != nil {
		return fmt.Errorf("sandbox psp: %w", err)
	}
	req.Header.Set("Authorization", "Bearer "+g.cfg.APIKey)
	req.Header.Set("Accept", "application/json")
	if in != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := g.hc.Do(req)
	if err != nil {
		return fmt.Errorf("sandbox psp: %w", err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return fmt.Errorf("sandbox psp: %w", err)
	}
	if resp.StatusCode/100 != 2 {
		var e struct {
			Error string `json:"error"`
		}
		_ = json.Unmarshal(b, &e)
		if e.Error == "" {
			e.Error = http.StatusText(resp.StatusCode)
		}
		return &APIError{Status: resp.StatusCode, Message: e.Error}
	}
	if err := json.Unmarshal(b, out); err != nil {
		return fmt.Errorf("sandbox psp: unreadable answer: %w", err)
	}
	return nil
}
