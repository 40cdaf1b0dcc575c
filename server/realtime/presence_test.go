package realtime_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/casefront/casefront/server/realtime"
)

func count(t *testing.T, p realtime.Presence) int {
	t.Helper()
	n, err := p.Count(context.Background())
	if err != nil {
		t.Fatalf("count: %v", err)
	}
	return n
}

// eventually polls Count until it equals want.
func eventually(t *testing.T, p realtime.Presence, want int, within time.Duration) {
	t.Helper()
	deadline := time.Now().Add(within)
	for {
		n := count(t, p)
		if n == want {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("count = %d, want %d within %v", n, want, within)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func TestMemoryPresence(t *testing.T) {
	p := realtime.NewMemoryPresence()
	if n := count(t, p); n != 0 {
		t.Fatalf("initial count = %d", n)
	}
	leave1 := p.Join("v1")
	leave2 := p.Join("v2")
	if n := count(t, p); n != 2 {
		t.Fatalf("after two joins count = %d", n)
	}
	leave1()
	leave1() // idempotent
	if n := count(t, p); n != 1 {
		t.Fatalf("after one leave count = %d", n)
	}
	leave2()
	if n := count(t, p); n != 0 {
		t.Fatalf("after all left count = %d", n)
	}
	if err := p.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Count(context.Background()); !errors.Is(err, realtime.ErrClosed) {
		t.Fatalf("count after close: err = %v", err)
	}
}

func TestRedisPresenceAcrossInstances(t *testing.T) {
	const ttl = 600 * time.Millisecond
	prefix := redisPrefix(t)
	a := realtime.NewRedisPresence(newRedisClient(t), prefix, "a", ttl)
	t.Cleanup(func() { _ = a.Close() })
	bClient := newRedisClient(t)
	b := realtime.NewRedisPresence(bClient, prefix, "b", ttl)
	t.Cleanup(func() { _ = b.Close() })

	a.Join("v3")
	leaveA := a.Join("v4")
	b.Join("v5")
	eventually(t, a, 3, time.Second)
	eventually(t, b, 3, time.Second)

	leaveA()
	eventually(t, b, 2, time.Second)

	// Simulate b crashing: its heartbeats stop reaching Redis.
	_ = bClient.Close()
	crashed := time.Now()
	if n := count(t, a); n != 2 {
		t.Fatalf("right after crash count = %d, want 2 (entry lives for ttl)", n)
	}
	eventually(t, a, 1, ttl+time.Second)
	if d := time.Since(crashed); d < ttl/3 {
		t.Fatalf("crashed instance vanished after %v, before its last heartbeat could expire", d)
	}
}

func TestRedisPresenceCloseLeavesAtOnce(t *testing.T) {
	const ttl = 10 * time.Second
	prefix := redisPrefix(t)
	a := realtime.NewRedisPresence(newRedisClient(t), prefix, "a", ttl)
	t.Cleanup(func() { _ = a.Close() })
	b := realtime.NewRedisPresence(newRedisClient(t), prefix, "b", ttl)

	b.Join("v6")
	b.Join("v7")
	eventually(t, a, 2, time.Second)
	if err := b.Close(); err != nil {
		t.Fatalf("close: %v", err)
	}
	// Far shorter than ttl: a graceful shutdown must not linger.
	if n := count(t, a); n != 0 {
		t.Fatalf("after close count = %d, want 0", n)
	}
	if _, err := b.Count(context.Background()); !errors.Is(err, realtime.ErrClosed) {
		t.Fatalf("count after close: err = %v", err)
	}
	if err := b.Close(); err != nil {
		t.Fatalf("second close: %v", err)
	}
}

// Presence counts visitors, not connections: one player's tabs on one or
// several instances count once, until the last of them leaves.
func TestPresenceCountsDistinctVisitors(t *testing.T) {
	check := func(t *testing.T, a, b realtime.Presence) {
		leave1 := a.Join("u:1")
		leave2 := a.Join("u:1")
		leave3 := b.Join("u:1")
		a.Join("a:10.0.0.1")
		eventually(t, a, 2, time.Second)
		eventually(t, b, 2, time.Second)
		leave1()
		leave3()
		eventually(t, a, 2, time.Second) // one tab of u:1 is still open on a
		leave2()
		eventually(t, b, 1, time.Second)
	}
	t.Run("memory", func(t *testing.T) {
		p := realtime.NewMemoryPresence()
		check(t, p, p)
	})
	t.Run("redis", func(t *testing.T) {
		prefix := redisPrefix(t)
		a := realtime.NewRedisPresence(newRedisClient(t), prefix, "a", 10*time.Second)
		t.Cleanup(func() { _ = a.Close() })
		b := realtime.NewRedisPresence(newRedisClient(t), prefix, "b", 10*time.Second)
		t.Cleanup(func() { _ = b.Close() })
		check(t, a, b)
	})
}
