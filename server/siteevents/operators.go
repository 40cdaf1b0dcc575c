package siteevents

import (
	"context"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/siteevent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/store"
)

// Enqueuer puts a job on the durable queue in the caller's transaction.
type Enqueuer interface {
	InsertTxResult(ctx context.Context, tx *ent.Tx, args river.JobArgs, opts *river.InsertOpts) (*rivertype.JobInsertResult, error)
}

// MaxLength is the longest an event may run.
const MaxLength = 366 * 24 * time.Hour

// StartInput is a new event. StartsAt nil: now.
type StartInput struct {
	Type     string // gabenstore or site_event
	Name     string
	StartsAt *time.Time
	FinishAt time.Time
}

func operatorOnly(a *actor.Actor) error {
	if !a.SignedIn() {
		return apperr.NoAuth
	}
	if !a.IsStaff() {
		return apperr.Forbidden.Msg("only operators run site events")
	}
	return nil
}

func invalid(reason, format string, args ...any) *apperr.Error {
	return apperr.Validation.Msg(format, args...).With("reason", reason)
}

// Start creates an event (operators only).
func (s *Service) Start(ctx context.Context, a *actor.Actor, in StartInput) (*ent.SiteEvent, error) {
	if err := operatorOnly(a); err != nil {
		return nil, err
	}
	now := s.Clock.Now()
	if siteevent.TypeValidator(siteevent.Type(in.Type)) != nil {
		return nil, invalid("type", "type is gabenstore or site_event")
	}
	if in.Name == "" || len(in.Name) > 64 {
		return nil, invalid("name", "a name of 1 to 64 characters is needed")
	}
	starts := now
	if in.StartsAt != nil {
		starts = in.StartsAt.UTC()
	}
	if !in.FinishAt.After(starts) || !in.FinishAt.After(now) {
		return nil, invalid("finish_at", "finish_at must be after the start and in the future")
	}
	if in.FinishAt.Sub(starts) > MaxLength {
		return nil, invalid("finish_at", "an event runs at most a year")
	}
	var out *ent.SiteEvent
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		var err error
		out, err = tx.SiteEvent.Create().SetType(siteevent.Type(in.Type)).SetName(in.Name).
			SetStartsAt(starts).SetFinishAt(in.FinishAt.UTC()).Save(ctx)
		if err != nil {
			return err
		}
		return s.announceLater(ctx, tx)
	})
	if err != nil {
		return nil, err
	}
	s.changed(ctx)
	return out, nil
}

// End ends a running event now (operators only). An event that is not
// running is not found.
func (s *Service) End(ctx context.Context, a *actor.Actor, id int) (*ent.SiteEvent, error) {
	if err := operatorOnly(a); err != nil {
		return nil, err
	}
	now := s.Clock.Now()
	var out *ent.SiteEvent
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		n, err := tx.SiteEvent.Update().Where(siteevent.ID(id), siteevent.EndedAtIsNil(), siteevent.FinishAtGT(now)).
			SetEndedAt(now).Save(ctx)
		if err != nil {
			return err
		}
		if n == 0 {
			return apperr.NotFound.Msg("no running site event %d", id)
		}
		if out, err = tx.SiteEvent.Get(ctx, id); err != nil {
			return err
		}
		return s.announceLater(ctx, tx)
	})
	if err != nil {
		return nil, err
	}
	s.changed(ctx)
	return out, nil
}

// List is every event, newest first (operators only).
func (s *Service) List(ctx context.Context, a *actor.Actor) ([]*ent.SiteEvent, error) {
	if err := operatorOnly(a); err != nil {
		return nil, err
	}
	return s.DB.SiteEvent.Query().Order(ent.Desc(siteevent.FieldID)).Limit(200).All(ctx)
}

// Running says whether an event row runs at now.
func Running(e *ent.SiteEvent, now time.Time) bool {
	return e.EndedAt == nil && !e.StartsAt.After(now) && e.FinishAt.After(now)
}

// announceLater enqueues the publication of the change with it.
func (s *Service) announceLater(ctx context.Context, tx *ent.Tx) error {
	if s.Jobs == nil {
		return nil
	}
	_, err := s.Jobs.InsertTxResult(ctx, tx, AnnounceArgs{}, nil)
	return err
}

// changed forgets this instance's kept state and, without a queue,
// publishes at once.
func (s *Service) changed(ctx context.Context) {
	s.forget()
	if s.Jobs == nil && s.Bus != nil {
		_ = s.Announce(ctx)
	}
}

// Row is an event as operators see it.
type Row struct {
	EventID  int
	Type     string
	Name     string
	StartsAt time.Time
	FinishAt time.Time
	EndedAt  *time.Time
	Running  bool
}

// RowOf is e as operators see it at now.
func RowOf(e *ent.SiteEvent, now time.Time) *Row {
	return &Row{EventID: e.ID, Type: e.Type.String(), Name: e.Name, StartsAt: e.StartsAt, FinishAt: e.FinishAt,
		EndedAt: e.EndedAt, Running: Running(e, now)}
}

// Now is the service's time (the rows' running flag).
func (s *Service) Now() time.Time { return s.Clock.Now() }
