package season

import (
	"context"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/customization"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/ent/seasonoffer"
)

// demoEvent is one event of the demo set, its dates relative to the seed.
type demoEvent struct {
	key, route, theme string
	from, to          time.Duration
}

const day = 24 * time.Hour

// The demo's Halloween runs now for three weeks; the other seasonal routes
// show an ended or a coming event.
var demoEvents = []demoEvent{
	{"halloween-2025", "halloween", "halloween-2025", -2 * day, 21 * day},
	{"blackfriday-2025", "blackfriday", "blackfriday-2024", -40 * day, -10 * day},
	{"thankful-festival-2025", "thankful-festival", "fest", -30 * day, -20 * day},
	{"new-year-2025", "new-year-2025", "new-year-2025", -340 * day, -320 * day},
	{"new-year-2026", "new-year", "new-year-2024", 20 * day, 40 * day},
}

// demoPrizes is how many items a demo piñata draws from.
const demoPrizes = 8

// SeedDemo adds the demo events to a database that has none (DEMO_SEED):
// each with a piñata of up to 8 catalogue items (the dear ones rare), a
// shop of the first two cases, three cheap skins (a stock of 20) and the
// first two customizations.
func SeedDemo(ctx context.Context, c *ent.Client, now time.Time) error {
	if n, err := c.SeasonEvent.Query().Count(ctx); err != nil || n > 0 {
		return err
	}
	now = now.UTC().Truncate(time.Hour)
	items, err := c.Item.Query().Where(item.PriceGT(0), item.PriceLTE(5000), item.OpensCaseIDIsNil()).
		Order(ent.Asc(item.FieldPrice), ent.Asc(item.FieldID)).All(ctx)
	if err != nil {
		return err
	}
	cs, err := c.LootCase.Query().Where(lootcase.Enabled(true), lootcase.FamilyEQ(lootcase.FamilyNormal)).
		Order(ent.Asc(lootcase.FieldSort), ent.Asc(lootcase.FieldID)).Limit(2).All(ctx)
	if err != nil {
		return err
	}
	wear, err := c.Customization.Query().Order(ent.Asc(customization.FieldID)).Limit(2).All(ctx)
	if err != nil {
		return err
	}
	for _, d := range demoEvents {
		ev, err := c.SeasonEvent.Create().SetKey(d.key).SetRoute(d.route).SetTheme(d.theme).
			SetStartsAt(now.Add(d.from)).SetEndsAt(now.Add(d.to)).Save(ctx)
		if err != nil {
			return err
		}
		if err := seedPinata(ctx, c, ev, items); err != nil {
			return err
		}
		var offers []*ent.SeasonOfferCreate
		for i, k := range cs {
			offers = append(offers, c.SeasonOffer.Create().SetEventID(ev.ID).SetKind(seasonoffer.KindCase).SetCaseID(k.ID).
				SetPrice(500*int64(i+1)).SetSort(i))
		}
		for i := 0; i < 3 && i < len(items); i++ {
			it := items[i]
			offers = append(offers, c.SeasonOffer.Create().SetEventID(ev.ID).SetKind(seasonoffer.KindSkin).SetItemID(it.ID).
				SetPrice(max(int64(it.Price), 50)).SetStock(20).SetSort(10+i))
		}
		for i, w := range wear {
			offers = append(offers, c.SeasonOffer.Create().SetEventID(ev.ID).SetKind(seasonoffer.KindCustomization).
				SetCustomizationID(w.ID).SetPrice(300).SetSort(20+i))
		}
		if err := c.SeasonOffer.CreateBulk(offers...).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

// seedPinata spreads up to demoPrizes items over the cheap catalogue, each
// weighted by the piñata's price over its own.
func seedPinata(ctx context.Context, c *ent.Client, ev *ent.SeasonEvent, items []*ent.Item) error {
	if len(items) == 0 {
		return nil
	}
	step := max(1, len(items)/demoPrizes)
	var bulk []*ent.PinataPrizeCreate
	for i := 0; i < len(items) && len(bulk) < demoPrizes; i += step {
		it := items[i]
		w := max(1, 1000*ev.PinataPrice/int64(it.Price))
		bulk = append(bulk, c.PinataPrize.Create().SetEventID(ev.ID).SetRevision(ev.PinataRevision).SetItemID(it.ID).SetWeight(w))
	}
	return c.PinataPrize.CreateBulk(bulk...).Exec(ctx)
}
