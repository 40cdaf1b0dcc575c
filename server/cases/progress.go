package cases

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/caseprogress"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/play"
)

// What the families that keep state between opens (gacha, dota,
// discovered) share: their refusals, the progress row and exact chances.

// ProgressOpenRequest is an open of a family with a counter (gacha, dota).
type ProgressOpenRequest struct {
	OpenRequest
	// ExpectedProgress, when set, is the meter (gacha) or miss count (dota)
	// the player saw: the open is refused if the row says otherwise.
	ExpectedProgress *int
}

// Fraction is an exact probability, reduced.
type Fraction struct {
	Num, Den int64
}

// fraction reduces num/den (den > 0).
func fraction(num, den int64) Fraction {
	if den <= 0 {
		return Fraction{0, 1}
	}
	g := gcd(num, den)
	if g == 0 {
		g = 1
	}
	return Fraction{num / g, den / g}
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	if a < 0 {
		return -a
	}
	return a
}

// Percent is the fraction × 100, for display.
func (f Fraction) Percent() float64 {
	if f.Den == 0 {
		return 0
	}
	return float64(f.Num) * 100 / float64(f.Den)
}

// tierChance is the chance that one roll on t lands on an item of rarity r.
func tierChance(t table, r item.Rarity) Fraction {
	var w int64
	for i, ci := range t.contents {
		if ci.Edges.Item.Rarity == r {
			w += t.weights[i]
		}
	}
	return fraction(w, t.total)
}

// wrongFamily refuses a case of another family than the endpoint's.
func wrongFamily(cs *ent.LootCase, want lootcase.Family) error {
	if cs.Family == want {
		return nil
	}
	return apperr.Validation.Msg("case %q is a %s case, not a %s case", cs.Alias, cs.Family, want).
		With("reason", "wrong_family").With("family", string(cs.Family))
}

// familyRefusal says why the actor cannot open count of cs as a case of
// family now, in Refusal's order; balance nil skips the money check.
func familyRefusal(a *actor.Actor, cs *ent.LootCase, family lootcase.Family, count int, balance *money.Cents, now time.Time) error {
	if err := a.Require(); err != nil {
		return err
	}
	if count < 1 || count > MaxCount {
		return apperr.Validation.Msg("count must be between 1 and %d", MaxCount).With("field", "count")
	}
	if err := FamilyRefusal(a, cs, family, now); err != nil {
		return err
	}
	if balance != nil && *balance < cs.Price*money.Cents(count) {
		return NotEnough(ledger.Money, int64(cs.Price)*int64(count))
	}
	return nil
}

// progressChanged is the refusal of an open or reset whose expected
// progress is not what the row says.
func progressChanged(expected *int, have int) error {
	if expected == nil || *expected == have {
		return nil
	}
	return apperr.Validation.Msg("the progress is %d, not %d: it changed meanwhile", have, *expected).
		With("reason", "progress_changed").With("progress", have)
}

// readProgress is the player's count on cs of kind without locking or
// creating anything (0 when there is no row yet, or a row of another kind).
func readProgress(ctx context.Context, c *ent.Client, userID, caseID int, kind caseprogress.Kind) (int, error) {
	if userID == 0 {
		return 0, nil
	}
	row, err := c.CaseProgress.Query().Where(caseprogress.UserID(userID), caseprogress.CaseID(caseID)).Only(ctx)
	if ent.IsNotFound(err) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	if row.Kind != kind {
		return 0, nil
	}
	return row.Count, nil
}

// progressRow is the player's progress row on cs, created at 0 on first
// use. The caller holds the player's lock (store.LockUser), so no other
// transaction creates or changes it meanwhile. A row of another kind (the
// case changed family) starts again from 0. create false returns nil
// instead of creating.
func progressRow(ctx context.Context, tx *ent.Tx, userID, caseID int, kind caseprogress.Kind, create bool) (*ent.CaseProgress, error) {
	row, err := tx.CaseProgress.Query().Where(caseprogress.UserID(userID), caseprogress.CaseID(caseID)).Only(ctx)
	switch {
	case err == nil && row.Kind == kind:
		return row, nil
	case err == nil:
		if !create {
			return nil, nil
		}
		if err := tx.CaseProgress.DeleteOne(row).Exec(ctx); err != nil {
			return nil, err
		}
	case !ent.IsNotFound(err):
		return nil, err
	case !create:
		return nil, nil
	}
	return tx.CaseProgress.Create().SetUserID(userID).SetCaseID(caseID).SetKind(kind).Save(ctx)
}

