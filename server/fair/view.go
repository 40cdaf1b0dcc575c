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

// Proof is what a verify link needs of the seed a roll was made with: the
// verifier finds the server seed by its hash once the seed is revealed.
type Proof struct {
	ServerSeedHash string
	ClientSeed     string
	ServerSeed     *string // once revealed
}

// ProofOf is a roll's proof for the actor: its seed's owner only (ViewOf),
// nil for anyone else.
func ProofOf(a *actor.Actor, s *ent.FairSeed) *Proof {
	if ViewOf(a, s) == nil {
		return nil
	}
	p := &Proof{ServerSeedHash: s.ServerSeedHash, ClientSeed: s.ClientSeed}
	if !s.Active {
		seed := s.ServerSeed
		p.ServerSeed = &seed
	}
	return p
}
