package push

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"strings"
	"time"

	webpush "github.com/SherClockHolmes/webpush-go"
	"github.com/riverqueue/river"
	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/pushsubscription"
	"github.com/casefront/casefront/server/jobs"
)

// SendArgs is one push to one device, enqueued by Notify.
type SendArgs struct {
	SubscriptionID int               `json:"subscription_id"`
	UserID         int               `json:"user_id"`
	Push           string            `json:"push"` // the push kind
	URL            string            `json:"url"`
	Params         map[string]string `json:"params,omitempty"`
}

func (SendArgs) Kind() string { return "push_send" }

// MaxAttempts bounds the retries of a push the service refuses for now
// (429, 5xx, no answer): River's backoff, about 20 minutes in all; a push
// later than that is no use.
const MaxAttempts = 6

// TTL is how long the push service keeps a push for a device that is
// offline.
const TTL = 24 * time.Hour

func sendOpts() *river.InsertOpts { return &river.InsertOpts{MaxAttempts: MaxAttempts} }

// Payload is what the service worker receives (client/public/service-worker.js).
type Payload struct {
	Title string `json:"title"`
	Body  string `json:"body"`
	URL   string `json:"url"`
	Tag   string `json:"tag"`
	Icon  string `json:"icon"`
}

// Icon is the notification's icon.
const Icon = "/favicon.svg"

// Register adds the send worker to q.
func Register(q *jobs.Queue, s *Service) { jobs.Register(q, &sender{s: s}) }

type sender struct {
	river.WorkerDefaults[SendArgs]
	s *Service
}

func (w *sender) Work(ctx context.Context, job *river.Job[SendArgs]) error {
	return w.s.Send(ctx, job.Args)
}

// Send delivers one push: nothing when the device is gone or now another
// player's.
func (s *Service) Send(ctx context.Context, args SendArgs) error {
	sub, err := s.DB.PushSubscription.Query().
		Where(pushsubscription.ID(args.SubscriptionID), pushsubscription.UserID(args.UserID)).
		WithUser().Only(ctx)
	if ent.IsNotFound(err) {
		return nil
	}
	if err != nil {
		return err
	}
	title, body := Render(args.Push, sub.Edges.User.Lang, args.Params)
	msg, err := json.Marshal(Payload{Title: title, Body: body, URL: safeURL(args.URL), Tag: args.Push, Icon: Icon})
	if err != nil {
		return err
	}
	hc := s.HTTP
	if hc == nil {
		hc = &http.Client{Timeout: 30 * time.Second}
	}
	res, err := webpush.SendNotificationWithContext(ctx, msg,
		&webpush.Subscription{Endpoint: sub.Endpoint, Keys: webpush.Keys{P256dh: sub.P256dh, Auth: sub.Auth}},
		&webpush.Options{HTTPClient: hc, Subscriber: strings.TrimPrefix(s.Keys.Subject, "mailto:"),
			VAPIDPublicKey: s.Keys.PublicKey, VAPIDPrivateKey: s.Keys.PrivateKey,
			TTL: int(TTL / time.Second), Urgency: urgency(args.Push)})
	if err != nil {
		return fmt.Errorf("push %d: %w", sub.ID, err) // no answer: again later
	}
	defer res.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(res.Body, 4096))
	switch code := res.StatusCode; {
	case code >= 200 && code < 300:
		return s.DB.PushSubscription.Update().Where(pushsubscription.ID(sub.ID), pushsubscription.Endpoint(sub.Endpoint)).
			SetLastUsedAt(s.Now.Now()).Exec(ctx)
	case code == http.StatusNotFound || code == http.StatusGone:
		// The browser unsubscribed or the subscription expired: it never
		// comes back, so neither should we.
		_, err := s.DB.PushSubscription.Delete().
			Where(pushsubscription.ID(sub.ID), pushsubscription.Endpoint(sub.Endpoint)).Exec(ctx)
		return err
	case code == http.StatusTooManyRequests || code >= 500:
		return fmt.Errorf("push %d: the push service answered %d", sub.ID, code)
	default:
		s.log().Info("push refused by the push service", zap.Int("subscription", sub.ID),
			zap.String("kind", args.Push), zap.Int("status", code))
		return nil
	}
}

// urgency lets the push service wake a device for what the player waits
// on, and batch the reminders.
func urgency(kind string) webpush.Urgency {
	switch kind {
	case KindExtraRewardReminder, KindDailyBonusReminder:
		return webpush.UrgencyLow
	case KindTest, KindBattleStarted, KindRematchOffer:
		return webpush.UrgencyHigh
	}
	return webpush.UrgencyNormal
}

var sitePath = regexp.MustCompile(`^/[^/\\]`)

// safeURL keeps a click on the site: a path of it, else the home page.
func safeURL(u string) string {
	if u == "/" || sitePath.MatchString(u) {
		return u
	}
	return "/"
}
