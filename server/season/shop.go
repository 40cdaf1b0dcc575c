package season

import (
	"context"
	"strconv"
	"time"

	entsql "entgo.io/ent/dialect/sql"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/rewardcase"
	"github.com/casefront/casefront/ent/seasonoffer"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/customizations"
	"github.com/casefront/casefront/server/inventory"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/store"
)

// Offers lists the event's active shop offers in order, with what they sell.
func (s *Service) Offers(ctx context.Context, ev *ent.SeasonEvent) ([]*ent.SeasonOffer, error) {
	rows, err := s.DB.SeasonOffer.Query().Where(seasonoffer.EventID(ev.ID), seasonoffer.Active(true)).
		WithCase().WithItem().WithCustomization().
		Order(ent.Asc(seasonoffer.FieldSort), ent.Asc(seasonoffer.FieldID)).All(ctx)
	if err != nil {
		return nil, err
	}
	out := rows[:0]
	for _, r := range rows {
		if r.Edges.Case != nil || r.Edges.Item != nil || r.Edges.Customization != nil {
			out = append(out, r)
		}
	}
	return out, nil
}

// Bought is a purchase's answer: what it delivered and the candies left.
type Bought struct {
	Purchase      *ent.SeasonPurchase
	Offer         *ent.SeasonOffer
	RewardCaseID  int
	Drop          *ent.Drop
	Customization *ent.Customization
	Candies       int64
}

// takeStockStmt takes one from a stocked offer while some is left: args
// -1, id, 0. An offer without stock (NULL) is not touched.
var takeStockStmt = store.Build(func(b *entsql.DialectBuilder) entsql.Querier {
	return b.Update(seasonoffer.Table).Add(seasonoffer.FieldStock, -1).
		Where(entsql.And(entsql.EQ(seasonoffer.FieldID, 0), entsql.GT(seasonoffer.FieldStock, 0)))
})

// Buy spends candies on one shop offer while its event is on (POST
// /halloween/buy {id}, mutation buySeasonOffer), in one transaction under
// the player's lock: the play rules on the locked row, the stock by a
// conditional update, the purchase row, the candies debited through the
// ledger (key season_purchase:ID, never below zero) and the delivery by
// the paths every grant uses (a reward case, a drop, a customization).
// Refusals write nothing.
func (s *Service) Buy(ctx context.Context, a *actor.Actor, offerID int) (*Bought, error) {
	now := s.now()
	if err := play.Refusal(a, now, nil); err != nil {
		return nil, err
	}
	var out *Bought
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		out = nil
		u, err := store.LockUser(ctx, tx, a.UserID)
		if err != nil {
			return err
		}
		if err := play.RefusalOnRow(a, u, now, nil); err != nil {
			return err
		}
		o, err := tx.SeasonOffer.Query().Where(seasonoffer.ID(offerID), seasonoffer.Active(true)).
			WithCase().WithItem().WithCustomization().Only(ctx)
		if ent.IsNotFound(err) {
			return apperr.NotFound.Msg("no such offer in the candy shop").With("field", "id")
		} else if err != nil {
			return err
		}
		ev, err := tx.SeasonEvent.Get(ctx, o.EventID)
		if err != nil {
			return err
		}
		if StatusAt(ev, now) != Running {
			return notRunning(ev, now)
		}
		if o.CustomizationID != nil {
			owned, err := customizations.Owns(ctx, tx.Client(), u.ID, *o.CustomizationID)
			if err != nil {
				return err
			}
			if owned {
				return apperr.CustomizationOwned.With("customization_id", *o.CustomizationID)
			}
		}
		if o.Stock != nil {
			n, err := takeStockStmt.Exec(ctx, tx, -1, o.ID, 0)
			if err != nil {
				return err
			}
			if n != 1 {
				return apperr.OutOfStock.With("offer_id", o.ID)
			}
		}
		p, err := tx.SeasonPurchase.Create().SetUserID(u.ID).SetEventID(ev.ID).SetOfferID(o.ID).SetPrice(o.Price).
			SetCreatedAt(now).Save(ctx)
		if err != nil {
			return err
		}
		ref := "season_purchase:" + strconv.Itoa(p.ID)
		after, err := ledger.Apply(ctx, tx, ledger.Change{At: now, UserID: u.ID, Currency: ledger.Candies, Delta: -o.Price,
			Reason: "season_shop", Ref: ref, IdemKey: ref, Row: u})
		if err != nil {
			if apperr.KeyOf(err) == apperr.NotEnoughMoney.Key {
				return apperr.NotEnoughCandies.Msg("%d candies are needed", o.Price).With("need", o.Price)
			}
			return err
		}
		out = &Bought{Purchase: p, Offer: o, Candies: after}
		delivered, err := deliver(ctx, tx, u, o, ref, now, out)
		if err != nil {
			return err
		}
		out.Purchase, err = p.Update().SetDelivered(delivered).Save(ctx)
		return err
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// deliver hands over what o sells and names it.
func deliver(ctx context.Context, tx *ent.Tx, u *ent.User, o *ent.SeasonOffer, ref string, now time.Time, out *Bought) (string, error) {
	switch o.Kind {
	case seasonoffer.KindCase:
		cs := o.Edges.Case
		if cs == nil {
			return "", apperr.NotFound.Msg("the offer's case is gone")
		}
		if err := cases.Grant(ctx, tx, u.ID, cs.ID, rewardcase.SourceSeason, ref); err != nil {
			return "", err
		}
		rc, err := tx.RewardCase.Query().Where(rewardcase.UserID(u.ID), rewardcase.SourceRef(ref)).Only(ctx)
		if err != nil {
			return "", err
		}
		out.RewardCaseID = rc.ID
		return "reward_case:" + strconv.Itoa(rc.ID), nil
	case seasonoffer.KindSkin:
		it := o.Edges.Item
		if it == nil {
			return "", apperr.NotFound.Msg("the offer's item is gone")
		}
		d := &ent.Drop{UserID: u.ID, ItemID: it.ID, Price: it.Price}
		d.Edges.Item = it
		if err := inventory.Mint(ctx, tx, now, d); err != nil {
			return "", err
		}
		if err := inventory.Minted(ctx, tx, d, inventory.Cause{Reason: "season_shop", Ref: ref}, now); err != nil {
			return "", err
		}
		out.Drop = d
		return "drop:" + strconv.Itoa(d.ID), nil
	default:
		c := o.Edges.Customization
		if c == nil {
			return "", apperr.NotFound.Msg("the offer's customization is gone")
		}
		if err := customizations.Grant(ctx, tx, u.ID, c.ID, ref, now); err != nil {
			return "", err
		}
		out.Customization = c
		return "customization:" + strconv.Itoa(c.ID), nil
	}
}
