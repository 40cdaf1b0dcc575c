package ledger_test

import (
	"context"
	"io/fs"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"entgo.io/ent/dialect"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/account"
	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/migrations"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/store"
)

// The ledger_accounts migration moves the balances of a database the
// previous schema made, exactly: players with balances in several
// currencies, a partner, drops sold and withdrawn, a payment and a
// withdrawal, and their ledger entries. After it every balance is the one
// the user's columns held, each equals its entries, and every transaction
// (each old entry and its house counter-leg) balances.
func TestMigrationMovesBalancesExactly(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, err := store.Open(ctx, d.URL(t))
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { db.Close() })
			if err := db.MigrateN(ctx, versionsBefore(t, db, "ledger_accounts")); err != nil {
				t.Fatal(err)
			}
			old := oldDatabase{t: t, db: db, ctx: ctx, at: time.Date(2026, 11, 20, 10, 0, 0, 0, time.UTC)}
			type balances struct{ money, crystals, bullets, candies, event, partner int64 }
			a := old.user("76561190000000001", balances{money: 12_345, crystals: 7, bullets: 300})
			b := old.user("76561190000000002", balances{bullets: 50, candies: 20, event: 5})
			p := old.user("76561190000000003", balances{money: 500, partner: 150})
			idle := old.user("76561190000000004", balances{})
			item := old.insert(`INSERT INTO items (market_hash_name, static_name, name, rarity, price) VALUES (?, ?, ?, ?, ?)`,
				"AK-47 | Redline (Field-Tested)", "ak-47-redline", "AK-47 | Redline", "classified", 2_345)
			seed := old.insert(`INSERT INTO fair_seeds (created_at, server_seed, server_seed_hash, client_seed, user_id) VALUES (?, ?, ?, ?, ?)`,
				old.at, "server", "hash", "client", a)
			sold := old.insert(`INSERT INTO drops (created_at, state, price, nonce, ticket, item_id, seed_id, user_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
				old.at, "sold", 2_345, 0, 1, item, seed, a)
			kept := old.insert(`INSERT INTO drops (created_at, state, price, nonce, ticket, item_id, seed_id, user_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
				old.at, "delivered", 2_345, 1, 2, item, seed, a)
			pay := old.insert(`INSERT INTO payments (created_at, reference, method, gate, amount, paid_amount, status, expires_at, updated_at, user_id)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, old.at, "ref-1", "card", "stripe", 20_000, 20_000, "succeeded", old.at, old.at, a)
			old.insert(`INSERT INTO withdrawals (created_at, user_id, kind, state, client_order_id, value, updated_at, drop_id)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, old.at, a, "skin", "delivered", "order-1", 2_345, old.at, kept)
			// The entries that explain those balances, as the old ledger wrote them.
			old.entry(a, "money", 20_000, 20_000, "topup", "payment:ref-1", "topup:stripe:evt_1")
			old.entry(a, "money", -10_000, 10_000, "case_open", "case:1", "open:a:1:0")
			old.entry(a, "money", 2_345, 12_345, "sell", "drop:"+strconv.Itoa(sold), "sell:"+strconv.Itoa(sold))
			old.entry(a, "crystals", 7, 7, "gacha_reset", "case:2", "gacha_reset:1:1")
			old.entry(a, "bullets", 300, 300, "demo_grant", "", "demo_grant:bullets:a")
			old.entry(b, "money", 1_000, 1_000, "promocode", "promo:X", "promocode:1")
			old.entry(b, "money", -1_000, 0, "case_open", "case:1", "open:b:1:0")
			old.entry(b, "bullets", 50, 50, "demo_grant", "", "demo_grant:bullets:b")
			old.entry(b, "candies", 20, 20, "demo_grant", "", "demo_grant:candies:b")
			old.entry(b, "event", 5, 5, "event_prize", "", "event:b")
			old.entry(p, "money", 500, 500, "test_grant", "", "test_grant:p")
			old.entry(p, "partner", 150, 150, "partner_earning", "payment:ref-1", "partner_earning:payment:ref-1")
			const oldEntries = 12
			want := map[int]balances{
				a: {money: 12_345, crystals: 7, bullets: 300}, b: {bullets: 50, candies: 20, event: 5},
				p: {money: 500, partner: 150}, idle: {},
			}

			if err := db.Migrate(ctx); err != nil {
				t.Fatal(err)
			}

			for uid, w := range want {
				u := db.User.GetX(ctx, uid)
				got := balances{int64(u.Balance), u.Crystals, u.Bullets, u.Candies, u.EventBalance, int64(u.PartnerBalance)}
				if got != w {
					t.Errorf("user %d: balances %+v after the migration, want %+v", uid, got, w)
				}
				for cur, v := range map[ledger.Currency]int64{ledger.Money: w.money, ledger.Crystals: w.crystals, ledger.Bullets: w.bullets,
					ledger.Candies: w.candies, ledger.Event: w.event, ledger.Partner: w.partner} {
					if got, err := ledger.Balance(ctx, db.Client, uid, cur); err != nil || got != v {
						t.Errorf("user %d %s: account %d (%v), want %d", uid, cur, got, err, v)
					}
				}
			}
			if n := db.Account.Query().Where(account.OwnerID(idle)).CountX(ctx); n != 0 {
				t.Errorf("a user with nothing got %d accounts", n)
			}
			if n := db.Account.Query().Where(account.OwnerIDIsNil(), account.Kind(ledger.KindHouse)).CountX(ctx); n != len(ledger.Currencies) {
				t.Errorf("%d house accounts", n)
			}
			if kind := db.Account.Query().Where(account.OwnerID(p), account.Currency(ledger.Partner)).OnlyX(ctx).Kind; kind != ledger.KindPartner {
				t.Errorf("the partner's account is of kind %s", kind)
			}
			if n := db.LedgerEntry.Query().CountX(ctx); n != 2*oldEntries {
				t.Errorf("%d entries, want each of the %d old ones and its counter-leg", n, oldEntries)
			}
			legs := db.LedgerEntry.Query().Where(ledgerentry.Txn("topup:stripe:evt_1")).Order(ent.Asc(ledgerentry.FieldID)).AllX(ctx)
			if len(legs) != 2 || legs[0].Delta != 20_000 || legs[0].BalanceAfter != 20_000 || legs[1].IdemKey != "topup:stripe:evt_1"+ledger.HouseKeySuffix ||
				legs[1].Delta != -20_000 || legs[1].UserID != nil || legs[1].Reason != "topup" || !legs[1].CreatedAt.Equal(old.at) {
				t.Errorf("the top-up's legs: %v", legs)
			}
			if db.Drop.Query().CountX(ctx) != 2 || db.Payment.GetX(ctx, pay).PaidAmount != 20_000 || db.Withdrawal.Query().CountX(ctx) != 1 {
				t.Error("the migration changed drops, payments or withdrawals")
			}
			if bad, err := ledger.Verify(ctx, db.Client); err != nil || len(bad) != 0 {
				t.Fatalf("verify after the migration: %v %v", bad, err)
			}
			// The ledger goes on from there, and the old keys still count.
			err = store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
				if _, err := ledger.Apply(ctx, tx, ledger.Change{UserID: a, Currency: ledger.Money, Delta: -345, Reason: "case_open",
					IdemKey: "open:a:1:1", At: clock}); err != nil {
					return err
				}
				r, err := ledger.Post(ctx, tx, ledger.Change{UserID: a, Currency: ledger.Money, Delta: 2_345, Reason: "sell",
					IdemKey: "sell:" + strconv.Itoa(sold), At: clock})
				if err == nil && (!r.Exists || r.After != 12_345) {
					t.Errorf("an old key repeated: %+v", r)
				}
				return err
			})
			if err != nil {
				t.Fatal(err)
			}
			if got := db.User.GetX(ctx, a).Balance; got != 12_000 {
				t.Errorf("balance %d after a debit of 3.45", got)
			}
			if bad, err := ledger.Verify(ctx, db.Client); err != nil || len(bad) != 0 {
				t.Fatalf("verify: %v %v", bad, err)
			}
		})
	}
}

