package app_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"go.uber.org/zap"

	"github.com/casefront/casefront/server/app"
	"github.com/casefront/casefront/server/config"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
)

// prodServer runs the app as deployed on https://casefront.example (behind a
// TLS-terminating proxy; the listener itself is plain loopback HTTP).
func prodServer(t *testing.T) string {
	t.Helper()
	vars := map[string]string{
		"BASE_URL": "https://casefront.example", "JWT_SECRET": testSecret, "DATABASE_URL": testenv.SQLiteURL(t),
		"VAPID_PUBLIC_KEY": testVAPIDPublic, "VAPID_PRIVATE_KEY": testVAPIDPrivate,
		"CORS_ORIGINS": "https://partner.example", "ASSETS_BASE_URL": "https://cdn.example/img",
	}
	testdb.FillApp(t, vars["DATABASE_URL"])
	cfg, err := config.Load(func(k string) (string, bool) { v, ok := vars[k]; return v, ok })
	if err != nil {
		t.Fatal(err)
	}
	a, err := app.New(context.Background(), cfg, zap.NewNop())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = a.Close() })
	srv := httptest.NewServer(a.Handler)
	t.Cleanup(srv.Close)
	return srv.URL
}

func fetch(t *testing.T, method, url string, hdr ...string) *http.Response {
	t.Helper()
	req, _ := http.NewRequest(method, url, nil)
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp
}

func dialOrigin(t *testing.T, base, origin string) error {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), 5*time.Second)
	defer cancel()
	c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(base, "http")+"/graphql", &websocket.DialOptions{
		Subprotocols: []string{"graphql-transport-ws"}, HTTPHeader: http.Header{"Origin": {origin}}})
	if err == nil {
		c.Close(websocket.StatusNormalClosure, "")
	}
	return err
}

func TestProductionHeaders(t *testing.T) {
	t.Parallel()
	base := prodServer(t)
	page := fetch(t, "GET", base+"/case/recoil-case", "Accept", "text/html")
	csp := page.Header.Get("Content-Security-Policy")
	for _, want := range []string{"script-src 'self';", "connect-src 'self' wss://casefront.example;", "frame-ancestors 'none'",
		"img-src 'self' data: ", " https://cdn.example;"} {
		if !strings.Contains(csp+";", want) {
			t.Errorf("client page CSP lacks %q: %q", want, csp)
		}
	}
	if strings.Contains(csp, "unsafe-inline") {
		t.Errorf("client page CSP allows inline code: %q", csp)
	}
	for _, r := range []*http.Response{page, fetch(t, "GET", base+"/api/goods"), fetch(t, "GET", base+"/healthz")} {
		if hsts := r.Header.Get("Strict-Transport-Security"); !strings.Contains(hsts, "max-age=31536000") {
			t.Errorf("%s: HSTS %q", r.Request.URL.Path, hsts)
		}
		if r.Header.Get("X-Frame-Options") != "DENY" || !strings.Contains(r.Header.Get("Content-Security-Policy"), "frame-ancestors 'none'") {
			t.Errorf("%s may be framed: %v", r.Request.URL.Path, r.Header)
		}
	}

	// The websocket accepts the site's own origin and CORS_ORIGINS only.
	for origin, ok := range map[string]bool{
		"https://casefront.example": true, "https://partner.example": true,
		"http://casefront.example": false, "https://evil.example": false,
		"http://localhost:5173": false, "http://127.0.0.1": false, "null": false,
	} {
		if err := dialOrigin(t, base, origin); (err == nil) != ok {
			t.Errorf("websocket from %s: err %v, want accepted %v", origin, err, ok)
		}
	}
}

func TestLocalHeaders(t *testing.T) {
	t.Parallel()
	s := startServer(t, nil)
	r := s.do(t, "GET", "/", "", "", nil, "Accept", "text/html")
	if r.Header.Get("Strict-Transport-Security") != "" {
		t.Errorf("HSTS on a plain-http BASE_URL: %q", r.Header.Get("Strict-Transport-Security"))
	}
	if csp := r.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "connect-src 'self' ws://"+strings.TrimPrefix(s.URL, "http://")+";") {
		t.Errorf("local CSP %q", csp)
	}
	// The development client runs on another local port.
	if err := dialOrigin(t, s.URL, "http://localhost:5173"); err != nil {
		t.Errorf("local development origin refused: %v", err)
	}
}

// A client route answers GET and HEAD; other methods get a JSON 405, never
// the page as if the request had worked. The paths are routes of
// server/web/routes.json, so the answer is the same with the client built
// or not (a path that is no route is a 404 either way).
func TestClientRoutesRefuseOtherMethods(t *testing.T) {
	t.Parallel()
	s := startServer(t, nil)
	// A user page is a route only for a user who exists (a missing one is a 404).
	u, _ := s.player(t, 0)
	for _, m := range []string{"POST", "PUT", "DELETE", "PATCH"} {
		for _, path := range []string{"/", "/upgrade", fmt.Sprintf("/user/%d", u.ID), "/ru/news"} {
			r := s.do(t, m, path, "", "application/json", strings.NewReader("{}"), "Accept", "text/html")
			wantAPIError(t, r, http.StatusMethodNotAllowed, "api.method_not_allowed")
			if r.Header.Get("Allow") != "GET, HEAD" {
				t.Errorf("%s %s: Allow %q", m, path, r.Header.Get("Allow"))
			}
		}
	}
	for _, m := range []string{"GET", "HEAD"} {
		if r := s.do(t, m, "/upgrade", "", "", nil, "Accept", "text/html"); r.Status == http.StatusMethodNotAllowed {
			t.Errorf("%s on a client route: %s", m, r)
		}
	}
}
