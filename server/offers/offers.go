// Package offers is what the player may take now (spec 7 GET
// /user/special_offers): the spec names the call and not its answer, so it
// answers from the data that exists, one count or flag per offer the
// profile and the header point at: a deposit bonus waiting for the next
// top-up (a percent promo code activated), the next level reward to claim,
// the extra level rewards whose conditions are met, the daily bonus open
// today, the daily crystal rewards to receive, the completed tasks to claim
// and the reward cases to open. Each is its domain's own rule, read through
// its service.
package offers

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/rewardcase"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/dailybonus"
	"github.com/casefront/casefront/server/dailycrystal"
	"github.com/casefront/casefront/server/levels"
	"github.com/casefront/casefront/server/promo"
	"github.com/casefront/casefront/server/tasks"
)

// Service reads the offers from the domains.
type Service struct {
	DB           *ent.Client
	Levels       *levels.Service
	Daily        *dailybonus.Service
	DailyCrystal *dailycrystal.Service
	Tasks        *tasks.Service
}

// Offers are the player's offers now.
type Offers struct {
	// DepositBonusBps is the bonus of the percent code waiting for the next
	// top-up, in basis points; 0 for none.
	DepositBonusBps int64
	// LevelUp is the next level whose reward may be claimed; 0 for none.
	LevelUp int
	// ExtraLevels are the extra level rewards claimable now, ascending.
	ExtraLevels []int
	// DailyBonus: the daily bonus may be opened now.
	DailyBonus bool
	// DailyCrystals counts the daily crystal rewards to receive today.
	DailyCrystals int
	// Tasks counts the completed tasks waiting for a claim.
	Tasks int
	// RewardCases counts the reward cases granted and not opened.
	RewardCases int
}

// Count is how many offers there are (the header's dot).
func (o *Offers) Count() int {
	n := len(o.ExtraLevels) + o.DailyCrystals + o.Tasks + o.RewardCases
	for _, b := range []bool{o.DepositBonusBps > 0, o.LevelUp > 0, o.DailyBonus} {
		if b {
			n++
		}
	}
	return n
}

// For answers the actor's offers (GET /user/special_offers, query
// specialOffers).
func (s *Service) For(ctx context.Context, a *actor.Actor) (*Offers, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	u, err := s.DB.User.Get(ctx, a.UserID)
	if err != nil {
		return nil, apperr.NoAuth.Msg("unknown user")
	}
	o := &Offers{ExtraLevels: []int{}}
	if u.Level < u.LevelBasedOnXp {
		o.LevelUp = u.Level + 1
	}
	if b, err := promo.Bonus(ctx, s.DB, u.ID); err != nil {
		return nil, err
	} else if b != nil {
		o.DepositBonusBps = b.PercentBps
	}
	p, err := s.Levels.Progress(ctx, a)
	if err != nil {
		return nil, err
	}
	for _, e := range p.Extra {
		if e.Claimable {
			o.ExtraLevels = append(o.ExtraLevels, e.Level)
		}
	}
	if st, err := s.Daily.State(ctx, a); err == nil {
		o.DailyBonus = st.Available
	} else if _, known := apperr.As(err); !known { // no daily bonus case: no offer
		return nil, err
	}
	if o.DailyCrystals, err = s.DailyCrystal.Available(ctx, a); err != nil {
		return nil, err
	}
	if o.Tasks, err = s.Tasks.Claimable(ctx, a); err != nil {
		return nil, err
	}
	if o.RewardCases, err = s.DB.RewardCase.Query().Where(rewardcase.UserID(u.ID),
		rewardcase.StateEQ(rewardcase.StateAvailable)).Count(ctx); err != nil {
		return nil, err
	}
	return o, nil
}
