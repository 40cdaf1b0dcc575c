package testdb

import (
	"context"
	"testing"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/store"
)

// The family cases WithFamilies adds, on SmallSeed's three items (P250 10¢
// weight 8000, AK-47 $5.00 weight 1900, Karambit $900.00 weight 100).
const (
	StackCase  = "stack-case"  // stack, $10.00 a case
	RangeCase  = "range-case"  // range, $10.00 (the price of a range is computed)
	BulletCase = "bullet-case" // bullet, 50 bullets
	CandyCase  = "candy-case"  // candy, 30 candies
	// BoostCase is a normal case at $1.00 holding only the drop boost, so
	// every roll lands on it.
	BoostCase = "boost-case"
	// ContainerItem is an item that is a case: winning it gives test-case
	// to open (POST /win/case/open).
	ContainerItem = "Test Case Container"
	// BoostItem is the drop boost pseudo-item (category boost, price 0).
	BoostItem = "Drop Boost"
)

// WithFamilies adds, after WithCatalog, one case of each paid family, the
// boost case and the container item.
func WithFamilies(t testing.TB, db *store.DB) {
	t.Helper()
	ctx := context.Background()
	base := SmallSeed()
	entries := base.Cases[0].Items
	weights, prices := []int64{8000, 1900, 100}, []int64{10, 500, 90000}
	seed := &catalog.Seed{Groups: base.Groups, Items: base.Items}
	for _, c := range []struct {
		alias, name, family string
		price               int64
	}{
		{StackCase, "Stack Case", "stack", 1000},
		{RangeCase, "Range Case", "range", 1000},
		{BulletCase, "Bullet Case", "bullet", 50},
		{CandyCase, "Candy Case", "candy", 30},
	} {
		sc := catalog.SeedCase{Alias: c.alias, Name: c.name, Group: "Tests", Family: c.family, PriceCents: c.price, Items: entries}
		sc.RTPBps = catalog.RTPBps(weights, prices, c.price)
		seed.Cases = append(seed.Cases, sc)
	}
	if err := catalog.Import(ctx, db.Client, seed); err != nil {
		t.Fatal(err)
	}
	err := store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
		target, err := catalog.CaseByAlias(ctx, tx.Client(), "test-case")
		if err != nil {
			return err
		}
		err = tx.Item.Create().SetMarketHashName(ContainerItem).SetStaticName("test-case-container").SetName(ContainerItem).
			SetRarity(item.RarityMilspec).SetCategory("case").SetPrice(1000).SetOpensCaseID(target.ID).Exec(ctx)
		if err != nil {
			return err
		}
		boost, err := tx.Item.Create().SetMarketHashName(BoostItem).SetStaticName("drop-boost").SetName(BoostItem).
			SetRarity(item.RarityConsumer).SetCategory("boost").SetPrice(0).Save(ctx)
		if err != nil {
			return err
		}
		cs, err := tx.LootCase.Create().SetAlias(BoostCase).SetName("Boost Case").SetFamily("normal").SetPrice(100).
			SetTotalWeight(1).SetGroupID(*target.GroupID).SetSort(100).Save(ctx)
		if err != nil {
			return err
		}
		return tx.CaseItem.Create().SetCaseID(cs.ID).SetItemID(boost.ID).SetWeight(1).SetRevision(cs.Revision).Exec(ctx)
	})
	if err != nil {
		t.Fatal(err)
	}
}
