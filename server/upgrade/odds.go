// Package upgrade is the upgrade game: a player stakes items (and optionally
// bullets and balance) for a more expensive target item and wins it with a
// chance proportional to the stake, less the house edge.
//
// The rules, as the info panel shows them:
//
//	chance = stake / target × (1 − house edge), in millionths, truncated
//
// A chance under MinChance or over MaxChance is refused (the target is too
// expensive or too cheap for the stake) rather than capped, so the shown
// chance is always the one played. The roll is the player's provably-fair
// roll at (nonce, cursor 0), mapped to a ticket in [0, 1,000,000):
// mode "low" wins when ticket < chance, mode "high" when
// ticket ≥ 1,000,000 − chance. The expected value of a play is the stake
// times (1 − house edge), whatever the mode.
package upgrade

import (
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/play"
)

const (
	// MinChance and MaxChance bound a play (1% and 75%).
	MinChance = 10_000
	MaxChance = 750_000
	// DefaultHouseEdgeBps is the house edge in basis points (5%).
	DefaultHouseEdgeBps = 500
	// MaxItems bounds the items one upgrade stakes.
	MaxItems = 10
)

// Mode is where the win zone sits on the roll.
type Mode string

const (
	Low  Mode = "low"  // tickets [0, chance)
	High Mode = "high" // tickets [play.Scale − chance, play.Scale)
)

// ParseMode accepts "low" and "high"; empty means low.
func ParseMode(s string) (Mode, error) {
	switch Mode(s) {
	case "", Low:
		return Low, nil
	case High:
		return High, nil
	}
	return "", apperr.Validation.Msg("mode must be low or high").With("field", "mode")
}

// RawChance is stake / target × (1 − edge) in millionths, truncated toward
// zero, without the bounds: the figure the dial shows while a stake is built.
func RawChance(stake, target money.Cents, edgeBps int64) int64 {
	if stake <= 0 || target <= 0 {
		return 0
	}
	// stake ≤ 10^11 cents and the factor ≤ 10^8 keep this inside int64.
	return int64(stake) * (10_000 - edgeBps) * (play.Scale / 10_000) / int64(target)
}

// Chance is the chance a play would have, or why it cannot be played.
func Chance(stake, target money.Cents, edgeBps int64) (int64, error) {
	if stake <= 0 {
		return 0, apperr.Validation.Msg("stake something: items, bullets or balance").With("field", "ids")
	}
	if target <= 0 {
		return 0, apperr.Validation.Msg("the target has no price").With("field", "market_hash_name")
	}
	c := RawChance(stake, target, edgeBps)
	if c < MinChance {
		return 0, apperr.Validation.Msg("the chance would be under %s: pick a cheaper target or stake more", percent(MinChance)).
			With("field", "market_hash_name").With("reason", "chance_too_low")
	}
	if c > MaxChance {
		return 0, apperr.Validation.Msg("the chance would be over %s: pick a more expensive target or stake less", percent(MaxChance)).
			With("field", "market_hash_name").With("reason", "chance_too_high")
	}
	return c, nil
}

// Wins reports whether a ticket falls in the win zone of mode.
func Wins(ticket, chance int64, m Mode) bool {
	if m == High {
		return ticket >= play.Scale-chance
	}
	return ticket < chance
}

// Zone is the win zone [From, To) on the ticket line, for the dial and the verifier.
func Zone(chance int64, m Mode) (from, to int64) {
	if m == High {
		return play.Scale - chance, play.Scale
	}
	return 0, chance
}

// TargetBounds are the target prices a stake can be played for: those whose
// chance falls within [MinChance, MaxChance].
func TargetBounds(stake money.Cents, edgeBps int64) (lo, hi money.Cents) {
	if stake <= 0 {
		return 0, 0
	}
	f := int64(stake) * (10_000 - edgeBps) * (play.Scale / 10_000)
	// RawChance(t) = floor(f / t) ≤ MaxChance ⇔ t > f/(MaxChance+1); ≥ MinChance ⇔ t ≤ f/MinChance.
	return money.Cents(f/(MaxChance+1) + 1), money.Cents(f / MinChance)
}

func percent(ppm int64) string {
	return money.Cents(ppm/100).String() + "%"
}
