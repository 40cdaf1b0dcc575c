package support

import (
	"context"
	"encoding/json"
	"strconv"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
)

// Topic is the bus topic of one player's ticket changes.
func Topic(userID int) string { return "support:" + strconv.Itoa(userID) }

type message struct {
	TicketID  int `json:"ticket_id"`
	CommentID int `json:"comment_id,omitempty"`
}

// Change is one change of a player's ticket: its state now and the comment
// that changed it (nil for a status change alone).
type Change struct {
	Ticket  *ent.SupportTicket
	Comment *ent.SupportComment // Edges.Attachments loaded
}

// publish tells the ticket's player's subscribers, after the commit. A
// lost message costs a live update only: the thread reads again on load.
func (s *Service) publish(ctx context.Context, t *ent.SupportTicket, commentID int) {
	if s.Bus == nil {
		return
	}
	b, _ := json.Marshal(message{TicketID: t.ID, CommentID: commentID})
	if err := s.Bus.Publish(context.WithoutCancel(ctx), Topic(t.UserID), b); err != nil {
		s.log().Warn("support: publish", zap.Int("ticket_id", t.ID), zap.Error(err))
	}
}

// Subscribe delivers each change of the actor's own tickets (their own
// comments too, from another tab), read again as the actor may see them,
// until ctx is done.
func (s *Service) Subscribe(ctx context.Context, a *actor.Actor) (<-chan *Change, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	msgs, cancel, err := s.Bus.Subscribe(ctx, Topic(a.UserID))
	if err != nil {
		return nil, err
	}
	out := make(chan *Change, 8)
	go func() {
		defer close(out)
		defer cancel()
		for b := range msgs {
			var m message
			if err := json.Unmarshal(b, &m); err != nil {
				s.log().Warn("support: bad message", zap.Error(err))
				continue
			}
			ch, err := s.change(ctx, a, m)
			if err != nil {
				if ctx.Err() == nil {
					s.log().Warn("support: reload a change", zap.Int("ticket_id", m.TicketID), zap.Error(err))
				}
				continue
			}
			select {
			case out <- ch:
			case <-ctx.Done():
				return
			}
		}
	}()
	return out, nil
}

func (s *Service) change(ctx context.Context, a *actor.Actor, m message) (*Change, error) {
	t, err := s.Ticket(ctx, a, m.TicketID)
	if err != nil {
		return nil, err
	}
	ch := &Change{Ticket: t}
	if m.CommentID != 0 {
		c, err := s.DB.SupportComment.Query().Where(supportcommentOf(t.ID, m.CommentID)...).WithAttachments().Only(ctx)
		if err != nil {
			return nil, err
		}
		ch.Comment = c
	}
	return ch, nil
}
