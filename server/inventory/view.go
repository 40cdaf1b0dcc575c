package inventory

import (
	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
)

// ViewOf is the rule for who sees a drop: everyone sees every field. Wins
// are public (the live feed shows them), and the roll data (nonce, cursor,
// ticket) is what lets anyone verify them once the seed is revealed. The
// drop's user goes through users.ViewOf like any other user.
func ViewOf(_ *actor.Actor, d *ent.Drop) *ent.Drop { return d }
