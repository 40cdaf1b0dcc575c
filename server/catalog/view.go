package catalog

import (
	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
)

// Row is a catalogue row node(id) can reach.
type Row interface {
	*ent.LootCase | *ent.CaseGroup | *ent.CaseItem | *ent.Item
}

// ViewOf is the rule for who sees a catalogue row: everyone, signed in or
// not. The shop is public, disabled cases included (they say they cannot be
// opened), and odds and contents are what a player checks before paying.
func ViewOf[T Row](_ *actor.Actor, v T) T { return v }
