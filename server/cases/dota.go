package cases

import (
	"context"

	"github.com/casefront/casefront/ent/caseprogress"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/server/actor"
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
	opened, full, misses, err := s.openOnProgress(ctx, a, r, lootcase.FamilyDota, caseprogress.KindDota,
		func(full table, misses int) (table, string, error) {
			roll := DotaRoll(misses)
			t, err := Shape(full, roll)
			return t, roll, err
		})
	if err != nil {
		return nil, err
	}
	state, err := dotaStateOf(full, misses)
	if err != nil {
		return nil, err
	}
	return &DotaOpened{Opened: opened, Dota: state}, nil
}
