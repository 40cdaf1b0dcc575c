package cases_test

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/ent/rewardcase"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/store"
)

func grant(t *testing.T, db *store.DB, userID, caseID, n int) {
	t.Helper()
	for range n {
		err := store.WithTx(context.Background(), db.Client, func(tx *ent.Tx) error {
			return cases.Grant(context.Background(), tx, userID, caseID, rewardcase.SourceStaff, "test")
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

// Granted cases open free, without XP, with the player's seed like any case
// (verifiable after rotation); each grant opens once; asking for more than
// are left, or a restricted family, writes nothing.
func TestRewardCasesOpenFreeOnceEach(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, svc := setup(t, testenv.SQLiteURL(t))
	u := testdb.Player(t, db, 0)
	a := testdb.Actor(u)
	cs := db.LootCase.Query().Where(lootcase.Alias("test-case")).OnlyX(ctx)
	grant(t, db, u.ID, cs.ID, 3)

	stacks, err := svc.Rewards(ctx, a)
	if err != nil || len(stacks) != 1 || stacks[0].Count != 3 || stacks[0].Case.ID != cs.ID {
		t.Fatalf("inventory %+v %v", stacks, err)
	}
	res, err := svc.OpenReward(ctx, a, cases.OpenRequest{CaseAlias: "test-case", Count: 2})
	if err != nil {
		t.Fatal(err)
	}
	after := db.User.GetX(ctx, u.ID)
	if res.Cost != 0 || len(res.Drops) != 2 || after.Balance != 0 || after.Xp != 0 {
		t.Fatalf("cost %s, %d drops, balance %s, xp %d", res.Cost, len(res.Drops), after.Balance, after.Xp)
	}
	if n := db.RewardCase.Query().Where(rewardcase.StateEQ(rewardcase.StateOpened), rewardcase.DropIDNotNil()).CountX(ctx); n != 2 {
		t.Fatalf("%d grants marked opened with their drop, want 2", n)
	}
	_, err = svc.OpenReward(ctx, a, cases.OpenRequest{CaseAlias: "test-case", Count: 2})
	if e, _ := apperr.As(err); e.Key != apperr.Validation.Key || e.Fields["reason"] != "no_reward_case" || e.Fields["inventory_count"] != 1 {
		t.Fatalf("more than left: %v %v", err, e.Fields)
	}
	if _, err := svc.OpenReward(ctx, testdb.Actor(u, "case_open_reward"), cases.OpenRequest{CaseAlias: "test-case", Count: 1}); key(err) != apperr.Restricted.Key {
		t.Fatalf("restricted family: %v", err)
	}
	if n := db.Drop.Query().CountX(ctx); n != 2 {
		t.Fatalf("refusals wrote drops: %d", n)
	}
	var revealed *fair.Revealed
	if err := store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
		var err error
		revealed, _, err = fair.Rotate(ctx, tx, u.ID, time.Now())
		return err
	}); err != nil {
		t.Fatal(err)
	}
	for _, dr := range res.Drops {
		v, err := cases.Verify(ctx, db.Client, cases.VerifyInput{ServerSeed: revealed.ServerSeed, ClientSeed: revealed.ClientSeed, Nonce: dr.Nonce, CaseAlias: "test-case"})
		if err != nil || v.Item.ID != dr.ItemID {
			t.Fatalf("reward drop %d not verified: %v", dr.ID, err)
		}
	}
	if bad, err := ledger.Verify(ctx, db.Client); err != nil || len(bad) > 0 {
		t.Fatalf("ledger: %v %v", bad, err)
	}
}

// 20 parallel requests for 5 grants: exactly 5 open.
func TestParallelRewardOpensTakeEachGrantOnce(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc := setup(t, d.URL(t))
			u := testdb.Player(t, db, 0)
			cs := db.LootCase.Query().Where(lootcase.Alias("test-case")).OnlyX(ctx)
			grant(t, db, u.ID, cs.ID, 5)
			var opened atomic.Int32
			var wg sync.WaitGroup
			for range 20 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					if _, err := svc.OpenReward(ctx, testdb.Actor(u), cases.OpenRequest{CaseID: cs.ID, Count: 1}); err == nil {
						opened.Add(1)
					} else if key(err) != apperr.Validation.Key {
						t.Errorf("unexpected refusal %v", err)
					}
				}()
			}
			wg.Wait()
			if opened.Load() != 5 || db.Drop.Query().CountX(ctx) != 5 {
				t.Fatalf("%d opened, %d drops; want 5", opened.Load(), db.Drop.Query().CountX(ctx))
			}
		})
	}
}
