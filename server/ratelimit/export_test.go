package ratelimit

import "time"

// NewMemoryAt is NewMemory reading the time from now, for tests that move
// the clock instead of waiting.
func NewMemoryAt(now func() time.Time) Limiter {
	l := NewMemory().(*memoryLimiter)
	l.now = now
	return l
}
