package app_test

import (
	"context"
	"encoding/xml"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"
)

type pageJSON struct {
	Data struct {
		Slug, Lang, Title, HTML string
		TOC                     []struct{ ID, Text string }
	}
}

// The static pages in the reader's language, English for a language
// without one, 404 for no page; the sitemap page's links.
func TestStaticPagesPerLanguage(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	de := decodeAs[pageJSON](t, s.get(t, "/api/pages/faq?locale=de", ""), http.StatusOK).Data
	if de.Lang != "de" || de.Title != "Häufige Fragen" || len(de.TOC) < 5 || de.TOC[0].ID != "fairness" ||
		!strings.Contains(de.HTML, `href="/de/fair"`) {
		t.Fatalf("de faq %+v", de)
	}
	if en := decodeAs[pageJSON](t, s.get(t, "/api/pages/aml-policy?locale=xx", ""), http.StatusOK).Data; en.Lang != "en" || en.Title == "" {
		t.Fatalf("fallback %+v", en)
	}
	if r := s.get(t, "/api/pages/nope?locale=en", ""); r.Status != http.StatusNotFound || !strings.Contains(string(r.Body), "api.not_found") {
		t.Fatalf("no page: %s", r)
	}
	links := decodeAs[struct {
		Data struct {
			Pages, Cases []struct{ Path, Title string }
		}
	}](t, s.get(t, "/api/sitemap/links", ""), http.StatusOK).Data
	if !hasPath(links.Cases, "/test-case") || hasPath(links.Cases, "/off-case") || !hasPath(links.Pages, "/faq") || hasPath(links.Pages, "/user/me") {
		t.Fatalf("links %+v", links)
	}
}

func hasPath(list []struct{ Path, Title string }, p string) bool {
	for _, l := range list {
		if l.Path == p {
			return true
		}
	}
	return false
}

// sitemap.xml is valid XML naming the public pages, each case and each
// published post in every language (hreflang), and no private page;
// robots.txt keeps crawlers out of the API and the players' pages.
func TestSitemapAndRobots(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	ctx := context.Background()
	s.App.DB.BlogPost.Create().SetSlug("big-news").SetLang("en").SetTitle("Big news").SetBody("x").SetBodyHTML("<p>x</p>").
		SetPublishedAt(time.Now().Add(-time.Hour)).ExecX(ctx)
	s.App.DB.BlogPost.Create().SetSlug("draft").SetLang("en").SetTitle("Draft").SetBody("x").SetBodyHTML("<p>x</p>").ExecX(ctx)
	r := s.get(t, "/sitemap.xml", "")
	if r.Status != http.StatusOK || !strings.HasPrefix(r.Header.Get("Content-Type"), "application/xml") {
		t.Fatalf("sitemap: %s", r)
	}
	var set struct {
		URLs []struct {
			Loc string `xml:"loc"`
			Alt []struct {
				Hreflang string `xml:"hreflang,attr"`
				Href     string `xml:"href,attr"`
			} `xml:"link"`
		} `xml:"url"`
	}
	if err := xml.Unmarshal(r.Body, &set); err != nil {
		t.Fatalf("not XML: %v", err)
	}
	base := strings.TrimRight(s.App.Cfg.BaseURL, "/")
	locs := map[string]int{}
	for i, u := range set.URLs {
		locs[u.Loc] = i
	}
	for _, want := range []string{base + "/", base + "/faq", base + "/de/faq", base + "/terms/aml-policy", base + "/test-case",
		base + "/ru/test-case", base + "/news/big-news"} {
		if _, ok := locs[want]; !ok {
			t.Errorf("sitemap lacks %s", want)
		}
	}
	for _, bad := range []string{base + "/user/me", base + "/payment-success", base + "/de/pay", base + "/news/draft", base + "/off-case"} {
		if _, ok := locs[bad]; ok {
			t.Errorf("sitemap lists %s", bad)
		}
	}
	if i, ok := locs[base+"/test-case"]; ok {
		alts := map[string]string{}
		for _, a := range set.URLs[i].Alt {
			alts[a.Hreflang] = a.Href
		}
		if alts["de"] != base+"/de/test-case" || alts["x-default"] != base+"/test-case" || len(alts) != 12 {
			t.Errorf("alternates %v", alts)
		}
	}
	robots := s.get(t, "/robots.txt", "")
	body := string(robots.Body)
	for _, want := range []string{"Disallow: /api/", "Disallow: /graphql", "Disallow: /user/me", "Disallow: /payment-success",
		"Sitemap: " + base + "/sitemap.xml"} {
		if !strings.Contains(body, want) {
			t.Errorf("robots.txt lacks %q:\n%s", want, body)
		}
	}
	if strings.Contains(body, "Disallow: /faq") || strings.Contains(body, "Disallow: /\n") {
		t.Errorf("robots.txt hides the public site:\n%s", body)
	}
}

