package rest

import (
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/catalog"
)

// The JSON shapes of the REST layer, snake_case as the spec names fields.

type userView struct {
	ID                 int        `json:"id"`
	Nickname           string     `json:"nickname"`
	Avatar             string     `json:"avatar"`
	Level              int        `json:"level"`
	XP                 int64      `json:"xp"`
	IsCreator          bool       `json:"is_creator"`
	Country            string     `json:"country"`
	AccountLevelHidden bool       `json:"account_level_hidden"`
	Balance            *Money     `json:"balance,omitempty"`
	Crystals           *int64     `json:"crystals,omitempty"`
	Bullets            *int64     `json:"bullets,omitempty"`
	Candies            *int64     `json:"candies,omitempty"`
	EventShopBalance   *balance   `json:"event_shop_balance,omitempty"`
	TradeofferURL      *string    `json:"tradeoffer_url,omitempty"`
	TopupsCount        *int       `json:"topups_count,omitempty"`
	TopupsSum          *Money     `json:"topups_sum,omitempty"`
	Lang               string     `json:"lang,omitempty"`
	IPCountry          string     `json:"ip_country,omitempty"`
	IsBlacklistedSelf  bool       `json:"is_blacklisted_selfban"`
	SelfBanUntil       *time.Time `json:"ban_until,omitempty"`
	Restrictions       []string   `json:"restrictions,omitempty"`
}

type balance struct {
	Balance int64 `json:"balance"`
}

func publicUser(u *ent.User) userView {
	v := userView{ID: u.ID, Nickname: u.Nickname, Avatar: u.Avatar, XP: u.Xp, Level: u.Level,
		IsCreator: u.IsCreator, Country: u.Country, AccountLevelHidden: u.AccountLevelHidden}
	if u.AccountLevelHidden {
		v.Level, v.XP = 0, 0
	}
	return v
}

func ownUser(u *ent.User, restrictions []string, now time.Time) userView {
	v := publicUser(u)
	v.Level, v.XP = u.Level, u.Xp
	bal, ts := Money(u.Balance), Money(u.TopupsSum)
	v.Balance, v.TopupsSum = &bal, &ts
	v.Crystals, v.Bullets, v.Candies = &u.Crystals, &u.Bullets, &u.Candies
	v.EventShopBalance = &balance{Balance: u.EventBalance}
	v.TradeofferURL, v.TopupsCount = &u.TradeofferURL, &u.TopupsCount
	v.Lang, v.IPCountry = u.Lang, u.IPCountry
	if u.SelfBanUntil != nil && u.SelfBanUntil.After(now) {
		v.IsBlacklistedSelf, v.SelfBanUntil = true, u.SelfBanUntil
	}
	v.Restrictions = restrictions
	return v
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
	RTPBps      int            `json:"rtp_bps"`
	RTP         string         `json:"rtp"`
	Enabled     bool           `json:"enabled"`
	TotalWeight int64          `json:"total_weight"`
	Items       []caseItemView `json:"items,omitempty"`
}

type caseItemView struct {
	itemView
	Weight int64   `json:"weight"`
	Odds   float64 `json:"odds"`
}

func (h *Handler) caseOf(c *ent.LootCase, contents []*ent.CaseItem) caseView {
	v := caseView{ID: c.ID, Alias: c.Alias, Name: c.Name, Image: catalog.ImageURL(h.Cfg.AssetsBaseURL, c.Image),
		Family: string(c.Family), Price: Money(c.Price), RTPBps: c.RtpBps, RTP: bpsPercent(c.RtpBps),
		Enabled: c.Enabled, TotalWeight: c.TotalWeight}
	for _, ci := range contents {
		odds := 0.0
		if c.TotalWeight > 0 {
			odds = float64(ci.Weight) / float64(c.TotalWeight)
		}
		v.Items = append(v.Items, caseItemView{itemView: h.item(ci.Edges.Item), Weight: ci.Weight, Odds: odds})
	}
	return v
}

func bpsPercent(bps int) string {
	return Money(bps).String() + "%" // 9012 bps -> "90.12%": bps and cents share the two-decimal form
}

func (m Money) String() string { b, _ := m.MarshalJSON(); return string(b) }

type dropView struct {
	ID             int        `json:"id"`
	State          string     `json:"state"`
	TradeofferID   *string    `json:"tradeoffer_id"`
	Price          Money      `json:"price"`
	MarketHashName string     `json:"market_hash_name"`
	Rarity         string     `json:"rarity"`
	DropCategory   string     `json:"drop_category"`
	Image          string     `json:"image"`
	SkinData       skinData   `json:"skin_data"`
	Item           itemView   `json:"item"`
	CaseID         *int       `json:"case_id"`
	CaseAlias      string     `json:"case_alias,omitempty"`
	CaseRevision   int        `json:"case_revision"`
	Nonce          int64      `json:"nonce"`
	Cursor         int        `json:"cursor"`
	Ticket         int64      `json:"ticket"`
	CreatedAt      time.Time  `json:"created_at"`
	SoldAt         *time.Time `json:"sold_at,omitempty"`
}

type skinData struct {
	Image     string `json:"image"`
	ImageWebp string `json:"image_webp"`
	Rarity    string `json:"rarity"`
}

func (h *Handler) drop(d *ent.Drop) dropView {
	it := h.item(d.Edges.Item)
	v := dropView{ID: d.ID, State: string(d.State), Price: Money(d.Price), MarketHashName: it.MarketHashName,
		Rarity: it.Rarity, DropCategory: it.Category, Image: it.Image,
		SkinData: skinData{Image: it.Image, ImageWebp: it.Image, Rarity: it.Rarity}, Item: it,
		CaseID: d.CaseID, CaseRevision: d.CaseRevision, Nonce: d.Nonce, Cursor: d.Cursor, Ticket: d.Ticket, CreatedAt: d.CreatedAt, SoldAt: d.SoldAt}
	if c := d.Edges.Case; c != nil {
		v.CaseAlias = c.Alias
	}
	return v
}

func (h *Handler) drops(ds []*ent.Drop) []dropView {
	out := make([]dropView, len(ds))
	for i, d := range ds {
		out[i] = h.drop(d)
	}
	return out
}
