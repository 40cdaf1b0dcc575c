package app_test

import (
	"context"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
)

const liveFeedSubscription = `subscription { liveFeed { drop { id marketHashName nickname price caseAlias } stats { casesOpened } } }`

type feedEvent struct {
	LiveFeed struct {
		Drop struct {
			ID             string
			MarketHashName string
			Nickname       string
			Price          string
			CaseAlias      string
		}
		Stats struct{ CasesOpened int }
	}
}

// awaitOwnWin opens test-case through opener and waits for one of the
// opened drops on the subscription. Events of other drops (other runs
// sharing the bus) are skipped. A subscription becomes active shortly after
// the subscribe message, with no acknowledgement in the protocol, so the
// opening is repeated a few times rather than guessing a delay.
func awaitOwnWin(t *testing.T, ws *wsClient, subID string, opener *testServer, token string) (feedEvent, restDrop) {
	t.Helper()
	opened := map[string]restDrop{}
	for range 8 {
		res := decodeAs[openResult](t, opener.postJSON(t, "/case/open", token, map[string]any{"alias": "test-case"}), http.StatusOK)
		for _, d := range res.Data.Drops {
			opened[strconv.Itoa(d.ID)] = d
		}
		deadline := time.Now().Add(750 * time.Millisecond)
		for time.Now().Before(deadline) {
			var ev feedEvent
			if !ws.nextData(subID, time.Until(deadline), &ev) {
				break
			}
			if d, ok := opened[ev.LiveFeed.Drop.ID]; ok {
				return ev, d
			}
		}
	}
	t.Fatalf("none of the %d opened drops arrived on the live feed", len(opened))
	return feedEvent{}, restDrop{}
}

func checkFeedEvent(t *testing.T, ev feedEvent, d restDrop, nickname string) {
	t.Helper()
	got := ev.LiveFeed
	if got.Drop.MarketHashName != d.MarketHashName || got.Drop.Nickname != nickname ||
		cents(t, got.Drop.Price) != cents(t, d.Price) || got.Drop.CaseAlias != "test-case" {
		t.Fatalf("feed drop %+v, want %s by %s at %s", got.Drop, d.MarketHashName, nickname, d.Price)
	}
	if got.Stats.CasesOpened < 1 {
		t.Fatalf("feed stats %+v count no opening", got.Stats)
	}
}

func TestLiveFeedSubscription(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	u, tok := s.player(t, 100000)

	ws := connectWS(t, s, "graphql-transport-ws", tok)
	ws.subscribe("feed", liveFeedSubscription)
	ev, d := awaitOwnWin(t, ws, "feed", s, tok)
	checkFeedEvent(t, ev, d, u.Nickname)
}

func TestOnlineCount(t *testing.T) {
	t.Parallel()
	s := startServer(t, nil)
	count := func() int {
		var v struct{ OnlineCount int }
		s.graphql(t, "", `{ onlineCount }`, nil).into(t, &v)
		return v.OnlineCount
	}
	if n := count(); n != 0 {
		t.Fatalf("onlineCount %d with nobody connected", n)
	}

	ws := connectWS(t, s, "graphql-transport-ws", "") // anonymous visitors count too
	if n := count(); n != 1 {
		t.Fatalf("onlineCount %d with one websocket, want 1", n)
	}
	ws.subscribe("online", `subscription { onlineCount }`)
	var v struct{ OnlineCount int }
	if !ws.nextData("online", 5*time.Second, &v) || v.OnlineCount != 1 {
		t.Fatalf("onlineCount subscription: %+v", v)
	}

	// The legacy graphql-ws protocol is served on the same path. Visitors
	// are counted, not sockets: a second anonymous socket from the same
	// address is the same visitor, a signed-in player another one, however
	// many sockets the player opens.
	again := connectWS(t, s, "graphql-transport-ws", "")
	_, tok := s.player(t, 0)
	legacy := connectWS(t, s, "graphql-ws", tok)
	tab2 := connectWS(t, s, "graphql-transport-ws", tok)
	legacy.subscribe("1", `subscription { onlineCount }`)
	// The count is shared by the subscribers of an instance and refreshed
	// every few seconds: a new subscription may start with the previous one.
	deadline := time.Now().Add(5 * time.Second)
	for legacy.nextData("1", time.Until(deadline), &v) && v.OnlineCount != 2 {
	}
	if v.OnlineCount != 2 {
		t.Fatalf("legacy onlineCount subscription: %+v, want 2", v)
	}

	// Leaving is counted once the last connection of a visitor is gone.
	tab2.Close()
	legacy.Close()
	if !eventually(5*time.Second, func() bool { return count() == 1 }) {
		t.Fatalf("onlineCount %d after the player left, want 1", count())
	}
	again.Close()
	ws.Close()
	if !eventually(5*time.Second, func() bool { return count() == 0 }) {
		t.Fatalf("onlineCount %d after every websocket closed, want 0", count())
	}
}

