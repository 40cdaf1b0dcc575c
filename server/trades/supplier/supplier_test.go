package supplier_test

import (
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/casefront/casefront/server/trades/supplier"
)

// A callback is signed with its time: it verifies within 300 s of now
// either way and is refused as stale beyond, as forged when its body, time
// or secret differ.
func TestCallbackSignatureCarriesItsTime(t *testing.T) {
	secret := []byte("callback-secret")
	body, _ := json.Marshal(supplier.Order{ID: "o1", ClientOrderID: "w1", Status: supplier.Sent})
	at := time.Unix(1_800_000_000, 0)
	sig := supplier.Sign(secret, at, body)

	for _, d := range []time.Duration{0, supplier.CallbackTolerance, -supplier.CallbackTolerance} {
		o, err := supplier.VerifyCallback(secret, body, sig, at.Add(d))
		if err != nil || o.ClientOrderID != "w1" || o.Status != supplier.Sent {
			t.Fatalf("now %+v: %+v %v", d, o, err)
		}
	}
	for _, d := range []time.Duration{supplier.CallbackTolerance + time.Second, -supplier.CallbackTolerance - time.Second} {
		_, err := supplier.VerifyCallback(secret, body, sig, at.Add(d))
		if !errors.Is(err, supplier.ErrStaleCallback) || !errors.Is(err, supplier.ErrBadCallback) {
			t.Fatalf("now %+v: %v, want stale", d, err)
		}
	}
	forged := map[string]struct {
		secret []byte
		body   []byte
		header string
	}{
		"other secret":       {[]byte("other"), body, sig},
		"other body":         {secret, []byte(`{"client_order_id":"w1","status":"accepted"}`), sig},
		"time moved":         {secret, body, "t=1800000299," + sig[len("t=1800000000,"):]},
		"body's HMAC only":   {secret, body, "3f2a"},
		"no header":          {secret, body, ""},
		"no secret":          {nil, body, sig},
		"signature, no time": {secret, body, sig[len("t=1800000000,"):]},
	}
	for name, c := range forged {
		if _, err := supplier.VerifyCallback(c.secret, c.body, c.header, at); !errors.Is(err, supplier.ErrBadCallback) || errors.Is(err, supplier.ErrStaleCallback) {
			t.Errorf("%s: %v, want a bad signature", name, err)
		}
	}
	// A secret being rotated: one matching v1 is enough.
	both := supplier.Sign([]byte("old"), at, body) + "," + sig[len("t=1800000000,"):]
	if _, err := supplier.VerifyCallback(secret, body, both, at); err != nil {
		t.Fatalf("two signatures, one good: %v", err)
	}
}
