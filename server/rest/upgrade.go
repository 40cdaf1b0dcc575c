package rest

import (
	"net/http"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/ratelimit"
	"github.com/casefront/casefront/server/store"
	"github.com/casefront/casefront/server/upgrade"
)

// The upgrade game.

func (h *Handler) upgradeRoutes() []endpoint {
	return []endpoint{
		{"GET", "/upgrade/info", h.upgradeInfo, 0},
		{"GET", "/upgrade/user-items", h.upgradeUserItems, 0},
		{"GET", ratelimit.UpgradeItems.Name, h.upgradeTargets, ratelimit.UpgradeItems.PerMinute},
		{"POST", ratelimit.Upgrade.Name, h.upgradePlay, ratelimit.Upgrade.PerMinute},
		{"GET", "/user/history/upgrades", h.upgradeHistory, 0},
	}
}

type tierView struct {
	ID           string `json:"id"`
	From         Money  `json:"from"`
	To           *Money `json:"to"` // null: no upper bound
	FromIncluded bool   `json:"from_included"`
	ToIncluded   bool   `json:"to_included"`
}

type upgradeInfoView struct {
	HouseEdge      string     `json:"house_edge"` // percent, "5.00"
	HouseEdgeBps   int64      `json:"house_edge_bps"`
	MinChance      float64    `json:"min_chance"` // fractions of 1
	MaxChance      float64    `json:"max_chance"`
	CentsPerBullet int64      `json:"cents_per_bullet"`
	MaxItems       int        `json:"max_items"`
	Tiers          []tierView `json:"tiers"`
	BalanceAllowed bool       `json:"balance_allowed"`
	Playable       bool       `json:"playable"`
	Reason         *string    `json:"reason"`
}

func upgradeInfoOf(in upgrade.Info) upgradeInfoView {
	v := upgradeInfoView{HouseEdge: Money(in.HouseEdgeBps).String(), HouseEdgeBps: in.HouseEdgeBps,
		MinChance: float64(in.MinChance) / play.Scale, MaxChance: float64(in.MaxChance) / play.Scale,
		CentsPerBullet: in.CentsPerBullet, MaxItems: in.MaxItems, BalanceAllowed: in.BalanceAllowed,
		Playable: in.Playable, Reason: in.Reason}
	for _, t := range in.Tiers {
		tv := tierView{ID: t.ID, From: Money(t.From), FromIncluded: t.FromIncluded, ToIncluded: t.ToIncluded}
		if to := t.To(); to != nil {
			m := Money(*to)
			tv.To = &m
		}
		v.Tiers = append(v.Tiers, tv)
	}
	return v
}

func (h *Handler) upgradeInfo(w http.ResponseWriter, r *http.Request, _ *params) error {
	ok(w, upgradeInfoOf(h.Upgrade.InfoFor(actor.From(r.Context()), time.Now())))
	return nil
}

func (h *Handler) upgradeUserItems(w http.ResponseWriter, r *http.Request, p *params) error {
	return h.listDrops(r.Context(), w, p, func(page, limit int) ([]*ent.Drop, int, error) {
		return h.Upgrade.Stakeable(r.Context(), actor.From(r.Context()), page, limit)
	})
}

func (h *Handler) upgradeTargets(w http.ResponseWriter, r *http.Request, p *params) error {
	page, limit, err := p.paging(upgrade.PageSize)
	if err != nil {
		return err
	}
	offset, err := store.Offset(page, limit, upgrade.PageSize)
	if err != nil {
		return err
	}
	stake, err := p.money("stake")
	if err != nil {
		return err
	}
	items, total, err := h.Upgrade.Targets(r.Context(), upgrade.TargetsQuery{
		Tier: p.str("tier"), Search: p.str("search"), Stake: stake, Offset: offset, Limit: limit})
	if err != nil {
		return err
	}
	out := make([]itemView, len(items))
	for i, it := range items {
		out[i] = h.item(it)
	}
	ok(w, out, pageMeta(total, page, limit))
	return nil
}

