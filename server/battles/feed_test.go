package battles_test

import (
	"encoding/json"
	"sync"
	"testing"
	"time"

	"github.com/casefront/casefront/ent/battleseat"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/server/battles"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/internal/testdb"
)

// soon runs an announcement at once and records how long it was asked to wait.
type soon struct {
	mu    sync.Mutex
	waits []time.Duration
}

func (s *soon) AfterFunc(d time.Duration, f func()) {
	s.mu.Lock()
	s.waits = append(s.waits, d)
	s.mu.Unlock()
	f()
}

// A battle's wins reach the live feed when it settles, once the last
// round's spin has ended, and not before: neither a round shown nor an
// early settlement publishes anything, and the feed's recent wins hold
// none of its items until then.
func TestBattleWinsReachTheFeedAtTheEnd(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			e := setup(t, d.URL(t))
			sched := &soon{}
			e.svc.Schedule = sched
			msgs, cancel, err := e.svc.Bus.Subscribe(e.ctx, feed.Topic)
			if err != nil {
				t.Fatal(err)
			}
			defer cancel()
			quiet := func(when string) {
				t.Helper()
				select {
				case m := <-msgs:
					t.Fatalf("%s: the feed got %s", when, m)
				case <-time.After(30 * time.Millisecond):
				}
				if recent, _ := feed.RecentWins(e.ctx, e.db.Client, e.clock.Now(), 10); len(recent) != 0 {
					t.Fatalf("%s: recent wins %+v", when, recent)
				}
			}

			tc := e.caseID(t, "test-case")
			_, ca := e.player(t, 10_000)
			_, ja := e.player(t, 10_000)
			v := e.create(t, ca, battles.CreateRequest{PlayersCount: 2, CaseIDs: []int{tc, tc}})
			v = e.enter(t, ja, v.ID, "")
			quiet("at the start")
			for r := 1; r <= 2; r++ {
				e.clock.Set(v.StartedAt.Add(time.Duration(6+10*(r-1)) * time.Second))
				if err := e.svc.Reveal(e.ctx, v.ID, r); err != nil {
					t.Fatal(err)
				}
				quiet("round shown")
			}
			e.clock.Set(v.StartedAt.Add(26*time.Second - time.Millisecond))
			if wait, err := e.svc.Finish(e.ctx, v.ID); err != nil || wait != time.Millisecond {
				t.Fatalf("early finish: wait %s, %v", wait, err)
			}
			quiet("before the end")

			b := e.finish(t, v.ID)
			winner := e.db.BattleSeat.Query().Where(battleseat.BattleID(b.ID), battleseat.Seat(b.WinnerSeats[0])).OnlyX(e.ctx)
			got := map[int]feed.Win{}
			for range 4 {
				select {
				case m := <-msgs:
					var ev feed.Event
					if err := json.Unmarshal(m, &ev); err != nil {
						t.Fatal(err)
					}
					got[ev.Win.DropID] = ev.Win
				case <-time.After(2 * time.Second):
					t.Fatalf("%d of 4 wins on the feed", len(got))
				}
			}
			if len(sched.waits) != 1 || sched.waits[0] != 0 {
				t.Fatalf("announced with waits %v, want once at the end", sched.waits)
			}
			drops := e.db.Drop.Query().Where(drop.UserID(*winner.UserID)).WithItem().AllX(e.ctx)
			if len(drops) != 4 {
				t.Fatalf("the winner holds %d drops", len(drops))
			}
			for _, d := range drops {
				w, ok := got[d.ID]
				if !ok || w.UserID != d.UserID || w.ItemID != d.ItemID || w.Price != d.Price || w.CaseAlias != "test-case" ||
					w.MarketHashName != d.Edges.Item.MarketHashName || w.Nickname == "" {
					t.Fatalf("drop %d on the feed as %+v", d.ID, w)
				}
			}
			if recent, _ := feed.RecentWins(e.ctx, e.db.Client, e.clock.Now(), 10); len(recent) != 4 {
				t.Fatalf("recent wins after the end: %d", len(recent))
			}
			// Settling again announces nothing more.
			if _, err := e.svc.Finish(e.ctx, v.ID); err != nil {
				t.Fatal(err)
			}
			select {
			case m := <-msgs:
				t.Fatalf("a second settlement published %s", m)
			case <-time.After(30 * time.Millisecond):
			}
		})
	}
}
