package main

import (
	"bufio"
	"context"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"runtime"
	"runtime/pprof"
	"strconv"
	"strings"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/server/app"
	"github.com/casefront/casefront/server/config"
	"github.com/casefront/casefront/server/feed"
)

// serveChild runs the server on a loopback port and answers the parent on
// stdin/stdout: "mem" and "pub <rate> <duration>".
func serveChild() {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "feedload")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		log.Fatal(err)
	}
	env := map[string]string{
		"DATABASE_URL": "sqlite://" + dir + "/load.db",
		"BASE_URL":     "http://" + ln.Addr().String(),
		"RATE_LIMITS":  "off",
		"LOG_LEVEL":    "warn",
	}
	cfg, err := config.Load(func(k string) (string, bool) { v, ok := env[k]; return v, ok })
	if err != nil {
		log.Fatal(err)
	}
	zl, _ := zap.NewProduction(zap.IncreaseLevel(zap.WarnLevel))
	a, err := app.New(ctx, cfg, zl)
	if err != nil {
		log.Fatal(err)
	}
	defer a.Close()
	go func() { _ = http.Serve(ln, a.Handler) }()
	fmt.Println("LISTEN " + ln.Addr().String())

	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		f := strings.Fields(in.Text())
		switch {
		case len(f) == 1 && f[0] == "mem":
			// A few collections: each one halves stacks that use little of
			// themselves, as a running server's collections do over time.
			for range 4 {
				runtime.GC()
			}
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			fmt.Printf("MEM %d %d %d %d\n", rss(), ms.HeapInuse, ms.StackInuse, runtime.NumGoroutine())
		case len(f) == 2 && f[0] == "heap":
			pf, _ := os.Create(f[1])
			_ = pprof.WriteHeapProfile(pf)
			pf.Close()
			fmt.Println("OK")
		case len(f) == 3 && f[0] == "pub":
			rate, _ := strconv.Atoi(f[1])
			d, _ := time.ParseDuration(f[2])
			stop := profileCPU(".server")
			n := publish(ctx, a, rate, d)
			time.Sleep(2 * time.Second) // the last ticks in flight
			stop()
			fmt.Printf("DONE %d wins\n", n)
		default:
			fmt.Println("ERR")
		}
	}
}

// tailID numbers the wins published after the measured ones.
const tailID = 1_000_000_000

// publish sends rate wins a second for d; each win's CreatedAt is its
// publish time, which the subscribers measure latency from. Wins go on for
// a second after d, numbered from tailID: the subscribers ignore them, but
// every measured win's tick then also holds a win published just before
// it, the age of a message's newest win is within 1/rate of the time since
// the tick, and the last ticks' partial batches are not taken for late.
func publish(ctx context.Context, a *app.App, rate int, d time.Duration) int {
	t := time.NewTicker(time.Second / time.Duration(rate))
	defer t.Stop()
	end := time.Now().Add(d)
	n, tail := 0, 0
	for now := range t.C {
		if now.After(end.Add(time.Second)) {
			break
		}
		id := n + 1
		if now.After(end) {
			tail++
			id = tailID + tail
		} else {
			n++
		}
		e := feed.Event{
			Win: feed.Win{DropID: id, UserID: 1, Nickname: "load", MarketHashName: "AK-47 | Redline (Field-Tested)",
				Rarity: "classified", Image: "items/ak47.png", Price: 1234, CaseAlias: "recoil-case", CaseName: "Recoil Case",
				CreatedAt: time.Now()},
			Stats: feed.Stats{CasesOpened: int64(n + tail)},
		}
		if err := feed.Publish(ctx, a.Bus, []feed.Event{e}); err != nil {
			log.Fatal(err)
		}
	}
	return n
}

// profileCPU writes the process's CPU profile to $FEEDLOAD_CPU+suffix
// until stop is called; nothing when FEEDLOAD_CPU is unset.
func profileCPU(suffix string) (stop func()) {
	name := os.Getenv("FEEDLOAD_CPU")
	if name == "" {
		return func() {}
	}
	f, err := os.Create(name + suffix)
	if err != nil {
		log.Fatal(err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		log.Fatal(err)
	}
	return func() { pprof.StopCPUProfile(); f.Close() }
}

// rss is the process's resident set from /proc, in bytes.
func rss() int64 { return procStatus(os.Getpid(), "VmRSS") }

// procStatus reads a size from a process's /proc status: VmRSS, or its
// parts RssAnon (memory of its own) and RssFile (the binary's pages), in
// bytes.
func procStatus(pid int, field string) int64 {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, field+":"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			return kb << 10
		}
	}
	return 0
}
