// Package catalog owns items, cases and their weights: it imports the seed
// made from @ianlucas/cs2-lib (scripts/catalog) and answers catalogue queries.
package catalog

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/fair"
)

//go:embed seed/demo.json
var demoSeed []byte

// Seed is the file scripts/catalog writes.
type Seed struct {
	Source string      `json:"source"`
	Prices string      `json:"prices"`
	Groups []SeedGroup `json:"groups"`
	Items  []SeedItem  `json:"items"`
	Cases  []SeedCase  `json:"cases"`
}

type SeedGroup struct {
	Name     string `json:"name"`
	NavIndex int    `json:"nav_index"`
}

type SeedItem struct {
	MarketHashName string `json:"market_hash_name"`
	StaticName     string `json:"static_name"`
	Name           string `json:"name"`
	Weapon         string `json:"weapon"`
	Skin           string `json:"skin"`
	Exterior       string `json:"exterior"`
	StatTrak       bool   `json:"stattrak"`
	Rarity         string `json:"rarity"`
	Category       string `json:"category"`
	PriceCents     int64  `json:"price_cents"`
	Image          string `json:"image"`
	// OpensCase makes the item a container (category case): winning it
	// gives that case to open from the inventory.
	OpensCase string `json:"opens_case,omitempty"`
}

// BoostCategory is the category of the drop boost pseudo-item: winning it
// grants free plays of the case, so it has no price of its own.
const BoostCategory = "boost"

type SeedCase struct {
	Alias      string          `json:"alias"`
	Name       string          `json:"name"`
	Group      string          `json:"group"`
	Family     string          `json:"family"`
	PriceCents int64           `json:"price_cents"`
	Image      string          `json:"image"`
	RTPBps     int             `json:"rtp_bps"`
	Items      []SeedCaseEntry `json:"items"`
}

type SeedCaseEntry struct {
	MarketHashName string `json:"market_hash_name"`
	Weight         int64  `json:"weight"`
}

// DemoSeed returns the demo catalogue shipped in the binary.
func DemoSeed() (*Seed, error) { return ParseSeed(demoSeed) }

// ParseSeed reads and checks a seed file.
func ParseSeed(b []byte) (*Seed, error) {
	var s Seed
	if err := json.Unmarshal(b, &s); err != nil {
		return nil, fmt.Errorf("catalog: seed: %w", err)
	}
	return &s, s.Validate()
}

// Validate refuses a seed whose cases reference unknown items, carry a
// non-positive weight or price, or whose stated RTP is not what the weights give.
func (s *Seed) Validate() error {
	prices := make(map[string]int64, len(s.Items))
	for _, it := range s.Items {
		boost := it.Category == BoostCategory
		if it.MarketHashName == "" || (it.PriceCents <= 0 && !boost) || (boost && it.PriceCents != 0) {
			return fmt.Errorf("catalog: item %q needs a name and a positive price (a drop boost: 0)", it.MarketHashName)
		}
		prices[it.MarketHashName] = it.PriceCents
	}
	families := make(map[string]string, len(s.Cases))
	for _, c := range s.Cases {
		families[c.Alias] = c.Family
	}
	for _, it := range s.Items {
		if it.OpensCase == "" {
			continue
		}
		if f, ok := families[it.OpensCase]; !ok || (f != "normal" && f != "") {
			return fmt.Errorf("catalog: container %q must open a normal case of the seed, not %q", it.MarketHashName, it.OpensCase)
		}
	}
	for _, c := range s.Cases {
		if c.PriceCents <= 0 || len(c.Items) == 0 {
			return fmt.Errorf("catalog: case %q needs a price and items", c.Alias)
		}
		if len(c.Items) > MaxCaseItems {
			return fmt.Errorf("catalog: case %q has %d items; the most a case holds is %d", c.Alias, len(c.Items), MaxCaseItems)
		}
		weights := make([]int64, len(c.Items))
		values := make([]int64, len(c.Items))
		for i, e := range c.Items {
			p, ok := prices[e.MarketHashName]
			if !ok {
				return fmt.Errorf("catalog: case %q references unknown item %q", c.Alias, e.MarketHashName)
			}
			if e.Weight <= 0 {
				return fmt.Errorf("catalog: case %q item %q has weight %d", c.Alias, e.MarketHashName, e.Weight)
			}
			weights[i], values[i] = e.Weight, p
		}
		if got := RTPBps(weights, values, c.PriceCents); got != c.RTPBps {
			return fmt.Errorf("catalog: case %q states RTP %d bps, weights give %d", c.Alias, c.RTPBps, got)
		}
	}
	return nil
}

// RTPBps is the return to player of a case in basis points: the expected
// value of one open, sum(weight*price)/sum(weight), over the case price, truncated.
func RTPBps(weights, prices []int64, casePrice int64) int {
	total := fair.Total(weights)
	if total <= 0 || casePrice <= 0 {
		return 0
	}
	// Integers throughout: weights ~1e7 and prices ~1e5 cents keep every
	// product far below 2^63.
	var ev int64
	for i, w := range weights {
		ev += w * prices[i]
	}
	return int(ev * 10000 / (total * casePrice))
}

// imagePath keeps only the path of an image URL; the public base comes from ASSETS_BASE_URL.
func imagePath(raw string) string {
	if raw == "" {
		return ""
	}
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	return "/" + strings.TrimPrefix(u.Path, "/")
}

// ImageURL joins the asset base and an image path; without a base the client draws a card.
func ImageURL(base, path string) string {
	if base == "" || path == "" {
		return ""
	}
	return strings.TrimRight(base, "/") + path
}

// CaseArtPath is where the server draws each case's art from its contents
// (server/caseart).
const CaseArtPath = "/case-art/"

// CaseImageURL is a case's picture: its image under the asset base when it
// has one, otherwise its drawn art. The revision makes browsers fetch the
// art again when the contents change.
func CaseImageURL(base string, cs *ent.LootCase) string {
	if u := ImageURL(base, cs.Image); u != "" {
		return u
	}
	return CaseArtPath + cs.Alias + ".svg?v=" + strconv.Itoa(cs.Revision)
}
