// Package support is players' support tickets (spec 3 "Support ticket", 4
// "Support", 7 /zendesk/*): a player opens a ticket with a subject, a
// message and files, both sides comment, staff answer and set its status.
//
//   - Statuses: new (opened, not answered), open (the player wrote since
//     the last staff answer), pending (staff answered, waiting for the
//     player), solved, closed. A player's comment opens a solved ticket
//     again; a closed ticket takes no comment.
//   - Every ticket belongs to its player: another player's ticket, comment
//     or file answers api.not_found on every transport. Staff (roles
//     moderator and admin) read and answer every ticket.
//   - Files are images (PNG, JPEG, GIF, WebP) and PDF as sniffed from their
//     bytes, at most MaxFiles of MaxFileSize each, kept in Files under keys
//     of our own; a download is a link valid LinkTTL, handed only to whom
//     may read the ticket.
//   - Each change (a comment, a status) is published on the player's topic
//     after the commit (Subscribe): a staff answer reaches the player live,
//     on any instance with the Redis bus.
package support

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"go.uber.org/zap"

	entsql "entgo.io/ent/dialect/sql"

	"entgo.io/ent/dialect"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/predicate"
	"github.com/casefront/casefront/ent/supportattachment"
	"github.com/casefront/casefront/ent/supportcomment"
	"github.com/casefront/casefront/ent/supportticket"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/realtime"
	"github.com/casefront/casefront/server/store"
)

// Limits of the text.
const (
	MaxSubject = 200
	MaxBody    = 10000
	MaxList    = 100
	// LinkTTL is how long a download link works.
	LinkTTL = 5 * time.Minute
)

// Statuses.
const (
	StatusNew     = supportticket.StatusNew
	StatusOpen    = supportticket.StatusOpen
	StatusPending = supportticket.StatusPending
	StatusSolved  = supportticket.StatusSolved
	StatusClosed  = supportticket.StatusClosed
)

// Service is support tickets.
type Service struct {
	DB    *ent.Client
	Bus   realtime.Bus
	Files Files
	Log   *zap.Logger
	Now   func() time.Time
	// WidgetSecret signs the embeddable widget's tokens (WidgetToken).
	WidgetSecret []byte
	// Events records staff's answers and a ticket solved or closed, for
	// its player (notifications); nil: none.
	Events *events.Registry
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

func (s *Service) log() *zap.Logger {
	if s.Log != nil {
		return s.Log
	}
	return zap.NewNop()
}

// IsStaff is who reads and answers every ticket.
func IsStaff(a *actor.Actor) bool { return a.IsStaff() }

// Thread is a ticket with its comments, oldest first, each with its files.
type Thread struct {
	Ticket   *ent.SupportTicket
	Comments []*ent.SupportComment // Edges.Attachments loaded
}

func checkText(field, v string, maxLen int) (string, error) {
	v = strings.TrimSpace(v)
	if v == "" || utf8.RuneCountInString(v) > maxLen {
		return "", apperr.Validation.Msg("%s must be 1 to %d characters", field, maxLen).With("field", field).With("max", maxLen)
	}
	return v, nil
}

func notFound(id int) error {
	return apperr.NotFound.Msg("no ticket %d", id).With("ticket_id", id)
}

// Create opens a ticket with its first comment and files.
func (s *Service) Create(ctx context.Context, a *actor.Actor, subject, body string, files []Upload) (*Thread, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	subject, err := checkText("subject", subject, MaxSubject)
	if err != nil {
		return nil, err
	}
	if body, err = checkText("body", body, MaxBody); err != nil {
		return nil, err
	}
	ups, err := checkUploads(files)
	if err != nil {
		return nil, err
	}
	var t *ent.SupportTicket
	var c *ent.SupportComment
	now := s.now()
	err = store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		var err error
		t, err = tx.SupportTicket.Create().SetUserID(a.UserID).SetSubject(subject).SetStatus(StatusNew).
			SetCreatedAt(now).SetUpdatedAt(now).Save(ctx)
		if err != nil {
			return err
		}
		c, err = s.addComment(ctx, tx, t, a, body, false, ups)
		return err
	})
	if err != nil {
		return nil, err
	}
	return &Thread{Ticket: t, Comments: []*ent.SupportComment{c}}, nil
}

// addComment writes a comment and its files (stored first: a file whose
// row is not committed is removed again).
func (s *Service) addComment(ctx context.Context, tx *ent.Tx, t *ent.SupportTicket, a *actor.Actor, body string, staff bool, ups []checked) (*ent.SupportComment, error) {
	c, err := tx.SupportComment.Create().SetTicketID(t.ID).SetUserID(t.UserID).SetAuthorID(a.UserID).
		SetBody(body).SetIsStaff(staff).SetCreatedAt(s.now()).Save(ctx)
	if err != nil {
		return nil, err
	}
	for _, u := range ups {
		key := newKey(t.ID)
		if err := s.Files.Put(ctx, key, u.contentType, u.data); err != nil {
			return nil, err
		}
		tx.OnRollback(func(next ent.Rollbacker) ent.Rollbacker {
			return ent.RollbackFunc(func(ctx context.Context, tx *ent.Tx) error {
				if err := s.Files.Delete(context.WithoutCancel(ctx), key); err != nil {
					s.log().Warn("support: remove an uncommitted file", zap.String("key", key), zap.Error(err))
				}
				return next.Rollback(ctx, tx)
			})
		})
		att, err := tx.SupportAttachment.Create().SetTicketID(t.ID).SetCommentID(c.ID).SetUserID(t.UserID).
			SetKey(key).SetName(u.name).SetContentType(u.contentType).SetSize(int64(len(u.data))).SetCreatedAt(s.now()).Save(ctx)
		if err != nil {
			return nil, err
		}
		c.Edges.Attachments = append(c.Edges.Attachments, att)
	}
	return c, nil
}