// versionsBefore counts the migrations of db's dialect before the one
// named name.
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

// oldDatabase writes rows with raw SQL into the schema before the
// migration.
type oldDatabase struct {
	t   *testing.T
	db  *store.DB
	ctx context.Context
	at  time.Time
}

// insert runs an INSERT written with ? placeholders and returns the new id.
func (o oldDatabase) insert(query string, args ...any) int {
	o.t.Helper()
	if o.db.Dialect == dialect.Postgres {
		for i := 1; strings.Contains(query, "?"); i++ {
			query = strings.Replace(query, "?", "$"+strconv.Itoa(i), 1)
		}
	}
	var id int
	if err := o.db.SQL.QueryRowContext(o.ctx, query+" RETURNING id", args...).Scan(&id); err != nil {
		o.t.Fatalf("%s: %v", query, err)
	}
	return id
}

func (o oldDatabase) user(steamID string, b struct{ money, crystals, bullets, candies, event, partner int64 }) int {
	o.t.Helper()
	return o.insert(`INSERT INTO users (created_at, steam_id, balance, crystals, bullets, candies, event_balance, partner_balance)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, o.at, steamID, b.money, b.crystals, b.bullets, b.candies, b.event, b.partner)
}

func (o oldDatabase) entry(userID int, cur string, delta, after int64, reason, ref, key string) {
	o.t.Helper()
	o.insert(`INSERT INTO ledger_entries (created_at, user_id, currency, delta, balance_after, reason, ref, idem_key)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, o.at, userID, cur, delta, after, reason, ref, key)
}
