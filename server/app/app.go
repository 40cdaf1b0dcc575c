// Package app wires configuration, storage, services and HTTP routes into
// one server. main and the integration tests both build it.
package app

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"github.com/casefront/casefront/server/alerts"
	"github.com/casefront/casefront/server/sitemap"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/levels"
	"github.com/casefront/casefront/server/nodes"
	"github.com/casefront/casefront/server/notifications"
	"github.com/casefront/casefront/server/partner"
	"github.com/casefront/casefront/server/payments"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/promo"
	"github.com/casefront/casefront/server/publiccache"
	"github.com/casefront/casefront/server/push"
	"github.com/casefront/casefront/server/services"
	"github.com/casefront/casefront/server/support"
	"github.com/casefront/casefront/server/tasks"
	"github.com/casefront/casefront/server/topdrops"
	"github.com/casefront/casefront/server/users"
	"github.com/casefront/casefront/server/warehouse"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/internal/money"

	"github.com/casefront/casefront/server/actor/resolve"
	"github.com/casefront/casefront/server/auth"
	"github.com/casefront/casefront/server/battles"
	"github.com/casefront/casefront/server/blog"
	"github.com/casefront/casefront/server/caseart"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/changer"
	"github.com/casefront/casefront/server/compress"
	"github.com/casefront/casefront/server/config"
	"github.com/casefront/casefront/server/contract"
	"github.com/casefront/casefront/server/customizations"
	"github.com/casefront/casefront/server/dailybonus"
	"github.com/casefront/casefront/server/edge"
	"github.com/casefront/casefront/server/gabenstore"
	"github.com/casefront/casefront/server/graph"
	"github.com/casefront/casefront/server/graph/loaders"
	"github.com/casefront/casefront/server/jobs"
	"github.com/casefront/casefront/server/payments/sandbox"
	"github.com/casefront/casefront/server/payments/sandbox/psp"
	"github.com/casefront/casefront/server/ratelimit"
	"github.com/casefront/casefront/server/realtime"
	"github.com/casefront/casefront/server/rest"
	"github.com/casefront/casefront/server/rest/apicheck"
	socialsandbox "github.com/casefront/casefront/server/socials/sandbox"
	"github.com/casefront/casefront/server/store"
	"github.com/casefront/casefront/server/tracking"
	"github.com/casefront/casefront/server/trades"
	supplysandbox "github.com/casefront/casefront/server/trades/sandbox"
	"github.com/casefront/casefront/server/trades/supplier"
	"github.com/casefront/casefront/server/upgrade"
	"github.com/casefront/casefront/server/web"

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
	Cases    *cases.Service
	Payments *payments.Service
	// Battles runs case battles; its clock is on Jobs (tests may shorten
	// Battles.Tick before playing).
	Battles *battles.Service
	Handler http.Handler
	Log     *zap.Logger
	// Jobs is the durable job queue. Domain services enqueue with
	// Jobs.InsertTx; their workers are registered (jobs.Register) in New
	// before the queue starts at its end.
	Jobs *jobs.Queue
	// Events holds the subscribers to plays and payments (XP and levels,
	// ...); its outbox is delivered by Jobs.
	Events *events.Registry
	// Services are the domains' services every transport is handed.
	Services *services.Services
	// SandboxGateway is the built-in sandbox provider's gate (also in
	// Payments.Gateways), nil unless PAYMENTS_SANDBOX is on; the provider is
	// then mounted under /sandbox/psp.
	SandboxGateway *sandbox.Gateway
	// Trades runs withdrawals and swaps; its jobs are on Jobs.
	Trades *trades.Service
	// SupplierSandbox is the built-in sandbox marketplace, mounted under
	// /sandbox/supplier when SUPPLIER_SANDBOX is on (nil otherwise).
	SupplierSandbox *supplysandbox.Market
	// OAuthSandbox and SMSSandbox stand in for the social services and the
	// SMS gateway when SOCIALS_SANDBOX is on (nil otherwise).
	OAuthSandbox *socialsandbox.OAuth
	SMSSandbox   *socialsandbox.SMS
	// REST is the REST layer as mounted (its Routes list what it serves).
	REST    *rest.Handler
	closers []func() error
}

