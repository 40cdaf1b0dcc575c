package graph

import (
	"runtime"
	"runtime/debug"
	"sync"
	"time"
)

// A burst of websockets that has left is handed back to the system at once.
//
// Go keeps the memory a burst of connections used (their goroutines'
// stacks, buffers and the heap it grew to) and returns it over minutes: an
// idle server collects only every 2 minutes, and until then its heap goal,
// which the runtime's scavenger keeps resident, is the one of the burst.
// A server that took 5,000 subscribers for a broadcast held 160 MB for two
// minutes after they left, and 118 MB after three. A burst is rare and a
// release costs one full collection, so once most of one has left, the
// server collects and returns what is free (release).
const (
	// BurstSockets is the smallest burst released: that many sockets more
	// at the peak than remain (about 23 KB each while open).
	BurstSockets = 500
	// BurstQuiet is how long no socket must close, once a burst has mostly
	// left (half of the peak or less remains), before the release: the rest
	// of those leaving together are then released with it. BurstWait
	// bounds the wait while sockets keep closing.
	BurstQuiet = time.Second
	BurstWait  = 10 * time.Second
)

// burst counts open sockets against their peak since the last release.
type burst struct {
	quiet, wait time.Duration
	min         int
	free        func() // release; tests count calls
	// The clock: time.Now and time.AfterFunc; tests move a manual one.
	now   func() time.Time
	after func(time.Duration, func()) burstTimer

	mu         sync.Mutex
	open, peak int
	timer      burstTimer // the armed release, nil when none
	armedAt    time.Time
}

// burstTimer is the part of *time.Timer that the burst uses.
type burstTimer interface{ Reset(time.Duration) bool }

func newBurst() *burst {
	return &burst{quiet: BurstQuiet, wait: BurstWait, min: BurstSockets, free: release, now: time.Now,
		after: func(d time.Duration, f func()) burstTimer { return time.AfterFunc(d, f) }}
}

// release collects twice, the second time returning what is free to the
// system: buffers pooled during the burst (sync.Pool) survive a first
// collection in the pools' victim caches and are freed by the second.
func release() {
	runtime.GC()
	debug.FreeOSMemory()
}

func (b *burst) opened() {
	b.mu.Lock()
	b.open++
	b.peak = max(b.peak, b.open)
	b.mu.Unlock()
}

// closed arms one release per burst once it has mostly left, and puts it
// off while the burst goes on leaving (up to wait); the release takes the
// new peak from what remains, so only a new burst arms another.
func (b *burst) closed() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.open--
	if b.timer != nil {
		if b.now().Sub(b.armedAt)+b.quiet <= b.wait {
			b.timer.Reset(b.quiet)
		}
		return
	}
	if b.peak-b.open < b.min || b.open > b.peak/2 {
		return
	}
	b.armedAt = b.now()
	b.timer = b.after(b.quiet, func() {
		b.mu.Lock()
		armed := b.timer != nil // not when a Reset raced this run
		b.timer, b.peak = nil, b.open
		b.mu.Unlock()
		if armed {
			b.free()
		}
	})
}
