package alerts_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/alerts"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/store"
)

var (
	at       = time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC)
	operator = &actor.Actor{UserID: 1 << 30, Roles: []string{"moderator"}}
	guest    = &actor.Actor{}
)

func setup(t *testing.T, url string) (*store.DB, *alerts.Service, *time.Time) {
	t.Helper()
	db := testdb.Open(t, url)
	now := at
	return db, &alerts.Service{DB: db.Client, Now: func() time.Time { return now }}, &now
}

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

func alertTexts(n *alerts.Notices) []string {
	var out []string
	for _, a := range n.Alerts {
		out = append(out, a.Text)
	}
	return out
}

// Each audience sees its alerts, in its language (English otherwise),
// only inside the window; a player's hide holds for them alone and for good.
func TestAlertsVisibilityWindowAndHide(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc, now := setup(t, d.URL(t))
			p1, p2 := testdb.Actor(testdb.Player(t, db, 0)), testdb.Actor(testdb.Player(t, db, 0))
			later, end := at.Add(time.Hour), at.Add(2*time.Hour)
			add := func(in alerts.AlertInput) int {
				n, err := svc.AddAlert(ctx, operator, in)
				if err != nil {
					t.Fatal(err)
				}
				return n.ID
			}
			all := add(alerts.AlertInput{Text: map[string]string{"en": "all", "de": "alle"}, Style: "warning", Link: "/fair"})
			add(alerts.AlertInput{Text: map[string]string{"en": "guests"}, Visibility: "guests"})
			add(alerts.AlertInput{Text: map[string]string{"en": "players"}, Visibility: "players"})
			add(alerts.AlertInput{Text: map[string]string{"en": "soon"}, StartsAt: &later, EndsAt: &end})

			check := func(a *actor.Actor, lang string, want ...string) {
				t.Helper()
				n, err := svc.For(ctx, a, lang)
				if err != nil {
					t.Fatal(err)
				}
				if got := alertTexts(n); len(got) != len(want) || (len(got) > 0 && !equal(got, want)) {
					t.Fatalf("%s sees %q, want %q", lang, got, want)
				}
			}
			check(guest, "de", "alle", "guests")
			check(p1, "ru", "all", "players")
			n, _ := svc.For(ctx, guest, "en")
			if n.Alerts[0].Style != "warning" || n.Alerts[0].Link != "/fair" || n.Alerts[0].AlertID != all {
				t.Fatalf("alert %+v", n.Alerts[0])
			}

			*now = later
			check(p1, "en", "all", "players", "soon")
			*now = end
			check(p1, "en", "all", "players")

			if err := svc.Hide(ctx, p1, all); err != nil {
				t.Fatal(err)
			}
			if err := svc.Hide(ctx, p1, all); err != nil {
				t.Fatalf("second hide: %v", err)
			}
			check(p1, "en", "players")
			check(p2, "en", "all", "players")
			if c := db.PageNotificationHide.Query().CountX(ctx); c != 1 {
				t.Fatalf("%d hide rows", c)
			}
			if k := key(svc.Hide(ctx, p1, 999999)); k != apperr.NotFound.Key {
				t.Fatalf("unknown id: %s", k)
			}
			if k := key(svc.Hide(ctx, guest, all)); k != apperr.NoAuth.Key {
				t.Fatalf("guest hide: %s", k)
			}
			if _, err := svc.EndAlert(ctx, operator, all); err != nil {
				t.Fatal(err)
			}
			check(p2, "en", "players")
			if k := key(svc.Hide(ctx, p2, all)); k != apperr.NotFound.Key {
				t.Fatalf("hide of an ended alert: %s", k)
			}
		})
	}
}

