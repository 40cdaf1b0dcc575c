// Package season is the seasonal event (spec 1 seasonal event, 2 halloween
// and the other seasonal routes, 7 /halloween/*; docs/season.md): an event
// with a start and an end, candies earned on paid play while it is on, a
// candy shop, a provably-fair piñata and a daily leaderboard whose top
// places the prize pool pays the next day.
//
//   - Events are operator data (season_events): a key (halloween-2025)
//     naming it in ledger keys and rolls, the route that shows it, its
//     theme, [starts_at, ends_at), the daily prize pool (default 12920),
//     the candy rate and the piñata's price and prize revision.
//   - Candies are the ledger currency candies. Paid play earns them through
//     an in-transaction subscriber on the play's event (candies.go), which
//     also adds them as the player's points on the day's leaderboard.
//   - The shop (shop.go) and the piñata (pinata.go) spend candies through
//     the ledger; the piñata is a game on play.Run, verifiable on /fair.
//   - Ranks (ranks.go) come from the database or, when Redis is
//     configured, a sorted set per event and day that mirrors it.
//   - The daily job (daily.go) pays the previous UTC day's top places once
//     per day and winner.
package season

import (
	"context"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/seasonevent"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/ratelimit"
)

// DefaultPosition is the position of a player not on a leaderboard (spec 9).
const DefaultPosition = 999

// DefaultPrizePool is an event's daily prize pool in candies (spec 9).
const DefaultPrizePool = 12920

// Service is the seasonal event.
type Service struct {
	play.Env
	// Ranks orders the leaderboards; nil reads the database.
	Ranks Ranks
}

func (s *Service) ranks() Ranks {
	if s.Ranks != nil {
		return s.Ranks
	}
	return DBRanks{DB: s.DB}
}

func (s *Service) now() time.Time { return s.Clock.Now() }

// Status is where an event stands at a time.
type Status string

const (
	Upcoming Status = "upcoming"
	Running  Status = "running"
	Ended    Status = "ended"
)

// StatusAt is ev's status at t: on in [starts_at, ends_at).
func StatusAt(ev *ent.SeasonEvent, t time.Time) Status {
	switch {
	case t.Before(ev.StartsAt):
		return Upcoming
	case t.Before(ev.EndsAt):
		return Running
	}
	return Ended
}

// Day is the UTC date of t, the leaderboard's day (YYYY-MM-DD).
func Day(t time.Time) string { return t.UTC().Format(time.DateOnly) }

// dayStart is the UTC midnight starting day.
func dayStart(day string) (time.Time, bool) {
	t, err := time.Parse(time.DateOnly, day)
	return t, err == nil
}

// lastDay is the event's last leaderboard day (the day of its last instant).
func lastDay(ev *ent.SeasonEvent) string { return Day(ev.EndsAt.Add(-time.Nanosecond)) }

func unknownEvent(name string) error {
	return apperr.NotFound.Msg("no seasonal event %q", name).With("field", "event")
}

func notRunning(ev *ent.SeasonEvent, now time.Time) error {
	return apperr.Validation.Msg("the event %s is not on", ev.Key).With("reason", "event_"+string(StatusAt(ev, now))).
		With("field", "event")
}

// Event finds an event by its key, else by its route: the route's event
// that is on, else the one that ended last, else the next to start.
func (s *Service) Event(ctx context.Context, name string) (*ent.SeasonEvent, error) {
	return eventNamed(ctx, s.DB, name, s.now())
}

func eventNamed(ctx context.Context, c *ent.Client, name string, now time.Time) (*ent.SeasonEvent, error) {
	if name == "" || len(name) > 100 {
		return nil, unknownEvent(name)
	}
	ev, err := c.SeasonEvent.Query().Where(seasonevent.Key(name)).Only(ctx)
	if err == nil {
		return ev, nil
	}
	if !ent.IsNotFound(err) {
		return nil, err
	}
	all, err := c.SeasonEvent.Query().Where(seasonevent.Route(name)).Order(ent.Desc(seasonevent.FieldStartsAt)).All(ctx)
	if err != nil {
		return nil, err
	}
	var ended, next *ent.SeasonEvent
	for _, e := range all {
		switch StatusAt(e, now) {
		case Running:
			return e, nil
		case Ended:
			if ended == nil || e.EndsAt.After(ended.EndsAt) {
				ended = e
			}
		default:
			next = e // descending start: the last seen starts first
		}
	}
	if ended != nil {
		return ended, nil
	}
	if next != nil {
		return next, nil
	}
	return nil, unknownEvent(name)
}

// running is the event on at t (the earliest started when several are),
// nil when none is.
func running(ctx context.Context, c *ent.Client, t time.Time) (*ent.SeasonEvent, error) {
	ev, err := c.SeasonEvent.Query().Where(seasonevent.StartsAtLTE(t), seasonevent.EndsAtGT(t)).
		Order(ent.Asc(seasonevent.FieldStartsAt), ent.Asc(seasonevent.FieldID)).First(ctx)
	if ent.IsNotFound(err) {
		return nil, nil
	}
	return ev, err
}

// Status is ev's status now, by the service's clock.
func (s *Service) Status(ev *ent.SeasonEvent) Status { return StatusAt(ev, s.now()) }

// The rate-limit budgets of a buy and a piñata, shared by REST and GraphQL.
var (
	BuyBudget    = ratelimit.Budget{Name: "/halloween/buy", PerMinute: 60}
	PinataBudget = ratelimit.Budget{Name: "/halloween/pinata_open", PerMinute: 120}
)
