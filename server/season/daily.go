package season

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/riverqueue/river"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/seasonevent"
	"github.com/casefront/casefront/ent/seasonreward"
	"github.com/casefront/casefront/server/jobs"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/store"
)

// Split is each paid place's share of the daily prize pool in basis points
// (docs/season.md): ten places, 100% in all.
var Split = []int64{3000, 2000, 1200, 900, 700, 600, 500, 400, 400, 300}

// Reward is the candies a place is paid from pool (truncated); 0 past the
// paid places.
func Reward(pool int64, position int) int64 {
	if position < 1 || position > len(Split) {
		return 0
	}
	return pool * Split[position-1] / 10_000
}

// DailyKey is the ledger key of a day's reward to a winner.
func DailyKey(eventKey, day string, userID int) string {
	return "season:daily:" + eventKey + ":" + day + ":" + strconv.Itoa(userID)
}

// catchUp is how many past days a run pays that are still unpaid (a
// stopped queue catches up on its return).
const catchUp = 3

// PayDaily pays the daily rewards of the last days (yesterday first
// among them) of every event that ran on them. It pays each day and winner
// once however often it runs (a reward row unique per event, day and
// winner, and a ledger row keyed DailyKey), so a rerun after a crash pays
// only who was not yet paid.
func (s *Service) PayDaily(ctx context.Context) (paid int, err error) {
	today, _ := dayStart(Day(s.now()))
	for back := catchUp; back >= 1; back-- {
		from := today.AddDate(0, 0, -back)
		evs, err := s.DB.SeasonEvent.Query().Where(seasonevent.StartsAtLT(from.Add(24*time.Hour)), seasonevent.EndsAtGT(from)).
			Order(ent.Asc(seasonevent.FieldID)).All(ctx)
		if err != nil {
			return paid, err
		}
		for _, ev := range evs {
			n, err := s.PayDay(ctx, ev, Day(from))
			paid += n
			if err != nil {
				return paid, err
			}
		}
	}
	return paid, nil
}

// crash, set by tests, fails a run after the n-th winner paid.
var crash func(n int) error

// PayDay pays one day's top places of ev from its prize pool (Split), one
// transaction per winner; it returns how many it paid now.
func (s *Service) PayDay(ctx context.Context, ev *ent.SeasonEvent, day string) (int, error) {
	if today := Day(s.now()); day >= today {
		return 0, fmt.Errorf("season: day %s is not over", day)
	}
	top, err := DBRanks{DB: s.DB}.Top(ctx, ev.ID, day, len(Split))
	if err != nil {
		return 0, err
	}
	paid := 0
	for _, r := range top {
		amount := Reward(ev.PrizePool, r.Position)
		if amount <= 0 {
			continue
		}
		now := s.now()
		err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
			done, err := tx.SeasonReward.Query().Where(seasonreward.EventID(ev.ID), seasonreward.Day(day),
				seasonreward.UserID(r.UserID)).Exist(ctx)
			if err != nil || done {
				return err
			}
			// Two runs at once: the unique row fails the second's transaction.
			err = tx.SeasonReward.Create().SetEventID(ev.ID).SetDay(day).SetUserID(r.UserID).SetPosition(r.Position).
				SetPoints(r.Points).SetCandies(amount).SetCreatedAt(now).Exec(ctx)
			if err != nil {
				return err
			}
			key := DailyKey(ev.Key, day, r.UserID)
			res, err := ledger.Post(ctx, tx, ledger.Change{At: now, UserID: r.UserID, Currency: ledger.Candies, Delta: amount,
				Reason: "season_daily", Ref: "season_daily:" + ev.Key + ":" + day, IdemKey: key})
			if err == nil && !res.Exists {
				paid++
			}
			return err
		})
		if err != nil {
			return paid, err
		}
		if crash != nil {
			if err := crash(paid); err != nil {
				return paid, err
			}
		}
	}
	return paid, nil
}

// DailyArgs is the periodic job that pays the daily rewards.
type DailyArgs struct{}

func (DailyArgs) Kind() string { return "season_daily_rewards" }

// DailyWorker runs PayDaily.
type DailyWorker struct {
	river.WorkerDefaults[DailyArgs]
	Season *Service
}

func (w *DailyWorker) Work(ctx context.Context, _ *river.Job[DailyArgs]) error {
	_, err := w.Season.PayDaily(ctx)
	return err
}

// DailyEvery is how often the job looks for an unpaid day: a day is paid
// within this long after its UTC midnight.
const DailyEvery = 10 * time.Minute

// Register adds the daily rewards job, run every DailyEvery.
func Register(q *jobs.Queue, s *Service) {
	jobs.Register(q, &DailyWorker{Season: s})
	jobs.Every(q, DailyEvery, DailyArgs{}, nil)
}
