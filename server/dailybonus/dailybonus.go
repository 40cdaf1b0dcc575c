// Package dailybonus is the daily bonus (spec 3, 4, 9): one free case a UTC
// day while the player's window is open, whose contents grow with the
// player's level and top-ups.
//
//   - Day: the UTC date.
//   - Window: each successful top-up opens a window of WindowDays days, and a
//     new account starts with one. Its anchor is the later of the account's
//     creation and the last succeeded payment (the time it moved to
//     succeeded; a refunded top-up no longer counts). days_left is
//     WindowDays less the whole UTC days from the anchor's date to today,
//     never below 0: 7 on the anchor's day, 1 on the seventh, 0 after.
//   - Available: days_left > 0 and not opened today (spec 4).
//   - Tier 0..4: the higher of the level's tier and the top-ups' tier
//     (LevelTiers, TopupTiers); the case's contents are capped at
//     cases.DailyCaps[tier] (roll daily:TIER).
//
// The open itself is cases.Service.OpenDailyBonus; this package decides
// whether it may happen, under the player's lock.
package dailybonus

import (
	"context"
	"errors"
	"strconv"
	"time"

	"entgo.io/ent/dialect/sql"
	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/dailybonusopen"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/payment"
	"github.com/casefront/casefront/ent/predicate"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/inventory"
	"github.com/casefront/casefront/server/realtime"
	"github.com/casefront/casefront/server/store"
)

// DailyBonusCaseID is the daily bonus case of the demo catalogue (spec 9).
// The service finds the case by its family (cases.DailyBonusCase), so
// another catalogue may give it another id.
const DailyBonusCaseID = 109

// WindowDays is how many days, the anchor's day included, a top-up (or a
// new account) opens the daily bonus for.
const WindowDays = 7

// LevelTiers are the levels from which tiers 1..4 start: levels 0-9 give
// tier 0, 10-24 tier 1, 25-49 tier 2, 50-74 tier 3, 75 and up tier 4.
var LevelTiers = []int{10, 25, 50, 75}

// TopupTiers are the top-up sums from which tiers 1..4 start: under $10
// tier 0, from $10 tier 1, $50 tier 2, $200 tier 3, $1,000 tier 4.
var TopupTiers = []money.Cents{1000, 5000, 20000, 100000}

// MaxList is the most drops Top and Latest return.
const MaxList = feed.MaxRecent

// TopWindow is how far back Top looks.
const TopWindow = 24 * time.Hour

// Tier is the contents tier of a player at level with topups: the higher
// of the two tiers.
func Tier(level int, topups money.Cents) int {
	tier := 0
	for i, l := range LevelTiers {
		if level >= l {
			tier = max(tier, i+1)
		}
	}
	for i, s := range TopupTiers {
		if topups >= s {
			tier = max(tier, i+1)
		}
	}
	return tier
}

// Day is t's UTC date, as daily_bonus_opens.day stores it.
func Day(t time.Time) string { return t.UTC().Format(time.DateOnly) }

