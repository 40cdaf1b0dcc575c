package app

import (
	"context"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/config"
	"github.com/casefront/casefront/server/jobs"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/realtime"
	"github.com/casefront/casefront/server/services"
	"github.com/casefront/casefront/server/siteevents"
)

// siteEvents adds the site events and their announcing job; the demo runs
// a season of the event store (docs/siteevents.md).
func siteEvents(ctx context.Context, s *services.Services, cfg *config.Config, db *ent.Client, env play.Env, bus realtime.Bus, q *jobs.Queue) error {
	s.SiteEvents = &siteevents.Service{DB: db, Clock: env.Clock, Bus: bus, Jobs: q, Theme: cfg.Events.SiteTheme}
	siteevents.Register(q, s.SiteEvents)
	if cfg.DemoSeed {
		return siteevents.SeedDemo(ctx, db, env.Clock.Now(), 30*24*time.Hour)
	}
	return nil
}
