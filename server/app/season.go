package app

import (
	"context"
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/season"
)

// season adds the seasonal event: its ranks (a Redis sorted set when Redis
// is configured, else the database), the candy subscriber on plays, the
// daily rewards job and, on a demo, the demo events.
func (a *App) season(ctx context.Context, env play.Env, rc *redis.Client, prefix string) error {
	var ranks season.Ranks = season.DBRanks{DB: env.DB}
	if rc != nil {
		ranks = season.RedisRanks{R: rc, Prefix: prefix, DB: season.DBRanks{DB: env.DB}}
	}
	svc := &season.Service{Env: env, Ranks: ranks}
	season.Subscribe(a.Events, ranks)
	season.Register(a.Jobs, svc)
	a.Services.Season = svc
	if a.Cfg.DemoSeed {
		if err := season.SeedDemo(ctx, env.DB, time.Now()); err != nil {
			return fmt.Errorf("demo seasonal events: %w", err)
		}
	}
	return nil
}
