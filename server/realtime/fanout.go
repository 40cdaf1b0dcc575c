package realtime

import (
	"context"
	"sync"
	"sync/atomic"
)

// Fanout hands each message it is given to every local subscriber, through
// a bounded queue per subscriber. A subscriber that falls behind loses its
// oldest queued messages, never blocks the sender or the others, and is
// counted once as a slow consumer. It carries shared, already built values
// (the feed's ticks), so a message costs one queue slot per subscriber and
// nothing else.
type Fanout[T any] struct {
	size int

	mu   sync.RWMutex
	subs map[*fanSub[T]]struct{}

	slow    atomic.Int64 // subscribers that dropped at least once
	dropped atomic.Int64 // messages dropped in all
}

type fanSub[T any] struct {
	mu      sync.Mutex
	ch      chan T
	closed  bool
	dropped bool
}

// NewFanout returns a fan-out whose subscribers queue at most size messages.
func NewFanout[T any](size int) *Fanout[T] {
	return &Fanout[T]{size: max(size, 1), subs: make(map[*fanSub[T]]struct{})}
}

// Subscribe delivers messages sent after it returns until ctx is done; the
// channel is closed then. The receiver must treat values as read-only.
func (f *Fanout[T]) Subscribe(ctx context.Context) <-chan T {
	s := &fanSub[T]{ch: make(chan T, f.size)}
	f.mu.Lock()
	f.subs[s] = struct{}{}
	f.mu.Unlock()
	context.AfterFunc(ctx, func() {
		f.mu.Lock()
		delete(f.subs, s)
		f.mu.Unlock()
		s.mu.Lock()
		s.closed = true
		close(s.ch)
		s.mu.Unlock()
	})
	return s.ch
}

// Send queues msgs, in order, for every subscriber.
func (f *Fanout[T]) Send(msgs ...T) {
	f.mu.RLock()
	defer f.mu.RUnlock()
	for s := range f.subs {
		for _, m := range msgs {
			dropped, first := s.deliver(m)
			if dropped {
				f.dropped.Add(1)
			}
			if first {
				f.slow.Add(1)
			}
		}
	}
}

// deliver never blocks. dropped when it had to drop the oldest message,
// first when that made this subscriber a slow consumer.
func (s *fanSub[T]) deliver(m T) (dropped, first bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return false, false
	}
	select {
	case s.ch <- m:
		return false, false
	default:
	}
	// Only the reader takes from ch concurrently, so after discarding one
	// message the send below succeeds.
	select {
	case <-s.ch:
	default:
	}
	select {
	case s.ch <- m:
	default:
	}
	first = !s.dropped
	s.dropped = true
	return true, first
}

// FanoutStats are the figures a Fanout logs.
type FanoutStats struct {
	Subscribers   int   // subscribed now
	SlowConsumers int64 // subscribers that ever fell behind and lost messages
	Dropped       int64 // messages dropped for slow subscribers
}

// Stats reads the counters.
func (f *Fanout[T]) Stats() FanoutStats {
	f.mu.RLock()
	n := len(f.subs)
	f.mu.RUnlock()
	return FanoutStats{Subscribers: n, SlowConsumers: f.slow.Load(), Dropped: f.dropped.Load()}
}
