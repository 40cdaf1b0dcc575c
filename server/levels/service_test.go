package levels_test

import (
	"context"
	"fmt"
	"io/fs"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"entgo.io/ent/dialect"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/customization"
	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/ent/levelreward"
	"github.com/casefront/casefront/ent/rewardcase"
	"github.com/casefront/casefront/ent/usercustomization"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/migrations"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/customizations"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/levels"
	"github.com/casefront/casefront/server/store"
)

var at = time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)

type fixture struct {
	db  *store.DB
	svc *levels.Service
}

func setup(t *testing.T, url string) *fixture {
	t.Helper()
	db := testdb.Open(t, url)
	testdb.WithCatalog(t, db)
	return &fixture{db: db, svc: &levels.Service{DB: db.Client, Now: func() time.Time { return at }}}
}

// player is a new player whose XP reaches level.
func (f *fixture) player(t *testing.T, level int) *ent.User {
	t.Helper()
	u := testdb.Player(t, f.db, 0)
	return f.db.User.UpdateOneID(u.ID).SetXp(levels.Threshold(level)).SetLevelBasedOnXp(level).SaveX(context.Background())
}

func reason(err error) string {
	e, ok := apperr.As(err)
	if !ok || e != apperr.Validation && e.Key != apperr.Validation.Key {
		return ""
	}
	r, _ := e.Fields["reason"].(string)
	return r
}

func (f *fixture) entries(t *testing.T, u *ent.User, reason string) int {
	t.Helper()
	return f.db.LedgerEntry.Query().Where(ledgerentry.UserID(u.ID), ledgerentry.Reason(reason)).CountX(context.Background())
}

func (f *fixture) verify(t *testing.T) {
	t.Helper()
	bad, err := ledger.Verify(context.Background(), f.db.Client)
	if err != nil || len(bad) > 0 {
		t.Fatalf("ledger: %v %v", bad, err)
	}
}

func balance(t *testing.T, f *fixture, u *ent.User, cur ledger.Currency) int64 {
	t.Helper()
	b, err := ledger.Balance(context.Background(), f.db.Client, u.ID, cur)
	if err != nil && !ent.IsNotFound(err) {
		t.Fatal(err)
	}
	return b
}

// Levels are claimed in order, each once, only when the XP reached them;
// each pays its row (crystals, bullets, balance, a reward case) through the
// ledger; refusals write nothing.
func TestClaimInOrder(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := setup(t, d.URL(t))
			f.db.LevelReward.Update().Where(levelreward.Level(2)).SetCaseAlias("test-case").ExecX(ctx)
			u := f.player(t, 10)
			a := testdb.Actor(u)

			list, err := f.svc.Rewards(ctx, a)
			if err != nil || len(list) != levels.MaxLevel {
				t.Fatalf("list %d %v", len(list), err)
			}
			if !list[0].Claimable || list[1].Claimable || !list[9].Reached || list[10].Reached || list[9].XP != levels.Threshold(10) {
				t.Fatalf("states %+v %+v %+v", list[0], list[1], list[10])
			}
			if list[0].Reward.Crystals != 10 || list[4].Reward.Bullets != 500 || list[9].Reward.Balance != 100 ||
				list[1].Reward.Case == nil || list[1].Reward.Case.Alias != "test-case" {
				t.Fatalf("rewards %+v %+v %+v %+v", list[0].Reward, list[1].Reward, list[4].Reward, list[9].Reward)
			}

			if _, err := f.svc.Claim(ctx, a, 2); reason(err) != "level_not_next" {
				t.Fatalf("skip: %v", err)
			}
			if _, err := f.svc.Claim(ctx, a, 11); reason(err) != "level_not_reached" {
				t.Fatalf("unreached: %v", err)
			}
			if _, err := f.svc.Claim(ctx, a, 0); reason(err) != "level_unknown" {
				t.Fatalf("level 0: %v", err)
			}
			if n := f.db.LedgerEntry.Query().Where(ledgerentry.UserID(u.ID)).CountX(ctx); n != 0 {
				t.Fatalf("refusals wrote %d entries", n)
			}
			for l := 1; l <= 10; l++ {
				c, err := f.svc.Claim(ctx, a, l)
				if err != nil {
					t.Fatalf("claim %d: %v", l, err)
				}
				if c.User.Level != l {
					t.Fatalf("claimed %d, level %d", l, c.User.Level)
				}
			}
			if _, err := f.svc.Claim(ctx, a, 10); reason(err) != "level_claimed" {
				t.Fatalf("again: %v", err)
			}
			if _, err := f.svc.Claim(ctx, a, 11); reason(err) != "level_not_reached" {
				t.Fatalf("beyond xp: %v", err)
			}
			// 1..9 without 5: 10*(45-5) crystals; 5: 500 bullets; 10: $1.00.
			if c, b, m := balance(t, f, u, ledger.Crystals), balance(t, f, u, ledger.Bullets), balance(t, f, u, ledger.Money); c != 400 || b != 500 || m != 100 {
				t.Fatalf("paid crystals %d bullets %d money %d", c, b, m)
			}
			if n := f.db.RewardCase.Query().Where(rewardcase.UserID(u.ID), rewardcase.SourceEQ(rewardcase.SourceLevel), rewardcase.SourceRef("level:2")).CountX(ctx); n != 1 {
				t.Fatalf("reward cases %d", n)
			}
			if n := f.entries(t, u, "level_reward"); n != 10 {
				t.Fatalf("ledger rows %d", n)
			}
			got := f.db.User.GetX(ctx, u.ID)
			if got.Level != 10 || got.LevelBasedOnXp != 10 {
				t.Fatalf("row level %d xp level %d", got.Level, got.LevelBasedOnXp)
			}
			f.verify(t)
		})
	}
}

