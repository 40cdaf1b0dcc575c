package fair

import (
	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
)

// ViewOf is the one rule for who sees a seed: its owner only (even the hash
// of another player's active seed tells nothing they need). nil otherwise.
func ViewOf(a *actor.Actor, s *ent.FairSeed) *ent.FairSeed {
	if s == nil || !a.Is(s.UserID) {
		return nil
	}
	return s
}
