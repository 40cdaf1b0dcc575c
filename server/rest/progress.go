package rest

import (
	"net/http"

	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/ratelimit"
)

// The families that keep state between opens: the gacha meter, the dota
// misses and the discovered board (docs/case-families.md).

func (h *Handler) progressRoutes() []endpoint {
	return []endpoint{
		{"GET", "/case/gacha", h.gachaState, 0},
		{"POST", ratelimit.GachaOpen.Name, h.openGacha, ratelimit.GachaOpen.PerMinute},
		{"POST", ratelimit.GachaReset.Name, h.resetGacha, ratelimit.GachaReset.PerMinute},
		{"GET", "/case/dota", h.dotaState, 0},
		{"GET", "/case/dota/rare_chances", h.dotaRareChances, 0},
		{"POST", ratelimit.DotaOpen.Name, h.openDota, ratelimit.DotaOpen.PerMinute},
		{"GET", "/case/discovered", h.discoveredBoard, 0},
		{"POST", ratelimit.DiscoveredSelect.Name, h.selectDiscovered, ratelimit.DiscoveredSelect.PerMinute},
		{"POST", ratelimit.DiscoveredOpen.Name, h.openDiscovered, ratelimit.DiscoveredOpen.PerMinute},
	}
}

// expectedProgress reads the optional expected_progress.
func expectedProgress(p *params) (*int, error) {
	if !p.has("expected_progress") {
		return nil, nil
	}
	n, err := p.int("expected_progress", 0)
	if err != nil {
		return nil, err
	}
	return &n, nil
}

// progressOpenRequest reads {id|case_id|alias, count, expected_progress, fast}.
func progressOpenRequest(p *params) (cases.ProgressOpenRequest, error) {
	var req cases.ProgressOpenRequest
	id, alias, err := caseRef(p)
	if err != nil {
		return req, err
	}
	count, err := p.int("count", 1)
	if err != nil {
		return req, err
	}
	exp, err := expectedProgress(p)
	if err != nil {
		return req, err
	}
	req.OpenRequest = cases.OpenRequest{CaseID: id, CaseAlias: alias, Count: count, Fast: p.bool("fast")}
	req.ExpectedProgress = exp
	return req, nil
}

func chanceView(f cases.Fraction) map[string]any {
	return map[string]any{"numerator": f.Num, "denominator": f.Den, "percent": f.Percent()}
}

func gachaView(st cases.GachaState) map[string]any {
	return map[string]any{"progress": st.Progress, "pity": st.Pity, "guaranteed_next": st.GuaranteedNext,
		"top_tier": string(st.TopTier), "top_tier_chance": chanceView(st.TopTierChance)}
}

func dotaView(st cases.DotaState) map[string]any {
	next := make([]map[string]any, len(st.NextChances))
	for i, c := range st.NextChances {
		next[i] = chanceView(c)
	}
	return map[string]any{"misses": st.Misses, "top_tier": string(st.TopTier), "rare_chance": chanceView(st.RareChance),
		"next_chances": next, "growth_percent": st.GrowthPercent, "max_percent": st.MaxPercent}
}

// boardView shows a board's slots and salt only once it is opened.
func (h *Handler) boardView(b *cases.Board) map[string]any {
	v := map[string]any{"id": b.Row.ID, "case_id": b.Row.CaseID, "slots": len(b.Row.Items), "commitment": b.Row.Commitment,
		"selected": b.Row.Selected, "nonce": b.Row.Nonce, "state": string(b.Row.State), "revealed": nil, "salt": nil}
	if b.Opened() {
		items := make([]itemView, len(b.Items))
		for i, it := range b.Items {
			items[i] = h.item(it)
		}
		v["revealed"], v["salt"] = items, b.Row.Salt
	}
	return v
}

// gachaState is the viewer's meter on a gacha case (case_id|id|alias).
func (h *Handler) gachaState(w http.ResponseWriter, r *http.Request, p *params) error {
	id, alias, err := caseRef(p)
	if err != nil {
		return err
	}
	st, err := h.Cases.Gacha(r.Context(), actor.From(r.Context()), id, alias)
	if err != nil {
		return err
	}
	ok(w, gachaView(st))
	return nil
}

