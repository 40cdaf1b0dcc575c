package app_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/battle"
	"github.com/casefront/casefront/ent/discoveredboard"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/item"
	entschema "github.com/casefront/casefront/ent/schema"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/battles"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/changer"
	"github.com/casefront/casefront/server/contract"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/season"
	"github.com/casefront/casefront/server/upgrade"
	"github.com/casefront/casefront/server/warehouse"
)

// heavyCase is a normal case whose weights add up to about 2^51: its
// tickets need the 128-bit product (BigInt in JavaScript).
const heavyCase = "heavy-case"

func TestStandaloneVerifiersAgreeWithEveryGame(t *testing.T) {
	if !anyVerifierRuns() && os.Getenv("CASEFRONT_REQUIRE_VERIFIERS") != "1" {
		t.Skip("neither node nor python3 is installed: the standalone verifiers are not checked")
	}
	start := time.Now()
	s := familyServer(t, nil)
	s.App.Battles.Tick = time.Millisecond // a battle of r rounds ends after 10r+6 ms
	db, ctx := s.App.DB, context.Background()
	testdb.WithProgressCases(t, db)
	testdb.WithDailyBonus(t, db)
	testdb.WithLadder(t, db, 60)
	if err := season.SeedDemo(ctx, db.Client, time.Now()); err != nil {
		t.Fatal(err)
	}
	if err := warehouse.SeedDemo(ctx, db.Client); err != nil { // the pools' prizes, from the catalogue
		t.Fatal(err)
	}
	addHeavyCase(t, s)
	g := &gamePlays{s: s, rng: rand.New(rand.NewPCG(1, 2))}

	// Revision 1 of test-case, then a catalogue change gives it revision 2:
	// the plays of each verify on the contents they were made on.
	g.normal(t, 12)
	g.battles(t, 24)
	changeTestCase(t, s)
	g.normal(t, 12)
	g.families(t)
	g.battles(t, 24)
	g.upgrades(t, 150)
	g.contracts(t, 30)
	g.changes(t, 10)
	g.warehouseAndPinata(t, 60)
	g.awaitBattles(t)
	t.Logf("games played in %v", time.Since(start).Round(time.Millisecond))

	b := newVerifierBatch(s)
	collectCaseDrops(t, b)
	collectBoards(t, b)
	collectUpgrades(t, b)
	collectContracts(t, b)
	collectBattles(t, b)
	collectChanges(t, b)
	sweepCaseRolls(t, b, 1200)
	sweepBattles(t, b, 250)
	sweepOneRollGames(t, b, 400)
	oddPlays(t, b)
	t.Logf("%d results from the Go code in %v", len(b.plays), time.Since(start).Round(time.Millisecond))
	b.run(t)
}

// gamePlays plays every game through the app's services.
type gamePlays struct {
	s   *testServer
	rng *rand.Rand
}

func (g *gamePlays) player(t *testing.T) *ent.User {
	return testdb.Player(t, g.s.App.DB, 100_000_000)
}

func addHeavyCase(t *testing.T, s *testServer) {
	t.Helper()
	ctx := context.Background()
	db := s.App.DB
	tc := must(catalog.CaseByAlias(ctx, db.Client, "test-case"))
	items := db.Item.Query().Where(item.MarketHashNameIn("P250 | Sand Dune (Field-Tested)", "AK-47 | Redline (Field-Tested)",
		"★ Karambit | Doppler (Factory New)")).Order(ent.Asc(item.FieldID)).AllX(ctx)
	weights := []int64{1<<50 + 12_345, 1<<50 - 977, 1<<49 + 3}
	cs := db.LootCase.Create().SetAlias(heavyCase).SetName("Heavy Case").SetFamily("normal").SetPrice(100).
		SetTotalWeight(weights[0] + weights[1] + weights[2]).SetGroupID(*tc.GroupID).SetSort(200).SaveX(ctx)
	for i, it := range items {
		db.CaseItem.Create().SetCaseID(cs.ID).SetItemID(it.ID).SetWeight(weights[i]).SetRevision(cs.Revision).ExecX(ctx)
	}
	s.App.Services.Catalog.Cache.Invalidate()
}

// normal opens test-case and the heavy case, ten at a time.
func (g *gamePlays) normal(t *testing.T, requests int) {
	ctx, c := context.Background(), g.s.App.Cases
	a := testdb.Actor(g.player(t))
	for i := range requests {
		for _, alias := range []string{"test-case", heavyCase} {
			must(c.Open(ctx, a, cases.OpenRequest{CaseAlias: alias, Count: 1 + (i*7)%cases.MaxCount}))
		}
	}
}

