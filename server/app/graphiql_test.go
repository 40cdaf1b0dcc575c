package app_test

import (
	"bytes"
	"compress/gzip"
	"maps"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// fakeGraphiQLBuild lays out a client build with GraphiQL's page, as
// npm run build leaves it.
func fakeGraphiQLBuild(t *testing.T) (dir, page string) {
	t.Helper()
	dir = t.TempDir()
	page = `<!doctype html><title>Casefront GraphiQL</title><script type="module" crossorigin src="/assets/graphiql-Ab12.js"></script><div id="graphiql"></div>`
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	_, _ = zw.Write([]byte(page))
	_ = zw.Close()
	for name, body := range map[string]string{
		"index.html":              "<!doctype html><title>Casefront</title>",
		"graphiql.html":           page,
		"graphiql.html.gz":        gz.String(),
		"assets/graphiql-Ab12.js": "console.log('graphiql')",
	} {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir, page
}

// GraphiQL is the client build's page at /graphiql when enabled, under a
// policy that names no other site; otherwise /graphiql is a 404, and the
// page is never reachable under its file name.
func TestGraphiQLServedFromTheBuild(t *testing.T) {
	t.Parallel()
	dir, page := fakeGraphiQLBuild(t)
	for _, tc := range []struct {
		name    string
		env     map[string]string
		enabled bool
	}{
		{"local", nil, true},
		{"production", map[string]string{"BASE_URL": "https://casefront.example"}, false},
		{"production, switched on", map[string]string{"BASE_URL": "https://casefront.example", "GRAPHIQL": "1"}, true},
		{"local, switched off", map[string]string{"GRAPHIQL": "0"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			env := map[string]string{"WEB_DIR": dir}
			maps.Copy(env, tc.env)
			s := startServer(t, env)
			r := s.do(t, http.MethodGet, "/graphiql", "", "", nil, "Accept", "text/html")
			if !tc.enabled {
				if r.Status != http.StatusNotFound || strings.Contains(string(r.Body), "graphiql") {
					t.Fatalf("disabled GraphiQL answered: %s", r)
				}
			} else {
				if r.Status != http.StatusOK || string(r.Body) != page || !strings.HasPrefix(r.Header.Get("Content-Type"), "text/html") {
					t.Fatalf("GraphiQL: %s", r)
				}
				if r.Header.Get("Cache-Control") != "no-cache" || r.Header.Get("X-Content-Type-Options") != "nosniff" {
					t.Errorf("GraphiQL headers: %v", r.Header)
				}
				wantSameOriginPolicy(t, r.Header.Get("Content-Security-Policy"), s.App.Cfg.BaseURL)
				if gz := s.do(t, http.MethodGet, "/graphiql", "", "", nil, "Accept-Encoding", "gzip"); gz.Header.Get("Content-Encoding") != "gzip" ||
					string(decodeBody(t, gz)) != page {
					t.Errorf("GraphiQL's precompressed page not sent: %v", gz.Header)
				}
			}
			for _, p := range []string{"/graphiql.html", "/graphiql.html.gz"} {
				if r := s.do(t, http.MethodGet, p, "", "", nil, "Accept", "text/html"); r.Status != http.StatusNotFound {
					t.Errorf("%s: %s", p, r)
				}
			}
			if r := s.do(t, http.MethodPost, "/graphiql", "", "", nil); r.Status == http.StatusOK {
				t.Errorf("POST /graphiql: %s", r)
			}
		})
	}
}

// wantSameOriginPolicy checks that scripts come from the site alone and that
// the only origin the policy names is the site's own websocket.
func wantSameOriginPolicy(t *testing.T, csp, baseURL string) {
	t.Helper()
	if !strings.Contains(csp+";", "script-src 'self';") || !strings.Contains(csp, "frame-ancestors 'none'") {
		t.Errorf("GraphiQL policy: %q", csp)
	}
	u, _ := url.Parse(baseURL)
	ws := map[string]string{"http": "ws://", "https": "wss://"}[u.Scheme] + u.Host
	for _, src := range strings.Fields(strings.ReplaceAll(csp, ";", " ")) {
		if strings.Contains(src, "://") && src != ws {
			t.Errorf("GraphiQL policy names another origin %q: %q", src, csp)
		}
	}
}

var (
	scriptOrStyle = regexp.MustCompile(`(?i)<(script|link)\b[^>]*>`)
	refAttr       = regexp.MustCompile(`(?i)\s(src|href)\s*=\s*["']?([^"'\s>]+)`)
)

// The real build (embedded): GraphiQL's page loads its scripts and styles
// from the site, and they are there.
func TestGraphiQLBuildLoadsOnlyTheSitesFiles(t *testing.T) {
	t.Parallel()
	s := startServer(t, nil)
	r := s.do(t, http.MethodGet, "/graphiql", "", "", nil, "Accept", "text/html")
	if r.Status == http.StatusServiceUnavailable {
		t.Skip("the client is not built (make client)")
	}
	if r.Status != http.StatusOK {
		t.Fatalf("GraphiQL: %s", r)
	}
	wantSameOriginPolicy(t, r.Header.Get("Content-Security-Policy"), s.App.Cfg.BaseURL)
	scripts := 0
	for _, tag := range scriptOrStyle.FindAllString(string(r.Body), -1) {
		m := refAttr.FindStringSubmatch(tag)
		if m == nil {
			if strings.HasPrefix(strings.ToLower(tag), "<script") {
				t.Errorf("inline script in GraphiQL's page: %s", tag)
			}
			continue
		}
		ref := m[2]
		if !strings.HasPrefix(ref, "/") || strings.HasPrefix(ref, "//") {
			t.Errorf("GraphiQL's page loads %q from elsewhere: %s", ref, tag)
			continue
		}
		if strings.HasPrefix(strings.ToLower(tag), "<script") {
			scripts++
		}
		if f := s.do(t, http.MethodGet, ref, "", "", nil); f.Status != http.StatusOK {
			t.Errorf("%s: %s", ref, f)
		}
	}
	if scripts == 0 {
		t.Fatalf("no script in GraphiQL's page: %s", r.Body)
	}
}
