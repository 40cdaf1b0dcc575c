// Package changer is the skin changer: a player gives items and takes one
// item of at most their value less a published spread; the difference is
// paid to the balance. Nothing is random, so there is no roll to verify:
// what the player picks is what they get.
//
//	credit     = items value × (1 − spread), truncated to the cent
//	difference = credit − target price ≥ 0, paid as balance
//
// Items are valued at the catalogue's prices at the moment of the change,
// like the upgrade and the contract, so a change is never worth more than
// selling the items (which pays their won price) and then buying.
package changer

import (
	"context"
	"strconv"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/inventory"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/play"
)

const (
	// MaxItems bounds the items one change gives.
	MaxItems = 10
	// DefaultSpreadBps is the spread in basis points (5%).
	DefaultSpreadBps = 500
	// MaxDelay bounds the animation length a client announces (milliseconds).
	MaxDelay = 15_000
)

// Service runs the skin changer.
type Service struct {
	play.Env
	// SpreadBps is the spread in basis points; 0 uses DefaultSpreadBps.
	SpreadBps int64
}

// Spread is the spread in basis points.
func (s *Service) Spread() int64 {
	if s.SpreadBps > 0 {
		return s.SpreadBps
	}
	return DefaultSpreadBps
}

// Credit is what items worth value are worth here: value less the spread, truncated.
func Credit(value money.Cents, spreadBps int64) money.Cents {
	return money.Cents(int64(value) * (10_000 - spreadBps) / 10_000)
}

// Refusal is why the actor may not use the changer now (nil when they may).
func Refusal(a *actor.Actor, now time.Time) error {
	return play.Refusal(a, now, rule)
}

// rule: the changer is closed by the skin_changer restriction.
var rule = play.Feature("skin_changer")

// Request is one change: the drops given, the item taken.
type Request struct {
	DropIDs []int
	Target  string // market hash name
	// DelayMS is the animation the client plays; the change reaches the
	// feeds after it. It changes nothing else.
	DelayMS int
}

func (r *Request) validate() error {
	r.DropIDs = inventory.Uniq(r.DropIDs)
	switch {
	case len(r.DropIDs) == 0 || len(r.DropIDs) > MaxItems:
		return apperr.Validation.Msg("give 1 to %d items", MaxItems).With("field", "ids")
	case r.Target == "":
		return apperr.Validation.Msg("pick the item to take").With("field", "market_hash_name")
	case r.DelayMS < 0 || r.DelayMS > MaxDelay:
		return apperr.Validation.Msg("delay must be between 0 and %d ms", MaxDelay).With("field", "delay")
	}
	return nil
}

// Changed is the outcome of one change.
type Changed struct {
	Change *ent.SkinChange // with Given, Target and Result loaded
	User   *ent.User       // balances after the change
}

// Change gives the actor's drops for the target (play.Run): the drops
// leave the inventory, the target becomes a new drop and the difference is
// credited through the ledger. Nothing is random and nothing is written on
// a refusal.
func (s *Service) Change(ctx context.Context, a *actor.Actor, r Request) (*Changed, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	if err := r.validate(); err != nil {
		return nil, err
	}
	spread := s.Spread()
	out := &Changed{}
	var feedAt time.Time
	t, err := s.Run(ctx, a, play.Play{
		Game: "change", Rule: rule, DropIDs: r.DropIDs, Into: drop.StateChanged,
		Draw: func(ctx context.Context, t *play.Tx) error {
			target, err := t.Item.Query().Where(item.MarketHashName(r.Target)).Only(ctx)
			if ent.IsNotFound(err) {
				return apperr.NotFound.Msg("no item %q", r.Target).With("field", "market_hash_name")
			} else if err != nil {
				return err
			}
			credit := Credit(t.ItemsValue, spread)
			switch {
			case target.Price <= 0:
				return apperr.Validation.Msg("%q has no price", r.Target).With("field", "market_hash_name")
			case target.Price > credit:
				return apperr.Validation.Msg("%q costs %s; the items give %s", r.Target, target.Price, credit).
					With("field", "market_hash_name").With("reason", "target_too_expensive")
			}
			diff := credit - target.Price
			feedAt = t.Now.Add(time.Duration(r.DelayMS) * time.Millisecond)
			res := &ent.Drop{UserID: t.User.ID, ItemID: target.ID, Price: target.Price, FeedAt: &feedAt}
			res.Edges.Item = target
			if err := t.Mint(ctx, res); err != nil {
				return err
			}
			ch, err := t.SkinChange.Create().SetUserID(t.User.ID).SetItemsValue(t.ItemsValue).SetSpreadBps(spread).SetCredit(credit).
				SetTarget(target).SetTargetPrice(target.Price).SetDifference(diff).SetResult(res).
				SetCreatedAt(t.Now).AddGiven(t.Staked...).Save(ctx)
			if err != nil {
				return err
			}
			t.Ref = "change:" + strconv.Itoa(ch.ID)
			if err := t.Credit(ctx, ledger.Money, int64(diff), "change", t.Ref, t.Ref); err != nil {
				return err
			}
			ch.Edges.Given, ch.Edges.Target, ch.Edges.Result = t.Staked, target, res
			out.Change = ch
			t.AfterCommit(func() { ch.Unwrap() })
			return nil
		},
	})
	if err != nil {
		return nil, err
	}
	out.User = t.User // the locked row, credit and XP applied
	out.Change.Edges.User = t.User
	s.announce(ctx, out, feedAt)
	return out, nil
}

// announce puts the change on the change feed and its result on the live
// feed once the client's animation has ended; a bus failure is logged and
// never undoes a change.
func (s *Service) announce(ctx context.Context, c *Changed, at time.Time) {
	if s.Bus == nil {
		return
	}
	res := c.Change.Edges.Result
	s.Announcer().Announce(ctx, at, []feed.Win{feed.WinOf(res, c.User, nil)})
	entry := EntryOf(c.Change, c.User)
	var sched feed.Scheduler = feed.Timers{}
	if s.Schedule != nil {
		sched = s.Schedule
	}
	ctx = context.WithoutCancel(ctx)
	sched.AfterFunc(at.Sub(s.Now()), func() {
		if err := Publish(ctx, s.Bus, entry); err != nil && s.Log != nil {
			s.Log.Warn("change feed publish", zap.Error(err))
		}
	})
}
