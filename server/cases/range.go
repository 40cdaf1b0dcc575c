package cases

import (
	"context"

	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/ledger"
)

// The range family: the player picks the win prices [min, max] (cents,
// inclusive); the open rolls on the case's items priced within, with their
// weights (Shape, range:MIN-MAX), and costs what that table is worth at
// RangeRTPBps (RangePrice), exactly, in money, with XP. The prices it read
// are recorded with the roll (range:MIN-MAX@SHA256, prices.go).

// RangeRequest opens one case of a range case (POST /case/range/open).
type RangeRequest struct {
	CaseID    int
	CaseAlias string
	Min, Max  money.Cents
	Fast      bool
}

func validRange(min, max money.Cents) error {
	switch {
	case min < 0:
		return apperr.Validation.Msg("min must not be negative").With("field", "min")
	case max < min:
		return apperr.Validation.Msg("max must not be below min").With("field", "max")
	}
	return nil
}

// QuoteRange prices the range [min, max] of a range case and says its odds
// (GET /case/range/quote, rangeQuote). Anyone may ask; a case of another
// family or a range keeping no item is refused.
func (s *Service) QuoteRange(ctx context.Context, caseID int, alias string, min, max money.Cents) (RangeQuote, error) {
	cs, err := s.findCase(ctx, caseID, alias)
	if err != nil {
		return RangeQuote{}, err
	}
	if cs.Family != lootcase.FamilyRange {
		return RangeQuote{}, apperr.Validation.Msg("case %q is not a range case", cs.Alias).
			With("reason", "wrong_family").With("family", string(cs.Family))
	}
	tbl, err := s.table(ctx, cs)
	if err != nil {
		return RangeQuote{}, err
	}
	q, _, err := quote(tbl, min, max)
	return q, err
}

// OpenRange opens one case of a range case limited to wins priced in
// [r.Min, r.Max], at the range's quoted price.
func (s *Service) OpenRange(ctx context.Context, a *actor.Actor, r RangeRequest) (*Opened, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	if err := validRange(r.Min, r.Max); err != nil {
		return nil, err
	}
	now := s.Now()
	cs, err := s.familyCase(ctx, a, r.CaseID, r.CaseAlias, lootcase.FamilyRange, now)
	if err != nil {
		return nil, err
	}
	tbl, err := s.table(ctx, cs)
	if err != nil {
		return nil, err
	}
	q, kept, err := quote(tbl, r.Min, r.Max)
	if err != nil {
		return nil, err
	}
	snapshot := snapshotOf(cs, tbl)
	return s.pay(ctx, a, payment{cs: cs, tbl: kept, roll: RangeRoll(r.Min, r.Max) + "@" + snapshot.PricesSHA256(), n: 1,
		currency: ledger.Money, amount: int64(q.Price), fast: r.Fast, prices: &snapshot})
}
