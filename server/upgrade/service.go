package upgrade

import (
	"context"
	"strconv"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/item"
	entupgrade "github.com/casefront/casefront/ent/upgrade"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/inventory"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/play"
)

// MaxDelay bounds the animation length a client announces (milliseconds).
const MaxDelay = 15_000

// Service plays upgrades.
type Service struct {
	play.Env
	// HouseEdgeBps is the edge in basis points; 0 uses DefaultHouseEdgeBps.
	HouseEdgeBps int64
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
	return play.Refusal(a, now, rule(withBalance))
}

// rule is the upgrade's restrictions: the route is closed only when both
// upgrade and upgrade_new are restricted (spec); staking balance is closed
// by upgrade_balance.
func rule(withBalance bool) play.Rule {
	return func(r play.Restrictions) error {
		if r.Has("upgrade") && r.Has("upgrade_new") {
			return apperr.Restricted.With("feature", "upgrade")
		}
		if withBalance && r.Has("upgrade_balance") {
			return apperr.Restricted.With("feature", "upgrade_balance")
		}
		return nil
	}
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

// Play runs one upgrade for the actor (play.Run): the staked drops leave
// the inventory, bullets and balance are debited, the roll decides, and on
// a win the target becomes a new drop. Nothing is written on a refusal.
// Prices are the catalogue's at the moment of play, read inside the
// transaction: the target's and each staked item's.
func (s *Service) Play(ctx context.Context, a *actor.Actor, r PlayRequest) (*Played, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	mode, err := r.validate()
	if err != nil {
		return nil, err
	}
	edge := s.Edge()
	out := &Played{}
	t, err := s.Run(ctx, a, play.Play{
		Game: "upgrade", Rule: rule(r.Balance > 0), DropIDs: r.DropIDs, Into: drop.StateUpgraded, Nonces: 1,
		Debits: [2]play.Debit{
			{Currency: ledger.Bullets, Amount: r.Bullets, Value: play.BulletsValue(r.Bullets)},
			{Currency: ledger.Money, Amount: int64(r.Balance), Value: r.Balance},
		},
		Draw: func(ctx context.Context, t *play.Tx) error {
			target, err := t.Item.Query().Where(item.MarketHashName(r.Target)).Only(ctx)
			if ent.IsNotFound(err) {
				return apperr.NotFound.Msg("no item %q", r.Target).With("field", "market_hash_name")
			} else if err != nil {
				return err
			}
			chance, err := Chance(t.Stake, target.Price, edge)
			if err != nil {
				return err
			}
			ticket := play.Ticket(t.Seed.ServerSeed, t.Seed.ClientSeed, t.Nonce)
			won := Wins(ticket, chance, mode)
			create := t.Upgrade.Create().SetUserID(t.User.ID).SetTargetItemID(target.ID).SetTargetPrice(target.Price).
				SetItemsValue(t.ItemsValue).SetBullets(r.Bullets).SetBalanceAmount(r.Balance).SetStake(t.Stake).
				SetChance(chance).SetHouseEdgeBps(edge).SetMode(entupgrade.Mode(mode)).SetSeedID(t.Seed.ID).
				SetNonce(t.Nonce).SetTicket(ticket).SetWon(won).SetCreatedAt(t.Now).AddStaked(t.Staked...)
			if won {
				feedAt := t.Now.Add(time.Duration(r.DelayMS) * time.Millisecond)
				out.Result = &ent.Drop{UserID: t.User.ID, ItemID: target.ID, Price: target.Price, SeedID: &t.Seed.ID,
					Nonce: t.Nonce, Ticket: ticket, FeedAt: &feedAt}
				out.Result.Edges.Item = target
				if err := t.Mint(ctx, out.Result); err != nil {
					return err
				}
				create.SetResult(out.Result)
				t.Announce(feedAt, nil, out.Result)
			}
			if out.Upgrade, err = create.Save(ctx); err != nil {
				return err
			}
			out.Upgrade.Edges.Target, out.Upgrade.Edges.Staked, out.Upgrade.Edges.Result = target, t.Staked, out.Result
			t.Ref = "upgrade:" + strconv.Itoa(out.Upgrade.ID)
			t.AfterCommit(func() { out.Upgrade.Unwrap() })
			return nil
		},
	})
	if err != nil {
		return nil, err
	}
	out.User, out.Seed = t.User, t.Seed // the locked row, with the debits and the XP applied
	return out, nil
}
