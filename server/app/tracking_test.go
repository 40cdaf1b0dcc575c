package app_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/casefront/casefront/ent/pageview"
)

// GET /go{path} answers 204 at once and counts in memory; a flush writes
// the counts; a bad path is api.validation and counts nothing.
func TestPageViewBeacons(t *testing.T) {
	s := startServer(t, nil)
	for range 3 {
		if r := s.get(t, "/go/upgrade", ""); r.Status != http.StatusNoContent || len(r.Body) != 0 {
			t.Fatalf("beacon: %s", r)
		}
	}
	if r := s.get(t, "/api/go/", ""); r.Status != http.StatusNoContent {
		t.Fatalf("home beacon: %s", r)
	}
	wantAPIError(t, s.get(t, "/go/"+strings.Repeat("a", 300), ""), http.StatusUnprocessableEntity, "api.validation")
	wantAPIError(t, s.get(t, "/go/a%3Cb", ""), http.StatusUnprocessableEntity, "api.validation")
	ctx := context.Background()
	if err := s.App.Services.Tracking.Views.Flush(ctx); err != nil {
		t.Fatal(err)
	}
	rows, err := s.App.DB.Client.PageView.Query().Order(pageview.ByPath()).All(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 || rows[0].Path != "/" || rows[0].Count != 1 || rows[1].Path != "/upgrade" || rows[1].Count != 3 {
		t.Fatalf("page views = %+v", rows)
	}
}

// The sign-up's analytics event comes beside /user/me's data once; the
// GraphQL take then has nothing; consent and the rating round-trip.
func TestAnalyticsBesideUserMe(t *testing.T) {
	s := startServer(t, nil)
	u, tok := s.player(t, 0)
	if err := s.App.Services.Tracking.SignedUp(context.Background(), u.ID); err != nil {
		t.Fatal(err)
	}
	type entry struct {
		Event  string         `json:"event"`
		Params map[string]any `json:"params"`
	}
	type me struct {
		Analytics map[string][]entry `json:"analytics"`
	}
	first := decodeAs[me](t, s.get(t, "/user/me", tok), http.StatusOK)
	if ga := first.Analytics["ga4"]; len(ga) != 1 || ga[0].Event != "sign_up" || len(first.Analytics["fbq"]) != 1 {
		t.Fatalf("first /user/me analytics = %+v", first.Analytics)
	}
	again := decodeAs[me](t, s.get(t, "/user/me", tok), http.StatusOK)
	if len(again.Analytics["ga4"]) != 0 {
		t.Fatalf("delivered twice: %+v", again.Analytics)
	}
	var took struct {
		TakeAnalytics struct{ GA4 []entry } `json:"takeAnalytics"`
	}
	s.graphql(t, tok, `mutation { takeAnalytics { ga4 { event params { userId } } } }`, nil).into(t, &took)
	if len(took.TakeAnalytics.GA4) != 0 {
		t.Fatalf("GraphQL took it again: %+v", took)
	}

	var consent struct {
		Consent *struct{ Analytics, Marketing bool } `json:"consent"`
	}
	s.graphql(t, tok, `mutation { setConsent(analytics: true, marketing: false) { analytics } }`, nil).into(t, &struct{}{})
	s.graphql(t, tok, `{ consent { analytics marketing } }`, nil).into(t, &consent)
	if consent.Consent == nil || !consent.Consent.Analytics || consent.Consent.Marketing {
		t.Fatalf("consent = %+v", consent.Consent)
	}

	wantAPIError(t, s.postJSON(t, "/rate", tok, map[string]any{"stars": 6}), http.StatusUnprocessableEntity, "api.validation")
	wantAPIError(t, s.postJSON(t, "/rate", "", map[string]any{"stars": 5}), http.StatusUnauthorized, "api.no_auth")
	type rated struct {
		Data struct {
			Stars   int    `json:"stars"`
			Comment string `json:"comment"`
		} `json:"data"`
	}
	if r := decodeAs[rated](t, s.postJSON(t, "/rate", tok, map[string]any{"stars": 4, "comment": "good"}), http.StatusOK); r.Data.Stars != 4 || r.Data.Comment != "good" {
		t.Fatalf("rate = %+v", r)
	}
}

// GET /clickids/add/ keeps a known click id in an http-only cookie for a
// day and refuses an unknown source.
func TestClickIDCookie(t *testing.T) {
	s := startServer(t, nil)
	r := s.get(t, "/clickids/add/?source=gclid&id=Cj0KCQ-abc", "")
	if r.Status != http.StatusOK {
		t.Fatalf("click id: %s", r)
	}
	c := r.Header.Get("Set-Cookie")
	if !strings.HasPrefix(c, "click_id=") || !strings.Contains(c, "Max-Age=86400") || !strings.Contains(c, "HttpOnly") {
		t.Fatalf("cookie %q", c)
	}
	wantAPIError(t, s.get(t, "/clickids/add/?source=utm_source&id=x", ""), http.StatusUnprocessableEntity, "api.validation")
	if n, _ := s.App.DB.Client.ClickID.Query().Count(context.Background()); n != 1 {
		t.Fatalf("%d click ids stored, want 1", n)
	}
}
