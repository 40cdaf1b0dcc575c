// Package ws serves GraphQL over websockets (graphql-transport-ws and the
// legacy graphql-ws protocol). It follows gqlgen's websocket transport
// (MIT licence) and adds what a public socket needs: bounded frames before
// and after connection_init, an init deadline (4408), refused inits and
// revoked authority closed with 4403, a cap on subscriptions per
// connection, an admission hook (connections per client address) and
// protocol-independent keep-alive pings with a pong deadline. Subscriptions
// whose events are the same for every viewer can share one execution
// (shared.go), and an idle socket costs no goroutine beyond its reader and
// one per running operation that is not shared.
package ws

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gorilla/websocket"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
)

// Close codes of graphql-transport-ws, used for both protocols.
const (
	CloseForbidden   = 4403 // init refused, or the connection's authority ended
	CloseInitTimeout = 4408 // no connection_init in time
	CloseDuplicateID = 4409 // a subscription id already in use
	CloseTooManyInit = 4429 // a second connection_init
)

// ErrForbidden, as the cause of the connection context's cancellation,
// closes the socket with CloseForbidden.
var ErrForbidden = errors.New("ws: forbidden")

// Limits bound one connection. Zero fields take the defaults.
type Limits struct {
	InitTimeout          time.Duration // connection_init must arrive within (10 s)
	MaxMessageBeforeInit int64         // bytes per message until acknowledged (4 KiB)
	MaxMessage           int64         // bytes per message afterwards (64 KiB)
	MaxSubscriptions     int           // operations running at once (20)
	PingInterval         time.Duration // websocket ping period (20 s)
	PongWait             time.Duration // how long a ping may go unanswered (10 s)
	WriteTimeout         time.Duration // how long one message may take to write (10 s)
}

func (l Limits) withDefaults() Limits {
	def := func(v *time.Duration, d time.Duration) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&l.InitTimeout, 10*time.Second)
	def(&l.PingInterval, 20*time.Second)
	def(&l.PongWait, 10*time.Second)
	def(&l.WriteTimeout, 10*time.Second)
	if l.MaxMessageBeforeInit <= 0 {
		l.MaxMessageBeforeInit = 4 << 10
	}
	if l.MaxMessage <= 0 {
		l.MaxMessage = 64 << 10
	}
	if l.MaxSubscriptions <= 0 {
		l.MaxSubscriptions = 20
	}
	return l
}

type (
	Websocket struct {
		Upgrader websocket.Upgrader
		// InitFunc accepts or refuses connection_init; an error closes 4403.
		// The returned context lives as long as the connection: cancelling it
		// with cause ErrForbidden closes the socket with 4403.
		InitFunc  WebsocketInitFunc
		ErrorFunc WebsocketErrorFunc
		CloseFunc WebsocketCloseFunc
		// Admit runs before the upgrade; false answers 429 without one.
		// release is called when the connection ends.
		Admit func(r *http.Request) (release func(), ok bool)
		// KeepAlivePingInterval sends the legacy protocol's "ka" messages.
		KeepAlivePingInterval time.Duration
		Limits                Limits
		// Shared, when set, runs eligible subscriptions once for all their
		// subscribers (see Shared).
		Shared *Shared

		didInjectSubprotocols bool
	}
	wsConnection struct {
		Websocket
		ctx     context.Context
		conn    *websocket.Conn
		me      messageExchanger
		active  map[string]*operation
		mu      sync.Mutex // one writer at a time; guards active
		exec    graphql.GraphExecutor
		closed  atomic.Bool // not under mu: close must not wait for a stuck write
		headers http.Header

		initPayload InitPayload
	}

	WebsocketInitFunc  func(ctx context.Context, initPayload InitPayload) (context.Context, *InitPayload, error)
	WebsocketErrorFunc func(ctx context.Context, err error)

	// Callback called when websocket is closed.
	WebsocketCloseFunc func(ctx context.Context, closeCode int)
)

type WebsocketError struct {
	Err error

	// IsReadError flags whether the error occurred on read or write to the websocket
	IsReadError bool
}

func (e WebsocketError) Error() string {
	if e.IsReadError {
		return fmt.Sprintf("websocket read: %v", e.Err)
	}
	return fmt.Sprintf("websocket write: %v", e.Err)
}

