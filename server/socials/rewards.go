package socials

import (
	"context"
	"slices"
	"strconv"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/store"
)

// RewardKey is the ledger idempotency key of a socials reward.
func RewardKey(userID int, kind string) string {
	return "socials:" + strconv.Itoa(userID) + ":" + kind
}

// Claim receives the socials reward of kind (POST /socials-reward/{kind},
// mutation claimSocialReward): once, when its condition holds (a confirmed
// email; a published tweet), under the player's lock.
func (s *Service) Claim(ctx context.Context, a *actor.Actor, kind string) (*Claimed, error) {
	now := s.Now.Now()
	if err := play.Refusal(a, now, nil); err != nil {
		return nil, err
	}
	if !slices.Contains(RewardKinds, kind) {
		return nil, refuse("reward_unknown", "no socials reward %q", kind).With("field", "kind")
	}
	var res *Claimed
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		u, err := store.LockUser(ctx, tx, a.UserID)
		if err != nil {
			return err
		}
		if err := play.RefusalOnRow(a, u, now, nil); err != nil {
			return err
		}
		v, err := s.view(ctx, tx.Client(), u.ID, now)
		if err != nil {
			return err
		}
		r := v.Rewards[slices.Index(RewardKinds, kind)]
		switch {
		case r.Received:
			return refuse("reward_received", "the %s reward was already received", kind)
		case !r.Available:
			return refuse("condition_not_met", "the %s reward is not available yet", kind)
		}
		if err := tx.SocialReward.Create().SetUserID(u.ID).SetKind(kind).SetCrystals(r.Crystals).SetCreatedAt(now).Exec(ctx); err != nil {
			if ent.IsConstraintError(err) {
				return refuse("reward_received", "the %s reward was already received", kind)
			}
			return err
		}
		if _, err := ledger.Apply(ctx, tx, ledger.Change{At: now, UserID: u.ID, Currency: ledger.Crystals, Delta: r.Crystals,
			Reason: "social_reward", Ref: "socials:" + kind, IdemKey: RewardKey(u.ID, kind), Row: u}); err != nil {
			return err
		}
		r.Received, r.Available = true, false
		v.Rewards[slices.Index(RewardKinds, kind)] = r
		res = &Claimed{Reward: r, Socials: v, User: u}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return res, nil
}
