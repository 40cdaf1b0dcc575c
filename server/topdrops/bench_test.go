package topdrops_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"entgo.io/ent/dialect"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/store"
	"github.com/casefront/casefront/server/topdrops"
)

// The benchmarks read the tops out of a database of BenchDrops drops (1,000
// players' wins over ten days, one in 41 without a case) and the rolling
// table those drops leave after the periodic trim, on SQLite and, when it
// answers, PostgreSQL (go test -run '^$' -bench . ./server/topdrops/,
// make bench-topdrops; docs/benchmarks.md). Each first checks the top against
// a scan of the drops.

const (
	BenchDrops   = 1_000_000
	benchPlayers = 1_000
	benchDays    = 10
)

type benchDB struct {
	db      *store.DB
	svc     *topdrops.Service
	players []int
}

func benchFixture(b testing.TB, name string, url func(testing.TB) string, n int) *benchDB {
	ctx := context.Background()
	db := testdb.Open(b, url(b))
	testdb.WithCatalog(b, db)
	now := time.Date(2026, 12, 2, 12, 30, 0, 0, time.UTC)
	f := &benchDB{db: db, svc: &topdrops.Service{DB: db.Client, Now: func() time.Time { return now }}}
	for range benchPlayers {
		f.players = append(f.players, testdb.Player(b, db, 0).ID)
	}
	if f.players[len(f.players)-1]-f.players[0] != benchPlayers-1 {
		b.Fatalf("player ids %d..%d are not one run", f.players[0], f.players[len(f.players)-1])
	}
	item := db.Item.Query().FirstX(ctx)
	cs := db.LootCase.Query().FirstX(ctx)
	start := time.Now()
	if err := fill(ctx, db, n, f.players, item.ID, cs.ID, now); err != nil {
		b.Fatal(err)
	}
	b.Logf("%s: %d drops and their rolling top written in %s", name, n, time.Since(start).Round(time.Millisecond))
	if db.Dialect == dialect.SQLite {
		if _, err := db.SQL.ExecContext(ctx, "ANALYZE"); err != nil {
			b.Fatal(err)
		}
	} else if _, err := db.SQL.ExecContext(ctx, "ANALYZE drops; ANALYZE top_drops"); err != nil {
		b.Fatal(err)
	}
	checkTop(b, f, now)
	return f
}

// fill writes the drops in one statement the database generates them by
// (prices spread like a catalogue's: mostly cents, a few thousands; one in
// forty without a case), then the rows the drop writer and the trim leave
// in the rolling table: each window hour's dearest PerHour, and the older
// hours' all-time Keep.
func fill(ctx context.Context, db *store.DB, n int, players []int, itemID, caseID int, now time.Time) error {
	lo, hi := players[0], players[len(players)-1] // ids in one run, ascending
	span := int64(benchDays * 24 * 3600)
	from := topdrops.BucketOf(now.Add(-topdrops.Window))
	var stmts []string
	if db.Dialect == dialect.Postgres {
		stmts = []string{
			fmt.Sprintf(`INSERT INTO drops (user_id, item_id, case_id, case_revision, state, price, nonce, cursor, ticket, roll, created_at, feed_at)
				SELECT %d + (g %% %d), %d, CASE WHEN g %% 41 = 0 THEN NULL ELSE %d END, 1, 'active',
					1 + floor(-ln(1 - random()) * -ln(1 - random()) * 500)::bigint, g, 0, 0, '', t - interval '5 seconds', t
				FROM (SELECT g, timestamptz '%s' - make_interval(secs => floor(random() * %d)) AS t FROM generate_series(1, %d) g) s`,
				lo, hi-lo+1, itemID, caseID, now.Format(time.RFC3339), span, n),
			fmt.Sprintf(`INSERT INTO top_drops (drop_id, price, bucket, at)
				SELECT id, price, b, feed_at FROM (SELECT id, price, feed_at, date_trunc('hour', feed_at, 'UTC') AS b,
					row_number() OVER (PARTITION BY date_trunc('hour', feed_at, 'UTC') ORDER BY price DESC, id) AS rn
					FROM drops WHERE case_id IS NOT NULL AND feed_at >= timestamptz '%s') r WHERE rn <= %d`,
				from.Format(time.RFC3339), topdrops.PerHour),
			fmt.Sprintf(`INSERT INTO top_drops (drop_id, price, bucket, at)
				SELECT id, price, date_trunc('hour', feed_at, 'UTC'), feed_at FROM drops
				WHERE case_id IS NOT NULL AND feed_at < timestamptz '%s' ORDER BY price DESC, id LIMIT %d`,
				from.Format(time.RFC3339), topdrops.Keep),
		}
	} else {
		// Times as the driver writes them ("2006-01-02 15:04:05+00:00", UTC,
		// whole seconds), so that they compare with the service's arguments.
		const at = `strftime('%%Y-%%m-%%d %%H:%%M:%%S', %d - t, 'unixepoch') || '+00:00'`
		const hour = `strftime('%%Y-%%m-%%d %%H:00:00', feed_at) || '+00:00'`
		rand01 := `((random() & 4503599627370495) * 1.0 / 4503599627370496.0)` // [0, 1) from 52 bits
		created, shown := fmt.Sprintf(at, now.Unix()-5), fmt.Sprintf(at, now.Unix())
		h, cutoff := fmt.Sprintf(hour), from.Format("2006-01-02 15:04:05-07:00")
		stmts = []string{
			fmt.Sprintf(`WITH RECURSIVE g(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM g WHERE n < %d),
				s(n, t, p) AS (SELECT n, abs(random()) %% %d, 1 + CAST(ln(1 - %s) * ln(1 - %s) * 500 AS INTEGER) FROM g)
				INSERT INTO drops (user_id, item_id, case_id, case_revision, state, price, nonce, cursor, ticket, roll, created_at, feed_at)
				SELECT %d + (n %% %d), %d, CASE WHEN n %% 41 = 0 THEN NULL ELSE %d END, 1, 'active', p, n, 0, 0, '', %s, %s FROM s`,
				n, span, rand01, rand01, lo, hi-lo+1, itemID, caseID, created, shown),
			fmt.Sprintf(`INSERT INTO top_drops (drop_id, price, bucket, at)
				SELECT id, price, b, feed_at FROM (SELECT id, price, feed_at, %s AS b,
					row_number() OVER (PARTITION BY %s ORDER BY price DESC, id) AS rn
					FROM drops WHERE case_id IS NOT NULL AND feed_at >= '%s') WHERE rn <= %d`,
				h, h, cutoff, topdrops.PerHour),
			fmt.Sprintf(`INSERT INTO top_drops (drop_id, price, bucket, at)
				SELECT id, price, %s, feed_at FROM drops
				WHERE case_id IS NOT NULL AND feed_at < '%s' ORDER BY price DESC, id LIMIT %d`,
				h, cutoff, topdrops.Keep),
		}
	}
	for _, q := range stmts {
		if _, err := db.SQL.ExecContext(ctx, q); err != nil {
			return fmt.Errorf("%w: %s", err, q)
		}
	}
	return nil
}