var (
	_ graphql.Transport = Websocket{}
	_ error             = WebsocketError{}
)

func (t Websocket) Supports(r *http.Request) bool {
	return r.Header.Get("Upgrade") != ""
}

func (t Websocket) Do(w http.ResponseWriter, r *http.Request, exec graphql.GraphExecutor) {
	t.injectGraphQLWSSubprotocols()
	t.Limits = t.Limits.withDefaults()
	release := func() {}
	if t.Admit != nil {
		rel, ok := t.Admit(r)
		if !ok {
			sendError(w, http.StatusTooManyRequests, "too many connections from this address", "api.rate_limited")
			return
		}
		release = rel
	}
	ws, err := t.Upgrader.Upgrade(w, r, http.Header{})
	if err != nil {
		release()
		return // the upgrader answered the request already
	}
	ws.SetReadLimit(t.Limits.MaxMessageBeforeInit)

	var me messageExchanger
	switch ws.Subprotocol() {
	default:
		msg := websocket.FormatCloseMessage(websocket.CloseProtocolError, fmt.Sprintf("unsupported negotiated subprotocol %s", ws.Subprotocol()))
		_ = ws.WriteMessage(websocket.CloseMessage, msg)
		_ = ws.Close()
		release()
		return
	case graphqlwsSubprotocol, "":
		// clients are required to send a subprotocol, to be backward compatible with the previous implementation we select
		// "graphql-ws" by default
		me = graphqlwsMessageExchanger{c: ws}
	case graphqltransportwsSubprotocol:
		me = graphqltransportwsMessageExchanger{c: ws}
	}

	// The request's context ends when the handler returns, below; the
	// connection's keeps its values and ends with the connection.
	ctx, cancel := context.WithCancel(context.WithoutCancel(r.Context()))
	conn := wsConnection{
		active:    map[string]*operation{},
		conn:      ws,
		ctx:       context.WithValue(ctx, requestKey{}, r),
		exec:      exec,
		me:        me,
		headers:   r.Header,
		Websocket: t,
	}

	// The socket is served from its own goroutine and the handler returns:
	// an idle socket then does not keep the HTTP server's goroutine, its
	// deep stack of middleware frames and the request's state (about half
	// of what an idle socket cost).
	go func() {
		defer release()
		defer cancel()
		defer func() {
			// Outside the handler net/http no longer recovers for us.
			if r := recover(); r != nil {
				conn.handlePossibleError(fmt.Errorf("panic: %v", r), false)
				_ = ws.Close()
			}
		}()
		if !conn.init() {
			return
		}
		conn.run()
	}()
}

type requestKey struct{}

// Request is the upgrade request of the connection a context belongs to
// (nil outside one).
func Request(ctx context.Context) *http.Request {
	r, _ := ctx.Value(requestKey{}).(*http.Request)
	return r
}

func sendError(w http.ResponseWriter, status int, msg, code string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]any{"errors": []any{map[string]any{"message": msg, "extensions": map[string]any{"code": code}}}})
}

func (c *wsConnection) handlePossibleError(err error, isReadError bool) {
	if c.ErrorFunc != nil && err != nil {
		c.ErrorFunc(c.ctx, WebsocketError{
			Err:         err,
			IsReadError: isReadError,
		})
	}
}

