package app_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/store"
)

// familyServer is catalogServer with a case of each paid family, the boost
// case and the container item (testdb.WithFamilies).
func familyServer(t *testing.T, env map[string]string) *testServer {
	t.Helper()
	s := catalogServer(t, env)
	testdb.WithFamilies(t, s.App.DB)
	return s
}

// credit gives a player bullets or candies through the ledger.
func (s *testServer) credit(t *testing.T, u *ent.User, cur ledger.Currency, n int64) {
	t.Helper()
	ctx := context.Background()
	err := store.WithTx(ctx, s.App.DB.Client, func(tx *ent.Tx) error {
		_, err := ledger.Apply(ctx, tx, ledger.Change{At: time.Now(), UserID: u.ID, Currency: cur, Delta: n, Reason: "test_grant",
			IdemKey: fmt.Sprintf("test_grant:%s:%d:%d", cur, u.ID, time.Now().UnixNano())})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}

type familyDrop struct {
	restDrop
	Roll         string `json:"roll"`
	CaseRevision int    `json:"case_revision"`
	PlaysLeft    *int   `json:"plays_left"`
}

// familyOpened is the answer of every family's opening.
type familyOpened struct {
	Data struct {
		Drops      []familyDrop `json:"drops"`
		Cost       json.Number  `json:"cost"`
		Currency   string       `json:"currency"`
		CostAmount int64        `json:"cost_amount"`
		Balance    json.Number  `json:"balance"`
		Bullets    int64        `json:"bullets"`
		Candies    int64        `json:"candies"`
		Xp         int64        `json:"xp"`
	} `json:"data"`
}

// refusal decodes a REST refusal with its extra fields.
func refusal(t *testing.T, r result, status int, key string) map[string]any {
	t.Helper()
	wantAPIError(t, r, status, key)
	return decodeAs[map[string]any](t, r, status)
}

// verifyREST recomputes drops over GET /fair/verify after revealing the seed.
func (s *testServer) verifyREST(t *testing.T, tok, alias string, drops []familyDrop) {
	t.Helper()
	rv := decodeAs[struct {
		Data struct {
			Revealed struct {
				ServerSeed string `json:"server_seed"`
				ClientSeed string `json:"client_seed"`
			} `json:"revealed"`
		} `json:"data"`
	}](t, s.postJSON(t, "/fair/rotate", tok, map[string]any{}), http.StatusOK).Data.Revealed
	for _, d := range drops {
		q := url.Values{"server_seed": {rv.ServerSeed}, "client_seed": {rv.ClientSeed}, "nonce": {strconv.FormatInt(d.Nonce, 10)},
			"case": {alias}, "roll": {d.Roll}, "revision": {strconv.Itoa(d.CaseRevision)}}
		v := decodeAs[struct {
			Data struct {
				Ticket int64 `json:"ticket"`
				Item   struct {
					MarketHashName string `json:"market_hash_name"`
				} `json:"item"`
			} `json:"data"`
		}](t, s.get(t, "/fair/verify?"+q.Encode(), ""), http.StatusOK).Data
		if v.Item.MarketHashName != d.MarketHashName || v.Ticket != d.Ticket {
			t.Fatalf("verify %s nonce %d roll %q: %+v, drop was %s ticket %d", alias, d.Nonce, d.Roll, v, d.MarketHashName, d.Ticket)
		}
	}
}

func TestStackAndRangeOpenOverREST(t *testing.T) {
	t.Parallel()
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			t.Parallel()
			s := familyServer(t, map[string]string{"DATABASE_URL": d.URL(t)})
			_, tok := s.player(t, 10000)

			st := decodeAs[familyOpened](t, s.postJSON(t, "/case/stack/open", tok, map[string]any{"alias": testdb.StackCase, "size": 3}), http.StatusOK).Data
			// $10.00 × 3 less 2%
			if len(st.Drops) != 3 || cents(t, st.Cost) != 2940 || st.Currency != "money" || st.CostAmount != 2940 ||
				cents(t, st.Balance) != 7060 || st.Xp != 294 {
				t.Fatalf("stack of 3: %+v", st)
			}
			e := refusal(t, s.postJSON(t, "/case/stack/open", tok, map[string]any{"alias": testdb.StackCase, "size": 4}), http.StatusUnprocessableEntity, apperr.Validation.Key)
			if e["field"] != "size" {
				t.Fatalf("size 4: %v", e)
			}
			e = refusal(t, s.postJSON(t, "/case/stack/open", tok, map[string]any{"alias": "test-case", "size": 3}), http.StatusUnprocessableEntity, apperr.Validation.Key)
			if e["reason"] != "wrong_family" {
				t.Fatalf("a normal case as a stack: %v", e)
			}

			q := decodeAs[struct {
				Data struct {
					Min, Max, Price json.Number
					Items           int
					Chance          struct {
						Numerator, Denominator int64
						Percent                float64
					}
				} `json:"data"`
			}](t, s.get(t, "/case/range/quote?alias="+testdb.RangeCase+"&min=0&max=5.00", ""), http.StatusOK).Data
			if cents(t, q.Price) != 116 || q.Items != 2 || q.Chance.Numerator != 9900 || q.Chance.Denominator != 10000 || q.Chance.Percent != 99 {
				t.Fatalf("quote: %+v", q)
			}
			rg := decodeAs[familyOpened](t, s.postJSON(t, "/case/range/open", tok, map[string]any{"alias": testdb.RangeCase, "min": "0", "max": "5.00"}), http.StatusOK).Data
			if len(rg.Drops) != 1 || cents(t, rg.Cost) != 116 || !strings.HasPrefix(rg.Drops[0].Roll, "range:0-500@") || cents(t, rg.Drops[0].Price) > 500 ||
				cents(t, rg.Balance) != 7060-116 {
				t.Fatalf("range open: %+v", rg)
			}
			e = refusal(t, s.postJSON(t, "/case/range/open", tok, map[string]any{"alias": testdb.RangeCase, "min": "0.11", "max": "4.99"}), http.StatusUnprocessableEntity, apperr.Validation.Key)
			if e["reason"] != "empty_table" {
				t.Fatalf("empty range: %v", e)
			}
			e = refusal(t, s.postJSON(t, "/case/range/open", tok, map[string]any{"alias": testdb.RangeCase, "min": "1"}), http.StatusUnprocessableEntity, apperr.Validation.Key)
			if e["field"] != "max" {
				t.Fatalf("no max: %v", e)
			}
			refusal(t, s.postJSON(t, "/case/range/open", tok, map[string]any{"alias": testdb.RangeCase, "min": "x", "max": "1"}), http.StatusUnprocessableEntity, apperr.Validation.Key)
			// The normal opening stays normal-only.
			e = refusal(t, s.postJSON(t, "/case/open", tok, map[string]any{"alias": testdb.RangeCase}), http.StatusUnprocessableEntity, apperr.Validation.Key)
			if e["reason"] != "wrong_family" {
				t.Fatalf("/case/open of a range case: %v", e)
			}
			if s.balance(t, tok) != 7060-116 || s.dropCount(t, tok) != 4 {
				t.Fatal("a refusal wrote something")
			}
			s.verifyREST(t, tok, testdb.RangeCase, rg.Drops)
			s.noErrorLogs(t)
		})
	}
}

