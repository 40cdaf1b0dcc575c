package realtime

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/redis/go-redis/v9"
)

// Presence counts who is online across all instances: distinct visitors,
// not sockets. A player with three tabs, or a visitor who reconnects, is one.
type Presence interface {
	// Join records a connection of a visitor on this instance. key names
	// the visitor ("u:<id>" for a player, "a:<address>" for anonymous ones);
	// leave is idempotent.
	Join(key string) (leave func())
	Count(ctx context.Context) (int, error) // distinct keys across all instances
	// Watch sends the count, then its changes, until ctx is done. It is
	// computed once per OnlineEvery for all the watchers of this instance,
	// however many there are (Online).
	Watch(ctx context.Context) <-chan int
	Close() error
}

// visitors reference-counts the connections of each visitor on this instance.
type visitors struct {
	mu sync.Mutex
	n  map[string]int
}

// add counts one more connection of key and reports whether key is new here.
func (v *visitors) add(key string) bool {
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.n == nil {
		v.n = map[string]int{}
	}
	v.n[key]++
	return v.n[key] == 1
}

// remove counts one connection less and reports whether key left this instance.
func (v *visitors) remove(key string) bool {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.n[key]--
	if v.n[key] > 0 {
		return false
	}
	delete(v.n, key)
	return true
}

func (v *visitors) len() int {
	v.mu.Lock()
	defer v.mu.Unlock()
	return len(v.n)
}

func (v *visitors) keys() []any {
	v.mu.Lock()
	defer v.mu.Unlock()
	out := make([]any, 0, len(v.n))
	for k := range v.n {
		out = append(out, k)
	}
	return out
}

type memoryPresence struct {
	v      visitors
	closed atomic.Bool
	online Online
}

// NewMemoryPresence counts visitors of this process only.
func NewMemoryPresence() Presence {
	p := &memoryPresence{}
	p.online.Count = p.Count
	return p
}

func (p *memoryPresence) Watch(ctx context.Context) <-chan int { return p.online.Watch(ctx) }

func (p *memoryPresence) Join(key string) func() {
	p.v.add(key)
	return once(func() { p.v.remove(key) })
}

func (p *memoryPresence) Count(ctx context.Context) (int, error) {
	if p.closed.Load() {
		return 0, ErrClosed
	}
	return p.v.len(), nil
}

func (p *memoryPresence) Close() error {
	p.closed.Store(true)
	p.online.Close()
	return nil
}

// once makes a leave idempotent, so a double leave from a connection's
// cleanup paths cannot miscount.
func once(f func()) func() {
	var o sync.Once
	return func() { o.Do(f) }
}

// Instances live in a sorted set of instance id -> expiry (Redis server
// time, so instance clock skew does not matter); each instance keeps the set
// of its visitors' keys in prefix+"presence:v:"+id. Expired instances and
// their sets are pruned on read, and the count is the size of the union.
var (
	heartbeatScript = redis.NewScript(`
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local ttl = tonumber(ARGV[2])
redis.call('ZADD', KEYS[1], now + ttl, ARGV[1])
-- If every instance dies the keys go away too.
redis.call('PEXPIRE', KEYS[1], ttl * 2)
redis.call('DEL', KEYS[2])
if #ARGV > 2 then
  for i = 3, #ARGV, 5000 do
    redis.call('SADD', KEYS[2], unpack(ARGV, i, math.min(i + 4999, #ARGV)))
  end
  redis.call('PEXPIRE', KEYS[2], ttl * 2)
end
return 1
`)
	countScript = redis.NewScript(`
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local dead = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now)
for _, id in ipairs(dead) do
  redis.call('ZREM', KEYS[1], id)
  redis.call('DEL', ARGV[1] .. id)
end
local live = redis.call('ZRANGE', KEYS[1], 0, -1)
if #live == 0 then return 0 end
local sets = {}
for i, id in ipairs(live) do sets[i] = ARGV[1] .. id end
return #redis.call('SUNION', unpack(sets))
`)
	leaveScript = redis.NewScript(`
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('DEL', KEYS[2])
return 1
`)
)

type redisPresence struct {
	client *redis.Client
	alive  string // the instances' sorted set
	sets   string // prefix of the per-instance visitor sets
	id     string
	ttl    time.Duration

	v      visitors
	wmu    sync.Mutex // orders single changes with the heartbeat's rewrite
	stop   chan struct{}
	done   chan struct{}
	close  sync.Once
	online Online
}

// NewRedisPresence registers this instance (instanceID must be unique per
// running instance) and heartbeats its visitors every ttl/3; joins and
// leaves of a visitor new to or gone from this instance reach Redis at once.
// Count is the number of distinct visitors of the instances whose last
// heartbeat is younger than ttl, so a crashed instance's visitors disappear
// after ttl. The caller keeps ownership of client.
func NewRedisPresence(client *redis.Client, prefix, instanceID string, ttl time.Duration) Presence {
	if ttl <= 0 {
		ttl = 30 * time.Second
	}
	p := &redisPresence{
		client: client,
		alive:  prefix + "presence:alive",
		sets:   prefix + "presence:v:",
		id:     instanceID,
		ttl:    ttl,
		stop:   make(chan struct{}),
		done:   make(chan struct{}),
	}
	p.online.Count = p.Count
	p.beat()
	go p.loop()
	return p
}

func (p *redisPresence) Join(key string) func() {
	if p.v.add(key) {
		p.apply(func(ctx context.Context) error { return p.client.SAdd(ctx, p.sets+p.id, key).Err() })
	}
	return once(func() {
		if p.v.remove(key) {
			p.apply(func(ctx context.Context) error { return p.client.SRem(ctx, p.sets+p.id, key).Err() })
		}
	})
}

// apply writes one change; a failure is repaired by the next heartbeat,
// which rewrites the whole set.
func (p *redisPresence) apply(f func(context.Context) error) {
	p.wmu.Lock()
	defer p.wmu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	_ = f(ctx)
}

func (p *redisPresence) Count(ctx context.Context) (int, error) {
	select {
	case <-p.stop:
		return 0, ErrClosed
	default:
	}
	n, err := countScript.Run(ctx, p.client, []string{p.alive}, p.sets).Int64()
	return int(n), err
}

func (p *redisPresence) Watch(ctx context.Context) <-chan int { return p.online.Watch(ctx) }

func (p *redisPresence) loop() {
	defer close(p.done)
	// Three beats per ttl survive one lost or slow beat.
	tick := time.NewTicker(max(p.ttl/3, time.Millisecond))
	defer tick.Stop()
	for {
		select {
		case <-p.stop:
			return
		case <-tick.C:
			p.beat()
		}
	}
}

func (p *redisPresence) beat() {
	p.wmu.Lock()
	defer p.wmu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), max(p.ttl/3, time.Second))
	defer cancel()
	// Errors are retried by the next beat; if they persist the instance
	// expires, which is the correct view from the other instances.
	args := append([]any{p.id, p.ttl.Milliseconds()}, p.v.keys()...)
	_ = heartbeatScript.Run(ctx, p.client, []string{p.alive, p.sets + p.id}, args...).Err()
}

// Close stops heartbeating and removes this instance at once, rather than
// letting its visitors linger for ttl.
func (p *redisPresence) Close() error {
	var err error
	p.close.Do(func() {
		p.online.Close()
		close(p.stop)
		<-p.done
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		err = leaveScript.Run(ctx, p.client, []string{p.alive, p.sets + p.id}, p.id).Err()
	})
	return err
}
