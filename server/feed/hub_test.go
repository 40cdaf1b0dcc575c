package feed_test

import (
	"context"
	"testing"
	"time"

	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/realtime"
)

// A tick carries the newest MaxPerTick wins in order with the newest stats,
// an idle tick sends nothing, and every sink gets the same batch.
func TestHubCoalescesPerTick(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	bus := realtime.NewMemory()
	defer bus.Close()
	ticks := make(chan time.Time)
	h := &feed.Hub{Bus: bus, Ticks: ticks, MaxPerTick: 4}
	a, b := make(chan feed.Batch, 4), make(chan feed.Batch, 4)
	h.OnBatch(func(x feed.Batch) { a <- x })
	h.OnBatch(func(x feed.Batch) { b <- x })
	done, err := h.Start(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var events []feed.Event
	for i := 1; i <= 7; i++ {
		events = append(events, feed.Event{Win: feed.Win{DropID: i}, Stats: feed.Stats{CasesOpened: int64(100 + i)}})
	}
	if err := feed.Publish(ctx, bus, events); err != nil {
		t.Fatal(err)
	}
	ticks <- time.Now()
	batch := <-a
	var ids []int
	for _, w := range batch.Wins {
		ids = append(ids, w.DropID)
	}
	if len(ids) != 4 || ids[0] != 4 || ids[3] != 7 || batch.Stats.CasesOpened != 107 {
		t.Fatalf("batch %v stats %d, want wins [4 5 6 7] and the newest stats 107", ids, batch.Stats.CasesOpened)
	}
	if other := <-b; len(other.Wins) != 4 {
		t.Fatalf("second sink got %d wins", len(other.Wins))
	}

	ticks <- time.Now() // nothing arrived since
	if err := feed.Publish(ctx, bus, events[:1]); err != nil {
		t.Fatal(err)
	}
	ticks <- time.Now()
	if next := <-a; len(next.Wins) != 1 || next.Wins[0].DropID != 1 {
		t.Fatalf("after an idle tick got %+v, want the one new win", next.Wins)
	}
	select {
	case extra := <-a:
		t.Fatalf("an idle tick sent %+v", extra)
	default:
	}

	cancel()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("hub did not stop")
	}
}
