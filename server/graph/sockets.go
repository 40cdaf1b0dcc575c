package graph

import (
	"context"
	"net/http"
	"sync"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/server/auth"
	"github.com/casefront/casefront/server/edge"
	"github.com/casefront/casefront/server/graph/ws"
	"github.com/casefront/casefront/server/realtime"
)

// Socket limits.
const (
	// AuthorityCheck is how often the signed-in sockets of an instance are
	// checked against the sign-out list (shared by every instance through
	// the database) and their tokens' expiry: one query per instance per
	// period, whatever the number of sockets. A sign-out heard on the bus
	// ends its sockets at once (hear); this check finds the ones it missed.
	AuthorityCheck = 2 * time.Second
)

// sockets admits websockets per client address and ends the authority of
// signed-in ones whose token was signed out or expired: such a socket is
// closed with 4403, and the client reconnects with a fresh token or as a
// visitor.
type sockets struct {
	revoked func(context.Context, []string) ([]string, error) // the signed-out keys among some (auth)
	log     *zap.Logger
	every   time.Duration
	maxAddr int // sockets per client address; 0 = no cap

	burst *burst

	mu      sync.Mutex
	perAddr map[string]int
	signed  map[*signedSocket]struct{}
	running bool
}

type signedSocket struct {
	jti     string
	expires time.Time
	end     context.CancelCauseFunc
}

func newSockets(revoked func(context.Context, []string) ([]string, error), log *zap.Logger, maxPerAddress int) *sockets {
	return &sockets{revoked: revoked, log: log, every: AuthorityCheck, maxAddr: maxPerAddress, burst: newBurst(),
		perAddr: map[string]int{}, signed: map[*signedSocket]struct{}{}}
}

// admit counts a socket of r's address, refusing one over the cap, and
// counts it in the burst its memory is released after (burst.go).
func (s *sockets) admit(r *http.Request) (func(), bool) {
	addr := edge.LimitIP(r) // the client's limit key (IPv6 by /64), through the trusted proxies
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.maxAddr > 0 && s.perAddr[addr] >= s.maxAddr {
		return nil, false
	}
	s.perAddr[addr]++
	s.burst.opened()
	return func() {
		s.burst.closed()
		s.mu.Lock()
		defer s.mu.Unlock()
		if s.perAddr[addr]--; s.perAddr[addr] <= 0 {
			delete(s.perAddr, addr)
		}
	}, true
}

// watch ties ctx, the socket's lifetime, to the token's authority: the
// returned context is cancelled with ws.ErrForbidden once the token is
// signed out (on any instance) or expires.
func (s *sockets) watch(ctx context.Context, c *auth.Claims) context.Context {
	if c == nil {
		return ctx
	}
	ctx, end := context.WithCancelCause(ctx)
	e := &signedSocket{jti: c.ID, expires: c.ExpiresAt, end: end}
	s.mu.Lock()
	s.signed[e] = struct{}{}
	if !s.running {
		s.running = true
		go s.loop()
	}
	s.mu.Unlock()
	context.AfterFunc(ctx, func() {
		s.mu.Lock()
		delete(s.signed, e)
		s.mu.Unlock()
	})
	return ctx
}

// hear ends a sign-in's sockets as soon as its sign-out is announced on bus
// (auth.SignOutTopic); the periodic check stays for sign-outs it misses.
func (s *sockets) hear(ctx context.Context, bus realtime.Bus) error {
	msgs, cancel, err := bus.Subscribe(ctx, auth.SignOutTopic)
	if err != nil {
		return err
	}
	go func() {
		defer cancel()
		for m := range msgs {
			key := string(m)
			s.mu.Lock()
			for e := range s.signed {
				if e.jti == key {
					e.end(ws.ErrForbidden)
				}
			}
			s.mu.Unlock()
		}
	}()
	return nil
}

// loop runs while signed-in sockets exist.
func (s *sockets) loop() {
	t := time.NewTicker(s.every)
	defer t.Stop()
	for range t.C {
		s.mu.Lock()
		if len(s.signed) == 0 {
			s.running = false
			s.mu.Unlock()
			return
		}
		list := make([]*signedSocket, 0, len(s.signed))
		for e := range s.signed {
			list = append(list, e)
		}
		s.mu.Unlock()
		s.check(list)
	}
}

func (s *sockets) check(list []*signedSocket) {
	now := time.Now()
	byJTI := map[string][]*signedSocket{}
	for _, e := range list {
		if !e.expires.IsZero() && now.After(e.expires) {
			e.end(ws.ErrForbidden)
			continue
		}
		if e.jti != "" {
			byJTI[e.jti] = append(byJTI[e.jti], e)
		}
	}
	if s.revoked == nil || len(byJTI) == 0 { // no sign-out list to ask (tests), or nobody signed in
		return
	}
	jtis := make([]string, 0, len(byJTI))
	for j := range byJTI {
		jtis = append(jtis, j)
	}
	ctx, cancel := context.WithTimeout(context.Background(), s.every)
	defer cancel()
	revoked, err := s.revoked(ctx, jtis)
	if err != nil {
		s.log.Warn("websocket sign-out check", zap.Error(err))
		return
	}
	for _, j := range revoked {
		for _, e := range byJTI[j] {
			e.end(ws.ErrForbidden)
		}
	}
}
