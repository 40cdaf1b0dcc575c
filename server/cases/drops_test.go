package cases_test

import (
	"context"
	"testing"
	"time"

	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
)

// A case's recent drops are its own wins already on the feed, newest
// first: a win still spinning is not shown yet.
func TestCaseDropsShowTheCasesFinishedWins(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, svc := setup(t, testenv.SQLiteURL(t))
	u := testdb.Player(t, db, 100_000)
	svc.Clock = func() time.Time { return time.Now().Add(-time.Hour) }
	old, err := svc.Open(ctx, testdb.Actor(u), cases.OpenRequest{CaseAlias: "test-case", Count: 3})
	if err != nil {
		t.Fatal(err)
	}
	svc.Clock = nil
	if _, err := svc.Open(ctx, testdb.Actor(u), cases.OpenRequest{CaseAlias: "test-case", Count: 1}); err != nil {
		t.Fatal(err) // still spinning: its feed time is ahead
	}
	wins, err := svc.CaseDrops(ctx, 0, "test-case", 10)
	if err != nil || len(wins) != 3 {
		t.Fatalf("%d wins (%v), want the 3 finished ones", len(wins), err)
	}
	if wins[0].DropID != old.Drops[2].ID || wins[0].CaseAlias != "test-case" || wins[0].Nickname != u.Nickname {
		t.Fatalf("newest first: %+v", wins[0])
	}
	if w, _ := svc.CaseDrops(ctx, 0, "test-case", 2); len(w) != 2 {
		t.Fatalf("limit 2 gave %d", len(w))
	}
	other := db.LootCase.Query().Where(lootcase.AliasNEQ("test-case")).FirstX(ctx)
	if w, err := svc.CaseDrops(ctx, other.ID, "", 10); err != nil || len(w) != 0 {
		t.Fatalf("another case shows %d wins (%v)", len(w), err)
	}
	if _, err := svc.CaseDrops(ctx, 0, "test-case", 21); key(err) != apperr.Validation.Key {
		t.Fatalf("limit 21: %v", err)
	}
	if _, err := svc.CaseDrops(ctx, 0, "no-such-case", 10); key(err) != apperr.NotFound.Key {
		t.Fatalf("unknown case: %v", err)
	}
}