// New opens everything the server needs: migrates the database, imports the
// demo catalogue when asked, connects the bus and builds the routes.
func New(ctx context.Context, cfg *config.Config, log *zap.Logger) (*App, error) {
	a := &App{Cfg: cfg, Log: log}
	db, err := store.OpenPool(ctx, cfg.DatabaseURL, store.Pool{MaxConns: cfg.DBMaxConns, Lifetime: cfg.DBConnLifetime})
	if err != nil {
		return nil, err
	}
	a.DB = db
	a.closers = append(a.closers, db.Close)
	if err := db.Migrate(ctx); err != nil {
		a.Close()
		return nil, err
	}
	// River's tables, after the app's (see package jobs).
	if err := jobs.Migrate(ctx, db, log); err != nil {
		a.Close()
		return nil, err
	}
	if a.Jobs, err = jobs.New(db, log, jobs.Config{FetchPollInterval: cfg.JobsPoll}); err != nil {
		a.Close()
		return nil, err
	}
	a.closers = append(a.closers, a.Jobs.Close)
	if cfg.DemoSeed {
		imported, err := catalog.ImportDemoIfEmpty(ctx, db.Client)
		if err != nil {
			a.Close()
			return nil, fmt.Errorf("demo catalogue: %w", err)
		}
		if imported {
			log.Info("imported the demo catalogue")
		}
		if err := promo.SeedDemo(ctx, db.Client); err != nil {
			a.Close()
			return nil, fmt.Errorf("demo promo codes: %w", err)
		}
		if err := warehouse.SeedDemo(ctx, db.Client); err != nil {
			a.Close()
			return nil, fmt.Errorf("demo warehouse: %w", err)
		}
		if err := gabenstore.SeedDemo(ctx, db.Client); err != nil {
			a.Close()
			return nil, fmt.Errorf("demo event store: %w", err)
		}
		if err := levels.SeedDemo(ctx, db.Client); err != nil {
			a.Close()
			return nil, fmt.Errorf("demo level customizations: %w", err)
		}
	}
	instance := randomID()
	prefix, err := redisPrefix(ctx, cfg, db)
	if err != nil {
		a.Close()
		return nil, err
	}
	if a.Bus, err = OpenBus(ctx, cfg, db, log); err != nil {
		a.Close()
		return nil, err
	}
	a.closers = append(a.closers, a.Bus.Close)
	var limiter ratelimit.Limiter
	var gate ratelimit.Gate
	var rc *redis.Client
	if cfg.RedisURL != "" {
		opt, err := redis.ParseURL(cfg.RedisURL)
		if err != nil {
			a.Close()
			return nil, fmt.Errorf("REDIS_URL: %w", err)
		}
		rc = redis.NewClient(opt)
		a.closers = append(a.closers, rc.Close)
		a.Presence = realtime.NewRedisPresence(rc, prefix, instance, 30*time.Second)
		limiter = ratelimit.NewRedis(rc, prefix+"rl:")
		gate = ratelimit.NewRedisGate(rc, prefix+"rl:")
	} else {
		a.Presence = realtime.NewMemoryPresence()
		limiter = ratelimit.NewMemory()
		gate = ratelimit.NewMemoryGate()
	}
	a.closers = append(a.closers, a.Presence.Close)

	if !cfg.RateLimits {
		limiter, gate = ratelimit.Unlimited{}, ratelimit.Unlimited{}
	}
	watch, stopWatch := context.WithCancel(context.Background())
	a.closers = append(a.closers, func() error { stopWatch(); return nil })
	signOuts := auth.NewSignOuts(auth.NewDenylist(db.Client), log)
	if err := signOuts.Watch(watch, a.Bus); err != nil {
		a.Close()
		return nil, err
	}
	a.Tokens = &auth.Tokens{Secret: cfg.JWTSecret, Revoked: signOuts}
	a.Auth = auth.NewService(db.Client, a.Tokens, cfg.BaseURL, cfg.SteamOpenIDURL, cfg.SteamAPIURL, cfg.SteamAPIKey,
		cfg.DevLogin, cfg.DemoGrantCents, log)
	catalogCache := &catalog.Cache{DB: db.Client}
	if err := catalogCache.Watch(watch, a.Bus, log); err != nil {
		a.Close()
		return nil, err
	}
	// Reactions to plays and payments are subscribers, registered here once.
	a.Events = &events.Registry{}
	levels.Subscribe(a.Events)
	promo.Subscribe(a.Events)
	partner.Subscribe(a.Events)
	tasks.Subscribe(a.Events)
	gabenstore.Subscribe(a.Events)
	tracking.Subscribe(a.Events)
	dailybonus.Subscribe(a.Events, a.Bus, log)
	notifySvc := &notifications.Service{DB: db.Client, Bus: a.Bus, Log: log, Jobs: a.Jobs}
	notifications.Subscribe(a.Events, notifySvc)
	notifications.Register(a.Jobs, notifySvc)
	env := play.Env{DB: db.Client, Bus: a.Bus, Log: log, Events: a.Events}
	openSvc := &cases.Service{Env: env, Contents: catalogCache}
	a.Cases = openSvc
	dailySvc := &dailybonus.Service{DB: db.Client, Bus: a.Bus, Log: log, Cases: openSvc}
	upgradeSvc := &upgrade.Service{Env: env, HouseEdgeBps: cfg.UpgradeEdgeBps}
	contractSvc := &contract.Service{Env: env, HouseEdgeBps: cfg.ContractEdgeBps}
	changerSvc := &changer.Service{Env: env, SpreadBps: cfg.ChangeSpreadBps}
	gateways, err := paymentGateways(cfg)
	if err != nil {
		a.Close()
		return nil, err
	}
	paymentSvc, err := newPayments(cfg, db, a.Bus, log, gateways)
	if err != nil {
		a.Close()
		return nil, err
	}
	a.Payments = paymentSvc
	paymentSvc.Events = a.Events
	paymentSvc.Jobs = payments.JobScheduler{Queue: a.Jobs}
	jobs.Register(a.Jobs, &payments.ExpiryWorker{Service: paymentSvc})
	a.SandboxGateway, _ = gateways[sandbox.Name].(*sandbox.Gateway)
	promoSvc := &promo.Service{DB: db.Client, Log: log}
	battleSvc := &battles.Service{Env: env, Jobs: a.Jobs}
	a.Battles = battleSvc
	battles.Register(a.Jobs, battleSvc)
	tradeSvc := &trades.Service{DB: db.Client, Bus: a.Bus, Log: log, Jobs: a.Jobs, Poll: cfg.Trades.SupplierPoll, Events: a.Events}
	if cfg.Trades.SupplierOn() {
		sup := &supplier.HTTP{BaseURL: cfg.Trades.SupplierURL, APIKey: cfg.Trades.SupplierAPIKey,
			CallbackURL: cfg.BaseURL + rest.SupplierCallbackPath}
		tradeSvc.Supplier, tradeSvc.Payout = sup, sup
	}
	a.Trades = tradeSvc
	trades.Register(a.Jobs, tradeSvc)
	partnerSvc := &partner.Service{DB: db.Client, Jobs: a.Jobs, Payout: tradeSvc.Payout, Log: log}
	partner.Register(a.Jobs, partnerSvc)
	actors := &resolve.Resolver{DB: db.Client, Cfg: cfg, Log: log}
	supportSvc, localFiles, err := newSupport(ctx, cfg, db.Client, a.Bus, log)
	if err != nil {
		a.Close()
		return nil, err
	}
	supportSvc.Events = a.Events
	support.Register(a.Jobs, supportSvc) // solved tickets left alone close by themselves
	pushSvc := &push.Service{DB: db.Client, Jobs: a.Jobs, Keys: cfg.Push, Log: log}
	// Every notification a player gets in the bell is also pushed to their devices.
	notifySvc.Pusher = pushSvc
	push.Register(a.Jobs, pushSvc)
	topSvc := &topdrops.Service{DB: db.Client}
	topdrops.Register(a.Jobs, topSvc) // the rolling top trimmed and aged
	blogSvc := &blog.Service{DB: db.Client, Log: log, Limiter: limiter}
	if cfg.DemoSeed {
		if err := blogSvc.SeedDemo(ctx); err != nil {
			a.Close()
			return nil, fmt.Errorf("demo blog: %w", err)
		}
	}
	trackingSvc := &tracking.Service{DB: db.Client, Log: log, Views: &tracking.PageViews{DB: db.Client, Log: log}}
	a.Auth.SignedUp = trackingSvc.SignedUp
	// Page views are flushed every few seconds and once more on Close.
	viewsCtx, stopViews := context.WithCancel(context.Background())
	viewsDone := make(chan struct{})
	go func() { defer close(viewsDone); trackingSvc.Views.Run(viewsCtx, cfg.PageViewFlush) }()
	a.closers = append(a.closers, func() error { stopViews(); <-viewsDone; return nil })
	// The one set of services every transport is handed.
	a.Services = &services.Services{
		Users: &users.Service{DB: db.Client}, Inventory: env.Inventory(), Fair: &fair.Service{DB: db.Client},
		Catalog: &catalog.Service{DB: db.Client, Cache: catalogCache}, Ledger: &ledger.Service{DB: db.Client},
		Partner: partnerSvc, Promo: promoSvc, Cases: openSvc, Daily: dailySvc,
		Upgrade: upgradeSvc, Contract: contractSvc, Changer: changerSvc, Battles: battleSvc, Payments: paymentSvc,
		Trades: tradeSvc, Levels: &levels.Service{DB: db.Client}, Support: supportSvc, Blog: blogSvc, Notifications: notifySvc,
		Customizations: &customizations.Service{DB: db.Client}, Gabenstore: &gabenstore.Service{DB: db.Client}, Push: pushSvc, Nodes: &nodes.Views{DB: db.Client}, Events: a.Events, Actors: actors, Tracking: trackingSvc, TopDrops: topSvc,
		Alerts:   &alerts.Service{DB: db.Client, Now: env.Clock.Now},
		Sitemap:  &sitemap.Builder{DB: db.Client, Base: cfg.BaseURL, Now: env.Clock.Now},
		SignOuts: a.Auth.RevokedAmong, Stats: feed.StatsOf(db.Client),
		Loaders: func(ctx context.Context) *loaders.Loaders { return loaders.For(ctx, db.Client) },
	}
	progression(a.Services, db.Client, env)
	a.socialsDomain(env)
	if err := quizzes(ctx, a.Services, cfg, db.Client, env, tradeSvc); err != nil {
		a.Close()
		return nil, err
	}
	if err := siteEvents(ctx, a.Services, cfg, db.Client, env, a.Bus, a.Jobs); err != nil {
		a.Close()
		return nil, err
	}
	if err := a.pickemDomain(ctx, env); err != nil {
		a.Close()
		return nil, err
	}
	if err := a.season(ctx, env, rc, prefix); err != nil {
		a.Close()
		return nil, err
	}
	a.Services.RegisterViews()
	resolver := &graph.Resolver{Services: a.Services, Cfg: cfg, Bus: a.Bus, Presence: a.Presence, Log: log}

	mux := http.NewServeMux()
	spa := web.WithPolicy(web.Handler(cfg.WebDir, a.pageExists), web.Policy(cfg.BaseURL, cfg.AssetsBaseURL, supportImages(cfg)...))
	gql := graph.NewHandler(resolver, a.Tokens, limiter, gate, a.originOK)
	gqlLimited := ratelimit.Middleware(limiter, 600, time.Minute, func(r *http.Request) string {
		if v := auth.ViewerFrom(r.Context()); v.UserID != 0 {
			return fmt.Sprintf("gql:u%d", v.UserID)
		}
		return "gql:" + edge.LimitIP(r)
	}, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusTooManyRequests)
		_, _ = w.Write([]byte(`{"errors":[{"message":"too many requests","extensions":{"code":"api.rate_limited"}}]}`))
	})
	mux.Handle("/graphql", refuseBadToken(loaders.Middleware(db.Client, gqlLimited(gql))))
	if cfg.GraphiQL {
		mux.Handle("GET /graphiql", web.WithPolicy(web.GraphiQL(cfg.WebDir), web.ToolPolicy(cfg.BaseURL)))
	} else {
		mux.Handle("GET /graphiql", http.NotFoundHandler()) // not the client's page either
	}
	mux.HandleFunc("GET /healthz", a.health)
	// The partners' REST reference is public wherever the document is.
	mux.Handle("GET /api-reference", web.WithPolicy(web.APIReference(cfg.WebDir), web.ToolPolicy(cfg.BaseURL)))
	mux.Handle("GET "+caseart.Path+"{file}", caseart.Handler(a.Services.Catalog, log))
	for path := range web.VerifierFiles { // the standalone verifiers (docs/fair.md)
		mux.Handle("GET "+path, web.Verifier())
	}
	if localFiles != nil {
		mux.Handle("GET "+support.FilesPath, localFiles)
	} else {
		mux.Handle(support.FilesPath, http.NotFoundHandler()) // the bucket serves them
	}
	if err := a.mountSandbox(mux); err != nil {
		a.Close()
		return nil, err
	}
	a.mountSocialsSandbox(mux)
	if err := a.mountSupplierSandbox(mux); err != nil {
		a.Close()
		return nil, err
	}
	api := &rest.Handler{Services: a.Services, Cfg: cfg, Auth: a.Auth, Public: &publiccache.Cache{}, Limiter: limiter, Log: log}
	api.Register(mux, spa)
	mountPostPages(mux, cfg, blogSvc, a.pageExists)
	a.REST = api
	mux.Handle("/", api.Pages(spa))
	// compress sits outside everything that writes a body, and leaves the
	// precompressed client files and WebSocket upgrades alone.
	proxies := edge.Config{Proxies: cfg.TrustedProxies, CountryHeader: cfg.CountryHeader}
	a.Handler = compress.Handler(cors(cfg.CORSOrigins, proxies.Middleware(a.Tokens.Middleware(actors.Middleware(clickCookie(recoverer(log, securityHeaders(strings.HasPrefix(cfg.BaseURL, "https://"), mux))))))))
	if cfg.OpenAPICheck { // outside compress: it sees the bytes the client gets
		checker, err := apicheck.New()
		if err != nil {
			return nil, fmt.Errorf("openapi check: %w", err)
		}
		a.Handler = checker.Middleware(a.Handler, func(err error) { log.Error(apicheck.LogMessage, zap.Error(err)) })
	}
	a.Handler = accessLog(log, a.Handler)

	a.Events.Start(a.Jobs, db.Client, time.Now)
	a.Events.Seal()
	// Every worker is registered by now: the queue starts, and stops first
	// on Close (before the database closes under it).
	if err := a.Jobs.Start(ctx); err != nil {
		a.Close()
		return nil, err
	}
	a.closers = append(a.closers, func() error {
		stop, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		return a.Jobs.Stop(stop)
	})
	return a, nil
}

