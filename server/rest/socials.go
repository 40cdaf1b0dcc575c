package rest

import (
	"net/http"
	"net/url"
	"strconv"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/ratelimit"
	"github.com/casefront/casefront/server/socials"
)

// The socials (spec 7 /me/email/subscribe, /me/service/{service}/connect,
// /me/publish-tweet, /phone/*, /socials-reward/*; server/socials).

func (h *Handler) socialsRoutes() []endpoint {
	return []endpoint{
		{"GET", "/me/socials", h.socialsGet, 0},
		{"POST", ratelimit.EmailSubscribe.Name, h.emailSubscribe, ratelimit.EmailSubscribe.PerMinute},
		{"GET", "/me/service/{service}/connect", h.serviceConnect, ratelimit.ServiceConnect.PerMinute},
		{"POST", "/me/service/{service}/disconnect", h.serviceDisconnect, ratelimit.ServiceConnect.PerMinute},
		{"POST", ratelimit.PublishTweet.Name, h.publishTweet, ratelimit.PublishTweet.PerMinute},
		{"POST", ratelimit.PhoneCreate.Name, h.phoneCreate, ratelimit.PhoneCreate.PerMinute},
		{"POST", ratelimit.PhoneCode.Name, h.phoneCode, ratelimit.PhoneCode.PerMinute},
		{"POST", "/socials-reward/{kind}", h.socialReward, ratelimit.SocialReward.PerMinute},
	}
}

// socialsPages are the links a browser follows: the mail's and the
// services' way back.
func (h *Handler) socialsPages() []page {
	return []page{
		{http.MethodGet, "/me/email/confirm", h.emailConfirm},
		{http.MethodGet, "/me/email/unsubscribe", h.emailUnsubscribe},
		{http.MethodPost, "/me/email/unsubscribe", h.emailUnsubscribe},
		{http.MethodGet, "/me/service/{service}/callback", h.serviceCallback},
	}
}

func rfc3339(t *time.Time) *string {
	if t == nil {
		return nil
	}
	s := t.UTC().Format(time.RFC3339)
	return &s
}

func socialsViewOf(v *socials.View) socialsView {
	out := socialsView{
		Email: socialEmailView{Address: v.Email.Address, Status: v.Email.Status, ConfirmedAt: rfc3339(v.Email.ConfirmedAt)},
		Phone: socialPhoneView{Masked: v.Phone.Masked, Status: v.Phone.Status, CodeExpiresAt: rfc3339(v.Phone.CodeExpiresAt),
			ResendAt: rfc3339(v.Phone.ResendAt), AttemptsLeft: v.Phone.AttemptsLeft},
		TweetedAt: rfc3339(v.TweetedAt), NextTweetAt: rfc3339(v.NextTweetAt),
		Services: make([]socialServiceView, len(v.Services)), Rewards: make([]socialRewardView, len(v.Rewards)),
	}
	for i, l := range v.Services {
		out.Services[i] = socialServiceView{Service: l.Service, Available: l.Available, Connected: l.Connected,
			Username: l.Username, ConnectedAt: rfc3339(l.ConnectedAt)}
	}
	for i, r := range v.Rewards {
		out.Rewards[i] = socialRewardOf(r)
	}
	return out
}

func socialRewardOf(r socials.Reward) socialRewardView {
	return socialRewardView{Kind: r.Kind, Crystals: r.Crystals, Available: r.Available, Received: r.Received}
}

func (h *Handler) answerSocials(w http.ResponseWriter, v *socials.View, err error) error {
	if err != nil {
		return err
	}
	ok(w, socialsViewOf(v))
	return nil
}

// socialsGet is the viewer's socials (GET /me/socials).
func (h *Handler) socialsGet(w http.ResponseWriter, r *http.Request, _ *params) error {
	ctx := r.Context()
	v, err := h.Socials.View(ctx, actor.From(ctx))
	return h.answerSocials(w, v, err)
}

// emailSubscribe is POST /me/email/subscribe {email}.
func (h *Handler) emailSubscribe(w http.ResponseWriter, r *http.Request, p *params) error {
	ctx := r.Context()
	v, err := h.Socials.Subscribe(ctx, actor.From(ctx), p.str("email"))
	return h.answerSocials(w, v, err)
}