func (h *Handler) openGacha(w http.ResponseWriter, r *http.Request, p *params) error {
	req, err := progressOpenRequest(p)
	if err != nil {
		return err
	}
	res, err := h.Cases.OpenGacha(r.Context(), actor.From(r.Context()), req)
	if err != nil {
		return err
	}
	out, err := h.openedView(r.Context(), res.Opened)
	if err != nil {
		return err
	}
	out["gacha"] = gachaView(res.Gacha)
	ok(w, out)
	return nil
}

// resetGacha trades the meter for crystals: {gacha, crystals (paid), crystals_balance}.
func (h *Handler) resetGacha(w http.ResponseWriter, r *http.Request, p *params) error {
	id, alias, err := caseRef(p)
	if err != nil {
		return err
	}
	exp, err := expectedProgress(p)
	if err != nil {
		return err
	}
	res, err := h.Cases.ResetGacha(r.Context(), actor.From(r.Context()),
		cases.GachaResetRequest{CaseID: id, CaseAlias: alias, ExpectedProgress: exp})
	if err != nil {
		return err
	}
	ok(w, map[string]any{"gacha": gachaView(res.Gacha), "crystals": res.Crystals, "crystals_balance": res.User.Crystals})
	return nil
}

func (h *Handler) dotaState(w http.ResponseWriter, r *http.Request, p *params) error {
	id, alias, err := caseRef(p)
	if err != nil {
		return err
	}
	st, err := h.Cases.Dota(r.Context(), actor.From(r.Context()), id, alias)
	if err != nil {
		return err
	}
	ok(w, dotaView(st))
	return nil
}

// dotaRareChances is the rare chance now and for the next opens up to the cap.
func (h *Handler) dotaRareChances(w http.ResponseWriter, r *http.Request, p *params) error {
	id, alias, err := caseRef(p)
	if err != nil {
		return err
	}
	st, err := h.Cases.Dota(r.Context(), actor.From(r.Context()), id, alias)
	if err != nil {
		return err
	}
	v := dotaView(st)
	ok(w, map[string]any{"misses": v["misses"], "rare_chance": v["rare_chance"], "next_chances": v["next_chances"],
		"growth_percent": v["growth_percent"], "max_percent": v["max_percent"]})
	return nil
}

func (h *Handler) openDota(w http.ResponseWriter, r *http.Request, p *params) error {
	req, err := progressOpenRequest(p)
	if err != nil {
		return err
	}
	res, err := h.Cases.OpenDota(r.Context(), actor.From(r.Context()), req)
	if err != nil {
		return err
	}
	out, err := h.openedView(r.Context(), res.Opened)
	if err != nil {
		return err
	}
	out["dota"] = dotaView(res.Dota)
	ok(w, out)
	return nil
}

// discoveredBoard is the viewer's current board, dealt on the first view.
func (h *Handler) discoveredBoard(w http.ResponseWriter, r *http.Request, p *params) error {
	id, alias, err := caseRef(p)
	if err != nil {
		return err
	}
	b, err := h.Cases.DiscoveredBoard(r.Context(), actor.From(r.Context()), id, alias)
	if err != nil {
		return err
	}
	ok(w, h.boardView(b))
	return nil
}

func (h *Handler) selectDiscovered(w http.ResponseWriter, r *http.Request, p *params) error {
	id, alias, err := caseRef(p)
	if err != nil {
		return err
	}
	if !p.has("index") {
		return apperr.Validation.Msg("index is required").With("field", "index")
	}
	index, err := p.int("index", 0)
	if err != nil {
		return err
	}
	b, err := h.Cases.SelectDiscovered(r.Context(), actor.From(r.Context()), id, alias, index)
	if err != nil {
		return err
	}
	ok(w, h.boardView(b))
	return nil
}

func (h *Handler) openDiscovered(w http.ResponseWriter, r *http.Request, p *params) error {
	id, alias, err := caseRef(p)
	if err != nil {
		return err
	}
	res, err := h.Cases.OpenDiscovered(r.Context(), actor.From(r.Context()),
		cases.OpenRequest{CaseID: id, CaseAlias: alias, Count: 1, Fast: p.bool("fast")})
	if err != nil {
		return err
	}
	out, err := h.openedView(r.Context(), res.Opened)
	if err != nil {
		return err
	}
	out["board"] = h.boardView(res.Board)
	ok(w, out)
	return nil
}
