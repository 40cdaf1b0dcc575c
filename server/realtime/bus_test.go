package realtime_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"runtime"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/realtime"
	"github.com/redis/go-redis/v9"
)

const waitFor = 3 * time.Second

func newRedisClient(t *testing.T) *redis.Client {
	t.Helper()
	opts, err := redis.ParseURL(testenv.RedisURL(t))
	if err != nil {
		t.Fatalf("parse redis url: %v", err)
	}
	c := redis.NewClient(opts)
	t.Cleanup(func() { _ = c.Close() })
	return c
}

func redisPrefix(t *testing.T) string { return "rt:" + testenv.Unique(t) + ":" }

type busImpl struct {
	name string
	new  func(t *testing.T) realtime.Bus
}

func busImpls() []busImpl {
	return []busImpl{
		{"memory", func(t *testing.T) realtime.Bus {
			b := realtime.NewMemory()
			t.Cleanup(func() { _ = b.Close() })
			return b
		}},
		{"redis", func(t *testing.T) realtime.Bus {
			b := realtime.NewRedis(newRedisClient(t), redisPrefix(t), testKey)
			t.Cleanup(func() { _ = b.Close() })
			return b
		}},
	}
}

func recv(t *testing.T, ch <-chan []byte) string {
	t.Helper()
	select {
	case m, ok := <-ch:
		if !ok {
			t.Fatal("channel closed, want a message")
		}
		return string(m)
	case <-time.After(waitFor):
		t.Fatal("timed out waiting for a message")
	}
	return ""
}

// expectClosed drains ch and fails unless it is closed in time.
func expectClosed(t *testing.T, ch <-chan []byte) {
	t.Helper()
	deadline := time.After(waitFor)
	for {
		select {
		case _, ok := <-ch:
			if !ok {
				return
			}
		case <-deadline:
			t.Fatal("channel not closed")
		}
	}
}

func expectNothing(t *testing.T, ch <-chan []byte, d time.Duration) {
	t.Helper()
	select {
	case m, ok := <-ch:
		if ok {
			t.Fatalf("unexpected message %q", m)
		}
		t.Fatal("unexpected close")
	case <-time.After(d):
	}
}

func subscribe(t *testing.T, b realtime.Bus, topic string) (<-chan []byte, func()) {
	t.Helper()
	ch, cancel, err := b.Subscribe(context.Background(), topic)
	if err != nil {
		t.Fatalf("subscribe %q: %v", topic, err)
	}
	t.Cleanup(cancel)
	return ch, cancel
}

func publish(t *testing.T, b realtime.Bus, topic, msg string) {
	t.Helper()
	if err := b.Publish(context.Background(), topic, []byte(msg)); err != nil {
		t.Fatalf("publish %q: %v", topic, err)
	}
}

