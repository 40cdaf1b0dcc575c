// Package money holds the one representation of money in Casefront: int64 cents.
// No float ever carries an amount; formatting truncates toward zero.
package money

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Cents is an amount of USD cents.
type Cents int64

// String formats cents as a decimal with exactly two places, e.g. "12.34", "-0.05".
func (c Cents) String() string {
	sign := ""
	v := int64(c)
	if v < 0 {
		sign = "-"
		v = -v
	}
	return fmt.Sprintf("%s%d.%02d", sign, v/100, v%100)
}

// Float returns the amount in dollars for JSON responses of the REST layer,
// which partners expect as a number with two decimals.
func (c Cents) Float() float64 { return float64(c) / 100 }

// Parse reads "12.34", "12.3", "12" or "0.05" into cents. More than two
// decimal places are refused rather than rounded, so no amount changes silently.
func Parse(s string) (Cents, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, fmt.Errorf("money: empty amount")
	}
	neg := false
	if s[0] == '-' {
		neg = true
		s = s[1:]
	}
	whole, frac, hasFrac := strings.Cut(s, ".")
	if whole == "" && !hasFrac {
		return 0, fmt.Errorf("money: invalid amount")
	}
	if len(frac) > 2 {
		return 0, fmt.Errorf("money: at most 2 decimal places")
	}
	for _, part := range []string{whole, frac} {
		for _, r := range part {
			if r < '0' || r > '9' {
				return 0, fmt.Errorf("money: invalid amount %q", s)
			}
		}
	}
	if whole == "" {
		whole = "0"
	}
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil || w > (1<<62)/100 {
		return 0, fmt.Errorf("money: amount out of range")
	}
	for len(frac) < 2 {
		frac += "0"
	}
	f, _ := strconv.ParseInt(frac, 10, 64)
	v := w*100 + f
	if neg {
		v = -v
	}
	return Cents(v), nil
}

// MarshalGQL writes the GraphQL Money scalar: a decimal string, so clients never see floats.
func (c Cents) MarshalGQL(w io.Writer) { _, _ = io.WriteString(w, strconv.Quote(c.String())) }

// UnmarshalGQL accepts a decimal string (or an integer number of dollars).
func (c *Cents) UnmarshalGQL(v any) error {
	switch t := v.(type) {
	case string:
		p, err := Parse(t)
		if err != nil {
			return err
		}
		*c = p
		return nil
	case int:
		*c = Cents(int64(t) * 100)
		return nil
	case int64:
		*c = Cents(t * 100)
		return nil
	case json.Number, float64:
		return fmt.Errorf("money: Money is a decimal string like \"12.34\", not the number %v", t)
	default:
		return fmt.Errorf("money: Money must be a decimal string like \"12.34\"")
	}
}

// BasisPoints applies a rate in basis points (1/100 of a percent), truncating toward zero.
func (c Cents) BasisPoints(bps int64) Cents { return Cents(int64(c) * bps / 10000) }