// A page on another site must not open a websocket as the visitor.
func TestWebsocketOrigin(t *testing.T) {
	t.Parallel()
	s := startServer(t, nil)
	url := "ws" + strings.TrimPrefix(s.URL, "http") + "/graphql"
	dial := func(origin string) (*http.Response, error) {
		ctx, cancel := context.WithTimeout(t.Context(), 5*time.Second)
		defer cancel()
		c, resp, err := websocket.Dial(ctx, url, &websocket.DialOptions{
			Subprotocols: []string{"graphql-transport-ws"}, HTTPHeader: http.Header{"Origin": {origin}}})
		if err == nil {
			c.Close(websocket.StatusNormalClosure, "")
		}
		return resp, err
	}
	if resp, err := dial("https://evil.example"); err == nil || resp == nil || resp.StatusCode != http.StatusForbidden {
		t.Fatalf("foreign origin: err %v, response %v; want 403", err, resp)
	}
	if _, err := dial(s.URL); err != nil {
		t.Fatalf("own origin refused: %v", err)
	}
}

func TestWebsocketBadToken(t *testing.T) {
	t.Parallel()
	s := startServer(t, nil)
	ws := dialWS(t, s, "graphql-transport-ws", "not.a.jwt")
	for {
		m, ok := ws.next(5 * time.Second)
		if !ok {
			break // closed without an ack: refused
		}
		if m.Type == "connection_ack" {
			t.Fatal("connection with an invalid token was acknowledged")
		}
	}
	var v struct{ OnlineCount int }
	s.graphql(t, "", `{ onlineCount }`, nil).into(t, &v)
	if v.OnlineCount != 0 {
		t.Fatalf("refused connection counted online: %d", v.OnlineCount)
	}
}

// Two instances share the database and Redis: a win on A reaches a
// subscriber on B, and both count the other's visitors.
func TestTwoInstancesShareRedis(t *testing.T) {
	t.Parallel()
	redisURL := testenv.RedisURL(t)
	env := map[string]string{"DATABASE_URL": testenv.SQLiteURL(t), "REDIS_URL": redisURL}
	a := startServer(t, env)
	b := startServer(t, env)
	testdb.WithCatalog(t, a.App.DB)
	u := testdb.Player(t, a.App.DB, 100000)
	tokA, err := a.App.Tokens.Issue(u.ID)
	if err != nil {
		t.Fatal(err)
	}

	// The same secret signs for both, so a token from A works on B.
	if got := b.me(t, tokA).Data.ID; got != u.ID {
		t.Fatalf("instance B resolves the token to user %d, want %d", got, u.ID)
	}

	wsB := connectWS(t, b, "graphql-transport-ws", "")
	wsB.subscribe("feed", liveFeedSubscription)
	ev, d := awaitOwnWin(t, wsB, "feed", a, tokA)
	checkFeedEvent(t, ev, d, u.Nickname)

	// Presence is shared: B's visitor shows on A. Other runs may share the
	// Redis database, so only a lower bound holds.
	connectWS(t, a, "graphql-transport-ws", tokA)
	var v struct{ OnlineCount int }
	a.graphql(t, "", `{ onlineCount }`, nil).into(t, &v)
	if v.OnlineCount < 2 {
		t.Fatalf("onlineCount on A is %d with a websocket on each instance, want >= 2", v.OnlineCount)
	}
}

// Two deployments (two databases) on one Redis server are apart: Redis
// pub/sub ignores the database number, so without their own prefix one
// would show the other's wins and count its visitors.
func TestDeploymentsOnOneRedisAreApart(t *testing.T) {
	t.Parallel()
	redisURL := testenv.RedisURL(t)
	a := startServer(t, map[string]string{"DATABASE_URL": testenv.SQLiteURL(t), "REDIS_URL": redisURL})
	other := startServer(t, map[string]string{"DATABASE_URL": testenv.SQLiteURL(t), "REDIS_URL": redisURL})
	testdb.WithCatalog(t, a.App.DB)
	u, tok := a.player(t, 100000)

	wsOther := connectWS(t, other, "graphql-transport-ws", "")
	wsOther.subscribe("feed", liveFeedSubscription)
	wsA := connectWS(t, a, "graphql-transport-ws", tok)
	wsA.subscribe("feed", liveFeedSubscription)
	ev, d := awaitOwnWin(t, wsA, "feed", a, tok)
	checkFeedEvent(t, ev, d, u.Nickname)
	var leaked feedEvent
	if wsOther.nextData("feed", time.Second, &leaked) {
		t.Fatalf("the other deployment received a win: %+v", leaked)
	}

	var v struct{ OnlineCount int }
	other.graphql(t, "", `{ onlineCount }`, nil).into(t, &v)
	if v.OnlineCount != 1 {
		t.Fatalf("onlineCount on the other deployment is %d, want its own 1 visitor", v.OnlineCount)
	}
}

