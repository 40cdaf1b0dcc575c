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

// Pages serves the client's routes: a browser's GET and HEAD get the page
// (with status 404 where no client route matches). Any other method on a
// client route is a JSON 405 (a form posted to a client route must not get
// the page back as if it had worked). What is neither an endpoint nor a
// client route is JSON 404 api.not_found for any method, and for a GET that
// does not ask for HTML (a partner's call to a path that does not exist
// must not get the client's page).
func (h *Handler) Pages(spa http.Handler) http.Handler {
	na := h.methodNotAllowed("GET, HEAD")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			if isPage(spa, r) {
				na.ServeHTTP(w, r)
			} else {
				h.notFound(w, r)
			}
			return
		}
		if wantsHTML(r) {
			spa.ServeHTTP(w, r)
			return
		}
		spa.ServeHTTP(&missingAsJSON{ResponseWriter: w, notFound: func() { h.notFound(w, r) }}, r)
	})
}

// isPage tells whether a browser's GET of r's path would get a client
// route rather than the client's not-found page.
func isPage(spa http.Handler, r *http.Request) bool {
	probe := r.Clone(r.Context())
	probe.Method, probe.Body, probe.ContentLength = http.MethodHead, http.NoBody, 0
	probe.Header = http.Header{"Accept": {"text/html"}}
	st := &statusOnly{header: http.Header{}, status: http.StatusOK}
	spa.ServeHTTP(st, probe)
	return st.status != http.StatusNotFound
}

type statusOnly struct {
	header http.Header
	status int
	wrote  bool
}

func (s *statusOnly) Header() http.Header { return s.header }
func (s *statusOnly) WriteHeader(status int) {
	if !s.wrote {
		s.status, s.wrote = status, true
	}
}
func (s *statusOnly) Write(b []byte) (int, error) { s.WriteHeader(http.StatusOK); return len(b), nil }

func wantsHTML(r *http.Request) bool {
	accept := r.Header.Get("Accept")
	return strings.Contains(accept, "text/html") && !strings.Contains(accept, "application/json")
}

// missingAsJSON passes the client's page on, except its not-found page,
// which becomes the JSON 404.
type missingAsJSON struct {
	http.ResponseWriter
	notFound func()
	replaced bool
}

func (m *missingAsJSON) WriteHeader(status int) {
	if status == http.StatusNotFound && !m.replaced {
		m.replaced = true
		for _, k := range []string{"Content-Type", "Content-Length", "Content-Encoding", "Cache-Control", "ETag", "Last-Modified"} {
			m.Header().Del(k)
		}
		m.notFound()
		return
	}
	if !m.replaced {
		m.ResponseWriter.WriteHeader(status)
	}
}

func (m *missingAsJSON) Write(b []byte) (int, error) {
	if m.replaced {
		return len(b), nil
	}
	return m.ResponseWriter.Write(b)
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
