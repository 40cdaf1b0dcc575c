package pickem

// SetBeforeCommit sets the hook run inside each winner's payout
// transaction (a simulated crash mid-payout).
func (s *Service) SetBeforeCommit(f func(userID int) error) { s.beforeCommit = f }
