package cases

import (
	"math/big"

	"github.com/casefront/casefront/internal/money"
)

// RangePrice is what one range open costs when its table keeps items of
// these weights and prices (cents): the expected win of the kept table,
// Σ(w·p) / Σw, priced for a return of RangeRTPBps, rounded up to the cent
// and at least one cent:
//
//	ceil( Σ(w·p) · 10000 / (Σw · RangeRTPBps) )
//
// Computed on exact integers (the products of large weights and prices do
// not fit in 64 bits), so the price of a range is the same everywhere.
// It is 0 when no item is kept (weights sum to zero), which a caller refuses.
func RangePrice(weights, prices []int64) money.Cents {
	var sumW, sumWP big.Int
	var wp big.Int
	for i, w := range weights {
		sumW.Add(&sumW, big.NewInt(w))
		sumWP.Add(&sumWP, wp.Mul(big.NewInt(w), big.NewInt(prices[i])))
	}
	if sumW.Sign() <= 0 {
		return 0
	}
	num := new(big.Int).Mul(&sumWP, big.NewInt(10000))
	den := new(big.Int).Mul(&sumW, big.NewInt(RangeRTPBps))
	// ceil(num/den) for num ≥ 0, den > 0: (num + den - 1) / den.
	q := new(big.Int).Add(num, den)
	q.Sub(q, big.NewInt(1))
	q.Quo(q, den)
	if !q.IsInt64() {
		return money.Cents(1<<63 - 1)
	}
	return max(money.Cents(q.Int64()), 1)
}

// RangeQuote is the price and the odds of one range open of a case.
type RangeQuote struct {
	Min, Max money.Cents
	Price    money.Cents
	// Kept / Total is the chance that an ordinary open of the case wins an
	// item priced within the range: the kept items' weights over all of them.
	Kept, Total int64
	// Items is how many of the case's entries the range keeps.
	Items int
}

// Percent is the chance Kept/Total × 100, for display.
func (q RangeQuote) Percent() float64 {
	if q.Total == 0 {
		return 0
	}
	return float64(q.Kept) * 100 / float64(q.Total)
}

// quote prices the range [min, max] on the case table t (as it is, not yet
// shaped); an empty range is refused (reason empty_table), a malformed one
// names its field.
func quote(t table, min, max money.Cents) (RangeQuote, table, error) {
	if err := validRange(min, max); err != nil {
		return RangeQuote{}, table{}, err
	}
	kept, err := Shape(t, RangeRoll(min, max))
	if err != nil {
		return RangeQuote{}, table{}, err
	}
	prices := make([]int64, len(kept.contents))
	for i := range kept.contents {
		prices[i] = int64(kept.price(i))
	}
	q := RangeQuote{Min: min, Max: max, Price: RangePrice(kept.weights, prices), Kept: kept.total, Total: t.total,
		Items: len(kept.contents)}
	return q, kept, nil
}
