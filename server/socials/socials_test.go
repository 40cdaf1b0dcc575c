package socials

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
)

func TestNormalEmail(t *testing.T) {
	for in, want := range map[string]string{" Ann@Example.COM ": "ann@example.com", "a.b+c@mail.co.uk": "a.b+c@mail.co.uk"} {
		if got, err := normalEmail(in); err != nil || got != want {
			t.Errorf("normalEmail(%q) = %q, %v", in, got, err)
		}
	}
	for _, bad := range []string{"", "ann", "ann@localhost", "Ann <ann@example.com>", "ann@example.com.", "a@.example.com", strings.Repeat("a", 250) + "@x.io"} {
		if _, err := normalEmail(bad); err == nil {
			t.Errorf("normalEmail(%q) accepted", bad)
		}
	}
}

func TestNormalPhoneAndMask(t *testing.T) {
	if got, err := normalPhone(" +49 (151) 1234-5678 "); err != nil || got != "+4915112345678" {
		t.Fatalf("normalPhone = %q, %v", got, err)
	}
	for _, bad := range []string{"4915112345678", "+0151123456", "+49151", "+49 151 abc", "+4915112345678901"} {
		if _, err := normalPhone(bad); err == nil {
			t.Errorf("normalPhone(%q) accepted", bad)
		}
	}
	if m := *mask("+4915112345678"); m != "+4••••••••5678" {
		t.Errorf("mask = %q", m)
	}
}

func TestSealOpens(t *testing.T) {
	key := []byte("0123456789abcdef0123456789abcdef")
	a, err := seal(key, []byte("token"))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := seal(key, []byte("token"))
	if bytes.Equal(a, b) || bytes.Contains(a, []byte("token")) {
		t.Fatal("sealing is not randomised or leaks the value")
	}
	if v, err := open(key, a); err != nil || string(v) != "token" {
		t.Fatalf("open = %q, %v", v, err)
	}
	a[len(a)-1] ^= 1
	if _, err := open(key, a); err == nil {
		t.Fatal("a changed sealed value opened")
	}
}

// A mailed link is keyed by the moment it was sent: a newer mail's link
// replaces it, and the stored hash never reveals it.
func TestConfirmationTokens(t *testing.T) {
	s := &Service{}
	s.Cfg.CodeKey = []byte("key")
	at := time.Date(2026, 12, 3, 10, 0, 0, 0, time.UTC)
	tok := s.token(7, at)
	if len(tok) != 64 || tok == s.token(7, at.Add(time.Nanosecond)) || tok == s.token(8, at) || hashHex(tok) == tok {
		t.Fatal("tokens do not depend on row and moment")
	}
	if s.unsubscribeSig(7) == s.unsubscribeSig(8) {
		t.Fatal("unsubscribe signatures collide")
	}
}

func TestPhoneStates(t *testing.T) {
	now := time.Now()
	later, past, num := now.Add(time.Minute), now.Add(-time.Minute), "+4915112345678"
	if p := phoneOf(nil, now); p.Status != "none" {
		t.Fatalf("no row: %+v", p)
	}
	sent := &ent.PhoneVerification{Phone: num, CodeHash: "h", CodeExpiresAt: &later, Attempts: 2, SentAt: now}
	if p := phoneOf(sent, now); p.Status != "code_sent" || p.AttemptsLeft != 3 || p.ResendAt == nil {
		t.Fatalf("code sent: %+v", p)
	}
	expired := &ent.PhoneVerification{Phone: num, CodeHash: "h", CodeExpiresAt: &past, SentAt: past.Add(-time.Hour), ConfirmedPhone: &num}
	if p := phoneOf(expired, now); p.Status != "confirmed" || p.ResendAt != nil || p.CodeExpiresAt != nil {
		t.Fatalf("confirmed with an expired code: %+v", p)
	}
}
