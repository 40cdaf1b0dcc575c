// Package gabenstore is the event store (spec 2 gaben/store, 7
// /gabenstore/*): reward cases, skins and customizations sold for the
// event balance, which paid play earns as cashback (cashback.go).
//
//   - An offer (gabenstore_offers, operator data) sells one thing at a
//     price in event balance units; a stocked offer sells while its stock
//     lasts, taken by a conditional update (stock > 0), so the last one
//     sells once however many buys race for it. An inactive offer is not
//     sold.
//   - A purchase runs in one transaction under the player's lock: the
//     sign-in, self-ban, staff restriction and the gabens_store
//     restriction (spec 6) on the request and again on the locked row; the
//     stock; a gabenstore_purchases row; the debit of the event balance
//     through the ledger (key gabenstore_purchase:ID, never below zero);
//     and the delivery: a case as a reward case (cases.Grant, source
//     gabenstore), a skin as a drop in the inventory (inventory.Mint, its
//     transition caused by the purchase), a customization as owned
//     (customizations.Grant: once per player).
//   - Refusals (api.restricted, api.not_found, api.out_of_stock,
//     api.customization_owned, api.not_enough_event_balance, ...) write
//     nothing.
package gabenstore

import (
	"context"
	"strconv"
	"time"

	entsql "entgo.io/ent/dialect/sql"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/gabenstoreoffer"
	"github.com/casefront/casefront/ent/gabenstorepurchase"
	"github.com/casefront/casefront/ent/predicate"
	"github.com/casefront/casefront/ent/rewardcase"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/customizations"
	"github.com/casefront/casefront/server/inventory"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/store"
)

// Feature is the restriction that closes the store (spec 6).
const Feature = "gabens_store"

var rule = play.Feature(Feature)

