// Package auth signs players in with Steam OpenID 2.0 (and, in development,
// with demo accounts), issues JWTs and resolves the viewer of each request.
package auth

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"time"

	"github.com/golang-jwt/jwt/v5"
	lru "github.com/hashicorp/golang-lru/v2"
)

// Tokens issues and checks HS256 JWTs whose subject is the user id.
type Tokens struct {
	Secret  []byte
	TTL     time.Duration // lifetime of a token; 0 = 30 days
	Now     func() time.Time
	Revoked Denylist // signed-out tokens; nil = none are refused

	// verified remembers the tokens whose signature was checked: a player's
	// requests carry the same token for a day, and checking it again on
	// each was a measurable share of a request. Expiry is checked on each.
	verified     *lru.Cache[string, Claims]
	verifiedOnce sync.Once
}

// verifiedMemory bounds the tokens remembered: about one per active player.
const verifiedMemory = 1 << 14

// Denylist answers whether any of a token's keys (Claims.revocationKeys)
// was signed out.
type Denylist interface {
	IsRevoked(ctx context.Context, keys ...string) (bool, error)
}

const issuer = "casefront"

func (t *Tokens) now() time.Time {
	if t.Now != nil {
		return t.Now()
	}
	return time.Now()
}

func (t *Tokens) ttl() time.Duration {
	if t.TTL > 0 {
		return t.TTL
	}
	return 30 * 24 * time.Hour
}

// tokenClaims is the JWT payload. fam names the sign-in: every token
// refreshed from it carries the same one, so a sign-out can revoke them all
// (the client keeps only the newest, but the older ones stay valid until
// they expire and may have been copied).
type tokenClaims struct {
	jwt.RegisteredClaims
	Family string `json:"fam,omitempty"`
}

// Issue returns a signed token for a user, starting a new sign-in.
func (t *Tokens) Issue(userID int) (string, error) {
	return t.issue(userID, randomHex(12))
}

// Refresh returns a fresher token of the same sign-in as c.
func (t *Tokens) Refresh(c Claims) (string, error) {
	return t.issue(c.UserID, c.Family)
}

func (t *Tokens) issue(userID int, family string) (string, error) {
	now := t.now()
	claims := tokenClaims{
		RegisteredClaims: jwt.RegisteredClaims{
			ID:        randomHex(12),
			Issuer:    issuer,
			Subject:   strconv.Itoa(userID),
			IssuedAt:  jwt.NewNumericDate(now),
			ExpiresAt: jwt.NewNumericDate(now.Add(t.ttl())),
		},
		Family: family,
	}
	return jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(t.Secret)
}

// Claims is a verified token.
type Claims struct {
	UserID int
	// ID is what a sign-out revokes: the sign-in, "fam:<Family>", shared by
	// every token refreshed from it. The deny-list stores it, and whoever
	// checks a token against the list later (the websocket sign-out checks)
	// looks it up.
	ID        string
	JTI       string // this token's own id
	Family    string // the sign-in; a token from before families: its jti
	IssuedAt  time.Time
	ExpiresAt time.Time
}

// familyKey is the deny-list key of a sign-in.
func familyKey(family string) string { return "fam:" + family }

// revocationKeys are the deny-list keys that refuse the token: its sign-in,
// and its own jti, under which tokens were signed out before sign-ins had
// families.
func (c Claims) revocationKeys() []string {
	if c.JTI == "" {
		return []string{c.ID}
	}
	return []string{c.ID, c.JTI}
}

// ErrBadToken covers every invalid, expired or foreign token.
var ErrBadToken = errors.New("auth: invalid token")

// Parse verifies a token: signature, HS256 only, issuer, expiry.
func (t *Tokens) Parse(raw string) (Claims, error) {
	t.verifiedOnce.Do(func() { t.verified, _ = lru.New[string, Claims](verifiedMemory) })
	if c, ok := t.verified.Get(raw); ok {
		if t.now().Before(c.ExpiresAt) { // as the first check judged it
			return c, nil
		}
		t.verified.Remove(raw)
	}
	c, err := t.parse(raw)
	if err == nil {
		t.verified.Add(raw, c)
	}
	return c, err
}

func (t *Tokens) parse(raw string) (Claims, error) {
	var tc tokenClaims
	_, err := jwt.ParseWithClaims(raw, &tc, func(*jwt.Token) (any, error) { return t.Secret, nil },
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}),
		jwt.WithIssuer(issuer), jwt.WithExpirationRequired(), jwt.WithTimeFunc(t.now))
	if err != nil {
		return Claims{}, fmt.Errorf("%w: %v", ErrBadToken, err)
	}
	rc := tc.RegisteredClaims
	id, err := strconv.Atoi(rc.Subject)
	if err != nil || id <= 0 {
		return Claims{}, ErrBadToken
	}
	c := Claims{UserID: id, JTI: rc.ID, Family: tc.Family, ExpiresAt: rc.ExpiresAt.Time}
	if c.Family == "" {
		// Issued before sign-ins had families: the token is its own sign-in,
		// and its refreshes join it.
		c.Family = rc.ID
	}
	if c.Family != "" {
		c.ID = familyKey(c.Family)
	}
	if rc.IssuedAt != nil {
		c.IssuedAt = rc.IssuedAt.Time
	}
	return c, nil
}

// NeedsRefresh is true once a token is a day old: the server then returns a
// fresher one in the Authorization response header.
func (t *Tokens) NeedsRefresh(c Claims) bool {
	return t.now().Sub(c.IssuedAt) > 24*time.Hour
}
