package ratelimit_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/ratelimit"
	"github.com/redis/go-redis/v9"
)

func newRedisClient(t *testing.T) *redis.Client {
	t.Helper()
	opts, err := redis.ParseURL(testenv.RedisURL(t))
	if err != nil {
		t.Fatalf("parse redis url: %v", err)
	}
	c := redis.NewClient(opts)
	t.Cleanup(func() { _ = c.Close() })
	return c
}

func redisPrefix(t *testing.T) string { return "rl:" + testenv.Unique(t) + ":" }

func allow(t *testing.T, l ratelimit.Limiter, key string, limit int, window time.Duration) (bool, time.Duration) {
	t.Helper()
	ok, retry, err := l.Allow(context.Background(), key, limit, window)
	if err != nil {
		t.Fatalf("allow %q: %v", key, err)
	}
	return ok, retry
}

func TestLimiterContract(t *testing.T) {
	// new returns a limiter and how to let d pass for it: the memory
	// limiter's clock is moved; Redis expires keys on its own clock, so
	// there the time really passes.
	impls := []struct {
		name string
		new  func(t *testing.T) (ratelimit.Limiter, func(d time.Duration))
	}{
		{"memory", func(t *testing.T) (ratelimit.Limiter, func(time.Duration)) {
			var mu sync.Mutex
			now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
			l := ratelimit.NewMemoryAt(func() time.Time { mu.Lock(); defer mu.Unlock(); return now })
			return l, func(d time.Duration) { mu.Lock(); now = now.Add(d); mu.Unlock() }
		}},
		{"redis", func(t *testing.T) (ratelimit.Limiter, func(time.Duration)) {
			return ratelimit.NewRedis(newRedisClient(t), redisPrefix(t)), time.Sleep
		}},
	}
	for _, impl := range impls {
		t.Run(impl.name, func(t *testing.T) {
			t.Run("ExactlyLimitOfConcurrentHits", func(t *testing.T) {
				l, _ := impl.new(t)
				const hits, limit, window = 50, 10, time.Minute
				var allowed atomic.Int32
				var wg sync.WaitGroup
				for range hits {
					wg.Go(func() {
						ok, retry, err := l.Allow(context.Background(), "open:case", limit, window)
						if err != nil {
							t.Error(err)
							return
						}
						if ok {
							allowed.Add(1)
						} else if retry <= 0 || retry > window {
							t.Errorf("refused with retryAfter %v, want in (0, %v]", retry, window)
						}
					})
				}
				wg.Wait()
				if n := allowed.Load(); n != limit {
					t.Fatalf("allowed %d of %d, want %d", n, hits, limit)
				}
			})

			t.Run("WindowResets", func(t *testing.T) {
				l, pass := impl.new(t)
				const window = 300 * time.Millisecond
				if ok, retry := allow(t, l, "k", 2, window); !ok || retry != 0 {
					t.Fatalf("first hit: ok=%v retry=%v, want ok and no wait", ok, retry)
				}
				if ok, retry := allow(t, l, "k", 2, window); !ok || retry <= 0 {
					t.Fatalf("last hit: ok=%v retry=%v, want ok and a wait for the next", ok, retry)
				}
				ok, retry := allow(t, l, "k", 2, window)
				if ok {
					t.Fatal("third hit within window allowed")
				}
				if retry <= 0 || retry > window {
					t.Fatalf("retryAfter = %v, want in (0, %v]", retry, window)
				}
				pass(retry + 50*time.Millisecond)
				if ok, _ := allow(t, l, "k", 2, window); !ok {
					t.Fatal("hit after retryAfter refused")
				}
			})

			t.Run("KeysIsolated", func(t *testing.T) {
				l, _ := impl.new(t)
				for range 3 {
					allow(t, l, "user:1", 3, time.Minute)
				}
				if ok, _ := allow(t, l, "user:1", 3, time.Minute); ok {
					t.Fatal("user:1 over limit allowed")
				}
				if ok, _ := allow(t, l, "user:2", 3, time.Minute); !ok {
					t.Fatal("user:2 refused because of user:1")
				}
			})

			t.Run("InvalidArguments", func(t *testing.T) {
				l, _ := impl.new(t)
				if _, _, err := l.Allow(context.Background(), "k", 0, time.Second); !errors.Is(err, ratelimit.ErrInvalid) {
					t.Fatalf("limit 0: err = %v", err)
				}
				if _, _, err := l.Allow(context.Background(), "k", 1, 0); !errors.Is(err, ratelimit.ErrInvalid) {
					t.Fatalf("window 0: err = %v", err)
				}
			})
		})
	}
}

