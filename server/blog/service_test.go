package blog_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/blog"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/ratelimit"
	"github.com/casefront/casefront/server/store"
)

var at = time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)

func setup(t *testing.T, url string) (*blog.Service, *store.DB) {
	t.Helper()
	db := testdb.Open(t, url)
	s := &blog.Service{DB: db.Client, Now: func() time.Time { return at }, Limiter: ratelimit.NewMemory()}
	if err := s.SeedDemo(context.Background()); err != nil {
		t.Fatal(err)
	}
	return s, db
}

var staff = &actor.Actor{UserID: 1 << 30, Roles: []string{"moderator"}}

func key(err error) string {
	e, ok := apperr.As(err)
	if !ok {
		return err.Error()
	}
	return e.Key
}

func post(t *testing.T, s *blog.Service, lang, slug string) *ent.BlogPost {
	t.Helper()
	p, err := s.Post(context.Background(), nil, lang, slug)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestPostsByLanguageCategoryAndTags(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			s, _ := setup(t, d.URL(t))
			en, err := s.Posts(ctx, blog.ListQuery{Lang: "en"})
			if err != nil || en.TotalCount != 13 || len(en.Items) != blog.PageSize {
				t.Fatalf("en: %v %v", en, err)
			}
			next, err := s.Posts(ctx, blog.ListQuery{Lang: "en", Skip: 10})
			if err != nil || len(next.Items) != 3 || next.Items[0].ID == en.Items[9].ID {
				t.Fatalf("second page: %v %v", next, err)
			}
			// de has two posts of its own and reads the other en ones.
			de, err := s.Posts(ctx, blog.ListQuery{Lang: "de", Limit: 50})
			if err != nil || de.TotalCount != 13 {
				t.Fatalf("de: %v %v", de, err)
			}
			langs := map[string]string{}
			for _, p := range de.Items {
				if prev, dup := langs[p.Slug]; dup {
					t.Fatalf("slug %s twice (%s, %s)", p.Slug, prev, p.Lang)
				}
				langs[p.Slug] = p.Lang
			}
			if langs["welcome-to-casefront"] != "de" || langs["new-cases-december"] != "en" {
				t.Fatalf("de reads %v", langs)
			}
			if p := post(t, s, "ru", "how-provably-fair-works"); p.Lang != "en" {
				t.Fatalf("ru falls back to en, got %s", p.Lang)
			}
			if p := post(t, s, "de", "welcome-to-casefront"); p.Lang != "de" || p.Title != "Willkommen bei Casefront" {
				t.Fatalf("de post %+v", p)
			}
			guides, err := s.Posts(ctx, blog.ListQuery{Lang: "en", Category: "guides"})
			if err != nil || guides.TotalCount != 2 {
				t.Fatalf("guides: %v %v", guides, err)
			}
			all, err := s.Posts(ctx, blog.ListQuery{Lang: "en", Category: "all"})
			if err != nil || all.TotalCount != 13 {
				t.Fatalf("the default category lists all: %v %v", all, err)
			}
			tagged, err := s.Posts(ctx, blog.ListQuery{Lang: "en", Tags: []string{"cases", "fairness"}})
			if err != nil || tagged.TotalCount != 2 {
				t.Fatalf("tags: %v %v", tagged, err)
			}
			if _, err := s.Posts(ctx, blog.ListQuery{Lang: "jp"}); key(err) != apperr.NotFound.Key {
				t.Fatalf("jp: %v", err)
			}
			if _, err := s.Posts(ctx, blog.ListQuery{Lang: "en", Limit: 500}); key(err) != apperr.Validation.Key {
				t.Fatalf("limit: %v", err)
			}
			pop, err := s.Popular(ctx, "de")
			if err != nil || len(pop) != blog.PopularSize || pop[0].Slug != "welcome-to-casefront" || pop[0].Lang != "de" {
				t.Fatalf("popular %v %v", pop, err)
			}
			// A draft is staff's alone.
			p := post(t, s, "en", "new-cases-december")
			if _, err := s.PublishPost(ctx, &actor.Actor{UserID: 5}, p.ID, false); key(err) != apperr.Forbidden.Key {
				t.Fatalf("a player unpublished: %v", err)
			}
			if _, err := s.PublishPost(ctx, staff, p.ID, false); err != nil {
				t.Fatal(err)
			}
			if _, err := s.Post(ctx, nil, "en", "new-cases-december"); key(err) != apperr.NotFound.Key {
				t.Fatalf("draft read: %v", err)
			}
			if _, err := s.Post(ctx, staff, "en", "new-cases-december"); err != nil {
				t.Fatalf("staff read the draft: %v", err)
			}
			b, err := s.Banners(ctx, &actor.Actor{}, "en", "blog_list")
			if err != nil || len(b) != 1 || b[0].AuthType != "unauthorized" {
				t.Fatalf("banners %v %v", b, err)
			}
		})
	}
}

