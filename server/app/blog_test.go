package app_test

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

type restBlogComment struct {
	ID          int    `json:"id"`
	PostID      int    `json:"post_id"`
	Body        string `json:"body"`
	IsPublished bool   `json:"is_published"`
	IsMine      bool   `json:"is_mine"`
}

// The blog over REST and GraphQL: a post in two languages, lists with
// total_count, a comment pending for its author alone and published by
// staff, the comment limit's wait, the feed, the sitemap and a post page's
// Open Graph tags.
func TestBlogREST(t *testing.T) {
	ctx := context.Background()
	web := t.TempDir()
	if err := os.WriteFile(filepath.Join(web, "index.html"), []byte("<!doctype html><html><head><title>Casefront</title></head><body></body></html>"), 0o644); err != nil {
		t.Fatal(err)
	}
	s := startServer(t, map[string]string{"WEB_DIR": web})
	if err := s.App.Services.Blog.SeedDemo(ctx); err != nil {
		t.Fatal(err)
	}
	_, tok := s.player(t, 0)
	_, other := s.player(t, 0)

	list := decodeAs[struct {
		Data []struct {
			ID    int    `json:"id"`
			Slug  string `json:"slug"`
			Lang  string `json:"lang"`
			Title string `json:"title"`
		} `json:"data"`
		TotalCount int `json:"total_count"`
	}](t, s.get(t, "/api/blog/posts?locale=de&limit=10&skip=0", ""), http.StatusOK)
	if len(list.Data) != 10 || list.TotalCount != 13 || list.Data[0].Lang != "de" {
		t.Fatalf("de list %+v", list)
	}
	post := func(lang string) (id int, title, body string) {
		p := decodeAs[struct {
			Data struct {
				ID    int    `json:"id"`
				Title string `json:"title"`
				Body  string `json:"body"`
			} `json:"data"`
		}](t, s.get(t, "/api/blog/posts/welcome-to-casefront?locale="+lang, ""), http.StatusOK).Data
		return p.ID, p.Title, p.Body
	}
	if _, title, _ := post("de"); title != "Willkommen bei Casefront" {
		t.Fatalf("de title %q", title)
	}
	id, title, body := post("en")
	if title != "Welcome to Casefront" || !strings.Contains(body, "<strong>battles</strong>") {
		t.Fatalf("en post %q %q", title, body)
	}
	wantAPIError(t, s.get(t, "/api/blog/posts?locale=jp", ""), http.StatusNotFound, "api.not_found")
	safe := decodeAs[struct {
		Data struct{ Body string } `json:"data"`
	}](t, s.get(t, "/api/blog/posts/safe-markdown", ""), http.StatusOK).Data.Body
	if strings.Contains(safe, "<script") || strings.Contains(safe, `href="javascript`) || strings.Contains(safe, "onerror") {
		t.Fatalf("unsafe body %s", safe)
	}

	wantAPIError(t, s.postJSON(t, "/api/blog/comment_create", "", map[string]any{"post_id": id, "body": "hello"}), http.StatusUnauthorized, "api.no_auth")
	c := decodeAs[struct{ Data restBlogComment }](t,
		s.postJSON(t, "/api/blog/comment_create", tok, map[string]any{"post_id": id, "body": "Great news!"}), http.StatusOK).Data
	if c.IsPublished || !c.IsMine || c.Body != "Great news!" {
		t.Fatalf("created %+v", c)
	}
	limited := decodeAs[map[string]any](t, s.postJSON(t, "/api/blog/comment_create", tok, map[string]any{"post_id": id, "body": "again"}),
		http.StatusTooManyRequests)
	if limited["error"] != "api.comment_rate_limiter" || limited["rate_limiting_seconds"] == nil {
		t.Fatalf("rate limit %v", limited)
	}
	comments := func(path, token string) (int, []restBlogComment) {
		r := decodeAs[struct {
			Data       []restBlogComment `json:"data"`
			TotalCount int               `json:"total_count"`
		}](t, s.get(t, path, token), http.StatusOK)
		return r.TotalCount, r.Data
	}
	if n, _ := comments(fmt.Sprintf("/api/blog/comment_list?post_id=%d&page=1", id), ""); n != 0 {
		t.Fatalf("pending listed as published")
	}
	if n, mine := comments(fmt.Sprintf("/api/blog/comment_list_not_published?post_id=%d", id), tok); n != 1 || mine[0].ID != c.ID {
		t.Fatalf("author's pending %v", mine)
	}
	if n, _ := comments(fmt.Sprintf("/api/blog/comment_list_not_published?post_id=%d", id), other); n != 0 {
		t.Fatalf("another player sees a pending comment")
	}

	// Staff publish it over GraphQL; a player may not.
	mod := `mutation($id: ID!) { moderateBlogComment(id: $id, action: "publish") { id published } }`
	if code := s.graphql(t, other, mod, map[string]any{"id": c.ID}).code(t); code != "api.forbidden" {
		t.Fatalf("a player moderated: %s", code)
	}
	staffUser, staff := s.player(t, 0)
	s.App.DB.User.UpdateOneID(staffUser.ID).SetRole("moderator").ExecX(ctx)
	var out struct {
		ModerateBlogComment struct{ Published bool }
	}
	s.graphql(t, staff, mod, map[string]any{"id": c.ID}).into(t, &out)
	if !out.ModerateBlogComment.Published {
		t.Fatalf("not published %+v", out)
	}
	// (Signed in: an anonymous read may be the public cache's, up to a second old.)
	if n, all := comments(fmt.Sprintf("/api/blog/comment_list?post_id=%d&page=1", id), other); n != 1 || all[0].ID != c.ID {
		t.Fatalf("published %v", all)
	}
	react := decodeAs[struct {
		Data struct {
			ReactionsCount   int  `json:"reactions_count"`
			ReactionsIsAdded bool `json:"reactions_is_added"`
		}
	}](t, s.postJSON(t, "/api/blog/comment_add_reaction", other, map[string]any{"comment_id": c.ID, "reaction_type": "like"}), http.StatusOK).Data
	if react.ReactionsCount != 1 || !react.ReactionsIsAdded {
		t.Fatalf("reaction %+v", react)
	}
	wantAPIError(t, s.postJSON(t, "/api/blog/comment_delete", other, map[string]any{"comment_id": c.ID}), http.StatusNotFound, "api.not_found")

	// The same over GraphQL: the limit's wait is an extension.
	g := s.graphql(t, tok, `mutation($p: ID!) { createBlogComment(postId: $p, body: "third try") { id } }`, map[string]any{"p": id})
	if g.code(t) != "api.comment_rate_limiter" || g.Errors[0].Extensions["rate_limiting_seconds"] == nil {
		t.Fatalf("graphql rate limit %s", g.raw)
	}

	feed := s.get(t, "/news/rss.xml?lang=de", "")
	if feed.Status != http.StatusOK || !strings.Contains(string(feed.Body), "/de/news/welcome-to-casefront") {
		t.Fatalf("rss %s", feed)
	}
	sm := s.get(t, "/sitemap.xml", "")
	if !strings.Contains(string(sm.Body), "/ru/news/welcome-to-casefront</loc>") {
		t.Fatalf("sitemap %s", sm)
	}
	page := s.do(t, http.MethodGet, "/de/news/welcome-to-casefront", "", "", nil, "Accept", "text/html")
	if !strings.Contains(string(page.Body), `<meta property="og:title" content="Willkommen bei Casefront">`) {
		t.Fatalf("og %s", page)
	}
	s.noErrorLogs(t)
}
