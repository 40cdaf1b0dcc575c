// Package graph holds the gqlgen resolvers. They stay thin: read through Ent
// (with entgql's collection and pagination), write through domain services.
package graph

//go:generate go run github.com/99designs/gqlgen generate --config ../../gqlgen.yml

import (
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/server/config"
	"github.com/casefront/casefront/server/realtime"
	"github.com/casefront/casefront/server/services"
)

// Resolver is the root resolver; one per server.
type Resolver struct {
	// Services are the domains' services, the same REST uses.
	*services.Services
	Cfg      *config.Config
	Bus      realtime.Bus
	Presence realtime.Presence
	Log      *zap.Logger

	// FeedTick paces the live feed (feed.Tick when zero).
	FeedTick time.Duration

	hubState // the feed hub, started by the first feed subscription
}
