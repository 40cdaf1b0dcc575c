package stripegw_test

import (
	"errors"
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/casefront/casefront/server/payments"
	stripegw "github.com/casefront/casefront/server/payments/stripe"
	"github.com/casefront/casefront/server/payments/stripe/stripetest"
)

func webhookGateway(t *testing.T) *stripegw.Gateway {
	t.Helper()
	g, err := stripegw.New(stripegw.Config{SecretKey: testKey, WebhookSecret: testSecret})
	require.NoError(t, err)
	return g
}

func TestWebhookEvents(t *testing.T) {
	g := webhookGateway(t)
	at := time.Now().Add(-time.Minute).Truncate(time.Second)
	sess := stripetest.Session{ID: "cs_test_1", Reference: "pay_1", Amount: 1500, Currency: "USD", PaymentIntent: "pi_1"}
	want := func(st payments.Status) payments.Event {
		return payments.Event{ID: "evt_1", Status: st, Reference: "pay_1", ProviderRef: "cs_test_1", Amount: 1500, Currency: "usd", At: at.UTC()}
	}
	unpaid := sess
	unpaid.PaymentStatus = "unpaid"
	metadataOnly := sess
	metadataOnly.NoClientReference = true

	cases := []struct {
		name string
		body []byte
		want payments.Event
	}{
		{"completed paid", stripetest.SessionEvent(stripetest.SessionCompleted, "evt_1", at, sess), want(payments.StatusSucceeded)},
		{"completed unpaid (delayed method)", stripetest.SessionEvent(stripetest.SessionCompleted, "evt_1", at, unpaid), want(payments.StatusPending)},
		{"async payment succeeded", stripetest.SessionEvent(stripetest.SessionAsyncPaymentSucceeded, "evt_1", at, sess), want(payments.StatusSucceeded)},
		{"async payment failed", stripetest.SessionEvent(stripetest.SessionAsyncPaymentFailed, "evt_1", at, sess), want(payments.StatusFailed)},
		{"expired", stripetest.SessionEvent(stripetest.SessionExpired, "evt_1", at, sess), want(payments.StatusExpired)},
		{"reference from metadata", stripetest.SessionEvent(stripetest.SessionCompleted, "evt_1", at, metadataOnly), want(payments.StatusSucceeded)},
		{"charge refunded", stripetest.ChargeRefundedEvent("evt_1", at, stripetest.Charge{ID: "ch_1", PaymentIntent: "pi_1", Reference: "pay_1", Amount: 1500}),
			payments.Event{ID: "evt_1", Status: payments.StatusRefunded, Reference: "pay_1", ProviderRef: "pi_1", Amount: 1500, Currency: "usd", At: at.UTC()}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			now := time.Now()
			got, err := g.ParseWebhook(stripetest.SignedWebhook(testSecret, c.body, now), c.body, now)
			require.NoError(t, err)
			require.Equal(t, c.want, got)
		})
	}
}

func TestWebhookBadSignature(t *testing.T) {
	g := webhookGateway(t)
	now := time.Now()
	body := stripetest.SessionEvent(stripetest.SessionCompleted, "", now, stripetest.Session{Reference: "pay_1", Amount: 100})

	cases := map[string]http.Header{
		"wrong secret": stripetest.SignedWebhook("whsec_someone_else", body, now),
		"no header":    {},
		"garbage":      {"Stripe-Signature": {"nonsense"}},
		"no v1":        {"Stripe-Signature": {"t=" + stripetest.Signature(testSecret, body, now)[2:12]}},
	}
	for name, h := range cases {
		t.Run(name, func(t *testing.T) {
			_, err := g.ParseWebhook(h, body, now)
			require.ErrorIs(t, err, payments.ErrBadSignature)
		})
	}
	t.Run("body changed after signing", func(t *testing.T) {
		h := stripetest.SignedWebhook(testSecret, body, now)
		forged := stripetest.SessionEvent(stripetest.SessionCompleted, "", now, stripetest.Session{Reference: "pay_1", Amount: 100000})
		_, err := g.ParseWebhook(h, forged, now)
		require.ErrorIs(t, err, payments.ErrBadSignature)
	})
	t.Run("timestamp changed after signing", func(t *testing.T) {
		h := stripetest.SignedWebhook(testSecret, body, now.Add(-time.Hour))
		sig := h.Get("Stripe-Signature")
		h.Set("Stripe-Signature", "t="+itoa(now.Unix())+sig[len("t=")+len(itoa(now.Add(-time.Hour).Unix())):])
		_, err := g.ParseWebhook(h, body, now)
		require.ErrorIs(t, err, payments.ErrBadSignature)
	})
}

