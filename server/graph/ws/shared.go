package ws

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/99designs/gqlgen/graphql"
)

// Shared runs a subscription once per distinct operation for all the
// subscribers of an instance, instead of once per subscriber: gqlgen's
// executor resolves and marshals every event for every subscription, which
// for the live feed at ten thousand sockets is most of the server's work.
// Only operations whose results are the same for every viewer may share
// (Eligible decides); the others run per subscriber as before.
//
// Each result is marshalled once and framed once per distinct message head
// (protocol and subscription id), complete with its websocket header, so
// subscribers that use the same id share the bytes. A few writer
// goroutines walk the subscribers and write each its frames in one system
// call; an idle subscription holds no goroutine.
//
// Each subscriber has a bounded queue; while its socket is still busy with
// an earlier write, new results wait there, and when it is full the oldest
// is dropped and the subscriber is counted as a slow consumer, so one slow
// client never stalls the others. A writer blocked on a slow socket for
// longer than StuckAfter is replaced by a new one.
type Shared struct {
	// Eligible reports whether every subscriber of rc gets the same events,
	// with the bound of each subscriber's undelivered results; 0 when not.
	Eligible func(rc *graphql.OperationContext) (queue int)
	// Writers is how many goroutines write one result to the subscribers
	// (GOMAXPROCS when zero); StuckAfter (20 ms when zero) how long one of
	// them may wait on one socket before another takes over its walk.
	Writers    int
	StuckAfter time.Duration

	mu     sync.Mutex
	groups map[string]*sharedGroup

	slow, dropped atomic.Int64
}

type sharedGroup struct {
	key     string
	members map[*sharedMember]struct{}
	heads   map[string]int // the members' distinct message heads, counted
	queue   int            // each member's bound (Eligible's, the same for all)
	stop    context.CancelFunc
}

// sharedEvent is one result, framed for each head of the group.
type sharedEvent struct {
	frames map[string][]byte
}

// sharedMember is one subscriber of a shared execution.
type sharedMember struct {
	c     *wsConnection
	id    string
	head  string
	queue int
	op    *operation

	mu      sync.Mutex
	q       []*sharedEvent // oldest first
	busy    bool           // one goroutine owns the writes; it alone finishes
	left    bool           // the subscriber left: nothing more is written
	ended   bool           // the execution ended: write what is queued, then complete
	dropped bool
}

// SharedStats are the figures logged about shared subscriptions.
type SharedStats struct {
	Groups, Subscribers int
	SlowConsumers       int64 // subscribers that ever fell behind and lost results
	Dropped             int64 // results dropped for them
}

func (s *Shared) Stats() SharedStats {
	s.mu.Lock()
	st := SharedStats{Groups: len(s.groups), SlowConsumers: s.slow.Load(), Dropped: s.dropped.Load()}
	for _, g := range s.groups {
		st.Subscribers += len(g.members)
	}
	s.mu.Unlock()
	return st
}

func sharedKey(rc *graphql.OperationContext) (string, bool) {
	vars, err := json.Marshal(rc.Variables)
	if err != nil {
		return "", false
	}
	return rc.RawQuery + "\x00" + rc.OperationName + "\x00" + string(vars), true
}

// join adds a subscriber to the execution of rc, starting it when it is
// the first; ctx is the subscriber's operation context. The member leaves
// when ctx is done.
func (s *Shared) join(ctx context.Context, m *sharedMember, exec graphql.GraphExecutor, rc *graphql.OperationContext, key string) {
	s.mu.Lock()
	if s.groups == nil {
		s.groups = map[string]*sharedGroup{}
	}
	g := s.groups[key]
	if g == nil {
		// The execution outlives the subscriber that started it; it ends
		// with the last member. Eligible operations do not depend on whose
		// context it runs in.
		gctx, stop := context.WithCancel(context.WithoutCancel(ctx))
		g = &sharedGroup{key: key, members: map[*sharedMember]struct{}{}, heads: map[string]int{}, queue: m.queue, stop: stop}
		s.groups[key] = g
		go s.run(gctx, exec, rc, g)
	}
	g.members[m] = struct{}{}
	g.heads[m.head]++
	s.mu.Unlock()
	context.AfterFunc(ctx, func() { s.leave(g, m) })
}

