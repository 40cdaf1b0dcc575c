package payments

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/casefront/casefront/internal/money"
)

// Method is a payment method identifier of the spec: what the player picks.
type Method string

const (
	MethodZen       Method = "zen"
	MethodZenWidget Method = "zen-widget"
	MethodWidget    Method = "widget" // card, through Stripe Checkout
	MethodApplePay  Method = "apple-pay"
	MethodGooglePay Method = "google-pay"
	MethodSofort    Method = "sofort"
	// Skin-to-balance deposits (POST /stmboy/verify, /50skins/verify).
	MethodStmboy  Method = "stmboy"
	Method50Skins Method = "50skins"
)

// Status is where a payment stands. created → pending → succeeded | failed |
// expired | refunded; see state.go for every allowed move.
type Status string

const (
	StatusCreated   Status = "created"
	StatusPending   Status = "pending"
	StatusSucceeded Status = "succeeded"
	StatusFailed    Status = "failed"
	StatusExpired   Status = "expired"
	StatusRefunded  Status = "refunded"
)

// Checkout is what a gateway needs to start taking a payment.
type Checkout struct {
	Reference  string // our payment's public reference; the gateway echoes it back
	Method     Method
	Amount     money.Cents // USD cents
	UserID     int
	SuccessURL string // where the gateway sends the player back
	FailURL    string
	PendingURL string
}

// Created is the gateway's answer to a Checkout.
type Created struct {
	ProviderRef string // the gateway's id of the payment (a Stripe Checkout Session id, ...)
	RedirectURL string // the gateway's hosted page
}

// Event is a verified notification from a gateway.
type Event struct {
	ID          string // the gateway's event id: credited at most once
	Status      Status // what the payment became
	Reference   string // our reference, as the gateway echoed it ("" if it did not)
	ProviderRef string // the gateway's id of the payment
	Amount      money.Cents
	Currency    string // lower-case ISO code: "usd"
	At          time.Time
	// Fingerprint names the paying card (the same card gives the same
	// value across payments and players); "" when the gateway says nothing.
	Fingerprint string
}

// Lookup is a payment as the gateway reports it when asked.
type Lookup struct {
	Status Status
	Amount money.Cents
	// Fingerprint names the paying card, as in Event; "" when unknown.
	Fingerprint string
}

// Gateway is an outside payment service (or its sandbox).
type Gateway interface {
	// Name is the gate's codename: "stripe", "sandbox".
	Name() string
	// Create asks the gateway to take c.Amount and returns its hosted page.
	Create(ctx context.Context, c Checkout) (Created, error)
	// ParseWebhook verifies a webhook's signature and timestamp (tolerance
	// WebhookTolerance around now) and reads it. It returns ErrBadSignature
	// or ErrStale for a forged or old delivery, ErrIgnored for a verified
	// event that says nothing about a payment's state.
	ParseWebhook(h http.Header, body []byte, now time.Time) (Event, error)
	// Lookup asks the gateway where a payment stands. Webhook also asks it
	// for the card's fingerprint when a success arrives without one (a
	// Stripe Checkout event does not carry its charge).
	Lookup(ctx context.Context, providerRef string) (Lookup, error)
}

// WebhookTolerance is how far a webhook's timestamp may be from now.
const WebhookTolerance = 300 * time.Second

var (
	ErrBadSignature = errors.New("payments: webhook signature does not verify")
	ErrStale        = errors.New("payments: webhook timestamp outside the tolerance")
	ErrIgnored      = errors.New("payments: event does not concern a payment's state")
	ErrMalformed    = errors.New("payments: webhook body is malformed")
)
