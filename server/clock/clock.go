// Package clock is the time every rule reads, injected: a service holds a
// Func (nil is the wall clock) and tests give it a fixed or stepped one.
package clock

import "time"

// Func is a clock; the zero value reads the wall clock.
type Func func() time.Time

// Now is the clock's time.
func (f Func) Now() time.Time {
	if f == nil {
		return time.Now()
	}
	return f()
}
