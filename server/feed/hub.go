package feed

import (
	"context"
	"encoding/json"
	"sync"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/server/realtime"
)

// Pacing of the live feed: the client shows one new winner every 420 ms and
// keeps 10 (spec 9), so one message per tick with at most 10 wins carries
// everything it can show.
const (
	Tick       = 420 * time.Millisecond
	MaxPerTick = 10
)

// Batch is one tick of the feed: the newest wins since the previous tick,
// oldest first, and the stats of the newest of them.
type Batch struct {
	Wins  []Win
	Stats Stats
}

// Hub is an instance's one reader of the feed topic. It decodes each bus
// message once, coalesces the wins of a tick into a Batch and hands it to
// its sinks, which fan it out to the local subscribers; without it every
// subscriber held its own bus subscription and decoded every message.
type Hub struct {
	Bus        realtime.Bus
	Log        *zap.Logger
	Tick       time.Duration // Tick when zero
	MaxPerTick int           // MaxPerTick when zero
	// Ticks, when set, drives the ticks instead of a ticker (tests).
	Ticks <-chan time.Time

	mu    sync.Mutex
	sinks []func(Batch)
}

// OnBatch adds a sink; call it before Run. Sinks run on the hub's
// goroutine, one batch at a time, and must not block.
func (h *Hub) OnBatch(f func(Batch)) {
	h.mu.Lock()
	h.sinks = append(h.sinks, f)
	h.mu.Unlock()
}

// Start subscribes to the feed topic and reads it in the background until
// ctx is done or the bus closes; done is closed then. Everything published
// after Start returns reaches the sinks.
func (h *Hub) Start(ctx context.Context) (done <-chan struct{}, err error) {
	msgs, cancel, err := h.Bus.Subscribe(ctx, Topic)
	if err != nil {
		return nil, err
	}
	d := make(chan struct{})
	go func() {
		defer close(d)
		defer cancel()
		h.run(ctx, msgs)
	}()
	return d, nil
}

func (h *Hub) run(ctx context.Context, msgs <-chan []byte) {
	tick, limit := h.Tick, h.MaxPerTick
	if tick <= 0 {
		tick = Tick
	}
	if limit <= 0 {
		limit = MaxPerTick
	}
	log := h.Log
	if log == nil {
		log = zap.NewNop()
	}
	ticks := h.Ticks
	if ticks == nil {
		t := time.NewTicker(tick)
		defer t.Stop()
		ticks = t.C
	}
	var pending []Win
	var stats Stats
	add := func(m []byte) {
		var e Event
		if err := json.Unmarshal(m, &e); err != nil {
			log.Warn("bad feed message", zap.Error(err))
			return
		}
		// Only the newest wins of a tick can be shown; older ones would
		// only lengthen every client's backlog.
		if len(pending) == limit {
			pending = append(pending[:0], pending[1:]...)
		}
		pending = append(pending, e.Win)
		stats = e.Stats
	}
	for {
		select {
		case <-ctx.Done():
			return
		case m, ok := <-msgs:
			if !ok {
				return
			}
			add(m)
		case <-ticks:
		drain: // what has already arrived belongs to this tick
			for {
				select {
				case m, ok := <-msgs:
					if !ok {
						break drain
					}
					add(m)
				default:
					break drain
				}
			}
			if len(pending) == 0 {
				continue
			}
			b := Batch{Wins: pending, Stats: stats}
			pending = make([]Win, 0, limit)
			h.mu.Lock()
			sinks := h.sinks
			h.mu.Unlock()
			for _, f := range sinks {
				f(b)
			}
		}
	}
}
