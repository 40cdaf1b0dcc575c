package tracking

import (
	"context"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/pageview"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/clock"
	"github.com/casefront/casefront/server/store"
)

// MaxPath is the longest path counted (bytes).
const MaxPath = 200

// maxKeys bounds what is held between flushes: past it, views of paths not
// yet seen in the batch are dropped (counted in Dropped) rather than grow
// memory on a flood of made-up paths.
const maxKeys = 10000

// CleanPath validates a page view's path: "/" and segments of letters,
// digits and -_.~ only, at most MaxPath bytes, no query. Anything else is
// api.validation: nobody's made-up text is stored.
func CleanPath(p string) (string, error) {
	if p == "" {
		p = "/"
	}
	if !strings.HasPrefix(p, "/") || len(p) > MaxPath || !utf8.ValidString(p) {
		return "", apperr.Validation.Msg("path must start with / and be at most %d bytes", MaxPath).With("field", "path")
	}
	for _, r := range p {
		ok := r == '/' || r == '-' || r == '_' || r == '.' || r == '~' ||
			(r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || (r >= '0' && r <= '9')
		if !ok {
			return "", apperr.Validation.Msg("path may hold only letters, digits, / and -_.~").With("field", "path")
		}
	}
	if strings.Contains(p, "//") || strings.Contains(p, "/../") || strings.HasSuffix(p, "/..") {
		return "", apperr.Validation.Msg("path is not a page's path").With("field", "path")
	}
	if len(p) > 1 {
		p = strings.TrimSuffix(p, "/")
	}
	return p, nil
}

type viewKey struct{ day, path string }

// PageViews counts page views in memory; Flush adds them to the database
// in one transaction, a row per path and day.
type PageViews struct {
	DB    *ent.Client
	Clock clock.Func
	Log   *zap.Logger

	mu      sync.Mutex
	counts  map[viewKey]int64
	dropped int64
}

// Count records one view of a clean path: a map update under a lock,
// nothing else on the request's way.
func (v *PageViews) Count(path string) {
	k := viewKey{v.Clock.Now().UTC().Format(time.DateOnly), path}
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.counts == nil {
		v.counts = map[viewKey]int64{}
	}
	if _, ok := v.counts[k]; !ok && len(v.counts) >= maxKeys {
		v.dropped++
		return
	}
	v.counts[k]++
}

// Flush adds the counted views to the database; on failure they are
// counted again for the next flush.
func (v *PageViews) Flush(ctx context.Context) error {
	v.mu.Lock()
	batch, dropped := v.counts, v.dropped
	v.counts, v.dropped = nil, 0
	v.mu.Unlock()
	if dropped > 0 && v.Log != nil {
		v.Log.Warn("page views dropped: too many distinct paths between flushes", zap.Int64("dropped", dropped))
	}
	if len(batch) == 0 {
		return nil
	}
	// One transaction for the batch; an upsert per path and day adds the
	// batch's count to the row's.
	err := store.WithTx(ctx, v.DB, func(tx *ent.Tx) error {
		for k, n := range batch {
			err := tx.PageView.Create().SetDay(k.day).SetPath(k.path).SetCount(n).
				OnConflictColumns(pageview.FieldDay, pageview.FieldPath).AddCount(n).Exec(ctx)
			if err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		v.mu.Lock()
		if v.counts == nil {
			v.counts = map[viewKey]int64{}
		}
		for k, n := range batch {
			v.counts[k] += n
		}
		v.mu.Unlock()
	}
	return err
}

// Run flushes every interval until ctx ends, then once more (a shutdown
// loses no counted view).
func (v *PageViews) Run(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			if err := v.Flush(ctx); err != nil && v.Log != nil {
				v.Log.Warn("page views: flush", zap.Error(err))
			}
		case <-ctx.Done():
			final, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			if err := v.Flush(final); err != nil && v.Log != nil {
				v.Log.Warn("page views: last flush", zap.Error(err))
			}
			cancel()
			return
		}
	}
}

// DayCount is one path's views on one day.
type DayCount struct {
	Day   string
	Path  string
	Count int64
}

// Counts reads the views from day since on, most viewed first.
func Counts(ctx context.Context, db *ent.Client, since string, limit int) ([]DayCount, error) {
	rows, err := db.PageView.Query().Where(pageview.DayGTE(since)).
		Order(ent.Desc(pageview.FieldDay), ent.Desc(pageview.FieldCount), ent.Asc(pageview.FieldPath)).Limit(limit).All(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]DayCount, len(rows))
	for i, r := range rows {
		out[i] = DayCount{r.Day, r.Path, r.Count}
	}
	return out, nil
}
