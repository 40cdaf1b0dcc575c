package rest

import (
	"net/http"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/wins"
)

// Histories of spec 7 ("GET /user/history/... with page"), for the viewer.

type transactionView struct {
	ID           int       `json:"id"`
	Currency     string    `json:"currency"`
	Delta        any       `json:"delta"`
	BalanceAfter any       `json:"balance_after"`
	Reason       string    `json:"reason"`
	Ref          string    `json:"ref"`
	CreatedAt    time.Time `json:"created_at"`
}

func (h *Handler) transactions(w http.ResponseWriter, r *http.Request, p *params) error {
	u, err := h.viewer(r)
	if err != nil {
		return err
	}
	page, err := p.int("page", 1)
	if err != nil {
		return err
	}
	cur, err := ledger.ParseCurrency(p.str("currency"))
	if err != nil {
		return err
	}
	rows, total, err := ledger.History(r.Context(), h.DB, u.ID, cur, page)
	if err != nil {
		return err
	}
	out := make([]transactionView, len(rows))
	for i, e := range rows {
		v := transactionView{ID: e.ID, Currency: string(e.Currency), Delta: e.Delta, BalanceAfter: e.BalanceAfter,
			Reason: e.Reason, Ref: e.Ref, CreatedAt: e.CreatedAt}
		if e.Currency == ledger.Money || e.Currency == ledger.Partner {
			v.Delta, v.BalanceAfter = Money(e.Delta), Money(e.BalanceAfter)
		}
		out[i] = v
	}
	ok(w, out, map[string]any{"total": total, "page": max(page, 1), "per_page": ledger.HistoryPageSize})
	return nil
}

func (h *Handler) opensHistory(w http.ResponseWriter, r *http.Request, p *params) error {
	return h.dropHistory(w, r, p, func(userID, page int) ([]*ent.Drop, int, error) {
		return wins.Page(r.Context(), h.DB, userID, false, page, wins.PageSize)
	})
}

func (h *Handler) salesHistory(w http.ResponseWriter, r *http.Request, p *params) error {
	return h.dropHistory(w, r, p, func(userID, page int) ([]*ent.Drop, int, error) {
		return wins.Sales(r.Context(), h.DB, userID, page)
	})
}

// dropHistory answers one page of the viewer's drops.
func (h *Handler) dropHistory(w http.ResponseWriter, r *http.Request, p *params, list func(userID, page int) ([]*ent.Drop, int, error)) error {
	u, err := h.viewer(r)
	if err != nil {
		return err
	}
	page, err := p.int("page", 1)
	if err != nil {
		return err
	}
	drops, total, err := list(u.ID, page)
	if err != nil {
		return err
	}
	ok(w, h.drops(drops), map[string]any{"total": total, "page": max(page, 1), "per_page": wins.PageSize})
	return nil
}
