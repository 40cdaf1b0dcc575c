package graph

import (
	"context"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/server/config"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/realtime"
)

func recv[T any](t *testing.T, ch <-chan T) T {
	t.Helper()
	select {
	case v, ok := <-ch:
		if !ok {
			t.Fatal("channel closed")
		}
		return v
	case <-time.After(5 * time.Second):
		t.Fatal("nothing received")
	}
	panic("unreachable")
}

// A subscriber that stops reading loses only its oldest feed ticks while
// the others receive every tick; its own events, on its user topic, all
// arrive; liveFeed subscribers get the same ticks win by win.
func TestFeedSlowConsumer(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	bus := realtime.NewMemory()
	defer bus.Close()
	ticks := make(chan time.Time)
	r := &Resolver{Bus: bus, Log: zap.NewNop(), Cfg: &config.Config{}}
	r.feedTicks = ticks
	sub := &subscriptionResolver{r}

	fast, err := sub.LiveFeedBatch(ctx)
	if err != nil {
		t.Fatal(err)
	}
	slow, _ := sub.LiveFeedBatch(ctx)
	events, _ := sub.LiveFeed(ctx)
	own, stopOwn, err := bus.Subscribe(ctx, "user:7")
	if err != nil {
		t.Fatal(err)
	}
	defer stopOwn()

	const n = 12
	for i := 1; i <= n; i++ {
		win := feed.Event{Win: feed.Win{DropID: i, UserID: 7}, Stats: feed.Stats{CasesOpened: int64(i)}}
		if err := feed.Publish(ctx, bus, []feed.Event{win}); err != nil {
			t.Fatal(err)
		}
		if err := bus.Publish(ctx, "user:7", []byte(`{"drop":1}`)); err != nil {
			t.Fatal(err)
		}
		ticks <- time.Now()
		b := recv(t, fast)
		if len(b.Drops) != 1 || b.Drops[0].ID != i || b.Stats.CasesOpened != i {
			t.Fatalf("tick %d: fast subscriber got %+v", i, b)
		}
		e := recv(t, events)
		if e.Drop.ID != i || e.Stats != b.Stats {
			t.Fatalf("tick %d: liveFeed got drop %d, want %d with the tick's shared stats", i, e.Drop.ID, i)
		}
	}
	ticks <- time.Now() // idle: taken once the last tick reached everyone
	var kept []int
	for range feedBatchQueue {
		kept = append(kept, recv(t, slow).Drops[0].ID)
	}
	for i, id := range kept {
		if want := n - feedBatchQueue + 1 + i; id != want {
			t.Fatalf("slow subscriber kept %v, want the newest %d ticks", kept, feedBatchQueue)
		}
	}
	select {
	case b := <-slow:
		t.Fatalf("slow subscriber has more than its queue: %+v", b)
	default:
	}
	for range n {
		recv(t, own)
	}
	h, _ := r.feedHub()
	if st := h.batches.Stats(); st.SlowConsumers != 1 || st.Dropped != n-feedBatchQueue {
		t.Fatalf("stats %+v, want one slow consumer and %d dropped", st, n-feedBatchQueue)
	}
}
