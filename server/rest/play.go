package rest

import (
	"net/http"
	"strconv"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/restrict"
	"github.com/casefront/casefront/server/users"
	"github.com/casefront/casefront/server/wins"
)

func itoa(n int) string { return strconv.Itoa(n) }

func (h *Handler) me(w http.ResponseWriter, r *http.Request, _ *params) error {
	u, err := h.viewer(r)
	if err != nil {
		return err
	}
	ok(w, ownUser(u, h.restrictions(r, u), time.Now()))
	return nil
}

func (h *Handler) user(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := p.int("id", 0)
	if err != nil {
		return err
	}
	u, err := h.DB.User.Get(r.Context(), id)
	if err != nil {
		return err
	}
	ok(w, publicUser(u))
	return nil
}

func (h *Handler) listDrops(w http.ResponseWriter, r *http.Request, p *params, userID int) error {
	page, err := p.int("page", 1)
	if err != nil {
		return err
	}
	limit, err := p.int("limit", wins.PageSize)
	if err != nil {
		return err
	}
	drops, total, err := wins.Page(r.Context(), h.DB, userID, p.bool("new"), page, limit)
	if err != nil {
		return err
	}
	if limit < 1 || limit > wins.PageSize {
		limit = wins.PageSize
	}
	ok(w, h.drops(drops), map[string]any{"total": total, "page": max(page, 1), "per_page": limit})
	return nil
}

func (h *Handler) myDrops(w http.ResponseWriter, r *http.Request, p *params) error {
	u, err := h.viewer(r)
	if err != nil {
		return err
	}
	return h.listDrops(w, r, p, u.ID)
}

func (h *Handler) userDrops(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := p.int("user_id", 0)
	if err != nil {
		return err
	}
	if id == 0 {
		return apperr.Validation.Msg("user_id is required").With("field", "user_id")
	}
	if _, err := h.DB.User.Get(r.Context(), id); err != nil {
		return err
	}
	return h.listDrops(w, r, p, id)
}

func (h *Handler) goods(w http.ResponseWriter, r *http.Request, _ *params) error {
	groups, err := catalog.Groups(r.Context(), h.DB)
	if err != nil {
		return err
	}
	type groupView struct {
		ID       int        `json:"id"`
		Name     string     `json:"name"`
		NavIndex int        `json:"nav_index"`
		Cases    []caseView `json:"cases"`
	}
	out := make([]groupView, 0, len(groups))
	for _, g := range groups {
		gv := groupView{ID: g.ID, Name: g.Name, NavIndex: g.NavIndex, Cases: []caseView{}}
		for _, c := range g.Edges.Cases {
			gv.Cases = append(gv.Cases, h.caseOf(c, nil))
		}
		out = append(out, gv)
	}
	ok(w, out)
	return nil
}

func (h *Handler) cases(w http.ResponseWriter, r *http.Request, p *params) error {
	ids, err := p.ints("ids")
	if err != nil {
		return err
	}
	if len(ids) > 100 {
		return apperr.Validation.Msg("at most 100 ids").With("field", "ids")
	}
	list, err := catalog.CasesByIDs(r.Context(), h.DB, ids)
	if err != nil {
		return err
	}
	out := make([]caseView, 0, len(list))
	for _, c := range list {
		var contents []*ent.CaseItem
		if len(ids) > 0 { // contents only for cases asked for by id
			if contents, err = catalog.Contents(r.Context(), h.DB, c); err != nil {
				return err
			}
		}
		out = append(out, h.caseOf(c, contents))
	}
	ok(w, out)
	return nil
}

func (h *Handler) itemPage(w http.ResponseWriter, r *http.Request, p *params) error {
	name := p.str("static_name")
	if name == "" {
		return apperr.Validation.Msg("static_name is required").With("field", "static_name")
	}
	items, err := catalog.ItemVariants(r.Context(), h.DB, name)
	if err != nil {
		return err
	}
	exteriors := make([]itemView, len(items))
	for i, it := range items {
		exteriors[i] = h.item(it)
	}
	ok(w, map[string]any{"static_name": name, "name": items[0].Name, "rarity": items[0].Rarity,
		"price": Money(items[len(items)-1].Price), "exteriors": exteriors})
	return nil
}

func (h *Handler) items(w http.ResponseWriter, r *http.Request, p *params) error {
	page, err := p.int("page", 1)
	if err != nil {
		return err
	}
	if page < 1 || page > 10000 {
		return apperr.Validation.Msg("page must be between 1 and 10000").With("field", "page")
	}
	const per = 30
	items, total, err := catalog.ItemsPage(r.Context(), h.DB, p.str("search"), page, per)
	if err != nil {
		return err
	}
	out := make([]itemView, len(items))
	for i, it := range items {
		out[i] = h.item(it)
	}
	ok(w, out, map[string]any{"total": total, "page": page, "per_page": per})
	return nil
}

