package rest

import (
	"net/http"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/contract"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/ratelimit"
)

// The contract game.

func (h *Handler) contractRoutes() []endpoint {
	return []endpoint{
		{"GET", "/contract/info", h.contractInfo, 0},
		{"GET", "/contract/user-items", h.contractUserItems, 0},
		{"GET", "/contract/upgrade-items", h.contractOutcomes, 0},
		{"POST", ratelimit.ContractOK.Name, h.contractUnderstand, ratelimit.ContractOK.PerMinute},
		{"POST", ratelimit.Contract.Name, h.contractCreate, ratelimit.Contract.PerMinute},
		{"GET", "/user/history/contracts", h.contractHistory, 0},
	}
}

type contractModeView struct {
	Mode         string `json:"mode"`
	LowPermille  int64  `json:"low_permille"`
	HighPermille int64  `json:"high_permille"`
}

func (h *Handler) contractInfo(w http.ResponseWriter, r *http.Request, _ *params) error {
	in, err := h.Contract.InfoFor(r.Context(), actor.From(r.Context()))
	if err != nil {
		return err
	}
	modes := make([]contractModeView, len(in.Modes))
	for i, m := range in.Modes {
		lo, hi := m.Range()
		modes[i] = contractModeView{Mode: string(m), LowPermille: lo, HighPermille: hi}
	}
	ok(w, map[string]any{"house_edge": Money(in.HouseEdgeBps).String(), "house_edge_bps": in.HouseEdgeBps,
		"min_items": in.MinItems, "max_items": in.MaxItems, "max_outcomes": in.MaxOutcomes,
		"cents_per_bullet": in.CentsPerBullet, "modes": modes, "rules_accepted": in.RulesAccepted,
		"playable": in.Playable, "reason": in.Reason})
	return nil
}

func (h *Handler) contractUserItems(w http.ResponseWriter, r *http.Request, p *params) error {
	return h.listDrops(r.Context(), w, p, func(page, limit int) ([]*ent.Drop, int, error) {
		return h.Contract.Stakeable(r.Context(), actor.From(r.Context()), page, limit)
	})
}

type outcomeView struct {
	Item   itemView `json:"item"`
	Price  Money    `json:"price"`
	From   int64    `json:"from"` // tickets [from, to) on 0..999999
	To     int64    `json:"to"`
	Chance float64  `json:"chance"` // fraction of 1
}

func (h *Handler) outcomes(t []contract.Outcome, items map[int]*ent.Item) []outcomeView {
	out := make([]outcomeView, 0, len(t))
	for _, o := range t {
		v := outcomeView{Price: Money(o.Price), From: o.From, To: o.To, Chance: float64(o.To-o.From) / play.Scale}
		if it := items[o.ItemID]; it != nil {
			v.Item = h.item(it)
		}
		out = append(out, v)
	}
	return out
}

// contractOutcomes is the outcome table of ids (the player's drops) and
// bullets_amount, or of a bare stake, in a mode, optionally narrowed to the
// weapon of market_hash_name.
func (h *Handler) contractOutcomes(w http.ResponseWriter, r *http.Request, p *params) error {
	ids, err := p.ints("ids")
	if err != nil {
		return err
	}
	bullets, err := p.int("bullets_amount", 0)
	if err != nil {
		return err
	}
	stake, err := p.money("stake")
	if err != nil {
		return err
	}
	pv, err := h.Contract.Outcomes(r.Context(), actor.From(r.Context()), contract.PreviewQuery{
		DropIDs: ids, Bullets: int64(bullets), Stake: stake, Mode: p.str("mode"), Weapon: p.str("market_hash_name")})
	if err != nil {
		return err
	}
	ok(w, map[string]any{"stake": Money(pv.Stake), "mode": string(pv.Mode), "weapon": pv.Weapon,
		"low": Money(pv.Low), "high": Money(pv.High), "target": Money(pv.Target),
		"expected_value": Money(pv.ExpectedValue), "outcomes": h.outcomes(pv.Outcomes, pv.Items)})
	return nil
}

func (h *Handler) contractUnderstand(w http.ResponseWriter, r *http.Request, _ *params) error {
	at, err := h.Contract.Understand(r.Context(), actor.From(r.Context()))
	if err != nil {
		return err
	}
	ok(w, map[string]any{"rules_accepted": true, "accepted_at": at})
	return nil
}

type contractView struct {
	ID            int           `json:"id"`
	Given         []dropView    `json:"given"`
	ItemsValue    Money         `json:"items_value"`
	BulletsAmount int64         `json:"bullets_amount"`
	Stake         Money         `json:"stake"`
	Mode          string        `json:"mode"`
	Weapon        string        `json:"weapon"`
	HouseEdgeBps  int64         `json:"house_edge_bps"`
	ExpectedValue Money         `json:"expected_value"`
	Outcomes      []outcomeView `json:"outcomes"`
	Nonce         int64         `json:"nonce"`
	Ticket        int64         `json:"ticket"`
	Result        *dropView     `json:"result"`
	CreatedAt     time.Time     `json:"created_at"`
}

func (h *Handler) contractOf(r *http.Request, c *ent.Contract) (contractView, error) {
	table, items, err := h.Contract.PlayedTable(r.Context(), c)
	if err != nil {
		return contractView{}, err
	}
	v := contractView{ID: c.ID, Given: h.drops(c.Edges.Given), ItemsValue: Money(c.ItemsValue), BulletsAmount: c.Bullets,
		Stake: Money(c.Stake), Mode: string(c.Mode), Weapon: c.Weapon, HouseEdgeBps: c.HouseEdgeBps,
		ExpectedValue: Money(c.ExpectedValue), Outcomes: h.outcomes(table, items), Nonce: c.Nonce, Ticket: c.Ticket,
		CreatedAt: c.CreatedAt}
	if res := c.Edges.Result; res != nil {
		d := h.drop(res)
		v.Result = &d
	}
	return v, nil
}

func (h *Handler) contractCreate(w http.ResponseWriter, r *http.Request, p *params) error {
	ids, err := p.ints("ids")
	if err != nil {
		return err
	}
	bullets, err := p.int("bullets_amount", 0)
	if err != nil {
		return err
	}
	delay, err := p.int("delay", 0)
	if err != nil {
		return err
	}
	res, err := h.Contract.Play(r.Context(), actor.From(r.Context()), contract.Stake{
		DropIDs: ids, Bullets: int64(bullets), Mode: p.str("mode"), Weapon: p.str("market_hash_name"), DelayMS: delay})
	if err != nil {
		return err
	}
	v, err := h.contractOf(r, res.Contract)
	if err != nil {
		return err
	}
	ok(w, map[string]any{
		"contract": v, "balance": Money(res.User.Balance), "bullets": res.User.Bullets, "xp": res.User.Xp, "level": res.User.Level, "level_based_on_xp": res.User.LevelBasedOnXp,
		"fair": map[string]any{"server_seed_hash": res.Seed.ServerSeedHash, "client_seed": res.Seed.ClientSeed, "nonce": res.Contract.Nonce},
	})
	return nil
}

func (h *Handler) contractHistory(w http.ResponseWriter, r *http.Request, p *params) error {
	page, limit, err := p.paging(contract.PageSize)
	if err != nil {
		return err
	}
	cs, total, err := h.Contract.History(r.Context(), actor.From(r.Context()), page, limit)
	if err != nil {
		return err
	}
	out := make([]contractView, len(cs))
	for i, c := range cs {
		if out[i], err = h.contractOf(r, c); err != nil {
			return err
		}
	}
	ok(w, out, pageMeta(total, page, limit))
	return nil
}
