package ws_test

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/testserver"
	gws "github.com/gorilla/websocket"

	"github.com/casefront/casefront/server/graph/ws"
)

// A peer that stops reading fills its TCP window and blocks the server's
// next write. The write deadline, or else the pong deadline, must still
// close the connection and release its admission slot.
func TestStalledReaderIsDropped(t *testing.T) {
	for _, tc := range []struct {
		name   string
		limits ws.Limits
		shared bool
	}{
		// Pings every 20 s cannot help within the test: the write deadline must.
		{"write deadline", ws.Limits{WriteTimeout: 200 * time.Millisecond}, false},
		{"write deadline, shared subscription", ws.Limits{WriteTimeout: 200 * time.Millisecond}, true},
		// The write never times out: the pong deadline's close must not
		// wait for the stuck write.
		{"pong deadline", ws.Limits{WriteTimeout: time.Minute, PingInterval: 300 * time.Millisecond, PongWait: 300 * time.Millisecond}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			released, closed := make(chan struct{}), make(chan int, 1)
			tr := ws.Websocket{
				Limits:    tc.limits,
				Admit:     func(*http.Request) (func(), bool) { return func() { close(released) }, true },
				CloseFunc: func(_ context.Context, code int) { closed <- code },
			}
			if tc.shared {
				// A queue that drops nothing, so that every event is written.
				tr.Shared = &ws.Shared{Eligible: func(*graphql.OperationContext) int { return 5000 }}
			}
			h := testserver.New()
			h.AddTransport(tr)
			srv := httptest.NewUnstartedServer(h)
			srv.Listener = smallSendBuffers{srv.Listener}
			srv.Start()
			t.Cleanup(srv.Close)

			d := gws.Dialer{Subprotocols: []string{"graphql-transport-ws"}, NetDial: func(network, addr string) (net.Conn, error) {
				c, err := net.Dial(network, addr)
				if err == nil {
					_ = c.(*net.TCPConn).SetReadBuffer(4096)
				}
				return c, err
			}}
			c, _, err := d.Dial("ws"+strings.TrimPrefix(srv.URL, "http"), nil)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = c.Close() })
			_ = c.WriteJSON(map[string]any{"type": "connection_init"})
			if _, _, err := c.ReadMessage(); err != nil {
				t.Fatal(err)
			}
			_ = c.WriteJSON(map[string]any{"type": "subscribe", "id": "a", "payload": map[string]any{"query": "subscription { name }"}})
			// The subscription is running once its first event arrives.
			h.SendNextSubscriptionMessage()
			_ = c.SetReadDeadline(time.Now().Add(5 * time.Second))
			var first struct{ Type, ID string }
			if err := c.ReadJSON(&first); err != nil || first.Type != "next" || first.ID != "a" {
				t.Fatalf("first event: %+v %v", first, err)
			}
			// From here on the client reads nothing. A few hundred small
			// events fill both sides' buffers; an unshared execution then
			// blocks on the writer.
			for range 2000 {
				start := time.Now()
				h.SendNextSubscriptionMessage()
				if time.Since(start) > 200*time.Millisecond {
					break
				}
			}

			select {
			case <-released:
			case <-time.After(5 * time.Second):
				t.Fatal("the stalled connection still holds its admission slot")
			}
			select {
			case <-closed:
			case <-time.After(time.Second):
				t.Fatal("the stalled connection was not closed")
			}
		})
	}
}

// smallSendBuffers makes the server's socket buffers small, so that a
// peer that stops reading blocks the server's writes after a few kilobytes.
type smallSendBuffers struct{ net.Listener }

func (l smallSendBuffers) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if tc, ok := c.(*net.TCPConn); ok {
		_ = tc.SetWriteBuffer(4096)
	}
	return c, err
}
