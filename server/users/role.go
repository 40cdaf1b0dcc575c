package users

import (
	"context"
	"fmt"
	"strconv"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/user"
)

// SetRole gives the account who (its id or Steam id) a role: user,
// moderator or admin. It is an operator's command: no actor, no check.
func SetRole(ctx context.Context, c *ent.Client, who, role string) (*ent.User, error) {
	r := user.Role(role)
	if err := user.RoleValidator(r); err != nil {
		return nil, fmt.Errorf("role must be user, moderator or admin")
	}
	u, err := account(ctx, c, who)
	if err != nil {
		return nil, err
	}
	return u.Update().SetRole(r).Save(ctx)
}

// SetCreator gives or takes the creator role (is_creator: the partner page
// shows the creator view) to the account who (its id or Steam id). An
// operator's command, as SetRole.
func SetCreator(ctx context.Context, c *ent.Client, who string, on bool) (*ent.User, error) {
	u, err := account(ctx, c, who)
	if err != nil {
		return nil, err
	}
	return u.Update().SetIsCreator(on).Save(ctx)
}

// account finds an account by id, or by Steam id (17 digits).
func account(ctx context.Context, c *ent.Client, who string) (*ent.User, error) {
	q := c.User.Query().Where(user.SteamID(who))
	if id, err := strconv.Atoi(who); err == nil && len(who) < 17 {
		q = c.User.Query().Where(user.ID(id))
	}
	u, err := q.Only(ctx)
	if err != nil {
		return nil, fmt.Errorf("account %s: %w", who, err)
	}
	return u, nil
}
