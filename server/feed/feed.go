// Package feed is the live feed of wins: the event every opening publishes
// on the "feed" topic, and the running stats shown beside it.
package feed

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"entgo.io/ent/dialect/sql"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/counter"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/realtime"
	"github.com/casefront/casefront/server/store"
	"github.com/casefront/casefront/server/users"
)

// Topic is the bus topic of wins.
const Topic = "feed"

// Win is one drop as the live feed shows it.
type Win struct {
	DropID   int    `json:"drop_id"`
	UserID   int    `json:"user_id"`
	Nickname string `json:"nickname"`
	Avatar   string `json:"avatar"`
	// The winner's level as others see it and what they wear.
	users.Worn
	ItemID         int         `json:"item_id"`
	MarketHashName string      `json:"market_hash_name"`
	Rarity         string      `json:"rarity"`
	StatTrak       bool        `json:"stattrak"`
	Image          string      `json:"image"` // path under ASSETS_BASE_URL
	Price          money.Cents `json:"price"`
	CaseAlias      string      `json:"case_alias"`
	CaseName       string      `json:"case_name"`
	CreatedAt      time.Time   `json:"created_at"`
}

// Event is what subscribers receive.
type Event struct {
	Win   Win   `json:"win"`
	Stats Stats `json:"stats"`
}

// Stats are the live-feed counters of spec 3.
type Stats struct {
	CasesOpened      int64 `json:"cases_opened"`
	CasesOpenedToday int64 `json:"cases_opened_today"`
	DailybonusOpened int64 `json:"dailybonus_opened"`
	Milspec          int64 `json:"milspec"`
	Restricted       int64 `json:"restricted"`
	Classified       int64 `json:"classified"`
	Covert           int64 `json:"covert"`
	Rare             int64 `json:"rare"`
	StatTrak         int64 `json:"stattrak"`
}

func todayKey(t time.Time) string { return "cases_opened_today:" + t.UTC().Format("2006-01-02") }

// shards spreads each counter over several rows so concurrent openings by
// different players do not queue on one hot row; readers add the shards up.
const shards = 8

func shardKey(key string, userID int) string { return fmt.Sprintf("%s#%d", key, userID%shards) }

// shardKeys are a counter's shard keys, boxed once: every opening passes
// them to its counters' statement, and building and boxing them on each
// call was a dozen allocations an opening.
type shardKeys [shards]any

func newShardKeys(key string) *shardKeys {
	var out shardKeys
	for i := range out {
		out[i] = shardKey(key, i)
	}
	return &out
}

var (
	keysMu sync.RWMutex
	keys   = map[string]*shardKeys{} // by counter key, and rarity keys by rarity under "r/"
	// today is the current day's key, made once a day.
	today atomic.Pointer[dayKeys]
)

type dayKeys struct {
	year, day int
	keys      *shardKeys
}

// keysOf is the shard keys of a counter.
func keysOf(key string) *shardKeys {
	keysMu.RLock()
	k := keys[key]
	keysMu.RUnlock()
	if k != nil {
		return k
	}
	keysMu.Lock()
	defer keysMu.Unlock()
	if k = keys[key]; k == nil {
		k = newShardKeys(key)
		keys[key] = k
	}
	return k
}

// rarityKeys is the shard keys of a rarity's counter (rarity:NAME), looked
// up by the rarity without building the key.
func rarityKeys(rarity string) *shardKeys {
	keysMu.RLock()
	k := rarityIndex[rarity]
	keysMu.RUnlock()
	if k != nil {
		return k
	}
	k = keysOf("rarity:" + rarity)
	keysMu.Lock()
	rarityIndex[rarity] = k
	keysMu.Unlock()
	return k
}

var rarityIndex = map[string]*shardKeys{}

// todayKeys is the shard keys of now's day counter.
func todayKeys(now time.Time) *shardKeys {
	u := now.UTC()
	y, d := u.Year(), u.YearDay()
	if p := today.Load(); p != nil && p.year == y && p.day == d {
		return p.keys
	}
	p := &dayKeys{year: y, day: d, keys: newShardKeys(todayKey(u))}
	today.Store(p)
	return p.keys
}

// Opened is one opened case's drop, as the counters see it.
type Opened struct {
	Rarity   string
	StatTrak bool
}

// tally adds up a request's counts by counter, in first-seen order (a
// stable statement); there are a handful, so a short list on the stack.
type tally struct {
	buf  [12]count
	list []count
}

type count struct {
	keys *shardKeys
	n    int64
}

