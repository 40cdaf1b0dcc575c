// Package apperr is the error every domain service returns for anything a
// caller did wrong: an api.* key the client translates, a message for people,
// an HTTP status for REST, and extra fields (e.g. ban_until) for the client.
package apperr

import (
	"errors"
	"fmt"
	"net/http"

	"github.com/casefront/casefront/ent"
)

// Error is a refusal with a stable key.
type Error struct {
	Key     string         // "api.not_enough_money"
	Message string         // English text for logs and integrators
	Status  int            // HTTP status of the REST layer
	Fields  map[string]any // extra response fields, e.g. {"need": "1.00"}
}

func (e *Error) Error() string { return e.Key + ": " + e.Message }

// With returns a copy carrying an extra field.
func (e *Error) With(k string, v any) *Error {
	c := *e
	c.Fields = map[string]any{}
	for kk, vv := range e.Fields {
		c.Fields[kk] = vv
	}
	c.Fields[k] = v
	return &c
}

// Msg returns a copy with another message.
func (e *Error) Msg(format string, args ...any) *Error {
	c := *e
	c.Message = fmt.Sprintf(format, args...)
	return &c
}

func def(key string, status int, msg string) *Error {
	e := &Error{Key: key, Status: status, Message: msg}
	catalogue = append(catalogue, e)
	return e
}

var catalogue []*Error

// Catalogue lists every refusal in declaration order (the client's
// generated key list comes from it).
func Catalogue() []*Error { return append([]*Error(nil), catalogue...) }