// families opens every case family: stack, range, bullet, candy, gacha
// (past its pity), dota (past its cap), discovered boards, reward plays
// (granted by the drop boost), a won case and daily bonuses of each tier.
func (g *gamePlays) families(t *testing.T) {
	ctx, c, db := context.Background(), g.s.App.Cases, g.s.App.DB
	u := g.player(t)
	a := testdb.Actor(u)
	g.s.credit(t, u, ledger.Bullets, 1_000_000)
	g.s.credit(t, u, ledger.Candies, 1_000_000)
	for _, size := range cases.StackSizes {
		must(c.OpenStack(ctx, a, cases.StackRequest{CaseAlias: testdb.StackCase, Size: size.Count}))
	}
	for _, r := range [][2]money.Cents{{0, 10}, {10, 500}, {0, 90000}, {500, 90000}, {11, 100_000}} {
		for range 8 {
			must(c.OpenRange(ctx, a, cases.RangeRequest{CaseAlias: testdb.RangeCase, Min: r[0], Max: r[1]}))
		}
	}
	for range 5 {
		must(c.OpenBullet(ctx, a, cases.OpenRequest{CaseAlias: testdb.BulletCase, Count: 10}))
		must(c.OpenCandy(ctx, a, cases.OpenRequest{CaseAlias: testdb.CandyCase, Count: 10}))
	}
	for range 25 {
		must(c.OpenGacha(ctx, a, cases.ProgressOpenRequest{OpenRequest: cases.OpenRequest{CaseAlias: testdb.GachaCase, Count: 10}}))
		must(c.OpenDota(ctx, a, cases.ProgressOpenRequest{OpenRequest: cases.OpenRequest{CaseAlias: testdb.DotaCase, Count: 10}}))
	}
	for i := range 30 {
		must(c.DiscoveredBoard(ctx, a, 0, testdb.DiscoveredCase))
		must(c.SelectDiscovered(ctx, a, 0, testdb.DiscoveredCase, i%cases.DiscoveredSlots))
		must(c.OpenDiscovered(ctx, a, cases.OpenRequest{CaseAlias: testdb.DiscoveredCase}))
	}
	for range 3 { // each boost drop grants two reward plays of the boost case
		must(c.Open(ctx, a, cases.OpenRequest{CaseAlias: testdb.BoostCase, Count: 2}))
		must(c.OpenReward(ctx, a, cases.OpenRequest{CaseAlias: testdb.BoostCase, Count: 4}))
	}
	for range 4 {
		d := testdb.Give(t, db, u, testdb.ContainerItem)
		must(c.OpenWonCase(ctx, a, cases.WonCaseRequest{DropID: d.ID}))
	}
	daily := must(catalog.CaseByAlias(ctx, db.Client, testdb.DailyBonusAlias))
	for day := range 25 {
		tier := day % len(cases.DailyCaps)
		must(c.OpenDailyBonus(ctx, a, cases.DailyOpen{Case: daily, Now: time.Now(), Day: fmt.Sprintf("2031-01-%02d", day+1),
			Admit: func(context.Context, *ent.Tx, *ent.User) (int, error) { return tier, nil }}))
	}
}

// battles creates battles filled with bots (they start at once): 1 to 3
// rounds, so ties are frequent on test-case (80% of its rolls are the P250).
func (g *gamePlays) battles(t *testing.T, n int) {
	ctx := context.Background()
	ids := []int{g.s.caseID(t, "test-case"), g.s.caseID(t, heavyCase)}
	for i := range n {
		a := testdb.Actor(g.player(t))
		r := battles.CreateRequest{PlayersCount: 2 + i%3}
		if i%4 == 3 {
			r.PlayersCount, r.Type, r.Side = 4, "2x2", i%2
		}
		if i%5 < 2 {
			r.ChoosingWinner = "lowest"
		}
		for k := range 1 + i%3 {
			r.CaseIDs = append(r.CaseIDs, ids[(i+k)%7/6]) // mostly test-case
		}
		if i%6 == 0 {
			r.ClientSeed = fmt.Sprintf("creator-seed-%d", i)
		}
		v := must(g.s.App.Battles.Create(ctx, a, r))
		must(g.s.App.Battles.AddBots(ctx, a, v.ID))
	}
}

func (g *gamePlays) awaitBattles(t *testing.T) {
	ctx, db := context.Background(), g.s.App.DB
	if !eventually(30*time.Second, func() bool {
		return db.Battle.Query().Where(battle.StateNEQ(battle.StateFinished)).CountX(ctx) == 0
	}) {
		t.Fatalf("%d battles did not finish", db.Battle.Query().Where(battle.StateNEQ(battle.StateFinished)).CountX(ctx))
	}
}

// upgrades stakes balance for ladder targets, in both modes.
func (g *gamePlays) upgrades(t *testing.T, n int) {
	ctx, db := context.Background(), g.s.App.DB
	a := testdb.Actor(g.player(t))
	ladder := db.Item.Query().Where(item.Weapon(testdb.LadderWeapon)).Order(ent.Asc(item.FieldPrice)).AllX(ctx)
	edge := g.s.App.Services.Upgrade.Edge()
	for i := 0; i < n; {
		stake := money.Cents(50 + g.rng.IntN(20_000))
		target := ladder[g.rng.IntN(len(ladder))]
		if _, err := upgrade.Chance(stake, target.Price, edge); err != nil {
			continue // outside 1%..75%: the game refuses it
		}
		mode := []string{"low", "high"}[i%2]
		must(g.s.App.Services.Upgrade.Play(ctx, a, upgrade.PlayRequest{Target: target.MarketHashName, Balance: stake, Mode: mode}))
		i++
	}
}

