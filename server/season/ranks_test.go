package season_test

import (
	"context"
	"strconv"
	"testing"

	"github.com/redis/go-redis/v9"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/season"
	"github.com/casefront/casefront/server/store"
)

// The Redis sorted set and the database give the same places, ties (equal
// points) ordered by user id in both, also after plays move the points
// while the set is warm and after the set is lost; a player without points
// has no place in either.
func TestRedisAndDBRanksAgree(t *testing.T) {
	opt, err := redis.ParseURL(testenv.RedisURL(t))
	if err != nil {
		t.Fatal(err)
	}
	rc := redis.NewClient(opt)
	t.Cleanup(func() { rc.Close() })
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			var rr season.RedisRanks
			f := setup(t, d.URL(t), func(db *store.DB) season.Ranks {
				rr = season.RedisRanks{R: rc, Prefix: testenv.Unique(t) + ":", DB: season.DBRanks{DB: db.Client}}
				return rr
			})
			dr := season.DBRanks{DB: f.db.Client}
			day := season.Day(f.now)
			points := []int64{300, 500, 300, 100, 300, 0, 200, 100}
			users := make([]*ent.User, len(points)+1) // the last scores nothing
			for i := range users {
				users[i] = testdb.Player(t, f.db, 10_000)
				if i < len(points) && points[i] > 0 {
					f.db.SeasonPoints.Create().SetEventID(f.ev.ID).SetDay(day).SetUserID(users[i].ID).SetPoints(points[i]).ExecX(ctx)
				}
			}
			compareRanks(t, ctx, rr, dr, f.ev.ID, day, users)
			top, _ := dr.Top(ctx, f.ev.ID, day, 3)
			if top[0].UserID != users[1].ID || top[1].UserID != users[0].ID || top[2].UserID != users[2].ID {
				t.Fatalf("ties not by user id: %+v", top)
			}
			// Plays while the set is warm: $10 earns 100 points.
			for _, i := range []int{3, 3, 8} {
				if _, err := f.cases.Open(ctx, testdb.Actor(users[i]), cases.OpenRequest{CaseAlias: "test-case", Count: 1}); err != nil {
					t.Fatal(err)
				}
			}
			compareRanks(t, ctx, rr, dr, f.ev.ID, day, users)
			if p, ok, _ := rr.Position(ctx, f.ev.ID, day, users[3].ID); !ok || p.Points != 300 || p.Position != 4 {
				t.Fatalf("after plays: %+v %v", p, ok)
			}
			// A lost set is rebuilt from the database.
			rc.Del(ctx, rr.Prefix+"season:lb:"+strconv.Itoa(f.ev.ID)+":"+day)
			compareRanks(t, ctx, rr, dr, f.ev.ID, day, users)
		})
	}
}

func compareRanks(t *testing.T, ctx context.Context, a, b season.Ranks, eventID int, day string, users []*ent.User) {
	t.Helper()
	ta, err := a.Top(ctx, eventID, day, 50)
	if err != nil {
		t.Fatal(err)
	}
	tb, err := b.Top(ctx, eventID, day, 50)
	if err != nil {
		t.Fatal(err)
	}
	if len(ta) != len(tb) || len(ta) == 0 {
		t.Fatalf("top: %d vs %d places", len(ta), len(tb))
	}
	for i := range ta {
		if ta[i] != tb[i] {
			t.Fatalf("place %d: %+v vs %+v", i+1, ta[i], tb[i])
		}
	}
	for _, u := range users {
		pa, oka, err := a.Position(ctx, eventID, day, u.ID)
		if err != nil {
			t.Fatal(err)
		}
		pb, okb, err := b.Position(ctx, eventID, day, u.ID)
		if err != nil {
			t.Fatal(err)
		}
		if oka != okb || pa != pb {
			t.Fatalf("user %d: %+v %v vs %+v %v", u.ID, pa, oka, pb, okb)
		}
	}
}