func TestBulletAndCandyOpenOverREST(t *testing.T) {
	t.Parallel()
	s := familyServer(t, nil)
	u, tok := s.player(t, 500)
	s.credit(t, u, ledger.Bullets, 120)
	s.credit(t, u, ledger.Candies, 70)

	b := decodeAs[familyOpened](t, s.postJSON(t, "/case/bullet/open", tok, map[string]any{"alias": testdb.BulletCase, "count": 2}), http.StatusOK).Data
	if len(b.Drops) != 2 || cents(t, b.Cost) != 0 || b.Currency != "bullets" || b.CostAmount != 100 || b.Bullets != 20 ||
		cents(t, b.Balance) != 500 || b.Xp != 0 {
		t.Fatalf("bullet open: %+v", b)
	}
	e := refusal(t, s.postJSON(t, "/case/bullet/open", tok, map[string]any{"alias": testdb.BulletCase}), http.StatusPaymentRequired, apperr.NotEnoughBullets.Key)
	if e["need"] != json.Number("50") && e["need"] != float64(50) {
		t.Fatalf("need %v", e["need"])
	}
	c := decodeAs[familyOpened](t, s.postJSON(t, "/case/candy/open", tok, map[string]any{"alias": testdb.CandyCase, "count": 2}), http.StatusOK).Data
	if len(c.Drops) != 2 || c.Currency != "candies" || c.CostAmount != 60 || c.Candies != 10 || c.Bullets != 20 {
		t.Fatalf("candy open: %+v", c)
	}
	refusal(t, s.postJSON(t, "/case/candy/open", tok, map[string]any{"alias": testdb.CandyCase}), http.StatusPaymentRequired, apperr.NotEnoughCandies.Key)
	e = refusal(t, s.postJSON(t, "/case/candy/open", tok, map[string]any{"alias": testdb.BulletCase}), http.StatusUnprocessableEntity, apperr.Validation.Key)
	if e["reason"] != "wrong_family" {
		t.Fatalf("a bullet case as candy: %v", e)
	}
	if s.dropCount(t, tok) != 4 || s.balance(t, tok) != 500 {
		t.Fatal("a refusal wrote something")
	}

	// The case views say which balance pays and how much.
	cs := decodeAs[struct {
		Data []struct {
			Alias       string `json:"alias"`
			Currency    string `json:"currency"`
			PriceAmount int64  `json:"price_amount"`
			Openable    bool   `json:"openable"`
			Reason      *string
		} `json:"data"`
	}](t, s.get(t, "/cases", tok), http.StatusOK).Data
	seen := map[string]bool{}
	for _, v := range cs {
		switch v.Alias {
		case testdb.BulletCase:
			seen[v.Alias] = v.Currency == "bullets" && v.PriceAmount == 50 && !v.Openable && *v.Reason == apperr.NotEnoughBullets.Key
		case testdb.CandyCase:
			seen[v.Alias] = v.Currency == "candies" && v.PriceAmount == 30 && !v.Openable
		case testdb.StackCase:
			seen[v.Alias] = v.Currency == "money" && v.PriceAmount == 1000
		}
	}
	if !seen[testdb.BulletCase] || !seen[testdb.CandyCase] || !seen[testdb.StackCase] {
		t.Fatalf("case views: %+v", cs)
	}
	s.noErrorLogs(t)
}

