// Command feedload measures the live feed on this machine: it starts a
// server in a child process (SQLite in a temporary directory, in-process
// bus, rate limits off), opens N graphql-transport-ws subscribers on
// loopback, publishes W wins per second for a bounded time and prints the
// delivery latency, the loss and the server's memory per idle connection.
//
//	go run ./server/cmd/feedload -n 1000 -rate 20 -duration 20s
//	go run ./server/cmd/feedload -n 5000 -rate 50 -op liveFeedBatch
//
// Latency is printed two ways. From the tick: the feed sends one message
// per 420 ms tick (feed.Tick) with that tick's newest wins, so a message's
// delivery is measured from its tick, taken as the publish of its newest
// win (at most 1/rate before the tick: the publisher keeps publishing for
// a second after the measured wins so that the last ticks are full too).
// From publish: each win's wait for its tick (up to 420 ms) included.
// A win is lost for a subscriber when another subscriber received it and
// this one did not (wins the tick coalesced away reach nobody and are not
// counted). The subscribers are raw sockets read by one epoll loop per
// core (subscribers.go), so that they take as little CPU from the server
// as they can; both sides' CPU and the load average are printed.
// FEEDLOAD_HEAP=<file> writes the server's heap profile once the
// subscribers are connected and idle; FEEDLOAD_CPU=<prefix> writes both
// sides' CPU profiles while publishing (<prefix>.server, <prefix>.load).
// -leave 3m then watches the server's resident set for that long after the
// subscribers left, as an operator's tools see it.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"time"

	"github.com/casefront/casefront/server/feed"
)

func main() {
	serve := flag.Bool("serve", false, "run as the server child (internal)")
	n := flag.Int("n", 1000, "subscribers (at most 20000)")
	rate := flag.Int("rate", 20, "wins published per second (at most 1000)")
	duration := flag.Duration("duration", 20*time.Second, "how long to publish (at most 2m)")
	op := flag.String("op", "liveFeed", "subscription: liveFeed or liveFeedBatch")
	leave := flag.Duration("leave", 0, "after the subscribers leave, watch the server's RSS this long (at most 5m)")
	flag.Parse()
	if *serve {
		serveChild()
		return
	}
	*n = max(1, min(*n, 20000))
	*rate = max(1, min(*rate, 1000))
	*duration = max(time.Second, min(*duration, 2*time.Minute))
	*leave = max(0, min(*leave, 5*time.Minute))
	if *op != "liveFeed" && *op != "liveFeedBatch" {
		log.Fatalf("unknown -op %q", *op)
	}

	self, err := os.Executable()
	if err != nil {
		log.Fatal(err)
	}
	child := exec.Command(self, "-serve")
	child.Stderr = os.Stderr
	in, _ := child.StdinPipe()
	outPipe, _ := child.StdoutPipe()
	if err := child.Start(); err != nil {
		log.Fatal(err)
	}
	defer func() { _ = child.Process.Kill(); _ = child.Wait() }()
	out := bufio.NewScanner(outPipe)
	ask := func(cmd string) string {
		fmt.Fprintln(in, cmd)
		if !out.Scan() {
			log.Fatal("server child stopped")
		}
		return out.Text()
	}
	if !out.Scan() {
		log.Fatal("server child did not start")
	}
	addr := strings.TrimPrefix(out.Text(), "LISTEN ")

	before := parseMem(ask("mem"))
	beforeFile := procStatus(child.Process.Pid, "RssFile")
	subs, err := connect(addr, *n, *op)
	if err != nil {
		log.Fatal(err)
	}
	time.Sleep(2 * time.Second) // let the connections settle
	idle := parseMem(ask("mem"))
	if os.Getenv("FEEDLOAD_HEAP") != "" {
		ask("heap " + os.Getenv("FEEDLOAD_HEAP"))
	}
	fmt.Printf("subscribers: %d on %s (server pid %d)\n", *n, *op, child.Process.Pid)
	per := func(a, b int64) float64 { return float64(a-b) / float64(*n) / 1024 }
	fmt.Printf("idle memory per connection: RSS %.1f KB, Go heap+stacks %.1f KB (heap %.1f, stacks %.1f; %d goroutines for %d connections)\n",
		per(idle.rss, before.rss), per(idle.goMem(), before.goMem()), per(idle.heap, before.heap), per(idle.stacks, before.stacks),
		idle.goroutines-before.goroutines, *n)

	load0 := loadavg()
	start := time.Now()
	serverCPU, loadCPU := cpu(child.Process.Pid), cpu(os.Getpid())
	stop := profileCPU(".load")
	done := ask(fmt.Sprintf("pub %d %s", *rate, *duration)) // with 2 s for the last ticks
	time.Sleep(time.Second)
	stop()
	elapsed := time.Since(start)
	serverCPU, loadCPU = cpu(child.Process.Pid)-serverCPU, cpu(os.Getpid())-loadCPU
	busy := parseMem(ask("mem"))
	rep := subs.report()
	fmt.Printf("published: %s at %d wins/s over %s\n", strings.TrimPrefix(done, "DONE "), *rate, *duration)
	fmt.Printf("received: %d messages, %d wins (%.0f messages/s in all)\n", rep.messages, rep.wins, float64(rep.messages)/elapsed.Seconds())
	// Loss below is against what some subscriber got; a win dropped for
	// everyone shows here, against what the ticks carry.
	ticks := duration.Seconds() / feed.Tick.Seconds()
	carry := ticks * min(float64(feed.MaxPerTick), float64(*rate)*feed.Tick.Seconds())
	fmt.Printf("wins per subscriber: %.0f (the ticks carry about %.0f: %d of each tick's wins, %.0f ticks)\n",
		float64(rep.wins)/float64(max(1, *n-int(rep.failed))), carry, feed.MaxPerTick, ticks)
	fmt.Printf("latency tick->subscriber (per message): p50 %s, p99 %s\n", rep.tickP50, rep.tickP99)
	fmt.Printf("latency publish->subscriber (per win): p50 %s, p99 %s, max %s\n", rep.p50, rep.p99, rep.max)
	fmt.Printf("loss: %d of %d win deliveries (%.3f%%), %d subscribers lost something, %d connections failed\n",
		rep.lost, rep.expected, 100*float64(rep.lost)/float64(max(rep.expected, 1)), rep.lossy, rep.failed)
	fmt.Printf("server under load: RSS %.0f MB, %d goroutines, CPU %.0f%% of one core (the subscribers' side: %.0f%%)\n",
		float64(busy.rss)/(1<<20), busy.goroutines, 100*serverCPU/elapsed.Seconds(), 100*loadCPU/elapsed.Seconds())
	fmt.Printf("load average (1, 5, 15 min): %s before publishing, %s after, on %d cores\n", load0, loadavg(), runtime.NumCPU())
	if *leave > 0 {
		watchRelease(child.Process.Pid, before, beforeFile, busy, *leave, ask)
	}
}

