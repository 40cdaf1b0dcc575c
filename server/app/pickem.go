package app

import (
	"context"
	"fmt"

	"github.com/casefront/casefront/server/pickem"
	"github.com/casefront/casefront/server/play"
)

// pickemDomain adds pick'em to the services, its scoring job to the queue
// and, with DEMO_SEED on an empty database, the seven demo tournaments.
func (a *App) pickemDomain(ctx context.Context, env play.Env) error {
	svc := &pickem.Service{DB: env.DB, Jobs: a.Jobs, Clock: env.Clock, Log: a.Log}
	a.Services.Pickem = svc
	pickem.Register(a.Jobs, svc)
	if a.Cfg.DemoSeed {
		if err := pickem.SeedDemo(ctx, env.DB, env.Now()); err != nil {
			return fmt.Errorf("demo pick'em: %w", err)
		}
	}
	return nil
}
