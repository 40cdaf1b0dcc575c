package cases

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/levels"
	"github.com/casefront/casefront/server/store"
)

// The families paid like a normal case, each from its balance and at its
// price: stack (a discounted stack of the same case, money), range (one case
// limited to wins in a price range, money, range.go), bullet and candy (the
// case's price in bullets or candies). Each opening is one transaction like
// Open: the player's row locked first, the same rules on the locked row, the
// debit through the ledger, XP only for money, the rolls with the player's
// seed (draw), the wins on the feed after the roulette.

// StackRequest opens one stack of a stack case (POST /case/stack/open).
type StackRequest struct {
	CaseID    int
	CaseAlias string
	Size      int // one of StackSizes
	Fast      bool
}

// payment is what one opening of a paid family rolls and charges.
type payment struct {
	cs       *ent.LootCase
	tbl      table  // the table the rolls map onto, already shaped by roll
	roll     string // Shape's descriptor, stored on each drop
	n        int    // how many cases (nonces)
	currency ledger.Currency
	amount   int64 // in the currency's unit
	fast     bool
}

// pay runs a paid opening for the actor (the normal family's Open too):
// every check again on the locked row, the debit, XP for money spent, the
// rolls, in one transaction; the wins reach the feed after the commit.
// Nothing is written unless everything succeeds.
func (s *Service) pay(ctx context.Context, a *actor.Actor, p payment, now time.Time) (*Opened, error) {
	out := &Opened{Case: p.cs, Currency: p.currency, Amount: p.amount}
	if p.currency == ledger.Money {
		out.Cost = money.Cents(p.amount)
	}
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		out.Drops = nil // a retried transaction starts again
		// The user row first, as store's lock order wants: one player's
		// openings are serialized and the seed and nonce read next cannot
		// be raced.
		u, err := store.LockUser(ctx, tx, a.UserID)
		if err != nil {
			return apperr.NoAuth.Msg("unknown user")
		}
		// The row may have changed since the actor was resolved (a self-ban,
		// a debit elsewhere): the same rules again on what the row says now.
		if err := actor.CanPlayRow(u, now); err != nil {
			return err
		}
		if ledger.Of(u, p.currency) < p.amount {
			return NotEnough(p.currency, p.amount)
		}
		seed, err := fair.Active(ctx, tx, u.ID)
		if err != nil {
			return err
		}
		if p.amount > 0 {
			change := ledger.Change{At: now,
				UserID: u.ID, Currency: p.currency, Delta: -p.amount,
				Reason: "case_open", Ref: "case:" + strconv.Itoa(p.cs.ID),
				IdemKey: openKey(u.ID, seed.ID, seed.Nonce), Row: u,
			}
			if p.currency == ledger.Money {
				// Computed from the locked row and written with the debit, in
				// one UPDATE, never read back.
				change.XP, change.Level = levels.Earned(u, out.Cost)
			}
			if _, err := ledger.Apply(ctx, tx, change); err != nil {
				return err
			}
		}
		if out.Drops, err = s.draw(ctx, tx, u.ID, p.cs, p.tbl, p.roll, seed, p.n, now, p.fast); err != nil {
			return err
		}
		out.User, out.Seed = u, seed
		return nil
	})
	if err != nil {
		return nil, err
	}
	s.announce(ctx, out)
	return out, nil
}

// openKey is an opening's idempotency key, open:<user>:<seed>:<first
// nonce>: one opening per nonce of a seed.
func openKey(userID, seedID int, nonce int64) string {
	b := make([]byte, 0, 48)
	b = append(b, "open:"...)
	b = strconv.AppendInt(b, int64(userID), 10)
	b = append(b, ':')
	b = strconv.AppendInt(b, int64(seedID), 10)
	b = append(b, ':')
	b = strconv.AppendInt(b, nonce, 10)
	return string(b)
}

// familyCase finds the case a request names and applies the family's
// common refusals (FamilyRefusal).
func (s *Service) familyCase(ctx context.Context, a *actor.Actor, id int, alias string, family lootcase.Family, now time.Time) (*ent.LootCase, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	cs, err := s.findCase(ctx, id, alias)
	if err != nil {
		return nil, err
	}
	return cs, FamilyRefusal(a, cs, family, now)
}

// OpenStack opens a stack of r.Size cases of a stack case for the stack's
// price (StackPrice), in money, with XP for what was paid.
func (s *Service) OpenStack(ctx context.Context, a *actor.Actor, r StackRequest) (*Opened, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	i := slices.IndexFunc(StackSizes, func(st StackSize) bool { return st.Count == r.Size })
	if i < 0 {
		return nil, apperr.Validation.Msg("a stack is %s cases", stackSizesText()).With("field", "size")
	}
	now := s.now()
	cs, err := s.familyCase(ctx, a, r.CaseID, r.CaseAlias, lootcase.FamilyStack, now)
	if err != nil {
		return nil, err
	}
	tbl, err := s.table(ctx, cs)
	if err != nil {
		return nil, err
	}
	return s.pay(ctx, a, payment{cs: cs, tbl: tbl, n: r.Size, currency: ledger.Money,
		amount: int64(StackPrice(cs.Price, StackSizes[i])), fast: r.Fast}, now)
}

func stackSizesText() string {
	out := ""
	for i, st := range StackSizes {
		switch {
		case i == 0:
		case i == len(StackSizes)-1:
			out += " or "
		default:
			out += ", "
		}
		out += fmt.Sprint(st.Count)
	}
	return out
}

// OpenBullet opens r.Count cases of a bullet case, paid in bullets (the
// case's price is in bullets), without XP.
func (s *Service) OpenBullet(ctx context.Context, a *actor.Actor, r OpenRequest) (*Opened, error) {
	return s.openUnits(ctx, a, r, lootcase.FamilyBullet)
}

// OpenCandy opens r.Count cases of a candy case, paid in candies, without XP.
func (s *Service) OpenCandy(ctx context.Context, a *actor.Actor, r OpenRequest) (*Opened, error) {
	return s.openUnits(ctx, a, r, lootcase.FamilyCandy)
}

func (s *Service) openUnits(ctx context.Context, a *actor.Actor, r OpenRequest, family lootcase.Family) (*Opened, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	if r.Count < 1 || r.Count > MaxCount {
		return nil, apperr.Validation.Msg("count must be between 1 and %d", MaxCount).With("field", "count")
	}
	now := s.now()
	cs, err := s.familyCase(ctx, a, r.CaseID, r.CaseAlias, family, now)
	if err != nil {
		return nil, err
	}
	cur, _ := Currency(family)
	tbl, err := s.table(ctx, cs)
	if err != nil {
		return nil, err
	}
	return s.pay(ctx, a, payment{cs: cs, tbl: tbl, n: r.Count, currency: cur,
		amount: int64(cs.Price) * int64(r.Count), fast: r.Fast}, now)
}

// TopTierOf is the highest rarity among a case's contents (TopTier), for
// the rules panel: what the gacha meter guarantees.
func TopTierOf(contents []*ent.CaseItem) item.Rarity {
	return TopTier(table{contents: contents})
}
