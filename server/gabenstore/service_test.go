package gabenstore_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/customization"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/droptransition"
	"github.com/casefront/casefront/ent/gabenstoreoffer"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/ent/rewardcase"
	"github.com/casefront/casefront/ent/usercustomization"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/customizations"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/gabenstore"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/levels"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/store"
)

type immediately struct{}

func (immediately) AfterFunc(_ time.Duration, f func()) { f() }

type fixture struct {
	db    *store.DB
	store *gabenstore.Service
	cases *cases.Service
	wear  *customizations.Service
	// a border for sale at 100, the offer of the catalogue's test case at
	// 250 and a skin at 30 in a stock of 2
	border, hood *ent.Customization
	caseOffer    *ent.GabenstoreOffer
	skinOffer    *ent.GabenstoreOffer
}

func setup(t *testing.T, url string) *fixture {
	t.Helper()
	ctx := context.Background()
	db := testdb.Open(t, url)
	testdb.WithCatalog(t, db)
	r := &events.Registry{}
	levels.Subscribe(r)
	gabenstore.Subscribe(r)
	r.Seal()
	f := &fixture{db: db, store: &gabenstore.Service{DB: db.Client}, wear: &customizations.Service{DB: db.Client},
		cases: &cases.Service{Env: play.Env{DB: db.Client, Log: zap.NewNop(), Schedule: immediately{}, Events: r}}}
	f.border = db.Customization.Create().SetSlug("b").SetName("Border").SetType(customization.TypeBorder).
		SetTag(customization.TagEvent).SaveX(ctx)
	f.hood = db.Customization.Create().SetSlug("h").SetName("Hood").SetType(customization.TypeHood).SaveX(ctx)
	db.GabenstoreOffer.Create().SetKind(gabenstoreoffer.KindCustomization).SetCustomizationID(f.border.ID).SetPrice(100).ExecX(ctx)
	db.GabenstoreOffer.Create().SetKind(gabenstoreoffer.KindCustomization).SetCustomizationID(f.hood.ID).SetPrice(40).ExecX(ctx)
	cs := db.LootCase.Query().FirstX(ctx)
	for _, c := range db.LootCase.Query().AllX(ctx) {
		if c.Alias == "test-case" {
			cs = c
		}
	}
	f.caseOffer = db.GabenstoreOffer.Create().SetKind(gabenstoreoffer.KindCase).SetCaseID(cs.ID).SetPrice(250).SaveX(ctx)
	it := db.Item.Query().Where(item.MarketHashName("P250 | Sand Dune (Field-Tested)")).OnlyX(ctx)
	f.skinOffer = db.GabenstoreOffer.Create().SetKind(gabenstoreoffer.KindSkin).SetItemID(it.ID).SetPrice(30).SetStock(2).SaveX(ctx)
	return f
}