// Every family endpoint refuses a restricted family, a self-banned player
// and a disabled case, writing nothing.
func TestFamilyRefusalsOverREST(t *testing.T) {
	t.Parallel()
	s := familyServer(t, map[string]string{"RESTRICTED_FEATURES": "case_open_stack,case_open_range,case_open_bullet,case_open_candy"})
	u, tok := s.player(t, 100000)
	s.credit(t, u, ledger.Bullets, 1000)
	s.credit(t, u, ledger.Candies, 1000)
	calls := []struct {
		path string
		body map[string]any
	}{
		{"/case/stack/open", map[string]any{"alias": testdb.StackCase, "size": 3}},
		{"/case/range/open", map[string]any{"alias": testdb.RangeCase, "min": "0", "max": "5"}},
		{"/case/bullet/open", map[string]any{"alias": testdb.BulletCase}},
		{"/case/candy/open", map[string]any{"alias": testdb.CandyCase}},
	}
	for _, c := range calls {
		e := refusal(t, s.postJSON(t, c.path, tok, c.body), http.StatusForbidden, apperr.Restricted.Key)
		if e["feature"] == nil {
			t.Fatalf("%s: %v", c.path, e)
		}
	}

	open := familyServer(t, nil)
	u, tok = open.player(t, 100000)
	open.credit(t, u, ledger.Bullets, 1000)
	open.credit(t, u, ledger.Candies, 1000)
	ctx := context.Background()
	open.App.DB.User.UpdateOneID(u.ID).SetSelfBanUntil(time.Now().Add(time.Hour)).ExecX(ctx)
	for _, c := range calls {
		refusal(t, open.postJSON(t, c.path, tok, c.body), http.StatusForbidden, apperr.SelfBanned.Key)
	}
	open.App.DB.User.UpdateOneID(u.ID).ClearSelfBanUntil().ExecX(ctx)
	open.App.DB.LootCase.Update().SetEnabled(false).ExecX(ctx)
	// A catalogue import announces its change; this one, written behind its
	// back, is announced by hand.
	open.App.Cases.Contents.Invalidate()
	for _, c := range calls {
		refusal(t, open.postJSON(t, c.path, tok, c.body), http.StatusConflict, apperr.CaseDisabled.Key)
		refusal(t, open.postJSON(t, c.path, "", c.body), http.StatusUnauthorized, apperr.NoAuth.Key)
	}
	if open.dropCount(t, tok) != 0 || open.balance(t, tok) != 100000 {
		t.Fatal("a refusal wrote something")
	}
	open.noErrorLogs(t)
}

