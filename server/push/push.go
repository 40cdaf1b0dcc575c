// Package push is Web Push (spec 1, 3 "Push notification state", 7
// /user/web_push_create_subscriber): a player's browsers subscribe, the
// other domains call Notify in their own transaction, and a River job per
// device renders the text in the player's language and sends it, signed
// with the server's VAPID key and encrypted for that browser (RFC 8291).
//
//   - A subscription is one browser (its push service endpoint, unique): a
//     player has several; an endpoint registered again by another player
//     moves to them, since the browser now belongs to whoever signed in.
//   - Kinds a player switched off are PushMute rows (no row: on). The test
//     kind is always on.
//   - Notify only enqueues: nothing is sent inside a game's transaction.
//   - A 404 or 410 from the push service deletes the subscription, a 429
//     or 5xx retries with River's backoff, another 4xx gives up (logged).
//   - Sign-in is required; self-banned and restricted players may still
//     manage their devices: pushes are not play.
//
// See docs/push.md.
package push

import (
	"context"
	"github.com/casefront/casefront/server/clock"
	"net/http"

	"go.uber.org/zap"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/pushmute"
	"github.com/casefront/casefront/ent/pushsubscription"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/config"
)

// Kinds.
const (
	KindWithdrawalSent      = "withdrawal_sent"
	KindWithdrawalFailed    = "withdrawal_failed"
	KindBattleStarted       = "battle_started"
	KindRematchOffer        = "rematch_offer"
	KindSupportReply        = "support_reply"
	KindLevelReward         = "level_reward"
	KindExtraRewardReminder = "extra_reward_reminder"
	KindDailyBonusReminder  = "daily_bonus_reminder"
	// KindTest is the player's own test push (SendTest); it cannot be
	// switched off.
	KindTest = "test"
)

// Kinds are the kinds a player may switch, in the settings' order.
var Kinds = []string{KindWithdrawalSent, KindWithdrawalFailed, KindBattleStarted, KindRematchOffer,
	KindSupportReply, KindLevelReward, KindExtraRewardReminder, KindDailyBonusReminder}

// Inserter enqueues a job in the caller's transaction (jobs.Queue).
type Inserter interface {
	InsertTxResult(ctx context.Context, tx *ent.Tx, args river.JobArgs, opts *river.InsertOpts) (*rivertype.JobInsertResult, error)
}

// Service is Web Push.
type Service struct {
	DB   *ent.Client
	Jobs Inserter
	Keys config.Push
	// HTTP sends to the push services; nil is a client with a 30 s timeout.
	HTTP *http.Client
	Log  *zap.Logger
	Now  clock.Func
}

func (s *Service) log() *zap.Logger {
	if s.Log != nil {
		return s.Log
	}
	return zap.NewNop()
}

// PublicKey is the VAPID public key browsers subscribe with.
func (s *Service) PublicKey() string { return s.Keys.PublicKey }

func knownKind(kind string) bool {
	if kind == KindTest {
		return true
	}
	for _, k := range Kinds {
		if k == kind {
			return true
		}
	}
	return false
}

func badKind(kind string) error {
	return apperr.Validation.Msg("unknown push kind %q", kind).With("field", "kind")
}

// Notify enqueues kind's push to each of the player's devices in tx, the
// caller's transaction (so a rolled-back change sends nothing). It enqueues
// nothing when the player has no device or switched kind off. url is
// where a click on the notification leads (a path of the site); params
// fill the kind's text ({item}, {level}).
func (s *Service) Notify(ctx context.Context, tx *ent.Tx, userID int, kind, url string, params map[string]string) error {
	_, err := s.notify(ctx, tx, userID, kind, url, params, nil)
	return err
}

func (s *Service) notify(ctx context.Context, tx *ent.Tx, userID int, kind, url string, params map[string]string, opts func() *river.InsertOpts) (int, error) {
	if !knownKind(kind) {
		return 0, badKind(kind)
	}
	if kind != KindTest {
		muted, err := tx.PushMute.Query().Where(pushmute.UserID(userID), pushmute.Kind(kind)).Exist(ctx)
		if err != nil || muted {
			return 0, err
		}
	}
	ids, err := tx.PushSubscription.Query().Where(pushsubscription.UserID(userID)).IDs(ctx)
	if err != nil {
		return 0, err
	}
	sent := 0
	for _, id := range ids {
		o := sendOpts()
		if opts != nil {
			o = opts()
		}
		res, err := s.Jobs.InsertTxResult(ctx, tx, SendArgs{SubscriptionID: id, UserID: userID, Push: kind, URL: url, Params: params}, o)
		if err != nil {
			return sent, err
		}
		if !res.UniqueSkippedAsDuplicate {
			sent++
		}
	}
	return sent, nil
}