// setProgress moves the row to count, conditionally on the version read:
// a change that was not made from what the row says is refused.
func setProgress(ctx context.Context, tx *ent.Tx, row *ent.CaseProgress, count int, now time.Time) error {
	n, err := tx.CaseProgress.Update().Where(caseprogress.ID(row.ID), caseprogress.Version(row.Version)).
		SetCount(count).AddVersion(1).SetUpdatedAt(now).Save(ctx)
	if err != nil {
		return fmt.Errorf("cases: progress: %w", err)
	}
	if n != 1 {
		return apperr.Validation.Msg("the progress changed meanwhile").With("reason", "progress_changed")
	}
	row.Count, row.Version, row.UpdatedAt = count, row.Version+1, &now
	return nil
}

// progressCase finds the case a state is asked for and its table: the case
// must be of family (a state is asked for on the family's own page).
func (s *Service) progressCase(ctx context.Context, id int, alias string, family lootcase.Family) (*ent.LootCase, table, error) {
	cs, err := s.findCase(ctx, id, alias)
	if err != nil {
		return nil, table{}, err
	}
	if err := wrongFamily(cs, family); err != nil {
		return nil, table{}, err
	}
	t, err := s.table(ctx, cs)
	if err != nil {
		return nil, table{}, err
	}
	return cs, t, nil
}

// openOnProgress is the open gacha and dota share: r.Count opens of a case
// of family, paid together in money (XP), each rolled in turn on the table
// and roll step picks from the count the previous open left (the row of
// kind, created at 0). A top-tier drop sets the count to 0, any other adds
// one. It answers the opening, the case's full table and the count after.
func (s *Service) openOnProgress(ctx context.Context, a *actor.Actor, r ProgressOpenRequest, family lootcase.Family,
	kind caseprogress.Kind, step func(full table, count int) (table, string, error)) (*Opened, table, int, error) {
	if err := a.Require(); err != nil {
		return nil, table{}, 0, err
	}
	cs, err := s.findCase(ctx, r.CaseID, r.CaseAlias)
	if err != nil {
		return nil, table{}, 0, err
	}
	now := s.Now()
	if err := familyRefusal(a, cs, family, r.Count, nil, now); err != nil {
		return nil, table{}, 0, err
	}
	full, err := s.table(ctx, cs)
	if err != nil {
		return nil, table{}, 0, err
	}
	top := TopTier(full)

	out := &Opened{Case: cs, Cost: cs.Price * money.Cents(r.Count), Currency: ledger.Money}
	out.Amount = int64(out.Cost)
	var count int
	var row *ent.CaseProgress
	t, err := s.Run(ctx, a, play.Play{Game: string(family) + "_open", Rule: familyRule(family), Nonces: r.Count,
		Ref:    "case:" + strconv.Itoa(cs.ID),
		Debits: [2]play.Debit{{Currency: ledger.Money, Amount: out.Amount, Value: out.Cost, Short: NotEnough}},
		Check: func(ctx context.Context, t *play.Tx) (err error) {
			// The count row after the player's (store's lock order).
			if row, err = progressRow(ctx, t.Tx, t.User.ID, cs.ID, kind, true); err != nil {
				return err
			}
			return progressChanged(r.ExpectedProgress, row.Count)
		},
		Draw: func(ctx context.Context, t *play.Tx) error {
			count = row.Count
			drops := make([]*ent.Drop, 0, r.Count)
			for i := range r.Count {
				shaped, roll, err := step(full, count)
				if err != nil {
					return err
				}
				ds, err := rollDrops(t.User.ID, cs, shaped, roll, t.Seed, t.Nonce+int64(i), 1, t.Now, r.Fast)
				if err != nil {
					return err
				}
				drops = append(drops, ds...)
				if ds[0].Edges.Item.Rarity == top {
					count = 0
				} else {
					count++
				}
			}
			if err := t.Mint(ctx, drops...); err != nil {
				return err
			}
			if err := grantBoosts(ctx, t.Tx, t.User.ID, cs, drops); err != nil {
				return err
			}
			t.Ref, out.Drops = "drop:"+strconv.Itoa(drops[0].ID), drops
			t.Announce(*drops[0].FeedAt, cs, wonDrops(drops)...)
			return setProgress(ctx, t.Tx, row, count, t.Now)
		},
	})
	if err != nil {
		return nil, table{}, 0, err
	}
	out.User, out.Seed = t.User, t.Seed
	return out, full, count, nil
}
