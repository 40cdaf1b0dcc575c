package rest

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/payments"
	"github.com/casefront/casefront/server/ratelimit"
)

// Top-ups: the pay page's methods, payment creation, skin-deposit checks and
// the gateways' webhooks.

func (h *Handler) paymentsRoutes() []endpoint {
	return []endpoint{
		{"GET", "/payments-page/grouped-list", h.paymentGroups, 0},
		{"POST", "/payments-page/by-codename", h.paymentMethod, 0},
		{"POST", "/payments-page/search", h.paymentSearch, 0},
		{"POST", "/payments-page/{gate}/createPayment", h.createPayment, ratelimit.Payment.PerMinute},
		{"GET", "/payments/{reference}", h.paymentStatus, 0},
		{"POST", "/stmboy/verify", h.skinDepositVerify(payments.MethodStmboy), ratelimit.Payment.PerMinute},
		{"POST", "/50skins/verify", h.skinDepositVerify(payments.Method50Skins), ratelimit.Payment.PerMinute},
	}
}

type gateView struct {
	Codename string `json:"codename"`
	Name     string `json:"name"`
	Sandbox  bool   `json:"sandbox"`
	Min      Money  `json:"min_amount"`
	Max      Money  `json:"max_amount"`
}

type methodView struct {
	Codename string     `json:"codename"`
	Name     string     `json:"name"`
	Group    string     `json:"group"`
	Gates    []gateView `json:"gates"`
	Min      Money      `json:"min_amount"`
	Max      Money      `json:"max_amount"`
}

type groupView struct {
	Codename string       `json:"codename"`
	Name     string       `json:"name"`
	Methods  []methodView `json:"methods"`
}

func methodOf(m payments.MethodInfo) methodView {
	v := methodView{Codename: string(m.Codename), Name: m.Name, Group: m.Group, Gates: []gateView{}}
	for i, g := range m.Gates {
		v.Gates = append(v.Gates, gateView{g.Codename, g.Name, g.Sandbox, Money(g.Min), Money(g.Max)})
		if i == 0 {
			v.Min, v.Max = Money(g.Min), Money(g.Max)
		}
	}
	return v
}

func groupsOf(gs []payments.Group) []groupView {
	out := []groupView{}
	for _, g := range gs {
		v := groupView{Codename: g.Codename, Name: g.Name, Methods: []methodView{}}
		for _, m := range g.Methods {
			v.Methods = append(v.Methods, methodOf(m))
		}
		out = append(out, v)
	}
	return out
}

func (h *Handler) paymentGroups(w http.ResponseWriter, r *http.Request, _ *params) error {
	ok(w, groupsOf(h.Payments.Groups))
	return nil
}

func (h *Handler) paymentSearch(w http.ResponseWriter, r *http.Request, p *params) error {
	q := p.str("search_query")
	if err := checkText("search_query", q); err != nil {
		return err
	}
	ok(w, groupsOf(payments.Search(h.Payments.Groups, q)))
	return nil
}

func (h *Handler) paymentMethod(w http.ResponseWriter, r *http.Request, p *params) error {
	m, _, found := payments.Find(h.Payments.Groups, p.str("codename"), "")
	if !found {
		return apperr.NotFound.Msg("no payment method %q", p.str("codename")).With("field", "codename")
	}
	ok(w, methodOf(m))
	return nil
}

type paymentView struct {
	Reference    string        `json:"reference"`
	Method       string        `json:"method"`
	Gate         string        `json:"gate"`
	Status       string        `json:"status"`
	Amount       Money         `json:"amount"`
	PaidAmount   Money         `json:"paid_amount"`
	BonusAmount  Money         `json:"bonus_amount"`
	SerialNumber int           `json:"serial_number"`
	CreatedAt    time.Time     `json:"created_at"`
	Analytics    []trackedView `json:"analytics"`
}

type trackedView struct {
	TransactionID string `json:"transaction_id"`
	Method        string `json:"method"`
	Currency      string `json:"currency"`
	Amount        Money  `json:"amount"`
	UserID        int    `json:"user_id"`
	SerialNumber  int    `json:"serial_number"`
}

