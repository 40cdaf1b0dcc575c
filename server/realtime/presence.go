package realtime

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/redis/go-redis/v9"
)

// Presence counts connected clients across all instances.
type Presence interface {
	Join() (leave func())                   // a connected client (e.g. a websocket) on this instance
	Count(ctx context.Context) (int, error) // across all instances
	Close() error
}

type memoryPresence struct {
	n      atomic.Int64
	closed atomic.Bool
}

// NewMemoryPresence counts clients of this process only.
func NewMemoryPresence() Presence { return &memoryPresence{} }

func (p *memoryPresence) Join() func() { return join(&p.n, nil) }

func (p *memoryPresence) Count(ctx context.Context) (int, error) {
	if p.closed.Load() {
		return 0, ErrClosed
	}
	return int(p.n.Load()), nil
}

func (p *memoryPresence) Close() error {
	p.closed.Store(true)
	return nil
}

// join increments n and returns an idempotent leave, so a double leave from a
// connection's cleanup paths cannot drive the count negative.
func join(n *atomic.Int64, changed func()) func() {
	n.Add(1)
	if changed != nil {
		changed()
	}
	var once sync.Once
	return func() {
		once.Do(func() {
			n.Add(-1)
			if changed != nil {
				changed()
			}
		})
	}
}

// Instances live in two keys: a sorted set of instance id -> expiry (Redis
// server time, so instance clock skew does not matter) and a hash of
// instance id -> local count. Expired instances are pruned on read.
var (
	heartbeatScript = redis.NewScript(`
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local ttl = tonumber(ARGV[3])
redis.call('ZADD', KEYS[1], now + ttl, ARGV[1])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
-- If every instance dies the keys go away too.
redis.call('PEXPIRE', KEYS[1], ttl * 2)
redis.call('PEXPIRE', KEYS[2], ttl * 2)
return 1
`)
	countScript = redis.NewScript(`
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local dead = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now)
if #dead > 0 then
  redis.call('ZREM', KEYS[1], unpack(dead))
  redis.call('HDEL', KEYS[2], unpack(dead))
end
local live = redis.call('ZRANGE', KEYS[1], 0, -1)
local sum = 0
for _, id in ipairs(live) do
  if id ~= ARGV[1] then
    local v = redis.call('HGET', KEYS[2], id)
    if v then sum = sum + tonumber(v) end
  end
end
return sum
`)
	leaveScript = redis.NewScript(`
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('HDEL', KEYS[2], ARGV[1])
return 1
`)
)

type redisPresence struct {
	client *redis.Client
	keys   []string
	id     string
	ttl    time.Duration

	n     atomic.Int64
	kick  chan struct{} // asks the heartbeat loop to publish a change now
	stop  chan struct{}
	done  chan struct{}
	close sync.Once
}

// NewRedisPresence registers this instance (instanceID must be unique per
// running instance) and heartbeats its local count every ttl/3. Count sums
// the instances whose last heartbeat is younger than ttl, so a crashed
// instance's clients disappear after ttl. The caller keeps ownership of
// client.
func NewRedisPresence(client *redis.Client, prefix, instanceID string, ttl time.Duration) Presence {
	if ttl <= 0 {
		ttl = 30 * time.Second
	}
	p := &redisPresence{
		client: client,
		keys:   []string{prefix + "presence:alive", prefix + "presence:counts"},
		id:     instanceID,
		ttl:    ttl,
		kick:   make(chan struct{}, 1),
		stop:   make(chan struct{}),
		done:   make(chan struct{}),
	}
	go p.loop()
	return p
}

func (p *redisPresence) Join() func() {
	return join(&p.n, func() {
		select {
		case p.kick <- struct{}{}:
		default: // a heartbeat is already due and will read the latest count
		}
	})
}

// Count adds this instance's live count to the others' heartbeats, so local
// joins and leaves are visible at once.
func (p *redisPresence) Count(ctx context.Context) (int, error) {
	select {
	case <-p.stop:
		return 0, ErrClosed
	default:
	}
	others, err := countScript.Run(ctx, p.client, p.keys, p.id).Int64()
	if err != nil {
		return 0, err
	}
	return int(others + p.n.Load()), nil
}

func (p *redisPresence) loop() {
	defer close(p.done)
	// Three beats per ttl survive one lost or slow beat.
	tick := time.NewTicker(max(p.ttl/3, time.Millisecond))
	defer tick.Stop()
	for {
		p.beat()
		select {
		case <-p.stop:
			return
		case <-tick.C:
		case <-p.kick:
		}
	}
}

func (p *redisPresence) beat() {
	ctx, cancel := context.WithTimeout(context.Background(), max(p.ttl/3, time.Millisecond))
	defer cancel()
	// Errors are retried by the next beat; if they persist the instance
	// expires, which is the correct view from the other instances.
	_ = heartbeatScript.Run(ctx, p.client, p.keys, p.id, p.n.Load(), p.ttl.Milliseconds()).Err()
}

// Close stops heartbeating and removes this instance at once, rather than
// letting its count linger for ttl.
func (p *redisPresence) Close() error {
	var err error
	p.close.Do(func() {
		close(p.stop)
		<-p.done
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		err = leaveScript.Run(ctx, p.client, p.keys, p.id).Err()
	})
	return err
}