func (s *Shared) leave(g *sharedGroup, m *sharedMember) {
	s.mu.Lock()
	if _, ok := g.members[m]; ok {
		delete(g.members, m)
		if g.heads[m.head]--; g.heads[m.head] == 0 {
			delete(g.heads, m.head)
		}
	}
	if len(g.members) == 0 && s.groups[g.key] == g {
		delete(s.groups, g.key)
		g.stop()
	}
	s.mu.Unlock()
	m.leave()
}

// linger is how long the dispatcher waits for more results after one: the
// live feed's tick arrives as a burst of results (liveFeed has one per
// win), and a subscriber then gets the burst in one write. A burst is at
// most a member's queue, so that one that keeps up never loses a result.
const linger = time.Millisecond

// run executes the operation once, marshals each result and hands it to
// the dispatcher.
func (s *Shared) run(ctx context.Context, exec graphql.GraphExecutor, rc *graphql.OperationContext, g *sharedGroup) {
	payloads := make(chan []byte, 64)
	dispatched := make(chan struct{})
	go func() {
		defer close(dispatched)
		s.dispatch(g, payloads)
	}()
	defer func() {
		if r := recover(); r != nil {
			// As for a subscription of one: the server's recover func
			// reports it, and the subscribers are completed below.
			_ = rc.Recover(ctx, r)
		}
		close(payloads)
		<-dispatched
		s.mu.Lock()
		if s.groups[g.key] == g {
			delete(s.groups, g.key)
		}
		members := make([]*sharedMember, 0, len(g.members))
		for m := range g.members {
			members = append(members, m)
		}
		s.mu.Unlock()
		for _, m := range members {
			m.end()
		}
	}()
	responses, ctx := exec.DispatchOperation(ctx, rc)
	for {
		resp := responses(ctx)
		if resp == nil {
			return
		}
		b, err := json.Marshal(resp)
		if err != nil {
			return
		}
		payloads <- b
	}
}

// dispatch frames the payloads, queues them for every member and writes
// them out, a burst at a time.
func (s *Shared) dispatch(g *sharedGroup, payloads <-chan []byte) {
	var t *time.Timer
	for {
		p, ok := <-payloads
		if !ok {
			return
		}
		burst := [][]byte{p}
		if t == nil {
			t = time.NewTimer(linger)
		} else {
			t.Reset(linger)
		}
	gather:
		for len(burst) < g.queue {
			select {
			case p, ok := <-payloads:
				if !ok {
					break gather
				}
				burst = append(burst, p)
			case <-t.C:
				break gather
			}
		}
		t.Stop()
		s.write(s.queue(g, burst))
	}
}

// queue frames a burst for each head and queues it for every member; it
// returns the members that need a writer.
func (s *Shared) queue(g *sharedGroup, burst [][]byte) []*sharedMember {
	s.mu.Lock()
	defer s.mu.Unlock()
	events := make([]*sharedEvent, len(burst))
	for i, p := range burst {
		ev := &sharedEvent{frames: make(map[string][]byte, len(g.heads))}
		for head := range g.heads {
			ev.frames[head] = textFrame(head, p)
		}
		events[i] = ev
	}
	ready := make([]*sharedMember, 0, len(g.members))
	for m := range g.members {
		dropped, first, idle := m.deliver(events)
		s.dropped.Add(int64(dropped))
		if first {
			s.slow.Add(1)
		}
		if idle {
			ready = append(ready, m)
		}
	}
	return ready
}

// textFrame is a complete websocket text message from the server: the
// frame header, then head, payload and the closing brace.
func textFrame(head string, payload []byte) []byte {
	n := len(head) + len(payload) + 1
	b := make([]byte, 0, n+10)
	b = append(b, 0x81) // FIN, text
	switch {
	case n < 126:
		b = append(b, byte(n))
	case n <= 0xffff:
		b = append(b, 126)
		b = binary.BigEndian.AppendUint16(b, uint16(n))
	default:
		b = append(b, 127)
		b = binary.BigEndian.AppendUint64(b, uint64(n))
	}
	b = append(b, head...)
	b = append(b, payload...)
	return append(b, '}')
}

// writer is one goroutine of a walk; since is when its current write
// began (unix nanoseconds, 0 between writes).
type writer struct {
	since    atomic.Int64
	replaced bool // only the walk's owner reads and sets it
}