// contracts gives three or more ladder items at a time, in every mode.
func (g *gamePlays) contracts(t *testing.T, n int) {
	ctx, db := context.Background(), g.s.App.DB
	u := g.player(t)
	a := testdb.Actor(u)
	must(g.s.App.Services.Contract.Understand(ctx, a))
	for i := range n {
		var ids []int
		for k := range 3 + i%4 {
			ids = append(ids, testdb.Give(t, db, u, testdb.LadderName(15+(i*7+k*5)%30)).ID)
		}
		mode := string(contract.Modes[i%len(contract.Modes)])
		must(g.s.App.Services.Contract.Play(ctx, a, contract.Stake{DropIDs: ids, Mode: mode}))
	}
}

// changes trades a ladder item for a cheaper one (no roll: the credit is checked).
func (g *gamePlays) changes(t *testing.T, n int) {
	ctx, db := context.Background(), g.s.App.DB
	u := g.player(t)
	a := testdb.Actor(u)
	for i := range n {
		d := testdb.Give(t, db, u, testdb.LadderName(30+i))
		must(g.s.App.Services.Changer.Change(ctx, a, changer.Request{DropIDs: []int{d.ID}, Target: testdb.LadderName(20 + i)}))
	}
}

// warehouseAndPinata draws from every warehouse pool and from the running
// event's piñata.
func (g *gamePlays) warehouseAndPinata(t *testing.T, n int) {
	ctx, db := context.Background(), g.s.App.DB
	u := g.player(t)
	a := testdb.Actor(u)
	g.s.credit(t, u, ledger.Bullets, 100_000_000)
	g.s.credit(t, u, ledger.Candies, 100_000_000)
	pools := must(g.s.App.Services.Warehouse.Pools(ctx))
	if len(pools) == 0 {
		t.Fatal("no warehouse pool")
	}
	for i := range n {
		must(g.s.App.Services.Warehouse.Open(ctx, a, pools[i%len(pools)].Bullets))
	}
	var ev *ent.SeasonEvent
	for _, e := range db.SeasonEvent.Query().AllX(ctx) {
		if season.StatusAt(e, time.Now()) == season.Running && e.PinataPrice > 0 {
			ev = e
		}
	}
	if ev == nil {
		t.Fatal("no seasonal event with a piñata is on")
	}
	for range n {
		must(g.s.App.Services.Season.OpenPinata(ctx, a, ev.Key))
	}
}

// collectCaseDrops adds every drop rolled on a player's seed from a table:
// each case family's, the warehouse's and the piñata's. The server's own
// verifier must first say what the game stored.
func collectCaseDrops(t *testing.T, b *verifierBatch) {
	ctx, app := context.Background(), b.s.App
	drops := app.DB.Drop.Query().Where(drop.SeedIDNotNil(), drop.Or(drop.CaseIDNotNil(), drop.RollHasPrefix("warehouse:"),
		drop.RollHasPrefix("pinata:"))).WithCase().WithItem().Order(ent.Asc(drop.FieldID)).AllX(ctx)
	for _, d := range drops {
		sd := b.seed(t, *d.SeedID)
		var v struct {
			bits          uint64
			ticket, total int64
			item          *ent.Item
		}
		var game, query, contentsKey string
		var pricesOK any // null unless the roll names a price snapshot
		switch {
		case strings.HasPrefix(d.Roll, "warehouse:"):
			bullets, rev, _ := warehouse.ParseRoll(d.Roll)
			w := must(app.Services.Warehouse.Verify(ctx, warehouse.VerifyInput{ServerSeed: sd.ServerSeed, ClientSeed: sd.ClientSeed,
				Nonce: d.Nonce, Bullets: bullets, Revision: rev}))
			v.bits, v.ticket, v.total, v.item = w.Bits52, w.Ticket, w.TotalWeight, w.Item
			game, query = "warehouse", fmt.Sprintf("warehouse=%d:%d", bullets, rev)
		case strings.HasPrefix(d.Roll, "pinata:"):
			key, rev, _ := season.ParseRoll(d.Roll)
			p := must(app.Services.Season.Verify(ctx, season.VerifyInput{ServerSeed: sd.ServerSeed, ClientSeed: sd.ClientSeed,
				Nonce: d.Nonce, EventKey: key, Revision: rev}))
			v.bits, v.ticket, v.total, v.item = p.Bits52, p.Ticket, p.TotalWeight, p.Item
			game, query = "pinata", fmt.Sprintf("pinata=%s:%d", key, rev)
		default:
			c := must(cases.Verify(ctx, app.DB.Client, cases.VerifyInput{ServerSeed: sd.ServerSeed, ClientSeed: sd.ClientSeed,
				Nonce: d.Nonce, Cursor: d.Cursor, CaseAlias: d.Edges.Case.Alias, CaseRevision: d.CaseRevision, Roll: d.Roll}))
			v.bits, v.ticket, v.total, v.item = c.Bits52, c.Ticket, c.TotalWeight, c.Item
			game, query = "case", fmt.Sprintf("case_id=%d&revision=%d", *d.CaseID, d.CaseRevision)
			if _, sum, ok := strings.Cut(d.Roll, "@"); ok { // range, daily bonus: the table priced as the roll read it
				query += "&prices=" + sum
				pricesOK, contentsKey = true, fair.CaseContentsKey(*d.CaseID, d.CaseRevision)
			}
		}
		label := fmt.Sprintf("%s drop %d (roll %q)", game, d.ID, d.Roll)
		if v.item.ID != d.ItemID || v.ticket != d.Ticket {
			t.Fatalf("%s: the server's verifier gives item %d ticket %d, the game %d %d", label, v.item.ID, v.ticket, d.ItemID, d.Ticket)
		}
		name := b.published(t, query)
		if contentsKey == "" {
			contentsKey = name
		}
		play, want := seeded(game, sd, d.Nonce)
		play["cursor"], play["roll"], play["contents"] = d.Cursor, d.Roll, name
		for k, x := range map[string]any{"contents_key": contentsKey, "contents_hash_matches": true, "prices_hash_matches": pricesOK,
			"cursor": d.Cursor, "roll_descriptor": d.Roll,
			"bits52": v.bits, "roll": rollText(v.bits), "ticket": d.Ticket, "total_weight": v.total, "item_id": d.ItemID,
			"market_hash_name": d.Edges.Item.MarketHashName} {
			want[k] = x
		}
		b.add(label, play, want)
	}
}

