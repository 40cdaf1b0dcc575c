package graph

import (
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// A burst's memory is released once, after most of it has left; sockets
// that come and go around a steady number release nothing.
func TestBurstReleasesOnceMostOfItLeft(t *testing.T) {
	var frees atomic.Int32
	clk := newBurstClock()
	b := &burst{quiet: 20 * time.Millisecond, wait: time.Second, min: 4, free: func() { frees.Add(1) }, now: clk.now, after: clk.after}
	for range 10 {
		b.opened()
	}
	// Churn at the peak: never half gone, nothing released.
	for range 3 {
		b.closed()
		b.closed()
		b.opened()
		b.opened()
	}
	for range 4 {
		b.closed() // 6 remain: more than half of 10
	}
	clk.advance(60 * time.Millisecond)
	if n := frees.Load(); n != 0 {
		t.Fatalf("%d releases with 6 of 10 sockets open, want none", n)
	}
	b.closed() // 5 of 10: most of the burst is gone
	b.closed()
	b.closed() // still the same release, not armed again
	if n := frees.Load(); n != 0 {
		t.Fatalf("released before the quiet period, %d times", n)
	}
	clk.advance(20 * time.Millisecond)
	if n := frees.Load(); n != 1 {
		t.Fatalf("%d releases after the quiet period, want 1", n)
	}
	clk.advance(60 * time.Millisecond)
	if n := frees.Load(); n != 1 {
		t.Fatalf("%d releases for one burst, want 1", n)
	}
	// The peak is now the 3 that remained: their leaving is no burst.
	b.closed()
	b.closed()
	b.closed()
	clk.advance(60 * time.Millisecond)
	if n := frees.Load(); n != 1 {
		t.Fatalf("%d releases after 3 sockets left, want still 1", n)
	}
	// A new burst is released again.
	for range 8 {
		b.opened()
	}
	for range 8 {
		b.closed()
	}
	clk.advance(20 * time.Millisecond)
	if n := frees.Load(); n != 2 {
		t.Fatalf("%d releases after a second burst, want 2", n)
	}
}

// While a burst goes on leaving, its release waits for the last of it, but
// no longer than the bound.
func TestBurstReleaseWaitsForTheRestButNotForever(t *testing.T) {
	var frees atomic.Int32
	clk := newBurstClock()
	b := &burst{quiet: 50 * time.Millisecond, wait: 400 * time.Millisecond, min: 4, free: func() { frees.Add(1) }, now: clk.now, after: clk.after}
	for range 100 {
		b.opened()
	}
	for range 50 {
		b.closed() // half gone: armed
	}
	for range 10 { // one closes every 20 ms: each puts the release off
		clk.advance(20 * time.Millisecond)
		b.closed()
	}
	if n := frees.Load(); n != 0 {
		t.Fatalf("released while the burst was still leaving (%d)", n)
	}
	clk.advance(50 * time.Millisecond)
	if n := frees.Load(); n != 1 {
		t.Fatalf("%d releases once the burst stopped leaving, want 1", n)
	}
	// Sockets closing without a pause are released by the bound.
	for range 40 {
		b.opened()
	}
	for range 40 {
		b.closed()
	}
	start := clk.now()
	for clk.now().Sub(start) < time.Second && frees.Load() == 1 {
		b.opened()
		b.closed()
		clk.advance(10 * time.Millisecond)
	}
	if frees.Load() != 2 {
		t.Fatal("no release while sockets kept closing")
	}
	if d := clk.now().Sub(start); d > 800*time.Millisecond {
		t.Fatalf("released after %s, want about the 400 ms bound", d)
	}
}

// burstClock is a manual clock for the burst: its timers fire, in order,
// when advance passes their time.
type burstClock struct {
	mu     sync.Mutex
	t      time.Time
	timers []*burstClockTimer
}

type burstClockTimer struct {
	c     *burstClock
	at    time.Time
	f     func()
	fired bool
}

func newBurstClock() *burstClock {
	return &burstClock{t: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)}
}

func (c *burstClock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *burstClock) after(d time.Duration, f func()) burstTimer {
	c.mu.Lock()
	defer c.mu.Unlock()
	tm := &burstClockTimer{c: c, at: c.t.Add(d), f: f}
	c.timers = append(c.timers, tm)
	return tm
}

// Reset schedules the timer again, fired or not, as time.Timer's does.
func (tm *burstClockTimer) Reset(d time.Duration) bool {
	tm.c.mu.Lock()
	defer tm.c.mu.Unlock()
	active := !tm.fired
	tm.at, tm.fired = tm.c.t.Add(d), false
	return active
}

// advance moves the clock by d, running each timer due on the way at its
// time, without the clock's lock (timers take the burst's).
func (c *burstClock) advance(d time.Duration) {
	c.mu.Lock()
	end := c.t.Add(d)
	c.mu.Unlock()
	for {
		c.mu.Lock()
		var next *burstClockTimer
		for _, tm := range c.timers {
			if !tm.fired && !tm.at.After(end) && (next == nil || tm.at.Before(next.at)) {
				next = tm
			}
		}
		if next == nil {
			c.t = end
			c.mu.Unlock()
			return
		}
		c.t = next.at
		next.fired = true
		c.mu.Unlock()
		next.f()
	}
}
