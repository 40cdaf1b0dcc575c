package auth

import (
	"context"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/revokedtoken"
)

// dbDenylist keeps signed-out token ids in the database, shared by every instance.
type dbDenylist struct{ db *ent.Client }

// NewDenylist returns the database-backed list of signed-out tokens.
func NewDenylist(db *ent.Client) Denylist { return dbDenylist{db} }

func (d dbDenylist) IsRevoked(ctx context.Context, jti string) (bool, error) {
	return d.db.RevokedToken.Query().Where(revokedtoken.Jti(jti)).Exist(ctx)
}

// Logout revokes the token of a request until it expires. Signing out twice is fine.
func (s *Service) Logout(ctx context.Context, c *Claims) error {
	if c == nil || c.ID == "" {
		return nil
	}
	// Rows of tokens that expired by themselves are no longer needed.
	_, _ = s.DB.RevokedToken.Delete().Where(revokedtoken.ExpiresAtLT(time.Now())).Exec(ctx)
	err := s.DB.RevokedToken.Create().SetJti(c.ID).SetExpiresAt(c.ExpiresAt).Exec(ctx)
	if ent.IsConstraintError(err) {
		return nil
	}
	return err
}
