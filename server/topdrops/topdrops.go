// Package topdrops is the dearest wins: the last 24 hours' top (GET /top,
// the topdrop page), the most expensive win ever (GET /most_expensive_win)
// and a profile's best drops (GET /user/{id}/top).
//
// What counts is the live stats' rule (inventory.Mint): a drop minted out of
// a case, counted as a case opened, that is a win (not a drop boost, minted
// already used). Openings of every family, the daily bonus, reward cases and
// battle rounds count; upgrade, contract and changer results have no case
// and do not; a withdrawal swap's replacement is not a win. A win stays won
// whatever becomes of the item: sold, staked, withdrawn or swapped, it keeps
// its place. It shows once the live feed shows it (feed_at).
//
// The top and the most expensive win are read from a rolling table
// (top_drops) instead of the drops: the drop writer adds a win only when it
// enters its hour's top PerHour (one indexed read per opening, a write only
// then), and Prune, run by a periodic job, trims each hour to its top and
// forgets the hours older than the window, keeping the all-time top Keep.
package topdrops

import (
	"context"
	"fmt"
	"time"

	entsql "entgo.io/ent/dialect/sql"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/topdrop"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/store"
)

const (
	// Feature is the restriction that hides the top (restrict.Features).
	Feature = "top_drop"
	// Window is how far back the top looks.
	Window = 24 * time.Hour
	// Bucket is the rolling table's unit: each hour keeps its top PerHour.
	Bucket = time.Hour
	// PerHour is how many wins each hour keeps: more than MaxTop, so that
	// the window's oldest hour, partly out of it, still has its share.
	PerHour = 50
	// Keep is how many wins older than the window stay (the all-time best:
	// the most expensive win is the first of them).
	Keep = 10
	// DefaultTop and MaxTop: how many wins /top answers, by default and at most.
	DefaultTop = 20
	MaxTop     = 50
	// DefaultUserTop and MaxUserTop: a profile's best drops.
	DefaultUserTop = 10
	MaxUserTop     = 30
)

// Counts is the rule of what a top drop is, for a drop being minted by the
// counting writer (inventory.Mint): a case's win that is not a drop boost.
func Counts(d *ent.Drop) bool { return d.CaseID != nil && d.State != drop.StateUsed }

// BucketOf is the hour a win is kept under: when the feed shows it.
func BucketOf(at time.Time) time.Time { return at.UTC().Truncate(Bucket) }

// shownAt is when the feed shows d (its creation for a drop without a
// roulette).
func shownAt(d *ent.Drop) time.Time {
	if d.FeedAt != nil {
		return d.FeedAt.UTC()
	}
	return d.CreatedAt.UTC()
}

// floorStmt is the PerHour-th dearest price kept in an hour: args bucket.
var floorStmt = store.Build(func(b *entsql.DialectBuilder) entsql.Querier {
	return b.Select(topdrop.FieldPrice).From(entsql.Table(topdrop.Table)).
		Where(entsql.EQ(topdrop.FieldBucket, time.Time{})).
		OrderBy(entsql.Desc(topdrop.FieldPrice)).Limit(1).Offset(PerHour - 1)
})

// insertStmt writes n rows: args per row drop, price, bucket, at.
var insertStmt = store.BuildN(func(b *entsql.DialectBuilder, n int) entsql.Querier {
	ins := b.Insert(topdrop.Table).Columns(topdrop.FieldDropID, topdrop.FieldPrice, topdrop.FieldBucket, topdrop.FieldAt)
	for range n {
		ins.Values(0, 0, time.Time{}, time.Time{})
	}
	return ins
})

// Record adds to the rolling table, in the minting transaction, the drops
// (already saved, Counts holds) that enter their hour's top. A drop as dear
// as the hour's last kept one does not: the earlier win keeps the place.
// Two openings racing may both add theirs; Prune trims the extra.
func Record(ctx context.Context, tx *ent.Tx, drops []*ent.Drop) error {
	if len(drops) == 0 {
		return nil
	}
	// One opening's drops share their feed time, so their hour: one read.
	var (
		bucket time.Time
		floor  money.Cents
		full   bool
		args   []any
	)
	for i, d := range drops {
		at := shownAt(d)
		if b := BucketOf(at); i == 0 || !b.Equal(bucket) {
			bucket = b
			var err error
			if floor, full, err = floorOf(ctx, tx, bucket); err != nil {
				return err
			}
		}
		if full && d.Price <= floor {
			continue
		}
		args = append(args, d.ID, d.Price, bucket, at)
	}
	if len(args) == 0 {
		return nil
	}
	if _, err := insertStmt.N(len(args)/4).Exec(ctx, tx, args...); err != nil {
		return fmt.Errorf("topdrops: record: %w", err)
	}
	return nil
}

// floorOf is the price a win must beat to enter bucket's top; full is false
// while the hour keeps fewer than PerHour wins (any win enters).
func floorOf(ctx context.Context, tx *ent.Tx, bucket time.Time) (money.Cents, bool, error) {
	rows, err := floorStmt.Query(ctx, tx, bucket)
	if err != nil {
		return 0, false, fmt.Errorf("topdrops: floor: %w", err)
	}
	defer rows.Close()
	if !rows.Next() {
		return 0, false, rows.Err()
	}
	var p int64
	if err := rows.Scan(&p); err != nil {
		return 0, false, err
	}
	return money.Cents(p), true, rows.Close()
}