func (c *wsConnection) init() bool {
	_ = c.conn.SetReadDeadline(time.Now().Add(c.Limits.InitTimeout))
	m, err := c.me.NextMessage()
	if err != nil {
		var ne net.Error
		switch {
		case errors.As(err, &ne) && ne.Timeout():
			c.close(CloseInitTimeout, "Connection initialisation timeout")
		case errors.Is(err, websocket.ErrReadLimit):
			c.close(websocket.CloseMessageTooBig, "message too big")
		case err == errInvalidMsg:
			c.sendConnectionError("invalid json")
			c.close(websocket.CloseProtocolError, "decoding error")
		default:
			c.close(websocket.CloseProtocolError, "decoding error")
		}
		return false
	}

	switch m.t {
	case initMessageType:
		if len(m.payload) > 0 {
			c.initPayload = make(InitPayload)
			err := json.Unmarshal(m.payload, &c.initPayload)
			if err != nil {
				c.close(websocket.CloseProtocolError, "invalid connection_init payload")
				return false
			}
		}

		var initAckPayload *InitPayload
		if c.InitFunc != nil {
			var ctx context.Context
			ctx, initAckPayload, err = c.InitFunc(c.ctx, c.initPayload)
			if err != nil {
				c.sendConnectionError("%s", err.Error())
				c.close(CloseForbidden, "Forbidden")
				return false
			}
			c.ctx = ctx
		}

		if initAckPayload != nil {
			initJsonAckPayload, err := json.Marshal(*initAckPayload)
			if err != nil {
				panic(err)
			}
			c.write(&message{t: connectionAckMessageType, payload: initJsonAckPayload})
		} else {
			c.write(&message{t: connectionAckMessageType})
		}
		c.write(&message{t: keepAliveMessageType})
	case connectionCloseMessageType:
		c.close(websocket.CloseNormalClosure, "terminated")
		return false
	default:
		c.sendConnectionError("unexpected message %s", m.t)
		c.close(websocket.CloseProtocolError, "unexpected message")
		return false
	}

	c.conn.SetReadLimit(c.Limits.MaxMessage)
	return true
}

func (c *wsConnection) write(msg *message) {
	c.mu.Lock()
	_ = c.conn.SetWriteDeadline(time.Now().Add(c.Limits.WriteTimeout))
	err := c.me.Send(msg)
	c.mu.Unlock()
	c.writeDone(err)
}

// writeFrames sends complete websocket messages, header included, in one
// system call. They bypass gorilla's writer: c.mu orders them with the
// other data messages, and the socket's own write lock keeps gorilla's
// control frames (pings, close), each a single write, from interleaving.
func (c *wsConnection) writeFrames(frames [][]byte) {
	c.mu.Lock()
	nc := c.conn.UnderlyingConn()
	_ = nc.SetWriteDeadline(time.Now().Add(c.Limits.WriteTimeout))
	var err error
	if len(frames) == 1 {
		_, err = nc.Write(frames[0])
	} else {
		bufs := net.Buffers(frames)
		_, err = bufs.WriteTo(nc)
	}
	c.mu.Unlock()
	c.writeDone(err)
}

// writeDone drops the socket after a failed write: the peer stopped
// reading (the deadline passed) or is gone, and gorilla refuses every
// later write anyway. The reader then fails and closes the connection.
func (c *wsConnection) writeDone(err error) {
	if err == nil {
		return
	}
	if !c.closed.Load() {
		c.handlePossibleError(err, false)
	}
	_ = c.conn.Close()
}

// alive pushes the read deadline out: any message or pong proves the peer
// is there.
func (c *wsConnection) alive() {
	_ = c.conn.SetReadDeadline(time.Now().Add(c.Limits.PingInterval + c.Limits.PongWait))
}

