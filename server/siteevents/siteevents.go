// Package siteevents is the events the whole site runs (spec 3 "Event:
// type (gabenstore or site_event), name, finish_at"; spec 7 GET
// site_events): a season of the event store, or a site event whose name
// may be one of the seasonal themes of spec 1, which restyles the site
// while it runs.
//
//   - An event runs from starts_at until finish_at, or until an operator
//     ends it; a finished one is never answered (spec 4).
//   - The theme is the newest running site event's name when it names a
//     theme, else the configured default (SITE_THEME), else none.
//   - Operators start and end events from the command line or the staff
//     mutations, through the same methods. The change enqueues a job in its
//     transaction; whichever instance runs it publishes the new state on
//     the bus (topic site_events), so a change made by the command line, in
//     another process, reaches every open page too.
package siteevents

import (
	"context"
	"encoding/json"
	"slices"
	"sync"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/siteevent"
	"github.com/casefront/casefront/server/clock"
	"github.com/casefront/casefront/server/realtime"
)

// Topic is the bus topic the running events are published on.
const Topic = "site_events"

// Themes are the seasonal themes of spec 1 the client can draw.
var Themes = []string{"blackfriday-2023", "blackfriday-2024", "cs2-sale", "fest", "halloween-2025", "halloween", "new-year-2024", "new-year-2025"}

// IsTheme says whether name is one of Themes.
func IsTheme(name string) bool { return slices.Contains(Themes, name) }

// CacheFor is how long the running events are kept between reads: every
// page asks for them, and a change is pushed anyway.
const CacheFor = 2 * time.Second

// Service answers viewers and operators.
type Service struct {
	DB    *ent.Client
	Clock clock.Func
	Bus   realtime.Bus
	// Jobs enqueues the change's publication in its transaction; nil: the
	// change is published after the commit by the caller's process only.
	Jobs Enqueuer
	// Theme is the theme when no running site event names one (SITE_THEME).
	Theme string

	mu     sync.Mutex
	cached *State
	until  time.Time
}

// Event is a running event as viewers see it.
type Event struct {
	ID       int       `json:"id"`
	Type     string    `json:"type"`
	Name     string    `json:"name"`
	FinishAt time.Time `json:"finish_at"`
}

// State is what is running now, and the theme that follows from it.
type State struct {
	Events []Event `json:"events"`
	Theme  string  `json:"theme"`
}

// Current is what runs now (kept for CacheFor, and never past the end of
// an event it holds).
func (s *Service) Current(ctx context.Context) (*State, error) {
	now := s.Clock.Now()
	s.mu.Lock()
	if s.cached != nil && now.Before(s.until) {
		st := s.cached
		s.mu.Unlock()
		return st, nil
	}
	s.mu.Unlock()
	st, err := s.read(ctx, now)
	if err != nil {
		return nil, err
	}
	until := now.Add(CacheFor)
	for _, e := range st.Events {
		if e.FinishAt.Before(until) {
			until = e.FinishAt
		}
	}
	s.mu.Lock()
	s.cached, s.until = st, until
	s.mu.Unlock()
	return st, nil
}

// forget drops the kept state (a change was made or announced).
func (s *Service) forget() {
	s.mu.Lock()
	s.cached = nil
	s.mu.Unlock()
}

// read is what runs at now: started, not finished, not ended; soonest end
// first.
func (s *Service) read(ctx context.Context, now time.Time) (*State, error) {
	rows, err := s.DB.SiteEvent.Query().Where(siteevent.StartsAtLTE(now), siteevent.FinishAtGT(now), siteevent.EndedAtIsNil()).
		Order(ent.Asc(siteevent.FieldFinishAt), ent.Asc(siteevent.FieldID)).Limit(50).All(ctx)
	if err != nil {
		return nil, err
	}
	st := &State{Events: make([]Event, 0, len(rows)), Theme: s.Theme}
	newest := -1
	for _, r := range rows {
		st.Events = append(st.Events, Event{ID: r.ID, Type: r.Type.String(), Name: r.Name, FinishAt: r.FinishAt.UTC()})
		// The newest running site event that names a theme wins.
		if r.Type == siteevent.TypeSiteEvent && IsTheme(r.Name) && r.ID > newest {
			newest, st.Theme = r.ID, r.Name
		}
	}
	return st, nil
}

// Changes delivers what runs now, then the running events each time an
// operator changes them, until ctx is done.
func (s *Service) Changes(ctx context.Context) (<-chan *State, error) {
	msgs, cancel, err := s.Bus.Subscribe(ctx, Topic)
	if err != nil {
		return nil, err
	}
	first, err := s.Current(ctx)
	if err != nil {
		cancel()
		return nil, err
	}
	out := make(chan *State, 1)
	out <- first
	go func() {
		defer close(out)
		defer cancel()
		for p := range msgs {
			// What this instance kept is stale now.
			s.forget()
			var st State
			if json.Unmarshal(p, &st) != nil {
				continue
			}
			select {
			case out <- &st:
			case <-ctx.Done():
				return
			}
		}
	}()
	return out, nil
}

// Announce publishes what runs now on the bus (the job a change enqueues).
func (s *Service) Announce(ctx context.Context) error {
	s.forget()
	st, err := s.read(ctx, s.Clock.Now())
	if err != nil {
		return err
	}
	p, err := json.Marshal(st)
	if err != nil {
		return err
	}
	return s.Bus.Publish(ctx, Topic, p)
}
