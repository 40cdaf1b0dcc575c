package rest

import (
	"github.com/casefront/casefront/server/payments"

	"net/http"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/customizations"
	"github.com/casefront/casefront/server/ratelimit"
	"github.com/casefront/casefront/server/users"
)

// Players: the viewer, public profiles and the viewer's settings (spec 7 "Auth and user").

func (h *Handler) usersRoutes() []endpoint {
	return []endpoint{
		{"GET", "/user/me", h.me, 0},
		{"GET", "/user", h.user, 0},
		{"POST", ratelimit.SetCountry.Name, h.setCountry, ratelimit.SetCountry.PerMinute},
		{"POST", ratelimit.SetLang.Name, h.setLang, ratelimit.SetLang.PerMinute},
		{"POST", ratelimit.SaveTradeURL.Name, h.saveTradeURL, ratelimit.SaveTradeURL.PerMinute},
		{"GET", "/countries", h.countries, 0},
		{"GET", "/blacklisted/list", h.selfBanOptions, 0},
		{"POST", ratelimit.SelfBan.Name, h.selfBan, ratelimit.SelfBan.PerMinute},
	}
}

type userView struct {
	ID                   int                      `json:"id"`
	Nickname             string                   `json:"nickname"`
	Avatar               string                   `json:"avatar"`
	Level                int                      `json:"level"`
	LevelBasedOnXP       int                      `json:"level_based_on_xp"`
	CanLevelUp           bool                     `json:"can_level_up"`
	XP                   int64                    `json:"xp"`
	IsCreator            bool                     `json:"is_creator"`
	Country              string                   `json:"country"`
	AccountLevelHidden   bool                     `json:"account_level_hidden"`
	ProfilePrivate       bool                     `json:"profile_private"`
	ProfileCustomization profileCustomizationView `json:"profile_customization"`
	Balance              *Money                   `json:"balance,omitempty"`
	Crystals             *int64                   `json:"crystals,omitempty"`
	Bullets              *int64                   `json:"bullets,omitempty"`
	Candies              *int64                   `json:"candies,omitempty"`
	EventShopBalance     *balance                 `json:"event_shop_balance,omitempty"`
	TradeofferURL        *string                  `json:"tradeoffer_url,omitempty"`
	TopupsCount          *int                     `json:"topups_count,omitempty"`
	TopupsSum            *Money                   `json:"topups_sum,omitempty"`
	TopupsSumLastExtra   *Money                   `json:"topups_sum_last_extra_reward,omitempty"`
	Lang                 string                   `json:"lang,omitempty"`
	IPCountry            string                   `json:"ip_country,omitempty"`
	IsBlacklistedSelf    bool                     `json:"is_blacklisted_selfban"`
	SelfBanUntil         *time.Time               `json:"ban_until,omitempty"`
	Restrictions         []string                 `json:"restrictions,omitempty"`
	// NeedSkillGamingVote: a withdrawal waits for the skill-gaming quiz
	// (owner only, /user/me).
	NeedSkillGamingVote *bool `json:"need_skill_gaming_vote,omitempty"`
	// EmailStatus: none, pending, confirmed or unsubscribed (server/socials;
	// the viewer only).
	EmailStatus string `json:"email_status,omitempty"`
	// Top-ups (owner only, /user/me).
	ActivePromocode *activePromoView `json:"active_promocode,omitempty"`
	UnsecuredMin    *Money           `json:"unsecured_balance_topup_min_amount,omitempty"`
	Analytics       []trackedView    `json:"analytics,omitempty"`
}

type activePromoView struct {
	Code    string `json:"code"`
	Percent int64  `json:"percent"`
}

type balance struct {
	Balance int64 `json:"balance"`
}

// userOf encodes what users.ViewOf lets the viewer see.
func userOf(a *actor.Actor, u *ent.User, now time.Time) userView {
	p := users.ViewAt(a, u, now)
	v := userView{ID: u.ID, Nickname: u.Nickname, Avatar: u.Avatar, XP: p.XP, Level: p.Level,
		LevelBasedOnXP: p.LevelBasedOnXP, CanLevelUp: p.CanLevelUp,
		IsCreator: u.IsCreator, Country: u.Country, AccountLevelHidden: u.AccountLevelHidden,
		ProfilePrivate: u.ProfilePrivate, ProfileCustomization: profileCustomizationOf(customizations.ProfileOf(u))}
	if !p.Owner {
		return v
	}
	bal, ts := Money(*p.Balance), Money(*p.TopupsSum)
	v.Balance, v.TopupsSum = &bal, &ts
	last := Money(u.TopupsSumLastExtraReward)
	v.TopupsSumLastExtra = &last
	v.Crystals, v.Bullets, v.Candies = p.Crystals, p.Bullets, p.Candies
	v.EventShopBalance = &balance{Balance: *p.EventBalance}
	v.TradeofferURL, v.TopupsCount = p.TradeofferURL, p.TopupsCount
	v.Lang, v.IPCountry = *p.Lang, *p.IPCountry
	v.IsBlacklistedSelf, v.SelfBanUntil = p.SelfBanUntil != nil, p.SelfBanUntil
	v.Restrictions = p.Restrictions
	return v
}