// collectBoards adds each opened discovered board: all nine slots, the
// commitment opened by the revealed salt, and the picked slot.
func collectBoards(t *testing.T, b *verifierBatch) {
	ctx, app := context.Background(), b.s.App
	for _, bd := range app.DB.DiscoveredBoard.Query().Where(discoveredboard.StateEQ(discoveredboard.StateOpened)).AllX(ctx) {
		sd := b.seed(t, bd.SeedID)
		cs := app.DB.LootCase.GetX(ctx, bd.CaseID)
		var slots []map[string]any
		for i, id := range bd.Items {
			v := must(cases.Verify(ctx, app.DB.Client, cases.VerifyInput{ServerSeed: sd.ServerSeed, ClientSeed: sd.ClientSeed,
				Nonce: bd.Nonce, Cursor: i, CaseAlias: cs.Alias, CaseRevision: bd.CaseRevision}))
			if v.Item.ID != id {
				t.Fatalf("board %d slot %d: the server's verifier gives item %d, the board %d", bd.ID, i, v.Item.ID, id)
			}
			slots = append(slots, map[string]any{"cursor": i, "ticket": v.Ticket, "item_id": id, "market_hash_name": v.Item.MarketHashName})
		}
		key := b.published(t, fmt.Sprintf("case_id=%d&revision=%d", bd.CaseID, bd.CaseRevision))
		play, want := seeded("discovered", sd, bd.Nonce)
		play["contents"], play["salt"], play["commitment"], play["selected"] = key, bd.Salt, bd.Commitment, *bd.Selected
		total := must(cases.TableAt(ctx, app.DB.Client, cs, bd.CaseRevision)).TotalWeight()
		for k, x := range map[string]any{"contents_key": key, "contents_hash_matches": true, "total_weight": total, "slots": slots,
			"commitment": bd.Commitment, "commitment_matches": true, "selected": *bd.Selected, "item_id": bd.Items[*bd.Selected],
			"market_hash_name": slots[*bd.Selected]["market_hash_name"]} {
			want[k] = x
		}
		b.add(fmt.Sprintf("discovered board %d", bd.ID), play, want)
	}
}

// collectUpgrades adds each upgrade, by its chance or (every other one) by
// the stake, target price and house edge the chance comes from.
func collectUpgrades(t *testing.T, b *verifierBatch) {
	for i, u := range b.s.App.DB.Upgrade.Query().Order(ent.Asc("id")).AllX(context.Background()) {
		sd := b.seed(t, u.SeedID)
		play, want := seeded("upgrade", sd, u.Nonce)
		play["mode"] = string(u.Mode)
		if i%2 == 0 {
			play["chance_ppm"] = u.Chance
		} else {
			play["stake_cents"], play["target_price_cents"], play["house_edge_bps"] = u.Stake, u.TargetPrice, u.HouseEdgeBps
		}
		from, to := upgrade.Zone(u.Chance, upgrade.Mode(u.Mode))
		bits := fair.Bits52(sd.ServerSeed, sd.ClientSeed, u.Nonce, 0)
		for k, x := range map[string]any{"bits52": bits, "roll": rollText(bits), "ticket": u.Ticket, "chance_ppm": u.Chance,
			"mode": string(u.Mode), "win_from": from, "win_to": to, "won": u.Won} {
			want[k] = x
		}
		b.add(fmt.Sprintf("upgrade %d", u.ID), play, want)
	}
}

