// Package app wires configuration, storage, services and HTTP routes into
// one server. main and the integration tests both build it.
package app

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/http"
	"net/url"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/server/auth"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/config"
	"github.com/casefront/casefront/server/graph"
	"github.com/casefront/casefront/server/graph/loaders"
	"github.com/casefront/casefront/server/ratelimit"
	"github.com/casefront/casefront/server/realtime"
	"github.com/casefront/casefront/server/rest"
	"github.com/casefront/casefront/server/store"
	"github.com/casefront/casefront/server/web"

	"github.com/99designs/gqlgen/graphql/playground"
	"github.com/redis/go-redis/v9"
)

// App is a running Casefront instance.
type App struct {
	Cfg      *config.Config
	DB       *store.DB
	Bus      realtime.Bus
	Presence realtime.Presence
	Auth     *auth.Service
	Tokens   *auth.Tokens
	Handler  http.Handler
	Log      *zap.Logger
	closers  []func() error
}

// New opens everything the server needs: migrates the database, imports the
// demo catalogue when asked, connects the bus and builds the routes.
func New(ctx context.Context, cfg *config.Config, log *zap.Logger) (*App, error) {
	a := &App{Cfg: cfg, Log: log}
	db, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return nil, err
	}
	a.DB = db
	a.closers = append(a.closers, db.Close)
	if err := db.Migrate(ctx); err != nil {
		a.Close()
		return nil, err
	}
	if cfg.DemoSeed {
		imported, err := catalog.ImportDemoIfEmpty(ctx, db.Client)
		if err != nil {
			a.Close()
			return nil, fmt.Errorf("demo catalogue: %w", err)
		}
		if imported {
			log.Info("imported the demo catalogue")
		}
	}
	instance := randomID()
	if a.Bus, err = realtime.Open(cfg.RedisURL, "casefront:", log); err != nil {
		a.Close()
		return nil, err
	}
	a.closers = append(a.closers, a.Bus.Close)
	var limiter ratelimit.Limiter
	if cfg.RedisURL != "" {
		opt, err := redis.ParseURL(cfg.RedisURL)
		if err != nil {
			a.Close()
			return nil, fmt.Errorf("REDIS_URL: %w", err)
		}
		rc := redis.NewClient(opt)
		a.closers = append(a.closers, rc.Close)
		a.Presence = realtime.NewRedisPresence(rc, "casefront:", instance, 30*time.Second)
		limiter = ratelimit.NewRedis(rc, "casefront:rl:")
	} else {
		a.Presence = realtime.NewMemoryPresence()
		limiter = ratelimit.NewMemory()
	}
	a.closers = append(a.closers, a.Presence.Close)

	if !cfg.RateLimits {
		limiter = ratelimit.Unlimited{}
	}
	a.Tokens = &auth.Tokens{Secret: cfg.JWTSecret, Revoked: auth.NewDenylist(db.Client)}
	a.Auth = auth.NewService(db.Client, a.Tokens, cfg.BaseURL, cfg.SteamOpenIDURL, cfg.SteamAPIURL, cfg.SteamAPIKey,
		cfg.DevLogin, cfg.DemoGrantCents, log)
	openSvc := &cases.Service{DB: db.Client, Bus: a.Bus, Log: log}
	resolver := &graph.Resolver{DB: db.Client, Cfg: cfg, Cases: openSvc, Bus: a.Bus, Presence: a.Presence, Log: log}

	mux := http.NewServeMux()
	spa := web.Handler(cfg.WebDir)
	gql := graph.NewHandler(resolver, a.Tokens, a.originOK)
	gqlLimited := ratelimit.Middleware(limiter, 600, time.Minute, func(r *http.Request) string {
		if v := auth.ViewerFrom(r.Context()); v.UserID != 0 {
			return fmt.Sprintf("gql:u%d", v.UserID)
		}
		return "gql:" + clientIP(r)
	}, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusTooManyRequests)
		_, _ = w.Write([]byte(`{"errors":[{"message":"too many requests","extensions":{"code":"api.rate_limited"}}]}`))
	})
	mux.Handle("/graphql", refuseBadToken(loaders.Middleware(db.Client, gqlLimited(gql))))
	mux.Handle("GET /graphiql", playground.Handler("Casefront GraphiQL", "/graphql"))
	mux.HandleFunc("GET /healthz", a.health)
	(&rest.Handler{DB: db.Client, Cfg: cfg, Auth: a.Auth, Cases: openSvc, Limiter: limiter, Log: log}).Register(mux, spa)
	mux.Handle("/", spa)
	a.Handler = accessLog(log, cors(cfg.CORSOrigins, a.Tokens.Middleware(recoverer(log, securityHeaders(mux)))))
	return a, nil
}

func (a *App) health(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := a.DB.SQL.PingContext(ctx); err != nil {
		http.Error(w, `{"status":"database unavailable"}`, http.StatusServiceUnavailable)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write([]byte(`{"status":"ok"}`))
}

// originOK accepts websocket upgrades from our own origin (and any origin
// without cookies involved: tokens travel in connection params, not cookies).
func (a *App) originOK(origin string) bool {
	if origin == "" {
		return true
	}
	o, err := url.Parse(origin)
	b, _ := url.Parse(a.Cfg.BaseURL)
	return err == nil && (o.Host == b.Host || config.IsLocalHost(o.Hostname()))
}

// Close releases everything New opened, last first.
func (a *App) Close() error {
	for i := len(a.closers) - 1; i >= 0; i-- {
		_ = a.closers[i]()
	}
	a.closers = nil
	return nil
}

func randomID() string {
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