// An open socket does not outlive its token: after a sign-out, the
// player's sockets on every instance are closed with 4403, and other
// visitors' sockets stay.
func TestSignOutEndsSockets(t *testing.T) {
	t.Parallel()
	env := map[string]string{"DATABASE_URL": testenv.SQLiteURL(t)}
	a := startServer(t, env)
	b := startServer(t, env)
	_, tok := a.player(t, 0)
	onA := connectWS(t, a, "graphql-transport-ws", tok)
	onB := connectWS(t, b, "graphql-ws", tok)
	visitor := connectWS(t, b, "graphql-transport-ws", "")
	onA.subscribe("online", `subscription { onlineCount }`)

	if r := a.get(t, "/auth/logout", tok); r.Status != http.StatusOK {
		t.Fatalf("logout: %s", r)
	}
	for name, ws := range map[string]*wsClient{"instance A": onA, "instance B": onB} {
		deadline := time.Now().Add(10 * time.Second)
		for {
			if _, open := ws.next(time.Until(deadline)); !open {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("socket on %s still open after sign-out", name)
			}
		}
		if got := ws.status.Load(); got != 4403 {
			t.Fatalf("socket on %s closed with %d, want 4403", name, got)
		}
	}
	visitor.subscribe("online", `subscription { onlineCount }`)
	var v struct{ OnlineCount int }
	if !visitor.nextData("online", 5*time.Second, &v) {
		t.Fatal("a visitor's socket ended with someone else's sign-out")
	}
}

// One address may hold a bounded number of sockets.
func TestSocketsPerAddress(t *testing.T) {
	t.Parallel()
	s := startServer(t, map[string]string{"WS_MAX_PER_ADDRESS": "3"})
	for range 3 {
		connectWS(t, s, "graphql-transport-ws", "")
	}
	ctx, cancel := context.WithTimeout(t.Context(), 5*time.Second)
	defer cancel()
	_, resp, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(s.URL, "http")+"/graphql",
		&websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
	if err == nil || resp == nil || resp.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("socket over the cap: %v %v", err, resp)
	}
}

// Sockets of both protocols share the live feed's execution and each get
// the win framed for their protocol; liveFeedBatch carries it in its tick.
func TestLiveFeedSharedAcrossProtocols(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	u, tok := s.player(t, 100000)

	transport := connectWS(t, s, "graphql-transport-ws", tok)
	legacy := connectWS(t, s, "graphql-ws", "")
	batch := connectWS(t, s, "graphql-transport-ws", "")
	legacy.subscribe("l", liveFeedSubscription)
	batch.subscribe("b", `subscription { liveFeedBatch { drops { id nickname } stats { casesOpened } } }`)
	transport.subscribe("feed", liveFeedSubscription)
	ev, d := awaitOwnWin(t, transport, "feed", s, tok)
	checkFeedEvent(t, ev, d, u.Nickname)
	want := ev.LiveFeed.Drop.ID

	found := func(next func(time.Duration) (ids []string, ok bool)) bool {
		for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); {
			ids, ok := next(time.Until(deadline))
			if !ok {
				return false
			}
			if slices.Contains(ids, want) {
				return true
			}
		}
		return false
	}
	if !found(func(d time.Duration) ([]string, bool) {
		var v feedEvent
		ok := legacy.nextData("l", d, &v)
		return []string{v.LiveFeed.Drop.ID}, ok
	}) {
		t.Fatalf("the graphql-ws socket did not get drop %s", want)
	}
	if !found(func(d time.Duration) ([]string, bool) {
		var v struct {
			LiveFeedBatch struct {
				Drops []struct{ ID, Nickname string }
				Stats struct{ CasesOpened int }
			}
		}
		ok := batch.nextData("b", d, &v)
		var ids []string
		for _, x := range v.LiveFeedBatch.Drops {
			ids = append(ids, x.ID)
		}
		if ok && v.LiveFeedBatch.Stats.CasesOpened < 1 {
			t.Fatalf("batch stats %+v count no opening", v.LiveFeedBatch.Stats)
		}
		return ids, ok
	}) {
		t.Fatalf("the liveFeedBatch socket did not get drop %s", want)
	}
}
