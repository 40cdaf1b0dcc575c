package rest

import (
	"bytes"
	"net/http"
	"strconv"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/auth"
	"github.com/casefront/casefront/server/config"
	"github.com/casefront/casefront/server/edge"
	"github.com/casefront/casefront/server/publiccache"
	"github.com/casefront/casefront/server/ratelimit"
	"github.com/casefront/casefront/server/services"
)

// Handler serves the REST endpoints.
type Handler struct {
	// Services are the domains' services, the same the graph uses.
	*services.Services
	Cfg     *config.Config
	Auth    *auth.Service
	Public  *publiccache.Cache // anonymous answers of publicReads; nil: none kept
	Limiter ratelimit.Limiter
	Log     *zap.Logger
}

type endpoint struct {
	method, path string
	fn           func(http.ResponseWriter, *http.Request, *params) error
	limit        int // requests per minute per viewer (0 = none)
}

// endpoints are every domain's route table; each domain's file owns its routes.
func (h *Handler) endpoints() []endpoint {
	var all []endpoint
	for _, routes := range [][]endpoint{h.authRoutes(), h.usersRoutes(), h.ledgerRoutes(), h.inventoryRoutes(),
		h.catalogRoutes(), h.casesRoutes(), h.familiesRoutes(), h.fairRoutes(), h.upgradeRoutes(), h.contractRoutes(), h.changerRoutes(),
		h.paymentsRoutes(), h.promoRoutes(), h.progressRoutes(), h.dailyBonusRoutes(), h.battlesRoutes(), h.tradesRoutes(),
		h.levelsRoutes(), h.supportRoutes(), h.blogRoutes(), h.partnerRoutes(), h.dailyCrystalRoutes(), h.tasksRoutes(), h.socialsRoutes(), h.notificationsRoutes(),
		h.warehouseRoutes(), h.offersRoutes(), h.customizationsRoutes(), h.gabenstoreRoutes(), h.pushRoutes(), h.trackingRoutes(), h.topDropsRoutes(), h.staticPagesRoutes(), h.alertsRoutes(),
		h.quizRoutes(), h.siteEventsRoutes(), h.pickemRoutes(), h.seasonRoutes()} {
		all = append(all, routes...)
	}
	return all
}

// Register mounts every endpoint under /api and at the bare path. A bare GET
// that a browser navigates to (Accept: text/html) is a client route, so it
// goes to spa instead.
func (h *Handler) Register(mux *http.ServeMux, spa http.Handler) {
	for _, e := range h.endpoints() {
		hf := h.wrap(e)
		mux.Handle(e.method+" /api"+e.path, hf)
		if e.method == http.MethodGet {
			mux.Handle(e.method+" "+e.path, browserOr(spa, hf))
		} else {
			mux.Handle(e.method+" "+e.path, hf)
		}
	}
	h.registerFallbacks(mux, spa)
	for _, p := range h.pages() {
		mux.Handle(p.method+" "+p.path, h.guardPath(p.path, p.fn))
	}
}

// page is a route served outside the endpoints' JSON conventions.
type page struct {
	method, path string
	fn           http.HandlerFunc
}

func (h *Handler) pages() []page {
	return append(h.socialsPages(), []page{
		// Redirect-driven sign-in steps are pages, not JSON calls.
		{http.MethodGet, "/auth/callback", h.callback},
		{http.MethodGet, "/auth/dev", h.devPage},
		{http.MethodPost, "/auth/dev", h.devSubmit},
		// Gateways post their signed notifications here (not rate limited: a
		// gateway retries, and a forged one is refused by its signature).
		{http.MethodPost, "/webhooks/{gate}", h.webhook},
		{http.MethodPost, "/api/webhooks/{gate}", h.webhook},
		{http.MethodPost, SupplierCallbackPath, h.supplierCallback},
		// The blog's feed (server/blog); the sitemap and robots.txt (server/sitemap).
		{http.MethodGet, "/news/rss.xml", h.blogRSS},
		{http.MethodGet, "/sitemap.xml", h.sitemapXML},
		{http.MethodGet, "/robots.txt", h.robots},
		// The partners' contract (openapi.go).
		{http.MethodGet, "/api/openapi.json", serveOpenAPI("application/json", OpenAPIJSON)},
		{http.MethodGet, "/api/openapi.yaml", serveOpenAPI("application/yaml", OpenAPIYAML)},
	}...)
}

