package auth

import (
	"context"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/openidnonce"
)

// dbNonces remembers OpenID response nonces in the database, so a replayed
// assertion is refused by every instance.
type dbNonces struct{ db *ent.Client }

func (n dbNonces) Use(ctx context.Context, nonce string, expires time.Time) (bool, error) {
	// Expired nonces are useless to replay (the provider's timestamp check refuses them).
	_, _ = n.db.OpenIDNonce.Delete().Where(openidnonce.ExpiresAtLT(time.Now())).Exec(ctx)
	err := n.db.OpenIDNonce.Create().SetNonce(nonce).SetExpiresAt(expires).Exec(ctx)
	if ent.IsConstraintError(err) {
		return false, nil
	}
	return err == nil, err
}
