package rest

import (
	"net/http"
	"strings"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/auth"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/config"
	"github.com/casefront/casefront/server/ratelimit"
	"github.com/casefront/casefront/server/restrict"
)

// Handler serves the REST endpoints.
type Handler struct {
	DB      *ent.Client
	Cfg     *config.Config
	Auth    *auth.Service
	Cases   *cases.Service
	Limiter ratelimit.Limiter
	Log     *zap.Logger
}

type endpoint struct {
	method, path string
	fn           func(http.ResponseWriter, *http.Request, *params) error
	limit        int // requests per minute per viewer (0 = none)
}

func (h *Handler) endpoints() []endpoint {
	return []endpoint{
		{"GET", "/auth/login", h.login, 30},
		{"GET", "/auth/token", h.token, 30},
		{"GET", "/auth/logout", h.logout, 0},
		{"GET", "/user/me", h.me, 0},
		{"GET", "/user", h.user, 0},
		{"GET", "/user/me/drop", h.myDrops, 0},
		{"POST", "/user/set_country", h.setCountry, 30},
		{"POST", "/user/set_lang", h.setLang, 30},
		{"POST", "/user/save_tradeoffer_url", h.saveTradeURL, 30},
		{"GET", "/countries", h.countries, 0},
		{"GET", "/user/history/transactions", h.transactions, 0},
		{"GET", "/user/history/opens", h.opensHistory, 0},
		{"GET", "/user/history/sells", h.salesHistory, 0},
		{"GET", "/blacklisted/list", h.selfBanOptions, 0},
		{"POST", "/blacklisted/create", h.selfBan, 10},
		{"GET", "/user/drop", h.userDrops, 0},
		{"GET", "/goods", h.goods, 0},
		{"GET", "/cases", h.cases, 0},
		{"GET", "/item", h.itemPage, 0},
		{"GET", "/items", h.items, 0},
		{"POST", "/case/open", h.open, 120},
		{"GET", "/sell_list", h.sellList, 0},
		{"POST", "/sell_list", h.sell, 120},
		{"POST", "/sell_all", h.sellAll, 60},
		{"GET", "/fair/verify", h.verify, 120},
		{"GET", "/fair/seed", h.seed, 0},
		{"POST", "/fair/client_seed", h.setClientSeed, 30},
		{"POST", "/fair/rotate", h.rotate, 30},
	}
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
	// Redirect-driven sign-in steps are pages, not JSON calls.
	mux.HandleFunc("GET /auth/callback", h.callback)
	mux.HandleFunc("GET /auth/dev", h.devPage)
	mux.HandleFunc("POST /auth/dev", h.devSubmit)
}

func browserOr(spa, api http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		accept := r.Header.Get("Accept")
		if strings.Contains(accept, "text/html") && !strings.Contains(accept, "application/json") {
			spa.ServeHTTP(w, r)
			return
		}
		api.ServeHTTP(w, r)
	})
}

func (h *Handler) wrap(e endpoint) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if e.limit > 0 && h.Limiter != nil {
			key := e.path + ":" + limitKey(r)
			allowed, retry, err := h.Limiter.Allow(r.Context(), key, e.limit, time.Minute)
			if err == nil && !allowed {
				secs := int(retry/time.Second) + 1
				w.Header().Set("Retry-After", itoa(secs))
				h.fail(w, r, apperr.RateLimited.With("retry_after", secs))
				return
			}
		}
		p, err := readParams(r)
		if err == nil {
			err = e.fn(w, r, p)
		}
		if err != nil {
			h.fail(w, r, err)
		}
	})
}

func limitKey(r *http.Request) string {
	if v := auth.ViewerFrom(r.Context()); v.UserID != 0 {
		return "u" + itoa(v.UserID)
	}
	host := r.RemoteAddr
	if i := strings.LastIndexByte(host, ':'); i > 0 {
		host = host[:i]
	}
	return "ip" + host
}

// viewer returns the signed-in user or api.no_auth (401, which logs the client out).
func (h *Handler) viewer(r *http.Request) (*ent.User, error) {
	v := auth.ViewerFrom(r.Context())
	if v.UserID == 0 {
		return nil, apperr.NoAuth
	}
	u, err := h.DB.User.Get(r.Context(), v.UserID)
	if ent.IsNotFound(err) {
		return nil, apperr.NoAuth
	}
	return u, err
}

func (h *Handler) restrictions(r *http.Request, u *ent.User) []string {
	return restrict.ForViewer(r.Context(), h.Cfg, u)
}
