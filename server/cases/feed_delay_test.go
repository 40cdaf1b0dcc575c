package cases_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
)

// manualClock is a clock and a scheduler that only move when told to.
type manualClock struct {
	mu      sync.Mutex
	now     time.Time
	pending []timer
}

type timer struct {
	at time.Time
	f  func()
}

func (c *manualClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *manualClock) AfterFunc(d time.Duration, f func()) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.pending = append(c.pending, timer{c.now.Add(d), f})
}

// advance moves the clock and runs the timers that came due.
func (c *manualClock) advance(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	var due []func()
	rest := c.pending[:0]
	for _, t := range c.pending {
		if !t.at.After(c.now) {
			due = append(due, t.f)
		} else {
			rest = append(rest, t)
		}
	}
	c.pending = rest
	c.mu.Unlock()
	for _, f := range due {
		f()
	}
}

// A player's wins reach the feed only once their roulette has stopped, and
// sooner in fast mode; feed_at records when, for every instance to read.
func TestWinsReachTheFeedAfterTheSpin(t *testing.T) {
	t.Parallel()
	if feed.Delay(true) >= feed.Delay(false) {
		t.Fatalf("fast delay %v is not shorter than %v", feed.Delay(true), feed.Delay(false))
	}
	if feed.Delay(false) < feed.SpinDuration || feed.Delay(true) < feed.FastSpinDuration {
		t.Fatalf("delays %v/%v end before the spins", feed.Delay(false), feed.Delay(true))
	}
	for _, fast := range []bool{false, true} {
		t.Run(map[bool]string{false: "normal", true: "fast"}[fast], func(t *testing.T) {
			ctx := context.Background()
			db, svc := setup(t, testenv.SQLiteURL(t))
			clock := &manualClock{now: time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)}
			svc.Clock, svc.Schedule = clock.Now, clock
			u := testdb.Player(t, db, 5000)
			msgs, cancel, err := svc.Bus.Subscribe(ctx, feed.Topic)
			if err != nil {
				t.Fatal(err)
			}
			defer cancel()
			delay := feed.Delay(fast)

			res, err := svc.Open(ctx, testdb.Actor(u), cases.OpenRequest{CaseAlias: "test-case", Count: 2, Fast: fast})
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range res.Drops {
				if d.FeedAt == nil || !d.FeedAt.Equal(clock.Now().Add(delay)) {
					t.Fatalf("drop %d feed_at %v, want %v", d.ID, d.FeedAt, clock.Now().Add(delay))
				}
			}
			if recent, _ := feed.RecentWins(ctx, db.Client, clock.Now(), 10); len(recent) != 0 {
				t.Fatalf("recent wins before the spin ended: %+v", recent)
			}

			clock.advance(delay - time.Millisecond)
			select {
			case m := <-msgs:
				t.Fatalf("published before the spin ended: %s", m)
			case <-time.After(50 * time.Millisecond):
			}
			if recent, _ := feed.RecentWins(ctx, db.Client, clock.Now(), 10); len(recent) != 0 {
				t.Fatalf("recent wins before the spin ended: %+v", recent)
			}

			clock.advance(time.Millisecond)
			for i := range res.Drops {
				select {
				case <-msgs:
				case <-time.After(2 * time.Second):
					t.Fatalf("feed event %d not published after the delay", i)
				}
			}
			recent, err := feed.RecentWins(ctx, db.Client, clock.Now(), 10)
			if err != nil {
				t.Fatal(err)
			}
			if len(recent) != 2 || recent[0].UserID != u.ID || recent[0].CaseAlias != "test-case" || recent[0].MarketHashName == "" {
				t.Fatalf("recent wins after the spin: %+v", recent)
			}
		})
	}
}

// RecentWins lists visible wins newest first, at most n.
func TestRecentWinsNewestFirst(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, svc := setup(t, testenv.SQLiteURL(t))
	clock := &manualClock{now: time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)}
	svc.Clock, svc.Schedule = clock.Now, clock
	u := testdb.Player(t, db, 5000)
	var ids []int
	for range 3 {
		res, err := svc.Open(ctx, testdb.Actor(u), cases.OpenRequest{CaseAlias: "test-case", Count: 1})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, res.Drops[0].ID)
		clock.advance(time.Second)
	}
	// The last open's spin is still running: only the first two are visible
	// once the second's has stopped.
	at := clock.Now().Add(feed.Delay(false) - 2*time.Second)
	recent, err := feed.RecentWins(ctx, db.Client, at, 10)
	if err != nil {
		t.Fatal(err)
	}
	if len(recent) != 2 || recent[0].DropID != ids[1] || recent[1].DropID != ids[0] {
		t.Fatalf("recent %+v, want drops %d then %d", recent, ids[1], ids[0])
	}
	recent, _ = feed.RecentWins(ctx, db.Client, at.Add(time.Hour), 2)
	if len(recent) != 2 || recent[0].DropID != ids[2] || recent[1].DropID != ids[1] {
		t.Fatalf("recent %+v, want drops %d then %d", recent, ids[2], ids[1])
	}
}
