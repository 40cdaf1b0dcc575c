package contract

import (
	"context"
	"fmt"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	entcontract "github.com/casefront/casefront/ent/contract"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/user"
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

// Service plays contracts.
type Service struct {
	DB  *ent.Client
	Bus realtime.Bus
	Log *zap.Logger
	Now func() time.Time
	// HouseEdgeBps is the edge in basis points; 0 uses DefaultHouseEdgeBps.
	HouseEdgeBps int64
	Schedule     feed.Scheduler // nil: real timers
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

// Stake is what a contract is asked for: the drops, the bullets, the mode and
// optionally an item whose weapon the outcomes must share.
type Stake struct {
	DropIDs []int
	Bullets int64
	Mode    string
	// Weapon narrows the outcomes to the weapon of this item (a market hash
	// name); empty: any item.
	Weapon string
	// DelayMS is the animation the client plays before showing the result;
	// the result reaches the live feed after it. It changes nothing else.
	DelayMS int
}

func (r *Stake) validate() (Mode, error) {
	mode, err := ParseMode(r.Mode)
	if err != nil {
		return "", err
	}
	r.DropIDs = inventory.Uniq(r.DropIDs)
	switch {
	case len(r.DropIDs) < MinItems || len(r.DropIDs) > MaxItems:
		return "", apperr.Validation.Msg("a contract takes %d to %d items", MinItems, MaxItems).With("field", "ids")
	case r.Bullets < 0:
		return "", apperr.Validation.Msg("bullets must not be negative").With("field", "bullets_amount")
	case r.Bullets > 1e9:
		return "", apperr.Validation.Msg("the stake is too large").With("field", "bullets_amount")
	case r.DelayMS < 0 || r.DelayMS > MaxDelay:
		return "", apperr.Validation.Msg("delay must be between 0 and %d ms", MaxDelay).With("field", "delay")
	}
	return mode, nil
}

// Refusal is why the actor may not make contracts now (nil when they may).
// The contract has no feature restriction of its own (spec 2, 6): only a
// self-ban or a restricted account stops it.
func Refusal(a *actor.Actor, now time.Time) error {
	return a.CanPlay(now)
}

// rulesNotAccepted refuses a first contract made without the rules accepted.
var rulesNotAccepted = apperr.Forbidden.Msg("accept the contract rules first (POST /contract/understand)").
	With("reason", "rules_not_accepted")

// Understand records that the actor accepted the contract rules; doing it
// again keeps the first time.
func (s *Service) Understand(ctx context.Context, a *actor.Actor) (time.Time, error) {
	if err := a.Require(); err != nil {
		return time.Time{}, err
	}
	now := s.now()
	if _, err := s.DB.User.Update().Where(user.ID(a.UserID), user.ContractRulesAcceptedAtIsNil()).SetContractRulesAcceptedAt(now).Save(ctx); err != nil {
		return time.Time{}, err
	}
	u, err := s.DB.User.Get(ctx, a.UserID)
	if err != nil {
		return time.Time{}, apperr.NoAuth.Msg("unknown user")
	}
	return *u.ContractRulesAcceptedAt, nil
}

// Played is the outcome of one contract.
type Played struct {
	Contract *ent.Contract // with Given and Result (and its item) loaded
	User     *ent.User     // balances after the play
	Seed     *ent.FairSeed
}

// Play makes one contract for the actor in one transaction: the given drops
// leave the inventory, bullets are debited, the table is built from the
// catalogue's prices now, the roll draws from it and the result becomes a
// new drop. Nothing is written on a refusal.
//
// Lock order (store): the user row, then the given drops in ascending id,
// then the seed and ledger rows.
func (s *Service) Play(ctx context.Context, a *actor.Actor, r Stake) (*Played, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	mode, err := r.validate()
	if err != nil {
		return nil, err
	}
	now := s.now()
	if err := Refusal(a, now); err != nil {
		return nil, err
	}
	edge := s.Edge()
	uid := a.UserID
	var out *Played
	err = store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		u, err := store.LockUser(ctx, tx, uid)
		if err != nil {
			return apperr.NoAuth.Msg("unknown user")
		}
		if err := actor.CanPlayRow(u, now); err != nil {
			return err
		}
		if u.ContractRulesAcceptedAt == nil {
			return rulesNotAccepted
		}
		drops, itemsValue, err := inventory.Consume(ctx, tx, uid, r.DropIDs, drop.StateContracted)
		if err != nil {
			return err
		}
		weapon, err := weaponOf(ctx, tx.Item, r.Weapon)
		if err != nil {
			return err
		}
		stake := itemsValue + money.Cents(r.Bullets*CentsPerBullet)
		table, err := tableFor(ctx, tx.Item, stake, mode, edge, weapon)
		if err != nil {
			return err
		}
		seed, err := fair.Active(ctx, tx, uid)
		if err != nil {
			return err
		}
		nonce, err := fair.Advance(ctx, tx, seed, 1)
		if err != nil {
			return err
		}
		if r.Bullets > 0 {
			ref := fmt.Sprintf("contract:%d:%d:%d", uid, seed.ID, nonce)
			if _, err := ledger.Apply(ctx, tx, ledger.Change{At: s.now(), UserID: uid, Currency: ledger.Bullets, Delta: -r.Bullets,
				Reason: "contract", Ref: ref, IdemKey: ref + ":bullets", Row: u}); err != nil {
				return err
			}
		}
		ticket := Ticket(seed.ServerSeed, seed.ClientSeed, nonce)
		line, ok := Draw(table, ticket)
		if !ok {
			return fmt.Errorf("contract: ticket %d outside the table", ticket)
		}
		won, err := tx.Item.Get(ctx, line.ItemID)
		if err != nil {
			return err
		}
		res, err := tx.Drop.Create().SetUserID(uid).SetItemID(won.ID).SetPrice(line.Price).
			SetSeedID(seed.ID).SetNonce(nonce).SetCursor(0).SetTicket(ticket).
			SetCreatedAt(now).SetFeedAt(now.Add(time.Duration(r.DelayMS) * time.Millisecond)).Save(ctx)
		if err != nil {
			return err
		}
		res.Edges.Item = won
		c, err := tx.Contract.Create().SetUserID(uid).SetItemsValue(itemsValue).SetBullets(r.Bullets).SetStake(stake).
			SetMode(entcontract.Mode(mode)).SetWeapon(weapon).SetHouseEdgeBps(edge).SetExpectedValue(ExpectedValue(table)).
			SetOutcomes(table).SetSeedID(seed.ID).SetNonce(nonce).SetTicket(ticket).SetResult(res).
			SetCreatedAt(now).AddGiven(drops...).Save(ctx)
		if err != nil {
			return err
		}
		if u, err = levels.Grant(ctx, tx, u, stake); err != nil {
			return err
		}
		c.Edges.Given, c.Edges.Result = drops, res
		out = &Played{Contract: c, User: u, Seed: seed} // u: the locked row, debit and XP applied
		return nil
	})
	if err != nil {
		return nil, err
	}
	// Edges a caller resolves later must query through the client, not the
	// committed transaction.
	out.Contract.Unwrap()
	for _, d := range out.Contract.Edges.Given {
		d.Unwrap()
	}
	res := out.Contract.Edges.Result.Unwrap()
	feed.Announcer{DB: s.DB, Bus: s.Bus, Log: s.Log, Now: s.Now, Schedule: s.Schedule}.
		Announce(ctx, *res.FeedAt, []feed.Win{feed.WinOf(res, out.User, nil)})
	return out, nil
}

