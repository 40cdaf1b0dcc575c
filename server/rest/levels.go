package rest

import (
	"net/http"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/levels"
	"github.com/casefront/casefront/server/ratelimit"
)

// Levels and their rewards (spec 7 "/level/*"; server/levels).

func (h *Handler) levelsRoutes() []endpoint {
	return []endpoint{
		{"GET", "/level/user-levels", h.userLevels, 0},
		{"POST", ratelimit.LevelUp.Name, h.levelUp, ratelimit.LevelUp.PerMinute},
		{"POST", ratelimit.LevelUpExtra.Name, h.levelUpExtra, ratelimit.LevelUpExtra.PerMinute},
		{"GET", "/level/extra-rewards-deposits", h.extraRewardsDeposits, 0},
	}
}

type rewardCaseView struct {
	ID    int    `json:"id"`
	Alias string `json:"alias"`
	Name  string `json:"name"`
	Image string `json:"image"`
}

type levelRewardView struct {
	Crystals int64           `json:"crystals"`
	Bullets  int64           `json:"bullets"`
	Balance  Money           `json:"balance"`
	Case     *rewardCaseView `json:"case"`
	// Customization is granted with the level (null: none).
	Customization *customizationView `json:"customization"`
}

type levelView struct {
	Level     int             `json:"level"`
	XP        int64           `json:"xp"`
	Reward    levelRewardView `json:"reward"`
	Reached   bool            `json:"reached"`
	Claimed   bool            `json:"claimed"`
	Claimable bool            `json:"claimable"`
}

func (h *Handler) rewardCaseView(cs *ent.LootCase) *rewardCaseView {
	if cs == nil {
		return nil
	}
	return &rewardCaseView{ID: cs.ID, Alias: cs.Alias, Name: cs.Name, Image: catalog.CaseImageURL(h.Cfg.AssetsBaseURL, cs)}
}

func (h *Handler) levelRewardView(r levels.Reward) levelRewardView {
	v := levelRewardView{Crystals: r.Crystals, Bullets: r.Bullets, Balance: Money(r.Balance), Case: h.rewardCaseView(r.Case)}
	if r.Customization != nil {
		c := customizationOf(r.Customization)
		v.Customization = &c
	}
	return v
}

// userLevels lists every level with its XP threshold, reward and the
// viewer's state (GET /level/user-levels; anonymous: no state).
func (h *Handler) userLevels(w http.ResponseWriter, r *http.Request, _ *params) error {
	ctx := r.Context()
	a := actor.From(ctx)
	list, err := h.Levels.Rewards(ctx, a)
	if err != nil {
		return err
	}
	out := make([]levelView, len(list))
	for i, l := range list {
		out[i] = levelView{Level: l.Level, XP: l.XP, Reward: h.levelRewardView(l.Reward), Reached: l.Reached,
			Claimed: l.Claimed, Claimable: l.Claimable}
	}
	ok(w, out)
	return nil
}

// levelClaimedView is a claim's answer: the level, what it paid and the
// player's level and balances after.
type levelClaimedView struct {
	Level  int                  `json:"level"`
	Reward levelRewardView      `json:"reward"`
	User   levelClaimedUserView `json:"user"`
}

type levelClaimedUserView struct {
	Level                    int   `json:"level"`
	LevelBasedOnXp           int   `json:"level_based_on_xp"`
	CanLevelUp               bool  `json:"can_level_up"`
	Xp                       int64 `json:"xp"`
	Balance                  Money `json:"balance"`
	Crystals                 int64 `json:"crystals"`
	Bullets                  int64 `json:"bullets"`
	TopupsSum                Money `json:"topups_sum"`
	TopupsSumLastExtraReward Money `json:"topups_sum_last_extra_reward"`
}