func (h *Handler) open(w http.ResponseWriter, r *http.Request, p *params) error {
	u, err := h.viewer(r)
	if err != nil {
		return err
	}
	count, err := p.int("count", 1)
	if err != nil {
		return err
	}
	id, err := p.int("id", 0)
	if err != nil {
		return err
	}
	if id == 0 {
		if id, err = p.int("case_id", 0); err != nil {
			return err
		}
	}
	alias := p.str("alias")
	if id == 0 && alias == "" {
		return apperr.Validation.Msg("id or alias of the case is required").With("field", "id")
	}
	res, err := h.Cases.Open(r.Context(), cases.OpenRequest{UserID: u.ID, CaseID: id, CaseAlias: alias, Count: count,
		Restricted: restrict.Has(h.restrictions(r, u))})
	if err != nil {
		return err
	}
	ok(w, map[string]any{
		"drops": h.drops(res.Drops), "cost": Money(res.Cost), "balance": Money(res.User.Balance),
		"xp": res.User.Xp, "level": res.User.Level,
		"fair": map[string]any{"server_seed_hash": res.Seed.ServerSeedHash, "client_seed": res.Seed.ClientSeed, "nonce": res.Seed.Nonce},
	})
	return nil
}

func (h *Handler) sellList(w http.ResponseWriter, r *http.Request, _ *params) error {
	u, err := h.viewer(r)
	if err != nil {
		return err
	}
	drops, total, err := wins.Sellable(r.Context(), h.DB, u.ID)
	if err != nil {
		return err
	}
	ok(w, map[string]any{"items": h.drops(drops), "total": Money(total), "count": len(drops)})
	return nil
}

func (h *Handler) sold(w http.ResponseWriter, res *wins.Sold) {
	ids := make([]int, len(res.Drops))
	for i, d := range res.Drops {
		ids[i] = d.ID
	}
	ok(w, map[string]any{"status": "success", "ids": ids, "amount": Money(res.Amount), "balance": Money(res.User.Balance)})
}

func (h *Handler) sell(w http.ResponseWriter, r *http.Request, p *params) error {
	u, err := h.viewer(r)
	if err != nil {
		return err
	}
	ids, err := p.ints("ids")
	if err != nil {
		return err
	}
	res, err := wins.Sell(r.Context(), h.DB, u.ID, ids)
	if err != nil {
		return err
	}
	h.sold(w, res)
	return nil
}

func (h *Handler) sellAll(w http.ResponseWriter, r *http.Request, _ *params) error {
	u, err := h.viewer(r)
	if err != nil {
		return err
	}
	res, err := wins.SellAll(r.Context(), h.DB, u.ID)
	if err != nil {
		return err
	}
	h.sold(w, res)
	return nil
}

func (h *Handler) verify(w http.ResponseWriter, r *http.Request, p *params) error {
	nonce, err := p.int("nonce", -1)
	if err != nil {
		return err
	}
	if nonce < 0 {
		return apperr.Validation.Msg("nonce is required").With("field", "nonce")
	}
	cursor, err := p.int("cursor", 0)
	if err != nil {
		return err
	}
	revision, err := p.int("revision", 0)
	if err != nil {
		return err
	}
	v, err := cases.Verify(r.Context(), h.DB, cases.VerifyInput{ServerSeed: p.str("server_seed"), ClientSeed: p.str("client_seed"),
		Nonce: int64(nonce), Cursor: cursor, CaseAlias: p.str("case"), CaseRevision: revision})
	if err != nil {
		return err
	}
	out := map[string]any{"server_seed_hash": v.ServerSeedHash, "roll": v.Roll}
	if v.Item != nil {
		out["ticket"], out["total_weight"], out["item"], out["revision"] = v.Ticket, v.TotalWeight, h.item(v.Item), v.Revision
	}
	ok(w, out)
	return nil
}

func (h *Handler) seed(w http.ResponseWriter, r *http.Request, _ *params) error {
	u, err := h.viewer(r)
	if err != nil {
		return err
	}
	s, err := fair.ActiveSeed(r.Context(), h.DB, u.ID)
	if err != nil {
		return err
	}
	ok(w, map[string]any{"server_seed_hash": s.ServerSeedHash, "client_seed": s.ClientSeed, "nonce": s.Nonce})
	return nil
}

func (h *Handler) reseed(w http.ResponseWriter, r *http.Request, clientSeed *string) error {
	u, err := h.viewer(r)
	if err != nil {
		return err
	}
	if err := users.CanPlay(u, time.Now()); err != nil {
		return err
	}
	rv, next, err := fair.Reseed(r.Context(), h.DB, u.ID, clientSeed)
	if err != nil {
		return err
	}
	ok(w, map[string]any{
		"revealed": map[string]any{"server_seed": rv.ServerSeed, "server_seed_hash": rv.ServerSeedHash, "client_seed": rv.ClientSeed, "nonce": rv.Nonce},
		"current":  map[string]any{"server_seed_hash": next.ServerSeedHash, "client_seed": next.ClientSeed, "nonce": next.Nonce},
	})
	return nil
}

func (h *Handler) setClientSeed(w http.ResponseWriter, r *http.Request, p *params) error {
	seed := p.str("client_seed")
	return h.reseed(w, r, &seed)
}

func (h *Handler) rotate(w http.ResponseWriter, r *http.Request, _ *params) error {
	return h.reseed(w, r, nil)
}
