package rest

import (
	"net/http"

	"github.com/casefront/casefront/ent/gabenstoreoffer"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/gabenstore"
	"github.com/casefront/casefront/server/ratelimit"
)

// The event store (spec 7 /gabenstore/*; server/gabenstore).

func (h *Handler) gabenstoreRoutes() []endpoint {
	return []endpoint{
		{"GET", "/gabenstore", h.gabenstore, 0},
		{"GET", "/gabenstore/skins", h.gabenstoreSkins, 0},
		{"POST", ratelimit.GabenstoreBuy.Name, h.gabenstoreBuy, ratelimit.GabenstoreBuy.PerMinute},
		{"POST", ratelimit.GabenstoreBuySkin.Name, h.gabenstoreBuySkin, ratelimit.GabenstoreBuySkin.PerMinute},
		{"POST", ratelimit.GabenstoreBuyCustomization.Name, h.gabenstoreBuyCustomization, ratelimit.GabenstoreBuyCustomization.PerMinute},
	}
}

type gabenOfferView struct {
	ID            int                `json:"id"`
	Kind          string             `json:"kind"`
	Price         int64              `json:"price"` // event balance units
	Stock         *int               `json:"stock"` // null: unlimited
	SoldOut       bool               `json:"sold_out"`
	Owned         bool               `json:"owned,omitempty"`
	Case          *rewardCaseView    `json:"case,omitempty"`
	Item          *itemView          `json:"item,omitempty"`
	Customization *customizationView `json:"customization,omitempty"`
}

func (h *Handler) gabenOffer(o gabenstore.Offer) gabenOfferView {
	v := gabenOfferView{ID: o.ID, Kind: string(o.Kind), Price: o.Price, Stock: o.Stock, SoldOut: o.SoldOut(), Owned: o.Owned}
	if c := o.Edges.Case; c != nil {
		v.Case = h.rewardCaseView(c)
	}
	if it := o.Edges.Item; it != nil {
		iv := h.item(it)
		v.Item = &iv
	}
	if c := o.Edges.Customization; c != nil {
		cv := customizationOf(c)
		v.Customization = &cv
	}
	return v
}

func (h *Handler) gabenOffers(list []gabenstore.Offer) []gabenOfferView {
	out := make([]gabenOfferView, len(list))
	for i, o := range list {
		out[i] = h.gabenOffer(o)
	}
	return out
}

func eventBalanceOf(b *int64) *balance {
	if b == nil {
		return nil
	}
	return &balance{Balance: *b}
}

// gabenstore lists the store's cases and customizations with the
// viewer's event balance (GET /gabenstore).
func (h *Handler) gabenstore(w http.ResponseWriter, r *http.Request, _ *params) error {
	st, err := h.Gabenstore.Offers(r.Context(), actor.From(r.Context()), gabenstoreoffer.KindCase, gabenstoreoffer.KindCustomization)
	if err != nil {
		return err
	}
	ok(w, gabenstoreDoc{EventShopBalance: eventBalanceOf(st.Balance), Restricted: st.Restricted,
		Cases: h.gabenOffers(st.Cases), Customizations: h.gabenOffers(st.Customizations)})
	return nil
}

// gabenstoreSkins lists the store's skins (GET /gabenstore/skins).
func (h *Handler) gabenstoreSkins(w http.ResponseWriter, r *http.Request, _ *params) error {
	st, err := h.Gabenstore.Offers(r.Context(), actor.From(r.Context()), gabenstoreoffer.KindSkin)
	if err != nil {
		return err
	}
	ok(w, gabenstoreSkinsDoc{EventShopBalance: eventBalanceOf(st.Balance), Restricted: st.Restricted,
		Skins: h.gabenOffers(st.Skins)})
	return nil
}

func (h *Handler) bought(w http.ResponseWriter, b *gabenstore.Bought) {
	v := gabenBoughtDoc{PurchaseID: b.Purchase.ID, Offer: h.gabenOffer(gabenstore.Offer{GabenstoreOffer: b.Offer, Owned: b.Customization != nil}),
		EventShopBalance: balance{Balance: b.Balance}, RewardCaseID: b.RewardCaseID}
	if b.Drop != nil {
		d := h.drop(b.Drop)
		v.Drop = &d
	}
	if b.Customization != nil {
		c := customizationOf(b.Customization)
		v.Customization = &c
	}
	ok(w, v)
}

// gabenstoreBuy buys a case offer (POST /gabenstore/buy {id}).
func (h *Handler) gabenstoreBuy(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := p.int("id", 0)
	if err != nil {
		return err
	}
	b, err := h.Gabenstore.Buy(r.Context(), actor.From(r.Context()), id)
	if err != nil {
		return err
	}
	h.bought(w, b)
	return nil
}

// gabenstoreBuySkin buys a skin offer (POST /gabenstore/buy/skin {id}).
func (h *Handler) gabenstoreBuySkin(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := p.int("id", 0)
	if err != nil {
		return err
	}
	b, err := h.Gabenstore.BuySkin(r.Context(), actor.From(r.Context()), id)
	if err != nil {
		return err
	}
	h.bought(w, b)
	return nil
}

// gabenstoreBuyCustomization buys a customization (POST
// /gabenstore/buy/customization {customization_id}).
func (h *Handler) gabenstoreBuyCustomization(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := p.int("customization_id", 0)
	if err != nil {
		return err
	}
	b, err := h.Gabenstore.BuyCustomization(r.Context(), actor.From(r.Context()), id)
	if err != nil {
		return err
	}
	h.bought(w, b)
	return nil
}