// A self-banned or staff-restricted player is refused on the server, with
// the row as locked: nothing is written.
func TestClaimRefusesBannedAndRestricted(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := setup(t, d.URL(t))
			banned := f.player(t, 5)
			a := testdb.Actor(banned) // resolved before the ban
			f.db.User.UpdateOneID(banned.ID).SetSelfBanUntil(at.Add(24 * time.Hour)).ExecX(ctx)
			if _, err := f.svc.Claim(ctx, a, 1); !isKey(err, apperr.SelfBanned) {
				t.Fatalf("self-banned: %v", err)
			}
			if _, err := f.svc.ClaimExtra(ctx, a, 5); !isKey(err, apperr.SelfBanned) {
				t.Fatalf("self-banned extra: %v", err)
			}
			restricted := f.player(t, 5)
			b := testdb.Actor(restricted)
			f.db.User.UpdateOneID(restricted.ID).SetRestricted(true).ExecX(ctx)
			if _, err := f.svc.Claim(ctx, b, 1); !isKey(err, apperr.AccountRestricted) {
				t.Fatalf("restricted: %v", err)
			}
			for _, u := range []*ent.User{banned, restricted} {
				if got := f.db.User.GetX(ctx, u.ID); got.Level != 0 || f.entries(t, u, "level_reward") != 0 {
					t.Fatalf("refused claim wrote: level %d", got.Level)
				}
			}
			if _, err := f.svc.Claim(ctx, &actor.Actor{}, 1); !isKey(err, apperr.NoAuth) {
				t.Fatalf("anonymous: %v", err)
			}
		})
	}
}

func isKey(err error, want *apperr.Error) bool {
	e, ok := apperr.As(err)
	return ok && e.Key == want.Key
}

// 50 claims of the same level at once pay once.
func TestParallelClaimsPayOnce(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := setup(t, d.URL(t))
			u := f.player(t, 3)
			a := testdb.Actor(u)
			var wg sync.WaitGroup
			errs := make([]error, 50)
			for i := range errs {
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, errs[i] = f.svc.Claim(ctx, a, 1)
				}()
			}
			wg.Wait()
			won := 0
			for _, err := range errs {
				switch {
				case err == nil:
					won++
				case reason(err) != "level_claimed":
					t.Fatalf("unexpected: %v", err)
				}
			}
			if won != 1 {
				t.Fatalf("%d claims succeeded", won)
			}
			if n := f.entries(t, u, "level_reward"); n != 1 {
				t.Fatalf("%d ledger rows", n)
			}
			if c := balance(t, f, u, ledger.Crystals); c != 10 {
				t.Fatalf("crystals %d", c)
			}
			f.verify(t)
		})
	}
}

