package feed

import (
	"context"
	"sync"
	"time"

	"github.com/casefront/casefront/ent"
)

// StatsTTL is how long an instance reuses the stats and recent wins it
// read: every home page asks for them, and the feed moves them only once
// per tick (the subscription carries what happens in between).
const StatsTTL = time.Second

// StatsCache reads the stats and the recent wins at most once per StatsTTL
// per instance. A cached list holds only wins visible when it was read, so
// serving it a little later never spoils a roulette.
type StatsCache struct {
	DB *ent.Client

	mu       sync.Mutex
	stats    Stats
	statsAt  time.Time
	recent   []Win // MaxRecent of them
	recentAt time.Time
}

func fresh(at, now time.Time) bool {
	return !at.IsZero() && now.Sub(at) >= 0 && now.Sub(at) < StatsTTL
}

// Read returns the stats as of at most StatsTTL before now.
func (c *StatsCache) Read(ctx context.Context, now time.Time) (Stats, error) {
	c.mu.Lock()
	if fresh(c.statsAt, now) {
		s := c.stats
		c.mu.Unlock()
		return s, nil
	}
	c.mu.Unlock()
	s, err := ReadStats(ctx, c.DB, now)
	if err != nil {
		return Stats{}, err
	}
	c.mu.Lock()
	c.stats, c.statsAt = s, now
	c.mu.Unlock()
	return s, nil
}

// Recent returns RecentWins(n) as of at most StatsTTL before now. The
// slice is shared: callers must not modify it.
func (c *StatsCache) Recent(ctx context.Context, now time.Time, n int) ([]Win, error) {
	n = min(max(n, 0), MaxRecent)
	c.mu.Lock()
	if fresh(c.recentAt, now) {
		w := c.recent
		c.mu.Unlock()
		return w[:min(n, len(w))], nil
	}
	c.mu.Unlock()
	w, err := RecentWins(ctx, c.DB, now, MaxRecent)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	c.recent, c.recentAt = w, now
	c.mu.Unlock()
	return w[:min(n, len(w))], nil
}