func TestWonCaseOverREST(t *testing.T) {
	t.Parallel()
	s := familyServer(t, nil)
	u, tok := s.player(t, 0)
	box := testdb.Give(t, s.App.DB, u, testdb.ContainerItem)
	o := decodeAs[familyOpened](t, s.postJSON(t, "/win/case/open", tok, map[string]any{"id": box.ID}), http.StatusOK).Data
	if len(o.Drops) != 1 || o.Drops[0].CaseAlias != "test-case" || o.Currency != "free" || o.CostAmount != 0 || cents(t, o.Cost) != 0 || o.Xp != 0 {
		t.Fatalf("won case: %+v", o)
	}
	mine := decodeAs[struct {
		Data []familyDrop `json:"data"`
	}](t, s.get(t, "/user/me/drop?page=1", tok), http.StatusOK).Data
	states := map[int]string{}
	for _, d := range mine {
		states[d.ID] = d.State
	}
	if states[box.ID] != "opened" || states[o.Drops[0].ID] != "active" {
		t.Fatalf("inventory states %v", states)
	}
	refusal(t, s.postJSON(t, "/win/case/open", tok, map[string]any{"id": box.ID}), http.StatusConflict, apperr.ItemAlreadySold.Key)
	other, _ := s.player(t, 0)
	theirs := testdb.Give(t, s.App.DB, other, testdb.ContainerItem)
	refusal(t, s.postJSON(t, "/win/case/open", tok, map[string]any{"id": theirs.ID}), http.StatusNotFound, apperr.NotFound.Key)
	skin := testdb.Give(t, s.App.DB, u, "AK-47 | Redline (Field-Tested)")
	if e := refusal(t, s.postJSON(t, "/win/case/open", tok, map[string]any{"id": skin.ID}), http.StatusUnprocessableEntity, apperr.Validation.Key); e["reason"] != "not_a_case" {
		t.Fatalf("not a case: %v", e)
	}
	refusal(t, s.postJSON(t, "/win/case/open", tok, map[string]any{}), http.StatusUnprocessableEntity, apperr.Validation.Key)
	s.verifyREST(t, tok, "test-case", o.Drops)
	s.noErrorLogs(t)
}

// Parallel requests for one won case over HTTP: one opens it, the others
// are refused, and exactly one drop comes out.
func TestParallelWonCaseOverREST(t *testing.T) {
	t.Parallel()
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			t.Parallel()
			s := familyServer(t, map[string]string{"DATABASE_URL": d.URL(t)})
			u, tok := s.player(t, 0)
			box := testdb.Give(t, s.App.DB, u, testdb.ContainerItem)
			statuses := make([]int, 12)
			var wg sync.WaitGroup
			for i := range statuses {
				wg.Add(1)
				go func() {
					defer wg.Done()
					statuses[i] = s.postJSON(t, "/win/case/open", tok, map[string]any{"id": box.ID}).Status
				}()
			}
			wg.Wait()
			ok := 0
			for _, st := range statuses {
				switch st {
				case http.StatusOK:
					ok++
				case http.StatusConflict:
				default:
					t.Errorf("status %d", st)
				}
			}
			n := s.App.DB.Drop.Query().Where(drop.UserID(u.ID), drop.IDNEQ(box.ID)).CountX(context.Background())
			if ok != 1 || n != 1 {
				t.Fatalf("%d opened, %d drops; want 1", ok, n)
			}
		})
	}
}

