package app_test

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"

	"github.com/casefront/casefront/ent/customization"
	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/ent/levelreward"
	"github.com/casefront/casefront/server/levels"
)

type restLevel struct {
	Level  int   `json:"level"`
	XP     int64 `json:"xp"`
	Reward struct {
		Crystals int64       `json:"crystals"`
		Bullets  int64       `json:"bullets"`
		Balance  json.Number `json:"balance"`
		Case     *struct {
			Alias string `json:"alias"`
		} `json:"case"`
		Customization *struct {
			ID   int    `json:"id"`
			Type string `json:"type"`
		} `json:"customization"`
	} `json:"reward"`
	Reached   bool `json:"reached"`
	Claimed   bool `json:"claimed"`
	Claimable bool `json:"claimable"`
}

// The four /level endpoints: the list with the curve and the viewer's
// state, a claim of the next level, refusals as {error, message} with a
// reason, the extra rewards' progress and an extra claim.
func TestLevelsREST(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := catalogServer(t, nil)
	u, tok := s.player(t, 0)
	s.App.DB.User.UpdateOneID(u.ID).SetXp(levels.Threshold(5)).SetLevelBasedOnXp(5).SetTopupsSum(600).ExecX(ctx)
	hood := s.App.DB.Customization.Create().SetSlug("levels-rest-hood").SetName("Hood").SetType(customization.TypeHood).SaveX(ctx)
	s.App.DB.LevelReward.Update().Where(levelreward.Level(3)).SetCustomizationSlug(hood.Slug).ExecX(ctx)

	wantAPIError(t, s.postJSON(t, "/api/level/level-up", "", map[string]any{"level": 1}), http.StatusUnauthorized, "api.no_auth")
	wantAPIError(t, s.get(t, "/api/level/extra-rewards-deposits", ""), http.StatusUnauthorized, "api.no_auth")
	anon := decodeAs[struct{ Data []restLevel }](t, s.get(t, "/api/level/user-levels", ""), http.StatusOK).Data
	if len(anon) != 100 || anon[0].Claimable || anon[99].XP != levels.Threshold(100) {
		t.Fatalf("anonymous list %d %+v", len(anon), anon[0])
	}

	list := decodeAs[struct{ Data []restLevel }](t, s.get(t, "/api/level/user-levels", tok), http.StatusOK).Data
	if !list[0].Claimable || list[1].Claimable || !list[4].Reached || list[5].Reached || list[0].Reward.Crystals != 10 ||
		cents(t, list[9].Reward.Balance) != 100 || list[0].XP != 100 {
		t.Fatalf("list %+v %+v", list[0], list[4])
	}
	if c := list[2].Reward.Customization; c == nil || c.ID != hood.ID || c.Type != "hood" || list[3].Reward.Customization != nil {
		t.Fatalf("level 3's customization %+v", list[2].Reward)
	}
	me := decodeAs[struct {
		Data map[string]any `json:"data"`
	}](t, s.get(t, "/api/user/me", tok), http.StatusOK).Data
	if me["level"] != json.Number("0") || me["level_based_on_xp"] != json.Number("5") || me["can_level_up"] != true {
		t.Fatalf("user %v", me)
	}

	r := s.postJSON(t, "/api/level/level-up", tok, map[string]any{"level": 2})
	wantAPIError(t, r, http.StatusUnprocessableEntity, "api.validation")
	if e := decodeAs[map[string]any](t, r, http.StatusUnprocessableEntity); e["reason"] != "level_not_next" {
		t.Fatalf("skip refusal %v", e)
	}
	wantAPIError(t, s.postJSON(t, "/api/level/level-up", tok, map[string]any{"level": "1"}), http.StatusUnprocessableEntity, "api.validation")

	type claimed struct {
		Data struct {
			Level int `json:"level"`
			User  struct {
				Level      int   `json:"level"`
				CanLevelUp bool  `json:"can_level_up"`
				Crystals   int64 `json:"crystals"`
			} `json:"user"`
		} `json:"data"`
	}
	for l := 1; l <= 5; l++ {
		c := decodeAs[claimed](t, s.postJSON(t, "/api/level/level-up", tok, map[string]any{"level": l}), http.StatusOK).Data
		if c.Level != l || c.User.Level != l || c.User.CanLevelUp != (l < 5) {
			t.Fatalf("claim %d: %+v", l, c)
		}
	}
	// Level 3's hood is in the wardrobe.
	wardrobe := decodeAs[struct {
		Data struct {
			Customizations []struct {
				ID int `json:"id"`
			} `json:"customizations"`
		} `json:"data"`
	}](t, s.get(t, "/api/customizations", tok), http.StatusOK).Data
	if len(wardrobe.Customizations) != 1 || wardrobe.Customizations[0].ID != hood.ID {
		t.Fatalf("wardrobe after level 3 %+v", wardrobe)
	}
	r = s.postJSON(t, "/api/level/level-up", tok, map[string]any{"level": 5})
	if e := decodeAs[map[string]any](t, r, http.StatusUnprocessableEntity); e["error"] != "api.validation" || e["reason"] != "level_claimed" {
		t.Fatalf("again %v", e)
	}

	type progress struct {
		Data struct {
			Referrals    int         `json:"referrals"`
			Deposits     json.Number `json:"deposits"`
			Missing      []int       `json:"missing_levels"`
			ExtraRewards []struct {
				Level            int         `json:"level"`
				MaxDeposit       json.Number `json:"max_deposit"`
				Claimable        bool        `json:"claimable"`
				DepositsProgress json.Number `json:"deposits_progress"`
			} `json:"extra_rewards"`
		} `json:"data"`
	}
	p := decodeAs[progress](t, s.get(t, "/api/level/extra-rewards-deposits", tok), http.StatusOK).Data
	if len(p.ExtraRewards) != 20 || len(p.Missing) != 1 || p.Missing[0] != 5 || !p.ExtraRewards[0].Claimable ||
		cents(t, p.Deposits) != 600 || cents(t, p.ExtraRewards[0].DepositsProgress) != 500 || cents(t, p.ExtraRewards[0].MaxDeposit) != 500 {
		t.Fatalf("progress %+v", p)
	}
	r = s.postJSON(t, "/api/level/level-up-extra", tok, map[string]any{"level": 10})
	if e := decodeAs[map[string]any](t, r, http.StatusUnprocessableEntity); e["reason"] != "extra_level_not_reached" || e["message"] == "" {
		t.Fatalf("extra 10 %v", e)
	}
	c := decodeAs[claimed](t, s.postJSON(t, "/api/level/level-up-extra", tok, map[string]any{"level": 5}), http.StatusOK).Data
	// levels 1..4: 100 crystals; extra 5: 250.
	if c.Level != 5 || c.User.Crystals != 350 {
		t.Fatalf("extra claim %+v", c)
	}
	p = decodeAs[progress](t, s.get(t, "/api/level/extra-rewards-deposits", tok), http.StatusOK).Data
	if len(p.Missing) != 0 || cents(t, p.Deposits) != 0 {
		t.Fatalf("after extra %+v", p)
	}
	if n := s.App.DB.LedgerEntry.Query().Where(ledgerentry.UserID(u.ID)).CountX(ctx); n != 6 {
		t.Fatalf("%d ledger entries", n)
	}
}

