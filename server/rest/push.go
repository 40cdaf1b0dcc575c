package rest

import (
	"net/http"

	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/push"
	"github.com/casefront/casefront/server/ratelimit"
)

// Web Push (spec 7 /user/web_push_create_subscriber; server/push): the
// spec's subscribe call, and our own for the switches and a test push.

func (h *Handler) pushRoutes() []endpoint {
	return []endpoint{
		{"POST", ratelimit.PushSubscribe.Name, h.pushSubscribe, ratelimit.PushSubscribe.PerMinute},
		{"POST", ratelimit.PushUnsubscribe.Name, h.pushUnsubscribe, ratelimit.PushUnsubscribe.PerMinute},
		{"GET", "/user/push_settings", h.pushSettings, 0},
		{"POST", ratelimit.PushSetKind.Name, h.pushSetKind, ratelimit.PushSetKind.PerMinute},
		{"POST", ratelimit.PushTest.Name, h.pushTest, ratelimit.PushTest.PerMinute},
	}
}

// pushKindView is one kind's switch.
type pushKindView struct {
	Kind    string `json:"kind"`
	Enabled bool   `json:"enabled"`
}

// pushSettingsView is the viewer's push settings with the key to subscribe with.
type pushSettingsView struct {
	VAPIDPublicKey string         `json:"vapid_public_key"`
	Devices        int            `json:"devices"`
	Kinds          []pushKindView `json:"kinds"`
}

func (h *Handler) pushView(s *push.Settings) pushSettingsView {
	v := pushSettingsView{VAPIDPublicKey: h.Push.PublicKey(), Devices: s.Devices, Kinds: make([]pushKindView, len(push.Kinds))}
	for i, k := range push.Kinds {
		v.Kinds[i] = pushKindView{Kind: k, Enabled: s.Enabled[k]}
	}
	return v
}

func (h *Handler) pushAnswer(w http.ResponseWriter, s *push.Settings, err error) error {
	if err != nil {
		return err
	}
	ok(w, h.pushView(s))
	return nil
}

func (h *Handler) pushSubscribe(w http.ResponseWriter, r *http.Request, p *params) error {
	ctx := r.Context()
	s, err := h.Push.Subscribe(ctx, actor.From(ctx), push.Subscription{
		Endpoint: p.str("endpoint"), P256dh: p.str("key_p256dh"), Auth: p.str("key_auth")})
	return h.pushAnswer(w, s, err)
}

func (h *Handler) pushUnsubscribe(w http.ResponseWriter, r *http.Request, p *params) error {
	ctx := r.Context()
	s, err := h.Push.Unsubscribe(ctx, actor.From(ctx), p.str("endpoint"))
	return h.pushAnswer(w, s, err)
}

func (h *Handler) pushSettings(w http.ResponseWriter, r *http.Request, _ *params) error {
	ctx := r.Context()
	s, err := h.Push.Settings(ctx, actor.From(ctx))
	return h.pushAnswer(w, s, err)
}

func (h *Handler) pushSetKind(w http.ResponseWriter, r *http.Request, p *params) error {
	ctx := r.Context()
	s, err := h.Push.SetKind(ctx, actor.From(ctx), p.str("kind"), p.bool("enabled"))
	return h.pushAnswer(w, s, err)
}

func (h *Handler) pushTest(w http.ResponseWriter, r *http.Request, _ *params) error {
	ctx := r.Context()
	n, err := h.Push.SendTest(ctx, actor.From(ctx))
	if err != nil {
		return err
	}
	ok(w, pushTestDoc{Sent: n})
	return nil
}
