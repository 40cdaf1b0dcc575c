package push

import (
	"context"
	"crypto/ecdh"
	"database/sql"
	"encoding/base64"
	"errors"
	"net"
	"net/url"
	"strings"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/pushmute"
	"github.com/casefront/casefront/ent/pushsubscription"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/store"
)

// Limits.
const (
	MaxEndpoint = 2048
	// MaxDevices is how many browsers a player keeps: a new one beyond it
	// replaces the one least recently used.
	MaxDevices = 20
	// TestEvery is how often a player may send themselves a test push.
	TestEvery = 30 * time.Second
)

// Settings are a player's devices and switches.
type Settings struct {
	Devices int
	// Enabled is each of Kinds, on or off.
	Enabled map[string]bool
}

// Subscription is what a browser's PushSubscription.toJSON() gives.
type Subscription struct {
	Endpoint, P256dh, Auth string
}

func invalid(field, msg string) error {
	return apperr.Validation.Msg("%s %s", field, msg).With("field", field)
}

// checkEndpoint accepts an absolute https URL; plain http only on a
// loopback host (local runs and tests).
func checkEndpoint(raw string) error {
	if raw == "" || len(raw) > MaxEndpoint {
		return invalid("endpoint", "must be a URL of at most 2048 characters")
	}
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || u.User != nil || u.Fragment != "" {
		return invalid("endpoint", "must be an absolute URL")
	}
	switch u.Scheme {
	case "https":
		return nil
	case "http":
		h := u.Hostname()
		if ip := net.ParseIP(h); h == "localhost" || (ip != nil && ip.IsLoopback()) {
			return nil
		}
	}
	return invalid("endpoint", "must be an https URL")
}

// decodeKey reads base64url, with or without padding.
func decodeKey(field, v string, size int) ([]byte, error) {
	b, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(v, "="))
	if err != nil || len(b) != size {
		return nil, invalid(field, "must be base64url of "+map[int]string{65: "65", 16: "16"}[size]+" bytes")
	}
	return b, nil
}

func (sub Subscription) check() error {
	if err := checkEndpoint(sub.Endpoint); err != nil {
		return err
	}
	pub, err := decodeKey("key_p256dh", sub.P256dh, 65)
	if err != nil {
		return err
	}
	if _, err := ecdh.P256().NewPublicKey(pub); err != nil {
		return invalid("key_p256dh", "must be an uncompressed P-256 point")
	}
	_, err = decodeKey("key_auth", sub.Auth, 16)
	return err
}

// Subscribe registers a browser for the actor. The endpoint is the
// browser's: one already registered (by them or by another player who
// used this browser before) is updated and now the actor's.
func (s *Service) Subscribe(ctx context.Context, a *actor.Actor, sub Subscription) (*Settings, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	if err := sub.check(); err != nil {
		return nil, err
	}
	now := s.Now.Now()
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		err := tx.PushSubscription.Create().SetUserID(a.UserID).SetEndpoint(sub.Endpoint).
			SetP256dh(sub.P256dh).SetAuth(sub.Auth).SetCreatedAt(now).SetLastUsedAt(now).
			OnConflictColumns(pushsubscription.FieldEndpoint).
			Update(func(u *ent.PushSubscriptionUpsert) {
				u.SetUserID(a.UserID).SetP256dh(sub.P256dh).SetAuth(sub.Auth).SetLastUsedAt(now)
			}).Exec(ctx)
		if err != nil {
			return err
		}
		old, err := tx.PushSubscription.Query().Where(pushsubscription.UserID(a.UserID)).
			Order(ent.Desc(pushsubscription.FieldLastUsedAt), ent.Desc(pushsubscription.FieldID)).
			Offset(MaxDevices).IDs(ctx)
		if err != nil || len(old) == 0 {
			return err
		}
		_, err = tx.PushSubscription.Delete().Where(pushsubscription.IDIn(old...)).Exec(ctx)
		return err
	})
	if err != nil {
		return nil, err
	}
	return s.Settings(ctx, a)
}

