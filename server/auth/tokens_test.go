package auth

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

type denySet map[string]bool

func (d denySet) IsRevoked(_ context.Context, keys ...string) (bool, error) {
	for _, k := range keys {
		if d[k] {
			return true, nil
		}
	}
	return false, nil
}

func TestTokensRoundTripAndRefusals(t *testing.T) {
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	tk := &Tokens{Secret: []byte("secret-one"), Now: func() time.Time { return now }}
	raw, err := tk.Issue(42)
	if err != nil {
		t.Fatal(err)
	}
	c, err := tk.Parse(raw)
	if err != nil || c.UserID != 42 || c.ID == "" || !c.ExpiresAt.Equal(now.Add(30*24*time.Hour)) {
		t.Fatalf("%+v %v", c, err)
	}
	other, _ := tk.Issue(42)
	if oc, _ := tk.Parse(other); oc.ID == c.ID {
		t.Fatal("two tokens share a jti")
	}

	foreign := &Tokens{Secret: []byte("secret-two"), Now: tk.Now}
	if _, err := foreign.Parse(raw); err == nil {
		t.Fatal("a token signed with another secret was accepted")
	}
	// alg=none and a different algorithm are refused.
	none, _ := jwt.NewWithClaims(jwt.SigningMethodNone, jwt.RegisteredClaims{Subject: "42", Issuer: issuer,
		ExpiresAt: jwt.NewNumericDate(now.Add(time.Hour))}).SignedString(jwt.UnsafeAllowNoneSignatureType)
	hs512, _ := jwt.NewWithClaims(jwt.SigningMethodHS512, jwt.RegisteredClaims{Subject: "42", Issuer: issuer,
		ExpiresAt: jwt.NewNumericDate(now.Add(time.Hour))}).SignedString(tk.Secret)
	noExp, _ := jwt.NewWithClaims(jwt.SigningMethodHS256, jwt.RegisteredClaims{Subject: "42", Issuer: issuer}).SignedString(tk.Secret)
	badSub, _ := jwt.NewWithClaims(jwt.SigningMethodHS256, jwt.RegisteredClaims{Subject: "x", Issuer: issuer,
		ExpiresAt: jwt.NewNumericDate(now.Add(time.Hour))}).SignedString(tk.Secret)
	for name, bad := range map[string]string{"none": none, "hs512": hs512, "no exp": noExp, "bad subject": badSub, "garbage": "a.b.c", "tampered": raw[:len(raw)-2] + "xx"} {
		if _, err := tk.Parse(bad); err == nil {
			t.Errorf("%s accepted", name)
		}
	}
	later := &Tokens{Secret: tk.Secret, Now: func() time.Time { return now.Add(31 * 24 * time.Hour) }}
	if _, err := later.Parse(raw); err == nil {
		t.Fatal("an expired token was accepted")
	}
	if tk.NeedsRefresh(c) {
		t.Fatal("a fresh token needs no refresh")
	}
	dayLater := &Tokens{Secret: tk.Secret, Now: func() time.Time { return now.Add(25 * time.Hour) }}
	if !dayLater.NeedsRefresh(c) {
		t.Fatal("a day-old token should be refreshed")
	}
}

func TestResolveRefusesRevokedTokens(t *testing.T) {
	tk := &Tokens{Secret: []byte("s")}
	raw, _ := tk.Issue(7)
	c, _ := tk.Parse(raw)
	tk.Revoked = denySet{}
	if v, _ := tk.Resolve(context.Background(), raw); v.UserID != 7 || v.BadToken || v.Token.ID != c.ID {
		t.Fatalf("%+v", v)
	}
	tk.Revoked = denySet{c.ID: true}
	if v, _ := tk.Resolve(context.Background(), raw); v.UserID != 0 || !v.BadToken {
		t.Fatalf("revoked token resolved to %+v", v)
	}
	if v, _ := tk.Resolve(context.Background(), ""); v.UserID != 0 || v.BadToken {
		t.Fatalf("no token: %+v", v)
	}
}

func TestBearerToken(t *testing.T) {
	if BearerToken("Bearer abc") != "abc" || BearerToken("bearer  abc ") != "abc" || BearerToken("Basic abc") != "" || BearerToken("") != "" {
		t.Fatal("BearerToken")
	}
}

func TestSafePath(t *testing.T) {
	for in, want := range map[string]string{"/recoil-case": "/recoil-case", "/de/user/1?x=1": "/de/user/1?x=1", "//evil.com": "/",
		"https://evil.com": "/", "": "/", "evil": "/", "/\\evil": "/", "/a\r\nb": "/"} {
		if got := safePath(in); got != want {
			t.Errorf("%q -> %q want %q", in, got, want)
		}
	}
}