// An extra reward needs its level claimed, the referrals and the deposits
// since the last extra reward; once granted it is not granted again, and
// its deposits do not count for the next.
func TestExtraRewardConditions(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := setup(t, d.URL(t))
			// Level 25 needs 1 referral and $25.00; level 5 none and $5.00.
			u := f.player(t, 25)
			a := testdb.Actor(u)
			if _, err := f.svc.ClaimExtra(ctx, a, 5); reason(err) != "extra_level_not_reached" {
				t.Fatalf("unclaimed level: %v", err)
			}
			f.db.User.UpdateOneID(u.ID).SetLevel(25).ExecX(ctx)
			if _, err := f.svc.ClaimExtra(ctx, a, 7); reason(err) != "level_unknown" {
				t.Fatalf("no row: %v", err)
			}
			pr, err := f.svc.Progress(ctx, a)
			if err != nil || len(pr.Extra) != 20 || !slices.Equal(pr.Missing, []int{5, 10, 15, 20, 25}) || pr.Extra[0].Claimable {
				t.Fatalf("progress %+v %v", pr, err)
			}
			if _, err := f.svc.ClaimExtra(ctx, a, 5); reason(err) != "extra_level_deposits" {
				t.Fatalf("no deposits: %v", err)
			}
			f.db.User.UpdateOneID(u.ID).SetTopupsSum(money.Cents(3000)).ExecX(ctx)
			if _, err := f.svc.ClaimExtra(ctx, a, 25); reason(err) != "extra_level_referrals" {
				t.Fatalf("no referrals: %v", err)
			}
			if n := f.db.ExtraLevelClaim.Query().CountX(ctx); n != 0 || f.entries(t, u, "level_extra_reward") != 0 {
				t.Fatal("a refusal wrote")
			}
			ref := testdb.Player(t, f.db, 0)
			f.db.User.UpdateOneID(ref.ID).SetReferrerID(u.ID).ExecX(ctx)
			pr, _ = f.svc.Progress(ctx, a)
			if e := pr.Extra[4]; !e.Claimable || e.ReferralsProgress != 1 || e.DepositsProgress != 2500 || pr.Deposits != 3000 {
				t.Fatalf("level 25 progress %+v", e)
			}
			c, err := f.svc.ClaimExtra(ctx, a, 25)
			if err != nil || c.Reward.Crystals != 1250 || c.User.TopupsSumLastExtraReward != 3000 {
				t.Fatalf("claim 25: %+v %v", c, err)
			}
			if _, err := f.svc.ClaimExtra(ctx, a, 25); reason(err) != "extra_level_claimed" {
				t.Fatalf("again: %v", err)
			}
			// The $30.00 counted for level 25: level 5 needs $5.00 more.
			if _, err := f.svc.ClaimExtra(ctx, a, 5); reason(err) != "extra_level_deposits" {
				t.Fatalf("deposits reused: %v", err)
			}
			f.db.User.UpdateOneID(u.ID).AddTopupsSum(money.Cents(500)).ExecX(ctx)
			if _, err := f.svc.ClaimExtra(ctx, a, 5); err != nil {
				t.Fatalf("claim 5: %v", err)
			}
			pr, _ = f.svc.Progress(ctx, a)
			if !slices.Equal(pr.Missing, []int{10, 15, 20}) || pr.Deposits != 0 {
				t.Fatalf("after: missing %v deposits %d", pr.Missing, pr.Deposits)
			}
			if c := balance(t, f, u, ledger.Crystals); c != 1250+250 || f.entries(t, u, "level_extra_reward") != 2 {
				t.Fatalf("crystals %d", c)
			}
			f.verify(t)
		})
	}
}