func TestBusContract(t *testing.T) {
	for _, impl := range busImpls() {
		t.Run(impl.name, func(t *testing.T) {
			t.Run("OrderPerTopic", func(t *testing.T) {
				b := impl.new(t)
				ch, _ := subscribe(t, b, "feed")
				for i := range 100 {
					publish(t, b, "feed", strconv.Itoa(i))
				}
				for i := range 100 {
					if got := recv(t, ch); got != strconv.Itoa(i) {
						t.Fatalf("message %d = %q", i, got)
					}
				}
			})

			t.Run("TopicIsolation", func(t *testing.T) {
				b := impl.new(t)
				one, _ := subscribe(t, b, "battle:1")
				two, _ := subscribe(t, b, "battle:2")
				publish(t, b, "battle:1", "for-one")
				publish(t, b, "battle:2", "for-two")
				if got := recv(t, one); got != "for-one" {
					t.Fatalf("battle:1 got %q", got)
				}
				if got := recv(t, two); got != "for-two" {
					t.Fatalf("battle:2 got %q", got)
				}
				expectNothing(t, one, 100*time.Millisecond)
				expectNothing(t, two, 10*time.Millisecond)
			})

			t.Run("EverySubscriberGetsEveryMessage", func(t *testing.T) {
				b := impl.new(t)
				subs := make([]<-chan []byte, 3)
				for i := range subs {
					subs[i], _ = subscribe(t, b, "user:42")
				}
				for i := range 20 {
					publish(t, b, "user:42", strconv.Itoa(i))
				}
				for n, ch := range subs {
					for i := range 20 {
						if got := recv(t, ch); got != strconv.Itoa(i) {
							t.Fatalf("subscriber %d message %d = %q", n, i, got)
						}
					}
				}
			})

			t.Run("CancelStopsDeliveryAndCloses", func(t *testing.T) {
				b := impl.new(t)
				gone, cancel := subscribe(t, b, "feed")
				stays, _ := subscribe(t, b, "feed")
				cancel()
				cancel() // idempotent
				expectClosed(t, gone)
				publish(t, b, "feed", "after")
				if got := recv(t, stays); got != "after" {
					t.Fatalf("remaining subscriber got %q", got)
				}

				// The last subscriber leaving and a new one arriving must
				// still work (the topic is torn down and set up again).
				lone, cancelLone := subscribe(t, b, "online")
				cancelLone()
				expectClosed(t, lone)
				again, _ := subscribe(t, b, "online")
				publish(t, b, "online", "back")
				if got := recv(t, again); got != "back" {
					t.Fatalf("resubscribed got %q", got)
				}
			})

			t.Run("ContextCancelCloses", func(t *testing.T) {
				b := impl.new(t)
				ctx, cancel := context.WithCancel(context.Background())
				ch, _, err := b.Subscribe(ctx, "feed")
				if err != nil {
					t.Fatal(err)
				}
				cancel()
				expectClosed(t, ch)

				if _, _, err := b.Subscribe(ctx, "feed"); !errors.Is(err, context.Canceled) {
					t.Fatalf("subscribe with done ctx: err = %v", err)
				}
			})

			t.Run("SlowSubscriberDoesNotBlock", func(t *testing.T) {
				b := impl.new(t)
				slow, _ := subscribe(t, b, "feed")
				fast, _ := subscribe(t, b, "feed")
				total := realtime.SubscriberBuffer + 50
				start := time.Now()
				for i := range total {
					publish(t, b, "feed", strconv.Itoa(i))
					// Lock-step: each message reaches the fast subscriber
					// while the slow one's buffer overflows.
					if got := recv(t, fast); got != strconv.Itoa(i) {
						t.Fatalf("fast subscriber message %d = %q", i, got)
					}
				}
				if d := time.Since(start); d > 10*time.Second {
					t.Fatalf("publishing took %v", d)
				}
				// Drop-oldest: the slow subscriber holds the newest messages.
				var got []string
				for len(slow) > 0 {
					got = append(got, recv(t, slow))
				}
				if len(got) != realtime.SubscriberBuffer {
					t.Fatalf("slow subscriber buffered %d, want %d", len(got), realtime.SubscriberBuffer)
				}
				if first, want := got[0], strconv.Itoa(total-realtime.SubscriberBuffer); first != want {
					t.Fatalf("oldest kept = %s, want %s", first, want)
				}
				if last := got[len(got)-1]; last != strconv.Itoa(total-1) {
					t.Fatalf("newest kept = %s, want %d", last, total-1)
				}
			})

			t.Run("Close", func(t *testing.T) {
				b := impl.new(t)
				ch, cancel := subscribe(t, b, "feed")
				if err := b.Close(); err != nil {
					t.Fatalf("close: %v", err)
				}
				expectClosed(t, ch)
				cancel() // after Close must not panic
				if err := b.Publish(context.Background(), "feed", []byte("x")); !errors.Is(err, realtime.ErrClosed) {
					t.Fatalf("publish after close: err = %v", err)
				}
				if _, _, err := b.Subscribe(context.Background(), "feed"); !errors.Is(err, realtime.ErrClosed) {
					t.Fatalf("subscribe after close: err = %v", err)
				}
				if err := b.Close(); err != nil {
					t.Fatalf("second close: %v", err)
				}
			})

			t.Run("ConcurrentUse", func(t *testing.T) {
				b := impl.new(t)
				var wg sync.WaitGroup
				for g := range 8 {
					wg.Go(func() {
						topic := fmt.Sprintf("battle:%d", g%3)
						for i := range 20 {
							ch, cancel, err := b.Subscribe(context.Background(), topic)
							if err != nil {
								t.Error(err)
								return
							}
							if err := b.Publish(context.Background(), topic, []byte(strconv.Itoa(i))); err != nil {
								t.Error(err)
							}
							// Our own publish must arrive (others' may too).
							want := strconv.Itoa(i)
							for found := false; !found; {
								select {
								case m := <-ch:
									found = string(m) == want
								case <-time.After(waitFor):
									t.Errorf("%s: own message %s not received", topic, want)
									found = true
								}
							}
							cancel()
						}
					})
				}
				wg.Wait()
			})
		})
	}
}

