package realtime_test

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/casefront/casefront/server/realtime"
)

func receive(t *testing.T, ch <-chan int) (int, bool) {
	t.Helper()
	select {
	case n, ok := <-ch:
		return n, ok
	case <-time.After(5 * time.Second):
		t.Fatal("no count within 5s")
		return 0, false
	}
}

// However many watch on an instance, the count is computed once per
// interval, and every watcher gets it.
func TestOnlineCountsOncePerIntervalForAllWatchers(t *testing.T) {
	var calls atomic.Int64
	ticks := make(chan time.Time)
	o := &realtime.Online{Ticks: ticks, Count: func(context.Context) (int, error) {
		return int(calls.Add(1)), nil // a new count each time, so each is sent
	}}
	t.Cleanup(o.Close)
	ctx, cancel := context.WithCancel(context.Background())
	const watchers = 200
	chans := make([]<-chan int, watchers)
	for i := range chans {
		chans[i] = o.Watch(ctx)
	}
	for interval := 1; interval <= 5; interval++ {
		if interval > 1 {
			ticks <- time.Now()
		}
		for i, ch := range chans {
			if n, ok := receive(t, ch); !ok || n != interval {
				t.Fatalf("interval %d: watcher %d got %d (open %v)", interval, i, n, ok)
			}
		}
		if got := calls.Load(); got != int64(interval) {
			t.Fatalf("%d watchers, %d intervals: %d counts, want %d", watchers, interval, got, interval)
		}
	}

	// Once nobody watches, counting stops; the next watcher gets a fresh
	// count, not the one from before.
	cancel()
	for i, ch := range chans {
		if _, ok := receive(t, ch); ok {
			t.Fatalf("watcher %d still open after its context ended", i)
		}
	}
	again := o.Watch(context.Background())
	if n, _ := receive(t, again); n != 6 {
		t.Fatalf("a new watcher got %d, want a fresh count 6", n)
	}
	o.Close()
	if _, ok := receive(t, again); ok {
		t.Fatal("watch still open after Close")
	}
	if _, ok := receive(t, o.Watch(context.Background())); ok {
		t.Fatal("watch after Close is open")
	}
}

// A count equal to the last one is not sent again; a watcher arriving
// while others watch gets the current count at once, without a new count.
func TestOnlineSendsChangesOnly(t *testing.T) {
	var calls atomic.Int64
	ticks := make(chan time.Time)
	o := &realtime.Online{Ticks: ticks, Count: func(context.Context) (int, error) {
		calls.Add(1)
		return 7, nil
	}}
	t.Cleanup(o.Close)
	first := o.Watch(context.Background())
	if n, _ := receive(t, first); n != 7 {
		t.Fatalf("first count %d", n)
	}
	late := o.Watch(context.Background())
	if n, _ := receive(t, late); n != 7 || calls.Load() != 1 {
		t.Fatalf("late watcher got %d after %d counts, want 7 after 1", n, calls.Load())
	}
	ticks <- time.Now()
	ticks <- time.Now() // the first tick's count is done once the second is taken
	select {
	case n := <-first:
		t.Fatalf("unchanged count %d sent again", n)
	case <-time.After(50 * time.Millisecond):
	}
	if calls.Load() < 2 {
		t.Fatalf("%d counts after two ticks", calls.Load())
	}
}

func TestPresenceWatch(t *testing.T) {
	check := func(t *testing.T, p realtime.Presence) {
		p.Join("u:1")
		ch := p.Watch(context.Background())
		if n, _ := receive(t, ch); n != 1 {
			t.Fatalf("watch of one visitor: %d", n)
		}
		_ = p.Close()
		if _, ok := receive(t, ch); ok {
			t.Fatal("watch still open after the presence closed")
		}
	}
	t.Run("memory", func(t *testing.T) { check(t, realtime.NewMemoryPresence()) })
	t.Run("redis", func(t *testing.T) {
		check(t, realtime.NewRedisPresence(newRedisClient(t), redisPrefix(t), "a", 10*time.Second))
	})
}
