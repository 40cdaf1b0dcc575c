package users

import (
	"context"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/user"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/store"
)

// Languages are the site's language codes (spec 1).
var Languages = []string{"en", "br", "cn", "de", "tr", "pl", "jp", "kr", "ru", "es", "fr"}

// SelfBanDays are the periods a player may ban themself for.
var SelfBanDays = []int{1, 7, 30, 90, 180, 365}

// tradeURL is a Steam trade offer link: partner account id and access token.
var tradeURL = regexp.MustCompile(`^https://steamcommunity\.com/tradeoffer/new/\?partner=(\d{1,10})&token=([A-Za-z0-9_-]{8})$`)

// SetCountry stores the player's country (upper-case ISO code).
func SetCountry(ctx context.Context, c *ent.Client, a *actor.Actor, code string) (*ent.User, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	code = strings.ToUpper(strings.TrimSpace(code))
	if !ValidCountry(code) {
		return nil, apperr.Validation.Msg("country_code must be a two-letter country code").With("field", "country_code")
	}
	return c.User.UpdateOneID(a.UserID).SetCountry(code).Save(ctx)
}

// SetLang stores the player's language.
func SetLang(ctx context.Context, c *ent.Client, a *actor.Actor, lang string) (*ent.User, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	lang = strings.ToLower(strings.TrimSpace(lang))
	if !slices.Contains(Languages, lang) {
		return nil, apperr.Validation.Msg("lang must be one of %s", strings.Join(Languages, ", ")).With("field", "lang")
	}
	return c.User.UpdateOneID(a.UserID).SetLang(lang).Save(ctx)
}

// Why a trade link is refused, in the refusal's "reason" field, so the
// client can say what is wrong without validating the link itself.
const (
	TradeURLFormat         = "format"           // not a Steam trade offer link with partner and token
	TradeURLNotYourAccount = "not_your_account" // the partner id is another Steam account's
)

// SaveTradeURL stores the Steam trade offer link withdrawals are sent to.
// The partner id must belong to the signed-in Steam account, so winnings
// cannot be pointed at someone else's inventory.
func SaveTradeURL(ctx context.Context, c *ent.Client, a *actor.Actor, raw string) (*ent.User, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	raw = strings.TrimSpace(raw)
	m := tradeURL.FindStringSubmatch(raw)
	if m == nil {
		return nil, apperr.Validation.Msg("tradeoffer must be a Steam trade offer link (https://steamcommunity.com/tradeoffer/new/?partner=...&token=...)").
			With("field", "tradeoffer").With("reason", TradeURLFormat)
	}
	u, err := c.User.Get(ctx, a.UserID)
	if err != nil {
		return nil, err
	}
	if !u.IsDemo && accountID(u.SteamID) != m[1] {
		return nil, apperr.Validation.Msg("this trade link belongs to another Steam account").
			With("field", "tradeoffer").With("reason", TradeURLNotYourAccount)
	}
	return u.Update().SetTradeofferURL(raw).Save(ctx)
}

// TradeURLProblem says what is wrong with raw as u's trade link: "" (it is
// u's own), TradeURLFormat or TradeURLNotYourAccount. Withdrawals check the
// saved link again, as it was checked when saved.
func TradeURLProblem(u *ent.User, raw string) string {
	m := tradeURL.FindStringSubmatch(raw)
	switch {
	case m == nil:
		return TradeURLFormat
	case !u.IsDemo && accountID(u.SteamID) != m[1]:
		return TradeURLNotYourAccount
	}
	return ""
}

// accountID is the 32-bit account number of a SteamID64, as trade links carry it.
func accountID(steamID64 string) string {
	var id uint64
	for _, r := range steamID64 {
		if r < '0' || r > '9' {
			return ""
		}
		id = id*10 + uint64(r-'0')
	}
	return strconv.FormatUint(id&0xFFFFFFFF, 10)
}

// SelfBan blocks the player from playing for days. A ban can be extended but
// never shortened: that is its point.
func SelfBan(ctx context.Context, c *ent.Client, a *actor.Actor, days int, now time.Time) (*ent.User, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	userID := a.UserID
	if !slices.Contains(SelfBanDays, days) {
		return nil, apperr.Validation.Msg("days must be one of %v", SelfBanDays).With("field", "days")
	}
	until := now.Add(time.Duration(days) * 24 * time.Hour).UTC().Truncate(time.Second)
	n, err := c.User.Update().
		Where(user.ID(userID), user.Or(user.SelfBanUntilIsNil(), user.SelfBanUntilLT(until))).
		SetSelfBanUntil(until).Save(ctx)
	if err != nil {
		return nil, err
	}
	u, err := c.User.Get(ctx, userID)
	if err == nil && n == 0 && u.SelfBanUntil != nil && u.SelfBanUntil.After(until) {
		return u, apperr.Validation.Msg("the account is already banned for longer").With("ban_until", u.SelfBanUntil.UTC().Format(time.RFC3339))
	}
	return u, err
}

// SetPrivacy sets the actor's privacy settings (spec 6): profilePrivate
// hides their inventory and history from others, accountLevelHidden their
// level (users.HiddenFrom, ViewAt); nil leaves a setting as it is.
func SetPrivacy(ctx context.Context, c *ent.Client, a *actor.Actor, profilePrivate, accountLevelHidden *bool) (*ent.User, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	upd := c.User.UpdateOneID(a.UserID).SetNillableProfilePrivate(profilePrivate).SetNillableAccountLevelHidden(accountLevelHidden)
	if err := upd.Exec(ctx); err != nil {
		return nil, err
	}
	return store.UserByID(ctx, c, a.UserID)
}

// NoteIPCountry remembers the country a proxy reported for the player's last sign-in.
func NoteIPCountry(ctx context.Context, c *ent.Client, userID int, code string) error {
	code = strings.ToUpper(code)
	if !ValidCountry(code) {
		return nil
	}
	return c.User.Update().Where(user.ID(userID), user.IPCountryNEQ(code)).SetIPCountry(code).Exec(ctx)
}
