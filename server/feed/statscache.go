package feed

import (
	"context"
	"sync"
	"time"

	"github.com/casefront/casefront/ent"
)

// StatsTTL is how long an instance reuses the stats it read: every home page
// asks for them, and the feed itself moves them only once per tick.
const StatsTTL = time.Second

// StatsCache reads the stats at most once per StatsTTL per instance.
type StatsCache struct {
	DB *ent.Client

	mu     sync.Mutex
	stats  Stats
	readAt time.Time
}

// Read returns the stats as of at most StatsTTL before now.
func (c *StatsCache) Read(ctx context.Context, now time.Time) (Stats, error) {
	c.mu.Lock()
	if !c.readAt.IsZero() && now.Sub(c.readAt) < StatsTTL && now.Sub(c.readAt) >= 0 {
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
	c.stats, c.readAt = s, now
	c.mu.Unlock()
	return s, nil
}