// A drop boost shows its plays; they wait in the reward inventory and
// count down as they open; the feed never shows the boost.
func TestDropBoostOverRESTAndGraphQL(t *testing.T) {
	t.Parallel()
	s := familyServer(t, nil)
	_, tok := s.player(t, 1100)
	o := decodeAs[familyOpened](t, s.postJSON(t, "/case/open", tok, map[string]any{"alias": testdb.BoostCase}), http.StatusOK).Data
	boost := o.Drops[0]
	if len(o.Drops) != 1 || boost.State != "used" || boost.PlaysLeft == nil || *boost.PlaysLeft != 2 || cents(t, boost.Price) != 0 {
		t.Fatalf("boost drop: %+v", o.Drops)
	}
	inv := decodeAs[struct {
		Data []struct {
			Alias          string `json:"alias"`
			InventoryCount int    `json:"inventory_count"`
		} `json:"data"`
	}](t, s.get(t, "/case/reward", tok), http.StatusOK).Data
	if len(inv) != 1 || inv[0].Alias != testdb.BoostCase || inv[0].InventoryCount != 2 {
		t.Fatalf("reward inventory %+v", inv)
	}
	decodeAs[familyOpened](t, s.postJSON(t, "/case/reward/open", tok, map[string]any{"alias": testdb.BoostCase}), http.StatusOK)
	mine := decodeAs[struct {
		Data []familyDrop `json:"data"`
	}](t, s.get(t, "/user/me/drop?page=1", tok), http.StatusOK).Data
	plays := map[int]*int{}
	for _, d := range mine {
		plays[d.ID] = d.PlaysLeft
	}
	if len(mine) != 2 || plays[boost.ID] == nil || *plays[boost.ID] != 1 {
		t.Fatalf("after one play: %+v", mine)
	}

	var g struct {
		UserDrops struct {
			Edges []struct {
				Node struct {
					ID        string
					State     string
					PlaysLeft *int
				}
			}
		}
		RecentWins []struct{ ID string }
	}
	me := strconv.Itoa(s.me(t, tok).Data.ID)
	s.graphql(t, tok, `query($u: ID!) { userDrops(userId: $u) { edges { node { id state playsLeft } } } recentWins { id } }`,
		map[string]any{"u": me}).into(t, &g)
	if len(g.UserDrops.Edges) != 2 || len(g.RecentWins) != 0 {
		t.Fatalf("GraphQL: %+v", g)
	}
	for _, e := range g.UserDrops.Edges {
		if e.Node.State != "used" || e.Node.PlaysLeft == nil {
			t.Fatalf("GraphQL drop %+v", e.Node)
		}
	}
	// An ordinary drop has no plays.
	var n struct {
		OpenCase struct{ Drops []struct{ PlaysLeft *int } }
	}
	s.graphql(t, tok, `mutation { openCase(input: {caseAlias: "test-case", count: 1}) { drops { playsLeft } } }`, nil).into(t, &n)
	if len(n.OpenCase.Drops) != 1 || n.OpenCase.Drops[0].PlaysLeft != nil {
		t.Fatalf("ordinary drop: %+v", n.OpenCase.Drops)
	}
	s.noErrorLogs(t)
}

