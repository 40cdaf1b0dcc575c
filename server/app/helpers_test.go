package app_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"
	"go.uber.org/zap"
	"go.uber.org/zap/zaptest/observer"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/app"
	"github.com/casefront/casefront/server/config"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/rest/apicheck"
)

// testSecret is fixed so tokens can be minted and checked across instances.
const testSecret = "integration-test-secret-0123456789abcdef"

// testServer is one app.New behind a real HTTP listener.
type testServer struct {
	URL    string
	App    *app.App
	client *http.Client
	logs   *observer.ObservedLogs
}

// startServer builds the config from env (plus BASE_URL, JWT_SECRET and a
// fresh SQLite database unless given) and serves app.New over HTTP.
func startServer(t testing.TB, env map[string]string) *testServer {
	t.Helper()
	// Jobs are picked up within 50 ms instead of River's second.
	// Every REST answer is checked against docs/openapi.json (apicheck).
	vars := map[string]string{"JWT_SECRET": testSecret, "JOBS_POLL": "50ms", "OPENAPI_CHECK": "1",
		"VAPID_PUBLIC_KEY": testVAPIDPublic, "VAPID_PRIVATE_KEY": testVAPIDPrivate}
	if _, ok := env["DATABASE_URL"]; !ok {
		vars["DATABASE_URL"] = testenv.SQLiteURL(t)
	}
	maps.Copy(vars, env)
	// A fresh test database starts as a copy of the migrated template;
	// app.New's migrations then find nothing to do.
	testdb.FillApp(t, vars["DATABASE_URL"])

	// BASE_URL must name the real listener (it goes into OpenID return_to),
	// so the listener exists before the config and the handler after it.
	srv := httptest.NewUnstartedServer(nil)
	base := "http://" + srv.Listener.Addr().String()
	vars["BASE_URL"] = base
	if b, ok := env["BASE_URL"]; ok { // a public origin, for production behaviour
		vars["BASE_URL"] = b
	}
	cfg, err := config.Load(func(k string) (string, bool) { v, ok := vars[k]; return v, ok })
	if err != nil {
		srv.Listener.Close()
		t.Fatalf("config: %v", err)
	}
	core, logs := observer.New(zap.WarnLevel)
	a, err := app.New(context.Background(), cfg, zap.New(core))
	if err != nil {
		srv.Listener.Close()
		t.Fatalf("app.New: %v", err)
	}
	t.Cleanup(func() { _ = a.Close() })
	// Wins reach the feed at once here; the spin delay has its own tests.
	a.Cases.Schedule = publishNow{}
	srv.Config.Handler = a.Handler
	srv.Start()
	t.Cleanup(srv.Close)
	t.Cleanup(func() {
		// A response its description does not allow fails the test that got it.
		for _, e := range logs.FilterMessage(apicheck.LogMessage).All() {
			t.Errorf("%s: %v", e.Message, e.ContextMap()["error"])
		}
	})
	t.Cleanup(func() {
		if t.Failed() { // server-side warnings explain most failures
			for _, e := range logs.All() {
				t.Logf("server log: %s %s %v", e.Level, e.Message, e.ContextMap())
			}
		}
	})

	c := *srv.Client()
	c.Timeout = 15 * time.Second
	// Sign-in steps are redirects whose Location is what we assert on.
	c.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	// Like a browser, keep cookies (sign-in is bound to the browser by one).
	c.Jar, _ = cookiejar.New(nil)
	return &testServer{URL: base, App: a, client: &c, logs: logs}
}

// otherBrowser is the same server seen from another browser: its own cookies.
func (s *testServer) otherBrowser() *testServer {
	c := *s.client
	c.Jar, _ = cookiejar.New(nil)
	o := *s
	o.client = &c
	return &o
}

// publishNow runs the feed's delayed publishes immediately.
type publishNow struct{}

func (publishNow) AfterFunc(_ time.Duration, f func()) { f() }

// noErrorLogs fails when the server logged an error: client mistakes must be
// answered, not treated as internal failures.
func (s *testServer) noErrorLogs(t *testing.T) {
	t.Helper()
	s.noErrorLogsSince(t, 0)
}

// noErrorLogsSince is noErrorLogs for what was logged after the first mark
// entries (a server shared by several inputs).
func (s *testServer) noErrorLogsSince(t *testing.T, mark int) {
	t.Helper()
	for _, e := range s.logs.All()[mark:] {
		if e.Level >= zap.ErrorLevel {
			t.Errorf("server logged an error: %s %v", e.Message, e.ContextMap())
		}
	}
}

