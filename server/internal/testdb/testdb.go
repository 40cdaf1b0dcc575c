// Package testdb gives tests a migrated database with a small catalogue and
// funded players, on SQLite or PostgreSQL.
package testdb

import (
	"context"
	"fmt"
	"math"
	"sync/atomic"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/inventory"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/levels"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/store"
	"github.com/casefront/casefront/server/users"
)

// Open migrates a fresh database at url and closes it after the test. A
// fresh database from testenv gets a copy of the migrated template (Fill);
// Migrate then finds nothing pending.
func Open(t testing.TB, url string) *store.DB {
	t.Helper()
	Fill(t, url)
	ctx := context.Background()
	db, err := store.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	return db
}

// SmallSeed is a three-item case "test-case" priced $1.00 plus a disabled case.
func SmallSeed() *catalog.Seed {
	items := []catalog.SeedItem{
		{MarketHashName: "P250 | Sand Dune (Field-Tested)", StaticName: "p250-sand-dune", Name: "P250 | Sand Dune", Weapon: "P250", Skin: "Sand Dune", Exterior: "Field-Tested", Rarity: "milspec", Category: "pistol", PriceCents: 10},
		{MarketHashName: "AK-47 | Redline (Field-Tested)", StaticName: "ak-47-redline", Name: "AK-47 | Redline", Weapon: "AK-47", Skin: "Redline", Exterior: "Field-Tested", Rarity: "classified", Category: "rifle", PriceCents: 500},
		{MarketHashName: "★ Karambit | Doppler (Factory New)", StaticName: "karambit-doppler", Name: "★ Karambit | Doppler", Weapon: "Karambit", Skin: "Doppler", Exterior: "Factory New", Rarity: "rare", Category: "knife", PriceCents: 90000},
	}
	entries := []catalog.SeedCaseEntry{
		{MarketHashName: items[0].MarketHashName, Weight: 8000},
		{MarketHashName: items[1].MarketHashName, Weight: 1900},
		{MarketHashName: items[2].MarketHashName, Weight: 100},
	}
	weights, prices := []int64{8000, 1900, 100}, []int64{10, 500, 90000}
	c := catalog.SeedCase{Alias: "test-case", Name: "Test Case", Group: "Tests", Family: "normal", PriceCents: 1000, Items: entries}
	c.RTPBps = catalog.RTPBps(weights, prices, c.PriceCents)
	off := catalog.SeedCase{Alias: "off-case", Name: "Off Case", Group: "Tests", Family: "normal", PriceCents: 100, Items: entries[:1]}
	off.RTPBps = catalog.RTPBps(weights[:1], prices[:1], off.PriceCents)
	return &catalog.Seed{Groups: []catalog.SeedGroup{{Name: "Tests", NavIndex: 1}}, Items: items, Cases: []catalog.SeedCase{c, off}}
}

// WithCatalog imports SmallSeed and disables off-case.
func WithCatalog(t testing.TB, db *store.DB) {
	t.Helper()
	ctx := context.Background()
	if err := catalog.Import(ctx, db.Client, SmallSeed()); err != nil {
		t.Fatal(err)
	}
	if _, err := db.LootCase.Update().Where().SetEnabled(true).Save(ctx); err != nil {
		t.Fatal(err)
	}
	off, err := catalog.CaseByAlias(ctx, db.Client, "off-case")
	if err != nil {
		t.Fatal(err)
	}
	off.Update().SetEnabled(false).ExecX(ctx)
}

var steamSeq atomic.Int64

// Player creates a signed-in player holding cents, credited through the ledger.
func Player(t testing.TB, db *store.DB, cents int64) *ent.User {
	t.Helper()
	ctx := context.Background()
	u, _, err := users.SignIn(ctx, db.Client, users.Profile{SteamID: fmt.Sprintf("7656119%010d", steamSeq.Add(1)), Nickname: "Tester"})
	if err != nil {
		t.Fatal(err)
	}
	if cents > 0 {
		err = store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
			_, err := ledger.Apply(ctx, tx, ledger.Change{At: time.Now(), UserID: u.ID, Currency: ledger.Money, Delta: cents,
				Reason: "test_grant", IdemKey: fmt.Sprintf("test_grant:%d", u.ID)})
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return db.User.GetX(ctx, u.ID)
}

// Actor is the actor of a player as a request would resolve it (no
// restrictions unless given).
func Actor(u *ent.User, restrictions ...string) *actor.Actor {
	return actor.ForUser(u, u.Country, restrictions)
}

// Give puts a catalogue item (by market hash name) in a player's inventory
// as a drop, as if won.
func Give(t testing.TB, db *store.DB, u *ent.User, name string) *ent.Drop {
	t.Helper()
	ctx := context.Background()
	it, err := db.Item.Query().Where(item.MarketHashName(name)).Only(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var d *ent.Drop
	err = store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
		seed, err := fair.Active(ctx, tx, u.ID)
		if err != nil {
			return err
		}
		d = &ent.Drop{UserID: u.ID, ItemID: it.ID, Price: it.Price, SeedID: &seed.ID}
		d.Edges.Item = it
		return inventory.Mint(ctx, tx, time.Now(), d)
	})
	if err != nil {
		t.Fatal(err)
	}
	d.Edges.Item = nil // as a query without WithItem returns it
	return d.Unwrap()
}

// LadderWeapon is the weapon of the WithLadder items.
const LadderWeapon = "Ladder"

// LadderName is the market hash name of WithLadder's i-th item (0-based).
func LadderName(i int) string { return fmt.Sprintf("Ladder | Step %02d (Field-Tested)", i) }

// WithLadder adds n items of one weapon whose prices climb geometrically
// from 5¢ to $2,000: a catalogue dense enough for the contract's outcome
// tables at any stake between about 20¢ and $500.
func WithLadder(t testing.TB, db *store.DB, n int) {
	t.Helper()
	ctx := context.Background()
	ratio := math.Pow(200_000.0/5.0, 1/float64(n-1))
	for i := 0; i < n; i++ {
		price := money.Cents(math.Round(5 * math.Pow(ratio, float64(i))))
		err := db.Item.Create().SetMarketHashName(LadderName(i)).SetStaticName(fmt.Sprintf("ladder-step-%02d", i)).
			SetName(fmt.Sprintf("Ladder | Step %02d", i)).SetWeapon(LadderWeapon).SetSkin(fmt.Sprintf("Step %02d", i)).
			SetExterior("Field-Tested").SetRarity("milspec").SetPrice(price).Exec(ctx)
		if err != nil {
			t.Fatal(err)
		}
	}
}

// Reactions gives a game's env the app's standard in-transaction
// subscribers (XP and levels), as app.New registers them, unless the test
// set its own registry.
func Reactions(e play.Env) play.Env {
	if e.Events == nil {
		e.Events = StandardEvents()
	}
	return e
}

// StandardEvents is a registry with the subscribers every play has in the
// app (levels.Subscribe).
func StandardEvents() *events.Registry {
	r := &events.Registry{}
	levels.Subscribe(r)
	r.Seal()
	return r
}
