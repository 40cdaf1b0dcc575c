package graph

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
	"go.uber.org/zap"

	"github.com/casefront/casefront/server/actor/resolve"
	"github.com/casefront/casefront/server/auth"
	"github.com/casefront/casefront/server/config"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/ratelimit"
	"github.com/casefront/casefront/server/realtime"
	"github.com/casefront/casefront/server/services"
	"github.com/redis/go-redis/v9"
)

// heldPresence is a presence whose Count holds each caller until the test
// lets it go, after saying it arrived: an operation that stays under way.
type heldPresence struct {
	realtime.Presence
	arrived, leave chan struct{}
}

func (heldPresence) Join(string) func() { return func() {} }

func (p heldPresence) Count(context.Context) (int, error) {
	p.arrived <- struct{}{}
	<-p.leave
	return 1, nil
}

// One address runs at most MaxAnonymousInFlight anonymous operations at
// once: with that many held open, the next gets 429 api.rate_limited with
// Retry-After, while another address and a signed-in player are served;
// once one ends the address is served again. With the in-process gate and
// with the Redis one (several instances share it).
func TestAnonymousOperationsInFlightPerAddress(t *testing.T) {
	gates := []struct {
		name string
		new  func(t *testing.T) ratelimit.Gate
	}{
		{"memory", func(*testing.T) ratelimit.Gate { return ratelimit.NewMemoryGate() }},
		{"redis", func(t *testing.T) ratelimit.Gate {
			opts, err := redis.ParseURL(testenv.RedisURL(t))
			if err != nil {
				t.Fatal(err)
			}
			c := redis.NewClient(opts)
			t.Cleanup(func() { _ = c.Close() })
			return ratelimit.NewRedisGate(c, "gate:"+testenv.Unique(t)+":")
		}},
	}
	for _, g := range gates {
		t.Run(g.name, func(t *testing.T) {
			p := heldPresence{arrived: make(chan struct{}), leave: make(chan struct{})}
			r := &Resolver{Services: &services.Services{}, Presence: p, Log: zap.NewNop()}
			h := NewHandler(r, &auth.Tokens{Secret: []byte("test")}, ratelimit.Unlimited{}, g.new(t), func(string) bool { return true })
			post := func(addr, query string, user int) *httptest.ResponseRecorder {
				body, _ := json.Marshal(map[string]any{"query": query})
				req := httptest.NewRequest(http.MethodPost, "/graphql", strings.NewReader(string(body)))
				req.Header.Set("Content-Type", "application/json")
				req.RemoteAddr = addr + ":40000"
				if user != 0 {
					req = req.WithContext(auth.WithViewer(req.Context(), auth.Viewer{UserID: user}))
				}
				w := httptest.NewRecorder()
				h.ServeHTTP(w, req)
				return w
			}
			var wg sync.WaitGroup
			done := make(chan int, MaxAnonymousInFlight)
			for range MaxAnonymousInFlight {
				wg.Add(1)
				go func() { defer wg.Done(); done <- post("203.0.113.7", `{ onlineCount }`, 0).Code }()
				<-p.arrived // under way, holding its place
			}
			w := post("203.0.113.7", `{ __typename }`, 0)
			var refused struct {
				Errors []struct {
					Extensions map[string]any `json:"extensions"`
				} `json:"errors"`
			}
			_ = json.Unmarshal(w.Body.Bytes(), &refused)
			if w.Code != http.StatusTooManyRequests || len(refused.Errors) != 1 || refused.Errors[0].Extensions["code"] != "api.rate_limited" ||
				w.Header().Get("Retry-After") != "1" {
				t.Fatalf("operation %d of one address: HTTP %d %s (Retry-After %q)", MaxAnonymousInFlight+1, w.Code, w.Body, w.Header().Get("Retry-After"))
			}
			if w := post("2001:db8::1", `{ __typename }`, 0); w.Code != http.StatusOK {
				t.Fatalf("another address: HTTP %d %s", w.Code, w.Body)
			}
			if w := post("203.0.113.7", `{ __typename }`, 42); w.Code != http.StatusOK {
				t.Fatalf("a signed-in player at the address: HTTP %d %s", w.Code, w.Body)
			}
			p.leave <- struct{}{} // one ends
			if c := <-done; c != http.StatusOK {
				t.Fatalf("a held operation: HTTP %d", c)
			}
			if w := post("203.0.113.7", `{ __typename }`, 0); w.Code != http.StatusOK {
				t.Fatalf("after one ended: HTTP %d %s", w.Code, w.Body)
			}
			close(p.leave)
			wg.Wait()
		})
	}
}

// Over graphql-ws the same places are taken one operation at a time
// (queries and mutations; a subscription lasts as long as its page): with
// MaxAnonymousInFlight queries of an anonymous socket under way the next
// is answered api.rate_limited, and served once one ended.
func TestAnonymousSocketOperationsInFlight(t *testing.T) {
	p := heldPresence{arrived: make(chan struct{}), leave: make(chan struct{})}
	r := &Resolver{Services: &services.Services{Actors: &resolve.Resolver{Cfg: &config.Config{}}}, Presence: p, Log: zap.NewNop()}
	h := NewHandler(r, &auth.Tokens{Secret: []byte("test")}, ratelimit.Unlimited{}, ratelimit.NewMemoryGate(), func(string) bool { return true })
	srv := httptest.NewServer(h)
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(srv.URL, "http"), &websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
	if err != nil {
		t.Fatal(err)
	}
	defer c.CloseNow()
	type message struct {
		Type    string          `json:"type"`
		ID      string          `json:"id,omitempty"`
		Payload json.RawMessage `json:"payload,omitempty"`
	}
	send := func(m message) {
		t.Helper()
		b, _ := json.Marshal(m)
		if err := c.Write(ctx, websocket.MessageText, b); err != nil {
			t.Fatal(err)
		}
	}
	read := func() message {
		t.Helper()
		_, b, err := c.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var m message
		_ = json.Unmarshal(b, &m)
		return m
	}
	query := func(id, q string) {
		b, _ := json.Marshal(map[string]any{"query": q})
		send(message{Type: "subscribe", ID: id, Payload: b})
	}
	send(message{Type: "connection_init"})
	if m := read(); m.Type != "connection_ack" {
		t.Fatalf("init: %+v", m)
	}
	for i := range MaxAnonymousInFlight {
		query(fmt.Sprint("held", i), `{ onlineCount }`)
		<-p.arrived
	}
	query("over", `{ __typename }`)
	if m := read(); m.ID != "over" || !strings.Contains(string(m.Payload), `"api.rate_limited"`) {
		t.Fatalf("operation %d of the socket: %s %s", MaxAnonymousInFlight+1, m.Type, m.Payload)
	}
	p.leave <- struct{}{} // one ends: its answer and its completion
	for range 2 {
		if m := read(); !strings.HasPrefix(m.ID, "held") && m.ID != "over" {
			t.Fatalf("unexpected %s %s %s", m.Type, m.ID, m.Payload)
		}
	}
	query("after", `{ __typename }`)
	for {
		m := read()
		if m.ID != "after" {
			continue // the refused operation's completion
		}
		if m.Type != "next" || !strings.Contains(string(m.Payload), `"__typename":"Query"`) {
			t.Fatalf("after one ended: %s %s", m.Type, m.Payload)
		}
		break
	}
	close(p.leave)
}
