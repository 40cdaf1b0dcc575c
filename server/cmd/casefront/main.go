// Command casefront runs the storefront server and its operator tasks;
// `casefront help` lists them (see commands in usage.go).
package main

import (
	"context"
	"fmt"
	webpush "github.com/SherClockHolmes/webpush-go"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/casefront/casefront/server/debug"

	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"

	"github.com/casefront/casefront/server/app"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/config"
	"github.com/casefront/casefront/server/jobs"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/store"
)

func main() {
	os.Exit(exitCode(run(os.Args[1:]), os.Stdout, os.Stderr))
}

func run(args []string) error {
	if len(args) > 0 && isHelp(args[0]) {
		return errHelp
	}
	if len(args) > 0 && !known(args[0]) {
		return usageError{fmt.Sprintf("unknown command %q", args[0])}
	}
	if len(args) > 0 && args[0] == "vapid-keys" { // before the configuration, which may need them
		priv, pub, err := webpush.GenerateVAPIDKeys()
		if err != nil {
			return err
		}
		fmt.Printf("VAPID_PUBLIC_KEY=%s\nVAPID_PRIVATE_KEY=%s\n", pub, priv)
		return nil
	}
	cfg, err := config.Load(os.LookupEnv)
	if err != nil {
		return err
	}
	log := newLogger(cfg)
	defer log.Sync()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	cmd := "serve"
	if len(args) > 0 {
		cmd = args[0]
	}
	switch cmd {
	case "serve":
		return serve(ctx, cfg, log)
	case "migrate":
		db, err := store.Open(ctx, cfg.DatabaseURL)
		if err != nil {
			return err
		}
		defer db.Close()
		if err := db.Migrate(ctx); err != nil {
			return err
		}
		// The job queue's own tables, after the app's (package jobs).
		if err := jobs.Migrate(ctx, db, log); err != nil {
			return err
		}
		log.Info("migrations applied")
		return nil
	case "seed", "catalog":
		var seed *catalog.Seed
		if cmd == "catalog" {
			if len(args) != 3 || args[1] != "import" {
				return usageError{"usage: casefront catalog import FILE"}
			}
			b, err := os.ReadFile(args[2])
			if err != nil {
				return err
			}
			if seed, err = catalog.ParseSeed(b); err != nil {
				return err
			}
		} else if seed, err = catalog.DemoSeed(); err != nil {
			return err
		}
		db, err := openMigrated(ctx, cfg)
		if err != nil {
			return err
		}
		defer db.Close()
		if err := catalog.Import(ctx, db.Client, seed); err != nil {
			return err
		}
		log.Info("catalogue imported", zap.Int("cases", len(seed.Cases)), zap.Int("items", len(seed.Items)))
		// Running instances drop their cached contents now (over Redis);
		// without Redis they see the new prices within the cache's TTL.
		if cfg.RedisURL != "" {
			bus, err := app.OpenBus(ctx, cfg, db, log)
			if err != nil {
				return err
			}
			defer bus.Close()
			return catalog.Changed(ctx, bus)
		}
		return nil
	case "blog":
		return blogCommand(ctx, cfg, args[1:])
	case "role":
		return roleCommand(ctx, cfg, args[1:])
	case "creator":
		return creatorCommand(ctx, cfg, args[1:])
	case "pageviews":
		return pageviewsCommand(ctx, cfg, args[1:])
	case "alert", "modal":
		return noticeCommand(ctx, cfg, cmd, args[1:], os.Stdout)
	case "site-event":
		return siteEventCommand(ctx, cfg, args[1:], os.Stdout)
	case "cashback":
		return cashbackCommand(ctx, cfg, args[1:], os.Stdout)
	case "pickem":
		return pickemCommand(ctx, cfg, log, args[1:], os.Stdout)
	case "verify-ledger":
		db, err := openMigrated(ctx, cfg)
		if err != nil {
			return err
		}
		defer db.Close()
		bad, err := ledger.Verify(ctx, db.Client)
		if err != nil {
			return err
		}
		for _, m := range bad {
			fmt.Println(m)
		}
		if len(bad) > 0 {
			return fmt.Errorf("%d balances or transactions disagree with the ledger", len(bad))
		}
		fmt.Println("ledger ok: every balance equals the sum of its entries and every transaction balances")
		return nil
	default:
		return usageError{fmt.Sprintf("unknown command %q", cmd)}
	}
}

func openMigrated(ctx context.Context, cfg *config.Config) (*store.DB, error) {
	db, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return nil, err
	}
	if err := db.Migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return db, nil
}

func serve(ctx context.Context, cfg *config.Config, log *zap.Logger) error {
	// Bind first: a taken port is one clear error, before any other work,
	// and "listening" is only logged once it is true.
	ln, err := listen(cfg.HTTPAddr)
	if err != nil {
		return err
	}
	defer ln.Close()
	a, err := app.New(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer a.Close()
	if cfg.DebugAddr != "" {
		dbg, addr, err := debug.Listen(cfg.DebugAddr)
		if err != nil {
			return err
		}
		defer dbg.Close()
		log.Info("profiler listening", zap.String("addr", addr.String()))
	}
	srv := &http.Server{Addr: cfg.HTTPAddr, Handler: a.Handler, ReadHeaderTimeout: 10 * time.Second}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	log.Info("casefront listening", zap.String("addr", cfg.HTTPAddr), zap.String("base_url", cfg.BaseURL),
		zap.Bool("dev_login", cfg.DevLogin), zap.Bool("redis", cfg.RedisURL != ""))
	if n := sandboxNotice(cfg); n != "" {
		fmt.Fprint(os.Stderr, n)
	}
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return srv.Shutdown(shutdown)
}

func newLogger(cfg *config.Config) *zap.Logger {
	zc := zap.NewProductionConfig()
	if !cfg.Production() {
		zc = zap.NewDevelopmentConfig()
		zc.EncoderConfig.EncodeLevel = zapcore.CapitalColorLevelEncoder
	}
	if lvl, err := zapcore.ParseLevel(cfg.LogLevel); err == nil {
		zc.Level = zap.NewAtomicLevelAt(lvl)
	}
	log, err := zc.Build()
	if err != nil {
		return zap.NewNop()
	}
	return log
}
