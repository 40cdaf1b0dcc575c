// Package notifications is the header's bell (spec 1, 2): in-site notices
// to a player, written by durable (outbox) subscribers in the transaction
// that delivers the event, so each cause notifies once; pushed to the
// player's browser through a Pusher in that same transaction; published on
// the player's bus topic after the commit, so an open bell updates live.
// See docs/notifications.md for the kinds, their parameters and links.
package notifications

import (
	"context"
	"encoding/json"
	"github.com/casefront/casefront/server/clock"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/realtime"
)

// Kinds of notification: the client's message for each is
// notifications.kind.<kind>.
const (
	KindWithdrawalSent      = "withdrawal_sent"
	KindWithdrawalFailed    = "withdrawal_failed"
	KindBattleStarted       = "battle_started"
	KindRematchOffer        = "rematch_offer"
	KindSupportReply        = "support_reply"
	KindLevelReward         = "level_reward"
	KindExtraRewardReminder = "extra_reward_reminder"
	KindDailyBonusReminder  = "daily_bonus_reminder"
)

// Keep is how long a notification is kept; the sweep deletes older ones.
const Keep = 30 * 24 * time.Hour

// SweepEvery is how often the queue's leader deletes what Keep lets go.
const SweepEvery = time.Hour

// ExtraReminderAfter is how long after a level-up an unmet extra reward is
// recalled (spec 4).
const ExtraReminderAfter = 10 * time.Minute

// Pusher sends a notification to the player's subscribed browsers (web
// push), in the transaction that writes it.
type Pusher interface {
	Notify(ctx context.Context, tx *ent.Tx, userID int, kind, url string, params map[string]string) error
}

// Service is notifications.
type Service struct {
	DB  *ent.Client
	Bus realtime.Bus
	Log *zap.Logger
	Now clock.Func
	// Jobs schedules the reminders in the subscriber's transaction; nil
	// schedules none.
	Jobs events.Enqueuer
	// Pusher is web push; nil pushes nothing.
	Pusher Pusher
}

func (s *Service) log() *zap.Logger {
	if s.Log != nil {
		return s.Log
	}
	return zap.NewNop()
}

// Topic is the player's bus topic (shared with battles' rematch offers):
// a new notification is a message {kind: notification, id}.
func Topic(userID int) string { return "user:" + itoa(userID) }

type message struct {
	Kind string `json:"kind"`
	ID   int    `json:"id"`
}

const messageKind = "notification"

// publish tells the player's open pages about n, after its commit.
func (s *Service) publish(ctx context.Context, n *ent.Notification) {
	if s.Bus == nil {
		return
	}
	b, _ := json.Marshal(message{Kind: messageKind, ID: n.ID})
	if err := s.Bus.Publish(ctx, Topic(n.UserID), b); err != nil {
		s.log().Warn("notifications: publish", zap.Int("user_id", n.UserID), zap.Error(err))
	}
}
