package fair_test

import (
	"context"
	"testing"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/fairseed"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/store"
)

// Reserve hands out consecutive nonces of the one active seed, creating it
// on first use, and a rotation starts the next seed at nonce 0.
func TestReserveHandsOutConsecutiveNonces(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db := testdb.Open(t, d.URL(t))
			u := testdb.Player(t, db, 0)
			db.FairSeed.Delete().Where(fairseed.UserID(u.ID)).ExecX(ctx) // as before a first roll
			reserve := func(n int) (*ent.FairSeed, int64) {
				t.Helper()
				var s *ent.FairSeed
				var first int64
				if err := store.WithTx(ctx, db.Client, func(tx *ent.Tx) (err error) {
					s, first, err = fair.Reserve(ctx, tx, u.ID, n)
					return err
				}); err != nil {
					t.Fatal(err)
				}
				return s, first
			}
			s1, first := reserve(3) // no seed yet: created
			if first != 0 || s1.Nonce != 3 {
				t.Fatalf("first reservation: first %d, nonce after %d; want 0, 3", first, s1.Nonce)
			}
			s2, first := reserve(1)
			if s2.ID != s1.ID || first != 3 || s2.Nonce != 4 || s2.ServerSeed != s1.ServerSeed {
				t.Fatalf("second reservation: seed %d first %d nonce %d", s2.ID, first, s2.Nonce)
			}
			if got := db.FairSeed.GetX(ctx, s1.ID).Nonce; got != 4 {
				t.Fatalf("stored nonce %d, want 4", got)
			}
			if _, _, err := fair.Reseed(ctx, db.Client, testdb.Actor(u), nil); err != nil {
				t.Fatal(err)
			}
			s3, first := reserve(2)
			if s3.ID == s1.ID || first != 0 || s3.Nonce != 2 {
				t.Fatalf("after rotation: seed %d (old %d) first %d nonce %d", s3.ID, s1.ID, first, s3.Nonce)
			}
		})
	}
}
