package cases_test

import (
	"context"
	"database/sql"
	"strings"
	"sync"
	"testing"

	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"
	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/play"
)

// Every read an opening makes on PostgreSQL has an index to use: with
// sequential scans priced out, no plan of the open path scans a table.
// (Tiny test tables would let the planner scan by choice, so the choice is
// taken away; what remains is a scan for want of an index.)
func TestOpenPathUsesIndexes(t *testing.T) {
	t.Parallel()
	var pg string
	for _, d := range testdb.Databases() {
		if d.Name == "postgres" {
			pg = d.URL(t)
		}
	}
	if pg == "" {
		t.Skip("PostgreSQL is not available")
	}
	ctx := context.Background()
	db := testdb.Open(t, pg)
	testdb.WithCatalog(t, db)
	u := testdb.Player(t, db, 100_000)
	rec := &recorder{Driver: entsql.OpenDB(dialect.Postgres, db.SQL)}
	client := ent.NewClient(ent.Driver(rec))
	svc := &cases.Service{Env: testdb.Reactions(play.Env{DB: client, Log: zap.NewNop(), Schedule: immediately{}}), Contents: &catalog.Cache{DB: client}}
	if _, err := svc.Open(ctx, testdb.Actor(u), cases.OpenRequest{CaseAlias: "test-case", Count: 3}); err != nil {
		t.Fatal(err)
	}
	reads := rec.reads()
	if len(reads) < 4 {
		t.Fatalf("recorded only %d reads", len(reads))
	}
	t.Logf("%d reads of the open path checked", len(reads))
	for _, q := range reads {
		plan := explain(t, db.SQL, q)
		if strings.Contains(plan, "Seq Scan") {
			t.Errorf("a sequential scan in the open path:\n%s\n%s", q.query, plan)
		}
	}
}

type stmt struct {
	query string
	args  []any
}

// recorder keeps the SELECTs sent through it, in and out of transactions.
type recorder struct {
	dialect.Driver
	mu   sync.Mutex
	seen []stmt
}

func (r *recorder) note(query string, args any) {
	if !strings.HasPrefix(strings.TrimSpace(query), "SELECT") {
		return
	}
	a, _ := args.([]any)
	r.mu.Lock()
	r.seen = append(r.seen, stmt{query, a})
	r.mu.Unlock()
}

func (r *recorder) reads() []stmt {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]stmt(nil), r.seen...)
}

func (r *recorder) Query(ctx context.Context, query string, args, v any) error {
	r.note(query, args)
	return r.Driver.Query(ctx, query, args, v)
}

func (r *recorder) Tx(ctx context.Context) (dialect.Tx, error) {
	tx, err := r.Driver.Tx(ctx)
	return &recordingTx{Tx: tx, r: r}, err
}

type recordingTx struct {
	dialect.Tx
	r *recorder
}

func (t *recordingTx) Query(ctx context.Context, query string, args, v any) error {
	t.r.note(query, args)
	return t.Tx.Query(ctx, query, args, v)
}

func explain(t *testing.T, db *sql.DB, q stmt) string {
	t.Helper()
	ctx := context.Background()
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, "SET LOCAL enable_seqscan = off"); err != nil {
		t.Fatal(err)
	}
	rows, err := tx.QueryContext(ctx, "EXPLAIN "+q.query, q.args...)
	if err != nil {
		t.Fatalf("explain %s: %v", q.query, err)
	}
	defer rows.Close()
	var plan []string
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			t.Fatal(err)
		}
		plan = append(plan, line)
	}
	return strings.Join(plan, "\n")
}
