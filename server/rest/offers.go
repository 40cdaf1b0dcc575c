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
	var levelUp *levelUpOfferDoc
	if o.LevelUp > 0 {
		levelUp = &levelUpOfferDoc{Level: o.LevelUp}
	}
	ok(w, specialOffersDoc{DepositBonusBps: o.DepositBonusBps, LevelUp: levelUp,
		ExtraLevels: o.ExtraLevels, DailyBonus: o.DailyBonus, DailyCrystals: o.DailyCrystals,
		Tasks: o.Tasks, RewardCases: o.RewardCases, Count: o.Count()})
	return nil
}
