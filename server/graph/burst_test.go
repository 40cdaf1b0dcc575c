package graph

import (
	"sync/atomic"
	"testing"
	"time"
)

// A burst's memory is released once, after most of it has left; sockets
// that come and go around a steady number release nothing.
func TestBurstReleasesOnceMostOfItLeft(t *testing.T) {
	var frees atomic.Int32
	b := &burst{quiet: 20 * time.Millisecond, wait: time.Second, min: 4, free: func() { frees.Add(1) }}
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
	time.Sleep(60 * time.Millisecond)
	if n := frees.Load(); n != 0 {
		t.Fatalf("%d releases with 6 of 10 sockets open, want none", n)
	}
	b.closed() // 5 of 10: most of the burst is gone
	b.closed()
	b.closed() // still the same release, not armed again
	if n := frees.Load(); n != 0 {
		t.Fatalf("released before the quiet period, %d times", n)
	}
	waitFor(t, func() bool { return frees.Load() == 1 })
	time.Sleep(60 * time.Millisecond)
	if n := frees.Load(); n != 1 {
		t.Fatalf("%d releases for one burst, want 1", n)
	}
	// The peak is now the 3 that remained: their leaving is no burst.
	b.closed()
	b.closed()
	b.closed()
	time.Sleep(60 * time.Millisecond)
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
	waitFor(t, func() bool { return frees.Load() == 2 })
}

// While a burst goes on leaving, its release waits for the last of it, but
// no longer than the bound.
func TestBurstReleaseWaitsForTheRestButNotForever(t *testing.T) {
	var frees atomic.Int32
	b := &burst{quiet: 50 * time.Millisecond, wait: 400 * time.Millisecond, min: 4, free: func() { frees.Add(1) }}
	for range 100 {
		b.opened()
	}
	start := time.Now()
	for range 50 {
		b.closed() // half gone: armed
	}
	for range 10 { // one closes every 20 ms: each puts the release off
		time.Sleep(20 * time.Millisecond)
		b.closed()
	}
	if n := frees.Load(); n != 0 {
		t.Fatalf("released while the burst was still leaving (%d)", n)
	}
	waitFor(t, func() bool { return frees.Load() == 1 })
	// Sockets closing without a pause are released by the bound.
	for range 40 {
		b.opened()
	}
	for range 40 {
		b.closed()
	}
	start = time.Now()
	stop := time.Now().Add(time.Second)
	for i := 0; time.Now().Before(stop) && frees.Load() == 1; i++ {
		b.opened()
		b.closed()
		time.Sleep(10 * time.Millisecond)
	}
	if frees.Load() != 2 {
		t.Fatal("no release while sockets kept closing")
	}
	if d := time.Since(start); d > 800*time.Millisecond {
		t.Fatalf("released after %s, want about the 400 ms bound", d)
	}
}

func waitFor(t *testing.T, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatal("timed out")
		}
		time.Sleep(5 * time.Millisecond)
	}
}
