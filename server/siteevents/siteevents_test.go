package siteevents_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent/siteevent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/jobs"
	"github.com/casefront/casefront/server/realtime"
	"github.com/casefront/casefront/server/siteevents"
	"github.com/casefront/casefront/server/store"
)

var (
	at       = time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC)
	operator = &actor.Actor{UserID: 1 << 30, Roles: []string{"admin"}}
)

func key(err error) string {
	var e *apperr.Error
	if errors.As(err, &e) {
		return e.Key
	}
	if err == nil {
		return ""
	}
	return err.Error()
}

func setup(t *testing.T, url string) (*store.DB, *siteevents.Service, *time.Time) {
	t.Helper()
	db := testdb.Open(t, url)
	now := at
	bus, err := realtime.Open("", "", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = bus.Close() })
	return db, &siteevents.Service{DB: db.Client, Clock: func() time.Time { return now }, Bus: bus}, &now
}

// Only running events are answered, soonest end first; the newest running
// site event naming a theme sets the theme, else the configured one; a
// finished event disappears at its finish time without a change.
func TestCurrentRunningEventsAndTheme(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc, now := setup(t, d.URL(t))
			svc.Theme = "fest"
			add := func(typ siteevent.Type, name string, starts, finish time.Duration) int {
				return db.Client.SiteEvent.Create().SetType(typ).SetName(name).SetStartsAt(at.Add(starts)).SetFinishAt(at.Add(finish)).SaveX(ctx).ID
			}
			add(siteevent.TypeSiteEvent, "halloween", -48*time.Hour, -time.Hour)   // finished
			add(siteevent.TypeSiteEvent, "new-year-2025", time.Hour, 48*time.Hour) // not started
			store := add(siteevent.TypeGabenstore, "gabenstore", -time.Hour, 10*24*time.Hour)
			bf := add(siteevent.TypeSiteEvent, "blackfriday-2024", -time.Hour, 90*time.Second)
			add(siteevent.TypeSiteEvent, "a tournament", -time.Hour, 5*24*time.Hour) // not a theme
			st, err := svc.Current(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if len(st.Events) != 3 || st.Events[0].ID != bf || st.Events[1].Name != "a tournament" || st.Events[2].ID != store {
				t.Fatalf("events %+v", st.Events)
			}
			if st.Theme != "blackfriday-2024" {
				t.Fatalf("theme %q", st.Theme)
			}
			// The kept answer ends with the event it holds.
			*now = at.Add(90 * time.Second)
			st, _ = svc.Current(ctx)
			if len(st.Events) != 2 || st.Theme != "fest" {
				t.Fatalf("after black friday ended: %+v", st)
			}
		})
	}
}

func TestOperatorsStartAndEnd(t *testing.T) {
	ctx := context.Background()
	db, svc, _ := setup(t, testdb.URL(t, "sqlite"))
	player := testdb.Actor(testdb.Player(t, db, 0))
	in := siteevents.StartInput{Type: "site_event", Name: "new-year-2025", FinishAt: at.Add(time.Hour)}
	if _, err := svc.Start(ctx, player, in); key(err) != "api.forbidden" {
		t.Fatalf("a player started an event: %v", err)
	}
	if _, err := svc.Start(ctx, &actor.Actor{}, in); key(err) != "api.no_auth" {
		t.Fatalf("a guest: %v", err)
	}
	for name, bad := range map[string]siteevents.StartInput{
		"type":     {Type: "party", Name: "x", FinishAt: at.Add(time.Hour)},
		"name":     {Type: "site_event", Name: "", FinishAt: at.Add(time.Hour)},
		"past":     {Type: "site_event", Name: "x", FinishAt: at.Add(-time.Second)},
		"too long": {Type: "site_event", Name: "x", FinishAt: at.Add(400 * 24 * time.Hour)},
	} {
		if _, err := svc.Start(ctx, operator, bad); key(err) != "api.validation" {
			t.Errorf("%s: %v", name, err)
		}
	}
	if n := db.Client.SiteEvent.Query().CountX(ctx); n != 0 {
		t.Fatalf("refused starts wrote %d rows", n)
	}
	e, err := svc.Start(ctx, operator, in)
	if err != nil {
		t.Fatal(err)
	}
	if st, _ := svc.Current(ctx); st.Theme != "new-year-2025" {
		t.Fatalf("theme after start %q (the kept answer must be dropped)", st.Theme)
	}
	if _, err := svc.End(ctx, player, e.ID); key(err) != "api.forbidden" {
		t.Fatalf("a player ended it: %v", err)
	}
	if _, err := svc.End(ctx, operator, e.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.End(ctx, operator, e.ID); key(err) != "api.not_found" {
		t.Fatalf("ended twice: %v", err)
	}
	if st, _ := svc.Current(ctx); st.Theme != "" || len(st.Events) != 0 {
		t.Fatalf("after end: %+v", st)
	}
}

// A change made through the queue (as the command line does, from another
// process) reaches a subscriber: the job publishes what runs then.
func TestChangeIsAnnouncedByTheQueue(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			db, svc, _ := setup(t, d.URL(t))
			if err := jobs.Migrate(ctx, db, zap.NewNop()); err != nil {
				t.Fatal(err)
			}
			q, err := jobs.New(db, zap.NewNop(), jobs.Config{FetchPollInterval: 50 * time.Millisecond})
			if err != nil {
				t.Fatal(err)
			}
			svc.Jobs = q
			siteevents.Register(q, svc)
			changes, err := svc.Changes(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if st := <-changes; len(st.Events) != 0 {
				t.Fatalf("first, what runs now: %+v", st)
			}
			// Started before the queue runs: the job waits in the table.
			if _, err := svc.Start(ctx, operator, siteevents.StartInput{Type: "site_event", Name: "halloween-2025", FinishAt: at.Add(time.Hour)}); err != nil {
				t.Fatal(err)
			}
			if err := q.Start(ctx); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = q.Stop(context.Background()) })
			select {
			case st := <-changes:
				if st.Theme != "halloween-2025" || len(st.Events) != 1 {
					t.Fatalf("announced %+v", st)
				}
			case <-ctx.Done():
				t.Fatal("the change was never announced")
			}
		})
	}
}
