package topdrops_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
	"testing"
	"time"

	"entgo.io/ent/dialect"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/store"
	"github.com/casefront/casefront/server/topdrops"
)

// The benchmarks read the tops out of a database of BenchDrops drops (1,000
// players' wins over ten days, one in forty without a case) and the rolling
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

var benchDBs = map[string]*benchDB{}

func benchFixture(b *testing.B, name string, url func(testing.TB) string) *benchDB {
	if f := benchDBs[name]; f != nil {
		return f
	}
	ctx := context.Background()
	db := testdb.Open(b, url(b))
	testdb.WithCatalog(b, db)
	now := time.Date(2026, 12, 2, 12, 30, 0, 0, time.UTC)
	f := &benchDB{db: db, svc: &topdrops.Service{DB: db.Client, Now: func() time.Time { return now }}}
	for range benchPlayers {
		f.players = append(f.players, testdb.Player(b, db, 0).ID)
	}
	item := db.Item.Query().FirstX(ctx)
	cs := db.LootCase.Query().FirstX(ctx)
	start := time.Now()
	if err := fill(ctx, db, f.players, item.ID, cs.ID, now); err != nil {
		b.Fatal(err)
	}
	b.Logf("%s: %d drops and their rolling top written in %s", name, BenchDrops, time.Since(start).Round(time.Millisecond))
	if db.Dialect == dialect.SQLite {
		if _, err := db.SQL.ExecContext(ctx, "ANALYZE"); err != nil {
			b.Fatal(err)
		}
	} else if _, err := db.SQL.ExecContext(ctx, "ANALYZE drops; ANALYZE top_drops"); err != nil {
		b.Fatal(err)
	}
	checkTop(b, f, now)
	benchDBs[name] = f
	return f
}

// fill writes the drops in multi-row INSERTs, and the rows the drop writer
// and the trim leave in the rolling table: each hour's dearest PerHour.
func fill(ctx context.Context, db *store.DB, players []int, itemID, caseID int, now time.Time) error {
	rnd := rand.New(rand.NewPCG(1, 2))
	type kept struct {
		id    int
		price money.Cents
		at    time.Time
	}
	hours := map[time.Time][]kept{}
	const cols, batch = 13, 2_000
	tx, err := db.SQL.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var next int
	if err := tx.QueryRowContext(ctx, "SELECT COALESCE(MAX(id), 0) FROM drops").Scan(&next); err != nil {
		return err
	}
	span := int64(benchDays * 24 * time.Hour)
	for done := 0; done < BenchDrops; done += batch {
		var sb strings.Builder
		sb.WriteString("INSERT INTO drops (id, user_id, item_id, case_id, case_revision, state, price, nonce, cursor, ticket, roll, created_at, feed_at) VALUES ")
		args := make([]any, 0, batch*cols)
		for i := range batch {
			next++
			at := now.Add(-time.Duration(rnd.Int64N(span)))
			// Prices spread like a catalogue's: mostly cents, a few thousands.
			price := money.Cents(1 + rnd.ExpFloat64()*rnd.ExpFloat64()*500)
			var cid any = caseID
			if rnd.IntN(40) == 0 {
				cid = nil // an upgrade's, contract's or changer's result
			} else {
				b := topdrops.BucketOf(at)
				hours[b] = append(hours[b], kept{next, price, at})
			}
			if i > 0 {
				sb.WriteByte(',')
			}
			n := len(args)
			sb.WriteByte('(')
			for c := range cols {
				if c > 0 {
					sb.WriteByte(',')
				}
				if db.Dialect == dialect.Postgres {
					fmt.Fprintf(&sb, "$%d", n+c+1)
				} else {
					sb.WriteByte('?')
				}
			}
			sb.WriteByte(')')
			args = append(args, next, players[rnd.IntN(len(players))], itemID, cid, 1, "active", price, int64(i), 0, int64(0), "", at.Add(-5*time.Second), at)
		}
		if _, err := tx.ExecContext(ctx, sb.String(), args...); err != nil {
			return fmt.Errorf("drops: %w", err)
		}
	}
	var rows []kept
	var old []kept
	from := topdrops.BucketOf(now.Add(-topdrops.Window))
	for b, ks := range hours {
		sort.Slice(ks, func(i, j int) bool { return ks[i].price > ks[j].price || ks[i].price == ks[j].price && ks[i].id < ks[j].id })
		ks = ks[:min(len(ks), topdrops.PerHour)]
		if b.Before(from) {
			old = append(old, ks...)
		} else {
			rows = append(rows, ks...)
		}
	}
	sort.Slice(old, func(i, j int) bool { return old[i].price > old[j].price || old[i].price == old[j].price && old[i].id < old[j].id })
	rows = append(rows, old[:min(len(old), topdrops.Keep)]...)
	for len(rows) > 0 {
		part := rows[:min(len(rows), 500)]
		rows = rows[len(part):]
		var sb strings.Builder
		sb.WriteString("INSERT INTO top_drops (drop_id, price, bucket, at) VALUES ")
		args := make([]any, 0, len(part)*4)
		for i, k := range part {
			if i > 0 {
				sb.WriteByte(',')
			}
			if db.Dialect == dialect.Postgres {
				fmt.Fprintf(&sb, "($%d,$%d,$%d,$%d)", 4*i+1, 4*i+2, 4*i+3, 4*i+4)
			} else {
				sb.WriteString("(?,?,?,?)")
			}
			args = append(args, k.id, k.price, topdrops.BucketOf(k.at), k.at.UTC())
		}
		if _, err := tx.ExecContext(ctx, sb.String(), args...); err != nil {
			return fmt.Errorf("top_drops: %w", err)
		}
	}
	return tx.Commit()
}

// checkTop compares the top with a scan of the drops: the same prices.
func checkTop(b *testing.B, f *benchDB, now time.Time) {
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

func benchEach(b *testing.B, run func(b *testing.B, f *benchDB)) {
	for _, d := range testdb.Databases() {
		b.Run(d.Name, func(b *testing.B) {
			f := benchFixture(b, d.Name, d.URL)
			b.ResetTimer()
			run(b, f)
		})
	}
}

func BenchmarkTop(b *testing.B) {
	benchEach(b, func(b *testing.B, f *benchDB) {
		for i := 0; i < b.N; i++ {
			if wins, err := f.svc.Top(context.Background(), &actor.Actor{}, topdrops.DefaultTop); err != nil || len(wins) != topdrops.DefaultTop {
				b.Fatalf("%d wins, %v", len(wins), err)
			}
		}
	})
}

func BenchmarkMostExpensiveWin(b *testing.B) {
	benchEach(b, func(b *testing.B, f *benchDB) {
		for i := 0; i < b.N; i++ {
			if w, err := f.svc.MostExpensive(context.Background(), &actor.Actor{}); err != nil || w == nil {
				b.Fatalf("%v %v", w, err)
			}
		}
	})
}

func BenchmarkUserTop(b *testing.B) {
	benchEach(b, func(b *testing.B, f *benchDB) {
		for i := 0; i < b.N; i++ {
			t, err := f.svc.UserTop(context.Background(), &actor.Actor{}, f.players[i%len(f.players)], topdrops.DefaultUserTop)
			if err != nil || len(t.Drops) != topdrops.DefaultUserTop {
				b.Fatalf("%+v %v", t, err)
			}
		}
	})
}

