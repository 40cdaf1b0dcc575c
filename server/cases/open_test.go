package cases_test

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/realtime"
	"github.com/casefront/casefront/server/store"
)

func setup(t *testing.T, url string) (*store.DB, *cases.Service) {
	db := testdb.Open(t, url)
	testdb.WithCatalog(t, db)
	bus := realtime.NewMemory()
	t.Cleanup(func() { bus.Close() })
	return db, &cases.Service{Env: testdb.Reactions(play.Env{DB: db.Client, Bus: bus, Log: zap.NewNop(), Schedule: immediately{}})}
}

// immediately runs scheduled publishes at once, for tests about other things.
type immediately struct{}

func (immediately) AfterFunc(_ time.Duration, f func()) { f() }

var key = apperr.KeyOf

func TestOpenDebitsRollsAndRecords(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc := setup(t, d.URL(t))
			u := testdb.Player(t, db, 5000)
			msgs, cancel, err := svc.Bus.Subscribe(ctx, "feed")
			if err != nil {
				t.Fatal(err)
			}
			defer cancel()

			res, err := svc.Open(ctx, testdb.Actor(u), cases.OpenRequest{CaseAlias: "test-case", Count: 3})
			if err != nil {
				t.Fatal(err)
			}
			if res.Cost != 3000 || res.User.Balance != 2000 || len(res.Drops) != 3 {
				t.Fatalf("cost %d balance %d drops %d", res.Cost, res.User.Balance, len(res.Drops))
			}
			if res.User.Xp != 300 || res.User.LevelBasedOnXp != 2 || res.User.Level != 0 {
				t.Errorf("xp %d level %d claimed %d", res.User.Xp, res.User.LevelBasedOnXp, res.User.Level)
			}
			// Each drop is exactly what its nonce rolls, with consecutive nonces from 0.
			seed := db.FairSeed.GetX(ctx, res.Seed.ID)
			for i, dr := range res.Drops {
				if dr.Nonce != int64(i) {
					t.Errorf("drop %d nonce %d", i, dr.Nonce)
				}
				v, err := cases.Verify(ctx, db.Client, cases.VerifyInput{ServerSeed: seed.ServerSeed, ClientSeed: seed.ClientSeed, Nonce: dr.Nonce, CaseAlias: "test-case"})
				if err != nil {
					t.Fatal(err)
				}
				if v.Item.ID != dr.ItemID || v.Ticket != dr.Ticket || dr.Price != v.Item.Price {
					t.Errorf("drop %d: verifier says item %d ticket %d, drop has %d %d", i, v.Item.ID, v.Ticket, dr.ItemID, dr.Ticket)
				}
			}
			if seed.Nonce != 3 {
				t.Errorf("seed nonce %d", seed.Nonce)
			}
			entries := db.LedgerEntry.Query().Where(ledgerentry.UserID(u.ID), ledgerentry.Reason("case_open")).AllX(ctx)
			if len(entries) != 1 || entries[0].Delta != -3000 || entries[0].BalanceAfter != 2000 {
				t.Fatalf("ledger %+v", entries)
			}
			for i := 0; i < 3; i++ {
				select {
				case <-msgs:
				case <-time.After(2 * time.Second):
					t.Fatalf("feed event %d not published", i)
				}
			}
		})
	}
}

