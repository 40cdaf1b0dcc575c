package promo

import (
	"context"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/lootcase"
	entpromo "github.com/casefront/casefront/ent/promo"
	"github.com/casefront/casefront/ent/user"
)

// DemoPartnerCode is the demo partner's referral code (ref-demopartner).
const DemoPartnerCode = "DEMOPARTNER"

// SeedDemo adds the demo partner and the demo promo codes to a database
// that has none (DEMO_SEED): one code of each type, a promo page, and a
// code with a single use for trying the limits.
func SeedDemo(ctx context.Context, c *ent.Client) error {
	if n, err := c.Promo.Query().Count(ctx); err != nil || n > 0 {
		return err
	}
	p, err := c.User.Query().Where(user.SteamID(DemoPartnerSteamID)).Only(ctx)
	if ent.IsNotFound(err) {
		p, err = c.User.Create().SetSteamID(DemoPartnerSteamID).SetNickname("Demo Partner").SetIsDemo(true).
			SetPartnerCode(DemoPartnerCode).Save(ctx)
	}
	if err != nil {
		return err
	}
	nextYear := time.Now().AddDate(1, 0, 0)
	builders := []*ent.PromoCreate{
		c.Promo.Create().SetCode("DEMO10").SetType(entpromo.TypePercent).SetPercentBps(1000).SetPerUser(100),
		c.Promo.Create().SetCode("DEMO5USD").SetType(entpromo.TypeMoney).SetAmount(500).SetCooldown(entpromo.CooldownToday),
		c.Promo.Create().SetCode("LASTONE").SetType(entpromo.TypeMoney).SetAmount(100).SetMaxUses(1),
		c.Promo.Create().SetCode(DemoPartnerCode).SetType(entpromo.TypePartner).SetPartnerID(p.ID),
		c.Promo.Create().SetCode("WELCOME").SetType(entpromo.TypePromo).SetGroup("welcome").SetEndsAt(nextYear).
			SetData(welcomeData()).SetPercentBps(1500),
	}
	// The ref-newfb landing pages (ref-newfb/promo-refill, ref-newfb/promo-cases).
	builders = append(builders, c.Promo.Create().SetCode("PROMO-REFILL").SetType(entpromo.TypePromo).SetGroup("newfb").
		SetPercentBps(2000).SetData(refillData()))
	if cs, err := c.LootCase.Query().Order(ent.Asc(lootcase.FieldID)).First(ctx); err == nil {
		builders = append(builders, c.Promo.Create().SetCode("DEMOCASE").SetType(entpromo.TypeCase).SetCaseID(cs.ID),
			c.Promo.Create().SetCode("PROMO-CASES").SetType(entpromo.TypeCase).SetGroup("newfb").SetCaseID(cs.ID).
				SetData(freeCaseData(cs.Name)))
	}
	return c.Promo.CreateBulk(builders...).Exec(ctx)
}

// DemoPartnerSteamID is outside the range Steam assigns, like the demo players'.
const DemoPartnerSteamID = "70000000000000099"
