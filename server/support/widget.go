package support

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"strconv"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
)

// WidgetTTL is how long a widget token is valid.
const WidgetTTL = 10 * time.Minute

// WidgetToken is what an embeddable support widget (a messaging widget
// that identifies users by a JWT) receives from GET /zendesk/jwt: an HS256
// JWT signed with WidgetSecret carrying
//
//	external_id  the player's id (as text), the widget's user key
//	name         the player's nickname
//	scope        "user"
//	iat, exp     issued now, valid WidgetTTL
//	jti          random, so a token is used once by the widget
//
// The widget's vendor is given the same secret; nothing else signs with it.
type WidgetToken struct {
	Token     string
	ExpiresAt time.Time
}

// Widget signs the actor's widget token; name is their display name.
func (s *Service) Widget(_ context.Context, a *actor.Actor, name string) (*WidgetToken, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	if len(s.WidgetSecret) == 0 {
		return nil, apperr.NotFound.Msg("the support widget is not configured")
	}
	now := s.now()
	exp := now.Add(WidgetTTL)
	jti := make([]byte, 16)
	_, _ = rand.Read(jti)
	claims := jwt.MapClaims{
		"external_id": strconv.Itoa(a.UserID),
		"name":        name,
		"scope":       "user",
		"iat":         now.Unix(),
		"exp":         exp.Unix(),
		"jti":         hex.EncodeToString(jti),
	}
	tok, err := jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(s.WidgetSecret)
	if err != nil {
		return nil, err
	}
	return &WidgetToken{Token: tok, ExpiresAt: exp}, nil
}