func claimedView(c *levels.Claimed, reward levelRewardView) levelClaimedView {
	u := c.User
	return levelClaimedView{Level: c.Level, Reward: reward, User: levelClaimedUserView{
		Level: u.Level, LevelBasedOnXp: u.LevelBasedOnXp, CanLevelUp: u.Level < u.LevelBasedOnXp, Xp: u.Xp,
		Balance: Money(u.Balance), Crystals: u.Crystals, Bullets: u.Bullets,
		TopupsSum: Money(u.TopupsSum), TopupsSumLastExtraReward: Money(u.TopupsSumLastExtraReward)}}
}

// levelUp claims the viewer's next level {level} (POST /level/level-up).
func (h *Handler) levelUp(w http.ResponseWriter, r *http.Request, p *params) error {
	ctx := r.Context()
	level, err := p.int("level", 0)
	if err != nil {
		return err
	}
	c, err := h.Levels.Claim(ctx, actor.From(ctx), level)
	if err != nil {
		return err
	}
	ok(w, claimedView(c, h.levelRewardView(c.Reward)))
	return nil
}

// levelUpExtra claims an extra level reward {level} (POST
// /level/level-up-extra).
func (h *Handler) levelUpExtra(w http.ResponseWriter, r *http.Request, p *params) error {
	ctx := r.Context()
	level, err := p.int("level", 0)
	if err != nil {
		return err
	}
	c, err := h.Levels.ClaimExtra(ctx, actor.From(ctx), level)
	if err != nil {
		return err
	}
	ok(w, claimedView(c, h.levelRewardView(c.Reward)))
	return nil
}

type extraLevelView struct {
	Level             int             `json:"level"`
	Crystals          int64           `json:"crystals"`
	Case              *rewardCaseView `json:"case"`
	Referrals         int             `json:"referrals"`
	MaxDeposit        Money           `json:"max_deposit"`
	Reached           bool            `json:"reached"`
	Claimed           bool            `json:"claimed"`
	Claimable         bool            `json:"claimable"`
	ReferralsProgress int             `json:"referrals_progress"`
	DepositsProgress  Money           `json:"deposits_progress"`
}

// extraRewardsDeposits is the viewer's standing for the extra rewards
// (GET /level/extra-rewards-deposits): referrals, deposits since the last
// extra reward, each row's progress and the missing levels to claim.
func (h *Handler) extraRewardsDeposits(w http.ResponseWriter, r *http.Request, _ *params) error {
	ctx := r.Context()
	pr, err := h.Levels.Progress(ctx, actor.From(ctx))
	if err != nil {
		return err
	}
	rows := make([]extraLevelView, len(pr.Extra))
	for i, e := range pr.Extra {
		rows[i] = extraLevelView{Level: e.Level, Crystals: e.Crystals, Case: h.rewardCaseView(e.Case), Referrals: e.Referrals,
			MaxDeposit: Money(e.MaxDeposit), Reached: e.Reached, Claimed: e.Claimed, Claimable: e.Claimable,
			ReferralsProgress: e.ReferralsProgress, DepositsProgress: Money(e.DepositsProgress)}
	}
	ok(w, extraProgressView{Level: pr.Level, LevelBasedOnXp: pr.LevelBasedOnXP, Xp: pr.XP,
		Referrals: pr.Referrals, TopupsSum: Money(pr.TopupsSum), TopupsSumLastExtraReward: Money(pr.TopupsSumLast),
		Deposits: Money(pr.Deposits), ExtraRewards: rows, MissingLevels: pr.Missing})
	return nil
}

// extraProgressView is the standing for the extra rewards: deposits are
// the top-ups since the last extra reward; missing_levels the extra levels
// reached and not claimed, ascending.
type extraProgressView struct {
	Level                    int              `json:"level"`
	LevelBasedOnXp           int              `json:"level_based_on_xp"`
	Xp                       int64            `json:"xp"`
	Referrals                int              `json:"referrals"`
	TopupsSum                Money            `json:"topups_sum"`
	TopupsSumLastExtraReward Money            `json:"topups_sum_last_extra_reward"`
	Deposits                 Money            `json:"deposits"`
	ExtraRewards             []extraLevelView `json:"extra_rewards"`
	MissingLevels            []int            `json:"missing_levels"`
}
