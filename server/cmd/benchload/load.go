package main

import (
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// result is one measurement: latencies of the successful requests, errors,
// and the wall time they took.
type result struct {
	lat    []time.Duration
	errors int
	took   time.Duration
}

func (r result) rate() float64 {
	if r.took == 0 {
		return 0
	}
	return float64(len(r.lat)) / r.took.Seconds()
}

func (r result) pct(p int) time.Duration {
	if len(r.lat) == 0 {
		return 0
	}
	return r.lat[min(len(r.lat)-1, len(r.lat)*p/100)]
}

// run calls do from c goroutines (worker index given) for d.
func run(c int, d time.Duration, do func(worker int) error) result {
	var mu sync.Mutex
	var all result
	start := time.Now()
	deadline := start.Add(d)
	var wg sync.WaitGroup
	for w := 0; w < c; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var lat []time.Duration
			errs := 0
			for time.Now().Before(deadline) {
				t := time.Now()
				if err := do(w); err != nil {
					errs++
					continue
				}
				lat = append(lat, time.Since(t))
			}
			mu.Lock()
			all.lat = append(all.lat, lat...)
			all.errors += errs
			mu.Unlock()
		}()
	}
	wg.Wait()
	all.took = time.Since(start)
	slices.Sort(all.lat)
	return all
}

func numCPU() int { return runtime.NumCPU() }

// cpuMark is the machine's CPU time from /proc/stat (Linux), busy and in all.
type cpuMark struct{ busy, total uint64 }

func readCPU() cpuMark {
	b, err := os.ReadFile("/proc/stat")
	if err != nil {
		return cpuMark{}
	}
	line, _, _ := strings.Cut(string(b), "\n")
	f := strings.Fields(line) // cpu user nice system idle iowait irq softirq steal ...
	var m cpuMark
	if len(f) < 2 {
		return m
	}
	for i, v := range f[1:] {
		n, _ := strconv.ParseUint(v, 10, 64)
		if i >= 8 { // guest time is already in user
			break
		}
		m.total += n
		if i != 3 && i != 4 { // idle, iowait
			m.busy += n
		}
	}
	return m
}

// busySince returns a fresh mark and the share of the machine's CPU busy
// since m, in percent (0 where /proc/stat cannot be read).
func (m cpuMark) busySince() (cpuMark, float64) {
	now := readCPU()
	if now.total <= m.total {
		return now, 0
	}
	return now, 100 * float64(now.busy-m.busy) / float64(now.total-m.total)
}