// checkTop compares the top with a scan of the drops: the same prices.
func checkTop(b testing.TB, f *benchDB, now time.Time) {
	ctx := context.Background()
	wins, err := f.svc.Top(ctx, &actor.Actor{}, topdrops.DefaultTop)
	if err != nil {
		b.Fatal(err)
	}
	from := now.Add(-topdrops.Window)
	want, err := f.db.Drop.Query().Where(drop.CaseIDNotNil(), drop.FeedAtGT(from), drop.FeedAtLTE(now)).
		Order(ent.Desc(drop.FieldPrice), ent.Asc(drop.FieldID)).Limit(topdrops.DefaultTop).All(ctx)
	if err != nil {
		b.Fatal(err)
	}
	if len(wins) != len(want) {
		b.Fatalf("top of %d, the scan %d", len(wins), len(want))
	}
	for i := range want {
		if wins[i].DropID != want[i].ID || wins[i].Price != want[i].Price {
			b.Fatalf("top #%d: drop %d at %s, the scan's %d at %s", i, wins[i].DropID, wins[i].Price, want[i].ID, want[i].Price)
		}
	}
}

// BenchmarkTopDrops fills each database once and measures the three reads
// on it: /top, /most_expensive_win and /user/{id}/top (a player with some
// thousand drops), through the service, without the cache.
func BenchmarkTopDrops(b *testing.B) {
	for _, d := range testdb.Databases() {
		b.Run(d.Name, func(b *testing.B) {
			f := benchFixture(b, d.Name, d.URL, BenchDrops)
			ctx, anon := context.Background(), &actor.Actor{}
			b.Run("top", func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					if wins, err := f.svc.Top(ctx, anon, topdrops.DefaultTop); err != nil || len(wins) != topdrops.DefaultTop {
						b.Fatalf("%d wins, %v", len(wins), err)
					}
				}
			})
			b.Run("most_expensive_win", func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					if w, err := f.svc.MostExpensive(ctx, anon); err != nil || w == nil {
						b.Fatalf("%v %v", w, err)
					}
				}
			})
			b.Run("user_top", func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					t, err := f.svc.UserTop(ctx, anon, f.players[i%len(f.players)], topdrops.DefaultUserTop)
					if err != nil || len(t.Drops) != topdrops.DefaultUserTop {
						b.Fatalf("%+v %v", t, err)
					}
				}
			})
		})
	}
}

// TestBenchFixture builds the benchmarks' database small: its top is the
// scan's (checkTop) and every player has best drops.
func TestBenchFixture(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			f := benchFixture(t, d.Name, d.URL, 30_000)
			for _, id := range []int{f.players[0], f.players[len(f.players)-1]} {
				top, err := f.svc.UserTop(context.Background(), &actor.Actor{}, id, topdrops.DefaultUserTop)
				if err != nil || len(top.Drops) != topdrops.DefaultUserTop {
					n := f.db.Drop.Query().Where(drop.UserID(id)).CountX(context.Background())
					t.Fatalf("player %d (%d drops): %+v %v", id, n, top, err)
				}
			}
		})
	}
}
