package levels

import "testing"

func TestForXP(t *testing.T) {
	cases := map[int64]int{0: 0, 99: 0, 100: 1, 299: 1, 300: 2, 600: 3, Threshold(100): 100, Threshold(100) * 10: 100}
	for xp, want := range cases {
		if got := ForXP(xp); got != want {
			t.Errorf("xp %d: level %d want %d", xp, got, want)
		}
	}
	if XPFor(1234) != 123 || XPFor(-5) != 0 {
		t.Fatal("XPFor")
	}
}