// serviceConnect is GET /me/service/{service}/connect: the consent page's
// address, which the client sends the browser to.
func (h *Handler) serviceConnect(w http.ResponseWriter, r *http.Request, _ *params) error {
	ctx := r.Context()
	c, err := h.Socials.Connect(ctx, actor.From(ctx), r.PathValue("service"))
	if err != nil {
		return err
	}
	ok(w, serviceConnectView{Service: c.Service, URL: c.URL})
	return nil
}

// serviceDisconnect is POST /me/service/{service}/disconnect.
func (h *Handler) serviceDisconnect(w http.ResponseWriter, r *http.Request, _ *params) error {
	ctx := r.Context()
	v, err := h.Socials.Disconnect(ctx, actor.From(ctx), r.PathValue("service"))
	return h.answerSocials(w, v, err)
}

// publishTweet is POST /me/publish-tweet.
func (h *Handler) publishTweet(w http.ResponseWriter, r *http.Request, _ *params) error {
	ctx := r.Context()
	v, err := h.Socials.PublishTweet(ctx, actor.From(ctx))
	return h.answerSocials(w, v, err)
}

// phoneCreate is POST /phone/create {phone}.
func (h *Handler) phoneCreate(w http.ResponseWriter, r *http.Request, p *params) error {
	ctx := r.Context()
	v, err := h.Socials.CreateCode(ctx, actor.From(ctx), p.str("phone"))
	return h.answerSocials(w, v, err)
}

// phoneCode is POST /phone/code {code}.
func (h *Handler) phoneCode(w http.ResponseWriter, r *http.Request, p *params) error {
	ctx := r.Context()
	v, err := h.Socials.ConfirmCode(ctx, actor.From(ctx), p.str("code"))
	return h.answerSocials(w, v, err)
}

// socialReward is POST /socials-reward/{email|twitter}.
func (h *Handler) socialReward(w http.ResponseWriter, r *http.Request, _ *params) error {
	ctx := r.Context()
	res, err := h.Socials.Claim(ctx, actor.From(ctx), r.PathValue("kind"))
	if err != nil {
		return err
	}
	ok(w, socialRewardClaimedDoc{Reward: socialRewardOf(res.Reward), Socials: socialsViewOf(res.Socials), Crystals: res.User.Crystals})
	return nil
}

// profileSocials is where the browser lands after a link: the profile's
// socials section, told what happened.
func profileSocials(outcome, service string) string {
	q := "socials=" + url.QueryEscape(outcome) // first, as the client's links read
	if service != "" {
		q += "&service=" + url.QueryEscape(service)
	}
	return "/user/me?" + q + "#socials"
}

// emailConfirm follows a mailed link (GET /me/email/confirm?token=).
func (h *Handler) emailConfirm(w http.ResponseWriter, r *http.Request) {
	out, err := h.Socials.Confirm(r.Context(), r.URL.Query().Get("token"))
	if err != nil {
		h.Log.Error("email confirmation failed", zap.Error(err))
		out = socials.EmailInvalid
	}
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Referrer-Policy", "no-referrer") // the token stays here
	http.Redirect(w, r, profileSocials(string(out), ""), http.StatusFound)
}

// emailUnsubscribe follows a mail's unsubscribe link (GET), or a mail
// client's one-click unsubscribe (POST, RFC 8058).
func (h *Handler) emailUnsubscribe(w http.ResponseWriter, r *http.Request) {
	id, _ := strconv.Atoi(r.URL.Query().Get("id"))
	err := h.Socials.Unsubscribe(r.Context(), id, r.URL.Query().Get("sig"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if r.Method == http.MethodPost {
		w.WriteHeader(http.StatusOK)
		return
	}
	http.Redirect(w, r, profileSocials("email_unsubscribed", ""), http.StatusFound)
}

// serviceCallback is where a service sends the browser back
// (GET /me/service/{service}/callback?code=&state= or ?error=).
func (h *Handler) serviceCallback(w http.ResponseWriter, r *http.Request) {
	q, svc := r.URL.Query(), r.PathValue("service")
	out, err := h.Socials.Callback(r.Context(), svc, q.Get("state"), q.Get("code"), q.Get("error"))
	if err != nil {
		h.Log.Error("social connect callback failed", zap.Error(err))
		out = socials.Unavailable
	}
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Referrer-Policy", "no-referrer")
	http.Redirect(w, r, profileSocials(string(out), svc), http.StatusFound)
}
