package payments

// next lists the moves a payment's status may make. A gateway's events may
// arrive late, twice or out of order; only these moves change anything:
//   - nothing goes back to created or pending once final;
//   - succeeded wins over failed and expired: the gateway took the money
//     (a late capture, a retried bank payment), so it is credited;
//   - only a succeeded payment can be refunded.
var next = map[Status][]Status{
	StatusCreated:   {StatusPending, StatusSucceeded, StatusFailed, StatusExpired},
	StatusPending:   {StatusSucceeded, StatusFailed, StatusExpired},
	StatusFailed:    {StatusSucceeded},
	StatusExpired:   {StatusSucceeded},
	StatusSucceeded: {StatusRefunded},
}

// CanMove reports whether from → to is allowed.
func CanMove(from, to Status) bool {
	for _, t := range next[from] {
		if t == to {
			return true
		}
	}
	return false
}

// Final reports whether a payment has stopped moving on its own.
func (s Status) Final() bool { return s != StatusCreated && s != StatusPending }