func TestCommentModeration(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			s, h := setup(t, d.URL(t))
			alice, bob := testdb.Actor(testdb.Player(t, h, 0)), testdb.Actor(testdb.Player(t, h, 0))
			p := post(t, s, "en", "welcome-to-casefront")

			if _, err := s.CreateComment(ctx, &actor.Actor{}, blog.NewComment{PostID: p.ID, Body: "hi there"}); key(err) != apperr.NoAuth.Key {
				t.Fatalf("anonymous comment: %v", err)
			}
			if _, err := s.CreateComment(ctx, alice, blog.NewComment{PostID: p.ID, Body: "x"}); key(err) != apperr.Validation.Key {
				t.Fatalf("short comment: %v", err)
			}
			c, err := s.CreateComment(ctx, alice, blog.NewComment{PostID: p.ID, Body: "  first!  "})
			if err != nil || c.Published || c.Body != "first!" || !c.Mine {
				t.Fatalf("create %+v %v", c, err)
			}
			// Pending: its author sees it, nobody else does.
			if mine, _ := s.Pending(ctx, alice, p.ID); len(mine) != 1 || mine[0].ID != c.ID {
				t.Fatalf("alice's pending %v", mine)
			}
			if theirs, _ := s.Pending(ctx, bob, p.ID); len(theirs) != 0 {
				t.Fatalf("bob sees alice's pending %v", theirs)
			}
			if _, err := s.Comment(ctx, bob, c.ID); key(err) != apperr.NotFound.Key {
				t.Fatalf("bob reads a pending comment: %v", err)
			}
			if list, total, _ := s.Comments(ctx, bob, p.ID, 1, 0); total != 0 || len(list) != 0 {
				t.Fatalf("published before moderation %v", list)
			}
			// One comment per window: the next answers the wait.
			_, err = s.CreateComment(ctx, alice, blog.NewComment{PostID: p.ID, Body: "second"})
			e, _ := apperr.As(err)
			if e.Key != apperr.CommentRateLimiter.Key {
				t.Fatalf("rate limit: %v", err)
			}
			if secs, _ := e.Fields["rate_limiting_seconds"].(int); secs < 1 || secs > 30 {
				t.Fatalf("rate_limiting_seconds %v", e.Fields)
			}
			if _, err := s.ModerateComment(ctx, bob, c.ID, blog.Publish); key(err) != apperr.Forbidden.Key {
				t.Fatalf("a player moderated: %v", err)
			}
			if _, err := s.ModerateComment(ctx, staff, c.ID, blog.Publish); err != nil {
				t.Fatal(err)
			}
			list, total, err := s.Comments(ctx, &actor.Actor{}, p.ID, 1, 0)
			if err != nil || total != 1 || list[0].ID != c.ID || list[0].Author.Nickname != "Tester" {
				t.Fatalf("published %v %d %v", list, total, err)
			}
			// A reply; bob cannot delete alice's comment.
			r, err := s.CreateComment(ctx, bob, blog.NewComment{PostID: p.ID, ParentID: &c.ID, Body: "welcome"})
			if err != nil || *r.ParentID != c.ID {
				t.Fatalf("reply %v %v", r, err)
			}
			other := post(t, s, "en", "new-cases-december")
			if _, err := s.CreateComment(ctx, testdb.Actor(testdb.Player(t, h, 0)),
				blog.NewComment{PostID: other.ID, ParentID: &c.ID, Body: "elsewhere"}); key(err) != apperr.NotFound.Key {
				t.Fatalf("a reply on another post: %v", err)
			}
			if err := s.DeleteComment(ctx, bob, c.ID); key(err) != apperr.NotFound.Key {
				t.Fatalf("bob deleted alice's comment: %v", err)
			}
			if err := s.DeleteComment(ctx, alice, c.ID); err != nil {
				t.Fatal(err)
			}
			if _, total, _ := s.Comments(ctx, bob, p.ID, 1, 0); total != 0 {
				t.Fatalf("a deleted comment listed")
			}
			// A comment on a draft or a missing post is refused.
			if _, err := s.PublishPost(ctx, staff, other.ID, false); err != nil {
				t.Fatal(err)
			}
			carol := testdb.Actor(testdb.Player(t, h, 0))
			for _, id := range []int{other.ID, 1 << 40} {
				if _, err := s.CreateComment(ctx, carol, blog.NewComment{PostID: id, Body: "hello"}); key(err) != apperr.NotFound.Key {
					t.Fatalf("comment on post %d: %v", id, err)
				}
			}
		})
	}
}

func TestReactionsOncePerPlayerAndType(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			s, h := setup(t, d.URL(t))
			alice, bob := testdb.Actor(testdb.Player(t, h, 0)), testdb.Actor(testdb.Player(t, h, 0))
			p := post(t, s, "en", "welcome-to-casefront")
			c, err := s.CreateComment(ctx, alice, blog.NewComment{PostID: p.ID, Body: "react to me"})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := s.AddReaction(ctx, bob, c.ID, "like"); key(err) != apperr.NotFound.Key {
				t.Fatalf("a reaction to a pending comment: %v", err)
			}
			if _, err := s.ModerateComment(ctx, staff, c.ID, blog.Publish); err != nil {
				t.Fatal(err)
			}
			if _, err := s.AddReaction(ctx, bob, c.ID, "boo"); key(err) != apperr.Validation.Key {
				t.Fatalf("unknown type: %v", err)
			}
			var wg sync.WaitGroup
			for range 8 {
				wg.Add(2)
				go func() { defer wg.Done(); _, _ = s.AddReaction(ctx, bob, c.ID, "like") }()
				go func() { defer wg.Done(); _, _ = s.AddReaction(ctx, alice, c.ID, "like") }()
			}
			wg.Wait()
			v, err := s.AddReaction(ctx, bob, c.ID, "heart")
			if err != nil || v.ReactionsCount != 3 || v.Reactions[0].Count != 2 || !v.Reactions[0].IsAdded || v.Reactions[1].Count != 1 {
				t.Fatalf("after adds %+v %v", v, err)
			}
			for range 3 {
				v, err = s.RemoveReaction(ctx, bob, c.ID, "like")
			}
			if err != nil || v.ReactionsCount != 2 || v.Reactions[0].Count != 1 || v.Reactions[0].IsAdded || !v.ReactionsIsAdded {
				t.Fatalf("after removes %+v %v", v, err)
			}
			if seen, _ := s.Comment(ctx, alice, c.ID); !seen.Reactions[0].IsAdded || seen.Reactions[1].IsAdded {
				t.Fatalf("alice's view %+v", seen.Reactions)
			}
		})
	}
}
