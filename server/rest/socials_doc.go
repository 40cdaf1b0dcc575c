package rest

import (
	"github.com/casefront/casefront/server/apperr"
)

// The socials' answers (the handlers answer these types).
type (
	socialsView struct {
		Email       socialEmailView     `json:"email"`
		Phone       socialPhoneView     `json:"phone"`
		Services    []socialServiceView `json:"services"` // twitter, discord, youtube, telegrambot
		Rewards     []socialRewardView  `json:"rewards"`  // email, twitter
		TweetedAt   *string             `json:"tweeted_at"`
		NextTweetAt *string             `json:"next_tweet_at"` // RFC 3339; null: a tweet may be published now
	}
	socialEmailView struct {
		Address     *string `json:"address"`
		Status      string  `json:"status"` // none, pending, confirmed, unsubscribed
		ConfirmedAt *string `json:"confirmed_at"`
	}
	socialPhoneView struct {
		Masked        *string `json:"masked"`
		Status        string  `json:"status"` // none, code_sent, confirmed
		CodeExpiresAt *string `json:"code_expires_at"`
		ResendAt      *string `json:"resend_at"`
		AttemptsLeft  int     `json:"attempts_left"`
	}
	socialServiceView struct {
		Service     string  `json:"service"`
		Available   bool    `json:"available"`
		Connected   bool    `json:"connected"`
		Username    *string `json:"username"`
		ConnectedAt *string `json:"connected_at"`
	}
	socialRewardView struct {
		Kind      string `json:"kind"`
		Crystals  int64  `json:"crystals"`
		Available bool   `json:"available"`
		Received  bool   `json:"received"`
	}
	serviceConnectView struct {
		Service string `json:"service"`
		URL     string `json:"url"` // the service's consent page
	}
	socialRewardClaimedDoc struct {
		Reward   socialRewardView `json:"reward"`
		Socials  socialsView      `json:"socials"`
		Crystals int64            `json:"crystals"` // the viewer's crystals after it
	}
)

var serviceS = oneOfStr("twitter", "discord", "youtube", "telegrambot")

func init() {
	tagDescriptions["socials"] = "The socials: an email confirmed by a mailed link, social services connected by OAuth 2.0, a phone confirmed by SMS, a tweet, and their rewards (docs/socials.md)."
	refusals := []*apperr.Error{apperr.AccountRestricted, apperr.SelfBanned}
	describe("socials", map[string]opDoc{
		"GET /me/socials": {
			Summary: "The viewer's socials: email, phone, the four services, the tweet and the rewards.",
			Data:    socialsView{},
		},
		"POST /me/email/subscribe": {
			Summary: "Subscribes an email {email}: a confirmation link is mailed (at most one a minute); a new address replaces the old one.",
			Desc:    "Refusals: api.validation (reason email_invalid, email_confirmed), api.social_taken (confirmed by another account), api.rate_limited (retry_after_seconds), api.social_unavailable (no mail server).",
			Params:  []param{req("email", str(254))},
			Example: map[string]any{"email": "player@example.com"},
			Data:    socialsView{},
			Errors:  append([]*apperr.Error{apperr.SocialTaken, apperr.SocialUnavailable}, refusals...),
		},
		"GET /me/service/{service}/connect": {
			Summary:    "Starts connecting a service: answers the service's consent page to send the browser to; it comes back to /me/service/{service}/callback.",
			Desc:       "Refusals: api.validation (reason service_unknown, service_connected), api.social_unavailable (the service is not offered).",
			PathParams: map[string]schema{"service": serviceS},
			Data:       serviceConnectView{},
			Errors:     append([]*apperr.Error{apperr.SocialUnavailable}, refusals...),
		},
		"POST /me/service/{service}/disconnect": {
			Summary:    "Unlinks a connected service; rewards received stay.",
			PathParams: map[string]schema{"service": serviceS},
			Data:       socialsView{},
		},
		"POST /me/publish-tweet": {
			Summary: "Publishes the site's tweet with the viewer's link through the connected twitter account, once a day.",
			Desc:    "Refusals: api.validation (reason twitter_not_connected), api.rate_limited (retry_after_seconds), api.social_unavailable (twitter did not publish).",
			Data:    socialsView{},
			Errors:  append([]*apperr.Error{apperr.SocialUnavailable}, refusals...),
		},
		"POST /phone/create": {
			Summary: "Sends a 6-digit code by SMS to {phone} (E.164), valid 10 minutes; one a minute, five a day.",
			Desc:    "Refusals: api.validation (reason phone_invalid, phone_confirmed), api.social_taken, api.rate_limited (retry_after_seconds; reason daily_limit), api.social_unavailable (no SMS gateway).",
			Params:  []param{req("phone", str(32), "E.164, e.g. +4915112345678; spaces, dashes and brackets are dropped")},
			Example: map[string]any{"phone": "+4915112345678"},
			Data:    socialsView{},
			Errors:  append([]*apperr.Error{apperr.SocialTaken, apperr.SocialUnavailable}, refusals...),
		},
		"POST /phone/code": {
			Summary: "Confirms the phone with the {code} sent; five wrong codes burn it.",
			Desc:    "Refusals: api.validation with reason code_invalid (attempts_left) or code_expired; api.social_taken.",
			Params:  []param{req("code", str(16))},
			Example: map[string]any{"code": "123456"},
			Data:    socialsView{},
			Errors:  append([]*apperr.Error{apperr.SocialTaken}, refusals...),
		},
		"POST /socials-reward/{kind}": {
			Summary:    "Receives the crystals of a socials reward once: email (a confirmed email) or twitter (a published tweet).",
			Desc:       "Refusals are api.validation with a reason: reward_unknown, reward_received, condition_not_met.",
			PathParams: map[string]schema{"kind": oneOfStr("email", "twitter")},
			Data:       socialRewardClaimedDoc{},
			Errors:     refusals,
		},
	})
	describe("pages", map[string]opDoc{
		"GET /me/email/confirm": {
			Summary:   "A mailed confirmation link: confirms the email and redirects to the profile's socials with ?socials=email_confirmed, email_invalid, email_expired or email_taken.",
			Access:    anyone,
			Params:    []param{p("token", str(128))},
			Responses: redirect,
		},
		"GET /me/email/unsubscribe": {
			Summary:   "A mail's unsubscribe link {id, sig}: no more mails; redirects to the profile.",
			Access:    anyone,
			Params:    []param{p("id", idS), p("sig", str(64))},
			Responses: map[string]any{"302": redirect["302"], "404": errorResponse([]string{apperr.NotFound.Key})},
		},
		"POST /me/email/unsubscribe": {
			Summary:   "A mail client's one-click unsubscribe (RFC 8058) with the link's {id, sig} in the query.",
			Access:    anyone,
			Responses: map[string]any{"200": map[string]any{"description": "unsubscribed"}, "404": errorResponse([]string{apperr.NotFound.Key})},
		},
		"GET /me/service/{service}/callback": {
			Summary:    "A service's OAuth 2.0 return {code, state} or {error}: links the account and redirects to the profile's socials with ?socials=connected, denied, expired, taken, unavailable or refused.",
			Access:     anyone,
			PathParams: map[string]schema{"service": serviceS},
			Params:     []param{p("code", str(512)), p("state", str(128)), p("error", str(128))},
			Responses:  redirect,
		},
	})
}
