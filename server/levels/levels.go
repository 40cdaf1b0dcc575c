// Package levels turns experience into levels. XP is earned by spending on
// cases: one point per 10 cents, so a level reflects play, not luck.
package levels

import "github.com/casefront/casefront/internal/money"

// XPFor returns the experience earned by spending an amount.
func XPFor(spent money.Cents) int64 {
	if spent <= 0 {
		return 0
	}
	return int64(spent) / 10
}

// ForXP returns the level reached with xp: level n needs 50*n*(n+1) XP
// (100 XP for level 1, 300 for 2, 600 for 3, ...), capped at 100.
func ForXP(xp int64) int {
	lvl := 0
	for lvl < 100 && xp >= Threshold(lvl+1) {
		lvl++
	}
	return lvl
}

// Threshold is the XP needed for a level.
func Threshold(level int) int64 {
	n := int64(level)
	return 50 * n * (n + 1)
}
