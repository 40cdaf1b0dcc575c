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

// chanceView is a chance as a reduced fraction and its percent.
type chanceView struct {
	Numerator   int64   `json:"numerator"`
	Denominator int64   `json:"denominator"`
	Percent     float64 `json:"percent"`
}

func chanceOf(f cases.Fraction) chanceView {
	return chanceView{Numerator: f.Num, Denominator: f.Den, Percent: f.Percent()}
}

type gachaView struct {
	Progress       int        `json:"progress"`
	Pity           int        `json:"pity"`
	GuaranteedNext bool       `json:"guaranteed_next"`
	TopTier        string     `json:"top_tier"`
	TopTierChance  chanceView `json:"top_tier_chance"`
}

func gachaViewOf(st cases.GachaState) gachaView {
	return gachaView{Progress: st.Progress, Pity: st.Pity, GuaranteedNext: st.GuaranteedNext,
		TopTier: string(st.TopTier), TopTierChance: chanceOf(st.TopTierChance)}
}

// dotaChancesView is the rare chance now and for the next opens.
type dotaChancesView struct {
	Misses        int          `json:"misses"`
	RareChance    chanceView   `json:"rare_chance"`
	NextChances   []chanceView `json:"next_chances"`
	GrowthPercent int          `json:"growth_percent"`
	MaxPercent    int          `json:"max_percent"`
}

type dotaView struct {
	dotaChancesView
	TopTier string `json:"top_tier"`
}

func dotaViewOf(st cases.DotaState) dotaView {
	next := make([]chanceView, len(st.NextChances))
	for i, c := range st.NextChances {
		next[i] = chanceOf(c)
	}
	return dotaView{TopTier: string(st.TopTier), dotaChancesView: dotaChancesView{Misses: st.Misses, RareChance: chanceOf(st.RareChance),
		NextChances: next, GrowthPercent: st.GrowthPercent, MaxPercent: st.MaxPercent}}
}

// boardView is a discovered board; its slots and salt are shown only once
// it is opened (null before).
type boardView struct {
	ID         int        `json:"id"`
	CaseID     int        `json:"case_id"`
	Slots      int        `json:"slots"`
	Commitment string     `json:"commitment"`
	Selected   *int       `json:"selected"`
	Nonce      int64      `json:"nonce"`
	State      string     `json:"state"`
	Revealed   []itemView `json:"revealed"`
	Salt       *string    `json:"salt"`
}

func (h *Handler) boardView(b *cases.Board) boardView {
	v := boardView{ID: b.Row.ID, CaseID: b.Row.CaseID, Slots: len(b.Row.Items), Commitment: b.Row.Commitment,
		Selected: b.Row.Selected, Nonce: b.Row.Nonce, State: string(b.Row.State)}
	if b.Opened() {
		items := make([]itemView, len(b.Items))
		for i, it := range b.Items {
			items[i] = h.item(it)
		}
		salt := b.Row.Salt
		v.Revealed, v.Salt = items, &salt
	}
	return v
}

// The progress families' openings: an opening and the family's state after.
type (
	gachaOpenedView struct {
		openedView
		Gacha gachaView `json:"gacha"`
	}
	dotaOpenedView struct {
		openedView
		Dota dotaView `json:"dota"`
	}
	discoveredOpenedView struct {
		openedView
		Board boardView `json:"board"`
	}
	gachaResetView struct {
		Gacha           gachaView `json:"gacha"`
		Crystals        int64     `json:"crystals"` // paid
		CrystalsBalance int64     `json:"crystals_balance"`
	}
)

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
	ok(w, gachaViewOf(st))
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
	ok(w, gachaOpenedView{openedView: *out, Gacha: gachaViewOf(res.Gacha)})
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
	ok(w, gachaResetView{Gacha: gachaViewOf(res.Gacha), Crystals: res.Crystals, CrystalsBalance: res.User.Crystals})
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
	ok(w, dotaViewOf(st))
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
	ok(w, dotaViewOf(st).dotaChancesView)
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
	ok(w, dotaOpenedView{openedView: *out, Dota: dotaViewOf(res.Dota)})
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
	ok(w, discoveredOpenedView{openedView: *out, Board: h.boardView(res.Board)})
	return nil
}
