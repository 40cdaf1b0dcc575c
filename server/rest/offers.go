package rest

import (
	"net/http"

	"github.com/casefront/casefront/server/actor"
)

// GET /user/special_offers (spec 7; server/offers says what it answers).

func (h *Handler) offersRoutes() []endpoint {
	return []endpoint{{"GET", "/user/special_offers", h.specialOffers, 0}}
}

func (h *Handler) specialOffers(w http.ResponseWriter, r *http.Request, _ *params) error {
	ctx := r.Context()
	o, err := h.Offers.For(ctx, actor.From(ctx))
	if err != nil {
		return err
	}
	var levelUp any
	if o.LevelUp > 0 {
		levelUp = map[string]any{"level": o.LevelUp}
	}
	ok(w, map[string]any{"deposit_bonus_bps": o.DepositBonusBps, "level_up": levelUp,
		"extra_levels": o.ExtraLevels, "daily_bonus": o.DailyBonus, "daily_crystals": o.DailyCrystals,
		"tasks": o.Tasks, "reward_cases": o.RewardCases, "count": o.Count()})
	return nil
}
