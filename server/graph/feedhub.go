package graph

import (
	"context"
	"sync"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"go.uber.org/zap"

	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/graph/model"
	"github.com/casefront/casefront/server/graph/ws"
	"github.com/casefront/casefront/server/realtime"
)

// Queue bounds per subscriber: about two seconds of full ticks. A client
// further behind loses its oldest feed messages, which it could not show
// in time anyway; its own events travel on other topics and are not
// touched.
const (
	feedEventQueue = 5 * feed.MaxPerTick
	feedBatchQueue = 5
)

// feedHub fans the instance's feed out to its liveFeed and liveFeedBatch
// subscribers. Each tick's models are built once and shared by all of them.
type feedHub struct {
	events  *realtime.Fanout[*model.FeedEvent]
	batches *realtime.Fanout[*model.FeedBatch]
	stopped context.Context // done when the hub stopped reading the bus
}

// startFeedHub starts the instance's feed hub on r.Bus; it runs until the
// bus closes.
func (r *Resolver) startFeedHub() (*feedHub, error) {
	ctx, stop := context.WithCancel(context.Background())
	h := &feedHub{
		events:  realtime.NewFanout[*model.FeedEvent](feedEventQueue),
		batches: realtime.NewFanout[*model.FeedBatch](feedBatchQueue),
		stopped: ctx,
	}
	src := &feed.Hub{Bus: r.Bus, Log: r.Log, Tick: r.FeedTick, Ticks: r.feedTicks}
	src.OnBatch(func(b feed.Batch) {
		stats := statsModel(b.Stats)
		drops := make([]*model.FeedDrop, len(b.Wins))
		events := make([]*model.FeedEvent, len(b.Wins))
		for i, w := range b.Wins {
			drops[i] = r.feedDrop(w)
			events[i] = &model.FeedEvent{Drop: drops[i], Stats: stats}
		}
		h.events.Send(events...)
		h.batches.Send(&model.FeedBatch{Drops: drops, Stats: stats})
	})
	done, err := src.Start(ctx)
	if err != nil {
		stop()
		return nil, err
	}
	go func() {
		<-done
		stop()
	}()
	go h.report(ctx, r.Log, r.shared)
	return h, nil
}

// feedHub is the instance's hub, started by the first feed subscription
// (and again after its bus closed, which then fails).
func (r *Resolver) feedHub() (*feedHub, error) {
	r.hubMu.Lock()
	defer r.hubMu.Unlock()
	if r.hub == nil || r.hub.stopped.Err() != nil {
		h, err := r.startFeedHub()
		if err != nil {
			return nil, err
		}
		r.hub = h
	}
	return r.hub, nil
}

// report logs slow consumers when their number grows, at most every 10 s.
func (h *feedHub) report(ctx context.Context, log *zap.Logger, shared *ws.Shared) {
	t := time.NewTicker(10 * time.Second)
	defer t.Stop()
	var last int64
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		ev, ba := h.events.Stats(), h.batches.Stats()
		slow, dropped, subs := ev.SlowConsumers+ba.SlowConsumers, ev.Dropped+ba.Dropped, ev.Subscribers+ba.Subscribers
		if shared != nil {
			st := shared.Stats()
			slow, dropped, subs = slow+st.SlowConsumers, dropped+st.Dropped, subs+st.Subscribers
		}
		if slow > last {
			last = slow
			log.Warn("feed: slow consumers lost old feed messages",
				zap.Int64("slow_consumers", slow), zap.Int64("dropped", dropped), zap.Int("subscribers", subs))
		}
	}
}

// sharedQueue lets an operation that only selects the live feed, whose
// events do not depend on who listens, share one execution among its
// subscribers, and bounds each one's queue; 0 for every other operation.
func sharedQueue(rc *graphql.OperationContext) int {
	queue := 0
	for _, sel := range rc.Operation.SelectionSet {
		f, ok := sel.(*ast.Field)
		if !ok {
			return 0
		}
		switch f.Name {
		case "liveFeed":
			queue = max(queue, feedEventQueue)
		case "liveFeedBatch":
			queue = max(queue, feedBatchQueue)
		case "__typename":
		default:
			return 0
		}
	}
	return queue
}

// hubState is embedded in Resolver.
type hubState struct {
	hubMu     sync.Mutex
	hub       *feedHub
	shared    *ws.Shared       // the websocket's shared subscriptions
	feedTicks <-chan time.Time // drives the hub's ticks in tests
}

// stats is the instance's stats cache, made on first use.
func (r *Resolver) stats() *feed.StatsCache {
	return r.Services.Stats
}
