package inventory_test

import (
	"context"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/inventory"
	"github.com/casefront/casefront/server/play"
)

// Another player's win stays out of every list, count and lookup until its
// feed_at (when the owner's roulette stops); its owner sees it at once.
func TestWinsHiddenFromOthersUntilFeedAt(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db := testdb.Open(t, d.URL(t))
			testdb.WithCatalog(t, db)
			opened := time.Now().Truncate(time.Second)
			svc := &cases.Service{Env: testdb.Reactions(play.Env{DB: db.Client, Log: zap.NewNop(), Clock: func() time.Time { return opened }})}
			alice := testdb.Player(t, db, 3000)
			bob := testdb.Player(t, db, 0)
			o, err := svc.Open(ctx, testdb.Actor(alice), cases.OpenRequest{CaseAlias: "test-case", Count: 2})
			if err != nil {
				t.Fatal(err)
			}
			feedAt := *o.Drops[0].FeedAt
			if !feedAt.After(opened) {
				t.Fatalf("feed_at %v not after the open %v", feedAt, opened)
			}
			// An older drop without feed_at (made before the column) is public.
			old := db.Drop.Create().SetUserID(alice.ID).SetItemID(o.Drops[0].ItemID).SetPrice(1).
				SetNillableSeedID(o.Drops[0].SeedID).SetNonce(99).SetTicket(0).SaveX(ctx)

			sees := func(a *actor.Actor, now time.Time) (page, after, held, node int) {
				t.Helper()
				l := inventory.List{UserID: alice.ID}
				_, page, err := (&inventory.Service{DB: db.Client, Clock: func() time.Time { return now }}).Page(ctx, a, l, 1, 30)
				if err != nil {
					t.Fatal(err)
				}
				s, err := (&inventory.Service{DB: db.Client, Clock: func() time.Time { return now }}).After(ctx, a, l, nil, 30)
				if err != nil {
					t.Fatal(err)
				}
				if len(s.Drops) != s.Total {
					t.Fatalf("after: %d drops of %d", len(s.Drops), s.Total)
				}
				if held, err = (&inventory.Service{DB: db.Client, Clock: func() time.Time { return now }}).HeldCount(ctx, a, alice.ID); err != nil {
					t.Fatal(err)
				}
				for _, dr := range append([]*ent.Drop{old}, o.Drops...) {
					v, err := (&inventory.Service{DB: db.Client, Clock: func() time.Time { return now }}).ViewOf(ctx, a, &ent.Drop{ID: dr.ID})
					if err != nil {
						t.Fatal(err)
					}
					if v != nil {
						node++
					}
				}
				return page, s.Total, held, node
			}
			for _, c := range []struct {
				who  string
				a    *actor.Actor
				now  time.Time
				want int
			}{
				{"the owner mid-spin", testdb.Actor(alice), opened, 3},
				{"another player mid-spin", testdb.Actor(bob), feedAt.Add(-time.Millisecond), 1},
				{"an anonymous visitor mid-spin", &actor.Actor{}, opened, 1},
				{"another player once the spin stopped", testdb.Actor(bob), feedAt, 3},
				{"an anonymous visitor later", &actor.Actor{}, feedAt.Add(time.Hour), 3},
			} {
				if p, a, h, n := sees(c.a, c.now); p != c.want || a != c.want || h != c.want || n != c.want {
					t.Errorf("%s: page %d, after %d, held %d, node %d; want %d each", c.who, p, a, h, n, c.want)
				}
			}
		})
	}
}

// Both pagers list the same drops in the same order: REST pages by number,
// GraphQL by cursor.
func TestPageAndAfterAgree(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.SQLiteURL(t))
	testdb.WithCatalog(t, db)
	svc := &cases.Service{Env: testdb.Reactions(play.Env{DB: db.Client, Log: zap.NewNop(), Clock: func() time.Time { return time.Now().Add(-time.Hour) }})}
	alice := testdb.Player(t, db, 10000)
	a := testdb.Actor(alice)
	if _, err := svc.Open(ctx, a, cases.OpenRequest{CaseAlias: "test-case", Count: 7}); err != nil {
		t.Fatal(err)
	}
	sold, _, _ := (&inventory.Service{DB: db.Client}).Page(ctx, a, inventory.List{UserID: alice.ID}, 1, 2)
	if _, err := (&inventory.Service{DB: db.Client}).Sell(ctx, a, []int{sold[1].ID}); err != nil {
		t.Fatal(err)
	}
	for _, onlyNew := range []bool{false, true} {
		l := inventory.List{UserID: alice.ID, OnlyNew: onlyNew}
		var byPage, byCursor []int
		for page := 1; ; page++ {
			drops, total, err := (&inventory.Service{DB: db.Client}).Page(ctx, a, l, page, 3)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range drops {
				byPage = append(byPage, d.ID)
			}
			if page*3 >= total {
				break
			}
		}
		var after *int
		for {
			s, err := (&inventory.Service{DB: db.Client}).After(ctx, a, l, after, 3)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range s.Drops {
				byCursor = append(byCursor, d.ID)
			}
			if !s.More {
				break
			}
			after = &s.Drops[len(s.Drops)-1].ID
		}
		want := 7
		if onlyNew {
			want = 6
		}
		if len(byPage) != want || len(byCursor) != want {
			t.Fatalf("onlyNew %v: %d by page, %d by cursor, want %d", onlyNew, len(byPage), len(byCursor), want)
		}
		for i := range byPage {
			if byPage[i] != byCursor[i] || (i > 0 && byPage[i] > byPage[i-1]) {
				t.Fatalf("onlyNew %v: by page %v, by cursor %v (newest first)", onlyNew, byPage, byCursor)
			}
		}
	}
	for _, bad := range [][2]int{{0, 30}, {10001, 30}, {1, 0}, {1, 31}} {
		if _, _, err := (&inventory.Service{DB: db.Client}).Page(ctx, a, inventory.List{UserID: alice.ID}, bad[0], bad[1]); key(err) != "api.validation" {
			t.Errorf("page %d limit %d: %v", bad[0], bad[1], err)
		}
	}
	if _, err := (&inventory.Service{DB: db.Client}).After(ctx, a, inventory.List{UserID: alice.ID}, nil, 101); key(err) != "api.validation" {
		t.Errorf("first 101: %v", err)
	}
}
