package notifications

import (
	"context"
	"encoding/json"
	"slices"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/notification"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/nodes"
	"github.com/casefront/casefront/server/store"
)

// MaxMark is the most ids one markRead names.
const MaxMark = 100

// PageSize is the most notifications one REST page holds.
const PageSize = 50

// Own is the actor's notifications (to be ordered and paged by the
// caller); refused when signed out.
func (s *Service) Own(a *actor.Actor) (*ent.NotificationQuery, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	return s.DB.Notification.Query().Where(notification.UserID(a.UserID)), nil
}

// Page is page (from 1) of limit of the actor's notifications, newest
// first, with their total and how many are unread (GET /user/notifications).
func (s *Service) Page(ctx context.Context, a *actor.Actor, page, limit int) ([]*ent.Notification, int, int, error) {
	q, err := s.Own(a)
	if err != nil {
		return nil, 0, 0, err
	}
	offset, err := store.Offset(page, limit, PageSize)
	if err != nil {
		return nil, 0, 0, err
	}
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return nil, 0, 0, err
	}
	unread, err := s.Unread(ctx, a)
	if err != nil {
		return nil, 0, 0, err
	}
	rows, err := q.Order(ent.Desc(notification.FieldCreatedAt), ent.Desc(notification.FieldID)).Offset(offset).Limit(limit).All(ctx)
	return rows, total, unread, err
}

// Unread is how many of the actor's notifications are unread (0 signed out).
func (s *Service) Unread(ctx context.Context, a *actor.Actor) (int, error) {
	if !a.SignedIn() {
		return 0, nil
	}
	return s.DB.Notification.Query().Where(notification.UserID(a.UserID), notification.ReadAtIsNil()).Count(ctx)
}

// MarkRead marks the actor's notifications ids read, or all of them, and
// says how many are unread then. An id that is not one of the actor's
// refuses the whole call (api.not_found, field ids), writing nothing.
func (s *Service) MarkRead(ctx context.Context, a *actor.Actor, ids []int, all bool) (int, error) {
	if err := a.Require(); err != nil {
		return 0, err
	}
	ids = slices.Compact(slices.Sorted(slices.Values(ids)))
	if !all && len(ids) == 0 {
		return 0, apperr.Validation.Msg("name the notifications to mark read, or all").With("field", "ids")
	}
	if len(ids) > MaxMark {
		return 0, apperr.Validation.Msg("at most %d ids at once", MaxMark).With("field", "ids")
	}
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		upd := tx.Notification.Update().Where(notification.UserID(a.UserID), notification.ReadAtIsNil())
		if !all {
			mine, err := tx.Notification.Query().Where(notification.IDIn(ids...), notification.UserID(a.UserID)).Count(ctx)
			if err != nil {
				return err
			}
			if mine != len(ids) {
				return apperr.NotFound.Msg("no such notification").With("field", "ids")
			}
			upd.Where(notification.IDIn(ids...))
		}
		return upd.SetReadAt(s.Now.Now()).Exec(ctx)
	})
	if err != nil {
		return 0, err
	}
	return s.Unread(ctx, a)
}

// Subscribe delivers each notification written for the actor from now
// on, until ctx is done (subscription notificationAdded). The topic is
// the actor's own and each row is read back as theirs.
func (s *Service) Subscribe(ctx context.Context, a *actor.Actor) (<-chan *ent.Notification, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	msgs, cancel, err := s.Bus.Subscribe(ctx, Topic(a.UserID))
	if err != nil {
		return nil, err
	}
	out := make(chan *ent.Notification, 8)
	go func() {
		defer close(out)
		defer cancel()
		for b := range msgs {
			var m message
			if json.Unmarshal(b, &m) != nil || m.Kind != messageKind {
				continue // another domain's message on the player's topic
			}
			n, err := s.DB.Notification.Query().Where(notification.ID(m.ID), notification.UserID(a.UserID)).Only(ctx)
			if err != nil {
				if !ent.IsNotFound(err) && ctx.Err() == nil {
					s.log().Warn("notifications: reload", zap.Int("id", m.ID), zap.Error(err))
				}
				continue
			}
			select {
			case out <- n:
			case <-ctx.Done():
				return
			}
		}
	}()
	return out, nil
}

// Views registers who sees a notification by global id: its player only.
func Views(v *nodes.Views) {
	v.Owned(&ent.Notification{}, notification.Table, nodes.Typed(func(_ context.Context, a *actor.Actor, n *ent.Notification, owner int) (*ent.Notification, error) {
		if !a.Is(owner) {
			return nil, nil
		}
		return n, nil
	}))
}
