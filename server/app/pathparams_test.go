package app_test

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/server/pickem"
)

// A page route whose parameter names nothing (a user, a battle, an item, a
// post, a tournament, a case) is the client's page with 404, like a path
// no route matches; the ones that exist are 200, with a language prefix
// too, and a draft post is no page for visitors.
func TestPageParametersThatNameNothingAre404(t *testing.T) {
	t.Parallel()
	web := t.TempDir()
	if err := os.WriteFile(filepath.Join(web, "index.html"), []byte("<!doctype html><title>Casefront</title>"), 0o644); err != nil {
		t.Fatal(err)
	}
	s := catalogServer(t, map[string]string{"WEB_DIR": web})
	ctx := context.Background()
	u, tok := s.player(t, 100_00)
	created := decodeAs[battleAnswer](t, s.postJSON(t, "/case_battle/create", tok,
		map[string]any{"players_count": 2, "cases": []int{s.caseID(t, "test-case")}}), http.StatusOK).Data
	skin := s.App.DB.Item.Query().Where(item.StaticNameNEQ("")).FirstX(ctx).StaticName
	s.App.DB.BlogPost.Create().SetSlug("big-news").SetLang("en").SetTitle("Big news").SetBody("x").SetBodyHTML("<p>x</p>").
		SetPublishedAt(time.Now().Add(-time.Hour)).ExecX(ctx)
	s.App.DB.BlogPost.Create().SetSlug("draft").SetLang("en").SetTitle("Draft").SetBody("x").SetBodyHTML("<p>x</p>").ExecX(ctx)
	if err := pickem.SeedDemo(ctx, s.App.DB.Client, time.Now()); err != nil {
		t.Fatal(err)
	}
	slug := s.App.DB.PickemTournament.Query().FirstX(ctx).Slug

	for path, want := range map[string]int{
		"/test-case": 200, "/de/test-case": 200, "/no-such-case": 404, "/battle-encourage-case": 404,
		fmt.Sprintf("/user/%d", u.ID): 200, fmt.Sprintf("/ru/user/%d", u.ID): 200, "/user/99999999": 404, "/user/0": 404, "/user/abc": 404,
		fmt.Sprintf("/casebattle/%d", created.ID): 200, "/casebattle/99999999": 404, "/casebattle/x": 404,
		"/items/" + skin: 200, "/items/no-such-skin": 404,
		"/news/big-news": 200, "/news/articles/big-news": 200, "/news/draft": 404, "/news/no-such-post": 404,
		"/pick-em/" + slug: 200, "/pick-em/no-such-tournament": 404, "/pick-em/" + slug + "/extra": 404,
		"/not-found": 404, "/ref-streamer": 200, "/casebattle/active": 200,
	} {
		r := s.do(t, http.MethodGet, path, "", "", nil, "Accept", "text/html")
		if r.Status != want || string(r.Body) != "<!doctype html><title>Casefront</title>" {
			t.Errorf("%s: %d %q, want %d with the client's page", path, r.Status, r.Body, want)
		}
	}
}
