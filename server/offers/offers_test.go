package offers_test

import (
	"context"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/rewardcase"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/dailybonus"
	"github.com/casefront/casefront/server/dailycrystal"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/levels"
	"github.com/casefront/casefront/server/offers"
	"github.com/casefront/casefront/server/store"
	"github.com/casefront/casefront/server/tasks"
)

// The offers count what each domain says the player may take: a level
// reward waiting, a completed task, the daily crystals of today, a reward
// case; taking one takes it off.
func TestOffersFollowTheDomains(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db := testdb.Open(t, d.URL(t))
			testdb.WithCatalog(t, db)
			reg := &events.Registry{}
			tasks.Subscribe(reg)
			reg.Seal()
			tk := &tasks.Service{DB: db.Client}
			dc := &dailycrystal.Service{DB: db.Client}
			lv := &levels.Service{DB: db.Client}
			svc := &offers.Service{DB: db.Client, Levels: lv, Daily: &dailybonus.Service{DB: db.Client}, DailyCrystal: dc, Tasks: tk}
			u := testdb.Player(t, db, 0)
			a := testdb.Actor(u)

			o, err := svc.For(ctx, a)
			if err != nil {
				t.Fatal(err)
			}
			// A new player: the visit crystal only.
			if o.LevelUp != 0 || o.Tasks != 0 || o.RewardCases != 0 || o.DailyCrystals != 1 || o.Count() != 1 || o.DailyBonus {
				t.Fatalf("new player %+v", o)
			}
			db.User.UpdateOneID(u.ID).SetXp(levels.Threshold(5)).SetLevelBasedOnXp(5).ExecX(ctx)
			if err := store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
				if err := reg.Emit(ctx, tx, &events.Event{Kind: events.BattleWon, UserID: u.ID, At: time.Now()}); err != nil {
					return err
				}
				cs, err := catalog.CaseByAlias(ctx, tx.Client(), "test-case")
				if err != nil {
					return err
				}
				return cases.Grant(ctx, tx, u.ID, cs.ID, rewardcase.SourceStaff, "test")
			}); err != nil {
				t.Fatal(err)
			}
			o, _ = svc.For(ctx, a)
			// Level 5 also meets level_5's daily crystal.
			if o.LevelUp != 1 || o.Tasks != 1 || o.RewardCases != 1 || o.DailyCrystals != 2 || o.Count() != 5 {
				t.Fatalf("after %+v", o)
			}
			if _, err := lv.Claim(ctx, a, 1); err != nil {
				t.Fatal(err)
			}
			if _, err := tk.Claim(ctx, a, "win_battle"); err != nil {
				t.Fatal(err)
			}
			if _, err := dc.Receive(ctx, a, "visit"); err != nil {
				t.Fatal(err)
			}
			o, _ = svc.For(ctx, a)
			if o.LevelUp != 2 || o.Tasks != 0 || o.DailyCrystals != 1 {
				t.Fatalf("after taking %+v", o)
			}
			if _, err := svc.For(ctx, nil); apperr.KeyOf(err) != apperr.NoAuth.Key {
				t.Fatalf("anonymous: %v", err)
			}
		})
	}
}
