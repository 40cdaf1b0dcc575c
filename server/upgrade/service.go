package upgrade

import (
	"context"
	"fmt"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/item"
	entupgrade "github.com/casefront/casefront/ent/upgrade"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/inventory"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/levels"
	"github.com/casefront/casefront/server/realtime"
	"github.com/casefront/casefront/server/store"
)

// MaxDelay bounds the animation length a client announces (milliseconds).
const MaxDelay = 15_000

// Service plays upgrades.
type Service struct {
	DB  *ent.Client
	Bus realtime.Bus
	Log *zap.Logger
	Now func() time.Time
	// HouseEdgeBps is the edge in basis points; 0 uses DefaultHouseEdgeBps.
	HouseEdgeBps int64
	Schedule     feed.Scheduler // nil: real timers
}

// PlayRequest is one upgrade: the drops and amounts staked, the target and the mode.
type PlayRequest struct {
	DropIDs []int
	Target  string // the target item's market_hash_name
	Bullets int64
	Balance money.Cents
	Mode    string
	// DelayMS is the animation the client plays before showing the result;
	// a win reaches the live feed after it. It changes nothing else.
	DelayMS int
}

// Played is the outcome of one upgrade.
type Played struct {
	Upgrade *ent.Upgrade // with Target, Staked and Result loaded
	Result  *ent.Drop    // the target as a new drop when won, else nil
	User    *ent.User    // balances after the play
	Seed    *ent.FairSeed
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// Edge is the house edge in basis points.
func (s *Service) Edge() int64 {
	if s.HouseEdgeBps > 0 {
		return s.HouseEdgeBps
	}
	return DefaultHouseEdgeBps
}

// Refusal is why the actor may not upgrade at all now (nil when they may);
// the stake-specific checks come with the play.
func Refusal(a *actor.Actor, withBalance bool, now time.Time) error {
	if err := a.CanPlay(now); err != nil {
		return err
	}
	// Spec: the upgrade route is closed only when both upgrade and upgrade_new are restricted.
	if a.Restricted("upgrade") && a.Restricted("upgrade_new") {
		return apperr.Restricted.With("feature", "upgrade")
	}
	if withBalance && a.Restricted("upgrade_balance") {
		return apperr.Restricted.With("feature", "upgrade_balance")
	}
	return nil
}

func (r *PlayRequest) validate() (Mode, error) {
	mode, err := ParseMode(r.Mode)
	if err != nil {
		return "", err
	}
	r.DropIDs = inventory.Uniq(r.DropIDs)
	switch {
	case len(r.DropIDs) > MaxItems:
		return "", apperr.Validation.Msg("at most %d items per upgrade", MaxItems).With("field", "ids")
	case r.Bullets < 0:
		return "", apperr.Validation.Msg("bullets must not be negative").With("field", "bullets_amount")
	case r.Balance < 0:
		return "", apperr.Validation.Msg("balance must not be negative").With("field", "balance_amount")
	case r.Bullets > 1e9 || r.Balance > 1e11:
		return "", apperr.Validation.Msg("the stake is too large").With("field", "balance_amount")
	case len(r.DropIDs) == 0 && r.Bullets == 0 && r.Balance == 0:
		return "", apperr.Validation.Msg("stake something: items, bullets or balance").With("field", "ids")
	case r.Target == "":
		return "", apperr.Validation.Msg("pick a target item").With("field", "market_hash_name")
	case r.DelayMS < 0 || r.DelayMS > MaxDelay:
		return "", apperr.Validation.Msg("delay must be between 0 and %d ms", MaxDelay).With("field", "delay")
	}
	return mode, nil
}

// Play runs one upgrade for the actor in one transaction: the staked drops
// leave the inventory, bullets and balance are debited, the roll decides,
// and on a win the target becomes a new drop. Nothing is written on a refusal.
//
// Lock order (store): the user row, then the staked drops in ascending id,
// then the seed and ledger rows.
func (s *Service) Play(ctx context.Context, a *actor.Actor, r PlayRequest) (*Played, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	mode, err := r.validate()
	if err != nil {
		return nil, err
	}
	now := s.now()
	if err := Refusal(a, r.Balance > 0, now); err != nil {
		return nil, err
	}
	edge := s.Edge()
	userID := a.UserID
	var out *Played
	err = store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		out = &Played{}
		u, err := store.LockUser(ctx, tx, userID)
		if err != nil {
			return apperr.NoAuth.Msg("unknown user")
		}
		if err := actor.CanPlayRow(u, now); err != nil {
			return err
		}
		// Prices are the catalogue's at the moment of play, read inside the
		// transaction: the target's and each staked item's.
		drops, itemsValue, err := inventory.Consume(ctx, tx, userID, r.DropIDs, drop.StateUpgraded)
		if err != nil {
			return err
		}
		target, err := tx.Item.Query().Where(item.MarketHashName(r.Target)).Only(ctx)
		if ent.IsNotFound(err) {
			return apperr.NotFound.Msg("no item %q", r.Target).With("field", "market_hash_name")
		} else if err != nil {
			return err
		}
		stake := itemsValue + money.Cents(r.Bullets*CentsPerBullet) + r.Balance
		chance, err := Chance(stake, target.Price, edge)
		if err != nil {
			return err
		}
		seed, err := fair.Active(ctx, tx, userID)
		if err != nil {
			return err
		}
		nonce, err := fair.Advance(ctx, tx, seed, 1)
		if err != nil {
			return err
		}
		ref := fmt.Sprintf("upgrade:%d:%d:%d", userID, seed.ID, nonce)
		for _, c := range []struct {
			cur ledger.Currency
			amt int64
		}{{ledger.Bullets, r.Bullets}, {ledger.Money, int64(r.Balance)}} {
			if c.amt == 0 {
				continue
			}
			if _, err := ledger.Apply(ctx, tx, ledger.Change{At: s.now(),
				UserID: userID, Currency: c.cur, Delta: -c.amt, Reason: "upgrade", Ref: ref,
				IdemKey: ref + ":" + string(c.cur), Row: u,
			}); err != nil {
				return err
			}
		}
		ticket := Ticket(seed.ServerSeed, seed.ClientSeed, nonce)
		won := Wins(ticket, chance, mode)
		create := tx.Upgrade.Create().SetUserID(userID).SetTargetItemID(target.ID).SetTargetPrice(target.Price).
			SetItemsValue(itemsValue).SetBullets(r.Bullets).SetBalanceAmount(r.Balance).SetStake(stake).
			SetChance(chance).SetHouseEdgeBps(edge).SetMode(entupgrade.Mode(mode)).SetSeedID(seed.ID).
			SetNonce(nonce).SetTicket(ticket).SetWon(won).SetCreatedAt(now).AddStaked(drops...)
		if won {
			res, err := tx.Drop.Create().SetUserID(userID).SetItemID(target.ID).SetPrice(target.Price).
				SetSeedID(seed.ID).SetNonce(nonce).SetCursor(0).SetTicket(ticket).
				SetCreatedAt(now).SetFeedAt(now.Add(time.Duration(r.DelayMS) * time.Millisecond)).Save(ctx)
			if err != nil {
				return err
			}
			res.Edges.Item = target
			out.Result = res
			create.SetResult(res)
		}
		up, err := create.Save(ctx)
		if err != nil {
			return err
		}
		if u, err = levels.Grant(ctx, tx, u, stake); err != nil {
			return err
		}
		up.Edges.Target, up.Edges.Staked, up.Edges.Result = target, drops, out.Result
		out.Upgrade, out.Seed = up, seed
		out.User = u // the locked row, with the debits and the XP applied
		return nil
	})
	if err != nil {
		return nil, err
	}
	// Edges a caller resolves later (GraphQL: staked, a lost play's result)
	// must query through the client, not the committed transaction.
	out.Upgrade.Unwrap()
	for _, d := range out.Upgrade.Edges.Staked {
		d.Unwrap()
	}
	if out.Result != nil {
		out.Result.Unwrap()
	}
	if out.Result != nil {
		feed.Announcer{DB: s.DB, Bus: s.Bus, Log: s.Log, Now: s.Now, Schedule: s.Schedule}.
			Announce(ctx, *out.Result.FeedAt, []feed.Win{feed.WinOf(out.Result, out.User, nil)})
	}
	return out, nil
}
