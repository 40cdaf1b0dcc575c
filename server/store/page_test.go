package store_test

import (
	"testing"

	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/store"
)

// Out-of-range pages and sizes are refused with the field named, never
// clamped: one rule for every list on both transports.
func TestOffsetRefusesOutOfRange(t *testing.T) {
	for _, c := range []struct{ page, limit, offset int }{{1, 30, 0}, {2, 5, 5}, {store.MaxPage, 30, (store.MaxPage - 1) * 30}, {1, 1, 0}} {
		if off, err := store.Offset(c.page, c.limit, 30); err != nil || off != c.offset {
			t.Errorf("page %d limit %d: %d %v, want %d", c.page, c.limit, off, err, c.offset)
		}
	}
	for _, c := range []struct {
		page, limit int
		field       string
	}{{0, 30, "page"}, {-1, 30, "page"}, {store.MaxPage + 1, 30, "page"}, {1, 0, "limit"}, {1, 31, "limit"}, {1, -5, "limit"}} {
		_, err := store.Offset(c.page, c.limit, 30)
		e, ok := apperr.As(err)
		if !ok || e.Key != apperr.Validation.Key || e.Fields["field"] != c.field {
			t.Errorf("page %d limit %d: %v, want api.validation on %s", c.page, c.limit, err, c.field)
		}
	}
	if store.First("first", 0) != nil || store.First("first", store.MaxFirst) != nil {
		t.Error("a cursor page of 0 or MaxFirst refused")
	}
	if e, ok := apperr.As(store.First("last", store.MaxFirst+1)); !ok || e.Fields["field"] != "last" {
		t.Errorf("first past MaxFirst: %v", e)
	}
}