func (t *tally) inc(k *shardKeys) {
	if t.list == nil {
		t.list = t.buf[:0]
	}
	for i := range t.list {
		if t.list[i].keys == k {
			t.list[i].n++
			return
		}
	}
	t.list = append(t.list, count{keys: k, n: 1})
}

// Count adds opened cases' drops to the counters, inside the opening's
// transaction, in one statement: each counter's shard gets its total.
func Count(ctx context.Context, tx *ent.Tx, userID int, now time.Time, drops ...Opened) error {
	if len(drops) == 0 {
		return nil
	}
	var t tally
	opened, day, stattrak := keysOf("cases_opened"), todayKeys(now), keysOf("stattrak")
	for _, d := range drops {
		t.inc(opened)
		t.inc(day)
		if d.Rarity != "" { // a drop boost is an open without an item's rarity
			t.inc(rarityKeys(d.Rarity))
		}
		if d.StatTrak {
			t.inc(stattrak)
		}
	}
	return upsert(ctx, tx, userID, t.list)
}

// DailyBonusKey is the counter of daily bonus opens (Stats.DailybonusOpened).
const DailyBonusKey = "dailybonus_opened"

// CountDailyBonus adds one daily bonus open to dailybonus_opened, inside the
// open's transaction. The drop itself is counted by Count like any other
// opened case (cases_opened, its rarity); this is the daily bonus's own
// counter on top of it.
func CountDailyBonus(ctx context.Context, tx *ent.Tx, userID int) error {
	return upsert(ctx, tx, userID, []count{{keys: keysOf(DailyBonusKey), n: 1}})
}

// upsert adds to each counter's shard of userID its total, in one
// statement.
func upsert(ctx context.Context, tx *ent.Tx, userID int, counts []count) error {
	shard := userID % shards
	args := make([]any, 0, 2*len(counts))
	for _, c := range counts {
		args = append(args, c.keys[shard], c.n)
	}
	_, err := upsertStmt.N(len(counts)).Exec(ctx, tx, args...)
	return err
}

// upsertStmt adds to n counters in one statement, built once per n: args
// key, value for each.
var upsertStmt = store.BuildN(func(b *sql.DialectBuilder, n int) sql.Querier {
	ins := b.Insert(counter.Table).Columns(counter.FieldKey, counter.FieldValue)
	for range n {
		ins.Values("", 0)
	}
	return ins.OnConflict(
		sql.ConflictColumns(counter.FieldKey),
		sql.ResolveWith(func(u *sql.UpdateSet) {
			// value = counters.value + excluded.value: each shard adds its own total.
			excluded := sql.Dialect(u.UpdateBuilder.Dialect()).Table("excluded")
			u.Set(counter.FieldValue, sql.Expr(u.Table().C(counter.FieldValue)+" + "+excluded.C(counter.FieldValue)))
		}),
	)
})

// ReadStats reads the counters.
func ReadStats(ctx context.Context, c *ent.Client, now time.Time) (Stats, error) {
	names := []string{"cases_opened", todayKey(now), DailyBonusKey, "stattrak"}
	for _, r := range []string{"milspec", "restricted", "classified", "covert", "rare"} {
		names = append(names, "rarity:"+r)
	}
	keys := make([]string, 0, len(names)*shards)
	for _, n := range names {
		for i := 0; i < shards; i++ {
			keys = append(keys, shardKey(n, i))
		}
	}
	rows, err := c.Counter.Query().Where(counter.KeyIn(keys...)).All(ctx)
	if err != nil {
		return Stats{}, err
	}
	m := map[string]int64{}
	for _, r := range rows {
		name, _, _ := strings.Cut(r.Key, "#")
		m[name] += r.Value
	}
	return Stats{
		CasesOpened: m["cases_opened"], CasesOpenedToday: m[todayKey(now)], DailybonusOpened: m[DailyBonusKey],
		Milspec: m["rarity:milspec"], Restricted: m["rarity:restricted"], Classified: m["rarity:classified"],
		Covert: m["rarity:covert"], Rare: m["rarity:rare"], StatTrak: m["stattrak"],
	}, nil
}

// Publish sends events to every instance's subscribers.
func Publish(ctx context.Context, bus realtime.Bus, events []Event) error {
	for _, e := range events {
		b, err := json.Marshal(e)
		if err != nil {
			return err
		}
		if err := bus.Publish(ctx, Topic, b); err != nil {
			return err
		}
	}
	return nil
}
