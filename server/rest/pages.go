package rest

import (
	"encoding/json"
	"net/http"
	"net/url"

	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/pages"
	"github.com/casefront/casefront/server/sitemap"
)

// Static pages (server/pages), the sitemap page's links, sitemap.xml and
// robots.txt (server/sitemap).

func (h *Handler) staticPagesRoutes() []endpoint {
	return []endpoint{
		{"GET", "/pages/{slug}", h.staticPage, 0},
		{"GET", "/sitemap/links", h.sitemapLinks, 0},
	}
}

func init() {
	publicReads["/sitemap/links"] = func(q url.Values) (string, bool) { return "", true }
}

// staticPage answers a page rendered at build time, in locale or English.
func (h *Handler) staticPage(w http.ResponseWriter, r *http.Request, p *params) error {
	b, found := pages.Get(r.PathValue("slug"), p.lang())
	if !found {
		return apperr.NotFound.Msg("no page %q", r.PathValue("slug")).With("field", "slug")
	}
	w.Header().Set("Cache-Control", "public, max-age=300")
	ok(w, json.RawMessage(b))
	return nil
}

func (h *Handler) sitemapLinks(w http.ResponseWriter, r *http.Request, _ *params) error {
	l, err := h.Sitemap.Links(r.Context())
	if err != nil {
		return err
	}
	ok(w, l)
	return nil
}

func (h *Handler) sitemapXML(w http.ResponseWriter, r *http.Request) {
	body, err := h.Sitemap.XML(r.Context())
	h.xml(w, r, "application/xml; charset=utf-8", body, err)
}

func (h *Handler) robots(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	_, _ = w.Write(sitemap.Robots(h.Cfg.BaseURL))
}
