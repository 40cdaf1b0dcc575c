package cases

import (
	"context"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/ledger"
)

// FindCase finds the case a request names: by id or by alias, exactly one
// of them (both is ambiguous, neither names nothing).
func FindCase(ctx context.Context, c *ent.Client, id int, alias string) (*ent.LootCase, error) {
	switch {
	case id != 0 && alias != "":
		return nil, apperr.Validation.Msg("give the id or the alias of the case, not both").With("field", "alias")
	case alias != "":
		return catalog.CaseByAlias(ctx, c, alias)
	case id == DailyBonusCaseID:
		// Row ids are ranged per table (ent's global ids), so 109 names no
		// other case: it is the spec's fixed id of the daily bonus case.
		cs, err := c.LootCase.Query().Where(lootcase.FamilyEQ(lootcase.FamilyDailybonus)).Order(ent.Asc(lootcase.FieldID)).First(ctx)
		if ent.IsNotFound(err) {
			return nil, apperr.NotFound.Msg("no daily bonus case")
		}
		return cs, err
	case id > 0:
		cs, err := c.LootCase.Get(ctx, id)
		if ent.IsNotFound(err) {
			return nil, apperr.NotFound.Msg("no case %d", id)
		}
		return cs, err
	case id < 0:
		return nil, apperr.Validation.Msg("id must be positive").With("field", "id")
	}
	return nil, apperr.Validation.Msg("id or alias of the case is required").With("field", "id")
}

// findCase is FindCase through the service's catalogue cache when it has
// one: every opening starts here, and a case changes only with the
// catalogue.
func (s *Service) findCase(ctx context.Context, id int, alias string) (*ent.LootCase, error) {
	cached := s.Contents != nil && (id == 0) != (alias == "") && id >= 0 && id != DailyBonusCaseID
	if !cached {
		return FindCase(ctx, s.DB, id, alias)
	}
	return s.Contents.Case(ctx, id, alias)
}

// Refusal says why the actor cannot open count of cs now through the normal
// family (POST /case/open), or nil when it can. balance is the balance to
// check against; nil skips the money check (Open checks it again on the
// locked row, and the ledger has the last word). The order is what a player
// should fix first.
func Refusal(a *actor.Actor, cs *ent.LootCase, count int, balance *money.Cents, now time.Time) error {
	if err := a.Require(); err != nil {
		return err
	}
	if count < 1 || count > MaxCount {
		return apperr.Validation.Msg("count must be between 1 and %d", MaxCount).With("field", "count")
	}
	if err := FamilyRefusal(a, cs, lootcase.FamilyNormal, now); err != nil {
		return err
	}
	if balance != nil && *balance < cs.Price*money.Cents(count) {
		return NotEnough(ledger.Money, int64(cs.Price)*int64(count))
	}
	return nil
}

// FamilyRefusal is what every family's opening refuses before its own
// rules: anonymous visitors, a disabled case, a case of another family
// (api.validation, reason wrong_family), self-banned and restricted
// accounts, and the family's restriction case_open_<family>.
func FamilyRefusal(a *actor.Actor, cs *ent.LootCase, family lootcase.Family, now time.Time) error {
	if err := a.Require(); err != nil {
		return err
	}
	if !cs.Enabled {
		return apperr.CaseDisabled
	}
	if cs.Family != family {
		return apperr.Validation.Msg("case %q is opened through its own %s mechanic", cs.Alias, cs.Family).
			With("reason", "wrong_family").With("family", string(cs.Family))
	}
	if err := a.CanPlay(now); err != nil {
		return err
	}
	if f := "case_open_" + string(family); a.Restricted(f) {
		return apperr.Restricted.With("feature", f)
	}
	return nil
}

// NotEnough is the refusal of an opening that needs more of cur than the
// player holds: need is in the currency's unit (cents for money, shown as
// an amount like 12.34).
func NotEnough(cur ledger.Currency, need int64) error {
	switch cur {
	case ledger.Bullets:
		return apperr.NotEnoughBullets.With("need", need)
	case ledger.Candies:
		return apperr.NotEnoughCandies.With("need", need)
	}
	return apperr.NotEnoughMoney.With("need", money.Cents(need).String())
}

// Availability is whether the actor could open a case now, and if not, why
// (an api.* key the client translates).
type Availability struct {
	Openable bool
	Reason   string
	// MaxCount is the most cases of cs the actor could open in one request
	// now (0 when none), so a client can offer x1..x10 without re-deriving
	// the balance rule. For a stack case it is the largest stack size.
	MaxCount int
}

// AvailabilityOf answers for count opens of cs through its family's own
// opening, with the actor's balances as they were resolved for this request.
func AvailabilityOf(a *actor.Actor, cs *ent.LootCase, count int, now time.Time) Availability {
	av := Availability{Openable: true}
	if err := refusalOf(a, cs, count, now); err != nil {
		av = Availability{Reason: apperr.KeyOf(err)}
	}
	for n := MaxCount; n >= 1; n-- {
		if refusalOf(a, cs, n, now) == nil {
			if av.MaxCount = n; cs.Family == lootcase.FamilyStack {
				av.MaxCount = stackFor(n).Count
			}
			break
		}
	}
	return av
}

// refusalOf is why count opens of cs through its family would be refused,
// by the actor's balances as resolved.
func refusalOf(a *actor.Actor, cs *ent.LootCase, count int, now time.Time) error {
	if err := a.Require(); err != nil {
		return err
	}
	var need int64
	var balance int64
	cur := ledger.Money
	switch cs.Family {
	case lootcase.FamilyStack:
		// count opens: the smallest stack holding at least count cases.
		st := stackFor(count)
		if st.Count == 0 || count < 1 {
			return apperr.Validation.Msg("the largest stack is %d cases", StackSizes[len(StackSizes)-1].Count).With("field", "size")
		}
		need, balance = int64(StackPrice(cs.Price, st)), int64(a.Balance)
	case lootcase.FamilyRange:
		if count != 1 {
			return apperr.Validation.Msg("a range open takes one case").With("field", "count")
		}
		need, balance = 1, int64(a.Balance) // the cheapest range costs a cent
	case lootcase.FamilyBullet, lootcase.FamilyCandy:
		if count < 1 || count > MaxCount {
			return apperr.Validation.Msg("count must be between 1 and %d", MaxCount).With("field", "count")
		}
		cur, _ = Currency(cs.Family)
		need, balance = int64(cs.Price)*int64(count), a.Bullets
		if cur == ledger.Candies {
			balance = a.Candies
		}
	case lootcase.FamilyGacha, lootcase.FamilyDota:
		return familyRefusal(a, cs, cs.Family, count, &a.Balance, now)
	case lootcase.FamilyDiscovered:
		if count != 1 {
			return apperr.Validation.Msg("a discovered open takes one case").With("field", "count")
		}
		return familyRefusal(a, cs, cs.Family, 1, &a.Balance, now)
	case lootcase.FamilyReward, lootcase.FamilyDailybonus:
		// Free: whether the player holds a grant or today's bonus is the
		// family's own state (rewardCases, dailyBonus).
		return FamilyRefusal(a, cs, cs.Family, now)
	default:
		return Refusal(a, cs, count, &a.Balance, now)
	}
	if err := FamilyRefusal(a, cs, cs.Family, now); err != nil {
		return err
	}
	if balance < need {
		return NotEnough(cur, need)
	}
	return nil
}

// stackFor is the smallest stack size of at least count cases; zero when
// count is more than the largest.
func stackFor(count int) StackSize {
	for _, st := range StackSizes {
		if st.Count >= count {
			return st
		}
	}
	return StackSize{}
}