// outcomeLines is a contract's table as a player pastes it: with cents, or
// (rest true) as REST shows it, the item as an object and the price in dollars.
func outcomeLines(table []entschema.ContractOutcome, rest bool) []map[string]any {
	out := make([]map[string]any, len(table))
	for i, o := range table {
		if rest {
			out[i] = map[string]any{"item": map[string]any{"id": o.ItemID}, "price": float64(o.Price) / 100, "from": o.From, "to": o.To}
		} else {
			out[i] = map[string]any{"item_id": o.ItemID, "price_cents": o.Price, "from": o.From, "to": o.To}
		}
	}
	return out
}

// collectContracts adds each contract on the table stored with it.
func collectContracts(t *testing.T, b *verifierBatch) {
	for i, c := range b.s.App.DB.Contract.Query().WithResult().Order(ent.Asc("id")).AllX(context.Background()) {
		sd := b.seed(t, c.SeedID)
		line, ok := contract.Draw(c.Outcomes, c.Ticket)
		if !ok || line.ItemID != c.Edges.Result.ItemID {
			t.Fatalf("contract %d: ticket %d draws %v, the result is item %d", c.ID, c.Ticket, line, c.Edges.Result.ItemID)
		}
		play, want := seeded("contract", sd, c.Nonce)
		play["outcomes"], play["stake_cents"], play["house_edge_bps"] = outcomeLines(c.Outcomes, i%2 == 1), c.Stake, c.HouseEdgeBps
		bits := fair.Bits52(sd.ServerSeed, sd.ClientSeed, c.Nonce, 0)
		for k, x := range map[string]any{"bits52": bits, "roll": rollText(bits), "ticket": c.Ticket,
			"line": slices.IndexFunc(c.Outcomes, func(o entschema.ContractOutcome) bool { return o == line }), "item_id": line.ItemID,
			"price_cents": line.Price, "table_ok": true, "expected_value_cents": c.ExpectedValue, "ev_within_target": true} {
			want[k] = x
		}
		b.add(fmt.Sprintf("contract %d", c.ID), play, want)
	}
}

// collectBattles adds each finished battle, recomputed first by the
// server's battle verifier (GET /fair/battle), which must find it as played.
func collectBattles(t *testing.T, b *verifierBatch) {
	ctx, app := context.Background(), b.s.App
	ties := 0
	for _, bt := range app.DB.Battle.Query().Where(battle.StateEQ(battle.StateFinished)).Order(ent.Asc(battle.FieldID)).AllX(ctx) {
		creator := app.DB.User.GetX(ctx, bt.CreatorID)
		v := must(app.Battles.Verify(ctx, testdb.Actor(creator), bt.ID, "", ""))
		if !v.OK || !slices.Equal(v.WinnerSeats, bt.WinnerSeats) {
			t.Fatalf("battle %d: the server's verifier does not find it as played (ok %v, winners %v, stored %v)", bt.ID, v.OK, v.WinnerSeats, bt.WinnerSeats)
		}
		play := map[string]any{"game": "battle", "battle_id": bt.ID, "server_seed": bt.ServerSeed, "battle_hash": bt.ServerSeedHash,
			"client_seeds": v.ClientSeeds, "client_seeds_hash": bt.ClientSeedsHash, "players_count": bt.PlayersCount,
			"type": string(bt.Type), "choosing_winner": string(bt.ChoosingWinner)}
		var rounds []any
		for _, r := range v.Rounds {
			rounds = append(rounds, b.published(t, fmt.Sprintf("case_id=%d&revision=%d", r.Case.ID, r.CaseRevision)))
		}
		play["rounds"] = rounds
		want := battleWant(bt.ID, bt.ServerSeedHash, v.ClientSeedsHash, bt.Type, bt.PlayersCount, v, nil)
		if v.Tied != nil {
			ties++
		}
		b.add(fmt.Sprintf("battle %d (%s, %s, %d seats, %d rounds)", bt.ID, bt.Type, bt.ChoosingWinner, bt.PlayersCount, len(v.Rounds)), play, want)
	}
	if ties == 0 {
		t.Fatal("no battle was tied: the tie draw is not checked")
	}
	t.Logf("%d battles played, %d of them tied", len(app.DB.Battle.Query().IDsX(ctx)), ties)
}

