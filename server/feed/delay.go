package feed

import "time"

// A player's own win must not show on the live feed before their roulette has
// stopped, or the feed spoils the result. The client's roulette takes its
// lengths from here (server/cmd/clientgen writes them to
// client/src/features/play/roulette.gen.ts).
const (
	SpinDuration     = 6000 * time.Millisecond
	FastSpinDuration = 1200 * time.Millisecond
	SpinSettle       = 250 * time.Millisecond // the pause after the reel stops, before the result shows
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
	return spin + SpinSettle + responseMargin
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
