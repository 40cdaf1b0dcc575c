package warehouse

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/warehousepool"
	"github.com/casefront/casefront/ent/warehouseprize"
	"github.com/casefront/casefront/internal/money"
)

// demoPrizes is how many items a demo pool draws from.
const demoPrizes = 8

// SeedDemo fills each pool that has no prizes at its revision from the
// catalogue (the demo: make run): up to 8 items priced up to 5 times the
// pool's price (a bullet counts a cent), spread over that range, each
// weighted by the pool's price over its own, so the dear ones are rare. An
// operator's pools are left alone.
func SeedDemo(ctx context.Context, c *ent.Client) error {
	pools, err := c.WarehousePool.Query().Order(ent.Asc(warehousepool.FieldBullets)).All(ctx)
	if err != nil {
		return err
	}
	for _, p := range pools {
		has, err := c.WarehousePrize.Query().Where(warehouseprize.Bullets(p.Bullets), warehouseprize.Revision(p.Revision)).Exist(ctx)
		if err != nil || has {
			if err != nil {
				return err
			}
			continue
		}
		items, err := c.Item.Query().Where(item.PriceGT(0), item.PriceLTE(money.Cents(5*p.Bullets)), item.OpensCaseIDIsNil()).
			Order(ent.Asc(item.FieldPrice), ent.Asc(item.FieldID)).All(ctx)
		if err != nil {
			return err
		}
		if len(items) == 0 {
			continue
		}
		step := max(1, len(items)/demoPrizes)
		var bulk []*ent.WarehousePrizeCreate
		for i := 0; i < len(items) && len(bulk) < demoPrizes; i += step {
			it := items[i]
			w := max(1, 100*p.Bullets/int64(it.Price))
			bulk = append(bulk, c.WarehousePrize.Create().SetBullets(p.Bullets).SetRevision(p.Revision).SetItemID(it.ID).SetWeight(w))
		}
		if err := c.WarehousePrize.CreateBulk(bulk...).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}
