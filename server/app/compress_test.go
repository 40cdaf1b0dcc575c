package app_test

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"testing"

	"github.com/andybalholm/brotli"
)

func decodeBody(t *testing.T, r result) []byte {
	t.Helper()
	var rd io.Reader = bytes.NewReader(r.Body)
	switch r.Header.Get("Content-Encoding") {
	case "br":
		rd = brotli.NewReader(rd)
	case "gzip":
		zr, err := gzip.NewReader(rd)
		if err != nil {
			t.Fatal(err)
		}
		rd = zr
	}
	b, err := io.ReadAll(rd)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// introspection answers a large JSON body without any data setup.
const bigQuery = `{"query":"{ __schema { types { name fields { name } } } }"}`

func TestAPIResponsesAreCompressed(t *testing.T) {
	t.Parallel()
	s := startServer(t, nil)
	for _, c := range []struct{ accept, want string }{
		{"gzip, deflate, br", "br"},
		{"gzip", "gzip"},
		{"br;q=0, gzip;q=0.5", "gzip"},
		{"identity", ""},
	} {
		r := s.do(t, http.MethodPost, "/graphql", "", "application/json", bytes.NewBufferString(bigQuery), "Accept-Encoding", c.accept)
		if r.Status != http.StatusOK {
			t.Fatalf("%s", r)
		}
		if got := r.Header.Get("Content-Encoding"); got != c.want {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, want %q", c.accept, got, c.want)
		}
		if r.Header.Get("Vary") == "" {
			t.Errorf("Accept-Encoding %q: no Vary header", c.accept)
		}
		var body struct {
			Data struct {
				Schema struct{ Types []struct{ Name string } } `json:"__schema"`
			}
		}
		if err := json.Unmarshal(decodeBody(t, r), &body); err != nil || len(body.Data.Schema.Types) == 0 {
			t.Errorf("Accept-Encoding %q: body does not decode to the schema: %v", c.accept, err)
		}
		if c.want != "" && len(r.Body) >= len(decodeBody(t, r)) {
			t.Errorf("Accept-Encoding %q: %d bytes is no smaller", c.accept, len(r.Body))
		}
	}

	// A small JSON answer is not worth an encoding.
	r := s.do(t, http.MethodGet, "/healthz", "", "", nil, "Accept-Encoding", "br")
	if r.Header.Get("Content-Encoding") != "" {
		t.Errorf("healthz compressed: %q", r.Body)
	}
}

func TestClientFilesPrecompressedAndCached(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	write := func(name, body string) {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	index := "<!doctype html><title>Casefront</title>" + string(bytes.Repeat([]byte("<!-- padding -->"), 100))
	write("index.html", index)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	_, _ = zw.Write([]byte(index))
	_ = zw.Close()
	write("index.html.gz", gz.String())
	write("assets/index-Ab12.js", "console.log(1)")
	write("assets/index-Ab12.js.br", "BR")
	s := startServer(t, map[string]string{"WEB_DIR": dir})

	js := s.do(t, http.MethodGet, "/assets/index-Ab12.js", "", "", nil, "Accept-Encoding", "gzip, br")
	if js.Header.Get("Content-Encoding") != "br" || string(js.Body) != "BR" {
		t.Errorf("asset: %q %q", js.Header.Get("Content-Encoding"), js.Body)
	}
	if js.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
		t.Errorf("asset Cache-Control %q", js.Header.Get("Cache-Control"))
	}

	// The precompressed file goes out once, not compressed again on the way.
	page := s.do(t, http.MethodGet, "/items", "", "", nil, "Accept-Encoding", "gzip, br", "Accept", "text/html")
	if page.Header.Get("Content-Encoding") != "gzip" || string(decodeBody(t, page)) != index {
		t.Errorf("client route: %q, %d bytes", page.Header.Get("Content-Encoding"), len(page.Body))
	}
	if page.Header.Get("Cache-Control") != "no-cache" {
		t.Errorf("client route Cache-Control %q", page.Header.Get("Cache-Control"))
	}
}
