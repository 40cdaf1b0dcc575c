package cases

import (
	"context"
	"fmt"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/caseprogress"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/levels"
	"github.com/casefront/casefront/server/store"
)

// The dota family: the player's opens of a case since its last rare (a drop
// of the case's top tier) are counted as misses. Each open is rolled on the
// case's table with the top tier's weights multiplied by DotaPercent(misses)
// percent (100 + DotaGrowthPercent per miss, at most DotaMaxPercent) and the
// other weights by 100 percent (roll descriptor dota:MISSES). A rare sets
// the misses to 0, any other drop adds one. The misses are a CaseProgress
// row of kind dota, changed under the player's lock by a conditional update
// on its version.

// DotaState is the player's misses on one dota case and the rare chances
// they give.
type DotaState struct {
	Misses     int
	TopTier    item.Rarity
	RareChance Fraction // of the next open
	// NextChances are the chances of the next opens if none of them is a
	// rare, up to the first at the cap (included); the first is RareChance.
	NextChances   []Fraction
	GrowthPercent int
	MaxPercent    int
}

// dotaChance is the top tier's chance on t after misses.
func dotaChance(t table, misses int) (Fraction, error) {
	shaped, err := Shape(t, DotaRoll(misses))
	if err != nil {
		return Fraction{}, err
	}
	return tierChance(shaped, TopTier(t)), nil
}

func dotaStateOf(t table, misses int) (DotaState, error) {
	st := DotaState{Misses: misses, TopTier: TopTier(t), GrowthPercent: DotaGrowthPercent, MaxPercent: DotaMaxPercent}
	for m := misses; ; m++ {
		c, err := dotaChance(t, m)
		if err != nil {
			return DotaState{}, err
		}
		st.NextChances = append(st.NextChances, c)
		if DotaPercent(m) >= DotaMaxPercent {
			break
		}
	}
	st.RareChance = st.NextChances[0]
	return st, nil
}

// DotaOpened is a dota open and the misses after it.
type DotaOpened struct {
	*Opened
	Dota DotaState
}

// Dota is the actor's misses on a dota case and its rare chances (GET
// /case/dota, /case/dota/rare_chances). A visitor who is not signed in sees
// those of a new player, 0 misses.
func (s *Service) Dota(ctx context.Context, a *actor.Actor, id int, alias string) (DotaState, error) {
	cs, t, err := s.progressCase(ctx, id, alias, lootcase.FamilyDota)
	if err != nil {
		return DotaState{}, err
	}
	var userID int
	if a.SignedIn() {
		userID = a.UserID
	}
	misses, err := readProgress(ctx, s.DB, userID, cs.ID, caseprogress.KindDota)
	if err != nil {
		return DotaState{}, err
	}
	return dotaStateOf(t, misses)
}

// OpenDota opens r.Count (1..MaxCount) cases of a dota case, one after the
// other on the misses (POST /case/dota/open).
func (s *Service) OpenDota(ctx context.Context, a *actor.Actor, r ProgressOpenRequest) (*DotaOpened, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	cs, err := FindCase(ctx, s.DB, r.CaseID, r.CaseAlias)
	if err != nil {
		return nil, err
	}
	now := s.now()
	if err := familyRefusal(a, cs, lootcase.FamilyDota, r.Count, nil, now); err != nil {
		return nil, err
	}
	full, err := s.table(ctx, cs)
	if err != nil {
		return nil, err
	}
	top := TopTier(full)

	out := &DotaOpened{Opened: &Opened{Case: cs, Cost: cs.Price * money.Cents(r.Count), Currency: ledger.Money}}
	out.Amount = int64(out.Cost)
	err = store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		out.Drops = nil // a retried transaction starts again
		u, err := store.LockUser(ctx, tx, a.UserID)
		if err != nil {
			return apperr.NoAuth.Msg("unknown user")
		}
		if err := actor.CanPlayRow(u, now); err != nil {
			return err
		}
		if err := familyRefusal(a, cs, lootcase.FamilyDota, r.Count, &u.Balance, now); err != nil {
			return err
		}
		row, err := progressRow(ctx, tx, u.ID, cs.ID, caseprogress.KindDota, true)
		if err != nil {
			return err
		}
		if err := progressChanged(r.ExpectedProgress, row.Count); err != nil {
			return err
		}
		if u, err = levels.Grant(ctx, tx, u, out.Cost); err != nil {
			return err
		}
		seed, err := fair.Active(ctx, tx, u.ID)
		if err != nil {
			return err
		}
		if _, err := ledger.Apply(ctx, tx, ledger.Change{
			UserID: u.ID, Currency: ledger.Money, Delta: -int64(out.Cost),
			Reason: "case_open", Ref: fmt.Sprintf("case:%d", cs.ID),
			IdemKey: fmt.Sprintf("dota_open:%d:%d:%d", u.ID, seed.ID, seed.Nonce), Row: u,
		}); err != nil {
			return err
		}
		// Each open is rolled on the misses the previous one left.
		misses := row.Count
		for range r.Count {
			roll := DotaRoll(misses)
			t, err := Shape(full, roll)
			if err != nil {
				return err
			}
			ds, err := s.draw(ctx, tx, u.ID, cs, t, roll, seed, 1, now, r.Fast)
			if err != nil {
				return err
			}
			out.Drops = append(out.Drops, ds...)
			if ds[0].Edges.Item.Rarity == top {
				misses = 0
			} else {
				misses++
			}
		}
		if err := setProgress(ctx, tx, row, misses, now); err != nil {
			return err
		}
		if out.Dota, err = dotaStateOf(full, misses); err != nil {
			return err
		}
		out.User, out.Seed = u, seed
		return nil
	})
	if err != nil {
		return nil, err
	}
	s.announce(ctx, out.Opened)
	return out, nil
}
