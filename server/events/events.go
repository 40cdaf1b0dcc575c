// Package events records what happened (a play, a deposit, an item moved, a
// level reached) in the transaction that made it happen, and hands it to the
// subscribers registered at start:
//
//   - in-transaction subscribers (On) run inside the emitter's transaction,
//     for what must be atomic with the event: XP and levels, a partner's
//     share, the promo and daily-bonus reactions to a deposit. Their error
//     rolls the whole transaction back.
//   - durable subscribers (Later) get the event through a transactional
//     outbox: one row per subscriber written with the event, delivered by a
//     job after the commit, for what may lag (notifications, push, audit).
//     A crash between commit and delivery loses nothing; a delivery that
//     committed is never repeated (see Deliver).
//
// A new domain that reacts to plays or payments registers a subscriber; it
// never edits a game's or a payment's transaction.
package events

import (
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/internal/money"
)

// Kind names what happened.
type Kind string

const (
	// Played: a game took a stake (every case family, upgrade, contract,
	// changer; a battle when it settles, once per payer with all they paid
	// for its seats). Staked is its money value, on which XP is earned.
	Played Kind = "played"
	// Deposited: a top-up was credited. Amount is what was paid in cents;
	// PaymentID names the payment.
	Deposited Kind = "deposited"
	// Refunded: a credited top-up was taken back (a refund or a
	// chargeback the gateway reports as refunded). Ref and PaymentID name
	// the payment as its Deposited did; Amount is what was paid.
	Refunded Kind = "refunded"
	// LevelReached: a player's level went up (Level is the new one).
	LevelReached Kind = "level_reached"
	// BattleWon: a player won a case battle as it settled (Ref names it),
	// once per winner.
	BattleWon Kind = "battle_won"
	// WithdrawalSent: a withdrawal reached the player: a skin's trade
	// offer sent, or a crypto payout paid (Ref withdrawal:N).
	WithdrawalSent Kind = "withdrawal_sent"
	// WithdrawalFailed: a withdrawal failed and its value was refunded to
	// the balance (Ref withdrawal:N, State the reason).
	WithdrawalFailed Kind = "withdrawal_failed"
	// BattleStarted: a battle a player sits in started (Ref battle:N), once
	// per seated human.
	BattleStarted Kind = "battle_started"
	// RematchOffered: a player was offered a rematch of a battle they
	// played (Ref rematch:N), once per invited human.
	RematchOffered Kind = "rematch_offered"
	// SupportReplied: staff answered a player's ticket, or set it solved or
	// closed (Ref support_ticket:N, State the ticket's status).
	SupportReplied Kind = "support_replied"
	// EmailSubscribed: a player confirmed their email subscription (the
	// socials' POST /me/email/subscribe confirmation emits it).
	EmailSubscribed Kind = "email_subscribed"
	// ServiceConnected: a player connected a social service (Service:
	// twitter, discord, youtube, telegrambot) through its OAuth flow.
	ServiceConnected Kind = "service_connected"
)

// Event is one thing that happened. Fields a kind does not use stay zero.
type Event struct {
	Kind   Kind      `json:"kind"`
	UserID int       `json:"user_id,omitempty"`
	At     time.Time `json:"at"`
	// Game names the game of a play: case_open, upgrade, contract, changer,
	// battle, daily_bonus, reward_case, ...
	Game string `json:"game,omitempty"`
	// Ref is the record the event is about: "upgrade:12", "payment:REF",
	// "drop:34".
	Ref string `json:"ref,omitempty"`
	// Key names one play uniquely (the play's idempotency key; a
	// settlement's is its record and the payer): what a reaction keys its
	// own ledger rows by, so each play credits once.
	Key string `json:"key,omitempty"`
	// Staked is a play's stake in cents (items at their prices, bullets at
	// their rate, balance); a play paid in bullets or candies stakes 0.
	Staked money.Cents `json:"staked,omitempty"`
	// Amount is a deposit's (or a refunded deposit's) amount paid, in cents.
	Amount money.Cents `json:"amount,omitempty"`
	// PaymentID is the deposited payment.
	PaymentID int `json:"payment_id,omitempty"`
	// Fingerprint is a deposit's paying card as its gateway fingerprints it
	// ("" when it does not): one card, one value, whoever pays with it.
	Fingerprint string `json:"fingerprint,omitempty"`
	// Level is the level reached.
	Level int `json:"level,omitempty"`
	// Count is how many of the game a play played: the cases of one
	// opening (its nonces); 1 for a one-roll game.
	Count int `json:"count,omitempty"`
	// Service is the social service connected.
	Service string `json:"service,omitempty"`
	// State is the state an event's record reached: a ticket's status, a
	// failed withdrawal's reason.
	State string `json:"state,omitempty"`

	// User is the player's row as the emitter locked it in this
	// transaction, nil when it holds none. In-transaction subscribers read
	// it and keep it current (XP and level); it is never serialised.
	User *ent.User `json:"-"`
}
