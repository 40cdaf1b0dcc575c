package rest

import (
	"net/http"
	"slices"
	"strings"

	"github.com/casefront/casefront/server/apperr"
)

// registerFallbacks answers, in JSON and never with the client page, what no
// endpoint serves: an unknown /api/... path is 404 api.not_found, and a known
// path called with another method is 405 api.method_not_allowed with Allow.
// On a bare path a browser's GET still gets the client (every GET path is a
// client route there, if only for its not-found page).
func (h *Handler) registerFallbacks(mux *http.ServeMux, spa http.Handler) {
	allow := map[string][]string{}
	for _, e := range h.endpoints() {
		allow[e.path] = append(allow[e.path], e.method)
		if e.method == http.MethodGet {
			allow[e.path] = append(allow[e.path], http.MethodHead)
		}
	}
	for path, methods := range allow {
		slices.Sort(methods)
		na := h.methodNotAllowed(strings.Join(methods, ", "))
		mux.Handle("/api"+path, na)
		if slices.Contains(methods, http.MethodGet) {
			mux.Handle(path, na)
		} else {
			mux.Handle(path, browserGetOr(spa, na))
		}
	}
	mux.Handle("/api/", http.HandlerFunc(h.notFound))
	mux.Handle("/api", http.HandlerFunc(h.notFound))
}

func (h *Handler) notFound(w http.ResponseWriter, r *http.Request) {
	h.fail(w, r, apperr.NotFound.Msg("no API endpoint %s", r.URL.Path))
}

func (h *Handler) methodNotAllowed(allow string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Allow", allow)
		h.fail(w, r, apperr.MethodNotAllowed.Msg("%s is not allowed on %s; use %s", r.Method, r.URL.Path, allow).
			With("allow", allow))
	})
}

// Pages serves the client's routes: GET and HEAD get the page, any other
// method a JSON 405 (a form posted to a client route must not get the page
// back as if it had worked).
func (h *Handler) Pages(spa http.Handler) http.Handler {
	na := h.methodNotAllowed("GET, HEAD")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodGet || r.Method == http.MethodHead {
			spa.ServeHTTP(w, r)
			return
		}
		na.ServeHTTP(w, r)
	})
}

// browserGetOr sends a browser's page navigation (GET or HEAD) to spa.
func browserGetOr(spa, api http.Handler) http.Handler {
	page := browserOr(spa, api)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodGet || r.Method == http.MethodHead {
			page.ServeHTTP(w, r)
			return
		}
		api.ServeHTTP(w, r)
	})
}