// write has a few goroutines walk the members, each member's queue written
// in one system call. It returns once every member has been taken, without
// waiting for the last writes; a writer stuck on one socket for longer
// than StuckAfter is replaced so that the walk goes on.
func (s *Shared) write(ms []*sharedMember) {
	if len(ms) == 0 {
		return
	}
	stuck := s.StuckAfter
	if stuck <= 0 {
		stuck = 20 * time.Millisecond
	}
	n := s.Writers
	if n <= 0 {
		n = runtime.GOMAXPROCS(0)
	}
	var next atomic.Int64
	taken := make(chan struct{})
	var once sync.Once
	var writers []*writer
	start := func() {
		w := &writer{}
		writers = append(writers, w)
		go func() {
			for {
				i := int(next.Add(1)) - 1
				if i >= len(ms) {
					once.Do(func() { close(taken) })
					return
				}
				ms[i].pump(w)
			}
		}()
	}
	for range min(n, len(ms)) {
		start()
	}
	t := time.NewTicker(stuck)
	defer t.Stop()
	for {
		select {
		case <-taken:
			return
		case now := <-t.C:
			for _, w := range writers[:len(writers):len(writers)] {
				if since := w.since.Load(); since != 0 && !w.replaced && now.UnixNano()-since > int64(stuck) {
					w.replaced = true
					start()
				}
			}
		}
	}
}

// deliver queues events, dropping the oldest beyond the member's bound.
// idle when the member needs a writer (the caller then owns its writes);
// first when this made it a slow consumer.
func (m *sharedMember) deliver(events []*sharedEvent) (dropped int, first, idle bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.left || m.ended {
		return 0, false, false
	}
	m.q = append(m.q, events...)
	if over := len(m.q) - m.queue; over > 0 {
		m.q = append(m.q[:0], m.q[over:]...)
		dropped = over
		first = !m.dropped
		m.dropped = true
	}
	if !m.busy {
		m.busy = true
		idle = true
	}
	return dropped, first, idle
}

// pump writes the member's queue until it is empty; the caller owns the
// member's writes (busy). w, when set, records the time of each write.
func (m *sharedMember) pump(w *writer) {
	var frames [][]byte
	for {
		m.mu.Lock()
		if m.left || (m.ended && len(m.q) == 0) {
			m.q = nil
			m.mu.Unlock()
			m.finish()
			return
		}
		if len(m.q) == 0 {
			m.busy = false
			m.mu.Unlock()
			return
		}
		frames = frames[:0]
		for _, ev := range m.q {
			frames = append(frames, ev.frames[m.head])
		}
		clear(m.q)
		m.q = m.q[:0]
		m.mu.Unlock()
		if w != nil {
			w.since.Store(time.Now().UnixNano())
		}
		m.c.writeFrames(frames)
		if w != nil {
			w.since.Store(0)
		}
	}
}

// leave stops the member's writes: the subscriber is gone or completed.
func (m *sharedMember) leave() {
	m.mu.Lock()
	m.left = true
	m.q = nil
	if m.busy {
		m.mu.Unlock() // the writer finishes
		return
	}
	m.busy = true
	m.mu.Unlock()
	m.finish()
}

// end tells the member that the execution finished: what is queued is
// written, then the subscription completes.
func (m *sharedMember) end() {
	m.mu.Lock()
	m.ended = true
	if m.busy {
		m.mu.Unlock()
		return
	}
	m.busy = true
	m.mu.Unlock()
	go m.pump(nil)
}

// finish completes the subscription; it runs once, by the member's owner.
func (m *sharedMember) finish() {
	m.c.completeOp(m.id, m.op)
	m.c.release(m.id, m.op)
}

// subscribeShared adds one subscriber to a shared execution; it writes the
// results with its id and completes when the execution ends.
func (c *wsConnection) subscribeShared(ctx context.Context, id string, rc *graphql.OperationContext, key string, queue int, op *operation) {
	m := &sharedMember{c: c, id: id, head: c.head(id), queue: queue, op: op}
	c.Shared.join(ctx, m, c.exec, rc, key)
}

// head is what goes before a payload in a data message of the
// connection's protocol.
func (c *wsConnection) head(id string) string {
	t := "data"
	if c.conn.Subprotocol() == graphqltransportwsSubprotocol {
		t = "next"
	}
	q, _ := json.Marshal(id)
	return `{"id":` + string(q) + `,"type":"` + t + `","payload":`
}
