package ws_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	gws "github.com/gorilla/websocket"
	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"

	"github.com/casefront/casefront/server/graph/ws"
)

// feedServer serves two subscriptions: feed, the same for everyone and
// shared with a queue of 4, and mine, a viewer's own events; each event is
// the number sent on its channel.
func feedServer(t *testing.T, feed, mine <-chan int) (*ws.Shared, string) {
	schema := gqlparser.MustLoadSchema(&ast.Source{Input: `
		type Query { name: String! }
		type Subscription { feed: Int! mine: Int! }
	`})
	field := func(rc *graphql.OperationContext) string {
		return rc.Operation.SelectionSet[0].(*ast.Field).Name
	}
	srv := handler.New(&graphql.ExecutableSchemaMock{
		SchemaFunc: func() *ast.Schema { return schema },
		ComplexityFunc: func(context.Context, string, string, int, map[string]any) (int, bool) {
			return 1, true
		},
		ExecFunc: func(ctx context.Context) graphql.ResponseHandler {
			rc := graphql.GetOperationContext(ctx)
			name := field(rc)
			src := feed
			if name == "mine" {
				src = mine
			}
			return func(context.Context) *graphql.Response {
				select {
				case <-ctx.Done():
					return nil
				case n := <-src:
					return &graphql.Response{Data: []byte(fmt.Sprintf(`{%q:%d}`, name, n))}
				}
			}
		},
	})
	shared := &ws.Shared{Eligible: func(rc *graphql.OperationContext) int {
		if field(rc) == "feed" {
			return 4
		}
		return 0
	}}
	// The slow client stays connected: its writes never time out here.
	srv.AddTransport(ws.Websocket{Shared: shared, Limits: ws.Limits{WriteTimeout: time.Minute}})
	hs := httptest.NewUnstartedServer(srv)
	hs.Listener = smallSendBuffers{hs.Listener}
	hs.Start()
	t.Cleanup(hs.Close)
	return shared, "ws" + strings.TrimPrefix(hs.URL, "http")
}

type frame struct {
	ID      string `json:"id"`
	Type    string `json:"type"`
	Payload struct {
		Data map[string]int `json:"data"`
	} `json:"payload"`
}

// A client that stops reading loses its oldest feed results, is counted as
// a slow consumer and holds up no one; its own events all arrive, in
// order, once it reads again.
func TestSlowConsumerLosesOldFeedNeverOwnEvents(t *testing.T) {
	feed, mine := make(chan int), make(chan int)
	shared, url := feedServer(t, feed, mine)
	dial := func(rcvbuf int, subs map[string]string) *gws.Conn {
		d := gws.Dialer{Subprotocols: []string{"graphql-transport-ws"}, NetDial: func(network, addr string) (net.Conn, error) {
			c, err := net.Dial(network, addr)
			if err == nil && rcvbuf > 0 {
				_ = c.(*net.TCPConn).SetReadBuffer(rcvbuf)
			}
			return c, err
		}}
		c, _, err := d.Dial(url, nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = c.Close() })
		_ = c.WriteJSON(map[string]any{"type": "connection_init"})
		if _, _, err := c.ReadMessage(); err != nil {
			t.Fatal(err)
		}
		for id, q := range subs {
			_ = c.WriteJSON(map[string]any{"type": "subscribe", "id": id, "payload": map[string]any{"query": q}})
		}
		return c
	}
	fast := dial(0, map[string]string{"1": "subscription { feed }"})
	slow := dial(4096, map[string]string{"1": "subscription { feed }", "2": "subscription { mine }"})
	waitFor(t, func() bool { return shared.Stats().Subscribers == 2 })

	const feeds, mines = 3000, 200
	fastGot := make(chan []int, 1)
	var received atomic.Int64
	_ = fast.SetReadDeadline(time.Now().Add(time.Minute)) // a lost result fails the test instead of hanging it
	go func() {
		var got []int
		for len(got) < feeds {
			var f frame
			if err := fast.ReadJSON(&f); err != nil {
				break
			}
			if f.Type == "next" {
				got = append(got, f.Payload.Data["feed"])
				received.Store(int64(len(got)))
			}
		}
		fastGot <- got
	}()
	go func() {
		for i := 1; i <= mines; i++ {
			mine <- i // blocks while the slow socket is full: never dropped
		}
	}()
	start := time.Now()
	for i := 1; i <= feeds; i++ {
		// The pace of the fast client: never more than its queue ahead of
		// what it has read, however busy the machine, so it keeps up by
		// construction while the slow one does not read at all.
		for int64(i)-received.Load() > 3 && time.Since(start) < 30*time.Second {
			time.Sleep(100 * time.Microsecond)
		}
		feed <- i
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Fatalf("the feed took %v: the slow client held it up", d)
	}
	got := <-fastGot
	if len(got) != feeds || got[0] != 1 || got[feeds-1] != feeds {
		t.Fatalf("the fast client got %d feed results, want all %d in order", len(got), feeds)
	}
	for i, n := range got {
		if n != i+1 {
			t.Fatalf("the fast client's result %d is %d", i, n)
		}
	}
	if st := shared.Stats(); st.SlowConsumers != 1 || st.Dropped == 0 {
		t.Fatalf("stats %+v, want one slow consumer that lost results", st)
	}

	// The slow client reads again.
	_ = slow.SetReadDeadline(time.Now().Add(10 * time.Second))
	var feedGot, mineGot []int
	for len(mineGot) < mines || len(feedGot) == 0 || feedGot[len(feedGot)-1] != feeds {
		var f frame
		if err := slow.ReadJSON(&f); err != nil {
			t.Fatalf("slow client: %v after %d feed and %d own events", err, len(feedGot), len(mineGot))
		}
		switch {
		case f.Type != "next":
		case f.ID == "1":
			feedGot = append(feedGot, f.Payload.Data["feed"])
		case f.ID == "2":
			mineGot = append(mineGot, f.Payload.Data["mine"])
		}
	}
	for i, n := range mineGot {
		if n != i+1 {
			t.Fatalf("own event %d is %d: own events must all arrive in order", i+1, n)
		}
	}
	for i := 1; i < len(feedGot); i++ {
		if feedGot[i] <= feedGot[i-1] {
			t.Fatalf("feed results out of order: %v", feedGot)
		}
	}
	st := shared.Stats()
	if len(feedGot) >= feeds || int64(feeds-len(feedGot)) != st.Dropped {
		b, _ := json.Marshal(st)
		t.Fatalf("the slow client got %d of %d feed results, stats %s: the missing ones must be the dropped", len(feedGot), feeds, b)
	}
}
