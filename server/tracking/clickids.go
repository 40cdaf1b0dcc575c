package tracking

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"regexp"
	"slices"
	"time"

	"github.com/casefront/casefront/ent/clickid"
	"github.com/casefront/casefront/server/apperr"
)

// ClickCookie keeps the visitor's click id token for ClickTTL (spec 9:
// campaign click ids, 1 day).
const (
	ClickCookie = "click_id"
	ClickTTL    = 24 * time.Hour
)

// ClickSources are the campaign click-id parameters kept: Google, Meta,
// TikTok, Microsoft, Snapchat, Outbrain, Taboola, MGID, Twitter.
var ClickSources = []string{"gclid", "gbraid", "wbraid", "fbclid", "ttclid", "msclkid", "sccid", "obclid", "tblci", "mgclid", "twclid"}

// A click id is what networks send: letters, digits and -_.~ only.
var clickIDText = regexp.MustCompile(`^[A-Za-z0-9._~-]{1,255}$`)

// AddClick records a click id the visitor landed with and answers the
// token their cookie keeps.
func (s *Service) AddClick(ctx context.Context, source, id string) (string, error) {
	if !slices.Contains(ClickSources, source) {
		return "", apperr.Validation.Msg("source must be one of the known click-id parameters").With("field", "source").With("reason", "click_source_unknown")
	}
	if !clickIDText.MatchString(id) {
		return "", apperr.Validation.Msg("id must be 1 to 255 letters, digits or -_.~").With("field", "id")
	}
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	token := hex.EncodeToString(b)
	if err := s.DB.ClickID.Create().SetSource(source).SetClickID(id).SetToken(token).SetCreatedAt(s.Clock.Now()).Exec(ctx); err != nil {
		return "", fmt.Errorf("tracking: click id: %w", err)
	}
	return token, nil
}

type clickKey struct{}

// WithClick carries the click id token of the request's cookie.
func WithClick(ctx context.Context, token string) context.Context {
	if token == "" || len(token) > 64 {
		return ctx
	}
	return context.WithValue(ctx, clickKey{}, token)
}

// ClickFrom is the request's click id token, "" for none.
func ClickFrom(ctx context.Context) string {
	t, _ := ctx.Value(clickKey{}).(string)
	return t
}

// BindClick binds the click id of the request's cookie to the player, when
// it was added within ClickTTL and is bound to nobody yet (a conditional
// update: the first player keeps it).
func (s *Service) BindClick(ctx context.Context, userID int) error {
	token := ClickFrom(ctx)
	if token == "" || userID == 0 {
		return nil
	}
	now := s.Clock.Now()
	_, err := s.DB.ClickID.Update().
		Where(clickid.Token(token), clickid.UserIDIsNil(), clickid.CreatedAtGT(now.Add(-ClickTTL))).
		SetUserID(userID).SetBoundAt(now).Save(ctx)
	if err != nil {
		return fmt.Errorf("tracking: bind click id: %w", err)
	}
	return nil
}
