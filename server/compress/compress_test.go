package compress

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/coder/websocket"
	"github.com/klauspost/compress/gzip"
)

func TestNegotiate(t *testing.T) {
	cases := []struct{ header, want string }{
		{"", ""},
		{"gzip, deflate, br", Brotli},
		{"gzip", Gzip},
		{"x-gzip", Gzip},
		{"br;q=0.5, gzip;q=0.8", Gzip},
		{"br;q=0, gzip", Gzip},
		{"br;q=0, gzip;q=0", ""},
		{"identity", ""},
		{"*", Brotli},
		{"*;q=0.1, br;q=0", Gzip},
		{"gzip;q=0.5, *;q=0.9", Brotli},
		{"BR;Q=1, GZIP", Brotli},
		{"br;q=abc, gzip;q=0.1", Gzip},
		{"br;q=2", ""},
		{" gzip ; q=1.0 , deflate", Gzip},
	}
	for _, c := range cases {
		if got := Negotiate(c.header, Brotli, Gzip); got != c.want {
			t.Errorf("Negotiate(%q) = %q, want %q", c.header, got, c.want)
		}
	}
}

var bigJSON = `{"data":{"cases":[` + strings.Repeat(`{"name":"Chroma Case","price":250},`, 200) + `{}]}}`

func serve(t *testing.T, h http.Handler, method, acceptEncoding string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(method, "/x", nil)
	if acceptEncoding != "" {
		req.Header.Set("Accept-Encoding", acceptEncoding)
	}
	rec := httptest.NewRecorder()
	Handler(h).ServeHTTP(rec, req)
	return rec.Result()
}

func text(ct, body string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", ct)
		w.Header().Set("Content-Length", "123")
		_, _ = io.WriteString(w, body)
	})
}

func decode(t *testing.T, res *http.Response) string {
	t.Helper()
	var r io.Reader = res.Body
	switch res.Header.Get("Content-Encoding") {
	case Brotli:
		r = brotli.NewReader(res.Body)
	case Gzip:
		zr, err := gzip.NewReader(res.Body)
		if err != nil {
			t.Fatal(err)
		}
		r = zr
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestHandlerEncodings(t *testing.T) {
	h := text("application/json", bigJSON)
	for _, c := range []struct{ accept, want string }{
		{"gzip, deflate, br, zstd", Brotli},
		{"gzip, deflate", Gzip},
		{"br;q=0.1, gzip", Gzip},
		{"", ""},
		{"identity", ""},
	} {
		res := serve(t, h, http.MethodGet, c.accept)
		if got := res.Header.Get("Content-Encoding"); got != c.want {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, want %q", c.accept, got, c.want)
		}
		if res.Header.Get("Vary") != "Accept-Encoding" {
			t.Errorf("Accept-Encoding %q: Vary %q", c.accept, res.Header.Get("Vary"))
		}
		if c.want != "" && res.Header.Get("Content-Length") != "" {
			t.Errorf("a compressed body kept the handler's Content-Length")
		}
		if body := decode(t, res); body != bigJSON {
			t.Errorf("Accept-Encoding %q: body does not round-trip (%d bytes)", c.accept, len(body))
		}
	}
}

func TestHandlerLeavesAlone(t *testing.T) {
	png := strings.Repeat("\x89PNG", 1000)
	cases := map[string]http.Handler{
		"small body": text("application/json", `{"ok":true}`),
		"binary":     text("image/png", png),
		"already encoded": http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/javascript")
			w.Header().Set("Content-Encoding", Gzip)
			_, _ = io.WriteString(w, bigJSON)
		}),
		"not modified": http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			w.WriteHeader(http.StatusNotModified)
		}),
	}
	for name, h := range cases {
		res := serve(t, h, http.MethodGet, "br, gzip")
		want := ""
		if name == "already encoded" {
			want = Gzip
		}
		if got := res.Header.Get("Content-Encoding"); got != want {
			t.Errorf("%s: Content-Encoding %q, want %q", name, got, want)
		}
	}
	res := serve(t, text("application/json", `{"ok":true}`), http.MethodGet, "br")
	if b, _ := io.ReadAll(res.Body); string(b) != `{"ok":true}` {
		t.Errorf("small body changed: %q", b)
	}
}

func TestHandlerRangeRequestUntouched(t *testing.T) {
	req := httptest.NewRequest(http.MethodGet, "/x", nil)
	req.Header.Set("Accept-Encoding", "br")
	req.Header.Set("Range", "bytes=0-10")
	rec := httptest.NewRecorder()
	Handler(text("text/css", bigJSON)).ServeHTTP(rec, req)
	if rec.Header().Get("Content-Encoding") != "" {
		t.Fatal("a range request was compressed")
	}
}

func TestHandlerStreamsOnFlush(t *testing.T) {
	release := make(chan struct{})
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		_, _ = io.WriteString(w, "data: first\n\n")
		w.(http.Flusher).Flush()
		<-release
		_, _ = io.WriteString(w, "data: second\n\n")
	})
	srv := httptest.NewServer(Handler(h))
	defer srv.Close()
	req, _ := http.NewRequest(http.MethodGet, srv.URL, nil)
	req.Header.Set("Accept-Encoding", "gzip")
	res, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.Header.Get("Content-Encoding") != Gzip {
		t.Fatalf("Content-Encoding %q", res.Header.Get("Content-Encoding"))
	}
	zr, err := gzip.NewReader(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	first := make([]byte, len("data: first\n\n"))
	done := make(chan error, 1)
	go func() { _, err := io.ReadFull(zr, first); done <- err }()
	select {
	case err := <-done:
		if err != nil || string(first) != "data: first\n\n" {
			t.Fatalf("first event: %q, %v", first, err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the flushed event did not reach the client before the handler ended")
	}
	close(release)
	rest, _ := io.ReadAll(zr)
	if string(rest) != "data: second\n\n" {
		t.Fatalf("second event: %q", rest)
	}
}

func TestHandlerWebSocketUpgrade(t *testing.T) {
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		defer c.CloseNow()
		ctx := r.Context()
		typ, msg, err := c.Read(ctx)
		if err != nil {
			return
		}
		_ = c.Write(ctx, typ, bytes.ToUpper(msg))
		_ = c.Close(websocket.StatusNormalClosure, "")
	})
	srv := httptest.NewServer(Handler(h))
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(srv.URL, "http"), &websocket.DialOptions{
		HTTPHeader: http.Header{"Accept-Encoding": {"gzip, br"}},
	})
	if err != nil {
		t.Fatalf("dial through the compressing handler: %v", err)
	}
	defer c.CloseNow()
	if err := c.Write(ctx, websocket.MessageText, []byte("ping")); err != nil {
		t.Fatal(err)
	}
	_, msg, err := c.Read(ctx)
	if err != nil || string(msg) != "PING" {
		t.Fatalf("echo: %q, %v", msg, err)
	}
}