func trackedOf(t payments.Tracked) trackedView {
	return trackedView{t.TransactionID, t.Method, t.Currency, Money(t.Amount), t.UserID, t.SerialNumber}
}

func paymentOf(p *ent.Payment) paymentView {
	v := paymentView{Reference: p.Reference, Method: p.Method, Gate: p.Gate, Status: string(p.Status), Amount: Money(p.Amount),
		PaidAmount: Money(p.PaidAmount), BonusAmount: Money(p.BonusAmount), SerialNumber: p.SerialNumber,
		CreatedAt: p.CreatedAt, Analytics: []trackedView{}}
	if t := payments.TrackedOf(p); t != nil {
		v.Analytics = append(v.Analytics, trackedOf(*t))
	}
	return v
}

// createPayment answers {status: "success", data: {redirect, ...}}: the spec
// counts a creation as successful only with that status.
func (h *Handler) createPayment(w http.ResponseWriter, r *http.Request, p *params) error {
	amount, err := dataAmount(p)
	if err != nil {
		return err
	}
	pay, redirect, err := h.Payments.Create(r.Context(), actor.From(r.Context()), payments.CreateInput{
		Method: p.str("method"), Gate: r.PathValue("gate"), Amount: amount})
	if err != nil {
		return err
	}
	h.bindClick(r.Context(), pay.UserID)
	success(w, paymentCreatedView{Redirect: redirect, URL: redirect, Payment: paymentOf(pay)})
	return nil
}

// paymentCreatedView is a created payment and where to send the player to
// pay it (redirect and url are the same address).
type paymentCreatedView struct {
	Redirect string      `json:"redirect"`
	URL      string      `json:"url"`
	Payment  paymentView `json:"payment"`
}

// dataAmount reads the amount from the body's data object ({data: {amount}})
// or, for simple integrations, from the top level.
func dataAmount(p *params) (money.Cents, error) {
	if d, isObj := p.body["data"].(map[string]any); isObj {
		inner := &params{body: d, q: map[string][]string{}}
		if !inner.has("amount") {
			return 0, apperr.Validation.Msg("data.amount is required").With("field", "amount")
		}
		return inner.money("amount")
	}
	if !p.has("amount") {
		return 0, apperr.Validation.Msg("data.amount is required").With("field", "amount")
	}
	return p.money("amount")
}

func (h *Handler) paymentStatus(w http.ResponseWriter, r *http.Request, _ *params) error {
	pay, err := h.Payments.Get(r.Context(), actor.From(r.Context()), r.PathValue("reference"))
	if err != nil {
		return err
	}
	ok(w, paymentOf(pay))
	return nil
}

// skinDepositVerify asks the gateway where a skin deposit stands (the
// player comes back from the skin site) and answers the payment.
func (h *Handler) skinDepositVerify(method payments.Method) func(http.ResponseWriter, *http.Request, *params) error {
	return func(w http.ResponseWriter, r *http.Request, p *params) error {
		ref := p.str("reference")
		if ref == "" {
			return apperr.Validation.Msg("reference is required").With("field", "reference")
		}
		pay, err := h.Payments.VerifySkinDeposit(r.Context(), actor.From(r.Context()), method, ref)
		if err != nil {
			return err
		}
		ok(w, paymentOf(pay))
		return nil
	}
}

// webhook receives a gateway's notification: the raw body is what the
// signature covers, so it is read here, not through params.
func (h *Handler) webhook(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, payments.MaxWebhookBody))
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			h.fail(w, r, apperr.PayloadTooLarge)
			return
		}
		h.fail(w, r, apperr.Validation.Msg("unreadable body"))
		return
	}
	if err := h.Payments.Webhook(r.Context(), r.PathValue("gate"), r.Header, body); err != nil {
		if _, known := apperr.From(err); !known {
			// Transient: answer 503 so the gateway delivers again.
			h.Log.Error("webhook", zap.String("gate", r.PathValue("gate")), zap.Error(err))
			writeJSON(w, http.StatusServiceUnavailable, map[string]any{"error": apperr.Internal.Key, "message": "try again"})
			return
		}
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, json.RawMessage(`{"received":true}`))
}
