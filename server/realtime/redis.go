package realtime

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"time"

	"github.com/redis/go-redis/v9"
	"go.uber.org/zap"
)

const (
	// subscribeTimeout bounds the wait for Redis to confirm a SUBSCRIBE even
	// when the caller's ctx has no deadline.
	subscribeTimeout = 10 * time.Second
	// commandTimeout bounds SUBSCRIBE/UNSUBSCRIBE writes, which must not be
	// cut short by a caller's ctx: a half-written command poisons the shared
	// connection for every subscriber.
	commandTimeout = 5 * time.Second
)

var errSubscribeTimeout = errors.New("realtime: redis did not confirm subscription")

type redisTopic struct {
	subs  map[*subscriber]struct{}
	ready chan struct{} // closed once Redis confirmed the SUBSCRIBE
}

type redisBus struct {
	client     *redis.Client
	prefix     string
	key        []byte // signs and checks every message (sign.go)
	log        *zap.Logger
	ownsClient bool
	rejected   atomic.Int64 // messages dropped for a bad or missing MAC

	// One connection for all local subscribers, however many topics they use.
	ps       *redis.PubSub
	dispatch chan struct{} // closed when the dispatcher has exited

	// opMu orders SUBSCRIBE/UNSUBSCRIBE writes with the topic-table changes
	// that decide them, so Redis' view never lags behind the table (a late
	// UNSUBSCRIBE after a fresh SUBSCRIBE would silently stop delivery).
	// It is never taken by the dispatcher, so slow writes do not stall delivery.
	opMu sync.Mutex

	mu     sync.RWMutex
	closed bool
	done   chan struct{}
	topics map[string]*redisTopic // by Redis channel name
	// pending counts SUBSCRIBEs per channel not yet confirmed. A topic is
	// ready only when all are confirmed, so a confirmation belonging to an
	// earlier, already unsubscribed generation cannot mark it ready early.
	pending map[string]int
}

// NewRedis returns a bus that reaches every instance sharing the Redis server,
// prefix and key. Redis channel names are prefix+topic; Redis pub/sub ignores
// the database number, so the prefix is what keeps deployments apart.
// Messages are signed with key (BusKey), and a message that does not verify
// is dropped and counted (Rejected). Delivery is at most once, as with Redis
// pub/sub itself: messages published while the connection is being
// re-established are lost. The caller keeps ownership of client.
func NewRedis(client *redis.Client, prefix string, key []byte) Bus {
	return newRedis(client, prefix, key, zap.NewNop())
}

// Rejected is how many messages a Redis bus dropped because their MAC did
// not verify (0 for other buses).
func Rejected(b Bus) int64 {
	if rb, ok := b.(*redisBus); ok {
		return rb.rejected.Load()
	}
	return 0
}

func newRedis(client *redis.Client, prefix string, key []byte, log *zap.Logger) *redisBus {
	b := &redisBus{
		client:   client,
		prefix:   prefix,
		key:      key,
		log:      log,
		ps:       client.Subscribe(context.Background()),
		dispatch: make(chan struct{}),
		done:     make(chan struct{}),
		topics:   make(map[string]*redisTopic),
		pending:  make(map[string]int),
	}
	// The library's channel handles reconnects (re-subscribing every channel)
	// and health pings; subscription confirmations are needed to know when a
	// Subscribe may return.
	go b.run(b.ps.ChannelWithSubscriptions(redis.WithChannelSize(1024)))
	return b
}

func (b *redisBus) run(in <-chan any) {
	defer close(b.dispatch)
	for m := range in {
		switch m := m.(type) {
		case *redis.Subscription:
			if m.Kind != "subscribe" {
				continue
			}
			b.mu.Lock()
			// After a reconnect the library re-subscribes everything and we
			// get confirmations nobody counted; clamp at zero.
			if n := b.pending[m.Channel] - 1; n > 0 {
				b.pending[m.Channel] = n
			} else {
				delete(b.pending, m.Channel)
				if t := b.topics[m.Channel]; t != nil {
					select {
					case <-t.ready:
					default:
						close(t.ready)
					}
				}
			}
			b.mu.Unlock()
		case *redis.Message:
			p, ok := unseal(b.key, m.Channel, []byte(m.Payload), time.Now())
			if !ok {
				if n := b.rejected.Add(1); n&(n-1) == 0 { // logs 1, 2, 4, 8, ...
					b.log.Warn("realtime: dropped a redis message that failed authentication",
						zap.String("channel", m.Channel), zap.Int64("rejected", n))
				}
				continue
			}
			b.mu.RLock()
			if t := b.topics[m.Channel]; t != nil {
				for s := range t.subs {
					s.deliver(p)
				}
			}
			b.mu.RUnlock()
		}
	}
}

