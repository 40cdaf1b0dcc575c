package upgrade

import (
	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
)

// ViewOf is what a viewer sees of an upgrade: a player's upgrades are their
// own history (what they staked and lost is nobody else's business); a won
// target reaches others as a drop, through the live feed and the inventory.
func ViewOf(a *actor.Actor, u *ent.Upgrade) *ent.Upgrade {
	if u == nil || !a.Is(u.UserID) {
		return nil
	}
	return u
}
