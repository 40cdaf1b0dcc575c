package levels

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/customization"
	"github.com/casefront/casefront/ent/levelreward"
)

// demoWear is a customization only a level gives (not for sale in the
// event store); its image is client/public/customizations/SLUG.svg.
type demoWear struct {
	level      int
	slug, name string
	typ        customization.Type
}

var demoWears = []demoWear{
	{3, "border-veteran", "Veteran ring", customization.TypeBorder},
	{10, "hood-laurel", "Laurel wreath", customization.TypeHood},
}

// SeedDemo gives the demo's levels 3 and 10 a customization each
// (DEMO_SEED): it adds the customizations where missing and names them on
// level rows that name none, so an operator's choice is never overwritten.
func SeedDemo(ctx context.Context, c *ent.Client) error {
	for i, d := range demoWears {
		err := c.Customization.Create().SetSlug(d.slug).SetName(d.name).SetType(d.typ).
			SetFileURL("/customizations/" + d.slug + ".svg").SetSort(100 + i).
			OnConflictColumns(customization.FieldSlug).Ignore().Exec(ctx)
		if err != nil {
			return err
		}
		if err := c.LevelReward.Update().Where(levelreward.Level(d.level), levelreward.CustomizationSlug("")).
			SetCustomizationSlug(d.slug).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}
