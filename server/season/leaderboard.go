package season

import (
	"context"
	"sort"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/seasonpoints"
	"github.com/casefront/casefront/ent/seasonreward"
	"github.com/casefront/casefront/ent/user"
	"github.com/casefront/casefront/server/actor"
)

// BoardSize is how many places a leaderboard shows.
const BoardSize = 50

// Entry is one place of a leaderboard.
type Entry struct {
	Rank
	User *ent.User // nil if the row is gone
	// Reward is the candies the place is paid (or, for today, would be).
	Reward int64
}

// Board is a day's leaderboard as a viewer sees it (GET
// /halloween/leaderboard).
type Board struct {
	Event  *ent.SeasonEvent
	Status Status
	Day    string
	Data   []Entry
	// UserPosition is the viewer's place, DefaultPosition when they have
	// none (or are a visitor).
	UserPosition int
	// Current is the viewer's own row, nil when they have no place.
	Current *Entry
	// NextReward is when the day's places are paid (the next UTC
	// midnight) while the event is on; nil otherwise.
	NextReward *time.Time
}

// boardDay is the day a board shows: today while the event is on, its
// last day once it ended, its first before it starts.
func boardDay(ev *ent.SeasonEvent, now time.Time) string {
	switch StatusAt(ev, now) {
	case Running:
		return Day(now)
	case Ended:
		return lastDay(ev)
	}
	return Day(ev.StartsAt)
}

// Leaderboard is the event's board of the day (today; the final day's
// once ended) with the viewer's own place.
func (s *Service) Leaderboard(ctx context.Context, a *actor.Actor, ev *ent.SeasonEvent) (*Board, error) {
	now := s.now()
	b := &Board{Event: ev, Status: StatusAt(ev, now), Day: boardDay(ev, now), UserPosition: DefaultPosition}
	if b.Status == Running {
		next, _ := dayStart(Day(now))
		next = next.Add(24 * time.Hour)
		if next.After(ev.EndsAt) {
			next = ev.EndsAt
		}
		b.NextReward = &next
	}
	top, err := s.ranks().Top(ctx, ev.ID, b.Day, BoardSize)
	if err != nil {
		return nil, err
	}
	var mine *Rank
	if a.SignedIn() {
		r, ok, err := s.ranks().Position(ctx, ev.ID, b.Day, a.UserID)
		if err != nil {
			return nil, err
		}
		if ok {
			mine = &r
			b.UserPosition = r.Position
		}
	}
	ids := make([]int, 0, len(top)+1)
	for _, r := range top {
		ids = append(ids, r.UserID)
	}
	if mine != nil {
		ids = append(ids, mine.UserID)
	}
	users, err := s.DB.User.Query().Where(user.IDIn(ids...)).All(ctx)
	if err != nil {
		return nil, err
	}
	byID := map[int]*ent.User{}
	for _, u := range users {
		byID[u.ID] = u
	}
	for _, r := range top {
		b.Data = append(b.Data, Entry{Rank: r, User: byID[r.UserID], Reward: Reward(ev.PrizePool, r.Position)})
	}
	if mine != nil {
		b.Current = &Entry{Rank: *mine, User: byID[mine.UserID], Reward: Reward(ev.PrizePool, mine.Position)}
	}
	return b, nil
}

// HistoryEntry is one past day of a player on an event's leaderboard.
type HistoryEntry struct {
	Day           string
	UserPosition  int // DefaultPosition when they had no place
	Points        int64
	RewardCandies int64
}

// History is the viewer's past days of the event, newest first: each day
// before today they scored on or were paid for (GET
// /halloween/leaderboard_history).
func (s *Service) History(ctx context.Context, a *actor.Actor, ev *ent.SeasonEvent) ([]HistoryEntry, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	today := Day(s.now())
	pts, err := s.DB.SeasonPoints.Query().Where(seasonpoints.EventID(ev.ID), seasonpoints.UserID(a.UserID),
		seasonpoints.DayLT(today)).All(ctx)
	if err != nil {
		return nil, err
	}
	paid, err := s.DB.SeasonReward.Query().Where(seasonreward.EventID(ev.ID), seasonreward.UserID(a.UserID)).All(ctx)
	if err != nil {
		return nil, err
	}
	days := map[string]*HistoryEntry{}
	for _, p := range pts {
		h := &HistoryEntry{Day: p.Day, UserPosition: DefaultPosition, Points: p.Points}
		if r, ok, err := (DBRanks{DB: s.DB}).Position(ctx, ev.ID, p.Day, a.UserID); err != nil {
			return nil, err
		} else if ok {
			h.UserPosition = r.Position
		}
		days[p.Day] = h
	}
	for _, r := range paid {
		h := days[r.Day]
		if h == nil {
			h = &HistoryEntry{Day: r.Day, Points: r.Points}
			days[r.Day] = h
		}
		h.UserPosition, h.RewardCandies = r.Position, r.Candies
	}
	out := make([]HistoryEntry, 0, len(days))
	for _, h := range days {
		out = append(out, *h)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Day > out[j].Day })
	return out, nil
}
