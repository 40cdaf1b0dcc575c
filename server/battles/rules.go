package battles

import (
	"slices"
	"time"

	"github.com/casefront/casefront/ent/battle"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/play"
)

// The constants battles play by (docs/battles.md).
const (
	// Feature is the restriction that closes battles to a player (spec 6).
	Feature = "case_battle"
	// MaxRounds is the most cases one battle may hold (one round each).
	MaxRounds = 20
	// IntroSeconds is the countdown between the start and the first
	// round; RoundSeconds is each round's spin. Round r (1-based) is shown
	// at started_at + IntroSeconds + RoundSeconds·(r-1), and the battle
	// settles at started_at + delay, when the last spin has ended:
	// delay = RoundSeconds·rounds + IntroSeconds (spec 9).
	IntroSeconds = 6
	RoundSeconds = 10
	// RematchWindow is how long a rematch offer stays open (spec 9: 60,000 ms).
	RematchWindow = 60 * time.Second
	// OpenFor is how long a battle waits for players before it is canceled
	// and every seat refunded.
	OpenFor = 30 * time.Minute
	// TopWindow is how far back the top tab and the top bar look.
	TopWindow = 24 * time.Hour
	// DefaultPage and MaxPage size the battle lists.
	DefaultPage = 20
	MaxPage     = 50
	// PresetsUpTo and MinPresets: presets fill the active list up to
	// PresetsUpTo entries, and at least MinPresets are shown (spec 9).
	PresetsUpTo = 4
	MinPresets  = 2
)

// PlayersCounts are the battle sizes on offer; a 2x2 battle has four.
var PlayersCounts = []int{2, 3, 4}

// Delay is a battle's length in seconds for rounds cases: 10 × cases + 6.
func Delay(rounds int) int { return RoundSeconds*rounds + IntroSeconds }

// revealOffset is when round (1-based) is shown, in seconds after the start.
func revealOffset(round int) int { return IntroSeconds + RoundSeconds*(round-1) }

// sideOf is the team of a seat: itself in a normal battle, seat / 2 in a
// 2x2 (side 0: seats 0 and 1, side 1: seats 2 and 3).
func sideOf(t battle.Type, seat int) int {
	if t == battle.Type2x2 {
		return seat / 2
	}
	return seat
}

// sides is how many teams play.
func sides(t battle.Type, players int) int {
	if t == battle.Type2x2 {
		return 2
	}
	return players
}

// Refusal is why the actor may not play battles now (nil when they may):
// anonymous, self-banned, restricted accounts and the case_battle
// restriction. Leaving a battle and declining a rematch are always allowed
// to a signed-in player (they give money back or write nothing of value).
func Refusal(a *actor.Actor, now time.Time) error {
	return play.Refusal(a, now, rule)
}

// rule: battles are closed by the case_battle restriction.
var rule = play.Feature(Feature)

// CreateRequest is the create payload (spec 5): players_count, cases,
// privacy, type, paymode, choosing_winner, side (2x2) and delay.
type CreateRequest struct {
	PlayersCount int
	// CaseIDs are the rounds' cases in order; a case may repeat.
	CaseIDs        []int
	Privacy        string // public (default) or private
	Type           string // normal (default) or 2x2
	Paymode        string // each (default) or creator
	ChoosingWinner string // highest (default) or lowest
	// Side is the creator's team in a 2x2 battle (0 or 1).
	Side int
	// Delay, when given (non-zero), must be Delay(len(CaseIDs)).
	Delay int
	// ClientSeed is mixed into the rolls for the creator's seat; empty uses
	// the creator's account client seed.
	ClientSeed string
}

type config struct {
	typ     battle.Type
	privacy battle.Privacy
	paymode battle.Paymode
	winner  battle.ChoosingWinner
}

func enumOf[T ~string](v string, def T, valid func(T) error, field string, values string) (T, error) {
	if v == "" {
		return def, nil
	}
	t := T(v)
	if valid(t) != nil {
		return "", apperr.Validation.Msg("%s must be %s", field, values).With("field", field)
	}
	return t, nil
}

func (r *CreateRequest) validate() (config, error) {
	var c config
	var err error
	if c.typ, err = enumOf(r.Type, battle.TypeNormal, battle.TypeValidator, "type", "normal or 2x2"); err != nil {
		return c, err
	}
	if c.privacy, err = enumOf(r.Privacy, battle.PrivacyPublic, battle.PrivacyValidator, "privacy", "public or private"); err != nil {
		return c, err
	}
	if c.paymode, err = enumOf(r.Paymode, battle.PaymodeEach, battle.PaymodeValidator, "paymode", "each or creator"); err != nil {
		return c, err
	}
	if c.winner, err = enumOf(r.ChoosingWinner, battle.ChoosingWinnerHighest, battle.ChoosingWinnerValidator, "choosing_winner", "highest or lowest"); err != nil {
		return c, err
	}
	if !slices.Contains(PlayersCounts, r.PlayersCount) {
		return c, apperr.Validation.Msg("players_count must be 2, 3 or 4").With("field", "players_count")
	}
	if c.typ == battle.Type2x2 && r.PlayersCount != 4 {
		return c, apperr.Validation.Msg("a 2x2 battle has 4 players").With("field", "players_count")
	}
	switch {
	case c.typ == battle.Type2x2 && r.Side != 0 && r.Side != 1:
		return c, apperr.Validation.Msg("side must be 0 or 1").With("field", "side")
	case c.typ != battle.Type2x2 && r.Side != 0:
		return c, apperr.Validation.Msg("side is for 2x2 battles").With("field", "side")
	}
	if len(r.CaseIDs) == 0 {
		return c, apperr.Validation.Msg("a battle needs at least one case").With("field", "cases")
	}
	if len(r.CaseIDs) > MaxRounds {
		return c, apperr.Validation.Msg("a battle holds at most %d cases", MaxRounds).With("field", "cases").
			With("reason", "too_many_cases").With("max", MaxRounds)
	}
	for _, id := range r.CaseIDs {
		if id <= 0 {
			return c, apperr.Validation.Msg("cases must be case ids").With("field", "cases")
		}
	}
	if r.Delay != 0 && r.Delay != Delay(len(r.CaseIDs)) {
		return c, apperr.Validation.Msg("delay must be 10 × cases + 6 = %d", Delay(len(r.CaseIDs))).With("field", "delay")
	}
	if r.ClientSeed != "" {
		if err := fair.ValidClientSeed(r.ClientSeed); err != nil {
			return c, err
		}
	}
	return c, nil
}

// creatorSeat is where the creator sits: seat 0, or the first seat of the
// chosen side in a 2x2.
func creatorSeat(t battle.Type, side int) int {
	if t == battle.Type2x2 {
		return side * 2
	}
	return 0
}
