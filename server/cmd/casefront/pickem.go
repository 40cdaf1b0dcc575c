package main

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/server/config"
	"github.com/casefront/casefront/server/jobs"
	"github.com/casefront/casefront/server/pickem"
)

const pickemUsage = "usage: casefront pickem list | pickem result TOURNAMENT MATCH_ID WINNER_TEAM"

// pickemCommand runs `pickem ...` against the database: the operator's
// results go through the same service (and staff check) as the staff
// mutation; a stage's scoring job is written to the queue for the server.
func pickemCommand(ctx context.Context, cfg *config.Config, log *zap.Logger, args []string, out io.Writer) error {
	db, err := openMigrated(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	if err := jobs.Migrate(ctx, db, log); err != nil {
		return err
	}
	q, err := jobs.New(db, log, jobs.Config{})
	if err != nil {
		return err
	}
	defer q.Close()
	s := &pickem.Service{DB: db.Client, Jobs: q, Log: log}
	pickem.Register(q, s)
	return runPickem(ctx, s, args, out)
}

func runPickem(ctx context.Context, s *pickem.Service, args []string, out io.Writer) error {
	switch {
	case len(args) == 1 && args[0] == "list":
		list, err := s.List(ctx, operator)
		if err != nil {
			return err
		}
		for _, t := range list {
			fmt.Fprintf(out, "%s\t%s\t%s\t%s..%s\n", t.Slug, t.Name, t.Status, t.StartsAt.UTC().Format(time.RFC3339), t.EndsAt.UTC().Format(time.RFC3339))
			stages, err := s.Stages(ctx, operator, t.Slug)
			if err != nil {
				return err
			}
			for _, st := range stages {
				for _, m := range st.Matches {
					winner := "-"
					if m.Winner != nil {
						winner = *m.Winner
					}
					fmt.Fprintf(out, "  %d\t%s\t%s vs %s\t%s\twinner=%s\n", m.ID, st.Name, m.TeamA, m.TeamB, m.StartsAt.UTC().Format(time.RFC3339), winner)
				}
			}
		}
		return nil
	case len(args) == 4 && args[0] == "result":
		id, err := strconv.Atoi(args[2])
		if err != nil {
			return usageError{pickemUsage}
		}
		e, err := s.Result(ctx, operator, args[1], id, args[3])
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "match %d: %s won", e.Match.ID, *e.Match.Winner)
		if e.StageComplete {
			fmt.Fprint(out, "; the stage is complete, its scoring is queued")
		}
		fmt.Fprintln(out)
		return nil
	}
	return usageError{pickemUsage}
}