// visible is the ticket query the actor may read: their own, or any for staff.
func visible(q *ent.SupportTicketQuery, a *actor.Actor) *ent.SupportTicketQuery {
	if IsStaff(a) {
		return q
	}
	return q.Where(supportticket.UserID(a.UserID))
}

// Ticket is a ticket the actor may read, else api.not_found.
func (s *Service) Ticket(ctx context.Context, a *actor.Actor, id int) (*ent.SupportTicket, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	t, err := visible(s.DB.SupportTicket.Query().Where(supportticket.ID(id)), a).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, notFound(id)
	}
	return t, err
}

// Thread is a ticket and its comments.
func (s *Service) Thread(ctx context.Context, a *actor.Actor, id int) (*Thread, error) {
	t, err := s.Ticket(ctx, a, id)
	if err != nil {
		return nil, err
	}
	cs, err := s.DB.SupportComment.Query().Where(supportcomment.TicketID(t.ID)).
		WithAttachments(func(q *ent.SupportAttachmentQuery) { q.Order(ent.Asc(supportattachment.FieldID)) }).
		Order(ent.Asc(supportcomment.FieldCreatedAt), ent.Asc(supportcomment.FieldID)).All(ctx)
	if err != nil {
		return nil, err
	}
	return &Thread{Ticket: t, Comments: cs}, nil
}

// List is the player's tickets, most recently changed first; search, when
// given, is a ticket number or words of the subject. all (staff only) lists
// every player's tickets.
func (s *Service) List(ctx context.Context, a *actor.Actor, search string, all bool, limit, offset int) ([]*ent.SupportTicket, int, error) {
	if err := a.Require(); err != nil {
		return nil, 0, err
	}
	if limit <= 0 || limit > MaxList || offset < 0 {
		return nil, 0, apperr.Validation.Msg("limit must be between 1 and %d", MaxList).With("field", "limit")
	}
	q := s.DB.SupportTicket.Query()
	if !all || !IsStaff(a) {
		q.Where(supportticket.UserID(a.UserID))
	}
	if search = strings.TrimSpace(search); search != "" {
		if len(search) > MaxSubject {
			return nil, 0, apperr.Validation.Msg("search must be at most %d characters", MaxSubject).With("field", "query")
		}
		if id, err := strconv.Atoi(strings.TrimPrefix(search, "#")); err == nil {
			q.Where(supportticket.Or(supportticket.ID(id), supportticket.SubjectContainsFold(search)))
		} else {
			q.Where(supportticket.SubjectContainsFold(search))
		}
	}
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return nil, 0, err
	}
	rows, err := q.Order(ent.Desc(supportticket.FieldUpdatedAt), ent.Desc(supportticket.FieldID)).Limit(limit).Offset(offset).All(ctx)
	return rows, total, err
}

// Comment adds the actor's comment to a ticket: the player's own (a
// solved ticket opens again; a closed one is refused) or, for staff, an
// answer to any ticket (Reply).
func (s *Service) Comment(ctx context.Context, a *actor.Actor, id int, body string, files []Upload) (*ent.SupportComment, error) {
	return s.comment(ctx, a, id, body, files, nil)
}

// Reply is staff's answer, setting status (pending when nil: waiting for
// the player). It reaches the player live.
func (s *Service) Reply(ctx context.Context, a *actor.Actor, id int, body string, status *supportticket.Status) (*ent.SupportComment, error) {
	if !IsStaff(a) {
		if err := a.Require(); err != nil {
			return nil, err
		}
		return nil, apperr.Forbidden.Msg("only staff answer tickets")
	}
	st := StatusPending
	if status != nil {
		st = *status
	}
	return s.comment(ctx, a, id, body, nil, &st)
}

