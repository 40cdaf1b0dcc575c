package gabenstore

import (
	"context"
	"slices"

	"github.com/casefront/casefront/ent/cashbackrate"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
)

// Games are the games an operator may give a cashback rate: the paid plays
// whose stake is the player's own money or items. The free plays (reward
// cases, the daily bonus), a won case opened and the skin changer (no stake
// of its own) are left out, so cashback is never earned twice on one stake.
var Games = []string{"case_open", "battle", "upgrade", "contract", "warehouse"}

// MaxRateBps bounds a rate: at most 10% of the stake comes back as event
// balance, so an operator's typo cannot turn the store into a money printer.
const MaxRateBps = 1000

// Rate is one game's cashback rate as the operator sees it.
type Rate struct {
	Game       string
	Bps        int  // what a play earns now
	DefaultBps int  // what it earns without an operator's row
	Set        bool // an operator's row replaces the default
}

func operatorOnly(a *actor.Actor) error {
	if !a.SignedIn() {
		return apperr.NoAuth
	}
	if !a.IsStaff() {
		return apperr.Forbidden.Msg("only operators see cashback rates")
	}
	return nil
}

// adminOnly guards a change of rate: it moves what every play pays out, so
// a moderator may read the rates but only an admin may change them.
func adminOnly(a *actor.Actor) error {
	if !a.SignedIn() {
		return apperr.NoAuth
	}
	if !a.HasRole("admin") {
		return apperr.Forbidden.Msg("only admins set cashback rates")
	}
	return nil
}

// Rates lists every game's rate (staff only; query cashbackRates,
// `casefront cashback list`).
func (s *Service) Rates(ctx context.Context, a *actor.Actor) ([]Rate, error) {
	if err := operatorOnly(a); err != nil {
		return nil, err
	}
	rows, err := s.DB.CashbackRate.Query().All(ctx)
	if err != nil {
		return nil, err
	}
	set := map[string]int{}
	for _, r := range rows {
		set[r.Game] = r.Bps
	}
	out := make([]Rate, len(Games))
	for i, g := range Games {
		out[i] = Rate{Game: g, Bps: DefaultRates[g], DefaultBps: DefaultRates[g]}
		if bps, ok := set[g]; ok {
			out[i].Bps, out[i].Set = bps, true
		}
	}
	return out, nil
}

// SetRate sets game's rate to bps, or back to its default when bps is nil
// (admins only; mutation setCashbackRate, `casefront cashback set|reset`).
// It applies to the plays that start after it; a play's cashback is the
// rate its transaction read.
func (s *Service) SetRate(ctx context.Context, a *actor.Actor, game string, bps *int) (Rate, error) {
	if err := adminOnly(a); err != nil {
		return Rate{}, err
	}
	if !slices.Contains(Games, game) {
		return Rate{}, apperr.Validation.Msg("game must be one of %v", Games).With("field", "game")
	}
	if bps == nil {
		if _, err := s.DB.CashbackRate.Delete().Where(cashbackrate.Game(game)).Exec(ctx); err != nil {
			return Rate{}, err
		}
		return Rate{Game: game, Bps: DefaultRates[game], DefaultBps: DefaultRates[game]}, nil
	}
	if *bps < 0 || *bps > MaxRateBps {
		return Rate{}, apperr.Validation.Msg("bps must be between 0 and %d", MaxRateBps).With("field", "bps")
	}
	err := s.DB.CashbackRate.Create().SetGame(game).SetBps(*bps).
		OnConflictColumns(cashbackrate.FieldGame).UpdateBps().Exec(ctx)
	if err != nil {
		return Rate{}, err
	}
	return Rate{Game: game, Bps: *bps, DefaultBps: DefaultRates[game], Set: true}, nil
}
