package rest

import (
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/ratelimit"
	"github.com/casefront/casefront/server/store"
)

// The catalogue: case groups, cases with their contents and odds, items.

func (h *Handler) catalogRoutes() []endpoint {
	return []endpoint{
		{"GET", ratelimit.Goods.Name, h.goods, ratelimit.Goods.PerMinute},
		{"GET", ratelimit.Cases.Name, h.cases, ratelimit.Cases.PerMinute},
		{"GET", ratelimit.ItemPage.Name, h.itemPage, ratelimit.ItemPage.PerMinute},
		{"GET", ratelimit.Items.Name, h.items, ratelimit.Items.PerMinute},
	}
}

// publicReads are the catalogue reads whose answer to an anonymous visitor
// depends only on the parameters they read and on the visitor's country and
// language: the Handler's Public cache answers them (publiccache). Each
// gives its parameters in one canonical form, the cache key's own part, so
// that the same question in another order, or with parameters it ignores,
// is the same answer; false when they are not valid (the endpoint refuses
// them).
var publicReads = map[string]func(url.Values) (string, bool){
	"/goods": func(url.Values) (string, bool) { return "", true },
	"/cases": func(q url.Values) (string, bool) {
		ids, err := caseIDs(&params{q: q, body: map[string]any{}})
		if err != nil {
			return "", false
		}
		key := make([]string, len(ids))
		for i, id := range ids {
			key[i] = strconv.Itoa(id)
		}
		return strings.Join(key, ","), true
	},
}

// caseIDs are the distinct ids asked of GET /cases, in ascending order:
// at most catalog.MaxContentCases of them, as each comes with its contents.
func caseIDs(p *params) ([]int, error) {
	ids, err := p.ints("ids")
	if err != nil {
		return nil, err
	}
	slices.Sort(ids)
	ids = slices.Compact(ids)
	if len(ids) > catalog.MaxContentCases {
		return nil, apperr.Validation.Msg("at most %d distinct ids: each case comes with its contents", catalog.MaxContentCases).
			With("field", "ids").With("max", catalog.MaxContentCases)
	}
	return ids, nil
}

type itemView struct {
	ID             int    `json:"id"`
	MarketHashName string `json:"market_hash_name"`
	StaticName     string `json:"static_name"`
	Name           string `json:"name"`
	Weapon         string `json:"weapon"`
	Skin           string `json:"skin"`
	Exterior       string `json:"exterior"`
	StatTrak       bool   `json:"stattrak"`
	Rarity         string `json:"rarity"`
	Category       string `json:"category"`
	Price          Money  `json:"price"`
	Image          string `json:"image"`
}

func (h *Handler) item(it *ent.Item) itemView {
	return itemView{ID: it.ID, MarketHashName: it.MarketHashName, StaticName: it.StaticName, Name: it.Name,
		Weapon: it.Weapon, Skin: it.Skin, Exterior: it.Exterior, StatTrak: it.Stattrak, Rarity: string(it.Rarity),
		Category: it.Category, Price: Money(it.Price), Image: catalog.ImageURL(h.Cfg.AssetsBaseURL, it.Image)}
}

type caseView struct {
	ID          int            `json:"id"`
	Alias       string         `json:"alias"`
	Name        string         `json:"name"`
	Image       string         `json:"image"`
	Family      string         `json:"family"`
	Price       Money          `json:"price"`
	Currency    string         `json:"currency"`     // the balance it is paid from: money, bullets, candies or free
	PriceAmount int64          `json:"price_amount"` // the price in that balance's unit (cents, bullets, candies; 0 when free)
	RTPBps      int            `json:"rtp_bps"`
	RTP         string         `json:"rtp"`
	Enabled     bool           `json:"enabled"`
	TotalWeight int64          `json:"total_weight"`
	Openable    bool           `json:"openable"`        // for this viewer, one open, now
	Reason      *string        `json:"reason"`          // api.* key saying why not; null when openable
	MaxCount    int            `json:"max_count"`       // most cases one open may take now (0 when none)
	Items       []caseItemView `json:"items,omitempty"` // contents in roll order
	Skins       []skinView     `json:"skins,omitempty"` // the same contents, one entry per skin
}

type caseItemView struct {
	itemView
	Weight int64   `json:"weight"`
	Odds   float64 `json:"odds"`
}

type skinView struct {
	StaticName  string         `json:"static_name"`
	Name        string         `json:"name"`
	Weapon      string         `json:"weapon"`
	Skin        string         `json:"skin"`
	Rarity      string         `json:"rarity"`
	Image       string         `json:"image"`
	Weight      int64          `json:"weight"`
	Odds        float64        `json:"odds"`
	PriceMin    Money          `json:"price_min"`
	PriceMax    Money          `json:"price_max"`
	HasStatTrak bool           `json:"has_stattrak"`
	Variants    []caseItemView `json:"variants"`
}

func (h *Handler) caseItem(ci *ent.CaseItem, total int64) caseItemView {
	return caseItemView{itemView: h.item(ci.Edges.Item), Weight: ci.Weight, Odds: catalog.Odds(ci.Weight, total)}
}

