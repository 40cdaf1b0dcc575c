package cases

import (
	"context"
	"database/sql"
	"errors"
	"slices"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/pricesnapshot"
	entschema "github.com/casefront/casefront/ent/schema"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/fair"
)

// Price snapshots. Range and daily-bonus rolls filter a case's table on its
// items' prices, which a catalogue import changes in place. So such a roll
// records the prices its filter read, in its own transaction, as a row of
// price_snapshots named by the SHA-256 of their canonical text
// (fair.Contents.PricesCanonical), and its drop's descriptor names them
// after "@": range:MIN-MAX@SHA256, daily:TIER@SHA256. Verify and GET
// /fair/contents?prices=SHA256 put those prices back. A descriptor without
// "@" (a roll made before snapshots existed) is checked on today's prices.

// snapshotOf is the prices t's filters read, as the snapshot of the table
// of cs at its current revision: every entry in roll order, before shaping.
func snapshotOf(cs *ent.LootCase, t table) fair.Contents {
	c := fair.Contents{Key: fair.CaseContentsKey(cs.ID, cs.Revision), Items: make([]fair.ContentsItem, len(t.contents))}
	for i, ci := range t.contents {
		c.Items[i] = fair.ContentsItem{ItemID: ci.Edges.Item.ID, Price: t.price(i)}
	}
	return c
}

// recordPrices stores snapshot unless a row of its hash exists: a hot case
// writes one row per import that moves its prices, not one per roll. The
// conflict clause settles two first rolls racing on the same prices.
func recordPrices(ctx context.Context, tx *ent.Tx, snapshot fair.Contents) error {
	sum := snapshot.PricesSHA256()
	found, err := tx.PriceSnapshot.Query().Where(pricesnapshot.Sha256(sum)).Exist(ctx)
	if err != nil || found {
		return err
	}
	lines := make([]entschema.SnapshotPrice, len(snapshot.Items))
	for i, it := range snapshot.Items {
		lines[i] = entschema.SnapshotPrice{ItemID: it.ItemID, Price: it.Price}
	}
	err = tx.PriceSnapshot.Create().SetSha256(sum).SetContentsKey(snapshot.Key).SetPrices(lines).
		OnConflictColumns(pricesnapshot.FieldSha256).DoNothing().Exec(ctx)
	if errors.Is(err, sql.ErrNoRows) { // DO NOTHING on a conflict returns no row: another roll recorded it
		err = nil
	}
	return err
}

// snapshotPrices reads the snapshot of hash sum and checks that it prices
// exactly the table of key whose entries are contents: its prices, in the
// table's order.
func snapshotPrices(ctx context.Context, c *ent.Client, sum, key string, contents []*ent.CaseItem) ([]money.Cents, error) {
	row, err := c.PriceSnapshot.Query().Where(pricesnapshot.Sha256(sum)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, apperr.NotFound.Msg("no price snapshot %q", sum).With("field", "prices")
	}
	if err != nil {
		return nil, err
	}
	snap := fair.Contents{Key: row.ContentsKey, Items: make([]fair.ContentsItem, len(row.Prices))}
	prices := make([]money.Cents, len(row.Prices))
	for i, p := range row.Prices {
		snap.Items[i], prices[i] = fair.ContentsItem{ItemID: p.ItemID, Price: p.Price}, p.Price
	}
	same := slices.EqualFunc(snap.Items, contents, func(it fair.ContentsItem, ci *ent.CaseItem) bool { return it.ItemID == ci.ItemID })
	if snap.Key != key || !same || snap.PricesSHA256() != sum {
		return nil, apperr.Validation.Msg("price snapshot %q does not price the table %s", sum, key).With("field", "prices")
	}
	return prices, nil
}