func midnight(t time.Time) time.Time {
	y, m, d := t.UTC().Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// NextMidnight is the UTC midnight after t: when the next day's open may happen.
func NextMidnight(t time.Time) time.Time { return midnight(t).AddDate(0, 0, 1) }

// DaysLeft is the window's days left at now for a window anchored at
// anchor (see the package comment).
func DaysLeft(anchor, now time.Time) int {
	days := int(midnight(now).Sub(midnight(anchor)) / (24 * time.Hour))
	return min(WindowDays, max(0, WindowDays-days))
}

// Topic is the bus topic of one player's daily bonus changes: an open, a
// top-up. Its messages carry nothing; subscribers read the state again.
func Topic(userID int) string { return "dailybonus:" + strconv.Itoa(userID) }

// Notify tells the player's subscribers that the daily bonus changed, after
// the change was committed (an open here, a top-up in payments).
func Notify(ctx context.Context, bus realtime.Bus, log *zap.Logger, userID int) {
	if bus == nil {
		return
	}
	if err := bus.Publish(ctx, Topic(userID), []byte("{}")); err != nil && log != nil {
		log.Warn("daily bonus change not published", zap.Int("user_id", userID), zap.Error(err))
	}
}

// Service is the daily bonus.
type Service struct {
	DB    *ent.Client
	Bus   realtime.Bus
	Log   *zap.Logger
	Now   func() time.Time
	Cases *cases.Service // opens the case
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

func (s *Service) log() *zap.Logger {
	if s.Log != nil {
		return s.Log
	}
	return zap.NewNop()
}

// State is a player's daily bonus (GET /dailybonus).
type State struct {
	DaysLeft        int
	Level           int
	TopupsSum       money.Cents
	LastOpenedToday bool
	Available       bool
	// NextAt is when it can be opened next: the next UTC midnight after
	// today's open, while the window is still open then; nil when available
	// or closed.
	NextAt *time.Time
	Tier   int
	MaxWin money.Cents // the dearest item the tier's contents keep
	Case   *ent.LootCase
}

// Case is the daily bonus case (cases.DailyBonusCase).
func (s *Service) Case(ctx context.Context) (*ent.LootCase, error) {
	return cases.DailyBonusCase(ctx, s.DB)
}

// rules is what the state and the open both decide from: the player's row
// and the rows read with c (the transaction's client under the lock).
type rules struct {
	daysLeft int
	opened   bool // today
	tier     int
}

func readRules(ctx context.Context, c *ent.Client, u *ent.User, now time.Time) (rules, error) {
	anchor := u.CreatedAt
	last, err := c.Payment.Query().
		Where(payment.UserID(u.ID), payment.StatusEQ(payment.StatusSucceeded)).
		Order(ent.Desc(payment.FieldUpdatedAt)).Select(payment.FieldUpdatedAt).First(ctx)
	switch {
	case err == nil:
		if last.UpdatedAt.After(anchor) {
			anchor = last.UpdatedAt
		}
	case !ent.IsNotFound(err):
		return rules{}, err
	}
	opened, err := c.DailyBonusOpen.Query().
		Where(dailybonusopen.UserID(u.ID), dailybonusopen.Day(Day(now))).Exist(ctx)
	if err != nil {
		return rules{}, err
	}
	return rules{daysLeft: DaysLeft(anchor, now), opened: opened, tier: Tier(u.Level, u.TopupsSum)}, nil
}

// refusal is why rules do not let the player open now, or nil.
func (r rules) refusal(now time.Time) error {
	if r.daysLeft <= 0 {
		return apperr.Validation.Msg("the daily bonus is closed: a top-up opens it for %d days", WindowDays).
			With("reason", "dailybonus_closed")
	}
	if r.opened {
		return openedToday(now)
	}
	return nil
}

func openedToday(now time.Time) error {
	return apperr.Validation.Msg("the daily bonus was already opened today").
		With("reason", "dailybonus_opened_today").With("next_at", NextMidnight(now).Format(time.RFC3339))
}

// Available says whether userID may open the daily bonus at now (its
// window open, not opened today): what the reminder checks when it fires.
func Available(ctx context.Context, c *ent.Client, userID int, now time.Time) (bool, error) {
	u, err := c.User.Get(ctx, userID)
	if err != nil {
		return false, err
	}
	r, err := readRules(ctx, c, u, now)
	if err != nil {
		return false, err
	}
	return r.refusal(now) == nil, nil
}

// State is the actor's daily bonus now.
func (s *Service) State(ctx context.Context, a *actor.Actor) (*State, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	cs, err := s.Case(ctx)
	if err != nil {
		return nil, err
	}
	u, err := s.DB.User.Get(ctx, a.UserID)
	if err != nil {
		return nil, apperr.NoAuth.Msg("unknown user")
	}
	now := s.now()
	r, err := readRules(ctx, s.DB, u, now)
	if err != nil {
		return nil, err
	}
	st := &State{DaysLeft: r.daysLeft, Level: u.Level, TopupsSum: u.TopupsSum, LastOpenedToday: r.opened,
		Available: r.refusal(now) == nil, Tier: r.tier, Case: cs}
	if r.opened && r.daysLeft > 1 { // still open tomorrow
		next := NextMidnight(now)
		st.NextAt = &next
	}
	if st.MaxWin, err = s.Cases.DailyMaxWin(ctx, cs, r.tier); err != nil {
		return nil, err
	}
	return st, nil
}

// Open opens today's daily bonus for the actor (POST /dailybonus/open):
// free, no XP. Refused, writing nothing: a restricted feature (dailybonus),
// a self-banned or restricted account, a closed window (api.validation,
// reason dailybonus_closed), a second open the same UTC day (reason
// dailybonus_opened_today, with next_at) however many arrive at once.
func (s *Service) Open(ctx context.Context, a *actor.Actor, fast bool) (*cases.Opened, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	if a.Restricted("dailybonus") {
		return nil, apperr.Restricted.With("feature", "dailybonus")
	}
	cs, err := s.Case(ctx)
	if err != nil {
		return nil, err
	}
	now := s.now()
	res, err := s.Cases.OpenDailyBonus(ctx, a, cases.DailyOpen{Case: cs, Now: now, Day: Day(now), Fast: fast,
		Admit: func(ctx context.Context, tx *ent.Tx, u *ent.User) (int, error) {
			r, err := readRules(ctx, tx.Client(), u, now)
			if err != nil {
				return 0, err
			}
			return r.tier, r.refusal(now)
		}})
	if errors.Is(err, cases.ErrDailyOpened) {
		return nil, openedToday(now)
	}
	if err != nil {
		return nil, err
	}
	Notify(ctx, s.Bus, s.log(), a.UserID)
	return res, nil
}

// Subscribe delivers the actor's state each time it changes, until ctx is
// done (subscription dailyBonusChanged).
func (s *Service) Subscribe(ctx context.Context, a *actor.Actor) (<-chan *State, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	msgs, cancel, err := s.Bus.Subscribe(ctx, Topic(a.UserID))
	if err != nil {
		return nil, err
	}
	out := make(chan *State, 4)
	go func() {
		defer close(out)
		defer cancel()
		for range msgs {
			st, err := s.State(ctx, a)
			if err != nil {
				if ctx.Err() == nil {
					s.log().Warn("daily bonus change: reload", zap.Int("user_id", a.UserID), zap.Error(err))
				}
				continue
			}
			select {
			case out <- st:
			case <-ctx.Done():
				return
			}
		}
	}()
	return out, nil
}

func checkList(n int) error {
	if n < 0 || n > MaxList {
		return apperr.Validation.Msg("limit must be between 0 and %d", MaxList).With("field", "limit")
	}
	return nil
}

// Latest is the daily bonus case's latest wins already on the live feed,
// newest first (GET /dailybonus/history and /dailybonus/drop).
func (s *Service) Latest(ctx context.Context, n int) ([]feed.Win, error) {
	if err := checkList(n); err != nil {
		return nil, err
	}
	cs, err := s.Case(ctx)
	if err != nil {
		return nil, err
	}
	return s.Cases.CaseDrops(ctx, cs.ID, "", n)
}

// Top is the daily bonus case's dearest wins of the last TopWindow already
// on the live feed, dearest first (GET /dailybonus/top).
func (s *Service) Top(ctx context.Context, n int) ([]feed.Win, error) {
	if err := checkList(n); err != nil {
		return nil, err
	}
	cs, err := s.Case(ctx)
	if err != nil {
		return nil, err
	}
	now := s.now()
	drops, err := s.DB.Drop.Query().
		Where(drop.CaseID(cs.ID), drop.CreatedAtGTE(now.Add(-TopWindow)), drop.FeedAtNotNil(), drop.FeedAtLTE(now)).
		Order(ent.Desc(drop.FieldPrice), ent.Desc(drop.FieldID)).Limit(n).
		WithItem().WithUser().All(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]feed.Win, len(drops))
	for i, d := range drops {
		out[i] = feed.WinOf(d, d.Edges.User, cs)
	}
	return out, nil
}

// Mine is page (from 1) of limit (at most inventory.PageSize) of the
// actor's daily bonus drops, newest first, and how many there are (GET
// /user/history/dailybonus, paged like the other histories).
func (s *Service) Mine(ctx context.Context, a *actor.Actor, page, limit int) ([]*ent.Drop, int, error) {
	if err := a.Require(); err != nil {
		return nil, 0, err
	}
	offset, err := store.Offset(page, limit, inventory.PageSize)
	if err != nil {
		return nil, 0, err
	}
	q := s.DB.DailyBonusOpen.Query().Where(dailybonusopen.UserID(a.UserID))
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return nil, 0, err
	}
	drops, err := s.mine(ctx, q, offset, limit)
	return drops, total, err
}

