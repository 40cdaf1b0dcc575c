package graph

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/gzip"

	"github.com/casefront/casefront/server/actor"
)

// The home page's query, asked by anonymous visitors, runs once per
// PublicTTL and key; everything else goes through every time.
func TestPublicCacheSharesAnonymousHomeAnswers(t *testing.T) {
	c := newPublicCache()
	var home string
	for id := range c.ids {
		home = id
	}
	// Every version of the home query the client ever sent is one (the
	// persisted list only grows, so an open tab keeps working).
	if len(c.ids) == 0 || home == "" {
		t.Fatalf("public operations found: %v", c.ids)
	}
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	c.answers.Now = func() time.Time { return now }

	runs := 0
	answer := `{"data":{"n":1}}`
	next := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		runs++
		b, _ := io.ReadAll(r.Body)
		if !strings.Contains(string(b), `"sha256Hash":"`) {
			t.Errorf("the handler got %q", b)
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, answer)
	})
	body := func(id, vars string) string {
		return `{"operationName":"HomePageQuery","query":"","variables":` + vars + `,"extensions":{"persistedQuery":{"version":1,"sha256Hash":"` + id + `"}}}`
	}
	do := func(b string, a *actor.Actor, header map[string]string) *httptest.ResponseRecorder {
		t.Helper()
		r := httptest.NewRequest(http.MethodPost, "/graphql", strings.NewReader(b))
		r.Header.Set("Content-Type", "application/json")
		for k, v := range header {
			r.Header.Set(k, v)
		}
		if a != nil {
			r = r.WithContext(actor.With(r.Context(), a))
		}
		w := httptest.NewRecorder()
		checkRequest(next, nil, c).ServeHTTP(w, r)
		return w
	}
	visitor := &actor.Actor{Country: "DE", RequestCountry: "DE"}

	for i := 0; i < 3; i++ {
		if w := do(body(home, "{}"), visitor, nil); w.Code != 200 || w.Body.String() != answer {
			t.Fatalf("answer %d: %d %q", i, w.Code, w.Body.String())
		}
	}
	if runs != 1 {
		t.Fatalf("three anonymous home pages ran the query %d times", runs)
	}
	// Compressed once, decoded to the same answer.
	w := do(body(home, "{}"), visitor, map[string]string{"Accept-Encoding": "br"})
	if w.Header().Get("Content-Encoding") != "br" || decode(t, "br", w.Body.Bytes()) != answer {
		t.Fatalf("brotli answer %q", w.Header())
	}
	w = do(body(home, "{}"), visitor, map[string]string{"Accept-Encoding": "gzip"})
	if w.Header().Get("Content-Encoding") != "gzip" || decode(t, "gzip", w.Body.Bytes()) != answer {
		t.Fatalf("gzip answer %q", w.Header())
	}
	if runs != 1 {
		t.Fatalf("encodings ran the query again (%d)", runs)
	}

	// Another country or other variables is another answer.
	do(body(home, "{}"), &actor.Actor{Country: "FR", RequestCountry: "FR"}, nil)
	do(body(home, `{"x":1}`), visitor, nil)
	if runs != 3 {
		t.Fatalf("keys: %d runs", runs)
	}
	// Signed in, or with a token at all, or another operation: never cached.
	do(body(home, "{}"), &actor.Actor{UserID: 7, Country: "DE"}, nil)
	do(body(home, "{}"), visitor, map[string]string{"Authorization": "Bearer x"})
	do(body("0000", "{}"), visitor, nil)
	if runs != 6 {
		t.Fatalf("uncacheable requests: %d runs", runs)
	}
	// After PublicTTL the query runs again and its new answer is served.
	answer = `{"data":{"n":2}}`
	now = now.Add(PublicTTL)
	if w := do(body(home, "{}"), visitor, nil); w.Body.String() != answer || runs != 7 {
		t.Fatalf("after the TTL: %q, %d runs", w.Body.String(), runs)
	}
	// An answer with errors is not kept.
	answer = `{"errors":[{"message":"x"}],"data":null}`
	now = now.Add(PublicTTL)
	do(body(home, "{}"), visitor, nil)
	do(body(home, "{}"), visitor, nil)
	if runs != 9 { // not kept: each request runs it
		t.Fatalf("errors: %d runs", runs)
	}
}

func decode(t *testing.T, enc string, b []byte) string {
	t.Helper()
	var r io.Reader
	if enc == "br" {
		r = brotli.NewReader(bytes.NewReader(b))
	} else {
		zr, err := gzip.NewReader(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		r = zr
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}