// The same through GraphQL: viewer fields, the levels list with the curve,
// claims and refusals with extensions.code.
func TestLevelsGraphQL(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := catalogServer(t, nil)
	u, tok := s.player(t, 0)
	s.App.DB.User.UpdateOneID(u.ID).SetXp(levels.Threshold(2)).SetLevelBasedOnXp(2).ExecX(ctx)

	var v struct {
		Me struct {
			Level          int  `json:"level"`
			LevelBasedOnXp int  `json:"levelBasedOnXp"`
			CanLevelUp     bool `json:"canLevelUp"`
		} `json:"me"`
		Levels []struct {
			Level     int  `json:"level"`
			Xp        int  `json:"xp"`
			Claimable bool `json:"claimable"`
			Reward    struct {
				Crystals int    `json:"crystals"`
				Balance  string `json:"balance"`
			} `json:"reward"`
		} `json:"levels"`
		ExtraLevelRewards struct {
			MissingLevels []int `json:"missingLevels"`
			Rewards       []struct {
				Level      int    `json:"level"`
				MaxDeposit string `json:"maxDeposit"`
			} `json:"rewards"`
		} `json:"extraLevelRewards"`
	}
	q := `{ me { level levelBasedOnXp canLevelUp } levels { level xp claimable reward { crystals balance case { alias } } }
	  extraLevelRewards { missingLevels rewards { level maxDeposit referrals claimable depositsProgress } } }`
	s.graphql(t, tok, q, nil).into(t, &v)
	if v.Me.Level != 0 || v.Me.LevelBasedOnXp != 2 || !v.Me.CanLevelUp || len(v.Levels) != 100 || !v.Levels[0].Claimable ||
		v.Levels[1].Xp != 300 || v.Levels[9].Reward.Balance != "1.00" || len(v.ExtraLevelRewards.Rewards) != 20 ||
		v.ExtraLevelRewards.Rewards[19].MaxDeposit != "100.00" {
		t.Fatalf("query %+v", v)
	}

	m := `mutation C($l: Int!) { claimLevelReward(level: $l) { level reward { crystals } user { level canLevelUp crystals } } }`
	g := s.graphql(t, tok, m, map[string]any{"l": 2})
	if g.code(t) != "api.validation" || g.Errors[0].Extensions["reason"] != "level_not_next" {
		t.Fatalf("skip: %s", g.raw)
	}
	var c struct {
		ClaimLevelReward struct {
			Level  int `json:"level"`
			Reward struct {
				Crystals int `json:"crystals"`
			} `json:"reward"`
			User struct {
				Level      int  `json:"level"`
				CanLevelUp bool `json:"canLevelUp"`
				Crystals   int  `json:"crystals"`
			} `json:"user"`
		} `json:"claimLevelReward"`
	}
	s.graphql(t, tok, m, map[string]any{"l": 1}).into(t, &c)
	if c.ClaimLevelReward.Level != 1 || c.ClaimLevelReward.Reward.Crystals != 10 || c.ClaimLevelReward.User.Level != 1 ||
		!c.ClaimLevelReward.User.CanLevelUp || c.ClaimLevelReward.User.Crystals != 10 {
		t.Fatalf("claim %+v", c)
	}
	g = s.graphql(t, tok, `mutation { claimExtraLevelReward(level: 5) { level } }`, nil)
	if g.code(t) != "api.validation" || g.Errors[0].Extensions["reason"] != "extra_level_not_reached" {
		t.Fatalf("extra: %s", g.raw)
	}
	if g := s.graphql(t, "", m, map[string]any{"l": 1}); g.code(t) != "api.no_auth" {
		t.Fatalf("anonymous: %s", g.raw)
	}
}