// player is a new player holding event balance units.
func (f *fixture) player(t *testing.T, event int64) *ent.User {
	t.Helper()
	ctx := context.Background()
	u := testdb.Player(t, f.db, 0)
	if event > 0 {
		err := store.WithTx(ctx, f.db.Client, func(tx *ent.Tx) error {
			_, err := ledger.Apply(ctx, tx, ledger.Change{At: time.Now(), UserID: u.ID, Currency: ledger.Event, Delta: event,
				Reason: "test_grant", IdemKey: fmt.Sprintf("test_event:%d", u.ID)})
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return f.db.User.GetX(ctx, u.ID)
}

func (f *fixture) event(t *testing.T, u *ent.User) int64 {
	t.Helper()
	b, err := ledger.Balance(context.Background(), f.db.Client, u.ID, ledger.Event)
	if err != nil && !ent.IsNotFound(err) {
		t.Fatal(err)
	}
	return b
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

func key(err error) string { return apperr.KeyOf(err) }

// Paid plays earn the game's rate of their stake as event balance, one
// ledger row per play; a reward case (a free play) earns nothing; an
// operator's rate replaces the default.
func TestCashbackOnPaidPlays(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := setup(t, d.URL(t))
			u := testdb.Player(t, f.db, 5000)
			a := testdb.Actor(u)
			if _, err := f.cases.Open(ctx, a, cases.OpenRequest{CaseAlias: "test-case", Count: 1}); err != nil {
				t.Fatal(err)
			}
			if _, err := f.cases.Open(ctx, a, cases.OpenRequest{CaseAlias: "test-case", Count: 2}); err != nil {
				t.Fatal(err)
			}
			// $10 + $20 staked at 1%: 10 + 20 units, one row per play.
			if got := f.event(t, u); got != 30 {
				t.Fatalf("event balance %d, want 30", got)
			}
			if n := f.entries(t, u, "cashback"); n != 2 {
				t.Fatalf("%d cashback rows", n)
			}
			f.db.CashbackRate.Create().SetGame("case_open").SetBps(500).ExecX(ctx)
			if _, err := f.cases.Open(ctx, a, cases.OpenRequest{CaseAlias: "test-case", Count: 1}); err != nil {
				t.Fatal(err)
			}
			if got := f.event(t, u); got != 80 {
				t.Fatalf("event balance %d after 5%%, want 80", got)
			}
			// A reward case bought in the store is opened for free: no cashback.
			if _, err := f.store.Buy(ctx, a, f.caseOffer.ID); key(err) != apperr.NotEnoughEventBalance.Key {
				t.Fatalf("buy with 80: %v", err)
			}
			rich := f.player(t, 300)
			ra := testdb.Actor(rich)
			b, err := f.store.Buy(ctx, ra, f.caseOffer.ID)
			if err != nil || b.RewardCaseID == 0 || b.Balance != 50 {
				t.Fatalf("buy case: %+v %v", b, err)
			}
			rc := f.db.RewardCase.GetX(ctx, b.RewardCaseID)
			if rc.UserID != rich.ID || rc.Source != rewardcase.SourceGabenstore || rc.State != rewardcase.StateAvailable {
				t.Fatalf("reward case %+v", rc)
			}
			if _, err := f.cases.OpenReward(ctx, ra, cases.OpenRequest{CaseID: rc.CaseID, Count: 1}); err != nil {
				t.Fatal(err)
			}
			if n := f.entries(t, rich, "cashback"); n != 0 || f.event(t, rich) != 50 {
				t.Fatalf("a free play earned: %d rows, balance %d", n, f.event(t, rich))
			}
			f.verify(t)
		})
	}
}

// A customization is bought once, from the event balance; refusals
// (restricted, not enough, owned, unknown) write nothing; the bought one
// can be equipped, another type's id or one not owned cannot.
func TestBuyCustomizationAndEquip(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := setup(t, d.URL(t))
			u := f.player(t, 120)
			a := testdb.Actor(u)

			refusals := []struct {
				name string
				err  func() error
				want string
			}{
				{"restricted", func() error {
					_, err := f.store.BuyCustomization(ctx, testdb.Actor(u, gabenstore.Feature), f.border.ID)
					return err
				}, apperr.Restricted.Key},
				{"unknown", func() error { _, err := f.store.BuyCustomization(ctx, a, f.border.ID+1000); return err }, apperr.NotFound.Key},
				{"case id as skin", func() error { _, err := f.store.BuySkin(ctx, a, f.caseOffer.ID); return err }, apperr.NotFound.Key},
				{"equip not owned", func() error {
					_, err := f.wear.Equip(ctx, a, customizations.Change{BorderID: &f.border.ID})
					return err
				}, apperr.CustomizationNotOwned.Key},
			}
			for _, r := range refusals {
				if got := key(r.err()); got != r.want {
					t.Fatalf("%s: %s, want %s", r.name, got, r.want)
				}
			}
			if n := f.db.GabenstorePurchase.Query().CountX(ctx); n != 0 || f.event(t, u) != 120 {
				t.Fatalf("refusals wrote: %d purchases, balance %d", n, f.event(t, u))
			}

			b, err := f.store.BuyCustomization(ctx, a, f.border.ID)
			if err != nil || b.Customization.ID != f.border.ID || b.Balance != 20 {
				t.Fatalf("buy: %+v %v", b, err)
			}
			if _, err := f.store.BuyCustomization(ctx, a, f.border.ID); key(err) != apperr.CustomizationOwned.Key {
				t.Fatalf("again: %v", err)
			}
			if _, err := f.store.BuyCustomization(ctx, a, f.hood.ID); key(err) != apperr.NotEnoughEventBalance.Key {
				t.Fatalf("hood with 20: %v", err)
			}
			if n := f.entries(t, u, "gabenstore"); n != 1 || f.event(t, u) != 20 {
				t.Fatalf("%d store rows, balance %d", n, f.event(t, u))
			}
			st, err := f.store.Offers(ctx, a, gabenstoreoffer.KindCustomization)
			if err != nil || len(st.Customizations) != 2 || !st.Customizations[0].Owned || st.Customizations[1].Owned || *st.Balance != 20 {
				t.Fatalf("offers %+v %v", st, err)
			}

			w, err := f.wear.Wardrobe(ctx, a)
			if err != nil || len(w.Owned) != 1 || w.New != 1 || w.Owned[0].Equipped {
				t.Fatalf("wardrobe %+v %v", w, err)
			}
			if _, err := f.wear.Equip(ctx, a, customizations.Change{HoodID: &f.border.ID}); key(err) != apperr.Validation.Key {
				t.Fatalf("a border as hood: %v", err)
			}
			hidden := true
			p, err := f.wear.Equip(ctx, a, customizations.Change{BorderID: &f.border.ID, AccountLevelHidden: &hidden})
			if err != nil || p.BorderID == nil || *p.BorderID != f.border.ID || !p.AccountLevelHidden {
				t.Fatalf("equip: %+v %v", p, err)
			}
			if n, err := f.wear.Viewed(ctx, a, nil); n != 1 || err != nil {
				t.Fatalf("viewed %d %v", n, err)
			}
			if w, _ := f.wear.Wardrobe(ctx, a); w.New != 0 || !w.Owned[0].Equipped {
				t.Fatalf("after view %+v", w)
			}
			zero := 0
			if p, err := f.wear.Equip(ctx, a, customizations.Change{BorderID: &zero}); err != nil || p.BorderID != nil || !p.AccountLevelHidden {
				t.Fatalf("take off: %+v %v", p, err)
			}
			if n := f.db.UserCustomization.Query().Where(usercustomization.UserID(u.ID)).CountX(ctx); n != 1 {
				t.Fatalf("%d owned", n)
			}
			f.verify(t)
		})
	}
}

