package siteevents

import (
	"context"

	"github.com/riverqueue/river"

	"github.com/casefront/casefront/server/jobs"
)

// AnnounceArgs is the job that publishes the running events after a change.
type AnnounceArgs struct{}

func (AnnounceArgs) Kind() string { return "site_events_announce" }

type announceWorker struct {
	river.WorkerDefaults[AnnounceArgs]
	s *Service
}

func (w *announceWorker) Work(ctx context.Context, _ *river.Job[AnnounceArgs]) error {
	if w.s.Bus == nil {
		return nil
	}
	return w.s.Announce(ctx)
}

// Register adds the announcing worker to q (the server's queue, and the
// command line's, which only inserts).
func Register(q *jobs.Queue, s *Service) {
	jobs.Register(q, &announceWorker{s: s})
}
