package auth

import (
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"net/http"
	"strings"
)

// A sign-in is bound to the browser that started it. /auth/login gives the
// browser a random secret in an HttpOnly, SameSite=Lax cookie and the session
// token carries the secret's SHA-256; the return from Steam (a top-level
// navigation, so Lax cookies travel), the dev sign-in form and the token
// exchange are refused without the matching cookie. Someone who starts a
// sign-in and hands the Steam link to a victim gets nothing: the victim's
// browser lacks the cookie, so the account is never bound to that session;
// and whoever learns a session from a URL cannot exchange it.

const (
	browserCookie       = "signin"
	browserCookieSecure = "__Host-signin" // over https: no sibling subdomain can set it
	browserSecretLen    = 32
)

// NewBrowserSecret returns a fresh secret for the sign-in cookie.
func NewBrowserSecret() string { return randomHex(browserSecretLen) }

// BrowserSecret reads the sign-in cookie of a request: "" when absent or malformed.
func (s *Service) BrowserSecret(r *http.Request) string {
	c, err := r.Cookie(s.browserCookieName())
	if err != nil || !validSecret(c.Value) {
		return ""
	}
	return c.Value
}

// SetBrowserSecret (re)sets the sign-in cookie for as long as a sign-in may take.
func (s *Service) SetBrowserSecret(w http.ResponseWriter, secret string) {
	http.SetCookie(w, &http.Cookie{
		Name: s.browserCookieName(), Value: secret, Path: "/", MaxAge: int(SessionTTL.Seconds()),
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: s.secure(),
	})
}

func (s *Service) secure() bool { return strings.HasPrefix(s.BaseURL, "https://") }

func (s *Service) browserCookieName() string {
	if s.secure() {
		return browserCookieSecure
	}
	return browserCookie
}

// sessionToken makes a session token bound to a browser secret.
func sessionToken(secret string) string {
	return randomHex(24) + "." + secretHash(secret)
}

// boundTo reports whether a session token was made for this browser secret.
func boundTo(token, secret string) bool {
	i := strings.LastIndexByte(token, '.')
	if i < 0 || !validSecret(secret) {
		return false
	}
	return subtle.ConstantTimeCompare([]byte(token[i+1:]), []byte(secretHash(secret))) == 1
}

func secretHash(secret string) string {
	sum := sha256.Sum256([]byte(secret))
	return base64.RawURLEncoding.EncodeToString(sum[:])
}

func validSecret(v string) bool {
	if len(v) != 2*browserSecretLen {
		return false
	}
	for _, c := range v {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}
