package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gorilla/websocket"
)

// subscribers are the load's websocket clients; each reads as fast as it
// can and records which wins it got and how late.
type subscribers struct {
	conns  []*websocket.Conn
	seen   []map[int]struct{}
	failed atomic.Int64

	messages, wins atomic.Int64
	lat            [60001]atomic.Int64 // per win, milliseconds, the last bucket is everything later
	newest         [60001]atomic.Int64 // per message, of its newest win: about the time since the tick
	wg             sync.WaitGroup
}

const feedQuery = `drop { id nickname marketHashName rarity stattrak image price caseAlias caseName createdAt } stats { casesOpened casesOpenedToday milspec restricted classified covert rare stattrak }`

func connect(addr string, n int, op string) (*subscribers, error) {
	query := "subscription { liveFeed { " + feedQuery + " } }"
	if op == "liveFeedBatch" {
		query = "subscription { liveFeedBatch { drops { id nickname marketHashName rarity stattrak image price caseAlias caseName createdAt } stats { casesOpened casesOpenedToday milspec restricted classified covert rare stattrak } } }"
	}
	sub, _ := json.Marshal(map[string]any{"id": "1", "type": "subscribe", "payload": map[string]any{"query": query}})
	s := &subscribers{conns: make([]*websocket.Conn, n), seen: make([]map[int]struct{}, n)}
	d := websocket.Dialer{Subprotocols: []string{"graphql-transport-ws"}, HandshakeTimeout: 30 * time.Second,
		ReadBufferSize: 1024, WriteBufferSize: 1024}
	sem := make(chan struct{}, 32)
	var mu sync.Mutex
	var firstErr error
	var dial sync.WaitGroup
	for i := range n {
		sem <- struct{}{}
		dial.Add(1)
		go func() {
			defer func() { <-sem; dial.Done() }()
			c, err := s.open(d, addr, sub)
			if err != nil {
				mu.Lock()
				if firstErr == nil {
					firstErr = fmt.Errorf("subscriber %d: %w", i, err)
				}
				mu.Unlock()
				return
			}
			s.conns[i] = c
			s.seen[i] = map[int]struct{}{}
			s.wg.Add(1)
			go s.read(c, s.seen[i], op == "liveFeedBatch")
		}()
	}
	dial.Wait()
	return s, firstErr
}

func (s *subscribers) open(d websocket.Dialer, addr string, sub []byte) (*websocket.Conn, error) {
	c, _, err := d.Dial("ws://"+addr+"/graphql", nil)
	if err != nil {
		return nil, err
	}
	_ = c.WriteMessage(websocket.TextMessage, []byte(`{"type":"connection_init"}`))
	_ = c.SetReadDeadline(time.Now().Add(30 * time.Second))
	var ack struct{ Type string }
	if err := c.ReadJSON(&ack); err != nil || ack.Type != "connection_ack" {
		c.Close()
		return nil, fmt.Errorf("no connection_ack (%v)", err)
	}
	_ = c.SetReadDeadline(time.Time{})
	if err := c.WriteMessage(websocket.TextMessage, sub); err != nil {
		c.Close()
		return nil, err
	}
	return c, nil
}

type drop struct {
	ID        string    `json:"id"`
	CreatedAt time.Time `json:"createdAt"`
}

func (s *subscribers) read(c *websocket.Conn, seen map[int]struct{}, batch bool) {
	defer s.wg.Done()
	for {
		_, b, err := c.ReadMessage()
		if err != nil {
			return
		}
		now := time.Now()
		// A light scan instead of decoding: the subscribers share the
		// machine with the server and must not be what limits it.
		if !bytes.HasPrefix(b, []byte(`{"id":"1","type":"next"`)) {
			if bytes.Contains(b, []byte(`"type":"error"`)) || bytes.Contains(b, []byte(`"type":"complete"`)) {
				s.failed.Add(1)
			}
			continue
		}
		drops := scanDrops(b)
		s.messages.Add(1)
		var newest time.Time
		for _, d := range drops {
			if d.CreatedAt.After(newest) {
				newest = d.CreatedAt
			}
		}
		if !newest.IsZero() {
			s.newest[max(0, min(int(now.Sub(newest).Milliseconds()), len(s.newest)-1))].Add(1)
		}
		for _, d := range drops {
			id, _ := strconv.Atoi(d.ID)
			seen[id] = struct{}{}
			ms := max(0, min(int(now.Sub(d.CreatedAt).Milliseconds()), len(s.lat)-1))
			s.lat[ms].Add(1)
			s.wins.Add(1)
		}
	}
}

type report struct {
	messages, wins        int64
	p50, p99, max         time.Duration
	tickP50, tickP99      time.Duration
	expected, lost, lossy int64
	failed                int64
}

// report closes the connections and sums up.
func (s *subscribers) report() report {
	for _, c := range s.conns {
		if c != nil {
			_ = c.Close()
		}
	}
	s.wg.Wait()
	r := report{messages: s.messages.Load(), wins: s.wins.Load(), failed: s.failed.Load()}
	union := map[int]struct{}{}
	for _, seen := range s.seen {
		for id := range seen {
			union[id] = struct{}{}
		}
	}
	for i, seen := range s.seen {
		if s.conns[i] == nil {
			r.failed++
			continue
		}
		r.expected += int64(len(union))
		if miss := int64(len(union) - len(seen)); miss > 0 {
			r.lost += miss
			r.lossy++
		}
	}
	r.p50, r.p99, r.max = percentiles(s.lat[:])
	r.tickP50, r.tickP99, _ = percentiles(s.newest[:])
	return r
}

// percentiles reads p50, p99 and the maximum off a histogram of milliseconds.
func percentiles(h []atomic.Int64) (p50, p99, top time.Duration) {
	var total int64
	counts := make([]int64, len(h))
	for i := range h {
		counts[i] = h[i].Load()
		total += counts[i]
	}
	at := func(q float64) time.Duration {
		want, acc := int64(q*float64(total)), int64(0)
		for i, c := range counts {
			acc += c
			if acc >= want && acc > 0 {
				return time.Duration(i) * time.Millisecond
			}
		}
		return 0
	}
	for i := len(counts) - 1; i >= 0; i-- {
		if counts[i] > 0 {
			top = time.Duration(i) * time.Millisecond
			break
		}
	}
	return at(0.5), at(0.99), top
}

var (
	idKey      = []byte(`"id":"`)
	createdKey = []byte(`"createdAt":"`)
)

// scanDrops finds each drop's id and createdAt in a next message, which
// the query lays out as drop { id ... createdAt }.
func scanDrops(b []byte) []drop {
	var out []drop
	b = b[len(`{"id":"1"`):]
	for {
		i := bytes.Index(b, idKey)
		if i < 0 {
			return out
		}
		b = b[i+len(idKey):]
		j := bytes.IndexByte(b, '"')
		id := string(b[:j])
		k := bytes.Index(b, createdKey)
		if k < 0 {
			return out
		}
		b = b[k+len(createdKey):]
		e := bytes.IndexByte(b, '"')
		at, _ := time.Parse(time.RFC3339Nano, string(b[:e]))
		out = append(out, drop{ID: id, CreatedAt: at})
		b = b[e:]
	}
}