// battleWant is a battle's line from its verification (or, for a battle
// computed here, from its rolls and outcome).
func battleWant(id int, hash, csh string, typ battle.Type, players int, v *battles.Verification, o *battles.Outcome) map[string]any {
	if o == nil {
		o = &battles.Outcome{SeatTotals: v.SeatTotals, WinnerSeats: v.WinnerSeats, Tied: v.Tied, TieTicket: v.TieTicket}
	}
	var rounds []map[string]any
	for _, r := range v.Rounds {
		var rolls []map[string]any
		for _, rl := range r.Rolls {
			rolls = append(rolls, map[string]any{"seat": rl.Seat, "bits52": rl.Bits52, "ticket": rl.Ticket, "item_id": rl.Item.ID,
				"market_hash_name": rl.Item.MarketHashName, "price_cents": rl.Item.Price})
		}
		rounds = append(rounds, map[string]any{"round": r.Round, "total_weight": r.TotalWeight, "rolls": rolls})
	}
	sides := make([]money.Cents, players)
	if typ == battle.Type2x2 {
		sides = make([]money.Cents, 2)
	}
	for seat, total := range o.SeatTotals {
		if typ == battle.Type2x2 {
			sides[seat/2] += total
		} else {
			sides[seat] += total
		}
	}
	side := o.WinnerSeats[0]
	if typ == battle.Type2x2 {
		side /= 2
	}
	var tieTicket any
	if o.Tied != nil {
		tieTicket = o.TieTicket
	}
	return map[string]any{"game": "battle", "server_seed_hash": hash, "hash_matches": true, "battle_id": id, "client_seeds_hash": csh,
		"client_seeds_match": true, "rounds": rounds, "seat_totals": o.SeatTotals, "side_totals": sides, "tied": o.Tied,
		"tie_ticket": tieTicket, "winning_side": side, "winner_seats": o.WinnerSeats}
}

// collectChanges adds each skin change: no roll, the credit and difference.
func collectChanges(t *testing.T, b *verifierBatch) {
	for _, c := range b.s.App.DB.SkinChange.Query().AllX(context.Background()) {
		play := map[string]any{"game": "changer", "items_value_cents": c.ItemsValue, "spread_bps": c.SpreadBps, "target_price_cents": c.TargetPrice}
		b.add(fmt.Sprintf("change %d", c.ID), play, map[string]any{"game": "changer", "items_value_cents": c.ItemsValue,
			"spread_bps": c.SpreadBps, "credit_cents": c.Credit, "target_price_cents": c.TargetPrice, "difference_cents": c.Difference, "allowed": true})
	}
}

// The sweeps below add rolls the games did not happen to make: random
// seeds and nonces on every table and roll descriptor, recomputed by the
// server's verifier (GET /fair/verify), random battles through the battle
// code's own functions, and one-roll games through theirs.

var sweepClientSeeds = []string{"", "my-lucky_seed!#42", "~~~", "0", "x:y:z"}

func randomSeeds(rng *rand.Rand) (server, client string) {
	server = fair.NewServerSeed()
	if client = sweepClientSeeds[rng.IntN(len(sweepClientSeeds))]; client == "" {
		client = fair.NewClientSeed()
	}
	return server, client
}

func sweepCaseRolls(t *testing.T, b *verifierBatch, n int) {
	ctx, app := context.Background(), b.s.App
	rng := rand.New(rand.NewPCG(3, 4))
	type target struct {
		alias string
		rev   int
		rolls []string
	}
	var targets []target
	common := []string{"", "", "range:0-500", "range:500-90000", "range:10-10", "gacha:pity", "daily:0", "daily:2", "daily:4", "range:11-499"}
	for d := range 32 {
		common = append(common, cases.DotaRoll(d))
	}
	for _, c := range []target{{"test-case", 1, common}, {"test-case", 2, common}, {testdb.GachaCase, 1, common},
		{testdb.DailyBonusAlias, 1, []string{"daily:0", "daily:1", "daily:2", "daily:3", "daily:4", "gacha:pity", "dota:7"}},
		{heavyCase, 1, []string{"", "range:0-500", "gacha:pity", "daily:1"}}} {
		targets = append(targets, c)
	}
	for i := range n {
		tg := targets[i%len(targets)]
		roll := tg.rolls[rng.IntN(len(tg.rolls))]
		server, client := randomSeeds(rng)
		nonce, cursor := rng.Int64N(1_000_000), rng.IntN(12)
		cs := must(catalog.CaseByAlias(ctx, app.DB.Client, tg.alias))
		key := b.published(t, fmt.Sprintf("case_id=%d&revision=%d", cs.ID, tg.rev))
		play := map[string]any{"game": "case", "server_seed": server, "client_seed": client, "nonce": nonce, "cursor": cursor,
			"roll": roll, "contents": key}
		label := fmt.Sprintf("random roll on %s rev %d (%q)", tg.alias, tg.rev, roll)
		v, err := cases.Verify(ctx, app.DB.Client, cases.VerifyInput{ServerSeed: server, ClientSeed: client, Nonce: nonce, Cursor: cursor,
			CaseAlias: tg.alias, CaseRevision: tg.rev, Roll: roll})
		if err != nil { // a table the descriptor leaves empty: both must refuse it too
			b.add(label, play, map[string]any{"error": true})
			continue
		}
		b.add(label, play, map[string]any{"game": "case", "server_seed_hash": fair.Hash(server), "hash_matches": nil, "contents_key": key,
			"contents_hash_matches": true, "prices_hash_matches": nil, "nonce": nonce, "cursor": cursor, "roll_descriptor": roll, "bits52": v.Bits52,
			"roll": rollText(v.Bits52), "ticket": v.Ticket, "total_weight": v.TotalWeight, "item_id": v.Item.ID,
			"market_hash_name": v.Item.MarketHashName})
	}
}

