package web

import (
	"bytes"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// build lays out a client build the way npm run build leaves it.
func build(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"index.html":                 "<!doctype html><title>Casefront</title>",
		"index.html.br":              "BR-INDEX",
		"index.html.gz":              "GZ-INDEX",
		"assets/index-Ab12.js":       "console.log('casefront')",
		"assets/index-Ab12.js.br":    "BR-JS",
		"assets/index-Ab12.js.gz":    "GZ-JS",
		"assets/only-gz-Cd34.css":    "a{color:red}",
		"assets/only-gz-Cd34.css.gz": "GZ-CSS",
		"assets/logo-Ef56.png":       "\x89PNG",
		"favicon.svg":                "<svg/>",
		"favicon.ico":                "ICO",
		"dist/service-worker.js":     "self.addEventListener('push', () => {})",
		".vite/manifest.json":        `{"index.html":{}}`,
	}
	for name, body := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func get(t *testing.T, h http.Handler, path string, headers ...string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, path, nil)
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func body(res *http.Response) string {
	b, _ := io.ReadAll(res.Body)
	return string(b)
}

func TestPrecompressedAssets(t *testing.T) {
	h := Handler(build(t), nil)
	cases := []struct {
		path, accept, wantEnc, wantBody string
	}{
		{"/assets/index-Ab12.js", "gzip, deflate, br", "br", "BR-JS"},
		{"/assets/index-Ab12.js", "gzip, deflate", "gzip", "GZ-JS"},
		{"/assets/index-Ab12.js", "br;q=0.2, gzip;q=0.9", "gzip", "GZ-JS"},
		{"/assets/index-Ab12.js", "", "", "console.log('casefront')"},
		{"/assets/index-Ab12.js", "identity, br;q=0", "", "console.log('casefront')"},
		{"/assets/only-gz-Cd34.css", "br, gzip", "gzip", "GZ-CSS"},
		{"/assets/only-gz-Cd34.css", "br", "", "a{color:red}"},
		{"/", "br, gzip", "br", "BR-INDEX"},
		{"/de/some-case", "gzip", "gzip", "GZ-INDEX"},
	}
	for _, c := range cases {
		res := get(t, h, c.path, "Accept-Encoding", c.accept)
		if res.StatusCode != http.StatusOK {
			t.Errorf("%s: status %d", c.path, res.StatusCode)
		}
		if got := res.Header.Get("Content-Encoding"); got != c.wantEnc {
			t.Errorf("%s (%q): Content-Encoding %q, want %q", c.path, c.accept, got, c.wantEnc)
		}
		if got := body(res); got != c.wantBody {
			t.Errorf("%s (%q): body %q, want %q", c.path, c.accept, got, c.wantBody)
		}
		if got := res.Header.Get("Vary"); got != "Accept-Encoding" {
			t.Errorf("%s: Vary %q", c.path, got)
		}
		if got := res.Header.Get("Content-Length"); got != strconv.Itoa(len(c.wantBody)) {
			t.Errorf("%s (%q): Content-Length %q, want %d", c.path, c.accept, got, len(c.wantBody))
		}
	}
}

func TestHeadOfAPrecompressedFile(t *testing.T) {
	h := Handler(build(t), nil)
	req := httptest.NewRequest(http.MethodHead, "/assets/index-Ab12.js", nil)
	req.Header.Set("Accept-Encoding", "br")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK || rec.Header().Get("Content-Encoding") != "br" || rec.Header().Get("Content-Length") != "5" || rec.Body.Len() != 0 {
		t.Fatalf("HEAD: %d %q %q body %d", rec.Code, rec.Header().Get("Content-Encoding"), rec.Header().Get("Content-Length"), rec.Body.Len())
	}
}

func TestContentTypesFollowTheFileNotTheEncoding(t *testing.T) {
	h := Handler(build(t), nil)
	for path, want := range map[string]string{
		"/assets/index-Ab12.js":    "text/javascript; charset=utf-8",
		"/assets/only-gz-Cd34.css": "text/css; charset=utf-8",
		"/":                        "text/html; charset=utf-8",
		"/favicon.svg":             "image/svg+xml",
		"/favicon.ico":             "image/x-icon",
		"/assets/logo-Ef56.png":    "image/png",
	} {
		res := get(t, h, path, "Accept-Encoding", "br, gzip")
		if got := res.Header.Get("Content-Type"); got != want {
			t.Errorf("%s: Content-Type %q, want %q", path, got, want)
		}
	}
}

func TestCacheHeaders(t *testing.T) {
	h := Handler(build(t), nil)
	for path, want := range map[string]string{
		"/assets/index-Ab12.js": "public, max-age=31536000, immutable",
		"/assets/logo-Ef56.png": "public, max-age=31536000, immutable",
		"/":                     "no-cache",
		"/index.html":           "no-cache",
		"/items/ak-47":          "no-cache",
		"/favicon.svg":          "public, max-age=86400",
	} {
		res := get(t, h, path)
		if res.StatusCode != http.StatusOK {
			t.Errorf("%s: status %d", path, res.StatusCode)
		}
		if got := res.Header.Get("Cache-Control"); got != want {
			t.Errorf("%s: Cache-Control %q, want %q", path, got, want)
		}
	}
}

func TestMissingAndPrivateFiles(t *testing.T) {
	h := Handler(build(t), nil)
	for _, path := range []string{"/assets/gone-Zz99.js", "/.vite/manifest.json", "/robots.txt"} {
		if res := get(t, h, path); res.StatusCode != http.StatusNotFound {
			t.Errorf("%s: status %d, want 404", path, res.StatusCode)
		}
	}
}

func TestRangeGetsThePlainFile(t *testing.T) {
	h := Handler(build(t), nil)
	res := get(t, h, "/assets/index-Ab12.js", "Accept-Encoding", "br", "Range", "bytes=0-6")
	if res.StatusCode != http.StatusPartialContent || res.Header.Get("Content-Encoding") != "" || body(res) != "console" {
		t.Fatalf("range: %d %q", res.StatusCode, res.Header.Get("Content-Encoding"))
	}
}

func TestNotBuilt(t *testing.T) {
	res := get(t, Handler(t.TempDir(), nil), "/")
	if res.StatusCode != http.StatusServiceUnavailable || !bytes.Contains([]byte(body(res)), []byte("make build")) {
		t.Fatalf("empty build: %d", res.StatusCode)
	}
}

func TestPolicy(t *testing.T) {
	p := Policy("https://casefront.example", "https://cdn.example/images/")
	for _, want := range []string{"script-src 'self';", "connect-src 'self' wss://casefront.example;",
		"frame-ancestors 'none'", "object-src 'none'", " https://cdn.example;", "img-src 'self' data: "} {
		if !strings.Contains(p+";", want) {
			t.Errorf("policy lacks %q: %s", want, p)
		}
	}
	if strings.Contains(p, "unsafe-inline") || strings.Contains(p, "unsafe-eval") || strings.Contains(p, "*") {
		t.Errorf("policy allows inline code or wildcards: %s", p)
	}
	if p := Policy("http://127.0.0.1:8080", ""); !strings.Contains(p, "connect-src 'self' ws://127.0.0.1:8080;") {
		t.Errorf("local policy: %s", p)
	}

	res := get(t, WithPolicy(Handler(build(t), nil), p), "/case/x")
	if res.Header.Get("Content-Security-Policy") != p {
		t.Errorf("page served without the policy: %q", res.Header.Get("Content-Security-Policy"))
	}
}

// The built client must keep working under the policy: no inline script,
// and no script or stylesheet from another site (GraphiQL's page included).
func TestBuildHasNoInlineScript(t *testing.T) {
	for _, page := range []string{"index.html", graphiqlPage, apiReferencePage} {
		b, err := fs.ReadFile(dist, "dist/"+page)
		if err != nil {
			t.Skip("client not built")
		}
		for _, tag := range regexp.MustCompile(`(?is)<script\b[^>]*>(.*?)</script>`).FindAllStringSubmatch(string(b), -1) {
			if strings.TrimSpace(tag[1]) != "" || !strings.Contains(tag[0], `src="/`) || strings.Contains(tag[0], `src="//`) {
				t.Errorf("inline or foreign script in %s: %s", page, tag[0])
			}
		}
		for _, tag := range regexp.MustCompile(`(?i)<link\b[^>]*>`).FindAllString(string(b), -1) {
			if regexp.MustCompile(`(?i)href=["']?(https?:)?//`).MatchString(tag) {
				t.Errorf("foreign file in %s: %s", page, tag)
			}
		}
		if regexp.MustCompile(`(?i)\son[a-z]+\s*=`).Match(b) {
			t.Errorf("inline event handler in %s", page)
		}
	}
}

func withGraphiQL(t *testing.T) string {
	t.Helper()
	dir := build(t)
	for name, body := range map[string]string{graphiqlPage: "<!doctype html><title>GraphiQL</title>", graphiqlPage + ".br": "BR-GRAPHIQL"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestGraphiQLPage(t *testing.T) {
	dir := withGraphiQL(t)
	h := GraphiQL(dir)
	for _, path := range []string{"/graphiql", "/anything"} {
		res := get(t, h, path)
		if b := body(res); res.StatusCode != http.StatusOK || b != "<!doctype html><title>GraphiQL</title>" ||
			res.Header.Get("Content-Type") != "text/html; charset=utf-8" || res.Header.Get("Cache-Control") != "no-cache" {
			t.Errorf("%s: %d %v %q", path, res.StatusCode, res.Header, b)
		}
	}
	if res := get(t, h, "/graphiql", "Accept-Encoding", "br"); res.Header.Get("Content-Encoding") != "br" || body(res) != "BR-GRAPHIQL" {
		t.Errorf("precompressed page not sent: %v", res.Header)
	}
	// The client handler never serves it: a disabled GraphiQL stays out of reach.
	for _, path := range []string{"/graphiql.html", "/graphiql.html.br"} {
		if res := get(t, Handler(dir, nil), path); res.StatusCode != http.StatusNotFound {
			t.Errorf("client handler %s: %d", path, res.StatusCode)
		}
	}
	if res := get(t, GraphiQL(build(t)), "/graphiql"); res.StatusCode != http.StatusServiceUnavailable {
		t.Errorf("GraphiQL not built: %d", res.StatusCode)
	}
}

func TestAPIReferencePage(t *testing.T) {
	dir := build(t)
	if err := os.WriteFile(filepath.Join(dir, apiReferencePage), []byte("<!doctype html><title>REST</title>"), 0o644); err != nil {
		t.Fatal(err)
	}
	if res := get(t, APIReference(dir), "/api-reference"); res.StatusCode != http.StatusOK || body(res) != "<!doctype html><title>REST</title>" {
		t.Errorf("/api-reference: %d %q", res.StatusCode, body(res))
	}
	// Only its own handler serves it, under its own policy.
	if res := get(t, Handler(dir, nil), "/"+apiReferencePage); res.StatusCode != http.StatusNotFound {
		t.Errorf("client handler /%s: %d", apiReferencePage, res.StatusCode)
	}
	if res := get(t, APIReference(build(t)), "/api-reference"); res.StatusCode != http.StatusServiceUnavailable {
		t.Errorf("reference not built: %d", res.StatusCode)
	}
}

func TestToolPolicy(t *testing.T) {
	p := ToolPolicy("https://casefront.example")
	for _, want := range []string{"default-src 'self';", "script-src 'self';", "worker-src 'self';", "connect-src 'self' wss://casefront.example;",
		"frame-ancestors 'none'", "object-src 'none'", "style-src 'self' 'unsafe-inline';", "font-src 'self' data:;"} {
		if !strings.Contains(p+";", want) {
			t.Errorf("policy lacks %q: %s", want, p)
		}
	}
	for _, src := range strings.Fields(strings.ReplaceAll(p, ";", " ")) {
		if (strings.Contains(src, "://") && src != "wss://casefront.example") || strings.Contains(src, "*") || src == "'unsafe-eval'" || src == "blob:" {
			t.Errorf("policy allows %q: %s", src, p)
		}
	}
	if !regexp.MustCompile(`script-src 'self'(;|$)`).MatchString(p) {
		t.Errorf("scripts from more than the site: %s", p)
	}
}

// The push worker registers with scope / and is never served from a cache
// without asking: a deploy's worker reaches every browser.
func TestServiceWorkerHeaders(t *testing.T) {
	h := Handler(build(t), nil)
	res := get(t, h, "/dist/service-worker.js?v=Ab12")
	if res.StatusCode != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/javascript") {
		t.Fatalf("status %d, type %q", res.StatusCode, res.Header.Get("Content-Type"))
	}
	if got := res.Header.Get("Service-Worker-Allowed"); got != "/" {
		t.Errorf("Service-Worker-Allowed %q, want /", got)
	}
	if got := res.Header.Get("Cache-Control"); got != "no-cache" {
		t.Errorf("Cache-Control %q, want no-cache", got)
	}
	if res := get(t, h, "/favicon.svg"); res.Header.Get("Service-Worker-Allowed") != "" {
		t.Errorf("another file allows a service worker scope")
	}
}
