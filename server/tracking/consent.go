package tracking

import (
	"context"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/consentrecord"
	"github.com/casefront/casefront/server/actor"
)

// Consent is a visitor's choice; necessary cookies need none.
type Consent struct {
	Analytics bool      `json:"analytics"`
	Marketing bool      `json:"marketing"`
	UpdatedAt time.Time `json:"updated_at"`
}

// ConsentOf is the signed-in player's last choice, nil when they made
// none on their account yet.
func (s *Service) ConsentOf(ctx context.Context, a *actor.Actor) (*Consent, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	row, err := s.DB.ConsentRecord.Query().Where(consentrecord.UserID(a.UserID)).
		Order(ent.Desc(consentrecord.FieldCreatedAt), ent.Desc(consentrecord.FieldID)).First(ctx)
	if ent.IsNotFound(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &Consent{Analytics: row.Analytics, Marketing: row.Marketing, UpdatedAt: row.CreatedAt}, nil
}

// SetConsent records the player's choice with its time. A self-banned or
// restricted player may still change it: it withholds their data, it
// plays nothing.
func (s *Service) SetConsent(ctx context.Context, a *actor.Actor, analytics, marketing bool) (*Consent, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	row, err := s.DB.ConsentRecord.Create().SetUserID(a.UserID).SetAnalytics(analytics).SetMarketing(marketing).
		SetCreatedAt(s.Clock.Now()).Save(ctx)
	if err != nil {
		return nil, err
	}
	return &Consent{Analytics: row.Analytics, Marketing: row.Marketing, UpdatedAt: row.CreatedAt}, nil
}
