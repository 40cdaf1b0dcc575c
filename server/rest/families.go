package rest

import (
	"net/http"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/ratelimit"
)

// The case families paid like a normal case (stack, range, bullet, candy)
// and the won case: each opening answers like POST /case/open (opened).

func (h *Handler) familiesRoutes() []endpoint {
	return []endpoint{
		{"POST", ratelimit.StackOpen.Name, h.openStack, ratelimit.StackOpen.PerMinute},
		{"POST", ratelimit.RangeOpen.Name, h.openRange, ratelimit.RangeOpen.PerMinute},
		{"GET", "/case/range/quote", h.rangeQuote, 0},
		{"POST", ratelimit.BulletOpen.Name, h.openBullet, ratelimit.BulletOpen.PerMinute},
		{"POST", ratelimit.CandyOpen.Name, h.openCandy, ratelimit.CandyOpen.PerMinute},
		{"POST", ratelimit.WonCaseOpen.Name, h.openWonCase, ratelimit.WonCaseOpen.PerMinute},
	}
}

// currencyOf names a balance in answers: money, bullets, candies, or free
// for what is granted rather than bought.
func currencyOf(c ledger.Currency) string {
	if c == "" {
		return "free"
	}
	return string(c)
}

// caseCurrency is the balance a case is paid from and its price in that
// balance's unit (cents, bullets, candies; 0 when free).
func caseCurrency(cs *ent.LootCase) (string, int64) {
	cur, paid := cases.Currency(cs.Family)
	if !paid {
		return currencyOf(""), 0
	}
	return currencyOf(cur), int64(cs.Price)
}

// caseRef reads the case a request names: id (or case_id) or alias.
func caseRef(p *params) (int, string, error) {
	id, err := p.int("id", 0)
	if err != nil {
		return 0, "", err
	}
	if id == 0 {
		if id, err = p.int("case_id", 0); err != nil {
			return 0, "", err
		}
	}
	return id, p.str("alias"), nil
}

// openStack: {id|alias, size, fast}.
func (h *Handler) openStack(w http.ResponseWriter, r *http.Request, p *params) error {
	id, alias, err := caseRef(p)
	if err != nil {
		return err
	}
	size, err := p.int("size", 0)
	if err != nil {
		return err
	}
	res, err := h.Cases.OpenStack(r.Context(), actor.From(r.Context()), cases.StackRequest{CaseID: id, CaseAlias: alias, Size: size, Fast: p.bool("fast")})
	if err != nil {
		return err
	}
	return h.opened(r.Context(), w, res)
}

// rangeParams reads {id|alias, min, max}, min and max in dollars like any
// amount; max is required.
func rangeParams(p *params) (cases.RangeRequest, error) {
	id, alias, err := caseRef(p)
	if err != nil {
		return cases.RangeRequest{}, err
	}
	if !p.has("max") {
		return cases.RangeRequest{}, apperr.Validation.Msg("max is required").With("field", "max")
	}
	min, err := p.money("min")
	if err != nil {
		return cases.RangeRequest{}, err
	}
	max, err := p.money("max")
	if err != nil {
		return cases.RangeRequest{}, err
	}
	return cases.RangeRequest{CaseID: id, CaseAlias: alias, Min: min, Max: max, Fast: p.bool("fast")}, nil
}

// openRange: {id|alias, min, max, fast}.
func (h *Handler) openRange(w http.ResponseWriter, r *http.Request, p *params) error {
	req, err := rangeParams(p)
	if err != nil {
		return err
	}
	res, err := h.Cases.OpenRange(r.Context(), actor.From(r.Context()), req)
	if err != nil {
		return err
	}
	return h.opened(r.Context(), w, res)
}

// rangeQuote: the price and odds of a range before opening it.
func (h *Handler) rangeQuote(w http.ResponseWriter, r *http.Request, p *params) error {
	req, err := rangeParams(p)
	if err != nil {
		return err
	}
	q, err := h.Cases.QuoteRange(r.Context(), req.CaseID, req.CaseAlias, req.Min, req.Max)
	if err != nil {
		return err
	}
	ok(w, rangeQuoteView{Min: Money(q.Min), Max: Money(q.Max), Price: Money(q.Price), Items: q.Items,
		Chance: chanceView{Numerator: q.Kept, Denominator: q.Total, Percent: q.Percent()}})
	return nil
}

// rangeQuoteView is a range's price and the chance an ordinary open lands
// in it; items is how many of the case's entries it keeps.
type rangeQuoteView struct {
	Min    Money      `json:"min"`
	Max    Money      `json:"max"`
	Price  Money      `json:"price"`
	Items  int        `json:"items"`
	Chance chanceView `json:"chance"`
}

func (h *Handler) openBullet(w http.ResponseWriter, r *http.Request, p *params) error {
	return h.openWith(w, r, p, h.Cases.OpenBullet)
}

func (h *Handler) openCandy(w http.ResponseWriter, r *http.Request, p *params) error {
	return h.openWith(w, r, p, h.Cases.OpenCandy)
}

// openWonCase: {id, fast}, id being the drop of the container.
func (h *Handler) openWonCase(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := p.int("id", 0)
	if err != nil {
		return err
	}
	res, err := h.Cases.OpenWonCase(r.Context(), actor.From(r.Context()), cases.WonCaseRequest{DropID: id, Fast: p.bool("fast")})
	if err != nil {
		return err
	}
	return h.opened(r.Context(), w, res)
}
