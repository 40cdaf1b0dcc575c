package ledger_test

import (
	"context"
	"testing"

	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/ledger"
)

// A page or size out of range is refused with the field named, never
// clamped to something the caller did not ask for.
func TestHistoryRefusesPagesOutOfRange(t *testing.T) {
	db := testdb.Open(t, testenv.SQLiteURL(t))
	a := testdb.Actor(testdb.Player(t, db, 100))
	ctx := context.Background()
	if rows, total, err := ledger.History(ctx, db.Client, a, ledger.Money, 1, ledger.HistoryPageSize); err != nil || total != 1 || len(rows) != 1 {
		t.Fatalf("first page: %d of %d, %v", len(rows), total, err)
	}
	for _, c := range []struct {
		page, limit int
		field       string
	}{{0, 30, "page"}, {-3, 30, "page"}, {10001, 30, "page"}, {1, 0, "limit"}, {1, ledger.HistoryPageSize + 1, "limit"}} {
		_, _, err := ledger.History(ctx, db.Client, a, "", c.page, c.limit)
		if e, ok := apperr.As(err); !ok || e.Key != apperr.Validation.Key || e.Fields["field"] != c.field {
			t.Errorf("page %d limit %d: %v, want api.validation on %s", c.page, c.limit, err, c.field)
		}
	}
}