func (h *Handler) caseOf(a *actor.Actor, c *ent.LootCase, contents []*ent.CaseItem, now time.Time) caseView {
	v := caseView{ID: c.ID, Alias: c.Alias, Name: c.Name, Image: catalog.CaseImageURL(h.Cfg.AssetsBaseURL, c),
		Family: string(c.Family), Price: Money(c.Price), RTPBps: c.RtpBps, RTP: bpsPercent(c.RtpBps),
		Enabled: c.Enabled, TotalWeight: c.TotalWeight}
	v.Currency, v.PriceAmount = caseCurrency(c)
	av := cases.AvailabilityOf(a, c, 1, now)
	v.Openable, v.MaxCount = av.Openable, av.MaxCount
	if !av.Openable {
		v.Reason = &av.Reason
	}
	for _, ci := range contents {
		v.Items = append(v.Items, h.caseItem(ci, c.TotalWeight))
	}
	for _, s := range catalog.Skins(contents, c.TotalWeight) {
		sv := skinView{StaticName: s.StaticName, Name: s.Name, Weapon: s.Weapon, Skin: s.Skin, Rarity: string(s.Rarity),
			Image: catalog.ImageURL(h.Cfg.AssetsBaseURL, s.Image), Weight: s.Weight, Odds: s.Odds,
			PriceMin: Money(s.PriceMin), PriceMax: Money(s.PriceMax), HasStatTrak: s.HasStatTrak}
		for _, ci := range s.Variants {
			sv.Variants = append(sv.Variants, h.caseItem(ci, c.TotalWeight))
		}
		v.Skins = append(v.Skins, sv)
	}
	return v
}

func bpsPercent(bps int) string {
	return Money(bps).String() + "%" // 9012 bps -> "90.12%": bps and cents share the two-decimal form
}

// caseGroupView is a group of the storefront's cases (without contents).
type caseGroupView struct {
	ID       int        `json:"id"`
	Name     string     `json:"name"`
	NavIndex int        `json:"nav_index"`
	Cases    []caseView `json:"cases"`
}

func (h *Handler) goods(w http.ResponseWriter, r *http.Request, _ *params) error {
	groups, err := h.Catalog.Groups(r.Context())
	if err != nil {
		return err
	}
	a, now := actor.From(r.Context()), time.Now()
	out := make([]caseGroupView, 0, len(groups))
	for _, g := range groups {
		gv := caseGroupView{ID: g.ID, Name: g.Name, NavIndex: g.NavIndex, Cases: []caseView{}}
		for _, c := range g.Edges.Cases {
			gv.Cases = append(gv.Cases, h.caseOf(a, c, nil, now))
		}
		out = append(out, gv)
	}
	ok(w, out)
	return nil
}

func (h *Handler) cases(w http.ResponseWriter, r *http.Request, p *params) error {
	ids, err := caseIDs(p)
	if err != nil {
		return err
	}
	list, err := h.Catalog.CasesByIDs(r.Context(), ids)
	if err != nil {
		return err
	}
	a, now := actor.From(r.Context()), time.Now()
	out := make([]caseView, 0, len(list))
	for _, c := range list {
		var contents []*ent.CaseItem
		if len(ids) > 0 { // contents only for cases asked for by id
			if contents, err = h.Catalog.Contents(r.Context(), c); err != nil {
				return err
			}
		}
		out = append(out, h.caseOf(a, c, contents, now))
	}
	ok(w, out)
	return nil
}

func (h *Handler) itemPage(w http.ResponseWriter, r *http.Request, p *params) error {
	name := p.str("static_name")
	if name == "" {
		return apperr.Validation.Msg("static_name is required").With("field", "static_name")
	}
	items, err := h.Catalog.ItemVariants(r.Context(), name)
	if err != nil {
		return err
	}
	exteriors := make([]itemView, len(items))
	for i, it := range items {
		exteriors[i] = h.item(it)
	}
	ok(w, itemPageView{StaticName: name, Name: items[0].Name, Rarity: string(items[0].Rarity),
		Price: Money(items[len(items)-1].Price), Exteriors: exteriors})
	return nil
}

// itemPageView is a skin and its exteriors; price is the last exterior's.
type itemPageView struct {
	StaticName string     `json:"static_name"`
	Name       string     `json:"name"`
	Rarity     string     `json:"rarity"`
	Price      Money      `json:"price"`
	Exteriors  []itemView `json:"exteriors"`
}

func (h *Handler) items(w http.ResponseWriter, r *http.Request, p *params) error {
	page, per, err := p.paging(catalog.ItemsPageSize)
	if err != nil {
		return err
	}
	offset, err := store.Offset(page, per, catalog.ItemsPageSize)
	if err != nil {
		return err
	}
	items, total, err := h.Catalog.ItemsPage(r.Context(), catalog.ItemsQuery{Search: p.str("search"), Offset: offset, Limit: per})
	if err != nil {
		return err
	}
	out := make([]itemView, len(items))
	for i, it := range items {
		out[i] = h.item(it)
	}
	ok(w, out, pageMeta(total, page, per))
	return nil
}
