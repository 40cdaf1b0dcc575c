// Package ratelimit counts hits per key in fixed windows, in process or on
// Redis so that all instances share one budget.
//
// Fixed windows are cheap and exact within a window; a client may burst up
// to 2*limit across a window boundary, which is acceptable for abuse control.
package ratelimit

import (
	"context"
	"errors"
	"fmt"
	"math"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/casefront/casefront/server/edge"
)

// ErrInvalid is returned for a non-positive limit or window.
var ErrInvalid = errors.New("ratelimit: limit and window must be positive")

// Limiter decides whether a hit is within a per-key budget. A key's window
// starts at its first hit; refused hits are not counted, so hammering does
// not extend the block. Callers applying several rules to the same subject
// must use a distinct key per rule.
type Limiter interface {
	// Allow counts one hit for key within a fixed or sliding window and reports whether it is within limit; retryAfter is how long until the next hit would be allowed.
	Allow(ctx context.Context, key string, limit int, window time.Duration) (ok bool, retryAfter time.Duration, err error)
}

// Open returns a Redis limiter for redisURL, or an in-process one when
// redisURL is empty.
func Open(redisURL, prefix string) (Limiter, error) {
	if redisURL == "" {
		return NewMemory(), nil
	}
	opts, err := redis.ParseURL(redisURL)
	if err != nil {
		return nil, fmt.Errorf("ratelimit: parse redis url: %w", err)
	}
	client := redis.NewClient(opts)
	// Fail at startup rather than on the first request.
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := client.Ping(ctx).Err(); err != nil {
		_ = client.Close()
		return nil, fmt.Errorf("ratelimit: redis ping: %w", err)
	}
	return NewRedis(client, prefix), nil
}

type memoryWindow struct {
	count int
	reset time.Time
}

type memoryLimiter struct {
	now func() time.Time

	mu        sync.Mutex
	windows   map[string]*memoryWindow
	lastSweep time.Time
}

// NewMemory returns a limiter for a single instance.
func NewMemory() Limiter {
	return &memoryLimiter{now: time.Now, windows: make(map[string]*memoryWindow)}
}

// sweepEvery bounds memory held by keys that were hit once and never again,
// without a background goroutine the limiter would need to stop.
const sweepEvery = time.Minute

func (l *memoryLimiter) Allow(ctx context.Context, key string, limit int, window time.Duration) (bool, time.Duration, error) {
	if limit <= 0 || window <= 0 {
		return false, 0, ErrInvalid
	}
	if err := ctx.Err(); err != nil {
		return false, 0, err
	}
	now := l.now()
	l.mu.Lock()
	defer l.mu.Unlock()
	if now.Sub(l.lastSweep) >= sweepEvery {
		l.lastSweep = now
		for k, w := range l.windows {
			if !now.Before(w.reset) {
				delete(l.windows, k)
			}
		}
	}
	w := l.windows[key]
	if w == nil || !now.Before(w.reset) {
		w = &memoryWindow{reset: now.Add(window)}
		l.windows[key] = w
	}
	if w.count >= limit {
		return false, w.reset.Sub(now), nil
	}
	w.count++
	if w.count >= limit {
		return true, w.reset.Sub(now), nil // this was the last hit of the window
	}
	return true, 0, nil
}

// allowScript returns {allowed, retryAfterMs}. GET before INCR keeps refused
// hits from counting; PTTL<0 covers a fresh key (and repairs a key that lost
// its expiry) so a key can never block forever.
var allowScript = redis.NewScript(`
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local allowed = 0
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n < limit then
  n = redis.call('INCR', KEYS[1])
  allowed = 1
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], window)
  ttl = window
end
if allowed == 1 and n < limit then
  ttl = 0
end
return {allowed, ttl}
`)

type redisLimiter struct {
	client *redis.Client
	prefix string
}

// NewRedis returns a limiter whose counts are shared by every instance using
// the same Redis server and prefix. Each hit is one atomic script call. The
// caller keeps ownership of client.
func NewRedis(client *redis.Client, prefix string) Limiter {
	return &redisLimiter{client: client, prefix: prefix}
}

func (l *redisLimiter) Allow(ctx context.Context, key string, limit int, window time.Duration) (bool, time.Duration, error) {
	if limit <= 0 || window <= 0 {
		return false, 0, ErrInvalid
	}
	// Redis expiry has millisecond resolution.
	ms := max(window.Milliseconds(), 1)
	res, err := allowScript.Run(ctx, l.client, []string{l.prefix + key}, limit, ms).Int64Slice()
	if err != nil {
		return false, 0, err
	}
	if len(res) != 2 {
		return false, 0, fmt.Errorf("ratelimit: unexpected script reply %v", res)
	}
	return res[0] == 1, time.Duration(res[1]) * time.Millisecond, nil
}

// Middleware refuses requests over limit per key(r) by calling onLimited,
// after setting Retry-After (whole seconds, rounded up). An empty key skips
// limiting; a nil key limits by the client's address (edge.LimitIP); a nil
// onLimited answers 429.
// Limiter errors let the request through: an outage of the limiter's store
// should not take the site down with it.
func Middleware(l Limiter, limit int, window time.Duration, key func(*http.Request) string, onLimited http.HandlerFunc) func(http.Handler) http.Handler {
	if key == nil {
		key = edge.LimitIP
	}
	if onLimited == nil {
		onLimited = func(w http.ResponseWriter, _ *http.Request) {
			http.Error(w, http.StatusText(http.StatusTooManyRequests), http.StatusTooManyRequests)
		}
	}
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			k := key(r)
			if k == "" {
				next.ServeHTTP(w, r)
				return
			}
			ok, retryAfter, err := l.Allow(r.Context(), k, limit, window)
			if err != nil || ok {
				next.ServeHTTP(w, r)
				return
			}
			w.Header().Set("Retry-After", strconv.Itoa(retrySeconds(retryAfter)))
			onLimited(w, r)
		})
	}
}

// retrySeconds rounds up so clients never retry before the window resets.
func retrySeconds(d time.Duration) int {
	return max(int(math.Ceil(d.Seconds())), 1)
}

// Tracking: page views and click ids are anonymous calls, by address.
var (
	PageView = Budget{"/go", 240}
	ClickID  = Budget{"/clickids/add/", 30}
	Rate     = Budget{"/rate", 10}
	// The GraphQL-only consent and analytics mutations (a page load takes
	// the analytics once, a payment's result page once more).
	Consent       = Budget{"/graphql:setConsent", 30}
	TakeAnalytics = Budget{"/graphql:takeAnalytics", 60}
)
