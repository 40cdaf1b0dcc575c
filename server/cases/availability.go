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

// Refusal says why the actor cannot open count of cs now, or nil when it
// can. balance is the balance to check against; nil skips the money check
// (Open checks it again on the locked row, and the ledger has the last word).
// The order is what a player should fix first.
func Refusal(a *actor.Actor, cs *ent.LootCase, count int, balance *money.Cents, now time.Time) error {
	if err := a.Require(); err != nil {
		return err
	}
	if count < 1 || count > MaxCount {
		return apperr.Validation.Msg("count must be between 1 and %d", MaxCount).With("field", "count")
	}
	if !cs.Enabled {
		return apperr.CaseDisabled
	}
	if cs.Family != lootcase.FamilyNormal {
		return apperr.Validation.Msg("case %q is opened through its own %s mechanic", cs.Alias, cs.Family)
	}
	if err := a.CanPlay(now); err != nil {
		return err
	}
	if f := "case_open_" + string(cs.Family); a.Restricted(f) {
		return apperr.Restricted.With("feature", f)
	}
	if balance != nil && *balance < cs.Price*money.Cents(count) {
		return apperr.NotEnoughMoney.With("need", (cs.Price * money.Cents(count)).String())
	}
	return nil
}

// Availability is whether the actor could open a case now, and if not, why
// (an api.* key the client translates).
type Availability struct {
	Openable bool
	Reason   string
	// MaxCount is the most cases of cs the actor could open in one request
	// now (0 when none), so a client can offer x1..x10 without re-deriving
	// the balance rule.
	MaxCount int
}

// AvailabilityOf answers for count opens of cs with the actor's balance as
// it was resolved for this request.
func AvailabilityOf(a *actor.Actor, cs *ent.LootCase, count int, now time.Time) Availability {
	av := Availability{Openable: true}
	if err := Refusal(a, cs, count, &a.Balance, now); err != nil {
		av = Availability{Reason: apperr.KeyOf(err)}
	}
	for n := MaxCount; n >= 1; n-- {
		if Refusal(a, cs, n, &a.Balance, now) == nil {
			av.MaxCount = n
			break
		}
	}
	return av
}
