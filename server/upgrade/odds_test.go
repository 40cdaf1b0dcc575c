package upgrade

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/play"
)

func TestChance(t *testing.T) {
	cases := []struct {
		stake, target money.Cents
		want          int64
		reason        string
	}{
		{stake: 1000, target: 2000, want: 475_000},  // 50% less 5%
		{stake: 100, target: 10_000, want: 9_500},   // 0.95%: under 1%
		{stake: 101, target: 9_595, want: 10_000},   // just reaches 1%
		{stake: 1000, target: 1200, want: 0},        // 79%: over 75%
		{stake: 1, target: 3, want: 316_666},        // truncated toward zero
		{stake: 0, target: 1000, reason: "stake"},   // nothing staked
		{stake: 100, target: 0, reason: "no price"}, // no target price
	}
	for _, c := range cases {
		got, err := Chance(c.stake, c.target, DefaultHouseEdgeBps)
		raw := RawChance(c.stake, c.target, DefaultHouseEdgeBps)
		switch {
		case c.reason != "" || raw < MinChance || raw > MaxChance:
			if apperr.KeyOf(err) != apperr.Validation.Key {
				t.Errorf("Chance(%d, %d) = %d, %v; want a validation error", c.stake, c.target, got, err)
			}
		case err != nil || got != c.want:
			t.Errorf("Chance(%d, %d) = %d, %v; want %d", c.stake, c.target, got, err, c.want)
		}
	}
}

// TargetBounds must agree with Chance at and around both bounds.
func TestTargetBoundsAgreeWithChance(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 5000; i++ {
		stake := money.Cents(1 + r.Int64N(10_000_000))
		edge := r.Int64N(2000)
		lo, hi := TargetBounds(stake, edge)
		for _, tc := range []struct {
			target money.Cents
			ok     bool
		}{{lo, true}, {hi, true}, {lo - 1, false}, {hi + 1, false}} {
			if tc.target <= 0 {
				continue
			}
			_, err := Chance(stake, tc.target, edge)
			if (err == nil) != tc.ok {
				t.Fatalf("stake %d edge %d: bounds [%d, %d], Chance(%d) err = %v", stake, edge, lo, hi, tc.target, err)
			}
		}
	}
}

func TestWinZones(t *testing.T) {
	const chance = 250_000
	for _, c := range []struct {
		ticket int64
		mode   Mode
		win    bool
	}{
		{0, Low, true}, {chance - 1, Low, true}, {chance, Low, false}, {play.Scale - 1, Low, false},
		{0, High, false}, {play.Scale - chance - 1, High, false}, {play.Scale - chance, High, true}, {play.Scale - 1, High, true},
	} {
		if got := Wins(c.ticket, chance, c.mode); got != c.win {
			t.Errorf("Wins(%d, %d, %s) = %v", c.ticket, chance, c.mode, got)
		}
		from, to := Zone(chance, c.mode)
		if inZone := c.ticket >= from && c.ticket < to; inZone != c.win {
			t.Errorf("Zone(%s) = [%d, %d) disagrees with Wins at %d", c.mode, from, to, c.ticket)
		}
	}
	if _, err := ParseMode("sideways"); apperr.KeyOf(err) != apperr.Validation.Key {
		t.Errorf("ParseMode accepted an unknown mode")
	}
}

// 100,000 offline rolls per mode: the observed wins match the chance (a
// chi-square test with one degree of freedom), and the money paid out stays
// at the stake less the house edge.
func TestObservedOddsMatchTheDial(t *testing.T) {
	const (
		rolls  = 100_000
		stake  = money.Cents(1_000)
		target = money.Cents(3_300)
	)
	chance, err := Chance(stake, target, DefaultHouseEdgeBps)
	if err != nil {
		t.Fatal(err)
	}
	server, client := "5e7a1c0f9b2d4e6a8c0b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c", "odds-test"
	for _, mode := range []Mode{Low, High} {
		wins := 0
		for n := int64(0); n < rolls; n++ {
			if Wins(play.Ticket(server, client, n), chance, mode) {
				wins++
			}
		}
		p := float64(chance) / play.Scale
		expWin, expLose := p*rolls, (1-p)*rolls
		chi := sq(float64(wins)-expWin)/expWin + sq(float64(rolls-wins)-expLose)/expLose
		// 10.83 is the 0.1% critical value for one degree of freedom.
		if chi > 10.83 {
			t.Errorf("%s: %d wins of %d at chance %.4f: chi-square %.2f", mode, wins, rolls, p, chi)
		}
		paid := float64(wins) * float64(target)
		staked := float64(rolls) * float64(stake)
		if rtp := paid / staked; math.Abs(rtp-0.95) > 0.01 {
			t.Errorf("%s: paid out %.4f of the stake, want 0.95 ± 0.01", mode, rtp)
		}
	}
	// In expectation (exactly, not sampled) a play never returns more than the stake less the edge.
	if ev := float64(chance) / play.Scale * float64(target); ev > float64(stake)*0.95 {
		t.Errorf("expected value %.2f exceeds the stake less the edge", ev)
	}
}

func sq(x float64) float64 { return x * x }