// A refreshed token belongs to the sign-in of the token it replaced: a
// sign-out with either refuses both, and the player's other sign-ins stay.
func TestRefreshKeepsTheSignIn(t *testing.T) {
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	tk := &Tokens{Secret: []byte("s"), Now: func() time.Time { return now }}
	rawA, _ := tk.Issue(7)
	a, _ := tk.Parse(rawA)
	rawOther, _ := tk.Issue(7)
	other, _ := tk.Parse(rawOther)

	// A day and more later, a request with A gets B in the response header.
	now = now.Add(25 * time.Hour)
	rec := httptest.NewRecorder()
	req := httptest.NewRequest("GET", "/", nil)
	req.Header.Set("Authorization", "Bearer "+rawA)
	tk.Middleware(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {})).ServeHTTP(rec, req)
	rawB := BearerToken(rec.Header().Get("Authorization"))
	b, err := tk.Parse(rawB)
	if err != nil {
		t.Fatalf("refreshed token: %q %v", rawB, err)
	}
	if b.UserID != 7 || b.JTI == a.JTI || b.Family != a.Family || b.ID != a.ID || !b.ExpiresAt.After(a.ExpiresAt) {
		t.Fatalf("A %+v, refreshed B %+v: want a new token of the same sign-in", a, b)
	}
	if other.Family == a.Family || other.ID == a.ID {
		t.Fatalf("two sign-ins share a family: %+v %+v", a, other)
	}

	tk.Revoked = denySet{b.ID: true} // what signing out with B stores
	for name, raw := range map[string]string{"A": rawA, "B": rawB} {
		if v, _ := tk.Resolve(context.Background(), raw); !v.BadToken || v.UserID != 0 {
			t.Errorf("token %s after signing out with B: %+v", name, v)
		}
	}
	if v, _ := tk.Resolve(context.Background(), rawOther); v.BadToken || v.UserID != 7 {
		t.Errorf("another sign-in after signing out with B: %+v", v)
	}
}

// Tokens from before sign-ins had families are their own sign-in: one
// signed out by its jti stays refused, and its refreshes join it.
func TestTokensWithoutFamily(t *testing.T) {
	tk := &Tokens{Secret: []byte("s")}
	raw, _ := jwt.NewWithClaims(jwt.SigningMethodHS256, jwt.RegisteredClaims{ID: "old1", Subject: "7", Issuer: issuer,
		IssuedAt: jwt.NewNumericDate(time.Now()), ExpiresAt: jwt.NewNumericDate(time.Now().Add(time.Hour))}).SignedString(tk.Secret)
	c, err := tk.Parse(raw)
	if err != nil || c.JTI != "old1" || c.Family != "old1" || c.ID != "fam:old1" {
		t.Fatalf("%+v %v", c, err)
	}
	tk.Revoked = denySet{"old1": true}
	if v, _ := tk.Resolve(context.Background(), raw); !v.BadToken {
		t.Fatalf("token signed out by its jti: %+v", v)
	}
	fresh, _ := tk.Refresh(c)
	fc, _ := tk.Parse(fresh)
	tk.Revoked = denySet{fc.ID: true}
	if v, _ := tk.Resolve(context.Background(), raw); !v.BadToken {
		t.Fatalf("old token after signing out with its refresh: %+v", v)
	}
}

// A token is verified once and remembered, but a remembered token still
// expires on time, and one that failed is never remembered.
func TestRememberedTokensStillExpire(t *testing.T) {
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	tk := &Tokens{Secret: []byte("secret-one"), TTL: time.Hour, Now: func() time.Time { return now }}
	raw, err := tk.Issue(7)
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if c, err := tk.Parse(raw); err != nil || c.UserID != 7 {
			t.Fatalf("fresh token: %+v %v", c, err)
		}
	}
	if tk.verified.Len() != 1 {
		t.Fatalf("%d tokens remembered, want 1", tk.verified.Len())
	}
	now = now.Add(time.Hour)
	if _, err := tk.Parse(raw); !errors.Is(err, ErrBadToken) {
		t.Fatalf("a remembered token at its expiry: %v, want ErrBadToken", err)
	}
	if tk.verified.Len() != 0 {
		t.Fatal("an expired token is still remembered")
	}
	now = now.Add(-30 * time.Minute) // the same token, checked afresh, is valid again
	if _, err := tk.Parse(raw); err != nil {
		t.Fatal(err)
	}

	forged := raw[:len(raw)-2] + "xx"
	for range 2 {
		if _, err := tk.Parse(forged); !errors.Is(err, ErrBadToken) {
			t.Fatalf("a token with a broken signature: %v", err)
		}
	}
	if tk.verified.Contains(forged) {
		t.Fatal("a token that failed verification was remembered")
	}
}
