package realtime

import (
	"context"
	"sync"

	"go.uber.org/zap"
)

type memoryBus struct {
	log *zap.Logger

	mu     sync.RWMutex
	closed bool
	topics map[string]map[*subscriber]struct{}
}

// NewMemory returns an in-process bus; it only reaches subscribers of the
// same process, so it suits a single instance.
func NewMemory() Bus { return newMemory(zap.NewNop()) }

func newMemory(log *zap.Logger) *memoryBus {
	return &memoryBus{log: log, topics: make(map[string]map[*subscriber]struct{})}
}

func (b *memoryBus) Publish(ctx context.Context, topic string, payload []byte) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	// Copy once so a caller reusing its buffer cannot change queued messages.
	p := append([]byte(nil), payload...)
	b.mu.RLock()
	defer b.mu.RUnlock()
	if b.closed {
		return ErrClosed
	}
	for s := range b.topics[topic] {
		s.deliver(p)
	}
	return nil
}

func (b *memoryBus) Subscribe(ctx context.Context, topic string) (<-chan []byte, func(), error) {
	if err := ctx.Err(); err != nil {
		return nil, nil, err
	}
	s := newSubscriber(topic, b.log)
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return nil, nil, ErrClosed
	}
	subs := b.topics[topic]
	if subs == nil {
		subs = make(map[*subscriber]struct{})
		b.topics[topic] = subs
	}
	subs[s] = struct{}{}
	b.mu.Unlock()

	return s.ch, cancelFunc(ctx, func() { b.remove(topic, s) }), nil
}

// Subscribers is how many subscriptions topic has: tests wait on it to know
// that a subscription is registered before they publish.
func (b *memoryBus) Subscribers(topic string) int {
	b.mu.RLock()
	defer b.mu.RUnlock()
	return len(b.topics[topic])
}

func (b *memoryBus) remove(topic string, s *subscriber) {
	b.mu.Lock()
	if subs := b.topics[topic]; subs != nil {
		delete(subs, s)
		if len(subs) == 0 {
			delete(b.topics, topic) // keep per-user/per-battle topics from piling up
		}
	}
	b.mu.Unlock()
	s.close()
}

// Close closes every subscription channel; later calls are no-ops.
func (b *memoryBus) Close() error {
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return nil
	}
	b.closed = true
	var all []*subscriber
	for _, subs := range b.topics {
		for s := range subs {
			all = append(all, s)
		}
	}
	b.topics = nil
	b.mu.Unlock()
	for _, s := range all {
		s.close()
	}
	return nil
}
