package season_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/riverqueue/river"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/ent/seasonreward"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/season"
)

// scored gives n players points on the day of at, most to the first.
func scored(t *testing.T, f *fixture, n int, at time.Time) []*ent.User {
	t.Helper()
	us := make([]*ent.User, n)
	for i := range us {
		us[i] = testdb.Player(t, f.db, 0)
		f.db.SeasonPoints.Create().SetEventID(f.ev.ID).SetDay(season.Day(at)).SetUserID(us[i].ID).
			SetPoints(int64(1000 - 10*i)).ExecX(context.Background())
	}
	return us
}

func (f *fixture) checkPaidOnce(t *testing.T, us []*ent.User, day string) {
	t.Helper()
	ctx := context.Background()
	var total int64
	for i, u := range us {
		want := season.Reward(season.DefaultPrizePool, i+1)
		if got := f.candies(t, u); got != want {
			t.Fatalf("place %d: %d candies, want %d", i+1, got, want)
		}
		total += want
	}
	if n := f.db.LedgerEntry.Query().Where(ledgerentry.Reason("season_daily"), ledgerentry.UserIDNotNil()).CountX(ctx); n != len(season.Split) {
		t.Fatalf("%d reward rows in the ledger", n)
	}
	if n := f.db.SeasonReward.Query().Where(seasonreward.Day(day)).CountX(ctx); n != len(season.Split) {
		t.Fatalf("%d rewards", n)
	}
	if total > season.DefaultPrizePool || total < season.DefaultPrizePool-int64(len(season.Split)) {
		t.Fatalf("paid %d of %d", total, season.DefaultPrizePool)
	}
	f.verifyLedger(t)
}

// The daily job pays yesterday's top ten from the prize pool by the split,
// once: run twice, the second pays nothing; the history and the board show
// the day; today is not paid.
func TestDailyJobPaysOnce(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := setup(t, d.URL(t), nil)
			yesterday := f.now
			us := scored(t, f, 12, yesterday)
			f.now = f.now.Add(24 * time.Hour)
			w := &season.DailyWorker{Season: f.season}
			for range 2 {
				if err := w.Work(ctx, &river.Job[season.DailyArgs]{}); err != nil {
					t.Fatal(err)
				}
			}
			f.checkPaidOnce(t, us, season.Day(yesterday))
			if c := f.candies(t, us[10]); c != 0 {
				t.Fatalf("11th place paid %d", c)
			}
			h, err := f.season.History(ctx, testdb.Actor(us[1]), f.ev)
			if err != nil || len(h) != 1 || h[0].UserPosition != 2 || h[0].RewardCandies != season.Reward(season.DefaultPrizePool, 2) ||
				h[0].Day != season.Day(yesterday) {
				t.Fatalf("history %+v %v", h, err)
			}
			b, err := f.season.Leaderboard(ctx, testdb.Actor(us[0]), f.ev)
			if err != nil || len(b.Data) != 0 || b.UserPosition != season.DefaultPosition || b.Current != nil || b.NextReward == nil {
				t.Fatalf("today's board %+v %v", b, err)
			}
		})
	}
}

// A run that crashes after paying some winners is rerun: each winner is
// paid exactly once in all.
func TestDailyJobAfterACrashPaysOnce(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := setup(t, d.URL(t), nil)
			yesterday := f.now
			us := scored(t, f, 12, yesterday)
			f.now = f.now.Add(24 * time.Hour)
			crashed := errors.New("crashed")
			season.CrashAfter(func(n int) error {
				if n == 3 {
					return crashed
				}
				return nil
			})
			t.Cleanup(func() { season.CrashAfter(nil) })
			if n, err := f.season.PayDaily(ctx); !errors.Is(err, crashed) || n != 3 {
				t.Fatalf("crashed run: %d %v", n, err)
			}
			season.CrashAfter(nil)
			if n, err := f.season.PayDaily(ctx); err != nil || n != len(season.Split)-3 {
				t.Fatalf("rerun paid %d: %v", n, err)
			}
			if n, err := f.season.PayDaily(ctx); err != nil || n != 0 {
				t.Fatalf("third run paid %d: %v", n, err)
			}
			f.checkPaidOnce(t, us, season.Day(yesterday))
		})
	}
}
