package app_test

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/internal/testdb"
)

// Range and daily-bonus rolls filter the case's items on their prices,
// which a catalogue import changes in place. After an import moves prices
// across the ranges' bounds and the daily caps, every such roll made before
// it still verifies as it was made, on the server (cases.Verify and GET
// /fair/verify) and in both standalone programs: each on the price snapshot
// its roll names.
func TestPricedRollsVerifyAfterAnImportMovesPrices(t *testing.T) {
	if !anyVerifierRuns() && os.Getenv("CASEFRONT_REQUIRE_VERIFIERS") != "1" {
		t.Skip("neither node nor python3 is installed: the standalone verifiers are not checked")
	}
	s := familyServer(t, nil)
	db, ctx := s.App.DB, context.Background()
	testdb.WithDailyBonus(t, db)
	u := testdb.Player(t, db, 100_000_000)
	a := testdb.Actor(u)
	daily := must(catalog.CaseByAlias(ctx, db.Client, testdb.DailyBonusAlias))
	day := 0
	play := func(opens int, ranges ...[2]money.Cents) {
		for _, r := range ranges {
			for range opens {
				must(s.App.Cases.OpenRange(ctx, a, cases.RangeRequest{CaseAlias: testdb.RangeCase, Min: r[0], Max: r[1]}))
			}
		}
		for range 2 * len(cases.DailyCaps) {
			tier := day % len(cases.DailyCaps)
			day++
			must(s.App.Cases.OpenDailyBonus(ctx, a, cases.DailyOpen{Case: daily, Now: time.Now(), Day: fmt.Sprintf("2031-02-%02d", day),
				Admit: func(context.Context, *ent.Tx, *ent.User) (int, error) { return tier, nil }}))
		}
	}
	play(6, [2]money.Cents{0, 10}, [2]money.Cents{10, 500}, [2]money.Cents{500, 90000}, [2]money.Cents{0, 90000})
	if n := db.PriceSnapshot.Query().CountX(ctx); n != 2 { // one per table and prices, however many rolls
		t.Fatalf("%d price snapshots after rolls on two tables", n)
	}
	before := db.Drop.Query().Where(drop.CaseIDNotNil()).IDsX(ctx)

	// The import: the P250 and the AK-47 swap sides of 10 and 500 cents; the
	// daily tier 0 and tier 3 items swap sides of every cap but the last.
	moved := map[string]int64{"P250 | Sand Dune (Field-Tested)": 505, "AK-47 | Redline (Field-Tested)": 9,
		"Daily | Tier 0 (Field-Tested)": 8000, "Daily | Tier 3 (Field-Tested)": 50}
	var items []catalog.SeedItem
	for _, it := range append(testdb.SmallSeed().Items, testdb.DailyBonusSeed().Items...) {
		if p, ok := moved[it.MarketHashName]; ok {
			it.PriceCents = p
			items = append(items, it)
		}
	}
	if err := catalog.Import(ctx, db.Client, &catalog.Seed{Items: items}); err != nil {
		t.Fatal(err)
	}
	s.App.Services.Catalog.Cache.Invalidate()

	// On today's prices most of those rolls would map elsewhere, or onto
	// nothing: what the snapshots are for.
	differ := 0
	for _, d := range db.Drop.Query().Where(drop.IDIn(before...)).WithCase().AllX(ctx) {
		sd := db.FairSeed.GetX(ctx, *d.SeedID)
		shape, _, priced := strings.Cut(d.Roll, "@")
		if !priced {
			t.Fatalf("drop %d: roll %q names no price snapshot", d.ID, d.Roll)
		}
		v, err := cases.Verify(ctx, db.Client, cases.VerifyInput{ServerSeed: sd.ServerSeed, ClientSeed: sd.ClientSeed, Nonce: d.Nonce,
			CaseAlias: d.Edges.Case.Alias, CaseRevision: d.CaseRevision, Roll: shape})
		if err != nil || v.Item.ID != d.ItemID || v.Ticket != d.Ticket {
			differ++
		}
		// GET /fair/verify with the drop's roll as it is: as the roll was made.
		q := url.Values{"server_seed": {sd.ServerSeed}, "client_seed": {sd.ClientSeed}, "nonce": {strconv.FormatInt(d.Nonce, 10)},
			"case": {d.Edges.Case.Alias}, "revision": {strconv.Itoa(d.CaseRevision)}, "roll": {d.Roll}}
		got := decodeAs[struct {
			Data struct {
				Ticket int64 `json:"ticket"`
				Item   struct {
					ID int `json:"id"`
				} `json:"item"`
			} `json:"data"`
		}](t, s.get(t, "/api/fair/verify?"+q.Encode(), ""), 200).Data
		if got.Item.ID != d.ItemID || got.Ticket != d.Ticket {
			t.Fatalf("drop %d (%q): GET /fair/verify gives item %d ticket %d, the roll %d %d", d.ID, d.Roll, got.Item.ID, got.Ticket,
				d.ItemID, d.Ticket)
		}
	}
	if differ < len(before)/3 {
		t.Fatalf("only %d of %d rolls change on today's prices: the import does not test the snapshots", differ, len(before))
	}

	// Rolls after the import read the new prices: a snapshot more per table,
	// the old ones kept (10 to 500 cents keeps nothing now).
	play(1, [2]money.Cents{0, 10}, [2]money.Cents{500, 90000})
	if n := db.PriceSnapshot.Query().CountX(ctx); n != 4 {
		t.Fatalf("%d price snapshots after the import, want 4", n)
	}

	if r := s.get(t, "/api/fair/contents?case="+testdb.RangeCase+"&prices="+strings.Repeat("0", 64), ""); r.Status != 404 {
		t.Fatalf("GET /fair/contents with an unknown snapshot: %d", r.Status)
	}

	b := newVerifierBatch(s)
	collectCaseDrops(t, b) // the server's verifier first, then both programs on each snapshot
	pricedOnToday(t, b)
	b.run(t)
}

// pricedOnToday adds a snapshot's roll given today's table instead: the
// programs say the prices are not the ones the roll read, and map it on
// what they were given.
func pricedOnToday(t *testing.T, b *verifierBatch) {
	ctx, app := context.Background(), b.s.App
	for i, p := range b.plays {
		roll, _ := p["roll"].(string)
		shape, _, priced := strings.Cut(roll, "@")
		if !priced {
			continue
		}
		cs := must(catalog.CaseByAlias(ctx, app.DB.Client, testdb.RangeCase))
		if !strings.HasPrefix(roll, "range:") || b.want[i]["contents_key"] != fmt.Sprintf("case:%d:%d", cs.ID, cs.Revision) {
			continue
		}
		v, err := cases.Verify(ctx, app.DB.Client, cases.VerifyInput{ServerSeed: p["server_seed"].(string), ClientSeed: p["client_seed"].(string),
			Nonce: p["nonce"].(int64), CaseAlias: cs.Alias, CaseRevision: cs.Revision, Roll: shape})
		if err != nil {
			continue // today's table keeps nothing in this range
		}
		q, w := mapsClone(p), mapsClone(b.want[i])
		q["contents"] = b.published(t, fmt.Sprintf("case_id=%d&revision=%d", cs.ID, cs.Revision))
		w["prices_hash_matches"], w["ticket"], w["total_weight"], w["item_id"], w["market_hash_name"] = false, v.Ticket,
			v.TotalWeight, v.Item.ID, v.Item.MarketHashName
		b.add("a snapshot's roll on today's prices", q, w)
		return
	}
	t.Fatal("no range roll maps onto today's prices")
}
