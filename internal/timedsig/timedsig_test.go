package timedsig_test

import (
	"errors"
	"testing"
	"time"

	"github.com/casefront/casefront/internal/timedsig"
)

func TestVerify(t *testing.T) {
	secret, body := []byte("s3cret"), []byte(`{"id":1}`)
	at := time.Unix(1_800_000_000, 0)
	h := timedsig.Sign(secret, at, body)
	cases := []struct {
		name   string
		secret []byte
		header string
		body   []byte
		now    time.Time
		want   error
	}{
		{"signed now", secret, h, body, at, nil},
		{"within the tolerance", secret, h, body, at.Add(300 * time.Second), nil},
		{"replayed later", secret, h, body, at.Add(301 * time.Second), timedsig.ErrStale},
		{"from the future", secret, h, body, at.Add(-301 * time.Second), timedsig.ErrStale},
		{"another body", secret, h, []byte(`{"id":2}`), at, timedsig.ErrBad},
		{"another secret", []byte("other"), h, body, at, timedsig.ErrBad},
		{"no secret", nil, h, body, at, timedsig.ErrBad},
		{"no header", secret, "", body, at, timedsig.ErrBad},
		{"a rotated secret among several", secret, timedsig.Sign([]byte("old"), at, body) + ",v1=" + h[len("t=1800000000,v1="):], body, at, nil},
	}
	for _, c := range cases {
		if err := timedsig.Verify(c.secret, c.header, c.body, c.now, 300*time.Second); !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
		}
	}
}