func (s *Service) mine(ctx context.Context, q *ent.DailyBonusOpenQuery, offset, limit int) ([]*ent.Drop, error) {
	out := []*ent.Drop{}
	if limit == 0 {
		return out, nil
	}
	opens, err := q.Order(ent.Desc(dailybonusopen.FieldID)).Offset(offset).Limit(limit).
		WithDrop(func(dq *ent.DropQuery) { dq.WithItem().WithCase() }).All(ctx)
	if err != nil {
		return nil, err
	}
	for _, o := range opens {
		if o.Edges.Drop != nil {
			out = append(out, o.Edges.Drop)
		}
	}
	return out, nil
}

// Subscribe tells the player's pages after a deposit that the daily bonus
// may have opened (the window follows top-ups), through the outbox: a
// notice that may lag, never lost.
func Subscribe(r *events.Registry, bus realtime.Bus, log *zap.Logger) {
	r.Later(events.Deposited, "dailybonus.notify", func(ctx context.Context, _ *ent.Tx, e events.Event) error {
		Notify(ctx, bus, log, e.UserID)
		return nil
	})
}

// MineAfter is the first (0..store.MaxFirst) of the actor's daily bonus
// drops older than the drop afterID, newest first (myDailyBonusOpens): an
// open makes its drop, so the drop's id orders the opens.
func (s *Service) MineAfter(ctx context.Context, a *actor.Actor, afterID *int, first int) (*inventory.Slice, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	if err := store.First("first", first); err != nil {
		return nil, err
	}
	q := s.DB.DailyBonusOpen.Query().Where(dailybonusopen.UserID(a.UserID))
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return nil, err
	}
	if afterID != nil {
		// drop_id is an edge's field: ent writes no ordering predicate for it.
		q.Where(predicate.DailyBonusOpen(sql.FieldLT(dailybonusopen.FieldDropID, *afterID)))
	}
	opens, err := q.Order(ent.Desc(dailybonusopen.FieldDropID)).Limit(first + 1).
		WithDrop(func(dq *ent.DropQuery) { dq.WithItem().WithCase() }).All(ctx)
	if err != nil {
		return nil, err
	}
	drops := []*ent.Drop{}
	for _, o := range opens {
		if o.Edges.Drop != nil {
			drops = append(drops, o.Edges.Drop)
		}
	}
	return inventory.SliceOf(drops, total, first), nil
}