// A modal is recorded once per player: a second view writes nothing, and
// the viewer is not shown it again; another player still is.
func TestModalViewedOnce(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc, _ := setup(t, d.URL(t))
			p1, p2 := testdb.Actor(testdb.Player(t, db, 0)), testdb.Actor(testdb.Player(t, db, 0))
			m, err := svc.AddModal(ctx, operator, alerts.ModalInput{Name: "welcome", Title: map[string]string{"en": "Hi", "ru": "Привет"},
				Body: map[string]string{"en": "Read the FAQ"}, Link: "/faq", Audience: "players"})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := svc.AddModal(ctx, operator, alerts.ModalInput{Name: "welcome", Title: map[string]string{"en": "x"},
				Body: map[string]string{"en": "x"}}); key(err) != apperr.Validation.Key {
				t.Fatalf("duplicate name: %v", err)
			}
			n, _ := svc.For(ctx, p1, "ru")
			if len(n.Modals) != 1 || n.Modals[0].Title != "Привет" || n.Modals[0].Body != "Read the FAQ" {
				t.Fatalf("modals %+v", n.Modals)
			}
			if g, _ := svc.For(ctx, guest, "en"); len(g.Modals) != 0 {
				t.Fatalf("a players' modal shown to a guest: %+v", g.Modals)
			}
			first, err := svc.View(ctx, p1, m.ID)
			if err != nil || !first {
				t.Fatalf("first view: %v %v", first, err)
			}
			again, err := svc.View(ctx, p1, m.ID)
			if err != nil || again {
				t.Fatalf("second view: %v %v", again, err)
			}
			if c := db.ModalNotificationView.Query().CountX(ctx); c != 1 {
				t.Fatalf("%d view rows", c)
			}
			if n, _ := svc.For(ctx, p1, "en"); len(n.Modals) != 0 {
				t.Fatalf("seen modal shown again")
			}
			if n, _ := svc.For(ctx, p2, "en"); len(n.Modals) != 1 {
				t.Fatalf("other player: %+v", n.Modals)
			}
			if _, err := svc.View(ctx, p1, m.ID+1000); key(err) != apperr.NotFound.Key {
				t.Fatalf("unknown modal: %v", err)
			}
		})
	}
}

// Only operators create, list and end; bad input is api.validation and
// writes nothing.
func TestOperatorsOnlyAndValidation(t *testing.T) {
	ctx := context.Background()
	db, svc, _ := setup(t, testenv.Databases()[0].URL(t))
	player := testdb.Actor(testdb.Player(t, db, 0))
	ok := alerts.AlertInput{Text: map[string]string{"en": "x"}}
	if _, err := svc.AddAlert(ctx, player, ok); key(err) != apperr.Forbidden.Key {
		t.Fatalf("player add: %v", err)
	}
	if _, err := svc.AddAlert(ctx, guest, ok); key(err) != apperr.NoAuth.Key {
		t.Fatalf("guest add: %v", err)
	}
	if _, err := svc.Alerts(ctx, player); key(err) != apperr.Forbidden.Key {
		t.Fatalf("player list: %v", err)
	}
	if _, err := svc.EndModal(ctx, player, 1); key(err) != apperr.Forbidden.Key {
		t.Fatalf("player end: %v", err)
	}
	end := at.Add(-time.Hour)
	for name, in := range map[string]alerts.AlertInput{
		"no english": {Text: map[string]string{"de": "x"}},
		"bad lang":   {Text: map[string]string{"en": "x", "xx": "y"}},
		"bad style":  {Text: ok.Text, Style: "pink"},
		"bad vis":    {Text: ok.Text, Visibility: "bots"},
		"js link":    {Text: ok.Text, Link: "javascript:alert(1)"},
		"proto link": {Text: ok.Text, Link: "//evil.example"},
		"http link":  {Text: ok.Text, Link: "http://example.com"},
		"bad window": {Text: ok.Text, StartsAt: &at, EndsAt: &end},
	} {
		if _, err := svc.AddAlert(ctx, operator, in); key(err) != apperr.Validation.Key {
			t.Errorf("%s: %v", name, err)
		}
	}
	if c := db.PageNotification.Query().CountX(ctx); c != 0 {
		t.Fatalf("%d rows written", c)
	}
	if _, err := svc.EndAlert(ctx, operator, 12345); key(err) != apperr.NotFound.Key {
		t.Fatalf("end unknown: %v", err)
	}
}

func equal(a, b []string) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
