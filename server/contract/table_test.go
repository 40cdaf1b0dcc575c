package contract

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/play"
)

// catalogue is a synthetic price list: n items, log-uniform from 3¢ to $5,000.
func catalogue(r *rand.Rand, n int) []Candidate {
	out := make([]Candidate, n)
	for i := range out {
		p := math.Exp(math.Log(3) + r.Float64()*(math.Log(500_000)-math.Log(3)))
		out[i] = Candidate{ItemID: i + 1, Price: money.Cents(p)}
	}
	return out
}

// Every table covers the ticket line exactly, keeps to the mode's band and
// MaxOutcomes, gives each line a ticket, and its expected value is at most
// the stake less the edge, and within a cent of it (rounding).
func TestTableHoldsTheHouseEdge(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	cat := catalogue(r, 3500)
	built := 0
	for i := 0; i < 3000; i++ {
		stake := money.Cents(30 + r.Int64N(200_000))
		mode := Modes[r.IntN(len(Modes))]
		edge := r.Int64N(1500)
		tab, err := Table(stake, mode, edge, cat)
		if err != nil {
			if apperr.KeyOf(err) != apperr.Validation.Key {
				t.Fatalf("stake %d: %v", stake, err)
			}
			continue
		}
		built++
		lo, hi := Bounds(stake, mode)
		if len(tab) < 2 || len(tab) > MaxOutcomes {
			t.Fatalf("stake %d: %d lines", stake, len(tab))
		}
		var next int64
		for _, o := range tab {
			if o.From != next || o.To <= o.From {
				t.Fatalf("stake %d: line %+v does not continue at %d", stake, o, next)
			}
			if o.Price < lo || o.Price > hi {
				t.Fatalf("stake %d %s: price %d outside [%d, %d]", stake, mode, o.Price, lo, hi)
			}
			next = o.To
		}
		if next != play.Scale {
			t.Fatalf("stake %d: tickets end at %d", stake, next)
		}
		target := Target(stake, edge)
		var exact int64
		for _, o := range tab {
			exact += (o.To - o.From) * int64(o.Price)
		}
		if exact > int64(target)*play.Scale {
			t.Fatalf("stake %d edge %d: expected value %.4f¢ above the target %d¢", stake, edge, float64(exact)/play.Scale, target)
		}
		// Rounding costs the player at most a cent plus one ticket's worth of the dearest line.
		slack := int64(play.Scale) + int64(tab[len(tab)-1].Price)
		if int64(target)*play.Scale-exact > slack {
			t.Fatalf("stake %d edge %d: expected value %.4f¢ too far below the target %d¢", stake, edge, float64(exact)/play.Scale, target)
		}
	}
	if built < 2500 {
		t.Fatalf("only %d of 3000 stakes had a table", built)
	}
}

func TestTableRefusesWhatCannotBeFair(t *testing.T) {
	one := []Candidate{{1, 1000}}
	onlyCheap := []Candidate{{1, 300}, {2, 400}, {3, 500}}
	for name, cands := range map[string][]Candidate{"one item": one, "all below": onlyCheap, "none": nil} {
		_, err := Table(1000, Normal, DefaultHouseEdgeBps, cands)
		if apperr.KeyOf(err) != apperr.Validation.Key {
			t.Errorf("%s: err = %v, want a validation refusal", name, err)
		}
	}
	if _, err := Table(0, Normal, DefaultHouseEdgeBps, catalogue(rand.New(rand.NewPCG(1, 1)), 100)); err == nil {
		t.Error("a stake of nothing made a table")
	}
}

func TestTableIsDeterministic(t *testing.T) {
	cat := catalogue(rand.New(rand.NewPCG(3, 4)), 2000)
	a, errA := Table(12_345, Risky, 500, cat)
	shuffled := append([]Candidate(nil), cat...)
	rand.New(rand.NewPCG(5, 6)).Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
	b, errB := Table(12_345, Risky, 500, shuffled)
	if errA != nil || errB != nil || len(a) != len(b) {
		t.Fatalf("tables differ: %v %v %d %d", errA, errB, len(a), len(b))
	}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("line %d: %+v vs %+v", i, a[i], b[i])
		}
	}
}

// 100,000 offline rolls on one table: the observed draws match the published
// tickets (chi-square), and the mean payout is the stake less the edge.
func TestObservedOutcomesMatchTheTable(t *testing.T) {
	const rolls = 100_000
	stake := money.Cents(2_500)
	tab, err := Table(stake, Normal, DefaultHouseEdgeBps, catalogue(rand.New(rand.NewPCG(9, 9)), 3500))
	if err != nil {
		t.Fatal(err)
	}
	counts := make([]int, len(tab))
	var paid int64
	server, client := "9b2d4e6a8c0b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e7a1c0f", "contract-odds"
	for n := int64(0); n < rolls; n++ {
		o, ok := Draw(tab, play.Ticket(server, client, n))
		if !ok {
			t.Fatalf("nonce %d drew nothing", n)
		}
		for i := range tab {
			if tab[i] == o {
				counts[i]++
			}
		}
		paid += int64(o.Price)
	}
	// Lines expected fewer than 5 times are pooled, as chi-square requires.
	var chi, pooledExp float64
	var pooledObs, df int
	for i, o := range tab {
		exp := float64(o.To-o.From) / play.Scale * rolls
		if exp < 5 {
			pooledExp += exp
			pooledObs += counts[i]
			continue
		}
		chi += sq(float64(counts[i])-exp) / exp
		df++
	}
	if pooledExp > 0 {
		chi += sq(float64(pooledObs)-pooledExp) / pooledExp
		df++
	}
	df--
	// A generous bound: the 0.1% critical value is below 2·df + 10 for df ≤ 20.
	if limit := 2*float64(df) + 10; chi > limit {
		t.Errorf("chi-square %.2f with %d degrees of freedom (limit %.1f): counts %v", chi, df, limit, counts)
	}
	ev := float64(ExpectedValue(tab))
	if mean := float64(paid) / rolls; math.Abs(mean-ev)/ev > 0.05 {
		t.Errorf("mean payout %.2f¢, table expects %.2f¢", mean, ev)
	}
	if ev > float64(Target(stake, DefaultHouseEdgeBps)) {
		t.Errorf("expected value %.2f above the target", ev)
	}
}

func TestDrawEdges(t *testing.T) {
	tab := []Outcome{{ItemID: 1, Price: 1, From: 0, To: 10}, {ItemID: 2, Price: 2, From: 10, To: play.Scale}}
	for ticket, want := range map[int64]int{0: 1, 9: 1, 10: 2, play.Scale - 1: 2} {
		if o, ok := Draw(tab, ticket); !ok || o.ItemID != want {
			t.Errorf("Draw(%d) = %+v %v, want item %d", ticket, o, ok, want)
		}
	}
	if _, ok := Draw(tab, play.Scale); ok {
		t.Error("a ticket past the line drew an item")
	}
}

func sq(x float64) float64 { return x * x }
