package catalog

import (
	"context"

	"github.com/casefront/casefront/ent"
)

// ScanItemsPage is ItemsPage matching every item by the rule alone, without
// the search index's candidates: what the index must not change.
func ScanItemsPage(ctx context.Context, c *ent.Client, q ItemsQuery) ([]*ent.Item, int, error) {
	q.scan = true
	return ItemsPage(ctx, c, q)
}

// SearchToken is searchToken, for tests.
var SearchToken = searchToken