// Route is a method and path pattern Register mounts (wildcards as
// http.ServeMux writes them, e.g. /api/promo/{code}).
type Route struct{ Method, Path string }

// Routes lists every route Register mounts with a handler of its own: each
// endpoint under /api and at the bare path, and the pages and notifications.
func (h *Handler) Routes() []Route {
	var out []Route
	for _, e := range h.endpoints() {
		out = append(out, Route{e.method, "/api" + e.path}, Route{e.method, e.path})
	}
	for _, p := range h.pages() {
		out = append(out, Route{p.method, p.path})
	}
	return out
}

// guardPath refuses a request whose path values (the pattern's wildcards)
// carry what no parameter may (checkPath) before fn sees them.
func (h *Handler) guardPath(pattern string, fn http.HandlerFunc) http.Handler {
	names := wildcards(pattern)
	if len(names) == 0 {
		return fn
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := checkPath(r, names); err != nil {
			h.fail(w, r, err)
			return
		}
		fn(w, r)
	})
}

func browserOr(spa, api http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if wantsHTML(r) {
			spa.ServeHTTP(w, r)
			return
		}
		api.ServeHTTP(w, r)
	})
}

// wrap is an endpoint with its rate limit, which every request is charged
// to (answered from the public cache or not), and for publicReads the cache.
func (h *Handler) wrap(e endpoint) http.Handler {
	serve := h.serve(e)
	canonical := publicReads[e.path]
	if e.method == http.MethodGet && canonical != nil && h.Public != nil {
		run := serve
		serve = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if part, ok := canonical(r.URL.Query()); ok {
				if key := publiccache.VisitorKey(r, e.path, part); key != "" {
					h.Public.Serve(w, r, key, nil, run, succeeded)
					return
				}
			}
			run.ServeHTTP(w, r)
		})
	}
	if e.limit <= 0 || h.Limiter == nil {
		return serve
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := e.path + ":" + limitKey(r)
		allowed, retry, err := h.Limiter.Allow(r.Context(), key, e.limit, time.Minute)
		if err == nil && !allowed {
			secs := int(retry/time.Second) + 1
			w.Header().Set("Retry-After", itoa(secs))
			h.fail(w, r, apperr.RateLimited.With("retry_after", secs))
			return
		}
		serve.ServeHTTP(w, r)
	})
}

// succeeded keeps an answer {data: ...}; errors go as they came.
func succeeded(status int, body []byte) bool {
	return status == http.StatusOK && bytes.HasPrefix(body, []byte(`{"data":`))
}

// serve runs an endpoint: its parameters, its answer.
func (h *Handler) serve(e endpoint) http.Handler {
	names := wildcards(e.path)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		err := checkPath(r, names)
		var p *params
		if err == nil {
			if multipartRoutes[e.path] && isMultipart(r) {
				p, err = readMultipart(w, r)
			} else {
				p, err = readParams(r)
			}
		}
		if err == nil {
			err = e.fn(w, r, p)
		}
		if err != nil {
			h.fail(w, r, err)
		}
	})
}

// limitKey is the subject charged, the same for every transport (see
// ratelimit.Budget).
func limitKey(r *http.Request) string {
	// Behind a load balancer every visitor would share its address: edge
	// finds the client's own through the trusted proxies.
	return ratelimit.Subject(auth.ViewerFrom(r.Context()).UserID, edge.IP(r))
}

func itoa(n int) string { return strconv.Itoa(n) }
