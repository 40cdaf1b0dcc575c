// Package contract is the contract game: a player gives 3 to 10 items (and
// optionally bullets) and receives one item drawn from an outcome table that
// is derived from the stake and published before the play.
//
// The table, as the rules panel shows it:
//
//   - Candidates are the catalogue's priced items between Low × stake and
//     High × stake for the chosen mode (safe 0.5–2×, normal 0.25–4×, risky
//     0.1–10×), optionally of one weapon only.
//   - At most MaxOutcomes of them are kept, spread evenly on a log scale of
//     price: the range is cut into MaxOutcomes bands and each band keeps the
//     item whose price is nearest its middle (ties: the cheaper, then the
//     lower id).
//   - Each kept item gets a probability proportional to price^θ, with θ
//     chosen so that the expected value is stake × (1 − house edge). The
//     probabilities become tickets on 0..999,999 (each item at least one);
//     if rounding lifted the expected value above the target, tickets move
//     from the dearest item to the cheapest until it is not.
//
// The roll is the player's provably-fair roll at (nonce, cursor 0), mapped to
// a ticket on 0..999,999 as in the upgrade; the item whose [from, to) holds
// the ticket is the result. The table is stored with the contract, so the
// result can be checked against the very table that was played.
package contract

import (
	"math"
	"sort"

	"github.com/casefront/casefront/ent/schema"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/play"
)

const (
	// MinItems and MaxItems bound the items one contract takes.
	MinItems = 3
	MaxItems = 10
	// MaxOutcomes bounds the lines of an outcome table.
	MaxOutcomes = 20
	// DefaultHouseEdgeBps is the house edge in basis points (5%).
	DefaultHouseEdgeBps = 500
)

// Mode is the spread of outcomes around the stake.
type Mode string

const (
	Safe   Mode = "safe"
	Normal Mode = "normal"
	Risky  Mode = "risky"
)

// Modes in the order the rules list them.
var Modes = []Mode{Safe, Normal, Risky}

// Range is a mode's outcome price band in permille of the stake.
func (m Mode) Range() (lowPermille, highPermille int64) {
	switch m {
	case Safe:
		return 500, 2_000
	case Risky:
		return 100, 10_000
	}
	return 250, 4_000
}

// ParseMode accepts the three modes; empty means normal.
func ParseMode(s string) (Mode, error) {
	switch Mode(s) {
	case "", Normal:
		return Normal, nil
	case Safe, Risky:
		return Mode(s), nil
	}
	return "", apperr.Validation.Msg("mode must be safe, normal or risky").With("field", "mode")
}

// Bounds is the candidate price band [lo, hi] of a stake in mode m.
func Bounds(stake money.Cents, m Mode) (lo, hi money.Cents) {
	l, h := m.Range()
	lo = money.Cents((int64(stake)*l + 999) / 1000) // rounded up: never below Low × stake
	hi = money.Cents(int64(stake) * h / 1000)
	return lo, hi
}

// Target is the expected value a table aims at: stake × (1 − edge), truncated.
func Target(stake money.Cents, edgeBps int64) money.Cents {
	return money.Cents(int64(stake) * (10_000 - edgeBps) / 10_000)
}

// Candidate is an item that may enter a table.
type Candidate struct {
	ItemID int
	Price  money.Cents
}

// Outcome is one line of a table.
type Outcome = schema.ContractOutcome

// Table builds the outcome table of a stake from candidates (any order;
// items outside the mode's band are ignored). It refuses (api.validation,
// reason no_outcomes) when the catalogue cannot make a fair table: fewer than
// two candidates, or none on one side of the target.
func Table(stake money.Cents, m Mode, edgeBps int64, candidates []Candidate) ([]Outcome, error) {
	if stake <= 0 {
		return nil, apperr.Validation.Msg("the stake has no value").With("field", "ids")
	}
	lo, hi := Bounds(stake, m)
	target := Target(stake, edgeBps)
	picked := pick(lo, hi, candidates)
	if len(picked) < 2 || picked[0].Price >= target || picked[len(picked)-1].Price <= target {
		return nil, apperr.Validation.Msg("no fair outcome table for this stake: add or remove items, or change the mode").
			With("field", "ids").With("reason", "no_outcomes")
	}
	tickets := apportion(weights(picked, stake, target))
	lower(picked, tickets, target)
	out := make([]Outcome, len(picked))
	var from int64
	for i, c := range picked {
		out[i] = Outcome{ItemID: c.ItemID, Price: c.Price, From: from, To: from + tickets[i]}
		from += tickets[i]
	}
	return out, nil
}

