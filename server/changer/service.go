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
	"fmt"
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
	"github.com/casefront/casefront/server/levels"
	"github.com/casefront/casefront/server/realtime"
	"github.com/casefront/casefront/server/store"
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
	DB  *ent.Client
	Bus realtime.Bus
	Log *zap.Logger
	Now func() time.Time
	// SpreadBps is the spread in basis points; 0 uses DefaultSpreadBps.
	SpreadBps int64
	Schedule  feed.Scheduler // nil: real timers
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
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
	if err := a.CanPlay(now); err != nil {
		return err
	}
	if a.Restricted("skin_changer") {
		return apperr.Restricted.With("feature", "skin_changer")
	}
	return nil
}

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

// Change gives the actor's drops for the target in one transaction: the
// drops leave the inventory, the target becomes a new drop and the
// difference is credited through the ledger. Nothing is written on a refusal.
//
// Lock order (store): the user row, then the given drops in ascending id,
// then the ledger rows.
func (s *Service) Change(ctx context.Context, a *actor.Actor, r Request) (*Changed, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	if err := r.validate(); err != nil {
		return nil, err
	}
	now := s.now()
	if err := Refusal(a, now); err != nil {
		return nil, err
	}
	spread := s.Spread()
	uid := a.UserID
	var out *Changed
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		u, err := store.LockUser(ctx, tx, uid)
		if err != nil {
			return apperr.NoAuth.Msg("unknown user")
		}
		if err := actor.CanPlayRow(u, now); err != nil {
			return err
		}
		given, value, err := inventory.Consume(ctx, tx, uid, r.DropIDs, drop.StateChanged)
		if err != nil {
			return err
		}
		target, err := tx.Item.Query().Where(item.MarketHashName(r.Target)).Only(ctx)
		if ent.IsNotFound(err) {
			return apperr.NotFound.Msg("no item %q", r.Target).With("field", "market_hash_name")
		} else if err != nil {
			return err
		}
		credit := Credit(value, spread)
		switch {
		case target.Price <= 0:
			return apperr.Validation.Msg("%q has no price", r.Target).With("field", "market_hash_name")
		case target.Price > credit:
			return apperr.Validation.Msg("%q costs %s; the items give %s", r.Target, target.Price, credit).
				With("field", "market_hash_name").With("reason", "target_too_expensive")
		}
		diff := credit - target.Price
		res, err := tx.Drop.Create().SetUserID(uid).SetItemID(target.ID).SetPrice(target.Price).
			SetNonce(0).SetTicket(0).SetCreatedAt(now).
			SetFeedAt(now.Add(time.Duration(r.DelayMS) * time.Millisecond)).Save(ctx)
		if err != nil {
			return err
		}
		res.Edges.Item = target
		ch, err := tx.SkinChange.Create().SetUserID(uid).SetItemsValue(value).SetSpreadBps(spread).SetCredit(credit).
			SetTarget(target).SetTargetPrice(target.Price).SetDifference(diff).SetResult(res).
			SetCreatedAt(now).AddGiven(given...).Save(ctx)
		if err != nil {
			return err
		}
		if diff > 0 {
			ref := fmt.Sprintf("change:%d", ch.ID)
			if _, err := ledger.Apply(ctx, tx, ledger.Change{At: s.now(), UserID: uid, Currency: ledger.Money, Delta: int64(diff),
				Reason: "change", Ref: ref, IdemKey: ref, Row: u}); err != nil {
				return err
			}
		}
		if u, err = levels.Grant(ctx, tx, u, value); err != nil {
			return err
		}
		ch.Edges.Given, ch.Edges.Target, ch.Edges.Result = given, target, res
		ch.Edges.User = u
		out = &Changed{Change: ch, User: u} // u: the locked row, credit and XP applied
		return nil
	})
	if err != nil {
		return nil, err
	}
	out.Change.Unwrap()
	for _, d := range out.Change.Edges.Given {
		d.Unwrap()
	}
	res := out.Change.Edges.Result.Unwrap()
	s.announce(ctx, out, *res.FeedAt)
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
	feed.Announcer{DB: s.DB, Bus: s.Bus, Log: s.Log, Now: s.Now, Schedule: s.Schedule}.
		Announce(ctx, at, []feed.Win{feed.WinOf(res, c.User, nil)})
	entry := EntryOf(c.Change, c.User)
	var sched feed.Scheduler = feed.Timers{}
	if s.Schedule != nil {
		sched = s.Schedule
	}
	ctx = context.WithoutCancel(ctx)
	sched.AfterFunc(at.Sub(s.now()), func() {
		if err := Publish(ctx, s.Bus, entry); err != nil && s.Log != nil {
			s.Log.Warn("change feed publish", zap.Error(err))
		}
	})
}
