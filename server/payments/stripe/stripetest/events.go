package stripetest

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"time"

	"github.com/stripe/stripe-go/v85"
	"github.com/stripe/stripe-go/v85/webhook"

	"github.com/casefront/casefront/internal/money"
)

// Event types the gateway reads.
const (
	SessionCompleted             = "checkout.session.completed"
	SessionAsyncPaymentSucceeded = "checkout.session.async_payment_succeeded"
	SessionAsyncPaymentFailed    = "checkout.session.async_payment_failed"
	SessionExpired               = "checkout.session.expired"
	ChargeRefunded               = "charge.refunded"
)

// SignedWebhook returns the headers Stripe sends with payload, signed with
// secret at `at` exactly as Stripe does: Stripe-Signature:
// t=<unix>,v1=<hex HMAC-SHA256(secret, "<unix>.<payload>")>.
func SignedWebhook(secret string, payload []byte, at time.Time) http.Header {
	h := http.Header{}
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Stripe-Signature", Signature(secret, payload, at))
	return h
}

// Signature is the Stripe-Signature header value alone.
func Signature(secret string, payload []byte, at time.Time) string {
	if at.IsZero() {
		at = time.Now()
	}
	return webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: secret, Timestamp: at}).Header
}

// Session is the Checkout Session a checkout.session.* event carries. Zero
// fields get a plausible value: a fresh id, currency usd, and the payment
// status that goes with the event type.
type Session struct {
	ID            string      // cs_...: what Create returned as ProviderRef
	Reference     string      // client_reference_id and metadata["reference"]
	Amount        money.Cents // amount_total
	Currency      string      // default "usd"
	PaymentStatus string      // "paid", "unpaid", "no_payment_required"
	PaymentIntent string      // pi_...
	// NoClientReference leaves client_reference_id null, so the reference
	// is found in metadata only.
	NoClientReference bool
}

// SessionEvent is the JSON body of a checkout.session.* event: typ is one of
// the Session* constants, id the event id ("" = a fresh evt_ id), at its
// created time (zero = now). The same id twice is a replayed delivery.
func SessionEvent(typ, id string, at time.Time, s Session) []byte {
	if s.ID == "" {
		s.ID = NewID("cs_test_")
	}
	if s.Currency == "" {
		s.Currency = "usd"
	}
	if s.PaymentIntent == "" {
		s.PaymentIntent = NewID("pi_")
	}
	status := "complete"
	if typ == SessionExpired {
		status = "expired"
	}
	if s.PaymentStatus == "" {
		s.PaymentStatus = "paid"
		if typ == SessionAsyncPaymentFailed || typ == SessionExpired {
			s.PaymentStatus = "unpaid"
		}
	}
	var ref any = s.Reference
	if s.NoClientReference {
		ref = nil
	}
	obj := map[string]any{
		"id":                   s.ID,
		"object":               "checkout.session",
		"mode":                 "payment",
		"status":               status,
		"payment_status":       s.PaymentStatus,
		"amount_subtotal":      int64(s.Amount),
		"amount_total":         int64(s.Amount),
		"currency":             s.Currency,
		"client_reference_id":  ref,
		"metadata":             map[string]string{"reference": s.Reference},
		"payment_intent":       s.PaymentIntent,
		"payment_method_types": []string{"card"},
		"livemode":             false,
	}
	return Event(typ, id, at, obj)
}

// Charge is the charge a charge.refunded event carries.
type Charge struct {
	ID            string      // ch_...
	PaymentIntent string      // pi_...
	Reference     string      // metadata["reference"], copied from the payment intent
	Amount        money.Cents // what was charged
	Refunded      money.Cents // amount_refunded; zero = all of Amount
	Currency      string      // default "usd"
}

// ChargeRefundedEvent is the JSON body of a charge.refunded event (id "" =
// a fresh one, at zero = now).
func ChargeRefundedEvent(id string, at time.Time, c Charge) []byte {
	if c.ID == "" {
		c.ID = NewID("ch_")
	}
	if c.PaymentIntent == "" {
		c.PaymentIntent = NewID("pi_")
	}
	if c.Currency == "" {
		c.Currency = "usd"
	}
	if c.Refunded == 0 {
		c.Refunded = c.Amount
	}
	obj := map[string]any{
		"id":              c.ID,
		"object":          "charge",
		"amount":          int64(c.Amount),
		"amount_captured": int64(c.Amount),
		"amount_refunded": int64(c.Refunded),
		"refunded":        c.Refunded >= c.Amount,
		"captured":        true,
		"paid":            true,
		"status":          "succeeded",
		"currency":        c.Currency,
		"payment_intent":  c.PaymentIntent,
		"metadata":        map[string]string{"reference": c.Reference},
		"livemode":        false,
	}
	return Event(ChargeRefunded, id, at, obj)
}

// Event wraps any object into a Stripe event of type typ (id "" = a fresh
// evt_ id, at zero = now): object is anything that marshals to JSON, e.g.
// for a type the gateway ignores or an object of the wrong shape.
func Event(typ, id string, at time.Time, object any) []byte {
	if id == "" {
		id = NewID("evt_")
	}
	if at.IsZero() {
		at = time.Now()
	}
	b, err := json.Marshal(map[string]any{
		"id":               id,
		"object":           "event",
		"api_version":      stripe.APIVersion,
		"created":          at.Unix(),
		"type":             typ,
		"livemode":         false,
		"pending_webhooks": 1,
		"request":          map[string]any{"id": nil, "idempotency_key": nil},
		"data":             map[string]any{"object": object},
	})
	if err != nil {
		panic("stripetest: event object does not marshal: " + err.Error())
	}
	return b
}

// NewID is prefix plus random characters, like Stripe's ids.
func NewID(prefix string) string {
	b := make([]byte, 12)
	_, _ = rand.Read(b)
	return prefix + hex.EncodeToString(b)
}
