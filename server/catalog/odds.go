package catalog

import (
	"slices"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/internal/money"
)

// Odds is the chance of drawing weight out of a case's total weight; 0 for
// an empty case. Every odds shown (per item, per skin) comes from here.
func Odds(weight, total int64) float64 {
	if total <= 0 {
		return 0
	}
	return float64(weight) / float64(total)
}

// RarityOrder lists the rarities rarest first.
var RarityOrder = []item.Rarity{item.RarityRare, item.RarityCovert, item.RarityClassified, item.RarityRestricted,
	item.RarityMilspec, item.RarityIndustrial, item.RarityConsumer}

// RarityRank is 0 for the rarest tier.
func RarityRank(r item.Rarity) int {
	if i := slices.Index(RarityOrder, r); i >= 0 {
		return i
	}
	return len(RarityOrder)
}

// Skin is one skin of a case with all its variants (exteriors, StatTrak):
// the card a player expects, with the chance of any of its variants.
type Skin struct {
	StaticName  string
	Name        string
	Weapon      string
	Skin        string
	Rarity      item.Rarity
	Image       string // the stored image path; callers make the URL
	Weight      int64
	Odds        float64
	PriceMin    money.Cents
	PriceMax    money.Cents
	HasStatTrak bool
	Variants    []*ent.CaseItem // in roll order, items loaded
}

// Skins groups case contents (items loaded) by skin, rarest first, then
// least likely first, then by name.
func Skins(contents []*ent.CaseItem, totalWeight int64) []*Skin {
	byName := map[string]*Skin{}
	var out []*Skin
	for _, ci := range contents {
		it := ci.Edges.Item
		if it == nil {
			continue
		}
		s := byName[it.StaticName]
		if s == nil {
			s = &Skin{StaticName: it.StaticName, Name: it.Name, Weapon: it.Weapon, Skin: it.Skin, Rarity: it.Rarity,
				Image: it.Image, PriceMin: it.Price, PriceMax: it.Price}
			byName[it.StaticName] = s
			out = append(out, s)
		}
		if s.HasStatTrak && !it.Stattrak && onlyStatTrak(s.Variants) { // show the plain skin's picture
			s.Image = it.Image
		}
		s.Weight += ci.Weight
		s.PriceMin, s.PriceMax = min(s.PriceMin, it.Price), max(s.PriceMax, it.Price)
		s.HasStatTrak = s.HasStatTrak || it.Stattrak
		s.Variants = append(s.Variants, ci)
	}
	for _, s := range out {
		s.Odds = Odds(s.Weight, totalWeight)
		// Wears best first, as players read them; the plain skin before StatTrak.
		slices.SortStableFunc(s.Variants, func(a, b *ent.CaseItem) int {
			if d := wearRank(a.Edges.Item.Exterior) - wearRank(b.Edges.Item.Exterior); d != 0 {
				return d
			}
			return boolRank(a.Edges.Item.Stattrak) - boolRank(b.Edges.Item.Stattrak)
		})
	}
	slices.SortStableFunc(out, func(a, b *Skin) int {
		if d := RarityRank(a.Rarity) - RarityRank(b.Rarity); d != 0 {
			return d
		}
		if a.Weight != b.Weight {
			if a.Weight < b.Weight {
				return -1
			}
			return 1
		}
		if a.Name < b.Name {
			return -1
		}
		if a.Name > b.Name {
			return 1
		}
		return 0
	})
	return out
}

func onlyStatTrak(vs []*ent.CaseItem) bool {
	for _, v := range vs {
		if !v.Edges.Item.Stattrak {
			return false
		}
	}
	return true
}

// Exteriors from best to worst; anything else (vanilla knives, stickers) first.
var wears = []string{"Factory New", "Minimal Wear", "Field-Tested", "Well-Worn", "Battle-Scarred"}

func wearRank(exterior string) int { return slices.Index(wears, exterior) }

func boolRank(b bool) int {
	if b {
		return 1
	}
	return 0
}
