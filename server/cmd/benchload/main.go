// Command benchload measures case openings against what the same database
// does with one comparable transaction, and the read path against a static
// file of the same binary. It starts the server in this process on a
// loopback port (SQLite in a temporary directory, or a scratch PostgreSQL
// database), signs in -players players, and for each concurrency opens
// cases for -duration; then it runs the anchor on the same database engine
// in the same run: pgbench's tpcb-like for PostgreSQL (when pgbench is on
// PATH), a tpcb-like transaction through the same driver for SQLite. It
// prints opens/s, p50/p95/p99 and the ratio, and stops by itself.
//
//	go run ./server/cmd/benchload -db sqlite
//	go run ./server/cmd/benchload -db postgres -pg postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable
//
// Both sides share the machine's cores, as they would in production with
// the database on the same host.
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"time"
)

func main() {
	db := flag.String("db", "sqlite", "sqlite or postgres")
	pg := flag.String("pg", "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable", "PostgreSQL admin URL (loopback only): scratch databases are created and dropped through it")
	levels := flag.String("c", "8,32,64", "concurrencies to measure")
	players := flag.Int("players", 64, "players opening cases (at most 1000)")
	duration := flag.Duration("duration", 10*time.Second, "time per measurement (at most 1m)")
	alias := flag.String("case", "recoil-case", "case alias to open")
	cpuprofile := flag.String("cpuprofile", "", "write a CPU profile of the first concurrency's openings over HTTP (server and load generator together) to this file")
	conns := flag.Int("conns", 0, "DB_MAX_CONNS of each instance (0: the default)")
	two := flag.Bool("two", false, "also run the openings on two instances sharing the database and Redis (REDIS_URL, default redis://127.0.0.1:6379/0), against one")
	pairs := flag.Int("pairs", 3, "with -two: one-instance and two-instance runs alternated this many times per concurrency (at most 10)")
	flag.Parse()
	*duration = min(*duration, time.Minute)
	*players = max(1, min(*players, 1000))
	var cs []int
	for _, f := range strings.Split(*levels, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 || n > 512 {
			log.Fatalf("-c: %q is not a concurrency from 1 to 512", f)
		}
		cs = append(cs, n)
	}
	ctx := context.Background()
	target, err := newTarget(ctx, *db, *pg)
	if err != nil {
		log.Fatal(err)
	}
	defer target.Close()

	dep := newDeployment(target.URL())
	dep.conns = *conns
	if *two {
		dep.redisURL = os.Getenv("REDIS_URL")
		if dep.redisURL == "" {
			dep.redisURL = "redis://127.0.0.1:6379/0"
		}
	}
	srv, err := startServer(ctx, dep, *players)
	if err != nil {
		log.Fatal(err)
	}
	defer srv.Close()

	host, _ := os.Hostname()
	fmt.Printf("benchload: %s, %d players, %s per run, case %s, on %s (%d CPUs)\n\n", *db, *players, *duration, *alias, host, numCPU())
	fmt.Printf("%-6s %12s %9s %9s %9s %9s %12s %7s %14s %7s\n", "conc", "opens/s", "p50", "p95", "p99", "errors", "anchor tps", "ratio", "no HTTP op/s", "ratio")
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			log.Fatal(err)
		}
		_ = pprof.StartCPUProfile(f)
	}
	var perCommit []string // SQLite's group commit: transactions per commit, over HTTP
	for i, c := range cs {
		tx0, cm0 := srv.app.DB.GroupStats()
		r := opens(ctx, []*server{srv}, *alias, c, *duration)
		if tx1, cm1 := srv.app.DB.GroupStats(); cm1 > cm0 {
			perCommit = append(perCommit, fmt.Sprintf("c %d: %.1f", c, float64(tx1-tx0)/float64(cm1-cm0)))
		}
		if i == 0 && *cpuprofile != "" {
			pprof.StopCPUProfile()
		}

		a, err := target.anchor(ctx, c, *duration)
		if err != nil {
			log.Fatalf("anchor: %v", err)
		}
		in := srv.opensInProcess(ctx, *alias, c, *duration)
		fmt.Printf("%-6d %12.1f %9s %9s %9s %9d %12.1f %6.1f%% %14.1f %6.1f%%\n", c, r.rate(), ms(r.pct(50)), ms(r.pct(95)), ms(r.pct(99)), r.errors+in.errors, a, 100*r.rate()/a, in.rate(), 100*in.rate()/a)
	}
	if len(perCommit) > 0 {
		fmt.Printf("transactions per SQLite commit over HTTP: %s\n", strings.Join(perCommit, ", "))
	}
	if *two {
		twoInstances(ctx, dep, srv, *alias, cs, *duration, max(1, min(*pairs, 10)))
	}
	fmt.Println()
	fmt.Printf("%-28s %12s %9s %9s %7s\n", "read path (concurrency 32)", "req/s", "p50", "p99", "ratio")
	var static result
	kinds := []string{"static", "goods", "home"}
	if srv.asset == "" {
		fmt.Println("(no client build to compare with: make build first)")
		kinds = kinds[1:]
	}
	for _, kind := range kinds {
		r := srv.reads(ctx, kind, 32, *duration)
		if kind == "static" {
			static = r
		}
		ratio := "-"
		if static.rate() > 0 {
			ratio = strconv.FormatFloat(100*r.rate()/static.rate(), 'f', 1, 64) + "%"
		}
		fmt.Printf("%-28s %12.1f %9s %9s %7s\n", srv.readName(kind), r.rate(), ms(r.pct(50)), ms(r.pct(99)), ratio)
	}
}

