package rest

import (
	"context"

	"go.uber.org/zap"

	"net/http"
	"strings"

	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/ratelimit"
	"github.com/casefront/casefront/server/tracking"
)

// Tracking (spec 7 /go{path}, /clickids/add/, /rate; server/tracking).

func (h *Handler) trackingRoutes() []endpoint {
	return []endpoint{
		{"GET", "/go/{path...}", h.pageView, ratelimit.PageView.PerMinute},
		{"GET", ratelimit.ClickID.Name, h.clickIDAdd, ratelimit.ClickID.PerMinute},
		{"POST", ratelimit.Rate.Name, h.rate, ratelimit.Rate.PerMinute},
	}
}

// pageView counts a client navigation (GET /go{path}) and answers 204 at
// once: the count is a map update, written later in bulk.
func (h *Handler) pageView(w http.ResponseWriter, r *http.Request, _ *params) error {
	path, err := tracking.CleanPath("/" + r.PathValue("path"))
	if err != nil {
		return err
	}
	if h.Tracking != nil && h.Tracking.Views != nil {
		h.Tracking.Views.Count(path)
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

type clickView struct {
	Source string `json:"source"`
}

// clickIDAdd keeps a campaign click id {source, id} a day in the visitor's
// cookie; a signed-in caller's is bound to them at once.
func (h *Handler) clickIDAdd(w http.ResponseWriter, r *http.Request, p *params) error {
	ctx := r.Context()
	source := p.str("source")
	token, err := h.Tracking.AddClick(ctx, source, p.str("id"))
	if err != nil {
		return err
	}
	http.SetCookie(w, &http.Cookie{Name: tracking.ClickCookie, Value: token, Path: "/", MaxAge: int(tracking.ClickTTL.Seconds()),
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: strings.HasPrefix(h.Cfg.BaseURL, "https://")})
	ok(w, clickView{Source: source})
	return nil
}

// rate records the viewer's rating {stars, comment} (POST /rate).
func (h *Handler) rate(w http.ResponseWriter, r *http.Request, p *params) error {
	ctx := r.Context()
	stars, err := p.int("stars", 0)
	if err != nil {
		return err
	}
	res, err := h.Tracking.Rate(ctx, actor.From(ctx), stars, p.str("comment"))
	if err != nil {
		return err
	}
	ok(w, res)
	return nil
}

// bindClick binds the campaign click id of the request's cookie to the
// player starting a deposit; a failure is logged, never the deposit's.
func (h *Handler) bindClick(ctx context.Context, userID int) {
	if err := h.Tracking.BindClick(ctx, userID); err != nil {
		h.Log.Warn("click id not bound", zap.Int("user", userID), zap.Error(err))
	}
}

// okAnalytics answers {data: v, analytics: {...}}: the viewer's pending
// analytics events beside the data, each handed out once (spec 7).
func (h *Handler) okAnalytics(w http.ResponseWriter, r *http.Request, v any) error {
	b, err := h.Tracking.Take(r.Context(), actor.From(r.Context()))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{"data": v, "analytics": analyticsOf(b)})
	return nil
}

// analyticsView is the spec's analytics arrays, one per network.
type analyticsView struct {
	GA4      []analyticsEntryView `json:"ga4"`
	FBQ      []analyticsEntryView `json:"fbq"`
	Snap     []analyticsEntryView `json:"snap"`
	Outbrain []analyticsEntryView `json:"outbrain"`
	Taboola  []analyticsEntryView `json:"taboola"`
	MGID     []analyticsEntryView `json:"mgid"`
	Bing     []analyticsEntryView `json:"bing"`
}

type analyticsEntryView struct {
	Event  string            `json:"event"`
	Params trackedParamsView `json:"params"`
}

// trackedParamsView is a tracked event's data; a deposit's is the tracked
// payment event (amount in dollars, serial_number the n-th deposit).
type trackedParamsView struct {
	TransactionID string `json:"transaction_id,omitempty"`
	Method        string `json:"method,omitempty"`
	Amount        *Money `json:"amount,omitempty"`
	Currency      string `json:"currency,omitempty"`
	UserID        int    `json:"user_id"`
	SerialNumber  int    `json:"serial_number,omitempty"`
}

func analyticsOf(b *tracking.Batch) analyticsView {
	list := func(es []tracking.Entry) []analyticsEntryView {
		out := make([]analyticsEntryView, len(es))
		for i, e := range es {
			p := e.Params
			v := trackedParamsView{TransactionID: p.TransactionID, Method: p.Method, Currency: p.Currency, UserID: p.UserID, SerialNumber: p.SerialNumber}
			if p.Amount > 0 {
				m := Money(p.Amount)
				v.Amount = &m
			}
			out[i] = analyticsEntryView{Event: e.Event, Params: v}
		}
		return out
	}
	return analyticsView{list(b.GA4), list(b.FBQ), list(b.Snap), list(b.Outbrain), list(b.Taboola), list(b.MGID), list(b.Bing)}
}
