package partner

import (
	"context"
	"strconv"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/partnertransfer"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/inventory"
	"github.com/casefront/casefront/server/store"
)

// The partner shop (docs/partner.md) sells catalogue skins for partner
// balance at their catalogue price, 1 cent of partner balance for 1 cent
// of price (the same rate as a withdrawal to the money balance, so the
// shop is no way around a rule of withdrawals): skins, not containers,
// from ShopMin to ShopMax, the ShopSize cheapest.
const (
	ShopMin  money.Cents = 100
	ShopMax  money.Cents = 50_000
	ShopSize             = 60
)

// ShopItem is an item on sale and its price in partner balance.
type ShopItem struct {
	Item  *ent.Item
	Price money.Cents
}

func shopItems(q *ent.ItemQuery) *ent.ItemQuery {
	return q.Where(item.OpensCaseIDIsNil(), item.PriceGTE(ShopMin), item.PriceLTE(ShopMax))
}

// Shop lists the partner shop, cheapest first.
func (s *Service) Shop(ctx context.Context, a *actor.Actor) ([]ShopItem, error) {
	if err := s.allowed(a); err != nil {
		return nil, err
	}
	items, err := shopItems(s.DB.Item.Query()).Order(ent.Asc(item.FieldPrice), ent.Asc(item.FieldID)).Limit(ShopSize).All(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]ShopItem, len(items))
	for i, it := range items {
		out[i] = ShopItem{Item: it, Price: it.Price}
	}
	return out, nil
}

// Purchase is what a shop purchase did.
type Purchase struct {
	Transfer *ent.PartnerTransfer
	Drop     *ent.Drop
	User     *ent.User
}

// Buy sells the actor a shop item for partner balance: under the
// partner's lock the balance (not below zero) must cover the price, the
// debit is conditional in the ledger, and the item is minted into the
// inventory in the same transaction, so a purchase either pays and
// delivers or does neither.
func (s *Service) Buy(ctx context.Context, a *actor.Actor, marketHashName string) (*Purchase, error) {
	if err := s.allowed(a); err != nil {
		return nil, err
	}
	now := s.now()
	if err := a.CanPlay(now); err != nil {
		return nil, err
	}
	it, err := shopItems(s.DB.Item.Query()).Where(item.MarketHashName(marketHashName)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, apperr.NotFound.Msg("the partner shop has no such item").With("field", "market_hash_name")
	} else if err != nil {
		return nil, err
	}
	var out Purchase
	err = store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		price := it.Price
		u, _, err := s.lockToWithdraw(ctx, tx, a.UserID, &price)
		if err != nil {
			return err
		}
		t, err := tx.PartnerTransfer.Create().SetUserID(u.ID).SetKind(partnertransfer.KindShop).SetAmount(price).
			SetState(partnertransfer.StateDone).SetItemID(it.ID).SetClientOrderID(orderID("ps")).
			SetCreatedAt(now).SetUpdatedAt(now).Save(ctx)
		if err != nil {
			return err
		}
		ref := "partner_transfer:" + strconv.Itoa(t.ID)
		if err := debitPartner(ctx, tx, u, price, "partner_shop", ref, now); err != nil {
			return err
		}
		d := &ent.Drop{UserID: u.ID, ItemID: it.ID, Price: price}
		d.Edges.Item = it
		if err := inventory.Mint(ctx, tx, now, d); err != nil {
			return err
		}
		if err := inventory.Minted(ctx, tx, d, inventory.Cause{Reason: "partner_shop", Ref: ref}, now); err != nil {
			return err
		}
		if t, err = t.Update().SetDropID(d.ID).Save(ctx); err != nil {
			return err
		}
		out = Purchase{Transfer: t.Unwrap(), Drop: d.Unwrap(), User: u}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &out, nil
}
