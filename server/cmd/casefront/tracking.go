package main

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"text/tabwriter"
	"time"

	"github.com/casefront/casefront/server/config"
	"github.com/casefront/casefront/server/tracking"
)

// pageviewsCommand prints the page views of the last DAYS days (default
// 7), most viewed first each day, and the players' ratings.
func pageviewsCommand(ctx context.Context, cfg *config.Config, args []string) error {
	days := 7
	if len(args) > 0 {
		n, err := strconv.Atoi(args[0])
		if err != nil || n < 1 || n > 366 {
			return usageError{"pageviews DAYS: DAYS is a number of days from 1 to 366"}
		}
		days = n
	}
	db, err := openMigrated(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	since := time.Now().UTC().AddDate(0, 0, 1-days).Format(time.DateOnly)
	rows, err := tracking.Counts(ctx, db.Client, since, 1000)
	if err != nil {
		return err
	}
	tw := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "day\tpath\tviews")
	for _, r := range rows {
		fmt.Fprintf(tw, "%s\t%s\t%d\n", r.Day, r.Path, r.Count)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	sum, err := tracking.Ratings(ctx, db.Client)
	if err != nil {
		return err
	}
	fmt.Printf("ratings: %d, average %.2f stars\n", sum.Count, sum.Average)
	return nil
}
