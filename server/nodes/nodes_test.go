package nodes_test

import (
	"context"
	"testing"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/nodes"
)

// unlisted stands for a node type nobody has written a rule for.
type unlisted struct{}

func (unlisted) IsNode() {}

// A type hides until its domain registers a rule (server/app's
// TestNodeCoversEveryType makes sure every real type has one).
func TestUnlistedTypesAreHidden(t *testing.T) {
	n, err := (&nodes.Views{}).Of(context.Background(), &actor.Actor{UserID: 1}, unlisted{})
	if n != nil || err != nil {
		t.Fatalf("an unlisted node type is shown: %v %v", n, err)
	}
}

// An owned type's rule gets the owner read from the row, even when the
// node holds none of its columns (a GraphQL query may load only some).
func TestOwnedRulesReadTheOwner(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db := testdb.Open(t, d.URL(t))
			alice, bob := testdb.Player(t, db, 0), testdb.Player(t, db, 0)
			v := &nodes.Views{DB: db.Client}
			var seen []int
			v.Owned(&ent.FairSeed{}, "fair_seeds", nodes.Typed(func(_ context.Context, a *actor.Actor, s *ent.FairSeed, owner int) (*ent.FairSeed, error) {
				seen = append(seen, owner)
				if !a.Is(owner) {
					return nil, nil
				}
				return s, nil
			}))
			seed := db.FairSeed.Create().SetUserID(alice.ID).SetServerSeed("s").SetServerSeedHash("h").SetClientSeed("c").SaveX(ctx)
			if n, err := v.Node(ctx, &actor.Actor{UserID: alice.ID}, seed.ID); err != nil || n == nil {
				t.Fatalf("the owner does not see the seed: %v %v", n, err)
			}
			if n, err := v.Node(ctx, &actor.Actor{UserID: bob.ID}, seed.ID); err != nil || n != nil {
				t.Fatalf("another player sees it: %v %v", n, err)
			}
			if n, err := v.Of(ctx, &actor.Actor{UserID: alice.ID}, &ent.FairSeed{ID: seed.ID}); err != nil || n == nil {
				t.Fatalf("a node without its columns: %v %v", n, err)
			}
			if len(seen) != 3 || seen[0] != alice.ID || seen[1] != alice.ID {
				t.Fatalf("owners seen %v", seen)
			}
			if n, err := v.Node(ctx, &actor.Actor{UserID: alice.ID}, 999_999_999_999); n != nil || err != nil {
				t.Fatalf("a missing id: %v %v", n, err)
			}
		})
	}
}