// watchRelease follows the server's resident set after the subscribers
// left (report closed them), read from /proc as an operator's tools see it:
// nothing here makes the server collect or release memory.
// The binary's pages (RssFile) are printed apart: code first run during the
// burst stays mapped, as it would after any first use.
func watchRelease(pid int, idle mem, idleFile int64, busy mem, d time.Duration, ask func(string) string) {
	mb := func(b int64) string { return fmt.Sprintf("%.0f MB", float64(b)/(1<<20)) }
	left := time.Now()
	var samples []string
	for _, at := range []time.Duration{time.Second, 5 * time.Second, 15 * time.Second, 30 * time.Second,
		time.Minute, 2 * time.Minute, 3 * time.Minute, 5 * time.Minute} {
		if at > d {
			break
		}
		time.Sleep(time.Until(left.Add(at)))
		samples = append(samples, fmt.Sprintf("%s after: %s", at, mb(procStatus(pid, "VmRSS"))))
	}
	after := parseMem(ask("mem")) // collects first: heap and goroutines as they stay
	fmt.Printf("server RSS: %s before the subscribers (the binary's pages %s), %s with them under load; once they left: %s (the binary's pages %s)\n",
		mb(idle.rss), mb(idleFile), mb(busy.rss), strings.Join(samples, ", "), mb(procStatus(pid, "RssFile")))
	fmt.Printf("after they left (collected): %d goroutines (%d before them), heap in use %s (%s before them)\n",
		after.goroutines, idle.goroutines, mb(after.heap), mb(idle.heap))
}

// loadavg is the machine's load average from /proc.
func loadavg() string {
	b, _ := os.ReadFile("/proc/loadavg")
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}

type mem struct {
	rss, heap, stacks int64
	goroutines        int
}

func (m mem) goMem() int64 { return m.heap + m.stacks }

func parseMem(s string) mem {
	var m mem
	if _, err := fmt.Sscanf(s, "MEM %d %d %d %d", &m.rss, &m.heap, &m.stacks, &m.goroutines); err != nil {
		log.Fatalf("bad answer %q: %v", s, err)
	}
	return m
}

// cpu is the user+system CPU time of a process so far, in seconds, from
// /proc (clock ticks of 1/100 s).
func cpu(pid int) float64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	s := string(b)
	f := strings.Fields(s[strings.LastIndexByte(s, ')')+2:]) // fields from the 3rd on
	if len(f) < 13 {
		return 0
	}
	var user, sys float64
	fmt.Sscan(f[11], &user)
	fmt.Sscan(f[12], &sys)
	return (user + sys) / 100
}