func TestWebhookTimestampTolerance(t *testing.T) {
	g := webhookGateway(t)
	now := time.Now()
	for _, c := range []struct {
		name  string
		delta time.Duration // signed at now+delta
		stale bool
	}{
		{"just now", 0, false},
		{"299 s old", -299 * time.Second, false},
		{"301 s old", -301 * time.Second, true},
		{"a day old", -24 * time.Hour, true},
		{"299 s ahead", 299 * time.Second, false},
		{"301 s ahead", 301 * time.Second, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			signed := now.Add(c.delta)
			body := stripetest.SessionEvent(stripetest.SessionCompleted, "", signed, stripetest.Session{Reference: "pay_1", Amount: 100})
			_, err := g.ParseWebhook(stripetest.SignedWebhook(testSecret, body, signed), body, now)
			if c.stale {
				require.ErrorIs(t, err, payments.ErrStale)
			} else {
				require.NoError(t, err)
			}
		})
	}
	// The window is around the now the caller passes, not the wall clock:
	// a delivery signed long ago verifies against a clock set back to then.
	t.Run("caller's clock", func(t *testing.T) {
		then := time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)
		body := stripetest.SessionEvent(stripetest.SessionCompleted, "", then, stripetest.Session{Reference: "pay_1", Amount: 100})
		h := stripetest.SignedWebhook(testSecret, body, then)
		_, err := g.ParseWebhook(h, body, then.Add(10*time.Second))
		require.NoError(t, err)
		_, err = g.ParseWebhook(h, body, now)
		require.ErrorIs(t, err, payments.ErrStale)
	})
}

func TestWebhookMalformed(t *testing.T) {
	g := webhookGateway(t)
	now := time.Now()
	for name, body := range map[string][]byte{
		"not json":         []byte("checkout.session.completed pay_1"),
		"not an event":     []byte(`{"id":"cs_1","object":"checkout.session"}`),
		"no event id":      []byte(`{"object":"event","type":"checkout.session.completed","created":1,"data":{"object":{"id":"cs_1"}}}`),
		"no object":        []byte(`{"id":"evt_1","object":"event","type":"checkout.session.completed","created":1}`),
		"session shape":    stripetest.Event(stripetest.SessionCompleted, "", now, map[string]any{"id": "cs_1", "amount_total": "lots"}),
		"session no id":    stripetest.Event(stripetest.SessionExpired, "", now, map[string]any{"status": "expired"}),
		"charge shape":     stripetest.Event(stripetest.ChargeRefunded, "", now, map[string]any{"id": "ch_1", "refunded": "yes"}),
		"session as an id": stripetest.Event(stripetest.SessionCompleted, "", now, "cs_1"),
		"null object":      stripetest.Event(stripetest.SessionCompleted, "", now, nil),
		"truncated body":   stripetest.SessionEvent(stripetest.SessionCompleted, "", now, stripetest.Session{Reference: "pay_1", Amount: 100})[:40],
	} {
		t.Run(name, func(t *testing.T) {
			_, err := g.ParseWebhook(stripetest.SignedWebhook(testSecret, body, now), body, now)
			require.ErrorIs(t, err, payments.ErrMalformed)
		})
	}
}

func TestWebhookIgnored(t *testing.T) {
	g := webhookGateway(t)
	now := time.Now()
	free := stripetest.Session{Reference: "pay_1", Amount: 0, PaymentStatus: "no_payment_required"}
	for name, body := range map[string][]byte{
		"unrelated type":    stripetest.Event("payment_intent.created", "", now, map[string]any{"id": "pi_1", "object": "payment_intent"}),
		"customer created":  stripetest.Event("customer.created", "", now, map[string]any{"id": "cus_1", "object": "customer"}),
		"partial refund":    stripetest.ChargeRefundedEvent("", now, stripetest.Charge{Reference: "pay_1", Amount: 1000, Refunded: 400}),
		"nothing to pay":    stripetest.SessionEvent(stripetest.SessionCompleted, "", now, free),
		"other api version": []byte(`{"id":"evt_1","object":"event","api_version":"2020-08-27","type":"invoice.paid","created":1,"data":{"object":{"id":"in_1"}}}`),
	} {
		t.Run(name, func(t *testing.T) {
			_, err := g.ParseWebhook(stripetest.SignedWebhook(testSecret, body, now), body, now)
			require.ErrorIs(t, err, payments.ErrIgnored)
		})
	}
}

// Deliveries signed in an API version of another release train are read,
// not refused (see ParseWebhook).
func TestWebhookOtherAPIVersion(t *testing.T) {
	g := webhookGateway(t)
	now := time.Now()
	body := []byte(`{"id":"evt_old","object":"event","api_version":"2024-06-20","type":"checkout.session.completed","created":` + itoa(now.Unix()) +
		`,"data":{"object":{"id":"cs_old","object":"checkout.session","status":"complete","payment_status":"paid","amount_total":900,"currency":"usd","client_reference_id":"pay_old"}}}`)
	ev, err := g.ParseWebhook(stripetest.SignedWebhook(testSecret, body, now), body, now)
	require.NoError(t, err)
	require.Equal(t, payments.StatusSucceeded, ev.Status)
	require.Equal(t, "pay_old", ev.Reference)
	require.False(t, errors.Is(err, payments.ErrIgnored))
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
