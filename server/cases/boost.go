package cases

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/rewardcase"
)

// The drop boost: a pseudo-item (category boost, price 0) a case may hold
// among its contents. A roll that lands on it, in any family, writes the
// drop in state used and grants the player BoostPlays reward cases of the
// same case, in the opening's transaction; they wait in the reward inventory
// and open through the reward family (POST /case/reward/open). The boost is
// not announced on the live feed.

const (
	// BoostCategory is the item category of the drop boost.
	BoostCategory = "boost"
	// BoostPlays is how many free plays a boost grants (spec 9).
	BoostPlays = 2
)

// IsBoost reports whether it is the drop boost.
func IsBoost(it *ent.Item) bool { return it != nil && it.Category == BoostCategory }

// boostRef is the source_ref of the plays a boost drop granted.
func boostRef(dropID int) string { return "drop:" + strconv.Itoa(dropID) }

// grantBoosts grants the plays of the boosts among drops (Edges.Item loaded).
func grantBoosts(ctx context.Context, tx *ent.Tx, userID int, cs *ent.LootCase, drops []*ent.Drop) error {
	for _, d := range drops {
		if !IsBoost(d.Edges.Item) {
			continue
		}
		for range BoostPlays {
			if err := Grant(ctx, tx, userID, cs.ID, rewardcase.SourceBoost, boostRef(d.ID)); err != nil {
				return fmt.Errorf("cases: boost plays of drop %d: %w", d.ID, err)
			}
		}
	}
	return nil
}

// PlaysLeft is, for each drop boost among drops (the used drops), how many
// of its plays are not opened yet, by drop id; other drops are absent.
func PlaysLeft(ctx context.Context, c *ent.Client, drops []*ent.Drop) (map[int]int, error) {
	out := map[int]int{}
	var refs []string
	var users []int
	for _, d := range drops {
		if d.State == drop.StateUsed {
			out[d.ID] = 0
			refs, users = append(refs, boostRef(d.ID)), append(users, d.UserID)
		}
	}
	if len(refs) == 0 {
		return out, nil
	}
	var rows []struct {
		Ref   string `json:"source_ref"`
		Count int    `json:"count"`
	}
	err := c.RewardCase.Query().
		Where(rewardcase.UserIDIn(users...), rewardcase.StateEQ(rewardcase.StateAvailable),
			rewardcase.SourceEQ(rewardcase.SourceBoost), rewardcase.SourceRefIn(refs...)).
		GroupBy(rewardcase.FieldSourceRef).Aggregate(ent.Count()).Scan(ctx, &rows)
	if err != nil {
		return nil, err
	}
	for _, r := range rows {
		if id, err := strconv.Atoi(strings.TrimPrefix(r.Ref, "drop:")); err == nil {
			if _, ok := out[id]; ok {
				out[id] = r.Count
			}
		}
	}
	return out, nil
}
