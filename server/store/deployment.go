package store

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"strconv"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/counter"
)

const deploymentKey = "deployment_id"

// DeploymentID is a random id stored in the database on first use: every
// instance on one database reads the same id, and two databases (two
// deployments, say staging and production) never share one. Services shared
// between deployments, such as one Redis, name their keys and channels
// after it.
func DeploymentID(ctx context.Context, c *ent.Client) (string, error) {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	fresh := int64(binary.BigEndian.Uint64(b[:]) >> 1) // non-negative
	err := c.Counter.Create().SetKey(deploymentKey).SetValue(fresh).
		OnConflictColumns(counter.FieldKey).DoNothing().Exec(ctx)
	if err != nil && !errors.Is(err, sql.ErrNoRows) { // DO NOTHING on a conflict returns no row
		return "", fmt.Errorf("store: deployment id: %w", err)
	}
	row, err := c.Counter.Query().Where(counter.Key(deploymentKey)).Only(ctx)
	if err != nil {
		return "", fmt.Errorf("store: deployment id: %w", err)
	}
	return strconv.FormatInt(row.Value, 36), nil
}