// catalogServer is a server with the small test catalogue ("test-case" at
// $10.00, disabled "off-case").
func catalogServer(t testing.TB, env map[string]string) *testServer {
	t.Helper()
	s := startServer(t, env)
	testdb.WithCatalog(t, s.App.DB)
	return s
}

// player creates a player holding cents and a token for it.
func (s *testServer) player(t testing.TB, cents int64) (*ent.User, string) {
	t.Helper()
	u := testdb.Player(t, s.App.DB, cents)
	tok, err := s.App.Tokens.Issue(u.ID)
	if err != nil {
		t.Fatal(err)
	}
	return u, tok
}

// result is a buffered HTTP response.
type result struct {
	Status int
	Header http.Header
	Body   []byte
}

func (r result) String() string { return fmt.Sprintf("HTTP %d %s", r.Status, r.Body) }

// do sends a request; hdr is alternating header names and values.
func (s *testServer) do(t *testing.T, method, path, token, ctype string, body io.Reader, hdr ...string) result {
	t.Helper()
	target := path
	if strings.HasPrefix(path, "/") {
		target = s.URL + path
	}
	req, err := http.NewRequest(method, target, body)
	if err != nil {
		t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	resp, err := s.client.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("%s %s: read body: %v", method, path, err)
	}
	return result{Status: resp.StatusCode, Header: resp.Header, Body: b}
}

func (s *testServer) get(t *testing.T, path, token string) result {
	t.Helper()
	return s.do(t, http.MethodGet, path, token, "", nil)
}

// postJSON sends v as JSON; a string is sent verbatim (for malformed bodies).
func (s *testServer) postJSON(t *testing.T, path, token string, v any) result {
	t.Helper()
	var b []byte
	if raw, ok := v.(string); ok {
		b = []byte(raw)
	} else {
		var err error
		if b, err = json.Marshal(v); err != nil {
			t.Fatal(err)
		}
	}
	return s.do(t, http.MethodPost, path, token, "application/json", bytes.NewReader(b))
}

func (s *testServer) postForm(t *testing.T, path, token string, f url.Values) result {
	t.Helper()
	return s.do(t, http.MethodPost, path, token, "application/x-www-form-urlencoded", strings.NewReader(f.Encode()))
}

// decodeAs checks the status and JSON content type, then decodes the body
// strictly enough to catch shape changes (numbers stay json.Number).
func decodeAs[T any](t *testing.T, r result, wantStatus int) T {
	t.Helper()
	var v T
	if r.Status != wantStatus {
		t.Fatalf("want HTTP %d, got %s", wantStatus, r)
	}
	if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Fatalf("Content-Type %q, want JSON; body %s", ct, r.Body)
	}
	dec := json.NewDecoder(bytes.NewReader(r.Body))
	dec.UseNumber()
	if err := dec.Decode(&v); err != nil {
		t.Fatalf("decode %T: %v; body %s", v, err, r.Body)
	}
	return v
}

// apiError is the REST refusal shape {error, message}.
type apiError struct {
	Error   string `json:"error"`
	Message string `json:"message"`
}

// wantAPIError asserts a REST refusal's status and api.* key.
func wantAPIError(t *testing.T, r result, status int, key string) {
	t.Helper()
	e := decodeAs[apiError](t, r, status)
	if e.Error != key {
		t.Fatalf("error %q, want %q (%s)", e.Error, key, r)
	}
	if e.Message == "" {
		t.Fatalf("refusal without a message: %s", r)
	}
}

// cents parses a money value with exactly two decimals ("12.34" or 12.34).
func cents(t *testing.T, v any) int64 {
	t.Helper()
	s := fmt.Sprint(v)
	whole, frac, ok := strings.Cut(s, ".")
	if !ok || len(frac) != 2 {
		t.Fatalf("money %q does not have exactly two decimals", s)
	}
	neg := strings.HasPrefix(whole, "-")
	w, err1 := strconv.ParseInt(strings.TrimPrefix(whole, "-"), 10, 64)
	f, err2 := strconv.ParseInt(frac, 10, 64)
	if err1 != nil || err2 != nil {
		t.Fatalf("money %q is not a number", s)
	}
	n := w*100 + f
	if neg {
		n = -n
	}
	return n
}

// meView is the part of GET /api/user/me the tests read.
type meView struct {
	Data struct {
		ID       int         `json:"id"`
		Nickname string      `json:"nickname"`
		Avatar   string      `json:"avatar"`
		Balance  json.Number `json:"balance"`
	} `json:"data"`
}

