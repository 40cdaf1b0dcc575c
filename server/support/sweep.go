package support

import (
	"context"
	"time"

	"github.com/riverqueue/river"
	"go.uber.org/zap"

	"github.com/casefront/casefront/ent/supportattachment"
)

// A file is stored before its attachment row is written, in the row's
// transaction: a rollback removes it again (addComment), but a process
// that dies between the put and the commit, or a delete that failed,
// leaves a file no row names. The sweep removes those once they are older
// than SweepGrace, far longer than any transaction that may still commit
// them, so a message being sent is never touched.
const (
	SweepGrace = time.Hour
	// SweepEvery is how often the queue's leader sweeps.
	SweepEvery = 6 * time.Hour
	// sweepBatch is how many keys one lookup of attachment rows checks.
	sweepBatch = 500
)

// SweepArgs is the periodic removal of stored files no attachment names.
type SweepArgs struct{}

func (SweepArgs) Kind() string { return "support_sweep_files" }

type sweeper struct {
	river.WorkerDefaults[SweepArgs]
	s *Service
}

func (w *sweeper) Work(ctx context.Context, _ *river.Job[SweepArgs]) error {
	n, err := w.s.SweepFiles(ctx)
	if n > 0 {
		w.s.log().Info("support: removed orphan files", zap.Int("files", n))
	}
	return err
}

// SweepFiles deletes every stored file older than SweepGrace that no
// attachment row names and says how many it deleted. Deleting a file that
// is already gone is no error, so two sweeps at once, or one run again
// after a failure, do no harm.
func (s *Service) SweepFiles(ctx context.Context) (int, error) {
	deleted := 0
	batch := make([]string, 0, sweepBatch)
	flush := func() error {
		if len(batch) == 0 {
			return nil
		}
		known, err := s.DB.SupportAttachment.Query().Where(supportattachment.KeyIn(batch...)).
			Select(supportattachment.FieldKey).Strings(ctx)
		if err != nil {
			return err
		}
		named := make(map[string]bool, len(known))
		for _, k := range known {
			named[k] = true
		}
		for _, k := range batch {
			if named[k] {
				continue
			}
			if err := s.Files.Delete(ctx, k); err != nil {
				return err
			}
			deleted++
		}
		batch = batch[:0]
		return nil
	}
	err := s.Files.Older(ctx, s.now().Add(-SweepGrace), func(key string) error {
		if batch = append(batch, key); len(batch) == sweepBatch {
			return flush()
		}
		return nil
	})
	if err == nil {
		err = flush()
	}
	return deleted, err
}
