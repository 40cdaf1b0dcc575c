package notifications

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/riverqueue/river"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/withdrawal"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/events"
)

// Subscribe registers the durable subscribers that write notifications,
// and the daily bonus reminder's scheduling (in the open's transaction:
// a rolled-back open schedules nothing).
func Subscribe(r *events.Registry, s *Service) {
	later := func(kind events.Kind, build func(ctx context.Context, tx *ent.Tx, e events.Event) (*notice, error)) {
		r.Later(kind, "notifications."+string(kind), func(ctx context.Context, tx *ent.Tx, e events.Event) error {
			n, err := build(ctx, tx, e)
			if err != nil || n == nil {
				return err
			}
			row, err := s.add(ctx, tx, *n, e.At)
			if err != nil || row == nil {
				return err
			}
			events.AfterCommit(ctx, func(ctx context.Context) { s.publish(ctx, row) })
			return nil
		})
	}
	later(events.WithdrawalSent, func(ctx context.Context, tx *ent.Tx, e events.Event) (*notice, error) {
		return withdrawalNotice(ctx, tx, e, KindWithdrawalSent)
	})
	later(events.WithdrawalFailed, func(ctx context.Context, tx *ent.Tx, e events.Event) (*notice, error) {
		return withdrawalNotice(ctx, tx, e, KindWithdrawalFailed)
	})
	later(events.BattleStarted, func(_ context.Context, _ *ent.Tx, e events.Event) (*notice, error) {
		id := refID(e.Ref, "battle")
		return &notice{userID: e.UserID, kind: KindBattleStarted, url: "/casebattle/" + itoa(id),
			params: map[string]string{"battle": itoa(id)}, key: itoa(id)}, nil
	})
	later(events.RematchOffered, func(ctx context.Context, tx *ent.Tx, e events.Event) (*notice, error) {
		id := refID(e.Ref, "rematch")
		rm, err := tx.Rematch.Get(ctx, id)
		if err != nil {
			return nil, err
		}
		return &notice{userID: e.UserID, kind: KindRematchOffer, url: "/casebattle/" + itoa(rm.OldBattleID),
			params: map[string]string{"battle": itoa(rm.OldBattleID)}, key: itoa(id)}, nil
	})
	later(events.SupportReplied, func(ctx context.Context, tx *ent.Tx, e events.Event) (*notice, error) {
		id := refID(e.Ref, "support_ticket")
		t, err := tx.SupportTicket.Get(ctx, id)
		if err != nil {
			return nil, err
		}
		return &notice{userID: e.UserID, kind: KindSupportReply, url: "/user/me#support",
			params: map[string]string{"ticket": itoa(id), "subject": t.Subject, "status": e.State}, key: e.Key}, nil
	})
	later(events.LevelReached, func(ctx context.Context, tx *ent.Tx, e events.Event) (*notice, error) {
		if s.Jobs != nil {
			err := s.Jobs.InsertTx(ctx, tx, ExtraReminderArgs{UserID: e.UserID, Level: e.Level},
				&river.InsertOpts{ScheduledAt: e.At.Add(ExtraReminderAfter)})
			if err != nil {
				return nil, err
			}
		}
		return &notice{userID: e.UserID, kind: KindLevelReward, url: "/user/me",
			params: map[string]string{"level": itoa(e.Level)}, key: itoa(e.Level)}, nil
	})
	// The daily bonus opens at most once a day, so this writes a job a
	// day per player, and nothing for any other play.
	r.On(events.Played, "notifications.daily_bonus_reminder", func(ctx context.Context, tx *ent.Tx, e *events.Event) error {
		if e.Game != dailyBonusGame || s.Jobs == nil {
			return nil
		}
		return s.Jobs.InsertTx(ctx, tx, DailyReminderArgs{UserID: e.UserID}, &river.InsertOpts{ScheduledAt: nextMidnight(e.At)})
	})
}

// dailyBonusGame is the daily bonus's play (cases.OpenDailyBonus).
const dailyBonusGame = "daily_bonus"

func nextMidnight(t time.Time) time.Time {
	y, m, d := t.UTC().Date()
	return time.Date(y, m, d+1, 0, 0, 0, 0, time.UTC)
}

func withdrawalNotice(ctx context.Context, tx *ent.Tx, e events.Event, kind string) (*notice, error) {
	id := refID(e.Ref, "withdrawal")
	w, err := tx.Withdrawal.Query().Where(withdrawal.ID(id)).
		WithDrop(func(q *ent.DropQuery) { q.WithItem().Select(drop.FieldID, drop.FieldItemID) }).Only(ctx)
	if err != nil {
		return nil, err
	}
	params := map[string]string{"value": money.Cents(w.Value).String(), "method": string(w.Kind)}
	if d := w.Edges.Drop; d != nil && d.Edges.Item != nil {
		params["item"] = d.Edges.Item.Name
	}
	if kind == KindWithdrawalFailed {
		params["reason"] = e.State
	}
	return &notice{userID: w.UserID, kind: kind, url: "/user/me", params: params, key: itoa(id)}, nil
}

// refID is the id of ref "prefix:N" (0 when it names something else).
func refID(ref, prefix string) int {
	rest, ok := strings.CutPrefix(ref, prefix+":")
	if !ok {
		return 0
	}
	id, _ := strconv.Atoi(rest)
	return id
}