func (s *testServer) me(t *testing.T, token string) meView {
	t.Helper()
	return decodeAs[meView](t, s.get(t, "/api/user/me", token), http.StatusOK)
}

func (s *testServer) balance(t *testing.T, token string) int64 {
	t.Helper()
	return cents(t, s.me(t, token).Data.Balance)
}

// restDrop is the spec 7 drop shape, as far as the tests read it.
type restDrop struct {
	ID             int         `json:"id"`
	State          string      `json:"state"`
	Price          json.Number `json:"price"`
	MarketHashName string      `json:"market_hash_name"`
	CaseID         *int        `json:"case_id"`
	CaseAlias      string      `json:"case_alias"`
	Nonce          int64       `json:"nonce"`
	Ticket         int64       `json:"ticket"`
	Item           struct {
		MarketHashName string `json:"market_hash_name"`
	} `json:"item"`
}

type dropPage struct {
	Data []restDrop `json:"data"`
	Meta struct {
		Total int `json:"total"`
	} `json:"meta"`
}

// dropCount is how many drops the player has ever won.
func (s *testServer) dropCount(t *testing.T, token string) int {
	t.Helper()
	return decodeAs[dropPage](t, s.get(t, "/api/user/me/drop?page=1", token), http.StatusOK).Meta.Total
}

// openResult is the data of POST /case/open.
type openResult struct {
	Data struct {
		Drops   []restDrop  `json:"drops"`
		Cost    json.Number `json:"cost"`
		Balance json.Number `json:"balance"`
		Fair    struct {
			ServerSeedHash string `json:"server_seed_hash"`
			Nonce          int64  `json:"nonce"`
		} `json:"fair"`
	} `json:"data"`
}

// --- GraphQL over HTTP ---

type gqlError struct {
	Message    string         `json:"message"`
	Path       []any          `json:"path"`
	Extensions map[string]any `json:"extensions"`
}

type gqlResponse struct {
	Data   json.RawMessage `json:"data"`
	Errors []gqlError      `json:"errors"`
	status int
	raw    []byte
}

func (s *testServer) graphql(t *testing.T, token, query string, vars map[string]any) gqlResponse {
	t.Helper()
	r := s.postJSON(t, "/graphql", token, map[string]any{"query": query, "variables": vars})
	if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") && !strings.HasPrefix(ct, "application/graphql-response+json") {
		t.Fatalf("graphql: Content-Type %q: %s", ct, r)
	}
	var g gqlResponse
	if err := json.Unmarshal(r.Body, &g); err != nil {
		t.Fatalf("graphql: %v: %s", err, r)
	}
	g.raw, g.status = r.Body, r.Status
	return g
}

// into decodes data after asserting there were no errors.
func (g gqlResponse) into(t *testing.T, v any) {
	t.Helper()
	if len(g.Errors) > 0 {
		t.Fatalf("graphql errors: %s", g.raw)
	}
	if err := json.Unmarshal(g.Data, v); err != nil {
		t.Fatalf("graphql data: %v: %s", err, g.raw)
	}
}

// code is the first error's extensions.code.
func (g gqlResponse) code(t *testing.T) string {
	t.Helper()
	if len(g.Errors) == 0 {
		t.Fatalf("want a graphql error, got %s", g.raw)
	}
	c, _ := g.Errors[0].Extensions["code"].(string)
	return c
}

// --- GraphQL over websocket ---

type wsMessage struct {
	ID      string          `json:"id,omitempty"`
	Type    string          `json:"type"`
	Payload json.RawMessage `json:"payload,omitempty"`
}

// wsClient speaks graphql-transport-ws (or the legacy graphql-ws). A
// goroutine pumps frames into msgs, because a Read cut short by its context
// closes the connection.
type wsClient struct {
	t        *testing.T
	protocol string
	conn     *websocket.Conn
	msgs     chan wsMessage
	closed   chan struct{}
	once     sync.Once
	status   atomic.Int32 // the server's close code once the connection ended
}

// dialWS opens /graphql with the subprotocol and sends connection_init
// carrying the token (if any). It does not wait for the ack.
func dialWS(t *testing.T, s *testServer, protocol, token string) *wsClient {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(s.URL, "http")+"/graphql",
		&websocket.DialOptions{Subprotocols: []string{protocol}})
	if err != nil {
		t.Fatalf("dial %s: %v", protocol, err)
	}
	if conn.Subprotocol() != protocol {
		t.Fatalf("negotiated subprotocol %q, want %q", conn.Subprotocol(), protocol)
	}
	c := &wsClient{t: t, protocol: protocol, conn: conn, msgs: make(chan wsMessage, 256), closed: make(chan struct{})}
	go c.pump()
	t.Cleanup(c.Close)
	payload := map[string]any{}
	if token != "" {
		payload["Authorization"] = "Bearer " + token
	}
	c.send(wsMessage{Type: "connection_init", Payload: mustJSON(t, payload)})
	return c
}

