// Package realtime provides the pub/sub bus behind live updates and the
// cross-instance online counter, each with an in-process and a Redis
// implementation.
package realtime

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
	"go.uber.org/zap"
)

// SubscriberBuffer is how many undelivered messages a subscriber may hold.
// When it is full the oldest message is dropped for that subscriber only:
// live views care about the newest state, and a stalled client must never
// slow publishers or other subscribers.
const SubscriberBuffer = 256

// ErrClosed is returned by operations on a closed Bus or Presence.
var ErrClosed = errors.New("realtime: closed")

// Bus publishes and subscribes by topic: "feed", "online", "battle:<id>", "user:<id>".
//
// Payloads are shared between all subscribers of a message and must be
// treated as read-only.
type Bus interface {
	Publish(ctx context.Context, topic string, payload []byte) error
	// Subscribe delivers messages published after it returns, until ctx is done or cancel is called; the channel is closed then.
	Subscribe(ctx context.Context, topic string) (msgs <-chan []byte, cancel func(), err error)
	Close() error
}

// Open returns a Redis-backed bus for redisURL, or an in-process bus when
// redisURL is empty (single instance, development, tests). The returned bus
// owns the Redis client and closes it on Close.
//
// key signs the messages on Redis (NewRedis) and must be set with Redis.
func Open(redisURL, prefix string, key []byte, log *zap.Logger) (Bus, error) {
	if log == nil {
		log = zap.NewNop()
	}
	if redisURL == "" {
		return newMemory(log), nil
	}
	if len(key) == 0 {
		return nil, errors.New("realtime: a redis bus needs a signing key")
	}
	opts, err := redis.ParseURL(redisURL)
	if err != nil {
		return nil, fmt.Errorf("realtime: parse redis url: %w", err)
	}
	client := redis.NewClient(opts)
	// Fail at startup rather than on the first publish.
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := client.Ping(ctx).Err(); err != nil {
		_ = client.Close()
		return nil, fmt.Errorf("realtime: redis ping: %w", err)
	}
	b := newRedis(client, prefix, key, log)
	b.ownsClient = true
	return b, nil
}

// subscriber is one local consumer; both implementations fan out to it.
type subscriber struct {
	topic string
	log   *zap.Logger

	// mu serialises deliveries with close so a send never hits a closed channel.
	mu      sync.Mutex
	ch      chan []byte
	closed  bool
	dropped bool
}

func newSubscriber(topic string, log *zap.Logger) *subscriber {
	return &subscriber{topic: topic, log: log, ch: make(chan []byte, SubscriberBuffer)}
}

// deliver never blocks: on a full buffer it drops the oldest message.
func (s *subscriber) deliver(p []byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return
	}
	select {
	case s.ch <- p:
		return
	default:
	}
	// Only the reader can take from ch concurrently, so after discarding one
	// message the send below succeeds.
	select {
	case <-s.ch:
	default:
	}
	select {
	case s.ch <- p:
	default:
	}
	if !s.dropped {
		// Once per subscriber: a stuck client would otherwise flood the log.
		s.dropped = true
		s.log.Warn("realtime: slow subscriber, dropping oldest messages",
			zap.String("topic", s.topic), zap.Int("buffer", SubscriberBuffer))
	}
}

func (s *subscriber) close() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.closed {
		s.closed = true
		close(s.ch)
	}
}

// cancelFunc makes remove idempotent and ties it to ctx without a goroutine
// per subscription.
func cancelFunc(ctx context.Context, remove func()) func() {
	var (
		mu   sync.Mutex
		done bool
		stop func() bool
	)
	cancel := func() {
		mu.Lock()
		if done {
			mu.Unlock()
			return
		}
		done = true
		st := stop
		mu.Unlock()
		if st != nil {
			st() // release the ctx registration when cancelled by hand
		}
		remove()
	}
	// AfterFunc may fire before it returns, hence the lock around stop.
	st := context.AfterFunc(ctx, cancel)
	mu.Lock()
	stop = st
	mu.Unlock()
	return cancel
}
