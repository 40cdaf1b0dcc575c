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
	cases   map[caseKey]entry[*ent.LootCase]
	byCase  map[int]entry[contents]
	groups  map[struct{}]entry[[]*ent.CaseGroup]
	version uint64 // bumped by Invalidate; a load started before it is not kept
}

// entry is a cached value and when it was loaded.
type entry[V any] struct {
	v      V
	loaded time.Time
}

// caseKey names a case by id or by alias (one of them).
type caseKey struct {
	id    int
	alias string
}

// contents are a case's contents at one revision.
type contents struct {
	revision int
	items    []*ent.CaseItem
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

// cached answers key from table when it holds a value younger than the TTL
// that fresh accepts (nil: any), else loads one and keeps it, unless the
// cache was invalidated while it loaded (the load may predate the change).
func cached[K comparable, V any](c *Cache, table *map[K]entry[V], key K, fresh func(V) bool, load func() (V, error)) (V, error) {
	now := c.now()
	c.mu.Lock()
	hit, ok := (*table)[key]
	version := c.version
	c.mu.Unlock()
	if ok && now.Sub(hit.loaded) < c.ttl() && (fresh == nil || fresh(hit.v)) {
		return hit.v, nil
	}
	v, err := load()
	if err != nil {
		return v, err
	}
	c.mu.Lock()
	if c.version == version {
		if *table == nil {
			*table = make(map[K]entry[V])
		}
		(*table)[key] = entry[V]{v: v, loaded: now}
	}
	c.mu.Unlock()
	return v, nil
}

// Contents returns the contents of cs at its current revision.
func (c *Cache) Contents(ctx context.Context, cs *ent.LootCase) ([]*ent.CaseItem, error) {
	got, err := cached(c, &c.byCase, cs.ID, func(v contents) bool { return v.revision == cs.Revision }, func() (contents, error) {
		items, err := ContentsAt(ctx, c.DB, cs.ID, cs.Revision)
		return contents{revision: cs.Revision, items: items}, err
	})
	return got.items, err
}

// Case returns the case with this id, or with this alias when id is 0:
// the row every opening starts from. A case changes only with the catalogue
// (an import, announced on ChangedTopic), so it is kept like the contents.
func (c *Cache) Case(ctx context.Context, id int, alias string) (*ent.LootCase, error) {
	key := caseKey{id: id}
	if id == 0 {
		key.alias = alias
	}
	return cached(c, &c.cases, key, nil, func() (*ent.LootCase, error) {
		if id == 0 {
			return CaseByAlias(ctx, c.DB, alias)
		}
		cs, err := c.DB.LootCase.Get(ctx, id)
		if ent.IsNotFound(err) {
			err = apperr.NotFound.Msg("no case %d", id)
		}
		return cs, err
	})
}

// Groups returns what catalog.Groups does: the home page's groups and cases.
func (c *Cache) Groups(ctx context.Context) ([]*ent.CaseGroup, error) {
	return cached(c, &c.groups, struct{}{}, nil, func() ([]*ent.CaseGroup, error) { return Groups(ctx, c.DB) })
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