// twoInstances runs the openings on one instance and then on two sharing
// the database and Redis, back to back at each concurrency, pairs times
// over, so that both figures are taken under the same conditions; it prints
// the medians and each pair's ratio (the machine's own noise shows in them).
func twoInstances(ctx context.Context, dep deployment, first *server, alias string, cs []int, d time.Duration, pairs int) {
	second, err := startServer(ctx, dep, 0)
	if err != nil {
		log.Fatalf("second instance: %v", err)
	}
	defer second.Close()
	second.tokens = first.tokens
	fmt.Println()
	fmt.Printf("%-6s %16s %16s %9s %9s %9s  %s\n", "conc", "1 instance op/s", "2 instances op/s", "p99 (2)", "CPU 1/2", "2 vs 1", "each pair")
	for _, c := range cs {
		var ones, boths, ratios, busy1, busy2 []float64
		var p99 time.Duration
		for range pairs {
			m := readCPU()
			one := opens(ctx, []*server{first}, alias, c, d)
			m, b1 := m.busySince()
			both := opens(ctx, []*server{first, second}, alias, c, d)
			_, b2 := m.busySince()
			ones, boths = append(ones, one.rate()), append(boths, both.rate())
			busy1, busy2 = append(busy1, b1), append(busy2, b2)
			ratios = append(ratios, 100*both.rate()/one.rate())
			p99 = max(p99, both.pct(99))
		}
		each := make([]string, len(ratios))
		for i, r := range ratios {
			each[i] = strconv.FormatFloat(r, 'f', 0, 64) + "%"
		}
		fmt.Printf("%-6d %16.1f %16.1f %9s %4.0f/%3.0f%% %8.0f%%  %s\n", c, median(ones), median(boths), ms(p99),
			median(busy1), median(busy2), median(ratios), strings.Join(each, " "))
	}
	fmt.Println("(CPU: the whole machine's, busy over the run; 2 vs 1: the median of the adjacent pairs' ratios)")
}

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

func ms(d time.Duration) string {
	return strconv.FormatFloat(float64(d.Microseconds())/1000, 'f', 1, 64) + "ms"
}