// The catalogue of refusals. Keys are part of the API contract.
var (
	NoAuth            = def("api.no_auth", http.StatusUnauthorized, "sign in first")
	Forbidden         = def("api.forbidden", http.StatusForbidden, "not allowed")
	NotFound          = def("api.not_found", http.StatusNotFound, "not found")
	Validation        = def("api.validation", http.StatusUnprocessableEntity, "invalid input")
	NotEnoughMoney    = def("api.not_enough_money", http.StatusPaymentRequired, "not enough money on the balance")
	NotEnoughBullets  = def("api.not_enough_bullets", http.StatusPaymentRequired, "not enough bullets for this case")
	NotEnoughCandies  = def("api.not_enough_candies", http.StatusPaymentRequired, "not enough candies for this case")
	CaseDisabled      = def("api.case_disabled", http.StatusConflict, "this case is not available")
	Restricted        = def("api.restricted", http.StatusForbidden, "this feature is not available for you")
	ItemNotOwned      = def("api.item_not_owned", http.StatusForbidden, "this item is not yours")
	ItemAlreadySold   = def("api.item_already_sold", http.StatusConflict, "this item was already sold or withdrawn")
	SelfBanned        = def("api.self_banned", http.StatusForbidden, "the account is self-banned")
	AccountRestricted = def("api.account_restricted", http.StatusForbidden, "the account is restricted")
	RateLimited       = def("api.rate_limited", http.StatusTooManyRequests, "too many requests")
	SessionInvalid    = def("api.session_invalid", http.StatusBadRequest, "the sign-in session is invalid or expired")
	LoginFailed       = def("api.login_failed", http.StatusUnauthorized, "sign-in could not be verified")
	MethodNotAllowed  = def("api.method_not_allowed", http.StatusMethodNotAllowed, "this method is not allowed here")
	PayloadTooLarge   = def("api.payload_too_large", http.StatusRequestEntityTooLarge, "the request body is too large")
	NoDeposits        = def("api.no_deposits", http.StatusPaymentRequired, "top up first")
	UserHasReferer    = def("api.user_has_referer", http.StatusConflict, "the player is already a referral")
	// IdempotencyConflict: an idempotency key already applied to another
	// account or amount (the same key and amount is not an error: the
	// ledger answers with the first result).
	IdempotencyConflict = def("api.idempotency_conflict", http.StatusConflict, "this operation was already applied with another amount")
	// Promo code cooldowns: the player activated codes of this kind too
	// recently. The code is in the "code" field.
	CodeCooldown           = def("api.code_should_cooldown", http.StatusConflict, "this code was already activated")
	CodeCooldownToday      = def("api.code_should_cooldown_today", http.StatusConflict, "a code of this kind was already activated today")
	CodeCooldownMonth      = def("api.code_should_cooldown_month", http.StatusConflict, "a code of this kind was already activated this month")
	CodeCooldownTwice      = def("api.code_should_cooldown_twice", http.StatusConflict, "codes of this kind were already activated twice this month")
	CodeCooldownTwiceToday = def("api.code_should_cooldown_twice_today", http.StatusConflict, "codes of this kind were already activated twice today")
	PromoUnavailable       = def("api.promo_unavailable", http.StatusConflict, "this code is not valid, expired or used up")
	PaymentUnavailable     = def("api.payment_unavailable", http.StatusBadGateway, "the payment service is not available, try again")
	WebhookInvalid         = def("api.webhook_invalid", http.StatusBadRequest, "the webhook does not verify")
	// Case battles (docs/battles.md).
	BattleFull          = def("api.battle_full", http.StatusConflict, "the battle has no free seat")
	BattleAlreadyJoined = def("api.battle_already_joined", http.StatusConflict, "you already have a seat in this battle")
	BattlePrivate       = def("api.battle_private", http.StatusForbidden, "this battle is private: its key is needed")
	BattleStarted       = def("api.battle_started", http.StatusConflict, "the battle is no longer waiting for players")
	RematchClosed       = def("api.rematch_closed", http.StatusConflict, "this rematch offer is no longer open")
	// Withdrawals and swaps (server/trades).
	TradesBlocked    = def("api.trades_blocked", http.StatusForbidden, "trades are blocked for a while after too many declined or expired offers")
	NoTradeURL       = def("api.no_trade_url", http.StatusConflict, "save your Steam trade link first")
	TradeURLMismatch = def("api.trade_url_mismatch", http.StatusConflict, "the saved trade link belongs to another Steam account")
	OpskinsRetired   = def("api.opskins_retired", http.StatusGone, "OPSkins withdrawals are no longer available")
	WithdrawLimit    = def("api.withdraw_limit", http.StatusConflict, "the daily withdrawal limit is reached")
	ItemTooCheap     = def("api.item_too_cheap", http.StatusConflict, "this item is below the minimum value for a withdrawal")
	WageringRequired = def("api.wagering_required", http.StatusConflict, "bonus money must be played through before a withdrawal")
	InvalidWallet    = def("api.invalid_wallet", http.StatusUnprocessableEntity, "the wallet address is not valid for this currency")
	WithdrawNotOpen  = def("api.withdraw_not_open", http.StatusConflict, "this withdrawal can no longer be changed")
	SwapUnavailable  = def("api.swap_unavailable", http.StatusConflict, "this item cannot be swapped for that one")
	// SupplierUnavailable: the supplier did not answer a call the player
	// waits on (canceling a sent offer); nothing changed, try again.
	SupplierUnavailable = def("api.supplier_unavailable", http.StatusBadGateway, "the skin supplier is not answering, try again")
	// Partner programme (server/partner): a code taken by someone else or
	// not allowed, no code saves left, a partner balance below what a
	// withdrawal asks (or below zero after a clawback), a withdrawal under
	// the minimum.
	PartnerCodeTaken     = def("api.partner_code_taken", http.StatusConflict, "this code is taken")
	PartnerCodeInvalid   = def("api.partner_code_invalid", http.StatusUnprocessableEntity, "this code is not allowed")
	PartnerCodeNoChanges = def("api.partner_code_no_changes", http.StatusConflict, "the code cannot be changed any more")
	PartnerBalanceLow    = def("api.partner_balance_low", http.StatusPaymentRequired, "not enough partner balance")
	WithdrawTooSmall     = def("api.withdraw_too_small", http.StatusUnprocessableEntity, "the amount is below the minimum withdrawal")
	// CommentRateLimiter: the player commented too recently; the wait is
	// in rate_limiting_seconds (server/blog).
	CommentRateLimiter = def("api.comment_rate_limiter", http.StatusTooManyRequests, "wait a little before commenting again")
	// Customizations and the event store (server/customizations, server/gabenstore).
	CustomizationNotOwned = def("api.customization_not_owned", http.StatusForbidden, "you do not own this customization")
	CustomizationOwned    = def("api.customization_owned", http.StatusConflict, "you already own this customization")
	OutOfStock            = def("api.out_of_stock", http.StatusConflict, "this offer is sold out")
	NotEnoughEventBalance = def("api.not_enough_event_balance", http.StatusPaymentRequired, "not enough event balance")
	// The skill-gaming quiz (server/quiz).
	NeedSkillGamingVote = def("api.need_skill_gaming_vote", http.StatusForbidden, "answer the skill-gaming quiz first")
	// Pick'em (server/pickem): a prediction after its match started, a
	// tournament not running now.
	VoteLocked          = def("api.pickem_vote_locked", http.StatusConflict, "this match has started: predictions are locked")
	TournamentNotActive = def("api.pickem_not_ongoing", http.StatusConflict, "this pick'em tournament is not ongoing")
	// The socials (server/socials): a service, the mail server or the SMS
	// gateway is not offered or did not answer; an address, number or
	// account already linked to another player.
	SocialUnavailable = def("api.social_unavailable", http.StatusBadGateway, "this service is not available, try again later")
	SocialTaken       = def("api.social_taken", http.StatusConflict, "this is linked to another account")
	Internal          = def("api.internal", http.StatusInternalServerError, "something went wrong")
)

// As extracts an *Error; anything else becomes Internal (its detail stays in logs).
func As(err error) (*Error, bool) {
	var e *Error
	if errors.As(err, &e) {
		return e, true
	}
	return Internal, false
}

// From classifies any error for a response: domain refusals keep their key,
// Ent's not-found and validation errors become api.not_found and
// api.validation, and anything else is Internal with known=false, which the
// caller logs (its detail never reaches the client).
func From(err error) (e *Error, known bool) {
	switch {
	case errors.As(err, &e):
		return e, true
	case ent.IsNotFound(err):
		return NotFound, true
	case ent.IsValidationError(err):
		return Validation.Msg("%v", err), true
	}
	return Internal, false
}

// KeyOf returns the api.* key of err, or "" when err is not a refusal.
func KeyOf(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Key
	}
	return ""
}
