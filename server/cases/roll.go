package cases

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/fair"
)

// A roll descriptor says how a family reshaped a case's table before the
// roll was mapped onto it. It is stored on the drop (drop.roll) and given
// back to /fair/verify, so a roll of any family is recomputed by the same
// code that made it:
//
//	""               the case's contents as they are (normal, stack, bullet,
//	                 candy, reward, discovered, a won case)
//	range:MIN-MAX    only the items priced MIN..MAX cents, inclusive
//	gacha:pity       only the top tier (the meter's guaranteed open)
//	dota:MISSES      the top tier's weights × (100 + DotaGrowthPercent·MISSES)%,
//	                 at most DotaMaxPercent; the others × 100%
//	daily:TIER       only the items priced at most DailyCaps[TIER]
//
// Weights stay integers throughout, so every chance is exact. A range or
// daily-bonus drop's descriptor ends in @SHA256, the price snapshot its
// filter read (prices.go); Shape takes the descriptor without it.

// Shape returns t reshaped by the descriptor roll.
func Shape(t table, roll string) (table, error) {
	if roll == "" {
		return t, nil
	}
	kind, arg, _ := strings.Cut(roll, ":")
	switch kind {
	case "range":
		lo, hi, ok := strings.Cut(arg, "-")
		min, err1 := strconv.ParseInt(lo, 10, 64)
		max, err2 := strconv.ParseInt(hi, 10, 64)
		if !ok || err1 != nil || err2 != nil || min < 0 || max < min {
			break
		}
		return t.filter(func(i int) bool {
			p := int64(t.price(i))
			return p >= min && p <= max
		}, roll)
	case "gacha":
		if arg != "pity" {
			break
		}
		top := TopTier(t)
		return t.filter(func(i int) bool { return t.contents[i].Edges.Item.Rarity == top }, roll)
	case "dota":
		misses, err := strconv.Atoi(arg)
		if err != nil || misses < 0 {
			break
		}
		top, pct := TopTier(t), DotaPercent(misses)
		out := table{contents: t.contents, weights: make([]int64, len(t.weights)), prices: t.prices}
		for i, ci := range t.contents {
			if ci.Edges.Item.Rarity == top {
				out.weights[i] = t.weights[i] * pct
			} else {
				out.weights[i] = t.weights[i] * 100
			}
		}
		out.total = fair.Total(out.weights)
		return out, nil
	case "daily":
		tier, err := strconv.Atoi(arg)
		if err != nil || tier < 0 || tier >= len(DailyCaps) {
			break
		}
		capc := DailyCaps[tier]
		return t.filter(func(i int) bool { return capc == 0 || t.price(i) <= capc }, roll)
	}
	return table{}, apperr.Validation.Msg("unknown roll %q", roll).With("field", "roll")
}

// filter keeps the entries keep accepts (by index), in order, with their
// weights and prices.
func (t table) filter(keep func(i int) bool, roll string) (table, error) {
	var out table
	for i, ci := range t.contents {
		if keep(i) {
			out.contents = append(out.contents, ci)
			out.weights = append(out.weights, t.weights[i])
			if t.prices != nil {
				out.prices = append(out.prices, t.prices[i])
			}
		}
	}
	if out.total = fair.Total(out.weights); out.total <= 0 {
		return table{}, apperr.Validation.Msg("no item of the case fits %q", roll).With("reason", "empty_table")
	}
	return out, nil
}

// rarityRank orders rarities low to high, as the schema lists them.
var rarityRank = func() map[item.Rarity]int {
	m := map[item.Rarity]int{}
	for i, r := range []item.Rarity{item.RarityConsumer, item.RarityIndustrial, item.RarityMilspec,
		item.RarityRestricted, item.RarityClassified, item.RarityCovert, item.RarityRare} {
		m[r] = i
	}
	return m
}()

// TopTier is the highest rarity in the table: what the gacha meter
// guarantees and whose chance the dota misses raise.
func TopTier(t table) item.Rarity {
	var top item.Rarity
	for _, ci := range t.contents {
		if r := ci.Edges.Item.Rarity; top == "" || rarityRank[r] > rarityRank[top] {
			top = r
		}
	}
	return top
}

// DotaPercent is the percentage the top tier's weights are multiplied by
// after misses opens without one.
func DotaPercent(misses int) int64 {
	pct := int64(100) + int64(DotaGrowthPercent)*int64(misses)
	if pct > DotaMaxPercent || misses > DotaMaxPercent { // the second guards the product
		return DotaMaxPercent
	}
	return pct
}

// RangeRoll is the descriptor of a range open.
func RangeRoll(min, max money.Cents) string { return fmt.Sprintf("range:%d-%d", min, max) }

// DailyRoll is the descriptor of a daily bonus open at tier.
func DailyRoll(tier int) string { return "daily:" + strconv.Itoa(tier) }

// DotaRoll is the descriptor of a dota open after misses.
func DotaRoll(misses int) string { return "dota:" + strconv.Itoa(misses) }

// GachaPityRoll is the descriptor of the gacha's guaranteed open.
const GachaPityRoll = "gacha:pity"