// A skin lands in the inventory through the one drop writer, its
// transition caused by the purchase; a sold-out offer is refused.
func TestBuySkinUntilSoldOut(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := setup(t, d.URL(t))
			u := f.player(t, 100)
			a := testdb.Actor(u)
			for i := range 2 {
				b, err := f.store.BuySkin(ctx, a, f.skinOffer.ID)
				if err != nil || b.Drop == nil || b.Drop.UserID != u.ID || b.Drop.State != drop.StateActive {
					t.Fatalf("buy %d: %+v %v", i, b, err)
				}
				tr := f.db.DropTransition.Query().Where(droptransition.DropID(b.Drop.ID)).OnlyX(ctx)
				if tr.Reason != "gabenstore" || tr.Ref != fmt.Sprintf("gabenstore_purchase:%d", b.Purchase.ID) {
					t.Fatalf("transition %+v", tr)
				}
			}
			if _, err := f.store.BuySkin(ctx, a, f.skinOffer.ID); key(err) != apperr.OutOfStock.Key {
				t.Fatalf("third: %v", err)
			}
			if f.event(t, u) != 40 || f.db.Drop.Query().Where(drop.UserID(u.ID)).CountX(ctx) != 2 {
				t.Fatalf("balance %d", f.event(t, u))
			}
			f.verify(t)
		})
	}
}

// 50 players racing for the last one of an offer: one buys it, the others
// are refused with nothing written.
func TestParallelBuysSellTheLastOnce(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := setup(t, d.URL(t))
			f.db.GabenstoreOffer.UpdateOneID(f.skinOffer.ID).SetStock(1).ExecX(ctx)
			players := make([]*ent.User, 50)
			for i := range players {
				players[i] = f.player(t, 100)
			}
			var wg sync.WaitGroup
			errs := make([]error, len(players))
			for i, u := range players {
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, errs[i] = f.store.BuySkin(ctx, testdb.Actor(u), f.skinOffer.ID)
				}()
			}
			wg.Wait()
			won := 0
			for _, err := range errs {
				switch {
				case err == nil:
					won++
				case key(err) != apperr.OutOfStock.Key:
					t.Fatalf("unexpected: %v", err)
				}
			}
			if won != 1 {
				t.Fatalf("%d buys succeeded", won)
			}
			if n := f.db.GabenstorePurchase.Query().CountX(ctx); n != 1 {
				t.Fatalf("%d purchases", n)
			}
			if o := f.db.GabenstoreOffer.GetX(ctx, f.skinOffer.ID); o.Stock == nil || *o.Stock != 0 {
				t.Fatalf("stock %v", o.Stock)
			}
			spent := 0
			for _, u := range players {
				if f.event(t, u) != 100 {
					spent++
				}
			}
			if spent != 1 {
				t.Fatalf("%d players paid", spent)
			}
			f.verify(t)
		})
	}
}

// One player's 50 racing buys of one customization own it once and pay once.
func TestParallelBuysOfOneCustomizationPayOnce(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := setup(t, d.URL(t))
			u := f.player(t, 1000)
			a := testdb.Actor(u)
			var wg sync.WaitGroup
			errs := make([]error, 50)
			for i := range errs {
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, errs[i] = f.store.BuyCustomization(ctx, a, f.border.ID)
				}()
			}
			wg.Wait()
			won := 0
			for _, err := range errs {
				switch {
				case err == nil:
					won++
				case key(err) != apperr.CustomizationOwned.Key:
					t.Fatalf("unexpected: %v", err)
				}
			}
			if won != 1 || f.event(t, u) != 900 || f.entries(t, u, "gabenstore") != 1 {
				t.Fatalf("%d bought, balance %d", won, f.event(t, u))
			}
			f.verify(t)
		})
	}
}
