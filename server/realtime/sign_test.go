package realtime_test

import (
	"context"
	"testing"

	"github.com/casefront/casefront/server/realtime"
)

var testKey = realtime.BusKey("realtime-test-secret")

// Whoever can publish on the Redis server cannot inject messages: a raw
// publish, one signed with another deployment's key, and a genuine message
// copied onto another topic are all dropped and counted; genuine messages
// still arrive.
func TestRedisBusDropsUnauthenticatedMessages(t *testing.T) {
	client := newRedisClient(t)
	prefix := redisPrefix(t)
	b := realtime.NewRedis(client, prefix, testKey)
	t.Cleanup(func() { _ = b.Close() })
	ch, _ := subscribe(t, b, "feed")

	ctx := context.Background()
	if err := client.Publish(ctx, prefix+"feed", `{"drop":{"price":"100000.00"}}`).Err(); err != nil {
		t.Fatal(err)
	}
	forger := realtime.NewRedis(newRedisClient(t), prefix, realtime.BusKey("another secret"))
	t.Cleanup(func() { _ = forger.Close() })
	publish(t, forger, "feed", "forged")

	// A genuine message of another topic, re-published on the feed.
	spy := client.Subscribe(ctx, prefix+"user:1")
	t.Cleanup(func() { _ = spy.Close() })
	if _, err := spy.Receive(ctx); err != nil { // the subscription is confirmed
		t.Fatal(err)
	}
	publish(t, b, "user:1", "private")
	rctx, cancel := context.WithTimeout(ctx, waitFor)
	defer cancel()
	other, err := spy.ReceiveMessage(rctx)
	if err != nil {
		t.Fatal(err)
	}
	if err := client.Publish(ctx, prefix+"feed", other.Payload).Err(); err != nil {
		t.Fatal(err)
	}

	publish(t, b, "feed", "genuine")
	if got := recv(t, ch); got != "genuine" {
		t.Fatalf("got %q, want only the genuine message", got)
	}
	if n := realtime.Rejected(b); n != 3 {
		t.Fatalf("rejected %d messages, want 3", n)
	}
	if n := realtime.Rejected(realtime.NewMemory()); n != 0 {
		t.Fatalf("memory bus rejected %d", n)
	}
}
