package model

import "github.com/casefront/casefront/ent"

// DiscoveredBoard is a board as the player may see it: the slots' items and
// the salt only once it has been opened (the ent row holds them from the deal).
type DiscoveredBoard struct {
	Slots      int
	Commitment string
	Selected   *int
	Nonce      int64
	Revealed   []*ent.Item
	Salt       *string
}
