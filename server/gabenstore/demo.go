package gabenstore

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/customization"
	"github.com/casefront/casefront/ent/gabenstoreoffer"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/lootcase"
)

// demoCustomization is one customization of the demo set; its image is
// client/public/customizations/SLUG.svg.
type demoCustomization struct {
	slug, name, group string
	typ               customization.Type
	tag               customization.Tag
	price             int64
	stock             int // 0: unlimited
}

var demoSet = []demoCustomization{
	{"border-bronze", "Bronze ring", "", customization.TypeBorder, "", 10, 0},
	{"border-emerald", "Emerald ring", "", customization.TypeBorder, customization.TagEvent, 120, 0},
	{"border-crown", "Crown frame", "special", customization.TypeBorder, customization.TagSpecial, 300, 5},
	{"hood-winter", "Winter hood", "", customization.TypeHood, customization.TagEvent, 80, 0},
	{"hood-horns", "Horns", "", customization.TypeHood, "", 150, 0},
	{"avatar-fox", "Fox", "", customization.TypeAvatar, "", 60, 0},
	{"avatar-robot", "Robot", "", customization.TypeAvatar, customization.TagSpecial, 200, 0},
	{"background-dusk", "Dusk", "", customization.TypeBackground, "", 20, 0},
	{"background-neon", "Neon grid", "", customization.TypeBackground, customization.TagEvent, 90, 0},
}

// SeedDemo adds the demo customizations and store offers to a database
// that has none (DEMO_SEED): every demo customization for sale (the crown
// frame in a stock of 5), the first two cases and the three cheapest
// priced skins of the catalogue.
func SeedDemo(ctx context.Context, c *ent.Client) error {
	if n, err := c.Customization.Query().Count(ctx); err != nil || n > 0 {
		return err
	}
	var offers []*ent.GabenstoreOfferCreate
	for i, d := range demoSet {
		cr := c.Customization.Create().SetSlug(d.slug).SetName(d.name).SetType(d.typ).SetGroup(d.group).
			SetFileURL("/customizations/" + d.slug + ".svg").SetSort(i)
		if d.tag != "" {
			cr.SetTag(d.tag)
		}
		row, err := cr.Save(ctx)
		if err != nil {
			return err
		}
		o := c.GabenstoreOffer.Create().SetKind(gabenstoreoffer.KindCustomization).SetCustomizationID(row.ID).
			SetPrice(d.price).SetSort(i)
		if d.stock > 0 {
			o.SetStock(d.stock)
		}
		offers = append(offers, o)
	}
	cs, err := c.LootCase.Query().Where(lootcase.Enabled(true)).Order(ent.Asc(lootcase.FieldSort), ent.Asc(lootcase.FieldID)).Limit(2).All(ctx)
	if err != nil {
		return err
	}
	for i, k := range cs {
		offers = append(offers, c.GabenstoreOffer.Create().SetKind(gabenstoreoffer.KindCase).SetCaseID(k.ID).
			SetPrice(250*int64(i+1)).SetSort(i))
	}
	its, err := c.Item.Query().Where(item.PriceGT(0)).Order(ent.Asc(item.FieldPrice), ent.Asc(item.FieldID)).Limit(3).All(ctx)
	if err != nil {
		return err
	}
	for i, it := range its {
		offers = append(offers, c.GabenstoreOffer.Create().SetKind(gabenstoreoffer.KindSkin).SetItemID(it.ID).
			SetPrice(max(int64(it.Price), 10)).SetStock(10).SetSort(i))
	}
	return c.GabenstoreOffer.CreateBulk(offers...).Exec(ctx)
}
