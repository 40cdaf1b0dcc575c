package rest

import (
	"net/http"
	"net/url"
	"strconv"

	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/ratelimit"
)

// Operators' notices (server/alerts): the alert bar and modal
// notifications a viewer is shown, a player's dismissals and views.

func (h *Handler) alertsRoutes() []endpoint {
	return []endpoint{
		{"GET", "/notifications", h.notices, 0},
		{"POST", ratelimit.NoticeHide.Name, h.hideNotice, ratelimit.NoticeHide.PerMinute},
		{"POST", ratelimit.ModalView.Name, h.viewModal, ratelimit.ModalView.PerMinute},
	}
}

func init() {
	// A guest's answer depends on the language only.
	publicReads["/notifications"] = func(q url.Values) (string, bool) {
		return url.Values{"locale": {q.Get("locale")}, "lang": {q.Get("lang")}}.Encode(), true
	}
}

func (h *Handler) notices(w http.ResponseWriter, r *http.Request, p *params) error {
	n, err := h.Alerts.For(r.Context(), actor.From(r.Context()), p.lang())
	if err != nil {
		return err
	}
	ok(w, n)
	return nil
}

type hiddenView struct {
	ID     int  `json:"id"`
	Hidden bool `json:"hidden"`
}

type viewedView struct {
	ID       int  `json:"id"`
	Recorded bool `json:"recorded"`
}

func (h *Handler) hideNotice(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := p.int("id", 0)
	if err != nil {
		return err
	}
	if id <= 0 {
		return apperr.Validation.Msg("id is required").With("field", "id")
	}
	if err := h.Alerts.Hide(r.Context(), actor.From(r.Context()), id); err != nil {
		return err
	}
	ok(w, hiddenView{ID: id, Hidden: true})
	return nil
}

func (h *Handler) viewModal(w http.ResponseWriter, r *http.Request, _ *params) error {
	id, err := strconv.Atoi(r.PathValue("id"))
	if err != nil || id <= 0 {
		return apperr.Validation.Msg("id must be a positive integer").With("field", "id")
	}
	recorded, err := h.Alerts.View(r.Context(), actor.From(r.Context()), id)
	if err != nil {
		return err
	}
	ok(w, viewedView{ID: id, Recorded: recorded})
	return nil
}