// An operator's alert and modal over GraphQL reach the bar; a player may
// not create one; a player's hide over REST holds; a modal's view is
// recorded once.
func TestAlertsAndModalsOverRESTAndGraphQL(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	ctx := context.Background()
	_, player := s.player(t, 0)
	opUser, op := s.player(t, 0)
	s.App.DB.User.UpdateOneID(opUser.ID).SetRole("admin").ExecX(ctx)

	create := `mutation($in: AlertInput!) { createAlert(input: $in) { alertId style visibility active text { lang text } } }`
	in := map[string]any{"in": map[string]any{"text": []map[string]any{{"lang": "en", "text": "Maintenance at 10"}, {"lang": "de", "text": "Wartung um 10"}},
		"style": "warning", "link": "/faq"}}
	if c := s.graphql(t, player, create, in).code(t); c != "api.forbidden" {
		t.Fatalf("a player created an alert: %s", c)
	}
	var made struct {
		CreateAlert struct {
			AlertID int
			Style   string
			Active  bool
		}
	}
	s.graphql(t, op, create, in).into(t, &made)
	if made.CreateAlert.AlertID == 0 || made.CreateAlert.Style != "warning" || !made.CreateAlert.Active {
		t.Fatalf("created %+v", made)
	}
	bad := map[string]any{"in": map[string]any{"text": []map[string]any{{"lang": "en", "text": "x"}}, "style": "pink"}}
	if c := s.graphql(t, op, create, bad).code(t); c != "api.validation" {
		t.Fatalf("bad style: %s", c)
	}

	type notices struct {
		Data struct {
			Alerts []struct {
				ID          int
				Text, Style string
			}
			Modals []struct {
				ID    int
				Title string
			}
		}
	}
	id := made.CreateAlert.AlertID
	if n := decodeAs[notices](t, s.get(t, "/api/notifications?locale=de", player), http.StatusOK).Data; len(n.Alerts) != 1 ||
		n.Alerts[0].Text != "Wartung um 10" || n.Alerts[0].ID != id {
		t.Fatalf("player notices %+v", n)
	}
	if r := s.postJSON(t, "/api/notifications/hide", "", map[string]any{"id": id}); r.Status != http.StatusUnauthorized {
		t.Fatalf("guest hide: %s", r)
	}
	if r := s.postJSON(t, "/api/notifications/hide", player, map[string]any{"id": id + 1000}); r.Status != http.StatusNotFound ||
		!strings.Contains(string(r.Body), "api.not_found") {
		t.Fatalf("unknown id: %s", r)
	}
	decodeAs[map[string]any](t, s.postJSON(t, "/api/notifications/hide", player, map[string]any{"id": id}), http.StatusOK)
	if n := decodeAs[notices](t, s.get(t, "/api/notifications", player), http.StatusOK).Data; len(n.Alerts) != 0 {
		t.Fatalf("hidden alert shown %+v", n)
	}
	var gq struct {
		Notices struct {
			Alerts []struct{ AlertID int }
		}
	}
	s.graphql(t, op, `{ notices(locale: "en") { alerts { alertId text style link } modals { modalId } } }`, nil).into(t, &gq)
	if len(gq.Notices.Alerts) != 1 {
		t.Fatalf("operator's notices %+v", gq)
	}

	modal := `mutation($in: ModalInput!) { createModal(input: $in) { modalId name } }`
	var m struct{ CreateModal struct{ ModalID int } }
	s.graphql(t, op, modal, map[string]any{"in": map[string]any{"name": "welcome", "title": []map[string]any{{"lang": "en", "text": "Welcome"}},
		"body": []map[string]any{{"lang": "en", "text": "Read the FAQ"}}, "link": "/faq"}}).into(t, &m)
	path := "/api/modal-notifications/" + strconv.Itoa(m.CreateModal.ModalID) + "/view"
	type viewed struct{ Data struct{ Recorded bool } }
	if v := decodeAs[viewed](t, s.postJSON(t, path, player, map[string]any{}), http.StatusOK); !v.Data.Recorded {
		t.Fatal("first view not recorded")
	}
	if v := decodeAs[viewed](t, s.postJSON(t, path, player, map[string]any{}), http.StatusOK); v.Data.Recorded {
		t.Fatal("second view recorded")
	}
	var gv struct{ ViewModalNotification struct{ Recorded bool } }
	s.graphql(t, player, `mutation($id: Int!) { viewModalNotification(id: $id) { modalId recorded } }`,
		map[string]any{"id": m.CreateModal.ModalID}).into(t, &gv)
	if gv.ViewModalNotification.Recorded {
		t.Fatal("graphql view recorded again")
	}
	if n := decodeAs[notices](t, s.get(t, "/api/notifications", player), http.StatusOK).Data; len(n.Modals) != 0 {
		t.Fatalf("viewed modal shown %+v", n)
	}
	if r := s.postJSON(t, "/api/modal-notifications/999999/view", player, map[string]any{}); r.Status != http.StatusNotFound {
		t.Fatalf("unknown modal: %s", r)
	}
}
