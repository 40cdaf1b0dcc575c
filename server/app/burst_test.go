package app_test

import (
	"context"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/casefront/casefront/server/graph"
)

// After a burst of websocket subscribers leaves, the server is back to its
// idle goroutines and heap: every connection, subscription and queue is
// released, not kept for the next burst; and the memory the burst took goes
// back to the system within seconds, not minutes.
//
// Not parallel: goroutines and heap are counted for the whole process, so
// the test runs in the serial phase, before the parallel tests of this
// package start, with no other server alive beside its own.
func TestSubscriberBurstIsReleased(t *testing.T) {
	if testing.Short() {
		t.Skip("a burst of 1,000 sockets")
	}
	s := catalogServer(t, map[string]string{"WS_MAX_PER_ADDRESS": "0", "RATE_LIMITS": "off"})
	subscribe := func(c *wsClient) {
		c.subscribe("batch", `subscription { liveFeedBatch { drops { id } stats { casesOpened } } }`)
		c.subscribe("online", `subscription { onlineCount }`)
		c.subscribe("changes", `subscription { changeFeed { changeId } }`)
	}
	// A first subscriber starts what lives as long as the server (the feed
	// hub, the presence ticker); the baseline is taken after it left.
	warm := connectWS(t, s, "graphql-transport-ws", "")
	subscribe(warm)
	if _, ok := warm.next(5 * time.Second); !ok {
		t.Fatal("the warm-up subscriber got nothing")
	}
	warm.Close()
	goroutines, heap := settle(0, 0)
	residentBefore := resident()

	// Bare sockets (not wsClient, which the test keeps until it ends), so
	// that what stays in the heap afterwards is the server's.
	const n = 1000
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	url := "ws" + strings.TrimPrefix(s.URL, "http") + "/graphql"
	conns := make([]*websocket.Conn, n)
	for i := range conns {
		c, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
		if err != nil {
			t.Fatalf("subscriber %d: %v", i, err)
		}
		conns[i] = c
		for _, m := range []string{`{"type":"connection_init","payload":{}}`,
			`{"id":"b","type":"subscribe","payload":{"query":"subscription { liveFeedBatch { drops { id } } }"}}`,
			`{"id":"o","type":"subscribe","payload":{"query":"subscription { onlineCount }"}}`,
			`{"id":"c","type":"subscribe","payload":{"query":"subscription { changeFeed { changeId } }"}}`} {
			if err := c.Write(ctx, websocket.MessageText, []byte(m)); err != nil {
				t.Fatal(err)
			}
		}
	}
	// Every socket is live: each is acknowledged and gets its first onlineCount.
	for i, c := range conns {
		_, b, err := c.Read(ctx)
		if err != nil || !strings.Contains(string(b), "connection_ack") {
			t.Fatalf("subscriber %d: %s %v, want the ack", i, b, err)
		}
		for !strings.Contains(string(b), `"onlineCount"`) {
			if _, b, err = c.Read(ctx); err != nil {
				t.Fatalf("subscriber %d: %v before its onlineCount", i, err)
			}
		}
	}
	during, residentDuring := serverGoroutines(), resident()
	for _, c := range conns {
		c.Close(websocket.StatusNormalClosure, "")
	}
	conns = nil
	// The burst's memory goes back to the system without waiting for the
	// idle server's next collection (minutes away): the server releases it
	// once most of a burst has left. Nothing here collects before this.
	residentAfter := waitResident(residentBefore+8<<20, graph.BurstWait+5*time.Second)
	t.Logf("Go memory held from the system: idle %s, %d subscribers %s, after they left %s",
		mib(residentBefore), n, mib(residentDuring), mib(residentAfter))
	if residentAfter > residentBefore+8<<20 {
		t.Errorf("%s held after the burst left, %s before it", mib(residentAfter), mib(residentBefore))
	}
	after, afterHeap := settle(goroutines+10, heap+8<<20)
	t.Logf("goroutines: idle %d, %d subscribers %d, after %d; heap in use: idle %s, after %s",
		goroutines, n, during, after, mib(heap), mib(afterHeap))
	if after > goroutines+10 {
		t.Errorf("%d goroutines after the burst left, %d before it", after, goroutines)
	}
	if afterHeap > heap+8<<20 {
		t.Errorf("heap in use %s after the burst left, %s before it", mib(afterHeap), mib(heap))
	}
}

// resident is the memory the Go runtime holds from the system: the heap in
// use, free heap not yet returned, and stacks. Read without collecting, as
// an idle server would be.
func resident() uint64 {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapSys - m.HeapReleased + m.StackInuse
}

// waitResident waits (up to d) for resident() to be at most bound, without
// collecting, and returns it.
func waitResident(bound uint64, d time.Duration) uint64 {
	deadline := time.Now().Add(d)
	for {
		r := resident()
		if r <= bound || time.Now().After(deadline) {
			return r
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// settle waits (up to 15 s) until the goroutines and the heap in use are at
// most the given bounds (0: just let things finish), and returns them.
func settle(maxGoroutines int, maxHeap uint64) (int, uint64) {
	deadline := time.Now().Add(15 * time.Second)
	for {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		g := serverGoroutines()
		if maxGoroutines == 0 {
			// Closing sockets finish their goroutines: wait until none runs
			// the websocket transport any more.
			for socketGoroutines() > 0 && time.Now().Before(deadline) {
				time.Sleep(20 * time.Millisecond)
			}
			runtime.GC()
			runtime.ReadMemStats(&m)
			return serverGoroutines(), m.HeapInuse
		}
		if (g <= maxGoroutines && m.HeapInuse <= maxHeap) || time.Now().After(deadline) {
			return g, m.HeapInuse
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// socketGoroutines counts the goroutines in the server's websocket
// transport (connections and their subscriptions).
func socketGoroutines() int {
	count := 0
	for _, g := range goroutineStacks() {
		if strings.Contains(g, "casefront/server/graph/ws.") {
			count++
		}
	}
	return count
}

// serverGoroutines counts the process's goroutines but River's: its
// maintenance services start when the instance is elected leader, seconds
// after it starts, whatever the sockets do.
func serverGoroutines() int {
	count := 0
	for _, g := range goroutineStacks() {
		if !strings.Contains(g, "github.com/riverqueue/river") {
			count++
		}
	}
	return count
}

// goroutineStacks is the stack of every goroutine, one per string.
func goroutineStacks() []string {
	buf := make([]byte, 1<<20)
	for {
		n := runtime.Stack(buf, true)
		if n < len(buf) {
			buf = buf[:n]
			break
		}
		buf = make([]byte, 2*len(buf))
	}
	return strings.Split(string(buf), "\n\n")
}

func mib(b uint64) string { return strconv.FormatFloat(float64(b)/(1<<20), 'f', 1, 64) + " MiB" }