// Two buses on separate clients with one prefix behave like two server
// instances.
func TestRedisBusAcrossInstances(t *testing.T) {
	prefix := redisPrefix(t)
	a := realtime.NewRedis(newRedisClient(t), prefix, testKey)
	t.Cleanup(func() { _ = a.Close() })
	b := realtime.NewRedis(newRedisClient(t), prefix, testKey)
	t.Cleanup(func() { _ = b.Close() })

	ch, _ := subscribe(t, b, "feed")
	publish(t, a, "feed", "hello from a")
	if got := recv(t, ch); got != "hello from a" {
		t.Fatalf("got %q", got)
	}

	// Different prefixes are different deployments.
	other := realtime.NewRedis(newRedisClient(t), redisPrefix(t), testKey)
	t.Cleanup(func() { _ = other.Close() })
	publish(t, other, "feed", "foreign")
	publish(t, a, "feed", "own")
	if got := recv(t, ch); got != "own" {
		t.Fatalf("got %q, want own", got)
	}
}

// All local subscribers of a topic share one Redis subscription, which is
// dropped when the last of them leaves.
func TestRedisBusSharesOneSubscription(t *testing.T) {
	client := newRedisClient(t)
	prefix := redisPrefix(t)
	b := realtime.NewRedis(client, prefix, testKey)
	t.Cleanup(func() { _ = b.Close() })

	numsub := func() int64 {
		t.Helper()
		res, err := client.PubSubNumSub(context.Background(), prefix+"feed").Result()
		if err != nil {
			t.Fatal(err)
		}
		return res[prefix+"feed"]
	}
	_, cancel1 := subscribe(t, b, "feed")
	_, cancel2 := subscribe(t, b, "feed")
	_, cancel3 := subscribe(t, b, "feed")
	if n := numsub(); n != 1 {
		t.Fatalf("redis subscribers = %d, want 1", n)
	}
	cancel1()
	cancel2()
	if n := numsub(); n != 1 {
		t.Fatalf("after two of three left: redis subscribers = %d, want 1", n)
	}
	cancel3()
	deadline := time.Now().Add(waitFor)
	for numsub() != 0 {
		if time.Now().After(deadline) {
			t.Fatal("redis subscription kept after the last local subscriber left")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// Subscribe returns only once Redis confirmed it: a publish from another
// instance right afterwards must not be lost, even when the subscriber's
// link to Redis is slower than the publisher's.
func TestRedisSubscribeWaitsForConfirmation(t *testing.T) {
	prefix := redisPrefix(t)
	pub := realtime.NewRedis(newRedisClient(t), prefix, testKey)
	t.Cleanup(func() { _ = pub.Close() })
	sub := realtime.NewRedis(slowClient(t, 50*time.Millisecond), prefix, testKey)
	t.Cleanup(func() { _ = sub.Close() })

	for i := range 5 {
		topic := "battle:" + strconv.Itoa(i)
		ch, cancel := subscribe(t, sub, topic)
		publish(t, pub, topic, "x")
		if got := recv(t, ch); got != "x" {
			t.Fatalf("%s got %q", topic, got)
		}
		cancel()
	}
}

// slowClient connects through a proxy that delays every write towards Redis.
func slowClient(t *testing.T, delay time.Duration) *redis.Client {
	t.Helper()
	opts, err := redis.ParseURL(testenv.RedisURL(t))
	if err != nil {
		t.Fatal(err)
	}
	target := opts.Addr
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	var conns []net.Conn
	track := func(c net.Conn) {
		mu.Lock()
		conns = append(conns, c)
		mu.Unlock()
	}
	wg.Go(func() {
		for {
			down, err := ln.Accept()
			if err != nil {
				return
			}
			up, err := net.Dial("tcp", target)
			if err != nil {
				down.Close()
				continue
			}
			track(down)
			track(up)
			wg.Go(func() {
				_, _ = io.Copy(down, up)
				down.Close()
			})
			wg.Go(func() {
				buf := make([]byte, 32<<10)
				for {
					n, err := down.Read(buf)
					if err != nil {
						up.Close()
						return
					}
					time.Sleep(delay)
					if _, err := up.Write(buf[:n]); err != nil {
						return
					}
				}
			})
		}
	})
	t.Cleanup(func() {
		ln.Close()
		mu.Lock()
		for _, c := range conns {
			c.Close()
		}
		mu.Unlock()
		wg.Wait()
	})
	opts.Addr = ln.Addr().String()
	c := redis.NewClient(opts)
	t.Cleanup(func() { _ = c.Close() })
	return c
}

func TestOpenMemoryWhenNoURL(t *testing.T) {
	b, err := realtime.Open("", "", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	ch, _ := subscribe(t, b, "feed")
	publish(t, b, "feed", "m")
	if got := recv(t, ch); got != "m" {
		t.Fatalf("got %q", got)
	}
}

func TestOpenRedis(t *testing.T) {
	url := testenv.RedisURL(t)
	b, err := realtime.Open(url, redisPrefix(t), testKey, nil)
	if err != nil {
		t.Fatal(err)
	}
	ch, _ := subscribe(t, b, "feed")
	publish(t, b, "feed", "m")
	if got := recv(t, ch); got != "m" {
		t.Fatalf("got %q", got)
	}
	if err := b.Close(); err != nil {
		t.Fatalf("close: %v", err)
	}

	if _, err := realtime.Open("redis://127.0.0.1:1/0?max_retries=-1", "", testKey, nil); err == nil {
		t.Fatal("Open with unreachable redis succeeded")
	}
}

// settledGoroutines waits for background goroutines to exit, then reports
// the count.
func settledGoroutines(limit int) int {
	n := runtime.NumGoroutine()
	for i := 0; i < 100 && n > limit; i++ {
		time.Sleep(20 * time.Millisecond)
		n = runtime.NumGoroutine()
	}
	return n
}

func exerciseBus(t *testing.T, b realtime.Bus) {
	t.Helper()
	ctx, cancelCtx := context.WithCancel(context.Background())
	for i := range 10 {
		topic := "battle:" + strconv.Itoa(i%4)
		ch, cancel, err := b.Subscribe(ctx, topic)
		if err != nil {
			t.Fatal(err)
		}
		publish(t, b, topic, "x")
		recv(t, ch)
		if i%2 == 0 {
			cancel()
		}
	}
	// Left open on purpose: ctx cancel and Close must release them.
	if _, _, err := b.Subscribe(context.Background(), "feed"); err != nil {
		t.Fatal(err)
	}
	cancelCtx()
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
}

func TestMemoryBusNoGoroutineLeak(t *testing.T) {
	before := runtime.NumGoroutine()
	exerciseBus(t, realtime.NewMemory())
	if after := settledGoroutines(before); after > before {
		t.Fatalf("goroutines: %d before, %d after", before, after)
	}
}

func TestRedisBusNoGoroutineLeak(t *testing.T) {
	url := testenv.RedisURL(t)
	opts, err := redis.ParseURL(url)
	if err != nil {
		t.Fatal(err)
	}
	before := runtime.NumGoroutine()
	client := redis.NewClient(opts)
	exerciseBus(t, realtime.NewRedis(client, redisPrefix(t), testKey))
	if err := client.Close(); err != nil {
		t.Fatal(err)
	}
	if after := settledGoroutines(before); after > before {
		buf := make([]byte, 1<<16)
		t.Fatalf("goroutines: %d before, %d after\n%s", before, after, buf[:runtime.Stack(buf, true)])
	}
}
