package app

import (
	"context"
	"net/http"
	"time"

	"github.com/casefront/casefront/server/blog"
	"github.com/casefront/casefront/server/config"
	"github.com/casefront/casefront/server/web"
)

// mountPostPages serves a post's page (/news/{slug}, /{lang}/news/{slug}
// and their news/articles forms) as the client's index.html with the post's
// Open Graph tags in its head, so a shared link previews.
func mountPostPages(mux *http.ServeMux, cfg *config.Config, s *blog.Service, pages web.Pages) {
	policy := web.Policy(cfg.BaseURL, cfg.AssetsBaseURL)
	// One pattern per language: a {lang} wildcard would overlap /api/.
	for _, lang := range blog.Languages {
		head := func(r *http.Request) string {
			ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
			defer cancel()
			return s.OpenGraph(ctx, cfg.BaseURL, lang, r.PathValue("slug"))
		}
		page := web.WithPolicy(web.IndexWith(cfg.WebDir, pages, head), policy)
		prefix := "/" + lang
		if lang == blog.DefaultLang {
			prefix = ""
		}
		mux.Handle("GET "+prefix+"/news/{slug}", page)
		mux.Handle("GET "+prefix+"/news/articles/{slug}", page)
	}
}