// The levels migration keeps every player's level as claimed and makes it
// the XP's level too: nobody has a reward to claim for a level they held.
func TestMigrationKeepsLevelsClaimed(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, err := store.Open(ctx, d.URL(t))
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { db.Close() })
			if err := db.MigrateN(ctx, versionsBefore(t, db, "levels")); err != nil {
				t.Fatal(err)
			}
			q := `INSERT INTO users (created_at, steam_id, xp, level, topups_sum) VALUES (?, ?, ?, ?, ?)`
			if db.Dialect == dialect.Postgres {
				for i := 1; strings.Contains(q, "?"); i++ {
					q = strings.Replace(q, "?", "$"+strconv.Itoa(i), 1)
				}
			}
			for i, lvl := range []int{0, 7, 42} {
				if _, err := db.SQL.ExecContext(ctx, q, at, fmt.Sprintf("7656119000000%04d", i), levels.Threshold(lvl), lvl, 1000*i); err != nil {
					t.Fatal(err)
				}
			}
			if err := db.Migrate(ctx); err != nil {
				t.Fatal(err)
			}
			for _, u := range db.User.Query().AllX(ctx) {
				if u.LevelBasedOnXp != u.Level || levels.ForXP(u.Xp) != u.Level || u.TopupsSumLastExtraReward != 0 {
					t.Fatalf("user %s: level %d xp level %d", u.SteamID, u.Level, u.LevelBasedOnXp)
				}
			}
			if n := db.LevelReward.Query().CountX(ctx); n != levels.MaxLevel {
				t.Fatalf("%d level rewards", n)
			}
			if n := db.ExtraLevelReward.Query().CountX(ctx); n != 20 {
				t.Fatalf("%d extra rewards", n)
			}
		})
	}
}

func versionsBefore(t *testing.T, db *store.DB, name string) int {
	t.Helper()
	files, err := fs.Glob(migrations.FS, db.Dialect2Dir()+"/*.sql")
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(files)
	for i, f := range files {
		if strings.HasSuffix(f, "_"+name+".sql") {
			return i
		}
	}
	t.Fatalf("no migration %s", name)
	return 0
}

// A level's customization goes to the wardrobe with the claim, once; a
// player who owns it already (bought in the store) keeps it and is paid
// the rest; a slug that names no customization refuses and writes nothing.
func TestClaimGrantsTheLevelsCustomization(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := setup(t, d.URL(t))
			ring := f.db.Customization.Create().SetSlug("ring").SetName("Ring").SetType(customization.TypeBorder).SaveX(ctx)
			f.db.LevelReward.Update().Where(levelreward.Level(1)).SetCustomizationSlug("ring").ExecX(ctx)
			f.db.LevelReward.Update().Where(levelreward.Level(2)).SetCustomizationSlug("gone").ExecX(ctx)

			u := f.player(t, 2)
			a := testdb.Actor(u)
			list, err := f.svc.Rewards(ctx, a)
			if err != nil || list[0].Reward.Customization == nil || list[0].Reward.Customization.ID != ring.ID || list[1].Reward.Customization != nil {
				t.Fatalf("list: %+v %+v %v", list[0].Reward, list[1].Reward, err)
			}
			c, err := f.svc.Claim(ctx, a, 1)
			if err != nil || c.Reward.Customization == nil || c.Reward.Customization.ID != ring.ID {
				t.Fatalf("claim: %+v %v", c, err)
			}
			owned := f.db.UserCustomization.Query().Where(usercustomization.UserID(u.ID)).AllX(ctx)
			if len(owned) != 1 || owned[0].CustomizationID != ring.ID || owned[0].Source != "level:1" || owned[0].Viewed {
				t.Fatalf("owned %+v", owned)
			}
			// Level 2 names a customization that does not exist: refused, nothing written.
			if _, err := f.svc.Claim(ctx, a, 2); !isKey(err, apperr.NotFound) {
				t.Fatalf("unknown slug: %v", err)
			}
			if got := f.db.User.GetX(ctx, u.ID); got.Level != 1 || f.entries(t, u, "level_reward") != 1 {
				t.Fatalf("refused claim wrote: level %d", got.Level)
			}

			// Owned already: the claim pays its crystals and keeps the one owned.
			buyer := f.player(t, 1)
			if err := store.WithTx(ctx, f.db.Client, func(tx *ent.Tx) error {
				return customizations.Grant(ctx, tx, buyer.ID, ring.ID, "gabenstore_purchase:1", at)
			}); err != nil {
				t.Fatal(err)
			}
			if _, err := f.svc.Claim(ctx, testdb.Actor(buyer), 1); err != nil {
				t.Fatalf("owned already: %v", err)
			}
			rows := f.db.UserCustomization.Query().Where(usercustomization.UserID(buyer.ID)).AllX(ctx)
			if len(rows) != 1 || rows[0].Source != "gabenstore_purchase:1" || balance(t, f, buyer, ledger.Crystals) != 10 {
				t.Fatalf("owned already: %+v crystals %d", rows, balance(t, f, buyer, ledger.Crystals))
			}
			f.verify(t)
		})
	}
}
