package cases

import (
	"context"
	"strconv"
	"time"

	"entgo.io/ent/dialect/sql"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/ent/rewardcase"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/play"
)

// The reward family: free cases granted to a player (a promo code of type
// case, later levels and tasks) wait in the player's reward inventory and
// open like any case, with the player's seed (one nonce each, cursor 0), at
// no cost and without XP. Each grant opens once: the grants taken move from
// available to opened by one conditional update, under the player's lock.

// RewardStack is the player's unopened grants of one case.
type RewardStack struct {
	Case  *ent.LootCase
	Count int // inventory_count
}

// Grant stores a free case for a player in the caller's transaction.
func Grant(ctx context.Context, tx *ent.Tx, userID, caseID int, source rewardcase.Source, ref string) error {
	return tx.RewardCase.Create().SetUserID(userID).SetCaseID(caseID).SetSource(source).SetSourceRef(ref).Exec(ctx)
}

// Rewards lists the actor's unopened reward cases, one stack per case.
func (s *Service) Rewards(ctx context.Context, a *actor.Actor) ([]RewardStack, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	var rows []struct {
		CaseID int `json:"case_id"`
		Count  int `json:"count"`
	}
	err := s.DB.RewardCase.Query().
		Where(rewardcase.UserID(a.UserID), rewardcase.StateEQ(rewardcase.StateAvailable)).
		GroupBy(rewardcase.FieldCaseID).Aggregate(ent.Count()).Scan(ctx, &rows)
	if err != nil {
		return nil, err
	}
	ids := make([]int, len(rows))
	for i, r := range rows {
		ids[i] = r.CaseID
	}
	found, err := s.DB.LootCase.Query().Where(lootcase.IDIn(ids...)).Order(ent.Asc(lootcase.FieldSort)).All(ctx)
	if err != nil {
		return nil, err
	}
	count := map[int]int{}
	for _, r := range rows {
		count[r.CaseID] = r.Count
	}
	out := make([]RewardStack, 0, len(found))
	for _, c := range found {
		out = append(out, RewardStack{Case: c, Count: count[c.ID]})
	}
	return out, nil
}

// rewardRefusal is why the actor may not open reward cases of cs now.
func rewardRefusal(a *actor.Actor, cs *ent.LootCase, count int, now time.Time) error {
	if err := a.Require(); err != nil {
		return err
	}
	if count < 1 || count > MaxCount {
		return apperr.Validation.Msg("count must be between 1 and %d", MaxCount).With("field", "count")
	}
	if !cs.Enabled {
		return apperr.CaseDisabled
	}
	if err := a.CanPlay(now); err != nil {
		return err
	}
	if a.Restricted("case_open_reward") {
		return apperr.Restricted.With("feature", "case_open_reward")
	}
	return nil
}

// OpenReward opens r.Count of the actor's reward cases of one case, the
// oldest grants first (POST /case/reward/open).
func (s *Service) OpenReward(ctx context.Context, a *actor.Actor, r OpenRequest) (*Opened, error) {
	cs, err := s.findCase(ctx, r.CaseID, r.CaseAlias)
	if err != nil {
		return nil, err
	}
	now := s.Now()
	if err := rewardRefusal(a, cs, r.Count, now); err != nil {
		return nil, err
	}
	tbl, err := s.table(ctx, cs)
	if err != nil {
		return nil, err
	}
	out := &Opened{Case: cs}
	var grants []int
	t, err := s.Run(ctx, a, play.Play{Game: "reward_open", Rule: familyRule(lootcase.FamilyReward), Nonces: r.Count,
		Ref: "case:" + strconv.Itoa(cs.ID),
		Check: func(ctx context.Context, t *play.Tx) (err error) {
			// The oldest grants first, taken before anything is rolled.
			grants, err = t.RewardCase.Query().
				Where(rewardcase.UserID(t.User.ID), rewardcase.CaseID(cs.ID), rewardcase.StateEQ(rewardcase.StateAvailable)).
				Order(rewardcase.ByID(sql.OrderAsc())).Limit(r.Count).IDs(ctx)
			if err != nil {
				return err
			}
			if len(grants) < r.Count {
				return apperr.Validation.Msg("%d reward cases of %s left, not %d", len(grants), cs.Alias, r.Count).
					With("reason", "no_reward_case").With("inventory_count", len(grants))
			}
			n, err := t.RewardCase.Update().Where(rewardcase.IDIn(grants...), rewardcase.StateEQ(rewardcase.StateAvailable)).
				SetState(rewardcase.StateOpened).SetOpenedAt(t.Now).Save(ctx)
			if err != nil {
				return err
			}
			if n != len(grants) {
				return apperr.Validation.Msg("the reward cases were opened meanwhile").With("reason", "no_reward_case")
			}
			return nil
		},
		Draw: func(ctx context.Context, t *play.Tx) error {
			drops, err := rollDrops(t.User.ID, cs, tbl, "", t.Seed, t.Nonce, r.Count, t.Now, r.Fast)
			if err != nil {
				return err
			}
			if err := t.Mint(ctx, drops...); err != nil {
				return err
			}
			if err := grantBoosts(ctx, t.Tx, t.User.ID, cs, drops); err != nil {
				return err
			}
			for i, id := range grants {
				if err := t.RewardCase.UpdateOneID(id).SetDropID(drops[i].ID).Exec(ctx); err != nil {
					return err
				}
			}
			t.Ref, out.Drops = "reward_case:"+strconv.Itoa(grants[0]), drops
			t.Announce(*drops[0].FeedAt, cs, wonDrops(drops)...)
			return nil
		},
	})
	if err != nil {
		return nil, err
	}
	out.User, out.Seed = t.User, t.Seed
	return out, nil
}
