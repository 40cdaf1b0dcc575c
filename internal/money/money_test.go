package money

import "testing"

func TestStringTruncatesAndPads(t *testing.T) {
	cases := map[Cents]string{0: "0.00", 5: "0.05", 1234: "12.34", -5: "-0.05", 100: "1.00", 123456789: "1234567.89"}
	for in, want := range cases {
		if got := in.String(); got != want {
			t.Errorf("%d: got %q want %q", in, got, want)
		}
	}
}

func TestParse(t *testing.T) {
	ok := map[string]Cents{"12.34": 1234, "12.3": 1230, "12": 1200, "0.05": 5, ".5": 50, "-1.01": -101}
	for in, want := range ok {
		got, err := Parse(in)
		if err != nil || got != want {
			t.Errorf("%q: got %d, %v want %d", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "1.234", "abc", "1,00", "1e5", "-", "99999999999999999999"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("%q: expected error", bad)
		}
	}
}

func TestBasisPointsTruncates(t *testing.T) {
	if got := Cents(999).BasisPoints(300); got != 29 { // 29.97 -> 29
		t.Fatalf("got %d", got)
	}
	if got := Cents(-999).BasisPoints(300); got != -29 {
		t.Fatalf("got %d", got)
	}
}