// connectWS dials and waits for connection_ack.
func connectWS(t *testing.T, s *testServer, protocol, token string) *wsClient {
	t.Helper()
	c := dialWS(t, s, protocol, token)
	m, ok := c.next(5 * time.Second)
	if !ok || m.Type != "connection_ack" {
		t.Fatalf("want connection_ack, got %+v (open=%v)", m, ok)
	}
	return c
}

func (c *wsClient) pump() {
	defer close(c.msgs)
	for {
		_, b, err := c.conn.Read(context.Background())
		if err != nil {
			c.status.Store(int32(websocket.CloseStatus(err)))
			return
		}
		var m wsMessage
		if json.Unmarshal(b, &m) != nil {
			continue
		}
		switch m.Type {
		case "ping": // graphql-transport-ws keep-alive
			_ = c.write(wsMessage{Type: "pong"})
			continue
		case "ka", "pong": // legacy keep-alive
			continue
		}
		select {
		case c.msgs <- m:
		case <-c.closed:
			return
		}
	}
}

func (c *wsClient) write(m wsMessage) error {
	b, _ := json.Marshal(m)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return c.conn.Write(ctx, websocket.MessageText, b)
}

func (c *wsClient) send(m wsMessage) {
	c.t.Helper()
	if err := c.write(m); err != nil {
		c.t.Fatalf("websocket write: %v", err)
	}
}

// subscribe starts an operation under id.
func (c *wsClient) subscribe(id, query string) {
	c.t.Helper()
	typ := "subscribe"
	if c.protocol == "graphql-ws" {
		typ = "start"
	}
	c.send(wsMessage{ID: id, Type: typ, Payload: mustJSON(c.t, map[string]any{"query": query})})
}

// next returns the next message, or ok=false on timeout or a closed connection.
func (c *wsClient) next(timeout time.Duration) (wsMessage, bool) {
	select {
	case m, ok := <-c.msgs:
		return m, ok
	case <-time.After(timeout):
		return wsMessage{}, false
	}
}

// nextData waits for the next data message of operation id and decodes its
// payload.data into v. Errors on the operation fail the test.
func (c *wsClient) nextData(id string, timeout time.Duration, v any) bool {
	c.t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		left := time.Until(deadline)
		if left <= 0 {
			return false
		}
		m, ok := c.next(left)
		if !ok {
			return false
		}
		if m.ID != id {
			continue
		}
		switch m.Type {
		case "next", "data":
			var p struct {
				Data   json.RawMessage `json:"data"`
				Errors []gqlError      `json:"errors"`
			}
			if err := json.Unmarshal(m.Payload, &p); err != nil || len(p.Errors) > 0 {
				c.t.Fatalf("subscription %s: %s", id, m.Payload)
			}
			if err := json.Unmarshal(p.Data, v); err != nil {
				c.t.Fatalf("subscription %s data: %v: %s", id, err, m.Payload)
			}
			return true
		case "error", "complete":
			c.t.Fatalf("subscription %s ended: %s %s", id, m.Type, m.Payload)
		}
	}
}

func (c *wsClient) Close() {
	c.once.Do(func() {
		close(c.closed)
		_ = c.conn.Close(websocket.StatusNormalClosure, "")
	})
}

func mustJSON(t *testing.T, v any) json.RawMessage {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// subscribed waits until the server's bus has a subscription to topic: a
// subscription's resolver registers it after the subscribe message is read.
func (s *testServer) subscribed(t *testing.T, topic string) {
	t.Helper()
	bus, ok := s.App.Bus.(interface{ Subscribers(topic string) int })
	if !ok {
		t.Fatalf("the bus (%T) does not tell its subscribers", s.App.Bus)
	}
	if !eventually(5*time.Second, func() bool { return bus.Subscribers(topic) > 0 }) {
		t.Fatalf("nothing subscribed to %s", topic)
	}
}

// eventually polls cond until it holds or the timeout passes.
func eventually(timeout time.Duration, cond func() bool) bool {
	deadline := time.Now().Add(timeout)
	for {
		if cond() {
			return true
		}
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(50 * time.Millisecond)
	}
}
