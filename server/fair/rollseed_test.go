package fair_test

import (
	"context"
	"strings"
	"testing"

	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
)

// A verify link's seed hash finds its owner's seed: active (its server seed
// still secret) until rotated, then revealed; another player's hash and a
// malformed one are refused.
func TestSeedByHash(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db := testdb.Open(t, d.URL(t))
			svc := &fair.Service{DB: db.Client}
			me, other := testdb.Actor(testdb.Player(t, db, 0)), testdb.Actor(testdb.Player(t, db, 0))
			active, err := svc.Active(ctx, me)
			if err != nil {
				t.Fatal(err)
			}
			s, err := svc.SeedByHash(ctx, me, active.ServerSeedHash)
			if err != nil || s.ID != active.ID || !s.Active {
				t.Fatalf("active seed by hash: %+v %v", s, err)
			}
			rv, _, err := svc.Reseed(ctx, me, nil)
			if err != nil {
				t.Fatal(err)
			}
			if s, err = svc.SeedByHash(ctx, me, active.ServerSeedHash); err != nil || s.Active || s.ServerSeed != rv.ServerSeed {
				t.Fatalf("rotated seed by hash: %+v %v", s, err)
			}
			if _, err := svc.SeedByHash(ctx, other, active.ServerSeedHash); apperr.KeyOf(err) != apperr.NotFound.Key {
				t.Fatalf("another player's seed: %v", err)
			}
			if _, err := svc.SeedByHash(ctx, me, strings.ToUpper(active.ServerSeedHash)); apperr.KeyOf(err) != apperr.Validation.Key {
				t.Fatalf("malformed hash: %v", err)
			}
		})
	}
}