type upgradeView struct {
	ID            int        `json:"id"`
	Target        itemView   `json:"target"`
	Staked        []dropView `json:"staked"`
	ItemsValue    Money      `json:"items_value"`
	BulletsAmount int64      `json:"bullets_amount"`
	BalanceAmount Money      `json:"balance_amount"`
	Stake         Money      `json:"stake"`
	Chance        float64    `json:"chance"` // fraction of 1, six decimals
	ChancePPM     int64      `json:"chance_ppm"`
	HouseEdgeBps  int64      `json:"house_edge_bps"`
	Mode          string     `json:"mode"`
	WinFrom       int64      `json:"win_from"` // the win zone [win_from, win_to) on 0..999999
	WinTo         int64      `json:"win_to"`
	Nonce         int64      `json:"nonce"`
	Ticket        int64      `json:"ticket"`
	Won           bool       `json:"won"`
	Result        *dropView  `json:"result"`
	CreatedAt     time.Time  `json:"created_at"`
}

func (h *Handler) upgradeOf(u *ent.Upgrade) upgradeView {
	from, to := upgrade.Zone(u.Chance, upgrade.Mode(u.Mode))
	v := upgradeView{ID: u.ID, ItemsValue: Money(u.ItemsValue), BulletsAmount: u.Bullets, BalanceAmount: Money(u.BalanceAmount),
		Stake: Money(u.Stake), Chance: float64(u.Chance) / play.Scale, ChancePPM: u.Chance, HouseEdgeBps: u.HouseEdgeBps,
		Mode: string(u.Mode), WinFrom: from, WinTo: to, Nonce: u.Nonce, Ticket: u.Ticket, Won: u.Won, CreatedAt: u.CreatedAt,
		Staked: h.drops(u.Edges.Staked)}
	if t := u.Edges.Target; t != nil {
		v.Target = h.item(t)
	}
	if res := u.Edges.Result; res != nil {
		if res.Edges.Item == nil {
			res.Edges.Item = u.Edges.Target
		}
		d := h.drop(res)
		v.Result = &d
	}
	return v
}

func (h *Handler) upgradePlay(w http.ResponseWriter, r *http.Request, p *params) error {
	ids, err := p.ints("ids")
	if err != nil {
		return err
	}
	bullets, err := p.int("bullets_amount", 0)
	if err != nil {
		return err
	}
	balance, err := p.money("balance_amount")
	if err != nil {
		return err
	}
	delay, err := p.int("delay", 0)
	if err != nil {
		return err
	}
	res, err := h.Upgrade.Play(r.Context(), actor.From(r.Context()), upgrade.PlayRequest{
		DropIDs: ids, Target: p.str("market_hash_name"), Bullets: int64(bullets), Balance: balance,
		Mode: p.str("mode"), DelayMS: delay})
	if err != nil {
		return err
	}
	ok(w, upgradePlayedView{Upgrade: h.upgradeOf(res.Upgrade), Balance: Money(res.User.Balance), Bullets: res.User.Bullets,
		Xp: res.User.Xp, Level: res.User.Level, LevelBasedOnXp: res.User.LevelBasedOnXp,
		Fair: openedFairView{ServerSeedHash: res.Seed.ServerSeedHash, ClientSeed: res.Seed.ClientSeed, Nonce: res.Upgrade.Nonce}})
	return nil
}

// upgradePlayedView is an upgrade's answer: the upgrade, the balances and
// level after, and the seed it was rolled with.
type upgradePlayedView struct {
	Upgrade        upgradeView    `json:"upgrade"`
	Balance        Money          `json:"balance"`
	Bullets        int64          `json:"bullets"`
	Xp             int64          `json:"xp"`
	Level          int            `json:"level"`
	LevelBasedOnXp int            `json:"level_based_on_xp"`
	Fair           openedFairView `json:"fair"`
}

func (h *Handler) upgradeHistory(w http.ResponseWriter, r *http.Request, p *params) error {
	page, limit, err := p.paging(upgrade.PageSize)
	if err != nil {
		return err
	}
	ups, total, err := h.Upgrade.History(r.Context(), actor.From(r.Context()), page, limit)
	if err != nil {
		return err
	}
	out := make([]upgradeView, len(ups))
	for i, u := range ups {
		out[i] = h.upgradeOf(u)
	}
	ok(w, out, pageMeta(total, page, limit))
	return nil
}
