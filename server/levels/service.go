package levels

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/customization"
	"github.com/casefront/casefront/ent/extralevelclaim"
	"github.com/casefront/casefront/ent/extralevelreward"
	"github.com/casefront/casefront/ent/levelreward"
	"github.com/casefront/casefront/ent/rewardcase"
	"github.com/casefront/casefront/ent/user"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/customizations"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/store"
)

// Levels and their rewards (spec 3 User, "Extra reward table", 4 "Extra
// level reward", 7 /level/*).
//
//   - level_based_on_xp is the level the player's XP reaches (ForXP); the
//     XP subscriber moves it and announces LevelReached.
//   - level is the highest level whose reward the player claimed. A claim
//     takes exactly the next level (level+1), only once XP reached it
//     (level+1 <= level_based_on_xp), and moves level by one conditional
//     update under the player's lock: however many claims arrive at once,
//     one pays. can_level_up is level < level_based_on_xp.
//   - A level's reward is its level_rewards row (operator data): crystals,
//     bullets, balance (cents), a reward case by alias and a customization
//     by slug, any of them; a level without a row pays nothing but still
//     counts as claimed. Every credit goes through the ledger with the key
//     level_reward:USER:LEVEL (:currency), the case through cases.Grant
//     (source level, ref level:N), the customization through
//     customizations.Grant (source level:N): one the player owns already
//     (bought in the event store) is kept, and the claim still pays the rest.
//   - Extra rewards (extra_level_rewards, every 5 levels): a player whose
//     claimed level is at least the row's level claims it once, in any
//     order, when both conditions hold:
//     referrals: the players whose referrer is this player (users.referrer_id)
//     number at least the row's referrals;
//     deposits: topups_sum - topups_sum_last_extra_reward (the succeeded
//     top-ups since the last extra reward claimed, all of them for a player
//     who never claimed one) is at least the row's max_deposit.
//     The claim credits the crystals (key level_extra:USER:LEVEL) and grants
//     the case, records extra_level_claims (unique per player and level) and
//     sets topups_sum_last_extra_reward to topups_sum: the deposits counted
//     for one extra reward do not count for the next.
//
// Refusals are api.validation with a reason (level_claimed,
// level_not_next, level_not_reached, level_unknown,
// extra_level_claimed, extra_level_not_reached,
// extra_level_referrals, extra_level_deposits) and write nothing; the
// sign-in, a self-ban and a staff restriction refuse as in every game,
// on the request and again on the locked row.

// MaxLevel is the last level (ForXP caps at it).
const MaxLevel = 100

// Service is levels and their rewards.
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

// Reward is what one level pays.
type Reward struct {
	Crystals int64
	Bullets  int64
	Balance  money.Cents
	Case     *ent.LootCase // nil: none (or the alias names no case)
	// Customization is worn around the avatar once equipped (nil: none).
	Customization *ent.Customization
}

// Level is one level of the list: its XP threshold, its reward and the
// player's state of it.
type Level struct {
	Level     int
	XP        int64 // Threshold(Level)
	Reward    Reward
	Reached   bool // level_based_on_xp >= Level
	Claimed   bool // level >= Level
	Claimable bool // the next level to claim, reached
}

// ExtraLevel is one extra reward and the player's progress towards it.
type ExtraLevel struct {
	Level             int
	Crystals          int64
	Case              *ent.LootCase
	Referrals         int         // needed
	MaxDeposit        money.Cents // needed since the last extra reward
	Reached           bool        // the claimed level is at least Level
	Claimed           bool
	ReferralsOK       bool
	DepositsOK        bool
	Claimable         bool
	ReferralsProgress int         // the player's referrals, up to Referrals
	DepositsProgress  money.Cents // deposits since the last extra reward, up to MaxDeposit
}

// Progress is the player's standing for extra rewards (GET
// /level/extra-rewards-deposits).
type Progress struct {
	Level          int
	LevelBasedOnXP int
	XP             int64
	Referrals      int
	TopupsSum      money.Cents
	TopupsSumLast  money.Cents // topups_sum_last_extra_reward
	Deposits       money.Cents // TopupsSum - TopupsSumLast
	Extra          []ExtraLevel
	Missing        []int // extra levels reached and not claimed, ascending
}

// Claimed is the answer of a claim: the player's row after it and what it paid.
type Claimed struct {
	Level  int
	Reward Reward
	User   *ent.User
}

func refuse(reason, format string, args ...any) *apperr.Error {
	return apperr.Validation.Msg(format, args...).With("reason", reason)
}