func TestFamilyMutationsOverGraphQL(t *testing.T) {
	t.Parallel()
	s := familyServer(t, nil)
	u, tok := s.player(t, 10000)
	s.credit(t, u, ledger.Bullets, 100)
	s.credit(t, u, ledger.Candies, 100)
	type payload struct {
		Drops []struct {
			ID, Roll string
			Price    string
			Nonce    int
			Ticket   int
			Item     struct{ MarketHashName string }
			Case     struct{ Alias string }
		}
		Cost       string
		Currency   string
		CostAmount int
		User       struct{ Balance string }
	}
	const fields = `{ drops { id roll price nonce ticket item { marketHashName } case { alias } } cost currency costAmount user { balance } }`
	run := func(field, input string, vars map[string]any) payload {
		t.Helper()
		var out map[string]payload
		s.graphql(t, tok, `mutation($in: `+input+`!) { `+field+`(input: $in) `+fields+` }`, vars).into(t, &out)
		return out[field]
	}

	st := run("openStackCase", "OpenStackCaseInput", map[string]any{"in": map[string]any{"caseAlias": testdb.StackCase, "size": 10}})
	// $10.00 × 10 less 5% = $95.00
	if len(st.Drops) != 10 || st.Cost != "95.00" || st.Currency != "MONEY" || st.CostAmount != 9500 || st.User.Balance != "5.00" {
		t.Fatalf("openStackCase: %+v", st)
	}
	var q struct {
		RangeQuote struct {
			Price  string
			Items  int
			Chance struct{ Numerator, Denominator int }
		}
	}
	s.graphql(t, "", `{ rangeQuote(caseAlias: "range-case", min: "0.10", max: "0.10") { price items chance { numerator denominator } } }`, nil).into(t, &q)
	if q.RangeQuote.Price != "0.12" || q.RangeQuote.Items != 1 || q.RangeQuote.Chance.Numerator != 8000 || q.RangeQuote.Chance.Denominator != 10000 {
		t.Fatalf("rangeQuote: %+v", q)
	}
	rg := run("openRangeCase", "OpenRangeCaseInput", map[string]any{"in": map[string]any{"caseAlias": testdb.RangeCase, "min": "0.10", "max": "0.10"}})
	if len(rg.Drops) != 1 || rg.Cost != "0.12" || !strings.HasPrefix(rg.Drops[0].Roll, "range:10-10@") || rg.Drops[0].Price != "0.10" || rg.User.Balance != "4.88" {
		t.Fatalf("openRangeCase: %+v", rg)
	}
	b := run("openBulletCase", "OpenCaseInput", map[string]any{"in": map[string]any{"caseAlias": testdb.BulletCase, "count": 2}})
	if len(b.Drops) != 2 || b.Currency != "BULLETS" || b.CostAmount != 100 || b.Cost != "0.00" {
		t.Fatalf("openBulletCase: %+v", b)
	}
	c := run("openCandyCase", "OpenCaseInput", map[string]any{"in": map[string]any{"caseAlias": testdb.CandyCase, "count": 3}})
	if len(c.Drops) != 3 || c.Currency != "CANDIES" || c.CostAmount != 90 {
		t.Fatalf("openCandyCase: %+v", c)
	}
	box := testdb.Give(t, s.App.DB, u, testdb.ContainerItem)
	w := run("openWonCase", "OpenWonCaseInput", map[string]any{"in": map[string]any{"dropId": box.ID}})
	if len(w.Drops) != 1 || w.Currency != "FREE" || w.CostAmount != 0 || w.Drops[0].Case.Alias != "test-case" {
		t.Fatalf("openWonCase: %+v", w)
	}

	// Refusals carry their api.* code.
	for _, c := range []struct{ query, code string }{
		{`mutation { openStackCase(input: {caseAlias: "stack-case", size: 4}) { cost } }`, apperr.Validation.Key},
		{`mutation { openBulletCase(input: {caseAlias: "bullet-case", count: 1}) { cost } }`, apperr.NotEnoughBullets.Key},
		{`mutation { openCandyCase(input: {caseAlias: "candy-case", count: 1}) { cost } }`, apperr.NotEnoughCandies.Key},
		{`mutation { openRangeCase(input: {caseAlias: "range-case", min: "0.11", max: "4.99"}) { cost } }`, apperr.Validation.Key},
		{`mutation { openRangeCase(input: {caseAlias: "range-case", min: "500", max: "1000"}) { cost } }`, apperr.NotEnoughMoney.Key},
		{fmt.Sprintf(`mutation { openWonCase(input: {dropId: %d}) { cost } }`, box.ID), apperr.ItemAlreadySold.Key},
		{`mutation { openCase(input: {caseAlias: "stack-case", count: 1}) { cost } }`, apperr.Validation.Key},
	} {
		if got := s.graphql(t, tok, c.query, nil).code(t); got != c.code {
			t.Errorf("%s: %s, want %s", c.query, got, c.code)
		}
	}

	// Each drop verifies with its roll, the range's included.
	var rot struct {
		RotateServerSeed struct {
			Revealed struct{ ServerSeed, ClientSeed string }
		}
	}
	s.graphql(t, tok, `mutation { rotateServerSeed { revealed { serverSeed clientSeed } } }`, nil).into(t, &rot)
	rv := rot.RotateServerSeed.Revealed
	for _, p := range []payload{st, rg, b, c, w} {
		for _, d := range p.Drops {
			var v struct {
				VerifyRoll struct {
					Ticket int
					Item   struct{ MarketHashName string }
				}
			}
			s.graphql(t, "", `query($in: VerifyRollInput!) { verifyRoll(input: $in) { ticket item { marketHashName } } }`,
				map[string]any{"in": map[string]any{"serverSeed": rv.ServerSeed, "clientSeed": rv.ClientSeed, "nonce": d.Nonce,
					"caseAlias": d.Case.Alias, "roll": d.Roll}}).into(t, &v)
			if v.VerifyRoll.Item.MarketHashName != d.Item.MarketHashName || v.VerifyRoll.Ticket != d.Ticket {
				t.Fatalf("verifyRoll %s nonce %d roll %q: %+v, drop %+v", d.Case.Alias, d.Nonce, d.Roll, v.VerifyRoll, d)
			}
		}
	}

	// The case page's rules and price, per family.
	var cs struct {
		Stack, Range, Bullet, Normal struct {
			Currency    string
			PriceAmount int
			FamilyRules struct {
				StackSizes []struct {
					Count, DiscountBps int
					Price              string
				}
				RangeRtpBps *int
				Pity        *int
				TopTier     *string
			}
			Availability struct {
				Openable bool
				Reason   *string
				MaxCount int
			}
		}
	}
	sel := `{ currency priceAmount familyRules { stackSizes { count discountBps price } rangeRtpBps pity topTier } availability { openable reason maxCount } }`
	s.graphql(t, tok, `{ stack: caseByAlias(alias: "stack-case") `+sel+` range: caseByAlias(alias: "range-case") `+sel+
		` bullet: caseByAlias(alias: "bullet-case") `+sel+` normal: caseByAlias(alias: "test-case") `+sel+` }`, nil).into(t, &cs)
	sizes := cs.Stack.FamilyRules.StackSizes
	if cs.Stack.Currency != "MONEY" || cs.Stack.PriceAmount != 1000 || len(sizes) != 3 || sizes[0].Count != 3 || sizes[0].Price != "29.40" ||
		sizes[2].DiscountBps != 500 || sizes[2].Price != "95.00" || cs.Stack.FamilyRules.RangeRtpBps != nil {
		t.Fatalf("stack case: %+v", cs.Stack)
	}
	if cs.Range.FamilyRules.RangeRtpBps == nil || *cs.Range.FamilyRules.RangeRtpBps != 9000 || len(cs.Range.FamilyRules.StackSizes) != 0 {
		t.Fatalf("range case: %+v", cs.Range)
	}
	if cs.Bullet.Currency != "BULLETS" || cs.Bullet.PriceAmount != 50 || cs.Bullet.Availability.Openable || *cs.Bullet.Availability.Reason != apperr.NotEnoughBullets.Key {
		t.Fatalf("bullet case: %+v", cs.Bullet)
	}
	if cs.Normal.Currency != "MONEY" || cs.Normal.FamilyRules.Pity != nil || cs.Normal.FamilyRules.TopTier != nil || len(cs.Normal.FamilyRules.StackSizes) != 0 {
		t.Fatalf("normal case: %+v", cs.Normal)
	}
	s.noErrorLogs(t)
}
