package catalog

import (
	"context"
	"sync"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/realtime"
)

// ChangedTopic is the bus topic on which a catalogue change is announced,
// so that every instance drops what it cached.
const ChangedTopic = "catalog:changed"

// DefaultTTL bounds how long cached catalogue data lives without news from
// the bus: a catalogue imported by a process that cannot reach the bus (no
// Redis) shows within this time.
const DefaultTTL = 30 * time.Second

// Cache keeps in memory what every opening and every home page reads of the
// catalogue: the cases, each case's current contents (with their items) and
// the case groups. The weights of a contents revision never change; prices, cases
// and groups do, on a catalogue import, which announces itself on
// ChangedTopic. An opening then reads no contents, and a home page no
// groups, from the database.
//
// The cached values are shared: callers must not modify them.
type Cache struct {
	DB  *ent.Client
	TTL time.Duration // 0: DefaultTTL
	Now func() time.Time

	mu      sync.Mutex
	cases   map[caseKey]cachedCase
	byCase  map[int]cachedContents
	groups  *cachedGroups
	version uint64 // bumped by Invalidate; a load started before it is not kept
}

type cachedGroups struct {
	groups []*ent.CaseGroup
	loaded time.Time
}

// caseKey names a case by id or by alias (one of them).
type caseKey struct {
	id    int
	alias string
}

type cachedCase struct {
	cs     *ent.LootCase
	loaded time.Time
}

type cachedContents struct {
	revision int
	items    []*ent.CaseItem
	loaded   time.Time
}

func (c *Cache) ttl() time.Duration {
	if c.TTL > 0 {
		return c.TTL
	}
	return DefaultTTL
}

func (c *Cache) now() time.Time {
	if c.Now != nil {
		return c.Now()
	}
	return time.Now()
}

// Contents returns the contents of cs at its current revision.
func (c *Cache) Contents(ctx context.Context, cs *ent.LootCase) ([]*ent.CaseItem, error) {
	ttl := c.ttl()
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

// Case returns the case with this id, or with this alias when id is 0:
// the row every opening starts from. A case changes only with the catalogue
// (an import, announced on ChangedTopic), so it is kept like the contents.
func (c *Cache) Case(ctx context.Context, id int, alias string) (*ent.LootCase, error) {
	key := caseKey{id: id}
	if id == 0 {
		key.alias = alias
	}
	now := c.now()
	c.mu.Lock()
	hit, ok := c.cases[key]
	version := c.version
	c.mu.Unlock()
	if ok && now.Sub(hit.loaded) < c.ttl() {
		return hit.cs, nil
	}
	var cs *ent.LootCase
	var err error
	if id != 0 {
		if cs, err = c.DB.LootCase.Get(ctx, id); ent.IsNotFound(err) {
			err = apperr.NotFound.Msg("no case %d", id)
		}
	} else {
		cs, err = CaseByAlias(ctx, c.DB, alias)
	}
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	if c.version == version {
		if c.cases == nil {
			c.cases = make(map[caseKey]cachedCase)
		}
		c.cases[key] = cachedCase{cs: cs, loaded: now}
	}
	c.mu.Unlock()
	return cs, nil
}

// Groups returns what catalog.Groups does: the home page's groups and cases.
func (c *Cache) Groups(ctx context.Context) ([]*ent.CaseGroup, error) {
	now := c.now()
	c.mu.Lock()
	hit, version := c.groups, c.version
	c.mu.Unlock()
	if hit != nil && now.Sub(hit.loaded) < c.ttl() {
		return hit.groups, nil
	}
	groups, err := Groups(ctx, c.DB)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	if c.version == version {
		c.groups = &cachedGroups{groups: groups, loaded: now}
	}
	c.mu.Unlock()
	return groups, nil
}

// GroupsOf is Groups through the cache, or straight from db without one.
func (c *Cache) GroupsOf(ctx context.Context, db *ent.Client) ([]*ent.CaseGroup, error) {
	if c == nil {
		return Groups(ctx, db)
	}
	return c.Groups(ctx)
}

// Invalidate forgets everything cached.
func (c *Cache) Invalidate() {
	c.mu.Lock()
	c.cases = nil
	c.byCase = nil
	c.groups = nil
	c.version++
	c.mu.Unlock()
}

// Watch invalidates the cache on every catalogue change announced on bus,
// until ctx ends. It returns once subscribed.
func (c *Cache) Watch(ctx context.Context, bus realtime.Bus, log *zap.Logger) error {
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
