package ws

import (
	"context"
	"encoding/json"
	"sync"
	"sync/atomic"

	"github.com/99designs/gqlgen/graphql"
)

// Shared runs a subscription once per distinct operation for all the
// subscribers of an instance, instead of once per subscriber: gqlgen's
// executor resolves and marshals every event for every subscription, which
// for the live feed at ten thousand sockets is most of the server's work.
// Only operations whose results are the same for every viewer may share
// (Eligible decides); the others run per subscriber as before.
//
// Each subscriber has a bounded queue of marshalled payloads; when its
// socket falls behind the oldest payload is dropped and the subscriber is
// counted as a slow consumer, so one slow client never stalls the others.
type Shared struct {
	// Eligible reports whether every subscriber of rc gets the same events,
	// with the bound of each subscriber's undelivered payloads; 0 when not.
	Eligible func(rc *graphql.OperationContext) (queue int)

	mu     sync.Mutex
	groups map[string]*sharedGroup

	slow, dropped atomic.Int64
}

type sharedGroup struct {
	key     string
	members map[*sharedMember]struct{}
	stop    context.CancelFunc
}

type sharedMember struct {
	mu      sync.Mutex
	q       chan []byte
	closed  bool
	dropped bool
	done    chan struct{} // closed when the group's execution ended
}

// SharedStats are the figures logged about shared subscriptions.
type SharedStats struct {
	Groups, Subscribers int
	SlowConsumers       int64 // subscribers that ever fell behind and lost payloads
	Dropped             int64 // payloads dropped for them
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
func (s *Shared) join(ctx context.Context, exec graphql.GraphExecutor, rc *graphql.OperationContext, key string, queue int) *sharedMember {
	m := &sharedMember{q: make(chan []byte, queue), done: make(chan struct{})}
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
		g = &sharedGroup{key: key, members: map[*sharedMember]struct{}{}, stop: stop}
		s.groups[key] = g
		go s.run(gctx, exec, rc, g)
	}
	g.members[m] = struct{}{}
	s.mu.Unlock()
	context.AfterFunc(ctx, func() { s.leave(g, m) })
	return m
}

func (s *Shared) leave(g *sharedGroup, m *sharedMember) {
	s.mu.Lock()
	delete(g.members, m)
	if len(g.members) == 0 && s.groups[g.key] == g {
		delete(s.groups, g.key)
		g.stop()
	}
	s.mu.Unlock()
	m.close()
}

// run executes the operation once and hands each marshalled result to
// every member.
func (s *Shared) run(ctx context.Context, exec graphql.GraphExecutor, rc *graphql.OperationContext, g *sharedGroup) {
	defer func() {
		if r := recover(); r != nil {
			// As for a subscription of one: the server's recover func
			// reports it, and the subscribers are completed below.
			_ = rc.Recover(ctx, r)
		}
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
		s.mu.Lock()
		for m := range g.members {
			dropped, first := m.deliver(b)
			if dropped {
				s.dropped.Add(1)
			}
			if first {
				s.slow.Add(1)
			}
		}
		s.mu.Unlock()
	}
}

func (m *sharedMember) deliver(b []byte) (dropped, first bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return false, false
	}
	select {
	case m.q <- b:
		return false, false
	default:
	}
	select { // only the writer takes from q concurrently
	case <-m.q:
	default:
	}
	select {
	case m.q <- b:
	default:
	}
	first = !m.dropped
	m.dropped = true
	return true, first
}

func (m *sharedMember) close() {
	m.mu.Lock()
	if !m.closed {
		m.closed = true
		close(m.q)
	}
	m.mu.Unlock()
}

// end tells the member's writer that the execution finished.
func (m *sharedMember) end() {
	m.mu.Lock()
	select {
	case <-m.done:
	default:
		close(m.done)
	}
	m.mu.Unlock()
}

// subscribeShared serves one subscriber of a shared execution: it writes
// the queued payloads framed with its id, and completes when the
// execution ends.
func (c *wsConnection) subscribeShared(ctx context.Context, id string, rc *graphql.OperationContext, key string, queue int, cancel context.CancelFunc) {
	m := c.Shared.join(ctx, c.exec, rc, key, queue)
	head, tail := c.frame(id)
	go func() {
		defer func() {
			c.mu.Lock()
			delete(c.active, id)
			c.mu.Unlock()
			cancel()
		}()
		for {
			select {
			case b, ok := <-m.q:
				if !ok {
					c.complete(id)
					return
				}
				frame := make([]byte, 0, len(head)+len(b)+len(tail))
				c.writeFrame(append(append(append(frame, head...), b...), tail...))
			case <-m.done:
				// Send what is queued, then complete.
				for drained := false; !drained; {
					select {
					case b, ok := <-m.q:
						if !ok {
							drained = true
							break
						}
						c.writeFrame(append(append(append([]byte(nil), head...), b...), tail...))
					default:
						drained = true
					}
				}
				c.complete(id)
				return
			}
		}
	}()
}

// frame returns what goes before and after a payload in a data message of
// the connection's protocol.
func (c *wsConnection) frame(id string) (head, tail []byte) {
	t := "data"
	if c.conn.Subprotocol() == graphqltransportwsSubprotocol {
		t = "next"
	}
	q, _ := json.Marshal(id)
	return []byte(`{"id":` + string(q) + `,"type":"` + t + `","payload":`), []byte("}")
}
