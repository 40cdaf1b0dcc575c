package app_test

import (
	"net/http"
	"testing"
	"time"
)

// An operator's site event reaches an open page over the subscription,
// shows in GET /site_events with its theme, and leaves it when ended; a
// player may not start one.
func TestSiteEventsLiveOverGraphQLAndREST(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, map[string]string{"JOBS_POLL": "50ms"})
	opUser, op := s.player(t, 0)
	s.App.DB.User.UpdateOneID(opUser.ID).SetRole("admin").ExecX(t.Context())
	_, player := s.player(t, 0)

	watch := connectWS(t, s, "graphql-transport-ws", "")
	watch.subscribe("ev", `subscription { siteEventsChanged { theme events { eventId type name finishAt } } }`)
	s.subscribed(t, "site_events")
	var got struct {
		SiteEventsChanged struct {
			Theme  string
			Events []struct{ Name string }
		}
	}
	// First what runs now: nothing.
	if !watch.nextData("ev", 5*time.Second, &got) || len(got.SiteEventsChanged.Events) != 0 {
		t.Fatalf("first %+v", got)
	}

	start := `mutation($in: SiteEventInput!) { startSiteEvent(input: $in) { eventId running } }`
	in := map[string]any{"in": map[string]any{"type": "site_event", "name": "new-year-2025", "finishAt": time.Now().Add(time.Hour).UTC().Format(time.RFC3339)}}
	if c := s.graphql(t, player, start, in).code(t); c != "api.forbidden" {
		t.Fatalf("a player started a site event: %s", c)
	}
	var started struct {
		StartSiteEvent struct {
			EventID int
			Running bool
		}
	}
	s.graphql(t, op, start, in).into(t, &started)
	if started.StartSiteEvent.EventID == 0 || !started.StartSiteEvent.Running {
		t.Fatalf("started %+v", started)
	}
	if !watch.nextData("ev", 10*time.Second, &got) || got.SiteEventsChanged.Theme != "new-year-2025" {
		t.Fatalf("pushed %+v", got)
	}
	rest := decodeAs[struct {
		Data []struct {
			Type, Name string
			FinishAt   time.Time `json:"finish_at"`
		}
		Theme string
	}](t, s.get(t, "/api/site_events", ""), http.StatusOK)
	if rest.Theme != "new-year-2025" || len(rest.Data) != 1 || rest.Data[0].Type != "site_event" || rest.Data[0].FinishAt.IsZero() {
		t.Fatalf("GET /site_events %+v", rest)
	}
	s.graphql(t, op, `mutation($id: Int!) { endSiteEvent(id: $id) { running } }`, map[string]any{"id": started.StartSiteEvent.EventID})
	if !watch.nextData("ev", 10*time.Second, &got) || got.SiteEventsChanged.Theme != "" || len(got.SiteEventsChanged.Events) != 0 {
		t.Fatalf("after the end %+v", got)
	}
}