// Two limiters on separate clients with one prefix behave like two server
// instances and must share each key's budget.
func TestRedisLimitersShareCount(t *testing.T) {
	prefix := redisPrefix(t)
	a := ratelimit.NewRedis(newRedisClient(t), prefix)
	b := ratelimit.NewRedis(newRedisClient(t), prefix)
	for i := range 10 {
		l := a
		if i%2 == 1 {
			l = b
		}
		if ok, _ := allow(t, l, "ip:1.2.3.4", 10, time.Minute); !ok {
			t.Fatalf("hit %d refused", i)
		}
	}
	for name, l := range map[string]ratelimit.Limiter{"a": a, "b": b} {
		if ok, _ := allow(t, l, "ip:1.2.3.4", 10, time.Minute); ok {
			t.Fatalf("instance %s allowed an 11th hit", name)
		}
	}
}

func TestOpen(t *testing.T) {
	l, err := ratelimit.Open("", "")
	if err != nil {
		t.Fatal(err)
	}
	if ok, _ := allow(t, l, "k", 1, time.Minute); !ok {
		t.Fatal("memory limiter refused first hit")
	}

	l, err = ratelimit.Open(testenv.RedisURL(t), redisPrefix(t))
	if err != nil {
		t.Fatal(err)
	}
	allow(t, l, "k", 1, time.Minute)
	if ok, _ := allow(t, l, "k", 1, time.Minute); ok {
		t.Fatal("redis limiter allowed second hit with limit 1")
	}
}

func TestMiddleware(t *testing.T) {
	var served atomic.Int32
	next := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		served.Add(1)
		_, _ = io.WriteString(w, "ok")
	})
	onLimited := func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusTooManyRequests)
		_, _ = io.WriteString(w, "slow down")
	}
	key := func(r *http.Request) string { return r.Header.Get("X-User") }
	h := ratelimit.Middleware(ratelimit.NewMemory(), 2, 90*time.Second, key, onLimited)(next)

	do := func(user string) *httptest.ResponseRecorder {
		rec := httptest.NewRecorder()
		req := httptest.NewRequest(http.MethodPost, "/api/cases/open", nil)
		if user != "" {
			req.Header.Set("X-User", user)
		}
		h.ServeHTTP(rec, req)
		return rec
	}

	for i := range 2 {
		if rec := do("alice"); rec.Code != http.StatusOK || rec.Header().Get("Retry-After") != "" {
			t.Fatalf("request %d: code %d, Retry-After %q", i, rec.Code, rec.Header().Get("Retry-After"))
		}
	}
	rec := do("alice")
	if rec.Code != http.StatusTooManyRequests || rec.Body.String() != "slow down" {
		t.Fatalf("limited request: code %d body %q", rec.Code, rec.Body.String())
	}
	if got := rec.Header().Get("Retry-After"); got != "90" {
		t.Fatalf("Retry-After = %q, want 90", got)
	}
	if served.Load() != 2 {
		t.Fatalf("next served %d requests, want 2", served.Load())
	}

	if rec := do("bob"); rec.Code != http.StatusOK {
		t.Fatalf("other key: code %d", rec.Code)
	}
	// An empty key opts the request out of limiting.
	for range 5 {
		if rec := do(""); rec.Code != http.StatusOK {
			t.Fatalf("unkeyed request: code %d", rec.Code)
		}
	}
}

// A failing limiter must not take the site down.
func TestMiddlewareFailsOpen(t *testing.T) {
	h := ratelimit.Middleware(failing{}, 1, time.Second, func(*http.Request) string { return "k" }, nil)(
		http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) }))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/", nil))
	if rec.Code != http.StatusNoContent {
		t.Fatalf("code %d, want request served", rec.Code)
	}
}

type failing struct{}

func (failing) Allow(context.Context, string, int, time.Duration) (bool, time.Duration, error) {
	return false, 0, errors.New("store down")
}
