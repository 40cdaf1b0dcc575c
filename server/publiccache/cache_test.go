package publiccache

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/klauspost/compress/gzip"

	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/auth"
)

func request(a *actor.Actor, lang string, header map[string]string) *http.Request {
	r := httptest.NewRequest(http.MethodGet, "/api/goods", nil)
	for k, v := range header {
		r.Header.Set(k, v)
	}
	ctx := auth.WithViewer(r.Context(), auth.Viewer{UserID: a.UserID, Lang: lang})
	return r.WithContext(actor.With(ctx, a))
}

func TestVisitorKey(t *testing.T) {
	de := &actor.Actor{Country: "DE", RequestCountry: "DE"}
	key := VisitorKey(request(de, "en", nil), "/goods", "")
	if key == "" {
		t.Fatal("an anonymous visitor has no key")
	}
	for name, other := range map[string]string{
		"another country":  VisitorKey(request(&actor.Actor{Country: "FR", RequestCountry: "FR"}, "en", nil), "/goods", ""),
		"a restriction":    VisitorKey(request(&actor.Actor{Country: "DE", RequestCountry: "DE", Restrictions: []string{"cases"}}, "en", nil), "/goods", ""),
		"another language": VisitorKey(request(de, "de", nil), "/goods", ""),
		"another query":    VisitorKey(request(de, "en", nil), "/goods", "ids=1"),
		"another path":     VisitorKey(request(de, "en", nil), "/cases", ""),
	} {
		if other == key {
			t.Errorf("%s shares the key", name)
		}
	}
	if k := VisitorKey(request(&actor.Actor{UserID: 7}, "en", nil), "/goods", ""); k != "" {
		t.Error("a signed-in player has a key")
	}
	if k := VisitorKey(request(de, "en", map[string]string{"Authorization": "Bearer bad"}), "/goods", ""); k != "" {
		t.Error("a request with a token (even a bad one) has a key")
	}
	if k := VisitorKey(request(de, "en", nil), "/goods", strings.Repeat("x", MaxKeyPart+1)); k != "" {
		t.Error("an overlong query has a key")
	}
}

func TestServeRunsOncePerKeyAndTTL(t *testing.T) {
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	var mu sync.Mutex
	c := &Cache{Now: func() time.Time { mu.Lock(); defer mu.Unlock(); return now }}
	var runs atomic.Int32
	status, answer := http.StatusOK, `{"data":[1,2,3]}`
	next := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		runs.Add(1)
		if r.Header.Get("Accept-Encoding") != "" {
			t.Error("the handler was asked to compress a kept answer")
		}
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.WriteHeader(status)
		_, _ = io.WriteString(w, answer)
	})
	visitor := &actor.Actor{Country: "DE", RequestCountry: "DE"}
	keep := func(st int, b []byte) bool { return st == http.StatusOK && bytes.HasPrefix(b, []byte(`{"data":`)) }
	serve := func(header map[string]string) *httptest.ResponseRecorder {
		w := httptest.NewRecorder()
		c.Serve(w, request(visitor, "en", header), "k", nil, next, keep)
		return w
	}

	// Concurrent misses wait for one run.
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if w := serve(nil); w.Body.String() != answer {
				t.Errorf("answer %q", w.Body.String())
			}
		}()
	}
	wg.Wait()
	if w := serve(nil); w.Header().Get("Content-Type") != "application/json; charset=utf-8" {
		t.Fatalf("content type %q, want the handler's", w.Header().Get("Content-Type"))
	}
	if n := runs.Load(); n != 1 {
		t.Fatalf("nine requests within the TTL ran the handler %d times", n)
	}
	w := serve(map[string]string{"Accept-Encoding": "gzip"})
	zr, err := gzip.NewReader(w.Body)
	if err != nil || w.Header().Get("Content-Encoding") != "gzip" {
		t.Fatalf("gzip answer: %v %q", err, w.Header())
	}
	if b, _ := io.ReadAll(zr); string(b) != answer {
		t.Fatalf("gzip answer decodes to %q", b)
	}

	// A new answer once the TTL has passed; an error is answered, not kept.
	mu.Lock()
	now = now.Add(TTL)
	mu.Unlock()
	status, answer = http.StatusInternalServerError, `{"error":"api.internal"}`
	for range 2 {
		if w := serve(nil); w.Code != http.StatusInternalServerError || w.Body.String() != answer {
			t.Fatalf("error answer: %d %q", w.Code, w.Body.String())
		}
	}
	if n := runs.Load(); n != 3 {
		t.Fatalf("errors were kept: %d runs, want 3", n)
	}
}
