// Package graph holds the gqlgen resolvers. They stay thin: read through Ent
// (with entgql's collection and pagination), write through domain services.
package graph

//go:generate go run github.com/99designs/gqlgen generate --config ../../gqlgen.yml

import (
	"github.com/casefront/casefront/server/payments"
	"github.com/casefront/casefront/server/promo"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/battles"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/changer"
	"github.com/casefront/casefront/server/config"
	"github.com/casefront/casefront/server/contract"
	"github.com/casefront/casefront/server/dailybonus"
	"github.com/casefront/casefront/server/realtime"
	"github.com/casefront/casefront/server/trades"
	"github.com/casefront/casefront/server/upgrade"
)

// Resolver is the root resolver; one per server.
type Resolver struct {
	DB             *ent.Client
	Cfg            *config.Config
	Cases          *cases.Service
	BattleService  *battles.Service
	Daily          *dailybonus.Service
	Upgrades       *upgrade.Service
	Contracts      *contract.Service
	Changer        *changer.Service
	PaymentService *payments.Service
	Promos         *promo.Service
	Trades         *trades.Service
	Catalog        *catalog.Cache // nil: every read goes to the database
	Bus            realtime.Bus
	Presence       realtime.Presence
	Log            *zap.Logger

	// FeedTick paces the live feed (feed.Tick when zero).
	FeedTick time.Duration

	hubState // the feed hub, started by the first feed subscription
}
