package cases_test

import (
	"testing"

	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/cases"
)

// The range price is ceil(Σ(w·p)·10000 / (Σw·RangeRTPBps)), at least a
// cent, on exact integers: each case here is computed by hand.
func TestRangePriceIsExact(t *testing.T) {
	t.Parallel()
	if cases.RangeRTPBps != 9000 {
		t.Fatalf("the hand-computed prices below assume a 90%% RTP, not %d bps", cases.RangeRTPBps)
	}
	for _, c := range []struct {
		name            string
		weights, prices []int64
		want            money.Cents
	}{
		// 8000·10 = 80000; 80000·10000 / (8000·9000) = 11.11… → 12
		{"one cheap item", []int64{8000}, []int64{10}, 12},
		// 80000 + 1900·500 = 1030000; ·10000 = 10300000000; / (9900·9000 = 89100000) = 115.60… → 116
		{"two items", []int64{8000, 1900}, []int64{10, 500}, 116},
		// + 100·90000: 10030000·10000 / (10000·9000) = 1114.44… → 1115
		{"the whole test case", []int64{8000, 1900, 100}, []int64{10, 500, 90000}, 1115},
		// 1900·500·10000 / (1900·9000) = 555.55… → 556
		{"one dear item", []int64{1900}, []int64{500}, 556},
		// 9·10000 / 9000 = 10 exactly: no rounding up
		{"exact", []int64{1}, []int64{9}, 10},
		// 3·(900·10000) / (3·9000) = 1000 exactly, whatever the weight
		{"weight cancels", []int64{3}, []int64{900}, 1000},
		// 1·1 + 1·2 = 3; 30000 / 18000 = 1.66… → 2
		{"tiny", []int64{1, 1}, []int64{1, 2}, 2},
		// worth nothing still costs a cent
		{"a zero-priced item", []int64{5}, []int64{0}, 1},
		// 2·10^18·10000 does not fit in 64 bits: 2·10^22 / (2·10^9·9000) = 1111111111.11… → 1111111112
		{"beyond 64 bits", []int64{1e9, 1e9}, []int64{1e9, 1e9}, 1111111112},
		{"nothing kept", nil, nil, 0},
	} {
		if got := cases.RangePrice(c.weights, c.prices); got != c.want {
			t.Errorf("%s: price %d, want %d", c.name, got, c.want)
		}
	}
}

// The price returns at most RangeRTPBps of the expected win and less than a
// cent more: p·RTP ≥ EV·10000 > (p-1)·RTP, checked on a spread of tables.
func TestRangePriceBoundsTheReturn(t *testing.T) {
	t.Parallel()
	for w1 := int64(1); w1 < 2000; w1 += 97 {
		for p1 := int64(1); p1 < 100000; p1 += 4999 {
			weights, prices := []int64{w1, 1000}, []int64{p1, 25}
			price := int64(cases.RangePrice(weights, prices))
			sw, swp := w1+1000, w1*p1+1000*25
			if price*sw*cases.RangeRTPBps < swp*10000 || (price-1)*sw*cases.RangeRTPBps >= swp*10000 && price > 1 {
				t.Fatalf("w %v p %v: price %d is not the least cent returning at most %d bps", weights, prices, price, cases.RangeRTPBps)
			}
		}
	}
}