func (b *redisBus) Publish(ctx context.Context, topic string, payload []byte) error {
	b.mu.RLock()
	closed := b.closed
	b.mu.RUnlock()
	if closed {
		return ErrClosed
	}
	name := b.prefix + topic
	return b.client.Publish(ctx, name, seal(b.key, name, payload, time.Now())).Err()
}

func (b *redisBus) Subscribe(ctx context.Context, topic string) (<-chan []byte, func(), error) {
	if err := ctx.Err(); err != nil {
		return nil, nil, err
	}
	name := b.prefix + topic
	s := newSubscriber(topic, b.log)

	b.opMu.Lock()
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		b.opMu.Unlock()
		return nil, nil, ErrClosed
	}
	t := b.topics[name]
	first := t == nil
	if first {
		t = &redisTopic{subs: make(map[*subscriber]struct{}), ready: make(chan struct{})}
		b.topics[name] = t
		b.pending[name]++
	}
	t.subs[s] = struct{}{}
	b.mu.Unlock()
	if first {
		cctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), commandTimeout)
		err := b.ps.Subscribe(cctx, name)
		cancel()
		if err != nil {
			b.mu.Lock()
			// The write failed, so no confirmation is coming for it.
			if b.pending[name] > 0 {
				b.pending[name]--
			}
			b.mu.Unlock()
			b.removeLocked(name, t, s)
			b.opMu.Unlock()
			return nil, nil, err
		}
	}
	b.opMu.Unlock()

	// Returning before the confirmation would lose messages published right
	// after Subscribe returns.
	timer := time.NewTimer(subscribeTimeout)
	defer timer.Stop()
	var err error
	select {
	case <-t.ready:
	case <-ctx.Done():
		err = ctx.Err()
	case <-b.done:
		err = ErrClosed
	case <-timer.C:
		err = errSubscribeTimeout
	}
	if err != nil {
		b.remove(name, t, s)
		return nil, nil, err
	}
	return s.ch, cancelFunc(ctx, func() { b.remove(name, t, s) }), nil
}

func (b *redisBus) remove(name string, t *redisTopic, s *subscriber) {
	b.opMu.Lock()
	defer b.opMu.Unlock()
	b.removeLocked(name, t, s)
}

// removeLocked requires opMu. It unsubscribes from Redis when the last local
// subscriber of a topic leaves.
func (b *redisBus) removeLocked(name string, t *redisTopic, s *subscriber) {
	b.mu.Lock()
	delete(t.subs, s)
	last := len(t.subs) == 0 && b.topics[name] == t
	if last {
		delete(b.topics, name)
	}
	closed := b.closed
	b.mu.Unlock()
	s.close()
	if last && !closed {
		ctx, cancel := context.WithTimeout(context.Background(), commandTimeout)
		defer cancel()
		if err := b.ps.Unsubscribe(ctx, name); err != nil {
			// Harmless beyond wasted traffic: messages for a topic with no
			// local subscribers are dropped by the dispatcher.
			b.log.Warn("realtime: redis unsubscribe failed", zap.String("channel", name), zap.Error(err))
		}
	}
}

// Close closes every subscription channel and the shared Redis connection
// (and the client if the bus was created by Open); later calls are no-ops.
func (b *redisBus) Close() error {
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return nil
	}
	b.closed = true
	close(b.done)
	// Collected under the lock: cancels may still be editing the sets.
	var subs []*subscriber
	for _, t := range b.topics {
		for s := range t.subs {
			subs = append(subs, s)
		}
	}
	b.topics = make(map[string]*redisTopic)
	b.mu.Unlock()

	for _, s := range subs {
		s.close()
	}
	err := b.ps.Close()
	<-b.dispatch // the library closes the channel once the PubSub is closed
	if b.ownsClient {
		err = errors.Join(err, b.client.Close())
	}
	return err
}
