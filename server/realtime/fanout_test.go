package realtime_test

import (
	"context"
	"testing"
	"time"

	"github.com/casefront/casefront/server/realtime"
)

// A subscriber that stops reading keeps only the newest messages and is
// counted once; one that keeps up receives everything; neither blocks Send.
func TestFanoutSlowConsumerLosesOldestOnly(t *testing.T) {
	f := realtime.NewFanout[int](3)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	fast := f.Subscribe(ctx)
	slow := f.Subscribe(ctx)

	for i := 1; i <= 10; i++ {
		f.Send(i)
		select { // the fast reader keeps up, as a client on a good link does
		case v := <-fast:
			if v != i {
				t.Fatalf("fast subscriber got %d, want %d", v, i)
			}
		case <-time.After(5 * time.Second):
			t.Fatal("the fast subscriber stalled")
		}
	}
	var kept []int
	for len(kept) < 3 {
		kept = append(kept, <-slow)
	}
	if kept[0] != 8 || kept[1] != 9 || kept[2] != 10 {
		t.Fatalf("slow subscriber kept %v, want the newest [8 9 10]", kept)
	}
	st := f.Stats()
	if st.SlowConsumers != 1 || st.Dropped != 7 || st.Subscribers != 2 {
		t.Fatalf("stats %+v, want 1 slow consumer, 7 dropped, 2 subscribers", st)
	}
}

// Cancelling a subscription closes its channel and removes it.
func TestFanoutUnsubscribe(t *testing.T) {
	f := realtime.NewFanout[string](2)
	ctx, cancel := context.WithCancel(context.Background())
	ch := f.Subscribe(ctx)
	cancel()
	select {
	case _, ok := <-ch:
		if ok {
			t.Fatal("got a message, want a closed channel")
		}
	case <-time.After(5 * time.Second):
		t.Fatal("channel not closed")
	}
	f.Send("after") // must not panic on the closed channel
	if n := f.Stats().Subscribers; n != 0 {
		t.Fatalf("%d subscribers left", n)
	}
}
