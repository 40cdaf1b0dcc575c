// Package play runs the sequence every game shares, in one transaction:
// the player's row locked first (store's lock order), the sign-in,
// self-ban and restriction rules again on the locked row (one rule for
// every game), the staked items moved, the seed advanced, the stake
// debited, the game's draw, the drops minted, the events emitted, and
// after the commit the wins announced. A game supplies what differs: its
// rule, its stake, its draw and its own record row.
package play

import (
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/clock"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/inventory"
	"github.com/casefront/casefront/server/realtime"
)

// Env is what every game's service is built on: the database, the bus, the
// clock, the feed's scheduler and the event subscribers.
type Env struct {
	DB  *ent.Client
	Bus realtime.Bus
	Log *zap.Logger
	// Clock is the time every rule reads; nil is the wall clock.
	Clock clock.Func
	// Schedule delays feed publishes until the player's animation ended;
	// nil uses real timers.
	Schedule feed.Scheduler
	// Events has the subscribers to plays (XP and levels, ...); nil: none.
	Events *events.Registry
}

// Now is the time by the env's clock.
func (e *Env) Now() time.Time { return e.Clock.Now() }

// Logger is the env's logger, never nil.
func (e *Env) Logger() *zap.Logger {
	if e.Log != nil {
		return e.Log
	}
	return zap.NewNop()
}

// Announcer publishes wins on the live feed after a commit.
func (e *Env) Announcer() feed.Announcer {
	return feed.Announcer{DB: e.DB, Bus: e.Bus, Log: e.Log, Now: e.Clock.Now, Schedule: e.Schedule}
}

// Inventory is the player's inventory on the env's database and clock.
func (e *Env) Inventory() *inventory.Service {
	return &inventory.Service{DB: e.DB, Clock: e.Clock}
}