// casesByAlias resolves the aliases of reward rows to cases (unknown ones
// are left out).
func casesByAlias(ctx context.Context, c *ent.Client, aliases []string) (map[string]*ent.LootCase, error) {
	out := map[string]*ent.LootCase{}
	for _, a := range aliases {
		if a == "" || out[a] != nil {
			continue
		}
		cs, err := catalog.CaseByAlias(ctx, c, a)
		if err != nil {
			if _, ok := apperr.As(err); ok {
				continue
			}
			return nil, err
		}
		out[a] = cs
	}
	return out, nil
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

// Rewards lists every level 1..MaxLevel with its threshold and reward; for
// a signed-in actor with their state, else with none (GET
// /level/user-levels, query levels).
func (s *Service) Rewards(ctx context.Context, a *actor.Actor) ([]Level, error) {
	var u *ent.User
	if a.SignedIn() {
		var err error
		if u, err = s.viewer(ctx, a); err != nil {
			return nil, err
		}
	}
	rows, err := s.DB.LevelReward.Query().Order(ent.Asc(levelreward.FieldLevel)).All(ctx)
	if err != nil {
		return nil, err
	}
	aliases := make([]string, len(rows))
	byLevel := map[int]*ent.LevelReward{}
	for i, r := range rows {
		aliases[i], byLevel[r.Level] = r.CaseAlias, r
	}
	found, err := casesByAlias(ctx, s.DB, aliases)
	if err != nil {
		return nil, err
	}
	worn, err := customizationsBySlug(ctx, s.DB, rows)
	if err != nil {
		return nil, err
	}
	out := make([]Level, MaxLevel)
	for i := range out {
		n := i + 1
		l := Level{Level: n, XP: Threshold(n)}
		if r := byLevel[n]; r != nil {
			l.Reward = Reward{Crystals: r.Crystals, Bullets: r.Bullets, Balance: r.Balance, Case: found[r.CaseAlias],
				Customization: worn[r.CustomizationSlug]}
		}
		if u != nil {
			l.Reached, l.Claimed = u.LevelBasedOnXp >= n, u.Level >= n
			l.Claimable = n == u.Level+1 && l.Reached
		}
		out[i] = l
	}
	return out, nil
}

// levelKey is the idempotency key of a level's credits.
func levelKey(userID, level int) string {
	return "level_reward:" + strconv.Itoa(userID) + ":" + strconv.Itoa(level)
}

// Claim claims the actor's next level's reward (POST /level/level-up,
// mutation claimLevelReward): level must be the player's level+1 and
// reached by XP.
func (s *Service) Claim(ctx context.Context, a *actor.Actor, level int) (*Claimed, error) {
	now := s.now()
	if err := play.Refusal(a, now, nil); err != nil {
		return nil, err
	}
	if level < 1 || level > MaxLevel {
		return nil, refuse("level_unknown", "level must be between 1 and %d", MaxLevel).With("field", "level")
	}
	var res *Claimed
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		res = nil
		u, err := store.LockUser(ctx, tx, a.UserID)
		if err != nil {
			return err
		}
		if err := play.RefusalOnRow(a, u, now, nil); err != nil {
			return err
		}
		switch {
		case level <= u.Level:
			return refuse("level_claimed", "level %d was already claimed", level).With("level", u.Level)
		case level > u.LevelBasedOnXp:
			return refuse("level_not_reached", "level %d is not reached yet", level).
				With("level_based_on_xp", u.LevelBasedOnXp).With("xp_needed", Threshold(level))
		case level != u.Level+1:
			return refuse("level_not_next", "claim level %d first", u.Level+1).With("next", u.Level+1)
		}
		n, err := tx.User.Update().Where(user.ID(u.ID), user.Level(level-1)).SetLevel(level).Save(ctx)
		if err != nil {
			return err
		}
		if n != 1 { // cannot happen under the lock; refuse rather than pay twice
			return refuse("level_claimed", "level %d was already claimed", level)
		}
		u.Level = level
		row, err := tx.LevelReward.Query().Where(levelreward.Level(level)).Only(ctx)
		if err != nil && !ent.IsNotFound(err) {
			return err
		}
		rw := Reward{}
		if row != nil {
			rw = Reward{Crystals: row.Crystals, Bullets: row.Bullets, Balance: row.Balance}
			if rw.Case, err = rewardCase(ctx, tx, row.CaseAlias); err != nil {
				return err
			}
			if rw.Customization, err = rewardCustomization(ctx, tx, row.CustomizationSlug); err != nil {
				return err
			}
		}
		key := levelKey(u.ID, level)
		ref := "level:" + strconv.Itoa(level)
		if err := pay(ctx, tx, u, now, "level_reward", ref, key, rw); err != nil {
			return err
		}
		res = &Claimed{Level: level, Reward: rw, User: u}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return res, nil
}

// rewardCase is the case a reward row names, or nil for none; an alias
// that names no case refuses the claim (the operator's data is wrong).
func rewardCase(ctx context.Context, tx *ent.Tx, alias string) (*ent.LootCase, error) {
	if alias == "" {
		return nil, nil
	}
	return catalog.CaseByAlias(ctx, tx.Client(), alias)
}

// customizationsBySlug resolves the slugs of reward rows to
// customizations (unknown ones are left out), in one query.
func customizationsBySlug(ctx context.Context, c *ent.Client, rows []*ent.LevelReward) (map[string]*ent.Customization, error) {
	var slugs []string
	for _, r := range rows {
		if r.CustomizationSlug != "" {
			slugs = append(slugs, r.CustomizationSlug)
		}
	}
	out := map[string]*ent.Customization{}
	if len(slugs) == 0 {
		return out, nil
	}
	cs, err := c.Customization.Query().Where(customization.SlugIn(slugs...)).All(ctx)
	for _, cu := range cs {
		out[cu.Slug] = cu
	}
	return out, err
}

// rewardCustomization is the customization a reward row names, or nil for
// none; a slug that names none refuses the claim (the operator's data is
// wrong), as an unknown case alias does.
func rewardCustomization(ctx context.Context, tx *ent.Tx, slug string) (*ent.Customization, error) {
	if slug == "" {
		return nil, nil
	}
	cu, err := tx.Customization.Query().Where(customization.Slug(slug)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, apperr.NotFound.Msg("the level's customization %q does not exist", slug)
	}
	return cu, err
}

// pay credits a reward in tx: each currency through the ledger (key, then
// key:currency for the second and later), the case as a reward case.
func pay(ctx context.Context, tx *ent.Tx, u *ent.User, now time.Time, reason, ref, key string, rw Reward) error {
	first := true
	for _, c := range []struct {
		cur    ledger.Currency
		amount int64
	}{{ledger.Crystals, rw.Crystals}, {ledger.Bullets, rw.Bullets}, {ledger.Money, int64(rw.Balance)}} {
		if c.amount <= 0 {
			continue
		}
		k := key
		if !first {
			k = key + ":" + c.cur
		}
		first = false
		if _, err := ledger.Apply(ctx, tx, ledger.Change{At: now, UserID: u.ID, Currency: c.cur, Delta: c.amount,
			Reason: reason, Ref: ref, IdemKey: k, Row: u}); err != nil {
			return err
		}
	}
	if rw.Case != nil {
		src := rewardcase.SourceLevel
		if err := cases.Grant(ctx, tx, u.ID, rw.Case.ID, src, ref); err != nil {
			return fmt.Errorf("levels: grant case: %w", err)
		}
	}
	if rw.Customization != nil {
		err := customizations.Grant(ctx, tx, u.ID, rw.Customization.ID, ref, now)
		if e, ok := apperr.As(err); ok && e.Key == apperr.CustomizationOwned.Key {
			err = nil // owned already: the level still pays the rest
		}
		if err != nil {
			return fmt.Errorf("levels: grant customization: %w", err)
		}
	}
	return nil
}

// referrals counts the players whose referrer is userID.
func referrals(ctx context.Context, c *ent.Client, userID int) (int, error) {
	return c.User.Query().Where(user.ReferrerID(userID)).Count(ctx)
}

// Progress is the actor's standing for the extra rewards: each row with
// its conditions and progress, and the missing (reached, unclaimed) levels
// (GET /level/extra-rewards-deposits, query levels).
func (s *Service) Progress(ctx context.Context, a *actor.Actor) (*Progress, error) {
	u, err := s.viewer(ctx, a)
	if err != nil {
		return nil, err
	}
	return s.progress(ctx, s.DB, u)
}

func (s *Service) progress(ctx context.Context, c *ent.Client, u *ent.User) (*Progress, error) {
	refs, err := referrals(ctx, c, u.ID)
	if err != nil {
		return nil, err
	}
	rows, err := c.ExtraLevelReward.Query().Order(ent.Asc(extralevelreward.FieldLevel)).All(ctx)
	if err != nil {
		return nil, err
	}
	claims, err := c.ExtraLevelClaim.Query().Where(extralevelclaim.UserID(u.ID)).All(ctx)
	if err != nil {
		return nil, err
	}
	claimed := map[int]bool{}
	for _, cl := range claims {
		claimed[cl.Level] = true
	}
	aliases := make([]string, len(rows))
	for i, r := range rows {
		aliases[i] = r.CaseAlias
	}
	found, err := casesByAlias(ctx, c, aliases)
	if err != nil {
		return nil, err
	}
	p := &Progress{Level: u.Level, LevelBasedOnXP: u.LevelBasedOnXp, XP: u.Xp, Referrals: refs,
		TopupsSum: u.TopupsSum, TopupsSumLast: u.TopupsSumLastExtraReward, Deposits: max(0, u.TopupsSum-u.TopupsSumLastExtraReward)}
	p.Missing = []int{}
	for _, r := range rows {
		e := extraOf(r, found[r.CaseAlias], u, refs, p.Deposits, claimed[r.Level])
		p.Extra = append(p.Extra, e)
		if e.Reached && !e.Claimed {
			p.Missing = append(p.Missing, e.Level)
		}
	}
	return p, nil
}

func extraOf(r *ent.ExtraLevelReward, cs *ent.LootCase, u *ent.User, refs int, deposits money.Cents, claimed bool) ExtraLevel {
	e := ExtraLevel{Level: r.Level, Crystals: r.Crystals, Case: cs, Referrals: r.Referrals, MaxDeposit: r.MaxDeposit,
		Reached: u.Level >= r.Level, Claimed: claimed, ReferralsOK: refs >= r.Referrals, DepositsOK: deposits >= r.MaxDeposit,
		ReferralsProgress: min(refs, r.Referrals), DepositsProgress: min(deposits, r.MaxDeposit)}
	e.Claimable = e.Reached && !e.Claimed && e.ReferralsOK && e.DepositsOK
	return e
}

// ClaimExtra claims the extra reward of level (POST /level/level-up-extra,
// mutation claimExtraLevelReward); see the package comment for its
// conditions.
func (s *Service) ClaimExtra(ctx context.Context, a *actor.Actor, level int) (*Claimed, error) {
	now := s.now()
	if err := play.Refusal(a, now, nil); err != nil {
		return nil, err
	}
	var res *Claimed
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		res = nil
		u, err := store.LockUser(ctx, tx, a.UserID)
		if err != nil {
			return err
		}
		if err := play.RefusalOnRow(a, u, now, nil); err != nil {
			return err
		}
		row, err := tx.ExtraLevelReward.Query().Where(extralevelreward.Level(level)).Only(ctx)
		if ent.IsNotFound(err) {
			return refuse("level_unknown", "level %d has no extra reward", level).With("field", "level")
		}
		if err != nil {
			return err
		}
		done, err := tx.ExtraLevelClaim.Query().Where(extralevelclaim.UserID(u.ID), extralevelclaim.Level(level)).Exist(ctx)
		if err != nil {
			return err
		}
		refs, err := referrals(ctx, tx.Client(), u.ID)
		if err != nil {
			return err
		}
		deposits := max(0, u.TopupsSum-u.TopupsSumLastExtraReward)
		e := extraOf(row, nil, u, refs, deposits, done)
		switch {
		case e.Claimed:
			return refuse("extra_level_claimed", "the extra reward of level %d was already claimed", level)
		case !e.Reached:
			return refuse("extra_level_not_reached", "claim level %d first", level).With("level", u.Level)
		case !e.ReferralsOK:
			return refuse("extra_level_referrals", "%d referrals are needed", row.Referrals).
				With("referrals", refs).With("needed", row.Referrals)
		case !e.DepositsOK:
			return refuse("extra_level_deposits", "%s more must be deposited", row.MaxDeposit-deposits).
				With("deposits", deposits.String()).With("needed", row.MaxDeposit.String())
		}
		if err := tx.ExtraLevelClaim.Create().SetUserID(u.ID).SetLevel(level).SetDeposits(deposits).SetCreatedAt(now).Exec(ctx); err != nil {
			if ent.IsConstraintError(err) {
				return refuse("extra_level_claimed", "the extra reward of level %d was already claimed", level)
			}
			return err
		}
		if err := tx.User.UpdateOneID(u.ID).SetTopupsSumLastExtraReward(u.TopupsSum).Exec(ctx); err != nil {
			return err
		}
		u.TopupsSumLastExtraReward = u.TopupsSum
		rw := Reward{Crystals: row.Crystals}
		if rw.Case, err = rewardCase(ctx, tx, row.CaseAlias); err != nil {
			return err
		}
		ref := "level_extra:" + strconv.Itoa(level)
		key := "level_extra:" + strconv.Itoa(u.ID) + ":" + strconv.Itoa(level)
		if err := pay(ctx, tx, u, now, "level_extra_reward", ref, key, rw); err != nil {
			return err
		}
		res = &Claimed{Level: level, Reward: rw, User: u}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return res, nil
}

// UnmetExtra is the highest extra reward up to level that userID has not
// claimed and whose referral or deposit condition is not met, nil when
// none: what the reminder after a level-up names (spec 4).
func UnmetExtra(ctx context.Context, c *ent.Client, userID, level int) (*ExtraLevel, error) {
	u, err := c.User.Get(ctx, userID)
	if err != nil {
		return nil, err
	}
	p, err := (&Service{}).progress(ctx, c, u)
	if err != nil {
		return nil, err
	}
	for i := len(p.Extra) - 1; i >= 0; i-- {
		if e := p.Extra[i]; e.Level <= level && !e.Claimed && !(e.ReferralsOK && e.DepositsOK) {
			return &e, nil
		}
	}
	return nil, nil
}