func (c *wsConnection) run() {
	// We create a cancellation that will shutdown the keep-alive when we leave
	// this function.
	ctx, cancel := context.WithCancel(c.ctx)
	defer func() {
		cancel()
	}()

	// Websocket-level pings work for both protocols (browsers answer them
	// by themselves); a peer that answers neither a ping nor sends anything
	// within PingInterval+PongWait is dropped.
	c.alive()
	c.conn.SetPongHandler(func(string) error { c.alive(); return nil })
	every(ctx, c.Limits.PingInterval, func() bool {
		return c.conn.WriteControl(websocket.PingMessage, nil, time.Now().Add(c.Limits.PongWait)) == nil
	})

	// If we're running in graphql-ws mode, create a timer that will trigger a
	// keep alive message every interval
	if (c.conn.Subprotocol() == "" || c.conn.Subprotocol() == graphqlwsSubprotocol) && c.KeepAlivePingInterval != 0 {
		every(ctx, c.KeepAlivePingInterval, func() bool {
			c.write(&message{t: keepAliveMessageType})
			return true
		})
	}

	// Close the connection when the context is cancelled.
	// Will optionally send a "close reason" that is retrieved from the context.
	context.AfterFunc(ctx, func() { c.closeOnCancel(ctx) })

	for {
		start := graphql.Now()
		m, err := c.me.NextMessage()
		if err != nil {
			if errors.Is(err, websocket.ErrReadLimit) {
				c.close(websocket.CloseMessageTooBig, "message too big")
				return
			}
			// If the connection got closed by us, don't report the error
			if !errors.Is(err, net.ErrClosed) {
				c.handlePossibleError(err, true)
			}
			c.close(websocket.CloseGoingAway, "")
			return
		}
		c.alive()

		switch m.t {
		case startMessageType:
			if !c.subscribe(start, &m) {
				return
			}
		case stopMessageType:
			// The id is free at once: a client may subscribe with it again
			// right away (ours derive ids from the operation).
			c.mu.Lock()
			op := c.active[m.id]
			delete(c.active, m.id)
			c.mu.Unlock()
			if op != nil {
				op.stopped.Store(true)
				op.cancel()
			}
		case connectionCloseMessageType:
			c.close(websocket.CloseNormalClosure, "terminated")
			return
		case initMessageType:
			c.close(CloseTooManyInit, "Too many initialisation requests")
			return
		case pingMessageType:
			c.write(&message{t: pongMessageType, payload: m.payload})
		case pongMessageType:
		default:
			c.sendConnectionError("unexpected message %s", m.t)
			c.close(websocket.CloseProtocolError, "unexpected message")
			return
		}
	}
}

// every runs f each period from a timer until ctx is done or f fails:
// an idle connection then costs no goroutine for its pings.
func every(ctx context.Context, period time.Duration, f func() bool) {
	var mu sync.Mutex
	var t *time.Timer
	mu.Lock()
	defer mu.Unlock()
	t = time.AfterFunc(period, func() {
		if ctx.Err() != nil || !f() {
			return
		}
		mu.Lock()
		t.Reset(period)
		mu.Unlock()
	})
	context.AfterFunc(ctx, func() {
		mu.Lock()
		t.Stop()
		mu.Unlock()
	})
}

func (c *wsConnection) closeOnCancel(ctx context.Context) {
	<-ctx.Done()

	if errors.Is(context.Cause(ctx), ErrForbidden) {
		c.sendConnectionError("forbidden")
		c.close(CloseForbidden, "Forbidden")
		return
	}
	if r := closeReasonForContext(ctx); r != "" {
		c.sendConnectionError("%s", r)
	}
	c.close(websocket.CloseNormalClosure, "terminated")
}

// subscribe starts an operation; false when the connection was closed.
func (c *wsConnection) subscribe(start time.Time, msg *message) bool {
	if context.Cause(c.ctx) != nil {
		return false // closeOnCancel is closing the socket
	}
	c.mu.Lock()
	_, dup := c.active[msg.id]
	full := len(c.active) >= c.Limits.MaxSubscriptions
	c.mu.Unlock()
	if dup {
		c.close(CloseDuplicateID, fmt.Sprintf("Subscriber for %s already exists", msg.id))
		return false
	}
	if full {
		c.sendError(msg.id, &gqlerror.Error{
			Message:    fmt.Sprintf("at most %d operations at once on one connection", c.Limits.MaxSubscriptions),
			Extensions: map[string]any{"code": "api.rate_limited"},
		})
		return true
	}

	ctx := graphql.StartOperationTrace(c.ctx)
	var params *graphql.RawParams
	if err := jsonDecode(bytes.NewReader(msg.payload), &params); err != nil || params == nil {
		c.sendError(msg.id, &gqlerror.Error{Message: "invalid json", Extensions: map[string]any{"code": "api.validation"}})
		return true
	}

	params.ReadTime = graphql.TraceTiming{
		Start: start,
		End:   graphql.Now(),
	}

	params.Headers = c.headers

	rc, err := c.exec.CreateOperationContext(ctx, params)
	if err != nil {
		resp := c.exec.DispatchError(graphql.WithOperationContext(ctx, rc), err)
		switch errcode.GetErrorKind(err) {
		case errcode.KindProtocol:
			c.sendError(msg.id, resp.Errors...)
		default:
			c.sendResponse(msg.id, &graphql.Response{Errors: err})
		}

		c.complete(msg.id)
		return true
	}

	ctx = graphql.WithOperationContext(ctx, rc)

	if c.initPayload != nil {
		ctx = withInitPayload(ctx, c.initPayload)
	}

	ctx, cancel := context.WithCancel(ctx)
	op := &operation{cancel: cancel}
	c.mu.Lock()
	c.active[msg.id] = op
	c.mu.Unlock()

	if c.Shared != nil && rc.Operation != nil && rc.Operation.Operation == ast.Subscription {
		if queue := c.Shared.Eligible(rc); queue > 0 {
			if key, ok := sharedKey(rc); ok {
				c.subscribeShared(ctx, msg.id, rc, key, queue, op)
				return true
			}
		}
	}

	go func() {
		ctx = withSubscriptionErrorContext(ctx)
		defer func() {
			if r := recover(); r != nil {
				err := rc.Recover(ctx, r)
				var gqlerr *gqlerror.Error
				if !errors.As(err, &gqlerr) {
					gqlerr = &gqlerror.Error{}
					if err != nil {
						gqlerr.Message = err.Error()
					}
				}
				c.sendError(msg.id, gqlerr)
			}
			if errs := getSubscriptionError(ctx); len(errs) != 0 {
				c.sendError(msg.id, errs...)
			} else {
				c.completeOp(msg.id, op)
			}
			c.release(msg.id, op)
		}()

		responses, ctx := c.exec.DispatchOperation(ctx, rc)
		for {
			response := responses(ctx)
			if response == nil {
				break
			}

			c.sendResponse(msg.id, response)
		}

		// complete and context cancel comes from the defer
	}()
	return true
}