func (h *Handler) me(w http.ResponseWriter, r *http.Request, _ *params) error {
	a := actor.From(r.Context())
	u, err := h.Users.Me(r.Context(), a)
	if err != nil {
		return err
	}
	v := userOf(a, u, time.Now())
	// The deposit side of the profile: the percent code waiting for the next
	// deposit (Refill +N%), the smallest top-up, and the last day's
	// successful top-ups for analytics (the client sends each once).
	bonus, err := h.Promo.Bonus(r.Context(), u.ID)
	if err != nil {
		return err
	}
	if bonus != nil {
		v.ActivePromocode = &activePromoView{Code: bonus.Code, Percent: bonus.PercentBps / 100}
	}
	need, err := h.Quiz.Required(r.Context(), u)
	if err != nil {
		return err
	}
	v.NeedSkillGamingVote = &need
	if v.EmailStatus, err = h.Socials.EmailStatus(r.Context(), u.ID); err != nil {
		return err
	}
	minTopup := Money(payments.MinTopup)
	v.UnsecuredMin = &minTopup
	tracked, err := h.Payments.RecentTracked(r.Context(), u.ID)
	if err != nil {
		return err
	}
	v.Analytics = []trackedView{}
	for _, t := range tracked {
		v.Analytics = append(v.Analytics, trackedOf(t))
	}
	return h.okAnalytics(w, r, v)
}

func (h *Handler) user(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := p.int("id", 0)
	if err != nil {
		return err
	}
	u, err := h.Users.Get(r.Context(), id)
	if err != nil {
		return err
	}
	ok(w, userOf(actor.From(r.Context()), u, time.Now()))
	return nil
}

// setting applies one settings change and answers the updated own profile.
func (h *Handler) setting(w http.ResponseWriter, r *http.Request, apply func(a *actor.Actor) (*ent.User, error)) error {
	a := actor.From(r.Context())
	u, err := apply(a)
	if err != nil {
		return err
	}
	ok(w, userOf(a, u, time.Now()))
	return nil
}

func (h *Handler) setCountry(w http.ResponseWriter, r *http.Request, p *params) error {
	return h.setting(w, r, func(a *actor.Actor) (*ent.User, error) {
		return h.Users.SetCountry(r.Context(), a, p.str("country_code"))
	})
}

func (h *Handler) setLang(w http.ResponseWriter, r *http.Request, p *params) error {
	return h.setting(w, r, func(a *actor.Actor) (*ent.User, error) {
		return h.Users.SetLang(r.Context(), a, p.str("lang"))
	})
}

func (h *Handler) saveTradeURL(w http.ResponseWriter, r *http.Request, p *params) error {
	return h.setting(w, r, func(a *actor.Actor) (*ent.User, error) {
		return h.Users.SaveTradeURL(r.Context(), a, p.str("tradeoffer"))
	})
}

func (h *Handler) selfBan(w http.ResponseWriter, r *http.Request, p *params) error {
	days, err := p.int("days", 0)
	if err != nil {
		return err
	}
	return h.setting(w, r, func(a *actor.Actor) (*ent.User, error) {
		return h.Users.SelfBan(r.Context(), a, days)
	})
}

func (h *Handler) selfBanOptions(w http.ResponseWriter, _ *http.Request, _ *params) error {
	ok(w, selfBanOptionsView{Days: users.SelfBanDays})
	return nil
}

// selfBanOptionsView are the periods, in days, a player may ban themself for.
type selfBanOptionsView struct {
	Days []int `json:"days"`
}

// countries are labelled in the locale parameter's language, else the player's.
func (h *Handler) countries(w http.ResponseWriter, r *http.Request, p *params) error {
	list, err := h.Users.CountriesFor(r.Context(), actor.From(r.Context()), p.str("locale"))
	if err != nil {
		return err
	}
	ok(w, list)
	return nil
}
