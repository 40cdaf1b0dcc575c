package topdrops

import (
	"context"
	"time"

	"github.com/riverqueue/river"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/topdrop"
	"github.com/casefront/casefront/server/jobs"
)

// PruneEvery is how often the queue's leader trims the rolling table.
const PruneEvery = 10 * time.Minute

// PruneArgs is the periodic trim of the rolling table.
type PruneArgs struct{}

func (PruneArgs) Kind() string { return "topdrops_prune" }

// Register adds the periodic trim to q.
func Register(q *jobs.Queue, s *Service) {
	jobs.Register(q, &pruner{s: s})
	jobs.Every(q, PruneEvery, PruneArgs{}, &river.InsertOpts{MaxAttempts: 1})
}

type pruner struct {
	river.WorkerDefaults[PruneArgs]
	s *Service
}

func (w *pruner) Work(ctx context.Context, _ *river.Job[PruneArgs]) error {
	_, err := w.s.Prune(ctx)
	return err
}

// Prune trims each hour of the window to its PerHour dearest wins and
// forgets the older hours' wins but the all-time Keep dearest, and says how
// many rows it removed. What it removes is never shown: the top lists at
// most MaxTop < PerHour of an hour, the most expensive win is the first
// kept. It deletes by id, so a win recorded meanwhile is left alone.
func (s *Service) Prune(ctx context.Context) (int, error) {
	from := BucketOf(s.now().Add(-Window))
	keep, err := s.DB.TopDrop.Query().Order(ent.Desc(topdrop.FieldPrice), ent.Asc(topdrop.FieldDropID)).
		Limit(Keep).IDs(ctx)
	if err != nil {
		return 0, err
	}
	removed, err := s.DB.TopDrop.Delete().Where(topdrop.BucketLT(from), topdrop.IDNotIn(keep...)).Exec(ctx)
	if err != nil {
		return removed, err
	}
	// Each hour of the window in turn (at most 25 indexed reads).
	for b, last := from, BucketOf(s.now()); !b.After(last); b = b.Add(Bucket) {
		extra, err := s.DB.TopDrop.Query().Where(topdrop.Bucket(b)).
			Order(ent.Desc(topdrop.FieldPrice), ent.Asc(topdrop.FieldDropID)).Offset(PerHour).Limit(1 << 20).IDs(ctx)
		if err != nil || len(extra) == 0 {
			if err != nil {
				return removed, err
			}
			continue
		}
		n, err := s.DB.TopDrop.Delete().Where(topdrop.IDIn(extra...)).Exec(ctx)
		removed += n
		if err != nil {
			return removed, err
		}
	}
	return removed, nil
}
