package blog

import (
	"context"
	"time"

	"github.com/casefront/casefront/ent/blogbanner"
)

// SeedDemo adds demo posts in en, de and ru (one only in en, which every
// language reads), two categories, tags and banners to a database with no
// post (DEMO_SEED).
func (s *Service) SeedDemo(ctx context.Context) error {
	if n, err := s.DB.BlogPost.Query().Count(ctx); err != nil || n > 0 {
		return err
	}
	c := s.DB
	if err := c.BlogCategory.CreateBulk(
		c.BlogCategory.Create().SetSlug("all").SetIsDefault(true).SetPosition(0).
			SetNames(map[string]string{"en": "All", "de": "Alle", "ru": "Все"}),
		c.BlogCategory.Create().SetSlug("news").SetPosition(1).
			SetNames(map[string]string{"en": "News", "de": "Neuigkeiten", "ru": "Новости"}),
		c.BlogCategory.Create().SetSlug("guides").SetPosition(2).
			SetNames(map[string]string{"en": "Guides", "de": "Anleitungen", "ru": "Гайды"}),
	).Exec(ctx); err != nil {
		return err
	}
	if err := c.BlogTag.CreateBulk(
		c.BlogTag.Create().SetSlug("update").SetName("Update"),
		c.BlogTag.Create().SetSlug("cases").SetName("Cases"),
		c.BlogTag.Create().SetSlug("fairness").SetName("Provably fair"),
	).Exec(ctx); err != nil {
		return err
	}
	now := s.now()
	day := func(n int) *time.Time { t := now.Add(-time.Duration(n) * 24 * time.Hour); return &t }
	posts := []PostInput{
		{Slug: "welcome-to-casefront", Lang: "en", Title: "Welcome to Casefront", Category: "news", Tags: []string{"update"},
			Summary: "What is new on the site this season.", PublishedAt: day(1), Popularity: 90,
			Body: "# Welcome\n\nCases, **battles** and upgrades in one place.\n\n- Fresh cases every week\n- [Fairness explained](/fair)\n\n" +
				"Read the [rules](https://example.com/rules) before you play."},
		{Slug: "welcome-to-casefront", Lang: "de", Title: "Willkommen bei Casefront", Category: "news", Tags: []string{"update"},
			Summary: "Was es in dieser Saison Neues gibt.", PublishedAt: day(1), Popularity: 90,
			Body: "# Willkommen\n\nCases, **Battles** und Upgrades an einem Ort.\n\n- Jede Woche neue Cases\n- [Fairness erklärt](/fair)"},
		{Slug: "welcome-to-casefront", Lang: "ru", Title: "Добро пожаловать в Casefront", Category: "news", Tags: []string{"update"},
			Summary: "Что нового на сайте в этом сезоне.", PublishedAt: day(1), Popularity: 90,
			Body: "# Добро пожаловать\n\nКейсы, **батлы** и апгрейды в одном месте.\n\n- Новые кейсы каждую неделю\n- [О честности](/fair)"},
		{Slug: "how-provably-fair-works", Lang: "en", Title: "How provably fair works", Category: "guides",
			Tags: []string{"fairness"}, Summary: "Seeds, nonces and how to check any roll yourself.", PublishedAt: day(3), Popularity: 70,
			Body: "## Seeds\n\nEvery roll is `HMAC-SHA256(server_seed, client_seed:nonce:cursor)`.\n\n| Part | Who sets it |\n|---|---|\n| server seed | us, hashed first |\n| client seed | you |\n"},
		{Slug: "how-provably-fair-works", Lang: "de", Title: "So funktioniert Provably Fair", Category: "guides",
			Tags: []string{"fairness"}, Summary: "Seeds, Nonces und wie man jeden Wurf selbst prüft.", PublishedAt: day(3), Popularity: 70,
			Body: "## Seeds\n\nJeder Wurf ist `HMAC-SHA256(server_seed, client_seed:nonce:cursor)`."},
		{Slug: "new-cases-december", Lang: "en", Title: "New cases in December", Category: "news", Tags: []string{"cases", "update"},
			Summary: "Three new cases and a winter battle event.", PublishedAt: day(5), Popularity: 40,
			Body: "Three new cases arrive this month.\n\n> Battles get a winter theme too."},
		{Slug: "safe-markdown", Lang: "en", Title: "What a post may contain", Category: "guides", Tags: []string{"update"},
			Summary: "Markup stays text: scripts and javascript: links are removed.", PublishedAt: day(7), Popularity: 10,
			Body: "Scripts are removed: <script>alert('x')</script>\n\n<img src=x onerror=alert(1)>\n\n" +
				"[a javascript: link](javascript:alert(1)) stays inert, [an outside link](https://example.com) gets nofollow."},
	}
	for i := 0; i < 9; i++ { // enough en posts for a second page
		posts = append(posts, PostInput{Slug: "patch-notes-" + itoa(i+1), Lang: "en", Title: "Patch notes #" + itoa(i+1),
			Category: "news", Tags: []string{"update"}, Summary: "Small fixes and improvements.",
			PublishedAt: day(10 + i), Popularity: i, Body: "- Fixes\n- Improvements"})
	}
	for _, p := range posts {
		if _, err := s.savePost(ctx, p); err != nil {
			return err
		}
	}
	return c.BlogBanner.CreateBulk(
		c.BlogBanner.Create().SetAuthType(blogbanner.AuthTypeUnauthorized).SetPlaceType(blogbanner.PlaceTypeBlogList).
			SetTitle("Sign in and get a free case").SetText("New players open their first case on us.").SetLink("/"),
		c.BlogBanner.Create().SetAuthType(blogbanner.AuthTypeAuthorized).SetPlaceType(blogbanner.PlaceTypeBlogList).
			SetTitle("Daily bonus is waiting").SetText("Open your free daily case.").SetLink("/dailybonus"),
		c.BlogBanner.Create().SetAuthType(blogbanner.AuthTypeAuthorized).SetPlaceType(blogbanner.PlaceTypeBlogPost).
			SetTitle("Try a case battle").SetLink("/case-battle"),
		c.BlogBanner.Create().SetAuthType(blogbanner.AuthTypeUnauthorized).SetPlaceType(blogbanner.PlaceTypeBlogPost).
			SetTitle("Join Casefront").SetLink("/"),
	).Exec(ctx)
}
