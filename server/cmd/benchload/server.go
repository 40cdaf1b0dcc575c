package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/app"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/config"
	"github.com/casefront/casefront/server/graph/persisted"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/store"
	"github.com/casefront/casefront/server/users"
)

// server is the app on a loopback port with signed-in players.
type server struct {
	app    *app.App
	base   string
	http   *http.Client
	tokens []string
	users  []*ent.User // the players, for openings in process
	asset  string      // a static file of the client build; empty without one
	home   string      // the home query's persisted id
	close  func()
}

// deployment is what the instances of one run share: the database, the
// signing secret and, for more than one instance, a Redis under a prefix of
// its own.
type deployment struct {
	dbURL, secret, redisURL, redisPrefix string
	conns                                int // DB_MAX_CONNS of each instance; 0: the default
}

func newDeployment(dbURL string) deployment {
	secret := make([]byte, 32)
	_, _ = rand.Read(secret)
	prefix := make([]byte, 6)
	_, _ = rand.Read(prefix)
	return deployment{dbURL: dbURL, secret: hex.EncodeToString(secret), redisPrefix: "benchload-" + hex.EncodeToString(prefix) + ":"}
}

// startServer starts an instance of d; players > 0 also signs the bench
// players in (once per deployment: later instances take the first's tokens).
func startServer(ctx context.Context, d deployment, players int) (*server, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	env := map[string]string{
		"DATABASE_URL": d.dbURL, "BASE_URL": "http://" + ln.Addr().String(), "RATE_LIMITS": "off",
		"DEMO_SEED": "1", "LOG_LEVEL": "warn", "JWT_SECRET": d.secret, "WS_MAX_PER_ADDRESS": "0",
	}
	if d.redisURL != "" {
		env["REDIS_URL"], env["REDIS_PREFIX"] = d.redisURL, d.redisPrefix
	}
	if d.conns > 0 {
		env["DB_MAX_CONNS"] = strconv.Itoa(d.conns)
	}
	cfg, err := config.Load(func(k string) (string, bool) { v, ok := env[k]; return v, ok })
	if err != nil {
		return nil, err
	}
	log := zap.NewNop() // the figures are the output; request logs would cost CPU
	a, err := app.New(ctx, cfg, log)
	if err != nil {
		return nil, err
	}
	hs := &http.Server{Handler: a.Handler}
	go func() { _ = hs.Serve(ln) }()
	s := &server{app: a, base: "http://" + ln.Addr().String(),
		http:  &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 1024}},
		close: func() { hs.Close(); a.Close() }}
	for i := 0; i < players; i++ {
		u, tok, err := s.player(ctx, i)
		if err != nil {
			s.Close()
			return nil, err
		}
		s.tokens, s.users = append(s.tokens, tok), append(s.users, u)
	}
	s.asset = s.findAsset()
	for id, text := range persisted.Client() {
		if strings.HasPrefix(text, "query HomePageQuery") {
			s.home = id
		}
	}
	return s, nil
}

func (s *server) Close() { s.close() }

// player signs in a bench player with a balance for a long run.
func (s *server) player(ctx context.Context, i int) (*ent.User, string, error) {
	u, _, err := users.SignIn(ctx, s.app.DB.Client, users.Profile{SteamID: fmt.Sprintf("7656119900%07d", i), Nickname: fmt.Sprintf("bench%d", i)})
	if err != nil {
		return nil, "", err
	}
	err = store.WithTx(ctx, s.app.DB.Client, func(tx *ent.Tx) error {
		_, err := ledger.Apply(ctx, tx, ledger.Change{At: time.Now(), UserID: u.ID, Currency: ledger.Money, Delta: 1_000_000_000,
			Reason: "bench_grant", IdemKey: fmt.Sprintf("bench_grant:%d:%d", u.ID, time.Now().UnixNano())})
		return err
	})
	if err != nil {
		return nil, "", err
	}
	tok, err := s.app.Tokens.Issue(u.ID)
	return u, tok, err
}

var assetRef = regexp.MustCompile(`/assets/[^"']+\.js`)

func (s *server) findAsset() string {
	res, err := s.http.Get(s.base + "/")
	if err != nil {
		return ""
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	if m := assetRef.Find(b); m != nil {
		return string(m)
	}
	return "" // no client build: `make build` first
}

func (s *server) do(req *http.Request) error {
	res, err := s.http.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	_, _ = io.Copy(io.Discard, res.Body)
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("%s: %d", req.URL.Path, res.StatusCode)
	}
	return nil
}

// opens runs case openings at concurrency c on the instances; worker w
// plays as player w mod players, on instance w mod instances.
func opens(ctx context.Context, instances []*server, alias string, c int, d time.Duration) result {
	body := []byte(`{"alias":"` + alias + `","count":1}`)
	tokens := instances[0].tokens
	conns := make([]*conn, c)
	reqs := make([][]byte, c)
	for w := range c {
		s := instances[w%len(instances)]
		conns[w] = newConns(1, s.base)[0]
		reqs[w] = request(http.MethodPost, s.base, "/api/case/open", map[string]string{
			"Content-Type": "application/json", "Authorization": "Bearer " + tokens[w%len(tokens)]}, body)
	}
	defer closeAll(conns)
	return run(c, d, func(w int) error { return conns[w].do(reqs[w]) })
}

// opensInProcess runs the same openings through the cases service
// directly: what the database and the open path allow without HTTP, JSON
// and sign-in around them.
func (s *server) opensInProcess(ctx context.Context, alias string, c int, d time.Duration) result {
	return run(c, d, func(w int) error {
		u := s.users[w%len(s.users)]
		_, err := s.app.Cases.Open(ctx, actor.ForUser(u, u.Country, nil), cases.OpenRequest{CaseAlias: alias, Count: 1})
		return err
	})
}

func (s *server) readName(kind string) string {
	switch kind {
	case "static":
		return "GET static asset"
	case "goods":
		return "GET /api/goods"
	}
	return "GraphQL home query"
}

// reads runs one read at concurrency c, anonymously.
func (s *server) reads(ctx context.Context, kind string, c int, d time.Duration) result {
	var req []byte
	switch kind {
	case "static":
		req = request(http.MethodGet, s.base, s.asset, map[string]string{"Accept-Encoding": "gzip"}, nil)
	case "goods":
		req = request(http.MethodGet, s.base, "/api/goods", nil, nil)
	default:
		home, _ := json.Marshal(map[string]any{"operationName": "HomePageQuery", "query": "", "variables": map[string]any{},
			"extensions": map[string]any{"persistedQuery": map[string]any{"version": 1, "sha256Hash": s.home}}})
		req = request(http.MethodPost, s.base, "/graphql", map[string]string{"Content-Type": "application/json"}, home)
	}
	conns := newConns(c, s.base)
	defer closeAll(conns)
	return run(c, d, func(w int) error { return conns[w].do(req) })
}
