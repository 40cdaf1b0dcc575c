package ws_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql/handler/testserver"
	"github.com/coder/websocket"

	"github.com/casefront/casefront/server/graph/ws"
)

// serve runs the test schema behind t's websocket transport.
func serve(t *testing.T, tr ws.Websocket) string {
	t.Helper()
	h := testserver.New()
	h.AddTransport(tr)
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return "ws" + strings.TrimPrefix(srv.URL, "http")
}

func dial(t *testing.T, url string) *websocket.Conn {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
	if err != nil {
		t.Fatal(err)
	}
	c.SetReadLimit(1 << 20)
	t.Cleanup(func() { _ = c.CloseNow() })
	return c
}

func send(t *testing.T, c *websocket.Conn, v any) {
	t.Helper()
	b, _ := json.Marshal(v)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := c.Write(ctx, websocket.MessageText, b); err != nil {
		t.Fatal(err)
	}
}

type msg struct {
	Type    string          `json:"type"`
	ID      string          `json:"id"`
	Payload json.RawMessage `json:"payload"`
}

// next reads the next message; the close status when the server closed.
func next(t *testing.T, c *websocket.Conn, within time.Duration) (msg, websocket.StatusCode) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), within)
	defer cancel()
	_, b, err := c.Read(ctx)
	if err != nil {
		if s := websocket.CloseStatus(err); s != -1 {
			return msg{}, s
		}
		t.Fatalf("read: %v", err)
	}
	var m msg
	_ = json.Unmarshal(b, &m)
	return m, -1
}

// closedWith reads until the server closes and checks the code.
func closedWith(t *testing.T, c *websocket.Conn, want websocket.StatusCode, within time.Duration) {
	t.Helper()
	deadline := time.Now().Add(within)
	for time.Now().Before(deadline) {
		m, status := next(t, c, time.Until(deadline))
		if status != -1 {
			if status != want {
				t.Fatalf("closed with %d, want %d", status, want)
			}
			return
		}
		if m.Type == "connection_ack" && want != -1 {
			continue
		}
	}
	t.Fatalf("not closed with %d within %v", want, within)
}

func ack(t *testing.T, c *websocket.Conn) {
	t.Helper()
	send(t, c, map[string]any{"type": "connection_init"})
	if m, status := next(t, c, 5*time.Second); m.Type != "connection_ack" {
		t.Fatalf("want connection_ack, got %+v (close %d)", m, status)
	}
}

func TestInitDeadline(t *testing.T) {
	url := serve(t, ws.Websocket{Limits: ws.Limits{InitTimeout: 200 * time.Millisecond}})
	c := dial(t, url)
	start := time.Now()
	closedWith(t, c, ws.CloseInitTimeout, 5*time.Second)
	if d := time.Since(start); d > 3*time.Second {
		t.Fatalf("closed after %v", d)
	}
}

func TestRefusedInitCloses4403(t *testing.T) {
	url := serve(t, ws.Websocket{InitFunc: func(ctx context.Context, p ws.InitPayload) (context.Context, *ws.InitPayload, error) {
		return ctx, nil, errors.New("api.no_auth")
	}})
	c := dial(t, url)
	send(t, c, map[string]any{"type": "connection_init"})
	closedWith(t, c, ws.CloseForbidden, 5*time.Second)
}

