// Package timedsig signs a webhook body with its time, as Stripe's
// signatures do: the header "t=<unix seconds>,v1=<hex HMAC-SHA256 of
// "t.body">". The time in the MAC lets the receiver refuse a captured
// delivery replayed later; several v1 values pass while a secret is rotated.
package timedsig

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"strconv"
	"strings"
	"time"
)

var (
	// ErrBad is a signature missing, unreadable or made with another secret.
	ErrBad = errors.New("timedsig: bad signature")
	// ErrStale is a valid signature made more than the tolerance away from now.
	ErrStale = errors.New("timedsig: signed outside the tolerance")
)

// Sign is the header for body sent at t.
func Sign(secret []byte, t time.Time, body []byte) string {
	ts := strconv.FormatInt(t.Unix(), 10)
	return "t=" + ts + ",v1=" + hex.EncodeToString(mac(secret, ts, body))
}

// Verify checks header against body and now: ErrBad or ErrStale.
func Verify(secret []byte, header string, body []byte, now time.Time, tolerance time.Duration) error {
	var (
		ts   string
		sigs [][]byte
	)
	for _, part := range strings.Split(header, ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(part), "=")
		if !ok {
			continue
		}
		switch k {
		case "t":
			ts = v
		case "v1":
			if b, err := hex.DecodeString(v); err == nil {
				sigs = append(sigs, b)
			}
		}
	}
	sec, err := strconv.ParseInt(ts, 10, 64)
	if err != nil || len(sigs) == 0 || len(secret) == 0 {
		return ErrBad
	}
	want, ok := mac(secret, ts, body), false
	for _, sig := range sigs {
		ok = ok || hmac.Equal(want, sig)
	}
	if !ok {
		return ErrBad
	}
	if d := now.Sub(time.Unix(sec, 0)); d > tolerance || d < -tolerance {
		return ErrStale
	}
	return nil
}

func mac(secret []byte, ts string, body []byte) []byte {
	m := hmac.New(sha256.New, secret)
	m.Write([]byte(ts))
	m.Write([]byte{'.'})
	m.Write(body)
	return m.Sum(nil)
}
