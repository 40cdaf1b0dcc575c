package ws_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/testserver"
	"github.com/coder/websocket"

	"github.com/casefront/casefront/server/graph/ws"
	"net/http/httptest"
	"strings"
)

// Subscribers of an eligible operation share one execution: one event of
// the schema reaches all of them, and it goes on when one of them leaves.
// Other operations still run once per subscriber.
func TestSharedSubscription(t *testing.T) {
	shared := &ws.Shared{Eligible: func(rc *graphql.OperationContext) int {
		if rc.OperationName == "Private" {
			return 0
		}
		return 4
	}}
	h := testserver.New()
	h.AddTransport(ws.Websocket{Shared: shared})
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	url := "ws" + strings.TrimPrefix(srv.URL, "http")

	subscribe := func(query string) *websocket.Conn {
		c := dial(t, url)
		ack(t, c)
		send(t, c, map[string]any{"type": "subscribe", "id": "a", "payload": map[string]any{"query": query}})
		return c
	}
	a, b := subscribe("subscription Feed { name }"), subscribe("subscription Feed { name }")
	waitFor(t, func() bool { return shared.Stats().Subscribers == 2 })
	if st := shared.Stats(); st.Groups != 1 {
		t.Fatalf("stats %+v, want the two subscribers in one group", st)
	}
	h.SendNextSubscriptionMessage()
	for _, c := range []*websocket.Conn{a, b} {
		if m, status := next(t, c, 5*time.Second); m.Type != "next" || m.ID != "a" || string(m.Payload) != `{"data":{"name":"test"}}` {
			t.Fatalf("got %+v (close %d), want the shared event", m, status)
		}
	}

	send(t, b, map[string]any{"type": "complete", "id": "a"})
	waitFor(t, func() bool { return shared.Stats().Subscribers == 1 })
	h.SendNextSubscriptionMessage()
	if m, _ := next(t, a, 5*time.Second); m.Type != "next" {
		t.Fatalf("the remaining subscriber got %+v", m)
	}
	_ = a.CloseNow()
	waitFor(t, func() bool { return shared.Stats().Groups == 0 })

}

// Operations that are not eligible run once per subscriber.
func TestUnsharedSubscription(t *testing.T) {
	shared := &ws.Shared{Eligible: func(*graphql.OperationContext) int { return 0 }}
	h := testserver.New()
	waiting := waitingExecutions(h)
	h.AddTransport(ws.Websocket{Shared: shared})
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	url := "ws" + strings.TrimPrefix(srv.URL, "http")
	subscribe := func(query string) *websocket.Conn {
		c := dial(t, url)
		ack(t, c)
		send(t, c, map[string]any{"type": "subscribe", "id": "a", "payload": map[string]any{"query": query}})
		return c
	}
	p, q := subscribe("subscription Private { name }"), subscribe("subscription Private { name }")
	// Both executions wait for an event (were the operation wrongly shared,
	// both subscribers would be in one group instead).
	waitFor(t, func() bool { return waiting.Load() == 2 || shared.Stats().Subscribers == 2 })
	h.SendNextSubscriptionMessage() // one event of the schema reaches one execution
	// The subscriber without it finds nothing within the bounded read: an
	// absence cannot be awaited.
	got := 0
	for _, c := range []*websocket.Conn{p, q} {
		ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
		if _, _, err := c.Read(ctx); err == nil {
			got++
		}
		cancel()
	}
	if got != 1 {
		t.Fatalf("%d private subscribers got the event, want 1 (each runs its own execution)", got)
	}
	if st := shared.Stats(); st.Groups != 0 {
		t.Fatalf("a private operation was shared: %+v", st)
	}
}

func waitFor(t *testing.T, ok func() bool) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if ok() {
			return
		}
	}
	t.Fatal("condition not reached")
}

// waitingExecutions tracks the executions of h's operations that are
// waiting for their next result (for a subscription of the test server: for
// an event).
func waitingExecutions(h *testserver.TestServer) *executions {
	e := &executions{waiting: map[context.Context]int{}}
	h.AroundResponses(func(ctx context.Context, next graphql.ResponseHandler) *graphql.Response {
		e.mu.Lock()
		e.waiting[ctx]++
		e.mu.Unlock()
		defer func() {
			e.mu.Lock()
			if e.waiting[ctx]--; e.waiting[ctx] == 0 {
				delete(e.waiting, ctx)
			}
			e.mu.Unlock()
		}()
		return next(ctx)
	})
	return e
}

type executions struct {
	mu      sync.Mutex
	waiting map[context.Context]int
}

// Load is how many executions wait.
func (e *executions) Load() int {
	e.mu.Lock()
	defer e.mu.Unlock()
	n := 0
	for _, k := range e.waiting {
		n += k
	}
	return n
}

// Live: exactly one execution waits, and it was not stopped.
func (e *executions) Live() bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	if len(e.waiting) != 1 {
		return false
	}
	for ctx, k := range e.waiting {
		return k == 1 && ctx.Err() == nil
	}
	return false
}

// A client may subscribe again with the id of a subscription it just
// completed (ours derive ids from the operation): the id is free at once,
// and no late complete for the old subscription ends the new one.
func TestSubscriptionIDReusedAfterComplete(t *testing.T) {
	for _, shared := range []bool{true, false} {
		t.Run(map[bool]string{true: "shared", false: "unshared"}[shared], func(t *testing.T) {
			sh := &ws.Shared{Eligible: func(*graphql.OperationContext) int {
				if shared {
					return 4
				}
				return 0
			}}
			h := testserver.New()
			waiting := waitingExecutions(h)
			h.AddTransport(ws.Websocket{Shared: sh})
			srv := httptest.NewServer(h)
			t.Cleanup(srv.Close)
			c := dial(t, "ws"+strings.TrimPrefix(srv.URL, "http"))
			ack(t, c)
			sub := map[string]any{"type": "subscribe", "id": "feed", "payload": map[string]any{"query": "subscription { name }"}}
			send(t, c, sub)
			waitFor(t, func() bool { return waiting.Load() == 1 && (!shared || sh.Stats().Subscribers == 1) })
			send(t, c, map[string]any{"type": "complete", "id": "feed"})
			send(t, c, sub)
			// The server answers a ping in order: then it has stopped the
			// old subscription and started the new one. The event goes out
			// once the old execution has ended (or, shared, left the new
			// one's group) and only the new one waits for it.
			pong := func() {
				t.Helper()
				send(t, c, map[string]any{"type": "ping"})
				if m, status := next(t, c, 5*time.Second); m.Type != "pong" {
					t.Fatalf("got %+v (close %d), want the pong", m, status)
				}
			}
			pong()
			waitFor(t, func() bool { return waiting.Live() && (!shared || sh.Stats().Subscribers == 1) })
			h.SendNextSubscriptionMessage()
			m, status := next(t, c, 5*time.Second)
			if m.Type != "next" || m.ID != "feed" {
				t.Fatalf("got %+v (close %d), want the new subscription's event", m, status)
			}
			// A late complete would come before the pong, or else within the
			// bounded read: an absence cannot be awaited.
			pong()
			ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
			defer cancel()
			if _, b, err := c.Read(ctx); err == nil {
				t.Fatalf("unexpected message %s", b)
			}
		})
	}
}