func TestOpenRefusalsWriteNothing(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, svc := setup(t, testenv.SQLiteURL(t))
	poor := testdb.Player(t, db, 999)
	rich := testdb.Player(t, db, 100000)
	banned := testdb.Player(t, db, 100000)
	until := time.Now().Add(time.Hour)
	db.User.UpdateOneID(banned.ID).SetSelfBanUntil(until).ExecX(ctx)
	restricted := testdb.Player(t, db, 100000)
	db.User.UpdateOneID(restricted.ID).SetRestricted(true).ExecX(ctx)

	// The banned and restricted actors were resolved before the flags were
	// set: the re-check on the locked row refuses them.
	cases_ := []struct {
		name string
		a    *actor.Actor
		req  cases.OpenRequest
		want string
	}{
		{"insufficient", testdb.Actor(poor), cases.OpenRequest{CaseAlias: "test-case", Count: 1}, "api.not_enough_money"},
		{"insufficient for x2", testdb.Actor(testdb.Player(t, db, 1999)), cases.OpenRequest{CaseAlias: "test-case", Count: 2}, "api.not_enough_money"},
		{"unknown case", testdb.Actor(rich), cases.OpenRequest{CaseAlias: "nope", Count: 1}, "api.not_found"},
		{"unknown id", testdb.Actor(rich), cases.OpenRequest{CaseID: 12345, Count: 1}, "api.not_found"},
		{"id and alias", testdb.Actor(rich), cases.OpenRequest{CaseID: 1, CaseAlias: "test-case", Count: 1}, "api.validation"},
		{"neither id nor alias", testdb.Actor(rich), cases.OpenRequest{Count: 1}, "api.validation"},
		{"disabled", testdb.Actor(rich), cases.OpenRequest{CaseAlias: "off-case", Count: 1}, "api.case_disabled"},
		{"restricted family", testdb.Actor(rich, "case_open_normal"), cases.OpenRequest{CaseAlias: "test-case", Count: 1}, "api.restricted"},
		{"zero", testdb.Actor(rich), cases.OpenRequest{CaseAlias: "test-case", Count: 0}, "api.validation"},
		{"eleven", testdb.Actor(rich), cases.OpenRequest{CaseAlias: "test-case", Count: 11}, "api.validation"},
		{"anonymous", &actor.Actor{}, cases.OpenRequest{CaseAlias: "test-case", Count: 1}, "api.no_auth"},
		{"self-banned", testdb.Actor(banned), cases.OpenRequest{CaseAlias: "test-case", Count: 1}, "api.self_banned"},
		{"self-banned actor", &actor.Actor{UserID: banned.ID, SelfBanUntil: &until}, cases.OpenRequest{CaseAlias: "test-case", Count: 1}, "api.self_banned"},
		{"restricted account", testdb.Actor(restricted), cases.OpenRequest{CaseAlias: "test-case", Count: 1}, "api.account_restricted"},
		{"restricted actor", &actor.Actor{UserID: rich.ID, AccountRestricted: true}, cases.OpenRequest{CaseAlias: "test-case", Count: 1}, "api.account_restricted"},
	}
	drops0 := db.Drop.Query().CountX(ctx)
	ledger0 := db.LedgerEntry.Query().CountX(ctx)
	for _, c := range cases_ {
		t.Run(c.name, func(t *testing.T) {
			_, err := svc.Open(ctx, c.a, c.req)
			if key(err) != c.want {
				t.Fatalf("got %v want %s", err, c.want)
			}
		})
	}
	if db.Drop.Query().CountX(ctx) != drops0 || db.LedgerEntry.Query().CountX(ctx) != ledger0 {
		t.Fatal("a refused opening wrote something")
	}
	if got := db.User.GetX(ctx, poor.ID).Balance; got != 999 {
		t.Fatalf("poor balance %d", got)
	}
}

// 200 goroutines race to open a $10 case with $N*10 on the balance: exactly N
// succeed, the rest are refused for money, the balance ends at zero and the
// ledger explains it. The same on PostgreSQL.
func TestConcurrentOpensNeverOverspend(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc := setup(t, d.URL(t))
			const n, racers = 37, 200
			u := testdb.Player(t, db, n*1000)
			var ok, refused atomic.Int64
			var wg sync.WaitGroup
			start := make(chan struct{})
			for i := 0; i < racers; i++ {
				wg.Add(1)
				go func() {
					defer wg.Done()
					<-start
					_, err := svc.Open(ctx, testdb.Actor(u), cases.OpenRequest{CaseAlias: "test-case", Count: 1})
					switch {
					case err == nil:
						ok.Add(1)
					case key(err) == "api.not_enough_money":
						refused.Add(1)
					default:
						t.Errorf("unexpected: %v", err)
					}
				}()
			}
			close(start)
			wg.Wait()
			if ok.Load() != n || refused.Load() != racers-n {
				t.Fatalf("ok %d refused %d, want %d and %d", ok.Load(), refused.Load(), n, racers-n)
			}
			after := db.User.GetX(ctx, u.ID)
			if after.Balance != 0 {
				t.Fatalf("balance %d", after.Balance)
			}
			if c := db.Drop.Query().Where(drop.UserID(u.ID)).CountX(ctx); c != n {
				t.Fatalf("drops %d", c)
			}
			// No two drops share a nonce.
			nonces := map[int64]bool{}
			for _, dr := range db.Drop.Query().Where(drop.UserID(u.ID)).AllX(ctx) {
				if nonces[dr.Nonce] {
					t.Fatalf("nonce %d used twice", dr.Nonce)
				}
				nonces[dr.Nonce] = true
			}
			bad, err := ledger.Verify(ctx, db.Client)
			if err != nil || len(bad) > 0 {
				t.Fatalf("ledger mismatch: %v %v", bad, err)
			}
		})
	}
}

