package rest

import (
	"net/http"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/ratelimit"
)

// The viewer's in-site notifications (the header's bell; server/notifications).

func (h *Handler) notificationsRoutes() []endpoint {
	return []endpoint{
		{"GET", "/user/notifications", h.notificationList, 0},
		{"POST", ratelimit.NotificationsRead.Name, h.notificationRead, ratelimit.NotificationsRead.PerMinute},
	}
}

type notificationView struct {
	ID        int               `json:"id"`
	Kind      string            `json:"kind"`
	Params    map[string]string `json:"params"`
	URL       string            `json:"url"`
	CreatedAt time.Time         `json:"created_at"`
	ReadAt    *time.Time        `json:"read_at"`
}

func notificationViewOf(n *ent.Notification) notificationView {
	params := n.Params
	if params == nil {
		params = map[string]string{}
	}
	return notificationView{ID: n.ID, Kind: n.Kind, Params: params, URL: n.URL, CreatedAt: n.CreatedAt, ReadAt: n.ReadAt}
}

// notificationList is a page of the viewer's notifications, newest first
// (GET /user/notifications).
func (h *Handler) notificationList(w http.ResponseWriter, r *http.Request, p *params) error {
	ctx := r.Context()
	page, limit, err := p.paging(20)
	if err != nil {
		return err
	}
	rows, total, _, err := h.Notifications.Page(ctx, actor.From(ctx), page, limit)
	if err != nil {
		return err
	}
	out := make([]notificationView, len(rows))
	for i, n := range rows {
		out[i] = notificationViewOf(n)
	}
	ok(w, out, pageMeta(total, page, limit))
	return nil
}

// notificationReadView is POST /user/notifications/read's answer.
type notificationReadView struct {
	Unread int `json:"unread"`
}

// notificationRead marks the viewer's notifications {ids} read, or all
// of them {all: true} (POST /user/notifications/read).
func (h *Handler) notificationRead(w http.ResponseWriter, r *http.Request, p *params) error {
	ctx := r.Context()
	ids, err := p.ints("ids")
	if err != nil {
		return err
	}
	unread, err := h.Notifications.MarkRead(ctx, actor.From(ctx), ids, p.bool("all"))
	if err != nil {
		return err
	}
	ok(w, notificationReadView{Unread: unread})
	return nil
}
