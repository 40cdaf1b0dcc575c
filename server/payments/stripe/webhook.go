package stripegw

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/stripe/stripe-go/v85"
	"github.com/stripe/stripe-go/v85/webhook"

	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/payments"
)

// SignatureHeader is the header Stripe signs its webhooks in.
const SignatureHeader = "Stripe-Signature"

// ParseWebhook verifies a delivery with stripe-go's verifier and reads it.
//
// The signature is checked by the library, the timestamp here: the library
// measures age against the real clock and only one way, while the gateway
// contract asks for WebhookTolerance either side of now (the signature
// covers the timestamp, so the one read back here is Stripe's).
//
// API versions are not compared: a webhook endpoint's version is chosen in
// Stripe's dashboard, and a mismatch would turn every delivery into an
// error, leaving payments pending. What is read (ids, statuses, amounts,
// currency, client_reference_id, metadata) has the same shape in every
// dated version; an object that no longer decodes is ErrMalformed.
func (g *Gateway) ParseWebhook(h http.Header, body []byte, now time.Time) (payments.Event, error) {
	sig := h.Get(SignatureHeader)
	e, err := webhook.ConstructEventWithOptions(body, sig, g.webhookSecret, webhook.ConstructEventOptions{
		IgnoreTolerance:          true,
		IgnoreAPIVersionMismatch: true,
	})
	switch {
	case errors.Is(err, webhook.ErrNotSigned), errors.Is(err, webhook.ErrInvalidHeader), errors.Is(err, webhook.ErrNoValidSignature):
		return payments.Event{}, fmt.Errorf("stripe: %w: %v", payments.ErrBadSignature, err)
	case err != nil: // signed, but not an event
		return payments.Event{}, fmt.Errorf("stripe: %w: %v", payments.ErrMalformed, err)
	}
	at, ok := signedAt(sig)
	if !ok {
		return payments.Event{}, fmt.Errorf("stripe: %w: no timestamp", payments.ErrBadSignature)
	}
	if d := now.Sub(at); d > payments.WebhookTolerance || d < -payments.WebhookTolerance {
		return payments.Event{}, fmt.Errorf("stripe: %w: signed at %s", payments.ErrStale, at.UTC().Format(time.RFC3339))
	}
	if e.ID == "" || e.Data == nil || len(e.Data.Raw) == 0 {
		return payments.Event{}, fmt.Errorf("stripe: %w: event without an id or object", payments.ErrMalformed)
	}
	ev := payments.Event{ID: e.ID, At: time.Unix(e.Created, 0).UTC()}
	switch e.Type {
	case stripe.EventTypeCheckoutSessionCompleted,
		stripe.EventTypeCheckoutSessionAsyncPaymentSucceeded,
		stripe.EventTypeCheckoutSessionAsyncPaymentFailed,
		stripe.EventTypeCheckoutSessionExpired:
		return sessionEvent(ev, e.Type, e.Data.Raw)
	case stripe.EventTypeChargeRefunded:
		return refundEvent(ev, e.Data.Raw)
	}
	return payments.Event{}, fmt.Errorf("stripe: %s: %w", e.Type, payments.ErrIgnored)
}

// signedAt reads t= from a Stripe-Signature header.
func signedAt(sig string) (time.Time, bool) {
	for _, part := range strings.Split(sig, ",") {
		if v, ok := strings.CutPrefix(part, "t="); ok {
			n, err := strconv.ParseInt(v, 10, 64)
			return time.Unix(n, 0), err == nil
		}
	}
	return time.Time{}, false
}

func sessionEvent(ev payments.Event, typ stripe.EventType, raw json.RawMessage) (payments.Event, error) {
	var s stripe.CheckoutSession
	if err := json.Unmarshal(raw, &s); err != nil || s.ID == "" {
		return payments.Event{}, fmt.Errorf("stripe: %w: %s object: %v", payments.ErrMalformed, typ, err)
	}
	switch typ {
	case stripe.EventTypeCheckoutSessionCompleted:
		switch s.PaymentStatus {
		case stripe.CheckoutSessionPaymentStatusPaid:
			ev.Status = payments.StatusSucceeded
		case stripe.CheckoutSessionPaymentStatusUnpaid:
			ev.Status = payments.StatusPending // a delayed method: async_payment_* follows
		case stripe.CheckoutSessionPaymentStatusNoPaymentRequired: // nothing was taken, nothing to credit
			return payments.Event{}, fmt.Errorf("stripe: %s with payment status %q: %w", typ, s.PaymentStatus, payments.ErrIgnored)
		default:
			return payments.Event{}, fmt.Errorf("stripe: %w: %s with payment status %q", payments.ErrMalformed, typ, s.PaymentStatus)
		}
	case stripe.EventTypeCheckoutSessionAsyncPaymentSucceeded:
		ev.Status = payments.StatusSucceeded
	case stripe.EventTypeCheckoutSessionAsyncPaymentFailed:
		ev.Status = payments.StatusFailed
	case stripe.EventTypeCheckoutSessionExpired:
		ev.Status = payments.StatusExpired
	}
	ev.Reference = s.ClientReferenceID
	if ev.Reference == "" {
		ev.Reference = s.Metadata["reference"]
	}
	ev.ProviderRef = s.ID
	ev.Amount = money.Cents(s.AmountTotal)
	ev.Currency = strings.ToLower(string(s.Currency))
	return ev, nil
}

// refundEvent reads charge.refunded. A charge knows its payment intent, not
// the Checkout Session, so ProviderRef is the payment intent's id and the
// payment is found by Reference (metadata copied from payment_intent_data).
func refundEvent(ev payments.Event, raw json.RawMessage) (payments.Event, error) {
	var ch stripe.Charge
	if err := json.Unmarshal(raw, &ch); err != nil || ch.ID == "" {
		return payments.Event{}, fmt.Errorf("stripe: %w: charge object: %v", payments.ErrMalformed, err)
	}
	if !fullyRefunded(&ch) {
		return payments.Event{}, fmt.Errorf("stripe: charge %s partly refunded (%d of %d): %w", ch.ID, ch.AmountRefunded, ch.Amount, payments.ErrIgnored)
	}
	ev.Status = payments.StatusRefunded
	ev.Reference = ch.Metadata["reference"]
	if pi := ch.PaymentIntent; pi != nil {
		ev.ProviderRef = pi.ID
		if ev.Reference == "" {
			ev.Reference = pi.Metadata["reference"] // when the intent came expanded
		}
	}
	if ev.ProviderRef == "" {
		ev.ProviderRef = ch.ID
	}
	ev.Amount = money.Cents(ch.AmountRefunded)
	ev.Currency = strings.ToLower(string(ch.Currency))
	return ev, nil
}
