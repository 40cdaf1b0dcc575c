package cases

import (
	"context"
	"fmt"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/caseprogress"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/store"
)

// The gacha family: a meter counts the player's opens of a case since its
// last top-tier drop (the highest rarity of the case's contents). An open
// made when the meter stands at GachaPity-1 is rolled on the top tier alone
// (roll descriptor gacha:pity), so the top tier comes at the latest on the
// GachaPity-th open; any other open is an ordinary roll of the case. A
// top-tier drop sets the meter to 0, any other drop adds one. The meter can
// be traded for GachaResetCrystalsPerStep crystals per step, which sets it
// to 0. The meter is a CaseProgress row of kind gacha, changed under the
// player's lock by a conditional update on its version.

// GachaState is the player's meter on one gacha case.
type GachaState struct {
	Progress       int
	Pity           int
	GuaranteedNext bool // the next open is rolled on the top tier alone
	TopTier        item.Rarity
	TopTierChance  Fraction // on an ordinary open, from the full table
}

func gachaStateOf(t table, progress int) GachaState {
	top := TopTier(t)
	return GachaState{Progress: progress, Pity: GachaPity, GuaranteedNext: progress >= GachaPity-1,
		TopTier: top, TopTierChance: tierChance(t, top)}
}

// GachaOpened is a gacha open and the meter after it.
type GachaOpened struct {
	*Opened
	Gacha GachaState
}

// GachaResetRequest names the case whose meter is reset.
type GachaResetRequest struct {
	CaseID    int
	CaseAlias string
	// ExpectedProgress, when set, is the meter the player saw.
	ExpectedProgress *int
}

// GachaReset is a reset: the meter after it (0), the crystals it paid and
// the player's row with them.
type GachaReset struct {
	Gacha    GachaState
	Crystals int64
	User     *ent.User
}

// Gacha is the actor's meter on a gacha case (GET /case/gacha). A visitor
// who is not signed in sees the meter of a new player, 0.
func (s *Service) Gacha(ctx context.Context, a *actor.Actor, id int, alias string) (GachaState, error) {
	cs, t, err := s.progressCase(ctx, id, alias, lootcase.FamilyGacha)
	if err != nil {
		return GachaState{}, err
	}
	var userID int
	if a.SignedIn() {
		userID = a.UserID
	}
	progress, err := readProgress(ctx, s.DB, userID, cs.ID, caseprogress.KindGacha)
	if err != nil {
		return GachaState{}, err
	}
	return gachaStateOf(t, progress), nil
}

// OpenGacha opens r.Count (1..MaxCount) cases of a gacha case, one after
// the other on the meter (POST /case/gacha/open).
func (s *Service) OpenGacha(ctx context.Context, a *actor.Actor, r ProgressOpenRequest) (*GachaOpened, error) {
	opened, full, progress, err := s.openOnProgress(ctx, a, r, lootcase.FamilyGacha, caseprogress.KindGacha,
		func(full table, progress int) (table, string, error) {
			if progress < GachaPity-1 {
				return full, "", nil
			}
			t, err := Shape(full, GachaPityRoll)
			return t, GachaPityRoll, err
		})
	if err != nil {
		return nil, err
	}
	return &GachaOpened{Opened: opened, Gacha: gachaStateOf(full, progress)}, nil
}

// ResetGacha trades the actor's meter on a gacha case for crystals and sets
// it to 0 (POST /case/gacha/reset). A meter at 0 has nothing to trade.
func (s *Service) ResetGacha(ctx context.Context, a *actor.Actor, r GachaResetRequest) (*GachaReset, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	cs, err := s.findCase(ctx, r.CaseID, r.CaseAlias)
	if err != nil {
		return nil, err
	}
	now := s.Now()
	if err := familyRefusal(a, cs, lootcase.FamilyGacha, 1, nil, now); err != nil {
		return nil, err
	}
	full, err := s.table(ctx, cs)
	if err != nil {
		return nil, err
	}
	out := &GachaReset{}
	err = store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		u, err := store.LockUser(ctx, tx, a.UserID)
		if err != nil {
			return apperr.NoAuth.Msg("unknown user")
		}
		if err := actor.CanPlayRow(u, now); err != nil {
			return err
		}
		row, err := progressRow(ctx, tx, u.ID, cs.ID, caseprogress.KindGacha, false)
		if err != nil {
			return err
		}
		have := 0
		if row != nil {
			have = row.Count
		}
		if err := progressChanged(r.ExpectedProgress, have); err != nil {
			return err
		}
		if have == 0 {
			return apperr.Validation.Msg("the meter is at 0: nothing to reset").With("reason", "no_progress")
		}
		out.Crystals = int64(have) * GachaResetCrystalsPerStep
		// The row's version names this meter's state: a reset is paid once.
		if _, err := ledger.Apply(ctx, tx, ledger.Change{At: now,
			UserID: u.ID, Currency: ledger.Crystals, Delta: out.Crystals,
			Reason: "gacha_reset", Ref: fmt.Sprintf("case:%d", cs.ID),
			IdemKey: fmt.Sprintf("gacha_reset:%d:%d", row.ID, row.Version), Row: u,
		}); err != nil {
			return err
		}
		if err := setProgress(ctx, tx, row, 0, now); err != nil {
			return err
		}
		out.User = u
		out.Gacha = gachaStateOf(full, 0)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}