// Unsubscribe removes the actor's subscription of endpoint; another
// player's is left alone (and the answer is the same: nothing to remove).
func (s *Service) Unsubscribe(ctx context.Context, a *actor.Actor, endpoint string) (*Settings, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	if endpoint == "" || len(endpoint) > MaxEndpoint {
		return nil, invalid("endpoint", "must be a URL of at most 2048 characters")
	}
	if _, err := s.DB.PushSubscription.Delete().
		Where(pushsubscription.UserID(a.UserID), pushsubscription.Endpoint(endpoint)).Exec(ctx); err != nil {
		return nil, err
	}
	return s.Settings(ctx, a)
}

// Settings are the actor's devices and switches.
func (s *Service) Settings(ctx context.Context, a *actor.Actor) (*Settings, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	n, err := s.DB.PushSubscription.Query().Where(pushsubscription.UserID(a.UserID)).Count(ctx)
	if err != nil {
		return nil, err
	}
	muted, err := s.DB.PushMute.Query().Where(pushmute.UserID(a.UserID)).All(ctx)
	if err != nil {
		return nil, err
	}
	out := &Settings{Devices: n, Enabled: map[string]bool{}}
	for _, k := range Kinds {
		out.Enabled[k] = true
	}
	for _, m := range muted {
		if _, ok := out.Enabled[m.Kind]; ok {
			out.Enabled[m.Kind] = false
		}
	}
	return out, nil
}

// SetKind switches kind on or off for the actor.
func (s *Service) SetKind(ctx context.Context, a *actor.Actor, kind string, enabled bool) (*Settings, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	if !knownKind(kind) || kind == KindTest {
		return nil, badKind(kind)
	}
	var err error
	if enabled {
		_, err = s.DB.PushMute.Delete().Where(pushmute.UserID(a.UserID), pushmute.Kind(kind)).Exec(ctx)
	} else {
		err = s.DB.PushMute.Create().SetUserID(a.UserID).SetKind(kind).SetCreatedAt(s.Now.Now()).
			OnConflictColumns(pushmute.FieldUserID, pushmute.FieldKind).DoNothing().Exec(ctx)
		if errors.Is(err, sql.ErrNoRows) { // already off: nothing inserted
			err = nil
		}
	}
	if err != nil {
		return nil, err
	}
	return s.Settings(ctx, a)
}

// SendTest sends the test push to each of the actor's devices and says to
// how many. At most one per TestEvery: the jobs are unique by device for
// that period, so a second press inside it answers api.rate_limited on
// every instance.
func (s *Service) SendTest(ctx context.Context, a *actor.Actor) (int, error) {
	if err := a.Require(); err != nil {
		return 0, err
	}
	var n, devices int
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		var err error
		if devices, err = tx.PushSubscription.Query().Where(pushsubscription.UserID(a.UserID)).Count(ctx); err != nil {
			return err
		}
		n, err = s.notify(ctx, tx, a.UserID, KindTest, "/user/me", nil, func() *river.InsertOpts {
			o := sendOpts()
			o.UniqueOpts = river.UniqueOpts{ByArgs: true, ByPeriod: TestEvery, ByState: []rivertype.JobState{
				rivertype.JobStateAvailable, rivertype.JobStatePending, rivertype.JobStateRetryable,
				rivertype.JobStateRunning, rivertype.JobStateScheduled, rivertype.JobStateCompleted}}
			return o
		})
		return err
	})
	if err != nil {
		return 0, err
	}
	if devices == 0 {
		return 0, apperr.Validation.Msg("no device of yours is subscribed to push").With("field", "devices")
	}
	if n == 0 {
		return 0, apperr.RateLimited.Msg("one test push per %d seconds", int(TestEvery/time.Second)).With("retry_after", int(TestEvery/time.Second))
	}
	return n, nil
}
