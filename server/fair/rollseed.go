package fair

import (
	"context"
	"regexp"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/fairseed"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
)

var seedHash = regexp.MustCompile(`^[0-9a-f]{64}$`)

// SeedByHash is the actor's seed with this server seed hash, the one a
// verify link names (the hash is public from the first roll on). It comes
// revealed or still active: only a revealed one (Active false) may show its
// server seed, and the caller says the other must be rotated first. Another
// player's seed, or none: api.not_found.
func (s *Service) SeedByHash(ctx context.Context, a *actor.Actor, hash string) (*ent.FairSeed, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	if !seedHash.MatchString(hash) {
		return nil, apperr.Validation.Msg("serverSeedHash must be 64 lower-case hex digits").With("field", "serverSeedHash")
	}
	seed, err := s.DB.FairSeed.Query().Where(fairseed.UserID(a.UserID), fairseed.ServerSeedHash(hash)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, apperr.NotFound.Msg("you have no seed with this hash")
	}
	return seed, err
}
