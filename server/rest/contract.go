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
	ok(w, contractInfoView{HouseEdge: Money(in.HouseEdgeBps).String(), HouseEdgeBps: in.HouseEdgeBps,
		MinItems: in.MinItems, MaxItems: in.MaxItems, MaxOutcomes: in.MaxOutcomes,
		CentsPerBullet: in.CentsPerBullet, Modes: modes, RulesAccepted: in.RulesAccepted,
		Playable: in.Playable, Reason: in.Reason})
	return nil
}

type contractInfoView struct {
	HouseEdge      string             `json:"house_edge"` // percent, "5.00"
	HouseEdgeBps   int64              `json:"house_edge_bps"`
	MinItems       int                `json:"min_items"`
	MaxItems       int                `json:"max_items"`
	MaxOutcomes    int                `json:"max_outcomes"`
	CentsPerBullet int64              `json:"cents_per_bullet"`
	Modes          []contractModeView `json:"modes"`
	RulesAccepted  bool               `json:"rules_accepted"`
	Playable       bool               `json:"playable"`
	Reason         *string            `json:"reason"` // api.* key saying why not; null when playable
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
	ok(w, contractPreviewView{Stake: Money(pv.Stake), Mode: string(pv.Mode), Weapon: pv.Weapon,
		Low: Money(pv.Low), High: Money(pv.High), Target: Money(pv.Target),
		ExpectedValue: Money(pv.ExpectedValue), Outcomes: h.outcomes(pv.Outcomes, pv.Items)})
	return nil
}

// contractPreviewView is a stake's outcome table: the candidate band
// [low, high], the target (stake less the edge) and the expected value.
type contractPreviewView struct {
	Stake         Money         `json:"stake"`
	Mode          string        `json:"mode"`
	Weapon        string        `json:"weapon"`
	Low           Money         `json:"low"`
	High          Money         `json:"high"`
	Target        Money         `json:"target"`
	ExpectedValue Money         `json:"expected_value"`
	Outcomes      []outcomeView `json:"outcomes"`
}

func (h *Handler) contractUnderstand(w http.ResponseWriter, r *http.Request, _ *params) error {
	at, err := h.Contract.Understand(r.Context(), actor.From(r.Context()))
	if err != nil {
		return err
	}
	ok(w, rulesAcceptedView{RulesAccepted: true, AcceptedAt: at})
	return nil
}

// rulesAcceptedView is the answer to accepting a game's rules.
type rulesAcceptedView struct {
	RulesAccepted bool      `json:"rules_accepted"`
	AcceptedAt    time.Time `json:"accepted_at"`
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
	ok(w, contractPlayedView{Contract: v, Balance: Money(res.User.Balance), Bullets: res.User.Bullets, Xp: res.User.Xp,
		Level: res.User.Level, LevelBasedOnXp: res.User.LevelBasedOnXp,
		Fair: openedFairView{ServerSeedHash: res.Seed.ServerSeedHash, ClientSeed: res.Seed.ClientSeed, Nonce: res.Contract.Nonce}})
	return nil
}

// contractPlayedView is a contract's answer: the contract, the balances and
// level after, and the seed it was rolled with.
type contractPlayedView struct {
	Contract       contractView   `json:"contract"`
	Balance        Money          `json:"balance"`
	Bullets        int64          `json:"bullets"`
	Xp             int64          `json:"xp"`
	Level          int            `json:"level"`
	LevelBasedOnXp int            `json:"level_based_on_xp"`
	Fair           openedFairView `json:"fair"`
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
