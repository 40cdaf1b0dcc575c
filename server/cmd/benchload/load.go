package main

import (
	"runtime"
	"slices"
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