// Rotating reveals the seed that made earlier drops, and the verifier agrees
// with every one of them; the new seed starts again at nonce 0.
func TestRotateRevealsVerifiableSeed(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, svc := setup(t, testenv.SQLiteURL(t))
	u := testdb.Player(t, db, 100000)
	res, err := svc.Open(ctx, testdb.Actor(u), cases.OpenRequest{CaseAlias: "test-case", Count: 10})
	if err != nil {
		t.Fatal(err)
	}
	var revealed *fair.Revealed
	err = store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
		var err error
		revealed, _, err = fair.Rotate(ctx, tx, u.ID, time.Now())
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if fair.Hash(revealed.ServerSeed) != res.Seed.ServerSeedHash || revealed.Nonce != 10 {
		t.Fatalf("revealed %+v does not match the committed hash", revealed)
	}
	for _, dr := range res.Drops {
		v, err := cases.Verify(ctx, db.Client, cases.VerifyInput{ServerSeed: revealed.ServerSeed, ClientSeed: revealed.ClientSeed, Nonce: dr.Nonce, CaseAlias: "test-case"})
		if err != nil || v.Item.ID != dr.ItemID {
			t.Fatalf("drop %d not verified: %v", dr.ID, err)
		}
	}
	res2, err := svc.Open(ctx, testdb.Actor(u), cases.OpenRequest{CaseAlias: "test-case", Count: 1})
	if err != nil || res2.Drops[0].Nonce != 0 || res2.Seed.ID == res.Seed.ID {
		t.Fatalf("after rotation: %v nonce %d", err, res2.Drops[0].Nonce)
	}
}

// BenchmarkOpen measures one full opening (debit, roll, drop, ledger, stats)
// on SQLite with the server's contents cache; run with `make bench`.
func BenchmarkOpen(b *testing.B) {
	ctx := context.Background()
	db := testdb.Open(b, testenv.SQLiteURL(b))
	testdb.WithCatalog(b, db)
	svc := &cases.Service{Env: testdb.Reactions(play.Env{DB: db.Client, Log: zap.NewNop()}), Contents: &catalog.Cache{DB: db.Client}}
	u := testdb.Player(b, db, int64(b.N)*1000+1000)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := svc.Open(ctx, testdb.Actor(u), cases.OpenRequest{CaseAlias: "test-case", Count: 1}); err != nil {
			b.Fatal(err)
		}
	}
}

// A catalogue change adds a contents revision: new openings roll on it, and
// drops made before still verify against the contents they were made on.
func TestCatalogueChangeKeepsOldRollsVerifiable(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, svc := setup(t, testenv.SQLiteURL(t))
	u := testdb.Player(t, db, 100000)
	before, err := svc.Open(ctx, testdb.Actor(u), cases.OpenRequest{CaseAlias: "test-case", Count: 10})
	if err != nil {
		t.Fatal(err)
	}
	// Re-importing the same seed changes nothing.
	if err := catalog.Import(ctx, db.Client, testdb.SmallSeed()); err != nil {
		t.Fatal(err)
	}
	if cs, _ := catalog.CaseByAlias(ctx, db.Client, "test-case"); cs.Revision != 1 {
		t.Fatalf("identical import made revision %d", cs.Revision)
	}
	// Invert the odds: the knife becomes the common drop.
	seed := testdb.SmallSeed()
	seed.Cases[0].Items[0].Weight, seed.Cases[0].Items[2].Weight = 100, 8000
	seed.Cases[0].PriceCents = 80000
	seed.Cases[0].RTPBps = catalog.RTPBps([]int64{100, 1900, 8000}, []int64{10, 500, 90000}, 80000)
	if err := catalog.Import(ctx, db.Client, seed); err != nil {
		t.Fatal(err)
	}
	cs, _ := catalog.CaseByAlias(ctx, db.Client, "test-case")
	if cs.Revision != 2 || cs.TotalWeight != 10000 {
		t.Fatalf("revision %d total %d", cs.Revision, cs.TotalWeight)
	}
	current, _ := catalog.Contents(ctx, db.Client, cs)
	if len(current) != 3 || current[2].Weight != 8000 {
		t.Fatalf("current contents %+v", current)
	}
	seedRow := db.FairSeed.GetX(ctx, before.Seed.ID)
	for _, dr := range before.Drops {
		if dr.CaseRevision != 1 {
			t.Fatalf("drop revision %d", dr.CaseRevision)
		}
		v, err := cases.Verify(ctx, db.Client, cases.VerifyInput{ServerSeed: seedRow.ServerSeed, ClientSeed: seedRow.ClientSeed,
			Nonce: dr.Nonce, CaseAlias: "test-case", CaseRevision: dr.CaseRevision})
		if err != nil || v.Item.ID != dr.ItemID || v.Revision != 1 {
			t.Fatalf("old drop %d does not verify on its revision: %v", dr.ID, err)
		}
	}
	if _, err := cases.Verify(ctx, db.Client, cases.VerifyInput{ServerSeed: "s", ClientSeed: "c", CaseAlias: "test-case", CaseRevision: 3}); key(err) != "api.validation" {
		t.Fatalf("unknown revision: %v", err)
	}
	after, err := svc.Open(ctx, testdb.Actor(u), cases.OpenRequest{CaseAlias: "test-case", Count: 1})
	if err != nil || after.Drops[0].CaseRevision != 2 {
		t.Fatalf("new opening: %v", err)
	}
}
