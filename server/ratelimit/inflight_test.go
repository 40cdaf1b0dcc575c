package ratelimit_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"

	"github.com/casefront/casefront/server/ratelimit"
)

func TestGateContract(t *testing.T) {
	impls := []struct {
		name string
		new  func(t *testing.T) ratelimit.Gate
	}{
		{"memory", func(*testing.T) ratelimit.Gate { return ratelimit.NewMemoryGate() }},
		{"redis", func(t *testing.T) ratelimit.Gate { return ratelimit.NewRedisGate(newRedisClient(t), redisPrefix(t)) }},
	}
	for _, impl := range impls {
		t.Run(impl.name, func(t *testing.T) {
			g, ctx := impl.new(t), context.Background()
			enter := func(key string) (func(), bool) {
				t.Helper()
				release, ok, err := g.Enter(ctx, key, 3)
				if err != nil {
					t.Fatalf("enter %q: %v", key, err)
				}
				return release, ok
			}
			var held []func()
			for i := range 3 {
				release, ok := enter("a")
				if !ok {
					t.Fatalf("request %d of 3 refused", i+1)
				}
				held = append(held, release)
			}
			if _, ok := enter("a"); ok {
				t.Fatal("a fourth request under way at once was admitted")
			}
			if release, ok := enter("b"); !ok {
				t.Fatal("another key shares the first one's requests")
			} else {
				release()
			}
			held[0]()
			held[0]() // a second release frees nothing more
			release, ok := enter("a")
			if !ok {
				t.Fatal("a request after one ended was refused")
			}
			if _, ok := enter("a"); ok {
				t.Fatal("releasing twice freed two places")
			}
			for _, r := range append(held[1:], release) {
				r()
			}
			for i := range 3 {
				if _, ok := enter("a"); !ok {
					t.Fatalf("request %d refused once all ended", i+1)
				}
			}
			if _, _, err := g.Enter(ctx, "a", 0); err == nil {
				t.Fatal("a limit of 0 was accepted")
			}
		})
	}
}

// InFlight answers 429 with Retry-After while the key's limit of requests
// are under way, and admits again once one ends. The requests are held in
// the handler until the test lets them go.
func TestInFlightMiddleware(t *testing.T) {
	const limit = 2
	entered, leave := make(chan struct{}), make(chan struct{})
	h := ratelimit.InFlight(ratelimit.NewMemoryGate(), limit, func(r *http.Request) string { return r.Header.Get("X-Key") }, nil)(
		http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.Header.Get("X-Hold") != "" {
				entered <- struct{}{}
				<-leave
			}
			w.WriteHeader(http.StatusNoContent)
		}))
	serve := func(key string, hold bool) *httptest.ResponseRecorder {
		r := httptest.NewRequest(http.MethodGet, "/", nil)
		r.Header.Set("X-Key", key)
		if hold {
			r.Header.Set("X-Hold", "1")
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w
	}
	var wg sync.WaitGroup
	codes := make(chan int, limit)
	for range limit {
		wg.Add(1)
		go func() { defer wg.Done(); codes <- serve("a", true).Code }()
		<-entered // this one holds its place now
	}
	if w := serve("a", false); w.Code != http.StatusTooManyRequests || w.Header().Get("Retry-After") != "1" {
		t.Fatalf("a request over the limit: HTTP %d, Retry-After %q", w.Code, w.Header().Get("Retry-After"))
	}
	if w := serve("b", false); w.Code != http.StatusNoContent {
		t.Fatalf("another key: HTTP %d", w.Code)
	}
	if w := serve("", false); w.Code != http.StatusNoContent {
		t.Fatalf("no key: HTTP %d", w.Code)
	}
	leave <- struct{}{} // one ends
	if c := <-codes; c != http.StatusNoContent {
		t.Fatalf("a held request: HTTP %d", c)
	}
	if w := serve("a", false); w.Code != http.StatusNoContent {
		t.Fatalf("a request after one ended: HTTP %d", w.Code)
	}
	close(leave)
	wg.Wait()
}
