package realtime

import (
	"context"
	"sync"
	"time"
)

// OnlineEvery is how often watchers of the online count get it refreshed.
const OnlineEvery = 3 * time.Second

// Online shares one count among every local watcher: while anyone watches,
// it computes the count once per Every and sends it to each watcher when it
// changed. On Redis a count is a SUNION over every instance's visitors, so
// one per watcher per interval would grow with the audience it counts.
type Online struct {
	Count func(context.Context) (int, error)
	Every time.Duration // OnlineEvery when zero
	// Ticks, when set, drives the refreshes instead of a ticker (tests).
	Ticks <-chan time.Time

	mu      sync.Mutex
	watch   map[*onlineWatcher]struct{}
	stop    chan struct{} // the running loop's; nil while nobody watches
	last    int
	have    bool // last is a count of the running loop
	stopped bool // Close was called
}

type onlineWatcher struct{ ch chan int }

// Watch sends the count at once when one is known, then each change, until
// ctx is done or the Online is closed; the channel is closed then. A watcher
// that reads late gets the newest count, never a backlog.
func (o *Online) Watch(ctx context.Context) <-chan int {
	w := &onlineWatcher{ch: make(chan int, 1)}
	o.mu.Lock()
	if o.stopped {
		o.mu.Unlock()
		close(w.ch)
		return w.ch
	}
	if o.watch == nil {
		o.watch = map[*onlineWatcher]struct{}{}
	}
	o.watch[w] = struct{}{}
	if o.have {
		w.ch <- o.last
	}
	if o.stop == nil {
		o.stop = make(chan struct{})
		go o.run(o.stop)
	}
	o.mu.Unlock()
	context.AfterFunc(ctx, func() {
		o.mu.Lock()
		defer o.mu.Unlock()
		if _, ok := o.watch[w]; !ok {
			return // closed by Close
		}
		delete(o.watch, w)
		close(w.ch)
		if len(o.watch) == 0 && o.stop != nil {
			// Nobody left to tell: stop counting until someone watches again.
			close(o.stop)
			o.stop, o.have = nil, false
		}
	})
	return w.ch
}

func (o *Online) run(stop chan struct{}) {
	every := o.Every
	if every <= 0 {
		every = OnlineEvery
	}
	ticks := o.Ticks
	if ticks == nil {
		t := time.NewTicker(every)
		defer t.Stop()
		ticks = t.C
	}
	for {
		ctx, cancel := context.WithTimeout(context.Background(), every)
		n, err := o.Count(ctx)
		cancel()
		// A failed count keeps the last one: watchers see no change.
		if err == nil {
			o.publish(stop, n)
		}
		select {
		case <-stop:
			return
		case <-ticks:
		}
	}
}

// publish hands n to every watcher if it changed, unless the loop that
// counted it has been stopped meanwhile.
func (o *Online) publish(stop chan struct{}, n int) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.stop != stop || (o.have && o.last == n) {
		return
	}
	o.last, o.have = n, true
	for w := range o.watch {
		// Only this goroutine sends, under mu: after taking out an unread
		// older count, the send below cannot block.
		select {
		case <-w.ch:
		default:
		}
		w.ch <- n
	}
}

// Close stops counting and ends every watch.
func (o *Online) Close() {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.stopped {
		return
	}
	o.stopped = true
	if o.stop != nil {
		close(o.stop)
		o.stop = nil
	}
	for w := range o.watch {
		close(w.ch)
	}
	o.watch = nil
}
