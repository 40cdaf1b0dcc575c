package ratelimit

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
)

// Gate bounds how many requests of one key are under way at once, where a
// Limiter bounds how many start in a window: a caller that sends its whole
// minute's budget at once still has at most the gate's limit running.
type Gate interface {
	// Enter admits one more request of key unless limit of them are under
	// way; release ends it (calling it again does nothing). A refused
	// request gets ok false and no release.
	Enter(ctx context.Context, key string, limit int) (release func(), ok bool, err error)
}

// NewMemoryGate returns a gate for a single instance.
func NewMemoryGate() Gate { return &memoryGate{running: map[string]int{}} }

type memoryGate struct {
	mu      sync.Mutex
	running map[string]int
}

func (g *memoryGate) Enter(ctx context.Context, key string, limit int) (func(), bool, error) {
	if limit <= 0 {
		return nil, false, ErrInvalid
	}
	if err := ctx.Err(); err != nil {
		return nil, false, err
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.running[key] >= limit {
		return nil, false, nil
	}
	g.running[key]++
	var once sync.Once
	return func() {
		once.Do(func() {
			g.mu.Lock()
			defer g.mu.Unlock()
			if g.running[key]--; g.running[key] <= 0 {
				delete(g.running, key) // keys of idle callers hold no memory
			}
		})
	}, true, nil
}

// Lease bounds how long a Redis gate counts a request whose release never
// came (its instance stopped): longer than any request runs.
const Lease = time.Minute

// enterScript admits a request into the sorted set KEYS[1] of requests under
// way, each a random member scored by when its lease ends, after dropping
// the members whose lease ended. ARGV: limit, lease in ms, member. Redis's
// clock scores them, so instances' clocks need not agree.
var enterScript = redis.NewScript(`
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then
  return 0
end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`)

// NewRedisGate returns a gate shared by every instance using the same Redis
// server and prefix. Entering is one script call, leaving one ZREM.
func NewRedisGate(client *redis.Client, prefix string) Gate {
	return &redisGate{client: client, prefix: prefix}
}

type redisGate struct {
	client *redis.Client
	prefix string
}

func (g *redisGate) Enter(ctx context.Context, key string, limit int) (func(), bool, error) {
	if limit <= 0 {
		return nil, false, ErrInvalid
	}
	var b [12]byte
	_, _ = rand.Read(b[:])
	member, k := hex.EncodeToString(b[:]), g.prefix+key
	n, err := enterScript.Run(ctx, g.client, []string{k}, limit, Lease.Milliseconds(), member).Int()
	if err != nil || n != 1 {
		return nil, false, err
	}
	var once sync.Once
	return func() {
		once.Do(func() {
			// Not the request's context: it may have ended, the slot must not.
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			defer cancel()
			_ = g.client.ZRem(ctx, k, member).Err()
		})
	}, true, nil
}

// Enter admits everything when limits are switched off.
func (Unlimited) Enter(context.Context, string, int) (func(), bool, error) {
	return func() {}, true, nil
}

// InFlight refuses a request when limit requests of its key(r) are under way,
// by calling onLimited after setting Retry-After: 1 (the time a request
// takes, at most, is well under a second). An empty key skips the gate; a
// nil onLimited answers 429. Gate errors let the request through, as the
// limiter's do.
func InFlight(g Gate, limit int, key func(*http.Request) string, onLimited http.HandlerFunc) func(http.Handler) http.Handler {
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
			release, ok, err := g.Enter(r.Context(), k, limit)
			if err != nil {
				next.ServeHTTP(w, r)
				return
			}
			if !ok {
				w.Header().Set("Retry-After", "1")
				onLimited(w, r)
				return
			}
			defer release()
			next.ServeHTTP(w, r)
		})
	}
}