// Service is the event store.
type Service struct {
	DB  *ent.Client
	Now func() time.Time
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// Offer is one offer as a viewer sees it.
type Offer struct {
	*ent.GabenstoreOffer      // Edges: its case, item or customization
	Owned                bool // a customization the viewer owns
}

// SoldOut is a stocked offer with none left.
func (o Offer) SoldOut() bool { return o.Stock != nil && *o.Stock <= 0 }

// Store is the event store as a viewer sees it (GET /gabenstore,
// /gabenstore/skins).
type Store struct {
	Balance        *int64 // the viewer's event balance; nil when anonymous
	Restricted     bool   // the gabens_store restriction holds for the viewer
	Cases          []Offer
	Customizations []Offer
	Skins          []Offer
}

// Offers lists the active offers of the kinds asked for, in order, for a.
func (s *Service) Offers(ctx context.Context, a *actor.Actor, kinds ...gabenstoreoffer.Kind) (*Store, error) {
	out := &Store{Restricted: a.Restricted(Feature)}
	owned := map[int]bool{}
	if a.SignedIn() {
		u, err := store.UserByID(ctx, s.DB, a.UserID)
		if err != nil {
			return nil, apperr.NoAuth.Msg("unknown user")
		}
		out.Balance = &u.EventBalance
		if owned, err = customizations.OwnedIDs(ctx, s.DB, a.UserID); err != nil {
			return nil, err
		}
	}
	rows, err := s.DB.GabenstoreOffer.Query().Where(gabenstoreoffer.Active(true), gabenstoreoffer.KindIn(kinds...)).
		WithCase().WithItem().WithCustomization().
		Order(ent.Asc(gabenstoreoffer.FieldSort), ent.Asc(gabenstoreoffer.FieldID)).All(ctx)
	if err != nil {
		return nil, err
	}
	for _, r := range rows {
		o := Offer{GabenstoreOffer: r}
		switch r.Kind {
		case gabenstoreoffer.KindCase:
			if r.Edges.Case != nil {
				out.Cases = append(out.Cases, o)
			}
		case gabenstoreoffer.KindSkin:
			if r.Edges.Item != nil {
				out.Skins = append(out.Skins, o)
			}
		case gabenstoreoffer.KindCustomization:
			if r.Edges.Customization != nil {
				o.Owned = r.CustomizationID != nil && owned[*r.CustomizationID]
				out.Customizations = append(out.Customizations, o)
			}
		}
	}
	return out, nil
}

// Bought is a purchase's answer: the purchase, the offer, what it
// delivered and the buyer's event balance after it.
type Bought struct {
	Purchase      *ent.GabenstorePurchase
	Offer         *ent.GabenstoreOffer
	RewardCaseID  int       // a case: the reward case granted
	Drop          *ent.Drop // a skin: the drop in the inventory
	Customization *ent.Customization
	Balance       int64
}

// Buy buys a case offer (POST /gabenstore/buy {id}).
func (s *Service) Buy(ctx context.Context, a *actor.Actor, offerID int) (*Bought, error) {
	return s.buy(ctx, a, gabenstoreoffer.KindCase, gabenstoreoffer.ID(offerID))
}

// BuySkin buys a skin offer (POST /gabenstore/buy/skin {id}).
func (s *Service) BuySkin(ctx context.Context, a *actor.Actor, offerID int) (*Bought, error) {
	return s.buy(ctx, a, gabenstoreoffer.KindSkin, gabenstoreoffer.ID(offerID))
}

// BuyCustomization buys the offer of a customization (POST
// /gabenstore/buy/customization {customization_id}).
func (s *Service) BuyCustomization(ctx context.Context, a *actor.Actor, customizationID int) (*Bought, error) {
	return s.buy(ctx, a, gabenstoreoffer.KindCustomization, gabenstoreoffer.CustomizationID(customizationID))
}

// takeStockStmt takes one from a stocked offer's stock, only while some
// is left: args -1, id, 0. An offer without stock (NULL) is not touched.
var takeStockStmt = store.Build(func(b *entsql.DialectBuilder) entsql.Querier {
	return b.Update(gabenstoreoffer.Table).Add(gabenstoreoffer.FieldStock, -1).
		Where(entsql.And(entsql.EQ(gabenstoreoffer.FieldID, 0), entsql.GT(gabenstoreoffer.FieldStock, 0)))
})

func (s *Service) buy(ctx context.Context, a *actor.Actor, kind gabenstoreoffer.Kind, which ...predicate.GabenstoreOffer) (*Bought, error) {
	now := s.now()
	if err := play.Refusal(a, now, rule); err != nil {
		return nil, err
	}
	var out *Bought
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		out = nil
		u, err := store.LockUser(ctx, tx, a.UserID)
		if err != nil {
			return err
		}
		if err := play.RefusalOnRow(a, u, now, rule); err != nil {
			return err
		}
		o, err := tx.GabenstoreOffer.Query().Where(gabenstoreoffer.KindEQ(kind), gabenstoreoffer.Active(true)).
			Where(which...).WithCase().WithItem().WithCustomization().
			Order(ent.Asc(gabenstoreoffer.FieldSort), ent.Asc(gabenstoreoffer.FieldID)).First(ctx)
		if ent.IsNotFound(err) {
			return apperr.NotFound.Msg("no such %s offer in the store", kind)
		}
		if err != nil {
			return err
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
		p, err := tx.GabenstorePurchase.Create().SetUserID(u.ID).SetOfferID(o.ID).SetKind(gabenstorepurchase.Kind(kind)).
			SetPrice(o.Price).SetCreatedAt(now).Save(ctx)
		if err != nil {
			return err
		}
		ref := "gabenstore_purchase:" + strconv.Itoa(p.ID)
		after, err := ledger.Apply(ctx, tx, ledger.Change{At: now, UserID: u.ID, Currency: ledger.Event, Delta: -o.Price,
			Reason: "gabenstore", Ref: ref, IdemKey: ref, Row: u})
		if err != nil {
			if apperr.KeyOf(err) == apperr.KeyOf(apperr.NotEnoughMoney) {
				return apperr.NotEnoughEventBalance.With("need", o.Price).With("balance", u.EventBalance)
			}
			return err
		}
		out = &Bought{Purchase: p, Offer: o, Balance: after}
		delivered, err := s.deliver(ctx, tx, u, o, ref, now, out)
		if err != nil {
			return err
		}
		p, err = p.Update().SetDelivered(delivered).Save(ctx)
		out.Purchase = p
		return err
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// deliver hands over what o sells and names it.
func (s *Service) deliver(ctx context.Context, tx *ent.Tx, u *ent.User, o *ent.GabenstoreOffer, ref string, now time.Time, out *Bought) (string, error) {
	switch o.Kind {
	case gabenstoreoffer.KindCase:
		cs := o.Edges.Case
		if cs == nil {
			return "", apperr.NotFound.Msg("the offer's case is gone")
		}
		if err := cases.Grant(ctx, tx, u.ID, cs.ID, rewardcase.SourceGabenstore, ref); err != nil {
			return "", err
		}
		rc, err := tx.RewardCase.Query().Where(rewardcase.UserID(u.ID), rewardcase.SourceRef(ref)).Only(ctx)
		if err != nil {
			return "", err
		}
		out.RewardCaseID = rc.ID
		return "reward_case:" + strconv.Itoa(rc.ID), nil
	case gabenstoreoffer.KindSkin:
		it := o.Edges.Item
		if it == nil {
			return "", apperr.NotFound.Msg("the offer's item is gone")
		}
		d := &ent.Drop{UserID: u.ID, ItemID: it.ID, Price: it.Price}
		d.Edges.Item = it
		if err := inventory.Mint(ctx, tx, now, d); err != nil {
			return "", err
		}
		if err := inventory.Minted(ctx, tx, d, inventory.Cause{Reason: "gabenstore", Ref: ref}, now); err != nil {
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
