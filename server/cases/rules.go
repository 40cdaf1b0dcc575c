package cases

import (
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/ledger"
)

// The constants each family plays by; docs/case-families.md explains them
// and the case page's info panel shows them (Case.familyRules).

// StackSize is a stack on offer: count cases of one case at a discount.
type StackSize struct {
	Count       int
	DiscountBps int
}

// StackSizes are the stacks a stack case sells.
var StackSizes = []StackSize{{Count: 3, DiscountBps: 200}, {Count: 5, DiscountBps: 300}, {Count: 10, DiscountBps: 500}}

// StackPrice is what a stack of size costs: the cases' price less the
// discount, truncated to the cent (the player's favour).
func StackPrice(price money.Cents, s StackSize) money.Cents {
	return price * money.Cents(s.Count) * money.Cents(10000-s.DiscountBps) / 10000
}

const (
	// GachaPity: the pity-th open without a top-tier drop is guaranteed one.
	GachaPity = 10
	// GachaResetCrystalsPerStep is what a reset pays per step of the meter.
	GachaResetCrystalsPerStep = 1

	// DotaGrowthPercent is what each open without a rare adds to the rare
	// weights, in percent of their base; DotaMaxPercent caps the total.
	DotaGrowthPercent = 20
	DotaMaxPercent    = 500

	// DiscoveredSlots is how many hidden slots a discovered board deals.
	DiscoveredSlots = 9

	// RangeRTPBps is the return a range open is priced for.
	RangeRTPBps = 9000
)

// DailyBonusCaseID is the daily bonus case's id in the spec's calls (spec
// 9); FindCase maps it onto the case of family dailybonus.
const DailyBonusCaseID = 109

// DailyCaps is the most a daily bonus win is worth at each tier; 0 is no cap.
var DailyCaps = []money.Cents{100, 500, 2000, 10000, 0}

// Currency is the balance a family's cases are paid from; ok is false for
// the free families (reward, daily bonus).
func Currency(f lootcase.Family) (cur ledger.Currency, ok bool) {
	switch f {
	case lootcase.FamilyBullet:
		return ledger.Bullets, true
	case lootcase.FamilyCandy:
		return ledger.Candies, true
	case lootcase.FamilyReward, lootcase.FamilyDailybonus:
		return "", false
	}
	return ledger.Money, true
}
