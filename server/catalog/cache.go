package catalog

import (
	"context"
	"sync"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/realtime"
)

// ChangedTopic is the bus topic on which a catalogue change is announced,
// so that every instance drops what it cached.
const ChangedTopic = "catalog:changed"

// DefaultContentsTTL bounds how long cached contents live without news from
// the bus: a catalogue imported by a process that cannot reach the bus (no
// Redis) shows within this time.
const DefaultContentsTTL = 30 * time.Second

// ContentsCache keeps each case's current contents (with their items) in
// memory. The weights of a contents revision never change; the items'
// prices do, on a catalogue import, which announces itself on ChangedTopic.
// An opening then reads no contents from the database at all.
//
// The cached slices are shared: callers must not modify them or their items.
type ContentsCache struct {
	DB  *ent.Client
	TTL time.Duration // 0: DefaultContentsTTL
	Now func() time.Time

	mu      sync.Mutex
	byCase  map[int]cachedContents
	version uint64 // bumped by Invalidate; a load started before it is not kept
}

type cachedContents struct {
	revision int
	items    []*ent.CaseItem
	loaded   time.Time
}

func (c *ContentsCache) now() time.Time {
	if c.Now != nil {
		return c.Now()
	}
	return time.Now()
}

// Of returns the contents of cs at its current revision.
func (c *ContentsCache) Of(ctx context.Context, cs *ent.LootCase) ([]*ent.CaseItem, error) {
	if c == nil {
		return nil, nil
	}
	ttl := c.TTL
	if ttl <= 0 {
		ttl = DefaultContentsTTL
	}
	now := c.now()
	c.mu.Lock()
	hit, ok := c.byCase[cs.ID]
	version := c.version
	c.mu.Unlock()
	if ok && hit.revision == cs.Revision && now.Sub(hit.loaded) < ttl {
		return hit.items, nil
	}
	items, err := ContentsAt(ctx, c.DB, cs.ID, cs.Revision)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	if c.version == version {
		if c.byCase == nil {
			c.byCase = make(map[int]cachedContents)
		}
		c.byCase[cs.ID] = cachedContents{revision: cs.Revision, items: items, loaded: now}
	}
	c.mu.Unlock()
	return items, nil
}

// Invalidate forgets everything cached.
func (c *ContentsCache) Invalidate() {
	c.mu.Lock()
	c.byCase = nil
	c.version++
	c.mu.Unlock()
}

// Watch invalidates the cache on every catalogue change announced on bus,
// until ctx ends. It returns once subscribed.
func (c *ContentsCache) Watch(ctx context.Context, bus realtime.Bus, log *zap.Logger) error {
	msgs, cancel, err := bus.Subscribe(ctx, ChangedTopic)
	if err != nil {
		return err
	}
	go func() {
		defer cancel()
		for range msgs {
			c.Invalidate()
		}
		if log != nil && ctx.Err() == nil {
			log.Warn("catalogue cache: the bus closed; cached contents now expire by time only")
		}
	}()
	return nil
}

// Changed announces a catalogue change to every instance on bus.
func Changed(ctx context.Context, bus realtime.Bus) error {
	return bus.Publish(ctx, ChangedTopic, []byte("1"))
}
