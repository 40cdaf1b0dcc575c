package rest

import (
	"encoding/json"
	"net/http"
	"time"

	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/ledger"
)

// The viewer's statement of every balance change (spec 7 "GET /user/history/...").

func (h *Handler) ledgerRoutes() []endpoint {
	return []endpoint{
		{"GET", "/user/history/transactions", h.transactions, 0},
	}
}

type transactionView struct {
	ID           int             `json:"id"`
	Currency     string          `json:"currency"`
	Delta        json.RawMessage `json:"delta"`
	BalanceAfter json.RawMessage `json:"balance_after"`
	Reason       string          `json:"reason"`
	Ref          string          `json:"ref"`
	CreatedAt    time.Time       `json:"created_at"`
}

func (h *Handler) transactions(w http.ResponseWriter, r *http.Request, p *params) error {
	page, limit, err := p.paging(ledger.HistoryPageSize)
	if err != nil {
		return err
	}
	cur, err := ledger.ParseCurrency(p.str("currency"))
	if err != nil {
		return err
	}
	rows, total, err := h.Ledger.History(r.Context(), actor.From(r.Context()), cur, page, limit)
	if err != nil {
		return err
	}
	out := make([]transactionView, len(rows))
	for i, e := range rows {
		out[i] = transactionView{ID: e.ID, Currency: string(e.Currency), Reason: e.Reason, Ref: e.Ref, CreatedAt: e.CreatedAt,
			Delta:        json.RawMessage(ledger.Format(e.Currency, e.Delta)),
			BalanceAfter: json.RawMessage(ledger.Format(e.Currency, e.BalanceAfter))}
	}
	ok(w, out, pageMeta(total, page, limit))
	return nil
}