// sweepBattles computes battles with the functions a battle's start and
// settlement call (ComputeRolls on the rounds' tables, Decide), on random
// seeds and ids; test-case's one-round battles tie half the time.
func sweepBattles(t *testing.T, b *verifierBatch, n int) {
	ctx, app := context.Background(), b.s.App
	rng := rand.New(rand.NewPCG(5, 6))
	tc := must(catalog.CaseByAlias(ctx, app.DB.Client, "test-case"))
	hc := must(catalog.CaseByAlias(ctx, app.DB.Client, heavyCase))
	tables := []*cases.Table{must(cases.TableAt(ctx, app.DB.Client, tc, 1)), must(cases.TableAt(ctx, app.DB.Client, tc, 2)),
		must(cases.TableAt(ctx, app.DB.Client, hc, 1))}
	ties := 0
	for i := range n {
		typ, players := battle.TypeNormal, 2+rng.IntN(3)
		if rng.IntN(4) == 0 {
			typ, players = battle.Type2x2, 4
		}
		mode := []battle.ChoosingWinner{battle.ChoosingWinnerHighest, battle.ChoosingWinnerLowest}[rng.IntN(2)]
		var round []*cases.Table
		var keys []any
		for range 1 + rng.IntN(3)*rng.IntN(2) {
			tb := tables[rng.IntN(2)]
			if rng.IntN(8) == 0 {
				tb = tables[2]
			}
			round = append(round, tb)
			keys = append(keys, b.published(t, fmt.Sprintf("case_id=%d&revision=%d", tb.Case.ID, tb.Revision)))
		}
		server, id := fair.NewServerSeed(), 1+rng.IntN(10_000_000)
		seeds := make([]string, players)
		for s := range seeds {
			seeds[s] = battles.BotSeed(id, s)
			if rng.IntN(2) == 0 {
				_, seeds[s] = randomSeeds(rng)
			}
		}
		csh := battles.ClientSeedsHash(seeds)
		rolls := must(battles.ComputeRolls(server, csh, id, round, players))
		prices := map[int]money.Cents{}
		v := &battles.Verification{}
		for r, tb := range round {
			v.Rounds = append(v.Rounds, battles.VerifiedRound{Round: r + 1, TotalWeight: tb.TotalWeight()})
		}
		for _, r := range rolls {
			prices[r.Seat] += r.Item.Price
			v.Rounds[r.Round-1].Rolls = append(v.Rounds[r.Round-1].Rolls, battles.VerifiedRoll{Seat: r.Seat, Bits52: int64(r.Bits52),
				Ticket: r.Ticket, Item: r.Item})
		}
		o := battles.Decide(typ, mode, players, len(round), prices, server, csh, id)
		if o.Tied != nil {
			ties++
		}
		play := map[string]any{"game": "battle", "battle_id": id, "server_seed": server, "battle_hash": fair.Hash(server),
			"client_seeds": seeds, "client_seeds_hash": csh, "type": string(typ), "choosing_winner": string(mode), "rounds": keys}
		if i%3 == 0 {
			play["players_count"] = players
		}
		b.add(fmt.Sprintf("random battle %d (%s, %s, %d seats, %d rounds)", i, typ, mode, players, len(round)), play,
			battleWant(id, fair.Hash(server), csh, typ, players, v, &o))
	}
	if ties < n/10 {
		t.Fatalf("only %d of %d random battles tied", ties, n)
	}
}

