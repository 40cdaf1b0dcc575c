package rest

import (
	"net/http"
	"net/url"
)

// Site events (spec 7 GET site_events; server/siteevents): what the whole
// site runs now, and the seasonal theme that follows.

func (h *Handler) siteEventsRoutes() []endpoint {
	return []endpoint{{"GET", "/site_events", h.siteEvents, 0}}
}

func init() {
	// Everyone is answered the same.
	publicReads["/site_events"] = func(url.Values) (string, bool) { return "", true }
}

func (h *Handler) siteEvents(w http.ResponseWriter, r *http.Request, _ *params) error {
	st, err := h.SiteEvents.Current(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{"data": st.Events, "theme": st.Theme})
	return nil
}
