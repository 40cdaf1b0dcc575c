package rest

// specialOffersDoc is GET /user/special_offers' answer.
type specialOffersDoc struct {
	DepositBonusBps int64 `json:"deposit_bonus_bps"` // the bonus waiting for the next top-up; 0 for none
	// LevelUp is the next level whose reward may be claimed; null for none.
	LevelUp       *levelUpOfferDoc `json:"level_up"`
	ExtraLevels   []int            `json:"extra_levels"`
	DailyBonus    bool             `json:"daily_bonus"`
	DailyCrystals int              `json:"daily_crystals"`
	Tasks         int              `json:"tasks"`
	RewardCases   int              `json:"reward_cases"`
	Count         int              `json:"count"` // how many offers in all (the header's dot)
}

func init() {
	tagDescriptions["offers"] = "What the viewer may take now: a deposit bonus, level rewards, the daily bonus, daily crystals, tasks, reward cases (docs/tasks.md)."
	describe("offers", map[string]opDoc{
		"GET /user/special_offers": {
			Summary: "The viewer's offers now and how many there are.",
			Data:    specialOffersDoc{},
		},
	})
}

// levelUpOfferDoc is the next level whose reward may be claimed.
type levelUpOfferDoc struct {
	Level int `json:"level"`
}
