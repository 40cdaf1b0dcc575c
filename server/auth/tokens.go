// Package auth signs players in with Steam OpenID 2.0 (and, in development,
// with demo accounts), issues JWTs and resolves the viewer of each request.
package auth

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// Tokens issues and checks HS256 JWTs whose subject is the user id.
type Tokens struct {
	Secret  []byte
	TTL     time.Duration // lifetime of a token; 0 = 30 days
	Now     func() time.Time
	Revoked Denylist // signed-out tokens; nil = none are refused
}

// Denylist answers whether a token id was signed out.
type Denylist interface {
	IsRevoked(ctx context.Context, jti string) (bool, error)
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

// Issue returns a signed token for a user.
func (t *Tokens) Issue(userID int) (string, error) {
	now := t.now()
	claims := jwt.RegisteredClaims{
		ID:        randomHex(12),
		Issuer:    issuer,
		Subject:   strconv.Itoa(userID),
		IssuedAt:  jwt.NewNumericDate(now),
		ExpiresAt: jwt.NewNumericDate(now.Add(t.ttl())),
	}
	return jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(t.Secret)
}

// Claims is a verified token.
type Claims struct {
	UserID    int
	ID        string // jti: what a sign-out revokes
	IssuedAt  time.Time
	ExpiresAt time.Time
}

// ErrBadToken covers every invalid, expired or foreign token.
var ErrBadToken = errors.New("auth: invalid token")

// Parse verifies a token: signature, HS256 only, issuer, expiry.
func (t *Tokens) Parse(raw string) (Claims, error) {
	var rc jwt.RegisteredClaims
	_, err := jwt.ParseWithClaims(raw, &rc, func(*jwt.Token) (any, error) { return t.Secret, nil },
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}),
		jwt.WithIssuer(issuer), jwt.WithExpirationRequired(), jwt.WithTimeFunc(t.now))
	if err != nil {
		return Claims{}, fmt.Errorf("%w: %v", ErrBadToken, err)
	}
	id, err := strconv.Atoi(rc.Subject)
	if err != nil || id <= 0 {
		return Claims{}, ErrBadToken
	}
	c := Claims{UserID: id, ID: rc.ID, ExpiresAt: rc.ExpiresAt.Time}
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