// sweepOneRollGames rolls upgrades (Chance, Wins, Zone), contracts (Table,
// Draw, ExpectedValue on the ladder's prices) and changes (Credit) with
// the functions the games call.
func sweepOneRollGames(t *testing.T, b *verifierBatch, n int) {
	ctx, app := context.Background(), b.s.App
	rng := rand.New(rand.NewPCG(7, 8))
	var candidates []contract.Candidate
	for _, it := range app.DB.Item.Query().Where(item.Weapon(testdb.LadderWeapon)).AllX(ctx) {
		candidates = append(candidates, contract.Candidate{ItemID: it.ID, Price: it.Price})
	}
	for i := range n {
		server, client := randomSeeds(rng)
		nonce := rng.Int64N(1 << 40)
		bits := fair.Bits52(server, client, nonce, 0)
		ticket := play.TicketOf(bits)
		base := func(game string) (map[string]any, map[string]any) {
			return map[string]any{"game": game, "server_seed": server, "client_seed": client, "nonce": nonce},
				map[string]any{"game": game, "server_seed_hash": fair.Hash(server), "hash_matches": nil, "nonce": nonce,
					"bits52": bits, "roll": rollText(bits), "ticket": ticket}
		}
		p, w := base("upgrade")
		chance := upgrade.MinChance + rng.Int64N(upgrade.MaxChance-upgrade.MinChance+1)
		if i%5 == 0 {
			chance = []int64{upgrade.MinChance, upgrade.MaxChance, ticket, ticket + 1, play.Scale - ticket, play.Scale - ticket - 1}[rng.IntN(6)]
			chance = min(max(chance, 1), play.Scale)
		}
		mode := []upgrade.Mode{upgrade.Low, upgrade.High}[rng.IntN(2)]
		p["chance_ppm"], p["mode"] = chance, string(mode)
		from, to := upgrade.Zone(chance, mode)
		w["chance_ppm"], w["mode"], w["win_from"], w["win_to"], w["won"] = chance, string(mode), from, to, upgrade.Wins(ticket, chance, mode)
		b.add(fmt.Sprintf("random upgrade %d", i), p, w)

		stake := money.Cents(20 + rng.IntN(60_000))
		cmode := contract.Modes[rng.IntN(len(contract.Modes))]
		edge := int64(rng.IntN(1500))
		if table, err := contract.Table(stake, cmode, edge, candidates); err == nil {
			line, _ := contract.Draw(table, ticket)
			p, w := base("contract")
			p["outcomes"], p["stake_cents"], p["house_edge_bps"] = outcomeLines(table, i%2 == 0), stake, edge
			w["line"] = slices.IndexFunc(table, func(o entschema.ContractOutcome) bool { return o == line })
			w["item_id"], w["price_cents"], w["table_ok"] = line.ItemID, line.Price, true
			w["expected_value_cents"], w["ev_within_target"] = contract.ExpectedValue(table), true
			b.add(fmt.Sprintf("random contract %d (stake %d, %s)", i, stake, cmode), p, w)
		}

		value, spread := money.Cents(1+rng.IntN(1_000_000)), int64(rng.IntN(2000))
		credit := changer.Credit(value, spread)
		target := money.Cents(rng.Int64N(int64(credit)*11/10 + 2))
		var diff any
		if target <= credit {
			diff = credit - target
		}
		b.add(fmt.Sprintf("random change %d", i), map[string]any{"game": "changer", "items_value_cents": value, "spread_bps": spread,
			"target_price_cents": target}, map[string]any{"game": "changer", "items_value_cents": value, "spread_bps": spread,
			"credit_cents": credit, "target_price_cents": target, "difference_cents": diff, "allowed": target <= credit})
	}
}

// oddPlays: the rules the verifiers hold, a wrong seed hash, a tampered
// table, and plays both must refuse.
func oddPlays(t *testing.T, b *verifierBatch) {
	caps := make([]int64, len(cases.DailyCaps))
	for i, c := range cases.DailyCaps {
		caps[i] = int64(c)
	}
	b.add("the verifiers' rules", map[string]any{"game": "rules"}, map[string]any{"game": "rules", "scale": play.Scale,
		"dota_growth_percent": cases.DotaGrowthPercent, "dota_max_percent": cases.DotaMaxPercent, "discovered_slots": cases.DiscoveredSlots,
		"daily_caps_cents": caps, "rarities": entschema.Rarities})

	first := b.plays[0] // a drop of test-case, revision 1
	wrong := mapsClone(first)
	wrong["server_seed_hash"] = fair.Hash("another seed")
	w := mapsClone(b.want[0])
	w["hash_matches"] = false
	b.add("a seed that is not the committed one", wrong, w)

	// The same table with one weight changed, pasted inline: its hash no
	// longer matches, and the roll maps onto what was pasted.
	var published map[string]any
	for _, c := range b.contents {
		if c.(map[string]any)["key"] == first["contents"] {
			published = c.(map[string]any)
		}
	}
	items := slices.Clone(published["items"].([]any))
	var weights []int64
	for i, it := range items {
		m := mapsClone(it.(map[string]any))
		w := must(m["weight"].(json.Number).Int64()) // decodeAs keeps numbers exact
		if i == 0 {
			w /= 2
		}
		m["weight"] = w
		items[i], weights = m, append(weights, w)
	}
	tampered := mapsClone(published)
	tampered["items"] = items
	p := mapsClone(first)
	p["contents"] = tampered
	w = mapsClone(b.want[0])
	bits := w["bits52"].(uint64)
	total := fair.Total(weights)
	ticket := fair.Ticket(bits, total)
	idx := must(fair.Pick(weights, ticket))
	hit := items[idx].(map[string]any)
	w["contents_hash_matches"], w["ticket"], w["total_weight"], w["item_id"], w["market_hash_name"] = false, ticket, total,
		hit["item_id"], hit["market_hash_name"]
	b.add("a tampered table", p, w)

	for label, bad := range map[string]map[string]any{
		"an unknown game":       {"game": "roulette"},
		"an unknown descriptor": {"game": "case", "server_seed": "s", "client_seed": "c", "nonce": 1, "roll": "lucky:7", "contents": first["contents"]},
		"a missing table":       {"game": "case", "server_seed": "s", "client_seed": "c", "nonce": 1, "contents": "case:0:0"},
		"an upgrade mode":       {"game": "upgrade", "server_seed": "s", "client_seed": "c", "nonce": 1, "chance_ppm": 5, "mode": "middle"},
	} {
		b.add(label, bad, map[string]any{"error": true})
	}
}

func mapsClone(m map[string]any) map[string]any {
	out := make(map[string]any, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}
