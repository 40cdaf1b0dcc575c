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
	"github.com/casefront/casefront/server/siteevents"
)

const siteEventUsage = "usage: casefront site-event start TYPE NAME FINISH [STARTS] | site-event list | site-event end ID\n" +
	"  TYPE is gabenstore or site_event; a site event named after a theme (" +
	"halloween-2025, new-year-2025, ...) restyles the site; FINISH and STARTS are RFC 3339 times or durations from now (72h)"

// siteEventCommand runs `site-event ...` against the database. A change
// enqueues its announcement: the running server publishes it to open pages.
func siteEventCommand(ctx context.Context, cfg *config.Config, args []string, out io.Writer) error {
	db, err := openMigrated(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	if err := jobs.Migrate(ctx, db, zap.NewNop()); err != nil {
		return err
	}
	q, err := jobs.New(db, zap.NewNop(), jobs.Config{})
	if err != nil {
		return err
	}
	defer q.Close()
	s := &siteevents.Service{DB: db.Client, Jobs: q}
	siteevents.Register(q, s) // River inserts only kinds it knows
	return runSiteEvent(ctx, s, args, out)
}

// runSiteEvent is the command on a service, through the same role check
// as the staff mutations.
func runSiteEvent(ctx context.Context, s *siteevents.Service, args []string, out io.Writer) error {
	if len(args) == 0 {
		return usageError{siteEventUsage}
	}
	now := s.Now()
	switch args[0] {
	case "list":
		list, err := s.List(ctx, operator)
		if err != nil {
			return err
		}
		for _, e := range list {
			ended := ""
			if e.EndedAt != nil {
				ended = " ended " + e.EndedAt.UTC().Format(time.RFC3339)
			}
			fmt.Fprintf(out, "%d\t%s\t%s\t%s → %s\trunning=%t%s\n", e.ID, e.Type, e.Name, e.StartsAt.UTC().Format(time.RFC3339),
				e.FinishAt.UTC().Format(time.RFC3339), siteevents.Running(e, now), ended)
		}
		return nil
	case "end":
		if len(args) != 2 {
			return usageError{siteEventUsage}
		}
		id, err := strconv.Atoi(args[1])
		if err != nil {
			return usageError{siteEventUsage}
		}
		if _, err := s.End(ctx, operator, id); err != nil {
			return err
		}
		fmt.Fprintf(out, "site event %d ended\n", id)
		return nil
	case "start":
		if len(args) != 4 && len(args) != 5 {
			return usageError{siteEventUsage}
		}
		finish, err := whenArg(args[3], now)
		if err != nil {
			return usageError{siteEventUsage}
		}
		in := siteevents.StartInput{Type: args[1], Name: args[2], FinishAt: finish}
		if len(args) == 5 {
			starts, err := whenArg(args[4], now)
			if err != nil {
				return usageError{siteEventUsage}
			}
			in.StartsAt = &starts
		}
		e, err := s.Start(ctx, operator, in)
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "site event %d started: %s %s until %s\n", e.ID, e.Type, e.Name, e.FinishAt.UTC().Format(time.RFC3339))
		return nil
	}
	return usageError{siteEventUsage}
}

// whenArg reads an RFC 3339 time or a duration from now.
func whenArg(s string, now time.Time) (time.Time, error) {
	if d, err := time.ParseDuration(s); err == nil {
		return now.Add(d), nil
	}
	return time.Parse(time.RFC3339, s)
}
