package feed

import (
	"context"
	"sync"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/realtime"
)

// Announcer publishes a game's wins on the live feed once they may be shown
// (their feed_at: the player's animation has ended), with the stats as they
// are then (at most StatsTTL old: one read per instance and second, shared by
// every win announced in it, instead of one per win). Every game announces
// through it after its transaction commits.
type Announcer struct {
	DB       *ent.Client
	Bus      realtime.Bus
	Log      *zap.Logger
	Now      func() time.Time
	Schedule Scheduler // nil: real timers
}

// Announce schedules wins for at; a bus failure is logged and never undoes a win.
func (an Announcer) Announce(ctx context.Context, at time.Time, wins []Win) {
	if an.Bus == nil || len(wins) == 0 {
		return
	}
	now := time.Now
	if an.Now != nil {
		now = an.Now
	}
	log := an.Log
	if log == nil {
		log = zap.NewNop()
	}
	var sched Scheduler = Timers{}
	if an.Schedule != nil {
		sched = an.Schedule
	}
	ctx = context.WithoutCancel(ctx)
	sched.AfterFunc(at.Sub(now()), func() {
		stats, err := StatsOf(an.DB).Read(ctx, now())
		if err != nil {
			log.Warn("feed stats", zap.Error(err))
		}
		events := make([]Event, len(wins))
		for i, w := range wins {
			events[i] = Event{Stats: stats, Win: w}
		}
		if err := Publish(ctx, an.Bus, events); err != nil {
			log.Warn("feed publish", zap.Error(err))
		}
	})
}

// StatsOf is the instance's stats cache for a database: the announcers and
// the graph's home page and feed share it.
func StatsOf(db *ent.Client) *StatsCache {
	c, _ := sharedStats.LoadOrStore(db, &StatsCache{DB: db})
	return c.(*StatsCache)
}

var sharedStats sync.Map // *ent.Client -> *StatsCache