// weaponOf is the weapon of the named item ("" for no name).
func weaponOf(ctx context.Context, items *ent.ItemClient, name string) (string, error) {
	if name == "" {
		return "", nil
	}
	it, err := items.Query().Where(item.MarketHashName(name)).Only(ctx)
	if ent.IsNotFound(err) {
		return "", apperr.NotFound.Msg("no item %q", name).With("field", "market_hash_name")
	} else if err != nil {
		return "", err
	}
	if it.Weapon == "" {
		return "", apperr.Validation.Msg("%q has no weapon to narrow the outcomes to", name).With("field", "market_hash_name")
	}
	return it.Weapon, nil
}

// tableFor builds the table of a stake from the catalogue as it is now.
func tableFor(ctx context.Context, items *ent.ItemClient, stake money.Cents, m Mode, edge int64, weapon string) ([]Outcome, error) {
	lo, hi := Bounds(stake, m)
	q := items.Query().Where(item.PriceGTE(lo), item.PriceLTE(hi), item.PriceGT(0))
	if weapon != "" {
		q.Where(item.Weapon(weapon))
	}
	var rows []struct {
		ID    int         `json:"id"`
		Price money.Cents `json:"price"`
	}
	if err := q.Select(item.FieldID, item.FieldPrice).Scan(ctx, &rows); err != nil {
		return nil, err
	}
	cands := make([]Candidate, len(rows))
	for i, r := range rows {
		cands[i] = Candidate{ItemID: r.ID, Price: r.Price}
	}
	return Table(stake, m, edge, cands)
}
