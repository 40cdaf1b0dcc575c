package sandbox_test

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/casefront/casefront/server/payments"
	"github.com/casefront/casefront/server/payments/sandbox"
)

var secret = []byte("webhook-secret-for-tests")

func gateway() *sandbox.Gateway {
	return sandbox.New(sandbox.Config{BaseURL: "http://127.0.0.1:1/sandbox/psp", APIKey: "k", WebhookSecret: secret})
}

func body(t *testing.T, typ string) []byte {
	t.Helper()
	b, err := json.Marshal(sandbox.Event{ID: "evt_1", Type: typ, Created: 1_700_000_000,
		Payment: sandbox.Payment{ID: "sbp_1", Reference: "ref-1", Method: "zen", AmountCents: 1000, PaidAmountCents: 900, Currency: "USD", Status: "x"}})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func header(sig string) http.Header {
	h := http.Header{}
	if sig != "" {
		h.Set(sandbox.SignatureHeader, sig)
	}
	return h
}

func TestParseWebhook(t *testing.T) {
	g := gateway()
	now := time.Unix(1_700_000_100, 0)
	b := body(t, sandbox.EventSucceeded)

	ev, err := g.ParseWebhook(header(sandbox.Sign(secret, now, b)), b, now)
	if err != nil {
		t.Fatal(err)
	}
	want := payments.Event{ID: "evt_1", Status: payments.StatusSucceeded, Reference: "ref-1", ProviderRef: "sbp_1",
		Amount: 900, Currency: "usd", At: time.Unix(1_700_000_000, 0).UTC()}
	if ev != want {
		t.Fatalf("event %+v, want %+v", ev, want)
	}
	// Other types, and the amount asked for anything but a success.
	for typ, st := range map[string]payments.Status{sandbox.EventPending: payments.StatusPending, sandbox.EventFailed: payments.StatusFailed,
		sandbox.EventExpired: payments.StatusExpired, sandbox.EventRefunded: payments.StatusRefunded} {
		b := body(t, typ)
		ev, err := g.ParseWebhook(header(sandbox.Sign(secret, now, b)), b, now)
		if err != nil || ev.Status != st || ev.Amount != 1000 {
			t.Errorf("%s: %+v %v", typ, ev, err)
		}
	}

	cases := []struct {
		name string
		h    http.Header
		body []byte
		now  time.Time
		want error
	}{
		{"no signature", header(""), b, now, payments.ErrBadSignature},
		{"wrong secret", header(sandbox.Sign([]byte("another secret"), now, b)), b, now, payments.ErrBadSignature},
		{"body changed", header(sandbox.Sign(secret, now, b)), append([]byte(" "), b...), now, payments.ErrBadSignature},
		{"garbage header", header("t=abc,v1=zz"), b, now, payments.ErrBadSignature},
		{"time changed", header("t=" + strconv.FormatInt(now.Unix()+1, 10) + sandbox.Sign(secret, now, b)[len("t=")+10:]), b, now, payments.ErrBadSignature},
		{"stale", header(sandbox.Sign(secret, now.Add(-301*time.Second), b)), b, now, payments.ErrStale},
		{"from the future", header(sandbox.Sign(secret, now.Add(301*time.Second), b)), b, now, payments.ErrStale},
		{"malformed body", header(sandbox.Sign(secret, now, []byte("{not json"))), []byte("{not json"), now, payments.ErrMalformed},
		{"missing fields", header(sandbox.Sign(secret, now, []byte(`{"type":"payment.succeeded"}`))), []byte(`{"type":"payment.succeeded"}`), now, payments.ErrMalformed},
		{"unknown type", header(sandbox.Sign(secret, now, body(t, "payment.disputed"))), body(t, "payment.disputed"), now, payments.ErrIgnored},
	}
	for _, c := range cases {
		if _, err := g.ParseWebhook(c.h, c.body, c.now); !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
		}
	}
	// Within the tolerance, either side.
	for _, d := range []time.Duration{-299 * time.Second, 299 * time.Second} {
		if _, err := g.ParseWebhook(header(sandbox.Sign(secret, now.Add(d), b)), b, now); err != nil {
			t.Errorf("%v away: %v", d, err)
		}
	}
	// A rotated secret: one of several v1 values matches.
	sig := sandbox.Sign(secret, now, b) + ",v1=" + sandbox.Sign([]byte("old"), now, b)[len("t=1700000100,v1="):]
	if _, err := g.ParseWebhook(header(sig), b, now); err != nil {
		t.Errorf("two signatures: %v", err)
	}
}

func TestName(t *testing.T) {
	if gateway().Name() != "sandbox" {
		t.Fatal(gateway().Name())
	}
}
