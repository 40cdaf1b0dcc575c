package auth

import (
	"context"
	"time"

	entsql "entgo.io/ent/dialect/sql"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/revokedtoken"
	"github.com/casefront/casefront/server/store"
)

// dbDenylist keeps signed-out sign-ins (and, from before sign-ins had
// families, token ids) in the database, shared by every instance. The
// table's jti column holds the key: "fam:<family>" for a sign-in.
type dbDenylist struct{ db *ent.Client }

// NewDenylist returns the database-backed list of signed-out tokens.
func NewDenylist(db *ent.Client) Denylist { return dbDenylist{db} }

func (d dbDenylist) IsRevoked(ctx context.Context, keys ...string) (bool, error) {
	if len(keys) == 0 {
		return false, nil
	}
	args := make([]any, len(keys))
	for i, k := range keys {
		args[i] = k
	}
	rows, err := revokedStmt.N(len(keys)).QueryDB(ctx, d.db, args...)
	if err != nil {
		return false, err
	}
	defer rows.Close()
	found := rows.Next()
	return found, rows.Close()
}

// revokedStmt finds any of n token ids on the sign-out list: every signed-in
// request asks, so its text is built once per n.
var revokedStmt = store.BuildN(func(b *entsql.DialectBuilder, n int) entsql.Querier {
	keys := make([]any, n)
	for i := range keys {
		keys[i] = ""
	}
	return b.Select(revokedtoken.FieldID).From(entsql.Table(revokedtoken.Table)).Where(entsql.In(revokedtoken.FieldJti, keys...)).Limit(1)
})

// revokeSlack covers instances whose clocks run a little ahead: a token one
// of them refreshed just before the sign-out may expire that much later.
const revokeSlack = time.Minute

// Logout signs out the sign-in of a request's token: that token and every
// other token refreshed from the same sign-in are refused until the last of
// them would have expired. The player's other sign-ins keep working.
// Signing out twice is fine.
func (s *Service) Logout(ctx context.Context, c *Claims) error {
	if c == nil || c.ID == "" {
		return nil
	}
	now := time.Now()
	// Rows of sign-ins whose tokens all expired by themselves are no longer needed.
	_, _ = s.DB.RevokedToken.Delete().Where(revokedtoken.ExpiresAtLT(now)).Exec(ctx)
	// Any token of the sign-in was issued by now, so none outlives now+TTL;
	// c's own expiry may be earlier than that of a fresher sibling.
	until := now.Add(s.Tokens.ttl() + revokeSlack)
	if c.ExpiresAt.After(until) {
		until = c.ExpiresAt
	}
	err := s.DB.RevokedToken.Create().SetJti(c.ID).SetExpiresAt(until).Exec(ctx)
	if ent.IsConstraintError(err) {
		// Signed out before: keep the row covering the latest expiry.
		_, err = s.DB.RevokedToken.Update().
			Where(revokedtoken.Jti(c.ID), revokedtoken.ExpiresAtLT(until)).
			SetExpiresAt(until).Save(ctx)
	}
	if err != nil {
		return err
	}
	if n, ok := s.Tokens.Revoked.(interface{ SignedOut(context.Context, string) }); ok {
		n.SignedOut(ctx, c.ID) // instances that remember answers hear of it
	}
	return nil
}

// RevokedAmong is the keys among keys (token ids or "fam:" sign-in keys)
// that were signed out: the websockets' periodic check, 500 keys a query.
func (s *Service) RevokedAmong(ctx context.Context, keys []string) ([]string, error) {
	var out []string
	for len(keys) > 0 {
		n := min(len(keys), 500)
		revoked, err := s.DB.RevokedToken.Query().Where(revokedtoken.JtiIn(keys[:n]...)).
			Select(revokedtoken.FieldJti).Strings(ctx)
		if err != nil {
			return nil, err
		}
		out, keys = append(out, revoked...), keys[n:]
	}
	return out, nil
}
