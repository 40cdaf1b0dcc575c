package main

import (
	"context"
	"fmt"
	"io"
	"strconv"

	"github.com/casefront/casefront/server/config"
	"github.com/casefront/casefront/server/gabenstore"
)

const cashbackUsage = "usage: casefront cashback list | cashback set GAME BPS | cashback reset GAME\n" +
	"  GAME is case_open, battle, upgrade, contract or warehouse; BPS is the event balance a play earns, in basis points of its stake (0 to 1000)"

// cashbackCommand runs `cashback ...` against the database. A rate applies
// to the plays that start after it: each play reads it in its transaction.
func cashbackCommand(ctx context.Context, cfg *config.Config, args []string, out io.Writer) error {
	db, err := openMigrated(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	return runCashback(ctx, &gabenstore.Service{DB: db.Client}, args, out)
}

// runCashback is the command on the service, through the same role check
// as the staff mutation setCashbackRate.
func runCashback(ctx context.Context, s *gabenstore.Service, args []string, out io.Writer) error {
	if len(args) == 0 {
		return usageError{cashbackUsage}
	}
	var (
		rate gabenstore.Rate
		err  error
	)
	switch {
	case args[0] == "list" && len(args) == 1:
		rates, err := s.Rates(ctx, operator)
		if err != nil {
			return err
		}
		for _, r := range rates {
			printRate(out, r)
		}
		return nil
	case args[0] == "set" && len(args) == 3:
		bps, convErr := strconv.Atoi(args[2])
		if convErr != nil {
			return usageError{cashbackUsage}
		}
		rate, err = s.SetRate(ctx, operator, args[1], &bps)
	case args[0] == "reset" && len(args) == 2:
		rate, err = s.SetRate(ctx, operator, args[1], nil)
	default:
		return usageError{cashbackUsage}
	}
	if err != nil {
		return err
	}
	printRate(out, rate)
	return nil
}

func printRate(out io.Writer, r gabenstore.Rate) {
	source := "default"
	if r.Set {
		source = fmt.Sprintf("set (default %d)", r.DefaultBps)
	}
	fmt.Fprintf(out, "%s\t%d bps\t%s\n", r.Game, r.Bps, source)
}
