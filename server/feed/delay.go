package feed

import "time"

// A player's own win must not show on the live feed before their roulette has
// stopped, or the feed spoils the result. These mirror the client's spin
// lengths in client/src/features/cases/Roulette.tsx (SPIN_MS, FAST_SPIN_MS,
// and the 250 ms it waits after the reel stops before showing the result);
// change both together.
const (
	SpinDuration     = 6000 * time.Millisecond
	FastSpinDuration = 1200 * time.Millisecond
	spinSettle       = 250 * time.Millisecond
	// responseMargin covers the open's response travelling to the client,
	// which starts the spin only when it arrives.
	responseMargin = 500 * time.Millisecond
)

// Delay is how long after an open its wins become visible on the feed.
func Delay(fast bool) time.Duration {
	spin := SpinDuration
	if fast {
		spin = FastSpinDuration
	}
	return spin + spinSettle + responseMargin
}

// Scheduler runs f once after d. Tests inject a manual one.
type Scheduler interface {
	AfterFunc(d time.Duration, f func())
}

// Timers schedules with the runtime's timers. A publish still pending when
// the process stops is lost: the win itself is committed, its feed_at makes it
// appear in RecentWins, and only the live push is missed, which is cosmetic.
type Timers struct{}

func (Timers) AfterFunc(d time.Duration, f func()) { time.AfterFunc(d, f) }