func (c *wsConnection) sendResponse(id string, response *graphql.Response) {
	b, err := json.Marshal(response)
	if err != nil {
		panic(err)
	}
	c.write(&message{
		payload: b,
		id:      id,
		t:       dataMessageType,
	})
}

func (c *wsConnection) complete(id string) {
	c.write(&message{id: id, t: completeMessageType})
}

// operation is a running operation of the connection.
type operation struct {
	cancel context.CancelFunc
	// stopped when the client completed it. graphql-transport-ws then
	// wants nothing more about it: a complete would end the client's next
	// subscription with the same id.
	stopped atomic.Bool
}

// completeOp tells the client that op ended, unless it asked for that.
func (c *wsConnection) completeOp(id string, op *operation) {
	if op.stopped.Load() && c.conn.Subprotocol() == graphqltransportwsSubprotocol {
		return
	}
	c.complete(id)
}

// release forgets op, unless its id already names a newer operation, and
// cancels it.
func (c *wsConnection) release(id string, op *operation) {
	c.mu.Lock()
	if c.active[id] == op {
		delete(c.active, id)
	}
	c.mu.Unlock()
	op.cancel()
}

func (c *wsConnection) sendError(id string, errors ...*gqlerror.Error) {
	errs := make([]error, len(errors))
	for i, err := range errors {
		errs[i] = err
	}
	b, err := json.Marshal(errs)
	if err != nil {
		panic(err)
	}
	c.write(&message{t: errorMessageType, id: id, payload: b})
}

func (c *wsConnection) sendConnectionError(format string, args ...any) {
	b, err := json.Marshal(&gqlerror.Error{Message: fmt.Sprintf(format, args...)})
	if err != nil {
		panic(err)
	}

	c.write(&message{t: connectionErrorMessageType, payload: b})
}

// close ends the connection without waiting for c.mu: a write to a peer
// that stopped reading holds it until its deadline. The close frame waits
// at most a second for such a write; closing the socket ends it.
func (c *wsConnection) close(closeCode int, message string) {
	if !c.closed.CompareAndSwap(false, true) {
		return
	}
	_ = c.conn.WriteControl(websocket.CloseMessage, websocket.FormatCloseMessage(closeCode, message), time.Now().Add(time.Second))
	_ = c.conn.Close()
	c.mu.Lock()
	for _, op := range c.active {
		op.cancel()
	}
	c.mu.Unlock()

	if c.CloseFunc != nil {
		c.CloseFunc(c.ctx, closeCode)
	}
}

func jsonDecode(r io.Reader, val any) error {
	dec := json.NewDecoder(r)
	dec.UseNumber()
	return dec.Decode(val)
}