// mountSandbox serves the sandbox payment provider under /sandbox/psp when
// its gate is on (paymentGateways); otherwise those paths are a plain 404
// (not the client's pages).
func (a *App) mountSandbox(mux *http.ServeMux) error {
	cfg := a.Cfg
	if !cfg.Payments.Sandbox {
		mux.Handle("/sandbox/psp/", http.NotFoundHandler())
		return nil
	}
	p, err := psp.New(psp.Config{DB: a.DB.Client, Jobs: a.Jobs, BaseURL: cfg.BaseURL + "/sandbox/psp",
		APIKey: cfg.Payments.SandboxAPIKey, WebhookSecret: cfg.Payments.SandboxWebhookSecret, Log: a.Log})
	if err != nil {
		return err
	}
	mux.Handle(p.Prefix()+"/", p)
	if cfg.Production() {
		a.Log.Warn("the sandbox payment provider is on (PAYMENTS_SANDBOX=1): its page marks payments paid at a click",
			zap.String("url", cfg.BaseURL+"/sandbox/psp"))
	}
	return nil
}

// mountSupplierSandbox serves the sandbox skin marketplace under
// /sandbox/supplier when SUPPLIER_SANDBOX is on (a local BASE_URL, or set
// to 1); otherwise those paths are a plain 404. It sells every catalogue
// item at its catalogue price; its orders are rows, and those under way move
// on again after a restart.
func (a *App) mountSupplierSandbox(mux *http.ServeMux) error {
	cfg := a.Cfg
	if !cfg.Trades.SupplierSandbox {
		mux.Handle("/sandbox/supplier/", http.NotFoundHandler())
		return nil
	}
	db := a.DB.Client
	a.SupplierSandbox = supplysandbox.New(supplysandbox.Config{DB: db, APIKey: cfg.Trades.SupplierAPIKey,
		CallbackSecret: cfg.Trades.SupplierCallbackSecret, Step: cfg.Trades.SupplierSandboxStep, Log: a.Log,
		Price: func(ctx context.Context, name string) (money.Cents, bool) {
			it, err := db.Item.Query().Where(item.MarketHashName(name)).First(ctx)
			if err != nil {
				return 0, false
			}
			return it.Price, true
		}})
	a.closers = append(a.closers, func() error { a.SupplierSandbox.Close(); return nil })
	if err := a.SupplierSandbox.Resume(context.Background()); err != nil {
		return err
	}
	mux.Handle("/sandbox/supplier/", http.StripPrefix("/sandbox/supplier", a.SupplierSandbox))
	if cfg.Production() {
		a.Log.Warn("the sandbox skin marketplace is on (SUPPLIER_SANDBOX=1): withdrawals deliver nothing real",
			zap.String("url", cfg.BaseURL+"/sandbox/supplier"))
	}
	return nil
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

// originOK accepts websocket upgrades from BASE_URL's origin and the
// CORS_ORIGINS, so a page on another site cannot open a socket as the
// visitor; any localhost origin only while BASE_URL itself is local (the
// development client on another port). Without an Origin the caller is not a
// browser and its token travels in the connection parameters.
func (a *App) originOK(origin string) bool {
	if origin == "" {
		return true
	}
	o, err := url.Parse(origin)
	if err != nil || o.Host == "" {
		return false
	}
	b, _ := url.Parse(a.Cfg.BaseURL)
	if (o.Scheme == b.Scheme && strings.EqualFold(o.Host, b.Host)) || slices.Contains(a.Cfg.CORSOrigins, origin) {
		return true
	}
	return !a.Cfg.Production() && config.IsLocalHost(o.Hostname())
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

// redisPrefix starts every Redis key and channel name of this deployment:
// REDIS_PREFIX, or one derived from the database's deployment id, so two
// deployments sharing a Redis server (whose pub/sub ignores the database
// number) never see each other's messages or counts.
// OpenBus opens the deployment's bus: Redis under the deployment's prefix
// when REDIS_URL is set, else in-process. Commands outside the server (a
// catalogue import) use it to reach the running instances.
func OpenBus(ctx context.Context, cfg *config.Config, db *store.DB, log *zap.Logger) (realtime.Bus, error) {
	prefix, err := redisPrefix(ctx, cfg, db)
	if err != nil {
		return nil, err
	}
	return realtime.Open(cfg.RedisURL, prefix, realtime.BusKey(string(cfg.JWTSecret)), log)
}

func redisPrefix(ctx context.Context, cfg *config.Config, db *store.DB) (string, error) {
	if cfg.RedisURL == "" {
		return "", nil
	}
	if cfg.RedisPrefix != "" {
		return cfg.RedisPrefix, nil
	}
	id, err := store.DeploymentID(ctx, db.Client)
	if err != nil {
		return "", err
	}
	return "casefront:" + id + ":", nil
}