// ExpectedValue is Σ tickets × price / play.Scale, truncated.
func ExpectedValue(t []Outcome) money.Cents {
	var sum int64
	for _, o := range t {
		sum += (o.To - o.From) * int64(o.Price)
	}
	return money.Cents(sum / play.Scale)
}

// Draw is the line of t holding ticket.
func Draw(t []Outcome, ticket int64) (Outcome, bool) {
	i := sort.Search(len(t), func(i int) bool { return t[i].To > ticket })
	if i == len(t) || ticket < t[i].From {
		return Outcome{}, false
	}
	return t[i], true
}

// pick keeps at most MaxOutcomes candidates within [lo, hi], one per band of
// equal width in log(price), cheapest first.
func pick(lo, hi money.Cents, candidates []Candidate) []Candidate {
	in := make([]Candidate, 0, len(candidates))
	for _, c := range candidates {
		if c.Price > 0 && c.Price >= lo && c.Price <= hi {
			in = append(in, c)
		}
	}
	sort.Slice(in, func(i, j int) bool {
		if in[i].Price != in[j].Price {
			return in[i].Price < in[j].Price
		}
		return in[i].ItemID < in[j].ItemID
	})
	if len(in) <= MaxOutcomes {
		return in
	}
	llo, lhi := math.Log(float64(lo)), math.Log(float64(hi))
	width := (lhi - llo) / MaxOutcomes
	out := make([]Candidate, 0, MaxOutcomes)
	j := 0
	for b := 0; b < MaxOutcomes; b++ {
		end := llo + float64(b+1)*width
		mid := llo + (float64(b)+0.5)*width
		best, bestDist := -1, math.Inf(1)
		for ; j < len(in) && (b == MaxOutcomes-1 || math.Log(float64(in[j].Price)) < end); j++ {
			if d := math.Abs(math.Log(float64(in[j].Price)) - mid); d < bestDist {
				best, bestDist = j, d
			}
		}
		if best >= 0 {
			out = append(out, in[best])
		}
	}
	return out
}

// weights are probabilities ∝ (price/stake)^θ whose mean price is target.
func weights(c []Candidate, stake, target money.Cents) []float64 {
	x := make([]float64, len(c))
	for i, ci := range c {
		x[i] = float64(ci.Price) / float64(stake)
	}
	t := float64(target) / float64(stake)
	probs := func(theta float64) ([]float64, float64) {
		p := make([]float64, len(x))
		var sum, ev float64
		for i, xi := range x {
			p[i] = math.Pow(xi, theta)
			sum += p[i]
		}
		for i := range p {
			p[i] /= sum
			ev += p[i] * x[i]
		}
		return p, ev
	}
	// The mean is increasing in θ, from the cheapest price (θ → −∞) to the
	// dearest (θ → ∞); the target lies strictly between them.
	a, b := -60.0, 60.0
	for i := 0; i < 200; i++ {
		mid := (a + b) / 2
		if _, ev := probs(mid); ev < t {
			a = mid
		} else {
			b = mid
		}
	}
	p, _ := probs(a)
	return p
}

// apportion turns probabilities into play.Scale tickets, at least one each, by
// largest remainder (ties: the cheaper line).
func apportion(p []float64) []int64 {
	n := len(p)
	t := make([]int64, n)
	rem := make([]float64, n)
	var total int64
	for i, pi := range p {
		exact := pi * float64(play.Scale-n) // one ticket each is set aside
		t[i] = 1 + int64(exact)
		rem[i] = exact - float64(int64(exact))
		total += t[i]
	}
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return rem[order[a]] > rem[order[b]] })
	for k := 0; total < play.Scale; k = (k + 1) % n {
		t[order[k]]++
		total++
	}
	return t
}

// lower moves tickets from the dearest line to the cheapest until the
// expected value is at most target (the rounding of apportion may lift it).
func lower(c []Candidate, t []int64, target money.Cents) {
	last := len(c) - 1
	ev := func() int64 {
		var s int64
		for i := range c {
			s += t[i] * int64(c[i].Price)
		}
		return s
	}
	over := ev() - int64(target)*play.Scale
	for over > 0 && last > 0 {
		if t[last] <= 1 || c[last].Price <= c[0].Price {
			last-- // the dearest is down to one ticket: take from the next
			continue
		}
		step := int64(c[last].Price - c[0].Price)
		n := min((over+step-1)/step, t[last]-1)
		t[last] -= n
		t[0] += n
		over -= n * step
	}
}
