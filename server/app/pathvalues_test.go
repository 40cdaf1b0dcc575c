package app_test

import (
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/rest"
)

var wildcard = regexp.MustCompile(`\{([A-Za-z_]+)(\.\.\.)?\}`)

// Every REST route that takes a value in its path (read from the REST
// layer's own route list, so a route added later is covered) refuses a
// value with a NUL, bytes that are not UTF-8 or more than MaxPathValue
// bytes as it refuses such a query parameter: 422 api.validation naming the
// wildcard, signed in or not, on both databases. PostgreSQL cannot compare
// text with a NUL: before this check such a value reached SQL and was a 500.
func TestPathValuesAreCheckedAtTheEdge(t *testing.T) {
	t.Parallel()
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			t.Parallel()
			s := catalogServer(t, map[string]string{"DATABASE_URL": d.URL(t), "RATE_LIMITS": "off"})
			_, tok := s.player(t, 100000)
			routes := 0
			for _, rt := range s.App.REST.Routes() {
				names := wildcard.FindAllStringSubmatch(rt.Path, -1)
				if len(names) == 0 {
					continue
				}
				routes++
				for _, bad := range []struct{ what, value string }{
					{"NUL", "A%00B"}, {"not UTF-8", "%ff%fe"}, {"too long", strings.Repeat("x", rest.MaxPathValue+1)},
				} {
					for i, name := range names {
						path := rt.Path
						for j, other := range names {
							v := "x"
							if j == i {
								v = bad.value
							}
							path = strings.Replace(path, other[0], v, 1)
						}
						for _, token := range []string{"", tok} {
							r := s.do(t, rt.Method, path, token, "application/json", strings.NewReader("{}"))
							if r.Status != http.StatusUnprocessableEntity {
								t.Errorf("%s %s (%s, signed in %v): %s", rt.Method, rt.Path, bad.what, token != "", r)
								continue
							}
							e := decodeAs[map[string]any](t, r, http.StatusUnprocessableEntity)
							if e["error"] != "api.validation" || e["field"] != name[1] {
								t.Errorf("%s %s (%s): want api.validation naming %s, got %s", rt.Method, rt.Path, bad.what, name[1], r)
							}
						}
					}
				}
			}
			// /promo/{code}, /promo/{name}/activate, /payments/{reference},
			// /payments-page/{gate}/createPayment under /api and bare, and
			// the webhooks.
			if routes < 10 {
				t.Fatalf("only %d routes with path values found", routes)
			}
			// Ordinary values still reach the domain.
			wantAPIError(t, s.get(t, "/api/promo/NOSUCHCODE", ""), http.StatusNotFound, "api.not_found")
			wantAPIError(t, s.get(t, "/api/payments/pay_unknown", tok), http.StatusNotFound, "api.not_found")

			// The sandbox provider's pages and API (mounted beside the REST
			// layer) name no payment with such an id.
			for _, p := range []string{"/sandbox/psp/pay/A%00B", "/sandbox/psp/pay/%ff"} {
				if r := s.get(t, p, ""); r.Status != http.StatusNotFound {
					t.Errorf("GET %s: %s", p, r)
				}
			}
			key := "Bearer " + s.App.Cfg.Payments.SandboxAPIKey
			if r := s.do(t, http.MethodGet, "/sandbox/psp/api/payments/pay_%00x", "", "", nil, "Authorization", key); r.Status != http.StatusNotFound {
				t.Errorf("sandbox API: %s", r)
			}
			s.noErrorLogs(t)
		})
	}
}
