// Package socials links a player's email, social services and phone to the
// account, and pays their rewards (spec 7 /me/email/subscribe,
// /me/service/{service}/connect, /me/publish-tweet, /phone/*,
// /socials-reward/*; docs/socials.md):
//
//   - Email: a subscription is pending until the link mailed to it is
//     followed (double opt-in); the mail is a River job enqueued with the
//     row, sent over SMTP. Confirming emits email_subscribed, which the
//     tasks move on. Every mail carries an unsubscribe link.
//   - Services: OAuth 2.0 authorization code with PKCE (golang.org/x/oauth2)
//     against each service's provider, or the built-in sandbox provider in
//     development. The state is kept here, used once, for 10 minutes. The
//     account's id at the service links to one player only. Connecting
//     emits service_connected.
//   - Tweet: the site's text with the player's link, published through the
//     connected twitter account (its API v2), once a day.
//   - Phone: a 6-digit code by SMS through a Twilio-compatible gateway (a
//     River job), valid 10 minutes, 5 wrong tries, one a minute and 5 a
//     day; a confirmed number belongs to one player.
//   - Rewards: crystals for a confirmed email and for a published tweet,
//     each once per player under the player's lock (ledger key
//     socials:USER:KIND).
//
// Self-banned and restricted players are refused as in every game.
package socials

import (
	"context"
	"net/http"
	"time"

	"github.com/riverqueue/river"
	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/emailsubscription"
	"github.com/casefront/casefront/ent/phoneverification"
	"github.com/casefront/casefront/ent/socialconnection"
	"github.com/casefront/casefront/ent/socialreward"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/clock"
	"github.com/casefront/casefront/server/config"
	"github.com/casefront/casefront/server/events"
)

// Inserter enqueues a job in the caller's transaction (jobs.Queue).
type Inserter interface {
	InsertTx(ctx context.Context, tx *ent.Tx, args river.JobArgs, opts *river.InsertOpts) error
}

// Service is the socials.
type Service struct {
	DB      *ent.Client
	Jobs    Inserter
	Events  *events.Registry
	Cfg     config.Socials
	BaseURL string
	// HTTP calls the services' providers and the SMS gateway; nil is a
	// client with a 15 s timeout.
	HTTP *http.Client
	Log  *zap.Logger
	Now  clock.Func
	// DevMail: without SMTP_URL, mails are written to the log instead of
	// refused (development).
	DevMail bool
}

func (s *Service) log() *zap.Logger {
	if s.Log != nil {
		return s.Log
	}
	return zap.NewNop()
}

func (s *Service) http() *http.Client {
	if s.HTTP != nil {
		return s.HTTP
	}
	return &http.Client{Timeout: 15 * time.Second}
}

// Rewards kinds, in display order.
const (
	RewardEmail   = "email"
	RewardTwitter = "twitter"
)

// RewardKinds are the socials rewards.
var RewardKinds = []string{RewardEmail, RewardTwitter}

func refuse(reason, format string, args ...any) *apperr.Error {
	return apperr.Validation.Msg(format, args...).With("reason", reason)
}

// View is the actor's socials (GET /me/socials, query socials).
func (s *Service) View(ctx context.Context, a *actor.Actor) (*View, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	return s.view(ctx, s.DB, a.UserID, s.Now.Now())
}

func (s *Service) view(ctx context.Context, c *ent.Client, userID int, now time.Time) (*View, error) {
	v := &View{Email: Email{Status: "none"}, Phone: Phone{Status: "none"}}
	sub, err := c.EmailSubscription.Query().Where(emailsubscription.UserID(userID)).Only(ctx)
	if err != nil && !ent.IsNotFound(err) {
		return nil, err
	}
	if sub != nil {
		v.Email = Email{Address: &sub.Email, Status: string(sub.Status), ConfirmedAt: sub.ConfirmedAt}
	}
	ph, err := c.PhoneVerification.Query().Where(phoneverification.UserID(userID)).Only(ctx)
	if err != nil && !ent.IsNotFound(err) {
		return nil, err
	}
	v.Phone = phoneOf(ph, now)
	conns, err := c.SocialConnection.Query().Where(socialconnection.UserID(userID)).All(ctx)
	if err != nil {
		return nil, err
	}
	by := map[string]*ent.SocialConnection{}
	for _, sc := range conns {
		by[sc.Service] = sc
	}
	for _, svc := range config.SocialServices {
		_, offered := s.Cfg.Providers[svc]
		sv := Link{Service: svc, Available: offered}
		if sc := by[svc]; sc != nil {
			sv.Connected, sv.Username, sv.ConnectedAt = true, &sc.Username, &sc.CreatedAt
		}
		v.Services = append(v.Services, sv)
	}
	if tw := by["twitter"]; tw != nil && tw.TweetedAt != nil {
		v.TweetedAt = tw.TweetedAt
		if next := tw.TweetedAt.Add(TweetEvery); next.After(now) {
			v.NextTweetAt = &next
		}
	}
	got, err := c.SocialReward.Query().Where(socialreward.UserID(userID)).All(ctx)
	if err != nil {
		return nil, err
	}
	received := map[string]bool{}
	for _, r := range got {
		received[r.Kind] = true
	}
	for _, k := range RewardKinds {
		r := Reward{Kind: k, Crystals: s.crystals(k), Received: received[k]}
		met := (k == RewardEmail && v.Email.Status == "confirmed") || (k == RewardTwitter && v.TweetedAt != nil)
		r.Available = met && !r.Received && r.Crystals > 0
		v.Rewards = append(v.Rewards, r)
	}
	return v, nil
}

func (s *Service) crystals(kind string) int64 {
	if kind == RewardEmail {
		return s.Cfg.RewardEmail
	}
	return s.Cfg.RewardTwitter
}

// EmailStatus is the player's email_status (spec 3): none, pending,
// confirmed or unsubscribed.
func (s *Service) EmailStatus(ctx context.Context, userID int) (string, error) {
	sub, err := s.DB.EmailSubscription.Query().Where(emailsubscription.UserID(userID)).
		Select(emailsubscription.FieldStatus).Only(ctx)
	if ent.IsNotFound(err) {
		return "none", nil
	}
	if err != nil {
		return "", err
	}
	return string(sub.Status), nil
}
