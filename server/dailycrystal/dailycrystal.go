// Package dailycrystal is the daily crystal list (spec 3 "Daily crystal
// reward list", 4 "Daily crystal", 7 /dailycrystal/*): rewards of crystals
// a player receives once per UTC day each, when the reward's condition
// holds that day.
//
//   - The rewards are operator data (daily_crystal_rewards, defaults in the
//     migration): reward_type, crystals, a condition and its threshold.
//     Conditions: none (a visit), level (the XP's level reaches the
//     threshold), deposit_today (cents topped up this UTC day, from the
//     ledger's topup entries), cases_today (cases opened this UTC day, from
//     the drops minted from a case).
//   - Receiving one records daily_crystal_claims (unique per player, day
//     and reward type) and credits the crystals through the ledger with the
//     key dailycrystal:USER:DAY:TYPE, under the player's lock: however many
//     claims arrive at once, one pays.
//
// Refusals are api.validation with a reason (reward_unknown,
// reward_received, condition_not_met) and write nothing; the sign-in, a
// self-ban and a staff restriction refuse as in every game.
package dailycrystal

import (
	"context"
	"strconv"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/dailycrystalclaim"
	"github.com/casefront/casefront/ent/dailycrystalreward"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/store"
)

// Service is the daily crystal list.
type Service struct {
	DB  *ent.Client
	Now func() time.Time
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// Item is one reward of the list and the player's state of it today.
type Item struct {
	RewardType string
	Crystals   int64
	Condition  string // dailycrystalreward.Condition
	Threshold  int64
	// Progress is the player's standing on the condition today (the level,
	// cents deposited, cases opened), up to Threshold.
	Progress  int64
	Met       bool // the condition holds today
	Received  bool // received today
	Available bool // Met and not Received
}

// List is the player's list for one UTC day.
type List struct {
	Day string
	// NextAt is when the day ends and every reward may be received again.
	NextAt time.Time
	Items  []Item
}

// Received is the answer of a claim: the list after it, the reward and the
// player's row.
type Received struct {
	Item Item
	List *List
	User *ent.User
}

// Day is the UTC day of t (YYYY-MM-DD).
func Day(t time.Time) string { return t.UTC().Format(time.DateOnly) }

func dayStart(t time.Time) time.Time {
	y, m, d := t.UTC().Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

func refuse(reason, format string, args ...any) *apperr.Error {
	return apperr.Validation.Msg(format, args...).With("reason", reason)
}

// standing is what the conditions read for one player and day.
type standing struct {
	level     int64
	deposited int64
	cases     int64
}

func (st standing) of(c dailycrystalreward.Condition) int64 {
	switch c {
	case dailycrystalreward.ConditionLevel:
		return st.level
	case dailycrystalreward.ConditionDepositToday:
		return st.deposited
	case dailycrystalreward.ConditionCasesToday:
		return st.cases
	}
	return 0
}

// standingOf reads the player's level, today's top-ups and today's cases.
func standingOf(ctx context.Context, c *ent.Client, u *ent.User, now time.Time) (standing, error) {
	from := dayStart(now)
	st := standing{level: int64(u.LevelBasedOnXp)}
	var sums []struct {
		Sum int64 `json:"sum"`
	}
	err := c.LedgerEntry.Query().Where(ledgerentry.UserID(u.ID), ledgerentry.Currency(ledger.Money),
		ledgerentry.Reason("topup"), ledgerentry.CreatedAtGTE(from), ledgerentry.DeltaGT(0)).
		Aggregate(ent.Sum(ledgerentry.FieldDelta)).Scan(ctx, &sums)
	if err != nil {
		return st, err
	}
	if len(sums) > 0 {
		st.deposited = sums[0].Sum
	}
	n, err := c.Drop.Query().Where(drop.UserID(u.ID), drop.CaseIDNotNil(), drop.CreatedAtGTE(from)).Count(ctx)
	if err != nil {
		return st, err
	}
	st.cases = int64(n)
	return st, nil
}

func (s *Service) viewer(ctx context.Context, a *actor.Actor) (*ent.User, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	u, err := s.DB.User.Get(ctx, a.UserID)
	if err != nil {
		return nil, apperr.NoAuth.Msg("unknown user")
	}
	return u, nil
}

// List is the actor's list today (GET /dailycrystal/list, query
// dailyCrystals).
func (s *Service) List(ctx context.Context, a *actor.Actor) (*List, error) {
	u, err := s.viewer(ctx, a)
	if err != nil {
		return nil, err
	}
	return list(ctx, s.DB, u, s.now())
}

func list(ctx context.Context, c *ent.Client, u *ent.User, now time.Time) (*List, error) {
	day := Day(now)
	rows, err := c.DailyCrystalReward.Query().Where(dailycrystalreward.Enabled(true)).
		Order(ent.Asc(dailycrystalreward.FieldSort), ent.Asc(dailycrystalreward.FieldID)).All(ctx)
	if err != nil {
		return nil, err
	}
	claims, err := c.DailyCrystalClaim.Query().Where(dailycrystalclaim.UserID(u.ID), dailycrystalclaim.Day(day)).All(ctx)
	if err != nil {
		return nil, err
	}
	got := map[string]bool{}
	for _, cl := range claims {
		got[cl.RewardType] = true
	}
	st, err := standingOf(ctx, c, u, now)
	if err != nil {
		return nil, err
	}
	l := &List{Day: day, NextAt: dayStart(now).AddDate(0, 0, 1), Items: make([]Item, len(rows))}
	for i, r := range rows {
		l.Items[i] = itemOf(r, st, got[r.RewardType])
	}
	return l, nil
}

func itemOf(r *ent.DailyCrystalReward, st standing, received bool) Item {
	it := Item{RewardType: r.RewardType, Crystals: r.Crystals, Condition: string(r.Condition), Threshold: r.Threshold, Received: received}
	it.Progress = min(st.of(r.Condition), r.Threshold)
	it.Met = r.Condition == dailycrystalreward.ConditionNone || st.of(r.Condition) >= r.Threshold
	it.Available = it.Met && !it.Received
	return it
}

// Available counts the rewards the actor may receive now (the header's
// daily bonus dot, special offers).
func (s *Service) Available(ctx context.Context, a *actor.Actor) (int, error) {
	l, err := s.List(ctx, a)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, it := range l.Items {
		if it.Available {
			n++
		}
	}
	return n, nil
}

// Key is the ledger idempotency key of a reward received.
func Key(userID int, day, rewardType string) string {
	return "dailycrystal:" + strconv.Itoa(userID) + ":" + day + ":" + rewardType
}

// Receive receives the reward of rewardType today (POST
// /dailycrystal/receive {reward_type}, mutation receiveDailyCrystal) and
// answers the list after it.
func (s *Service) Receive(ctx context.Context, a *actor.Actor, rewardType string) (*Received, error) {
	now := s.now()
	if err := play.Refusal(a, now, nil); err != nil {
		return nil, err
	}
	if rewardType == "" || len(rewardType) > 64 {
		return nil, refuse("reward_unknown", "reward_type is required").With("field", "reward_type")
	}
	day := Day(now)
	var res *Received
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		res = nil
		u, err := store.LockUser(ctx, tx, a.UserID)
		if err != nil {
			return err
		}
		if err := play.RefusalOnRow(a, u, now, nil); err != nil {
			return err
		}
		row, err := tx.DailyCrystalReward.Query().Where(dailycrystalreward.RewardType(rewardType), dailycrystalreward.Enabled(true)).Only(ctx)
		if ent.IsNotFound(err) {
			return refuse("reward_unknown", "no daily crystal reward %q", rewardType).With("field", "reward_type")
		} else if err != nil {
			return err
		}
		done, err := tx.DailyCrystalClaim.Query().Where(dailycrystalclaim.UserID(u.ID), dailycrystalclaim.Day(day),
			dailycrystalclaim.RewardType(rewardType)).Exist(ctx)
		if err != nil {
			return err
		}
		st, err := standingOf(ctx, tx.Client(), u, now)
		if err != nil {
			return err
		}
		it := itemOf(row, st, done)
		switch {
		case it.Received:
			return refuse("reward_received", "%s was already received today", rewardType).With("next_at", dayStart(now).AddDate(0, 0, 1))
		case !it.Met:
			return refuse("condition_not_met", "the condition of %s is not met today", rewardType).
				With("condition", string(row.Condition)).With("progress", it.Progress).With("needed", row.Threshold)
		}
		if err := tx.DailyCrystalClaim.Create().SetUserID(u.ID).SetDay(day).SetRewardType(rewardType).
			SetCrystals(row.Crystals).SetCreatedAt(now).Exec(ctx); err != nil {
			if ent.IsConstraintError(err) {
				return refuse("reward_received", "%s was already received today", rewardType)
			}
			return err
		}
		if _, err := ledger.Apply(ctx, tx, ledger.Change{At: now, UserID: u.ID, Currency: ledger.Crystals, Delta: row.Crystals,
			Reason: "daily_crystal", Ref: "dailycrystal:" + day + ":" + rewardType, IdemKey: Key(u.ID, day, rewardType), Row: u}); err != nil {
			return err
		}
		l, err := list(ctx, tx.Client(), u, now)
		if err != nil {
			return err
		}
		it.Received, it.Available = true, false
		res = &Received{Item: it, List: l, User: u}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return res, nil
}
