package rest

func init() {
	describe(map[string]opDoc{
		"GET /level/user-levels": {
			Summary: "Every level with its XP threshold, reward and the viewer's state (anonymous: no state).",
			Access:  anyone,
		},
		"POST /level/level-up": {
			Summary: "Claims the viewer's next level {level}.",
			Params:  []param{p("level", intMin(0))},
		},
		"POST /level/level-up-extra": {
			Summary: "Claims an extra level reward {level}.",
			Params:  []param{p("level", intMin(0))},
		},
		"GET /level/extra-rewards-deposits": {
			Summary: "The viewer's standing for the extra rewards: referrals, deposits since the last extra reward, each row's progress and the missing levels.",
		},
	})
}
