package rest

import (
	"context"
	"net/http"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/inventory"
	"github.com/casefront/casefront/server/ratelimit"
)

// A player's drops: the inventory, its histories, and selling from it.

func (h *Handler) inventoryRoutes() []endpoint {
	return []endpoint{
		{"GET", "/user/me/drop", h.myDrops, 0},
		{"GET", "/user/drop", h.userDrops, 0},
		{"GET", "/user/history/opens", h.opensHistory, 0},
		{"GET", "/user/history/sells", h.salesHistory, 0},
		{"GET", "/sell_list", h.sellList, 0},
		{"POST", ratelimit.SellList.Name, h.sell, ratelimit.SellList.PerMinute},
		{"POST", ratelimit.SellAll.Name, h.sellAll, ratelimit.SellAll.PerMinute},
	}
}

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
	Roll           string     `json:"roll"` // the family's table reshaping, for /fair/verify
	CreatedAt      time.Time  `json:"created_at"`
	SoldAt         *time.Time `json:"sold_at,omitempty"`
	// PlaysLeft is, for a drop boost, its free plays not yet opened (spec
	// 9: 2 when won); absent for other drops.
	PlaysLeft *int `json:"plays_left,omitempty"`
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
		CaseID: d.CaseID, CaseRevision: d.CaseRevision, Nonce: d.Nonce, Cursor: d.Cursor, Ticket: d.Ticket, Roll: d.Roll, CreatedAt: d.CreatedAt, SoldAt: d.SoldAt}
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

// dropsWithPlays is drops with the plays left of the drop boosts among them.
func (h *Handler) dropsWithPlays(ctx context.Context, ds []*ent.Drop) ([]dropView, error) {
	out := h.drops(ds)
	left, err := h.Cases.PlaysLeft(ctx, ds)
	if err != nil {
		return nil, err
	}
	for i, d := range ds {
		if n, isBoost := left[d.ID]; isBoost {
			out[i].PlaysLeft = &n
		}
	}
	return out, nil
}

// listDrops answers one page of drops from list.
func (h *Handler) listDrops(ctx context.Context, w http.ResponseWriter, p *params, list func(page, limit int) ([]*ent.Drop, int, error)) error {
	page, limit, err := p.paging(inventory.PageSize)
	if err != nil {
		return err
	}
	drops, total, err := list(page, limit)
	if err != nil {
		return err
	}
	views, err := h.dropsWithPlays(ctx, drops)
	if err != nil {
		return err
	}
	ok(w, views, pageMeta(total, page, limit))
	return nil
}

func (h *Handler) myDrops(w http.ResponseWriter, r *http.Request, p *params) error {
	return h.listDrops(r.Context(), w, p, func(page, limit int) ([]*ent.Drop, int, error) {
		return h.Inventory.Own(r.Context(), actor.From(r.Context()), p.bool("new"), page, limit)
	})
}

func (h *Handler) userDrops(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := p.int("user_id", 0)
	if err != nil {
		return err
	}
	if id == 0 {
		return apperr.Validation.Msg("user_id is required").With("field", "user_id")
	}
	if _, err := h.Users.Get(r.Context(), id); err != nil {
		return err
	}
	return h.listDrops(r.Context(), w, p, func(page, limit int) ([]*ent.Drop, int, error) {
		return h.Inventory.Page(r.Context(), actor.From(r.Context()), inventory.List{UserID: id, OnlyNew: p.bool("new")}, page, limit)
	})
}

func (h *Handler) opensHistory(w http.ResponseWriter, r *http.Request, p *params) error {
	return h.listDrops(r.Context(), w, p, func(page, limit int) ([]*ent.Drop, int, error) {
		return h.Inventory.Own(r.Context(), actor.From(r.Context()), false, page, limit)
	})
}

func (h *Handler) salesHistory(w http.ResponseWriter, r *http.Request, p *params) error {
	return h.listDrops(r.Context(), w, p, func(page, limit int) ([]*ent.Drop, int, error) {
		return h.Inventory.Sales(r.Context(), actor.From(r.Context()), page, limit)
	})
}

func (h *Handler) sellList(w http.ResponseWriter, r *http.Request, _ *params) error {
	drops, total, err := h.Inventory.Sellable(r.Context(), actor.From(r.Context()))
	if err != nil {
		return err
	}
	ok(w, sellListView{Items: h.drops(drops), Total: Money(total), Count: len(drops)})
	return nil
}

// sellListView is what the viewer can sell and its total price.
type sellListView struct {
	Items []dropView `json:"items"`
	Total Money      `json:"total"`
	Count int        `json:"count"`
}

// soldView is a sale's answer; status stays inside data for the clients
// that read it there.
type soldView struct {
	Status  string `json:"status"`
	IDs     []int  `json:"ids"`
	Amount  Money  `json:"amount"`
	Balance Money  `json:"balance"`
}

// sold answers a sale with the top-level status the spec wants of sell
// calls (spec 5), like reserve and the other win moves.
func (h *Handler) sold(w http.ResponseWriter, res *inventory.Sold) {
	ids := make([]int, len(res.Drops))
	for i, d := range res.Drops {
		ids[i] = d.ID
	}
	success(w, soldView{Status: "success", IDs: ids, Amount: Money(res.Amount), Balance: Money(res.User.Balance)})
}

func (h *Handler) sell(w http.ResponseWriter, r *http.Request, p *params) error {
	ids, err := p.ints("ids")
	if err != nil {
		return err
	}
	res, err := h.Inventory.Sell(r.Context(), actor.From(r.Context()), ids)
	if err != nil {
		return err
	}
	h.sold(w, res)
	return nil
}

func (h *Handler) sellAll(w http.ResponseWriter, r *http.Request, _ *params) error {
	res, err := h.Inventory.SellAll(r.Context(), actor.From(r.Context()))
	if err != nil {
		return err
	}
	h.sold(w, res)
	return nil
}