func (s *Service) comment(ctx context.Context, a *actor.Actor, id int, body string, files []Upload, staffStatus *supportticket.Status) (*ent.SupportComment, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	body, err := checkText("body", body, MaxBody)
	if err != nil {
		return nil, err
	}
	ups, err := checkUploads(files)
	if err != nil {
		return nil, err
	}
	if staffStatus != nil {
		if err := checkStatus(*staffStatus); err != nil {
			return nil, err
		}
	}
	var c *ent.SupportComment
	var t *ent.SupportTicket
	err = store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		var err error
		q := tx.SupportTicket.Query().Where(supportticket.ID(id), predicate.SupportTicket(forUpdate))
		if staffStatus == nil {
			// A player's comment, even staff's own ticket: only their own.
			q.Where(supportticket.UserID(a.UserID))
		}
		t, err = q.Only(ctx)
		if ent.IsNotFound(err) {
			return notFound(id)
		}
		if err != nil {
			return err
		}
		next := StatusOpen
		if staffStatus != nil {
			next = *staffStatus
		} else if t.Status == StatusClosed {
			return apperr.Validation.Msg("ticket %d is closed: open a new one", id).With("ticket_id", id).With("reason", "ticket_closed")
		}
		if c, err = s.addComment(ctx, tx, t, a, body, staffStatus != nil, ups); err != nil {
			return err
		}
		if t, err = t.Update().SetStatus(next).SetUpdatedAt(s.now()).Save(ctx); err != nil {
			return err
		}
		if staffStatus == nil || t.UserID == a.UserID {
			return nil // the player's own words tell them nothing new
		}
		return s.replied(ctx, tx, t, "support_comment:"+strconv.Itoa(c.ID))
	})
	if err != nil {
		return nil, err
	}
	s.publish(ctx, t, c.ID)
	return c, nil
}

func checkStatus(st supportticket.Status) error {
	if err := supportticket.StatusValidator(st); err != nil {
		return apperr.Validation.Msg("status must be new, open, pending, solved or closed").With("field", "status")
	}
	return nil
}

// SetStatus is staff's change of a ticket's status; it reaches the player live.
func (s *Service) SetStatus(ctx context.Context, a *actor.Actor, id int, st supportticket.Status) (*ent.SupportTicket, error) {
	if !IsStaff(a) {
		if err := a.Require(); err != nil {
			return nil, err
		}
		return nil, apperr.Forbidden.Msg("only staff set a ticket's status")
	}
	if err := checkStatus(st); err != nil {
		return nil, err
	}
	var t *ent.SupportTicket
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		var err error
		t, err = tx.SupportTicket.Query().Where(supportticket.ID(id), predicate.SupportTicket(forUpdate)).Only(ctx)
		if ent.IsNotFound(err) {
			return notFound(id)
		}
		if err != nil {
			return err
		}
		was := t.Status
		if t, err = t.Update().SetStatus(st).SetUpdatedAt(s.now()).Save(ctx); err != nil {
			return err
		}
		if was == st || (st != StatusSolved && st != StatusClosed) {
			return nil
		}
		return s.statusEvent(ctx, tx, t)
	})
	if err != nil {
		return nil, err
	}
	s.publish(ctx, t, 0)
	return t, nil
}

// replied records, in tx, that t's player has news on it: staff's answer
// or its status (events.SupportReplied; key names the cause once).
func (s *Service) replied(ctx context.Context, tx *ent.Tx, t *ent.SupportTicket, key string) error {
	return s.Events.Emit(ctx, tx, &events.Event{Kind: events.SupportReplied, UserID: t.UserID, At: s.now(),
		Ref: "support_ticket:" + strconv.Itoa(t.ID), Key: key, State: string(t.Status)})
}

// statusEvent is replied for t's new status (solved or closed).
func (s *Service) statusEvent(ctx context.Context, tx *ent.Tx, t *ent.SupportTicket) error {
	return s.replied(ctx, tx, t, fmt.Sprintf("support_status:%d:%s:%d", t.ID, t.Status, t.UpdatedAt.UnixNano()))
}

// Link is an attachment's download link, valid LinkTTL.
func (s *Service) Link(ctx context.Context, att *ent.SupportAttachment) (string, error) {
	return s.Files.URL(ctx, att.Key, att.Name, att.ContentType, LinkTTL)
}

// Attachment is a file the actor may read (its ticket's player or staff),
// else api.not_found.
func (s *Service) Attachment(ctx context.Context, a *actor.Actor, id int) (*ent.SupportAttachment, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	q := s.DB.SupportAttachment.Query().Where(supportattachment.ID(id))
	if !IsStaff(a) {
		q.Where(supportattachment.UserID(a.UserID))
	}
	att, err := q.Only(ctx)
	if ent.IsNotFound(err) {
		return nil, apperr.NotFound.Msg("no file %d", id).With("file_id", id)
	}
	return att, err
}

// forUpdate locks the ticket on PostgreSQL (a status decided on the row
// read); SQLite's write transactions run one at a time anyway.
func forUpdate(sel *entsql.Selector) {
	if sel.Dialect() == dialect.Postgres {
		sel.ForUpdate()
	}
}

// Attachments are a comment's files, for a reader of its ticket.
func (s *Service) Attachments(ctx context.Context, a *actor.Actor, c *ent.SupportComment) ([]*ent.SupportAttachment, error) {
	if atts, err := c.Edges.AttachmentsOrErr(); err == nil {
		return atts, nil
	}
	if err := a.Require(); err != nil {
		return nil, err
	}
	if c.UserID != a.UserID && !IsStaff(a) {
		return nil, nil
	}
	return s.DB.SupportAttachment.Query().Where(supportattachment.CommentID(c.ID)).Order(ent.Asc(supportattachment.FieldID)).All(ctx)
}