func TestMessageSizeLimits(t *testing.T) {
	limits := ws.Limits{MaxMessageBeforeInit: 1 << 10, MaxMessage: 8 << 10}
	url := serve(t, ws.Websocket{Limits: limits})

	// Before init: a large connection_init is refused.
	c := dial(t, url)
	send(t, c, map[string]any{"type": "connection_init", "payload": map[string]any{"pad": strings.Repeat("x", 2<<10)}})
	closedWith(t, c, websocket.StatusMessageTooBig, 5*time.Second)

	// After init: the larger limit applies, and above it the socket closes.
	c = dial(t, url)
	ack(t, c)
	send(t, c, map[string]any{"type": "subscribe", "id": "1", "payload": map[string]any{
		"query": "subscription { name } # " + strings.Repeat("x", 4<<10)}})
	send(t, c, map[string]any{"type": "ping"})
	for {
		m, status := next(t, c, 5*time.Second)
		if status != -1 {
			t.Fatalf("a 4 KiB subscribe after init closed the socket: %d", status)
		}
		if m.Type == "pong" {
			break
		}
	}
	// The server may close before the whole frame is written, so the
	// write's own error does not count; the close code does.
	big, _ := json.Marshal(map[string]any{"type": "subscribe", "id": "2", "payload": map[string]any{
		"query": "subscription { name } # " + strings.Repeat("x", 16<<10)}})
	wctx, wcancel := context.WithTimeout(context.Background(), 5*time.Second)
	_ = c.Write(wctx, websocket.MessageText, big)
	wcancel()
	closedWith(t, c, websocket.StatusMessageTooBig, 5*time.Second)
}

func TestSubscriptionsPerConnection(t *testing.T) {
	url := serve(t, ws.Websocket{Limits: ws.Limits{MaxSubscriptions: 2}})
	c := dial(t, url)
	ack(t, c)
	for _, id := range []string{"1", "2", "3"} {
		send(t, c, map[string]any{"type": "subscribe", "id": id, "payload": map[string]any{"query": "subscription { name }"}})
	}
	m, status := next(t, c, 5*time.Second)
	if status != -1 || m.Type != "error" || m.ID != "3" || !strings.Contains(string(m.Payload), "api.rate_limited") {
		t.Fatalf("third subscription: %+v (close %d)", m, status)
	}
	// A duplicate id is a protocol error.
	send(t, c, map[string]any{"type": "subscribe", "id": "1", "payload": map[string]any{"query": "subscription { name }"}})
	closedWith(t, c, ws.CloseDuplicateID, 5*time.Second)
}

func TestAdmission(t *testing.T) {
	var open atomic.Int32
	url := serve(t, ws.Websocket{Admit: func(*http.Request) (func(), bool) {
		if open.Add(1) > 1 {
			open.Add(-1)
			return nil, false
		}
		return func() { open.Add(-1) }, true
	}})
	dial(t, url)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_, resp, err := websocket.Dial(ctx, url, &websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
	if err == nil || resp == nil || resp.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("second socket: %v %v", err, resp)
	}
}

// A peer that neither answers pings nor sends anything is dropped.
func TestPongDeadline(t *testing.T) {
	closed := make(chan struct{})
	url := serve(t, ws.Websocket{
		Limits:    ws.Limits{PingInterval: 100 * time.Millisecond, PongWait: 100 * time.Millisecond},
		CloseFunc: func(context.Context, int) { close(closed) },
	})
	c := dial(t, url)
	ack(t, c)
	// Not reading means the client library never answers the pings: the
	// server must close the socket by itself.
	select {
	case <-closed:
	case <-time.After(3 * time.Second):
		t.Fatal("the silent peer was not dropped")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	for {
		if _, _, err := c.Read(ctx); err != nil {
			if ctx.Err() != nil {
				t.Fatal("the silent peer was not dropped")
			}
			return
		}
	}
}

// A live peer that answers pings stays.
func TestPingsKeepAlive(t *testing.T) {
	url := serve(t, ws.Websocket{Limits: ws.Limits{PingInterval: 100 * time.Millisecond, PongWait: 100 * time.Millisecond}})
	c := dial(t, url)
	ack(t, c)
	ctx, cancel := context.WithTimeout(context.Background(), 700*time.Millisecond)
	defer cancel()
	_, _, err := c.Read(ctx) // reading answers pings; nothing else arrives
	if ctx.Err() == nil {
		t.Fatalf("connection ended while answering pings: %v", err)
	}
}
