package app_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/server/internal/testdb"
)

// progressServer is catalogServer plus the gacha, dota and discovered cases.
func progressServer(t *testing.T) *testServer {
	t.Helper()
	s := catalogServer(t, nil)
	testdb.WithProgressCases(t, s.App.DB)
	return s
}

type chanceJSON struct {
	Numerator   int64   `json:"numerator"`
	Denominator int64   `json:"denominator"`
	Percent     float64 `json:"percent"`
}

type gachaJSON struct {
	Progress       int        `json:"progress"`
	Pity           int        `json:"pity"`
	GuaranteedNext bool       `json:"guaranteed_next"`
	TopTier        string     `json:"top_tier"`
	TopTierChance  chanceJSON `json:"top_tier_chance"`
}

type dotaJSON struct {
	Misses        int          `json:"misses"`
	RareChance    chanceJSON   `json:"rare_chance"`
	NextChances   []chanceJSON `json:"next_chances"`
	GrowthPercent int          `json:"growth_percent"`
	MaxPercent    int          `json:"max_percent"`
}

type boardJSON struct {
	Slots      int    `json:"slots"`
	Commitment string `json:"commitment"`
	Selected   *int   `json:"selected"`
	Nonce      int64  `json:"nonce"`
	State      string `json:"state"`
	Revealed   []struct {
		ID int `json:"id"`
	} `json:"revealed"`
	Salt *string `json:"salt"`
}

type progressOpenJSON struct {
	Data struct {
		Drops []struct {
			ID     int    `json:"id"`
			Nonce  int64  `json:"nonce"`
			Cursor int    `json:"cursor"`
			Roll   string `json:"roll"`
			Rarity string `json:"rarity"`
			Item   struct {
				ID             int    `json:"id"`
				MarketHashName string `json:"market_hash_name"`
			} `json:"item"`
		} `json:"drops"`
		Cost    json.Number `json:"cost"`
		Balance json.Number `json:"balance"`
		Gacha   *gachaJSON  `json:"gacha"`
		Dota    *dotaJSON   `json:"dota"`
		Board   *boardJSON  `json:"board"`
	} `json:"data"`
}

// wantReason asserts an api.validation refusal with a reason (or a field).
func wantReason(t *testing.T, r result, reason, field string) {
	t.Helper()
	body := decodeAs[struct {
		Error  string `json:"error"`
		Reason string `json:"reason"`
		Field  string `json:"field"`
	}](t, r, http.StatusUnprocessableEntity)
	if body.Error != "api.validation" || body.Reason != reason || body.Field != field {
		t.Fatalf("refusal %+v, want reason %q field %q", body, reason, field)
	}
}

func commitmentOf(salt string, ids []int) string {
	parts := make([]string, len(ids))
	for i, id := range ids {
		parts[i] = strconv.Itoa(id)
	}
	sum := sha256.Sum256([]byte(salt + ":" + strings.Join(parts, ",")))
	return hex.EncodeToString(sum[:])
}

// GET /case/gacha, POST /case/gacha/open and /case/gacha/reset: the meter,
// the guaranteed tenth open, the expected_progress guard, the reset paid in
// crystals, and the refusals.
func TestGachaEndpoints(t *testing.T) {
	t.Parallel()
	s := progressServer(t)
	_, tok := s.player(t, 100_000)

	st := decodeAs[struct{ Data gachaJSON }](t, s.get(t, "/api/case/gacha?alias="+testdb.GachaCase, tok), http.StatusOK).Data
	if st.Progress != 0 || st.Pity != 10 || st.GuaranteedNext || st.TopTier != "rare" ||
		st.TopTierChance.Numerator != 1 || st.TopTierChance.Denominator != 1_000_000_000 {
		t.Fatalf("state %+v", st)
	}
	open := decodeAs[progressOpenJSON](t, s.postJSON(t, "/api/case/gacha/open", tok,
		map[string]any{"alias": testdb.GachaCase, "count": 10, "expected_progress": 0}), http.StatusOK)
	if len(open.Data.Drops) != 10 || cents(t, open.Data.Cost) != 10_000 || open.Data.Gacha == nil || open.Data.Gacha.Progress != 0 {
		t.Fatalf("open: %+v", open.Data)
	}
	for i, d := range open.Data.Drops {
		if (d.Roll == "gacha:pity") != (i == 9) || (d.Rarity == "rare") != (i == 9) {
			t.Fatalf("drop %d: %s roll %q", i, d.Rarity, d.Roll)
		}
	}
	drops := s.dropCount(t, tok)
	wantReason(t, s.postJSON(t, "/api/case/gacha/open", tok,
		map[string]any{"alias": testdb.GachaCase, "count": 1, "expected_progress": 4}), "progress_changed", "")
	wantReason(t, s.postJSON(t, "/api/case/gacha/reset", tok, map[string]any{"alias": testdb.GachaCase}), "no_progress", "")
	if s.dropCount(t, tok) != drops || s.balance(t, tok) != 90_000 {
		t.Fatal("refusals wrote")
	}
	open = decodeAs[progressOpenJSON](t, s.postJSON(t, "/api/case/gacha/open", tok,
		map[string]any{"alias": testdb.GachaCase, "count": 3}), http.StatusOK)
	if open.Data.Gacha.Progress != 3 {
		t.Fatalf("meter %d after 3", open.Data.Gacha.Progress)
	}
	reset := decodeAs[struct {
		Data struct {
			Gacha           gachaJSON `json:"gacha"`
			Crystals        int64     `json:"crystals"`
			CrystalsBalance int64     `json:"crystals_balance"`
		} `json:"data"`
	}](t, s.postJSON(t, "/api/case/gacha/reset", tok, map[string]any{"alias": testdb.GachaCase, "expected_progress": 3}), http.StatusOK)
	if reset.Data.Gacha.Progress != 0 || reset.Data.Crystals != 3 || reset.Data.CrystalsBalance != 3 {
		t.Fatalf("reset %+v", reset.Data)
	}
	wantReason(t, s.postJSON(t, "/api/case/gacha/reset", tok, map[string]any{"alias": testdb.GachaCase}), "no_progress", "")
	wantReason(t, s.postJSON(t, "/api/case/gacha/open", tok, map[string]any{"alias": testdb.DotaCase, "count": 1}), "wrong_family", "")
	wantReason(t, s.get(t, "/api/case/gacha?alias=test-case", tok), "wrong_family", "")
	wantAPIError(t, s.postJSON(t, "/api/case/gacha/open", "", map[string]any{"alias": testdb.GachaCase, "count": 1}), http.StatusUnauthorized, "api.no_auth")
	s.noErrorLogs(t)
}

// GET /case/dota and /case/dota/rare_chances give the exact chances; POST
// /case/dota/open answers the misses after the open.
func TestDotaEndpoints(t *testing.T) {
	t.Parallel()
	s := progressServer(t)
	_, tok := s.player(t, 10_000)
	cs := s.App.DB.LootCase.Query().Where(lootcase.Alias(testdb.DotaCase)).OnlyX(context.Background())

	rc := decodeAs[struct{ Data dotaJSON }](t, s.get(t, fmt.Sprintf("/api/case/dota/rare_chances?case_id=%d", cs.ID), tok), http.StatusOK).Data
	if rc.Misses != 0 || rc.RareChance != (chanceJSON{1, 100, 1}) || len(rc.NextChances) != 21 ||
		rc.NextChances[1].Numerator != 2 || rc.NextChances[1].Denominator != 167 ||
		rc.NextChances[20].Numerator != 5 || rc.NextChances[20].Denominator != 104 || rc.GrowthPercent != 20 || rc.MaxPercent != 500 {
		t.Fatalf("rare chances %+v", rc)
	}
	open := decodeAs[progressOpenJSON](t, s.postJSON(t, "/api/case/dota/open", tok,
		map[string]any{"case_id": cs.ID, "count": 2, "expected_progress": 0}), http.StatusOK)
	misses := 0
	for _, d := range open.Data.Drops {
		if d.Roll != fmt.Sprintf("dota:%d", misses) {
			t.Fatalf("roll %q after %d misses", d.Roll, misses)
		}
		if d.Rarity == "rare" {
			misses = 0
		} else {
			misses++
		}
	}
	if open.Data.Dota == nil || open.Data.Dota.Misses != misses {
		t.Fatalf("dota after the open %+v, drops say %d", open.Data.Dota, misses)
	}
	st := decodeAs[struct{ Data dotaJSON }](t, s.get(t, "/api/case/dota?alias="+testdb.DotaCase, tok), http.StatusOK).Data
	if st.Misses != misses || len(st.NextChances) != 21-misses {
		t.Fatalf("state %+v", st)
	}
	wantReason(t, s.postJSON(t, "/api/case/dota/open", tok,
		map[string]any{"case_id": cs.ID, "count": 1, "expected_progress": misses + 1}), "progress_changed", "")
	if s.balance(t, tok) != 8_000 {
		t.Fatal("the refusal charged")
	}
	s.noErrorLogs(t)
}

// GET /case/discovered deals a board whose slots and salt stay hidden; the
// pick is checked and may change; POST /case/discovered/open drops the
// picked slot and reveals a board matching the commitment.
func TestDiscoveredEndpoints(t *testing.T) {
	t.Parallel()
	s := progressServer(t)
	_, tok := s.player(t, 5_000)
	path := "/api/case/discovered?alias=" + testdb.DiscoveredCase
	b := decodeAs[struct{ Data boardJSON }](t, s.get(t, path, tok), http.StatusOK).Data
	if b.Slots != 9 || len(b.Commitment) != 64 || b.Selected != nil || b.Revealed != nil || b.Salt != nil || b.State != "dealt" {
		t.Fatalf("dealt board %+v", b)
	}
	if again := decodeAs[struct{ Data boardJSON }](t, s.get(t, path, tok), http.StatusOK).Data; again.Commitment != b.Commitment {
		t.Fatal("a second view dealt another board")
	}
	sel := map[string]any{"alias": testdb.DiscoveredCase}
	wantReason(t, s.postJSON(t, "/api/case/discovered/open", tok, sel), "no_selection", "")
	wantReason(t, s.postJSON(t, "/api/case/discovered/select", tok, sel), "", "index")
	sel["index"] = 9
	wantReason(t, s.postJSON(t, "/api/case/discovered/select", tok, sel), "", "index")
	sel["index"] = 3
	picked := decodeAs[struct{ Data boardJSON }](t, s.postJSON(t, "/api/case/discovered/select", tok, sel), http.StatusOK).Data
	if picked.Selected == nil || *picked.Selected != 3 || picked.Salt != nil || picked.Revealed != nil {
		t.Fatalf("picked %+v", picked)
	}
	if s.balance(t, tok) != 5_000 {
		t.Fatal("refusals charged")
	}
	open := decodeAs[progressOpenJSON](t, s.postJSON(t, "/api/case/discovered/open", tok, map[string]any{"alias": testdb.DiscoveredCase}), http.StatusOK)
	rb := open.Data.Board
	if rb == nil || rb.Salt == nil || len(rb.Revealed) != 9 || rb.State != "opened" || len(open.Data.Drops) != 1 {
		t.Fatalf("open %+v", open.Data)
	}
	ids := make([]int, len(rb.Revealed))
	for i, it := range rb.Revealed {
		ids[i] = it.ID
	}
	if commitmentOf(*rb.Salt, ids) != b.Commitment {
		t.Fatal("the revealed slots and salt do not give the commitment")
	}
	d := open.Data.Drops[0]
	if d.Cursor != 3 || d.Nonce != b.Nonce || d.Item.MarketHashName == "" || d.Item.ID != ids[3] || cents(t, open.Data.Cost) != 1000 || cents(t, open.Data.Balance) != 4_000 {
		t.Fatalf("drop %+v", d)
	}
	if next := decodeAs[struct{ Data boardJSON }](t, s.get(t, path, tok), http.StatusOK).Data; next.Commitment == b.Commitment || next.Nonce == b.Nonce {
		t.Fatal("no new board after the open")
	}
	// /fair/verify recomputes the drop from the board's nonce and the slot as cursor.
	rv := decodeAs[struct {
		Data struct {
			Revealed struct {
				ServerSeed string `json:"server_seed"`
				ClientSeed string `json:"client_seed"`
			} `json:"revealed"`
		} `json:"data"`
	}](t, s.postJSON(t, "/api/fair/rotate", tok, map[string]any{}), http.StatusOK).Data.Revealed
	q := url.Values{"server_seed": {rv.ServerSeed}, "client_seed": {rv.ClientSeed}, "nonce": {strconv.FormatInt(d.Nonce, 10)},
		"cursor": {"3"}, "case": {testdb.DiscoveredCase}}
	v := decodeAs[struct {
		Data struct {
			Item struct {
				ID int `json:"id"`
			} `json:"item"`
		} `json:"data"`
	}](t, s.get(t, "/api/fair/verify?"+q.Encode(), tok), http.StatusOK)
	if v.Data.Item.ID != d.Item.ID {
		t.Fatalf("verify gives item %d, the drop is %d", v.Data.Item.ID, d.Item.ID)
	}
	wantAPIError(t, s.get(t, path, ""), http.StatusUnauthorized, "api.no_auth")
	s.noErrorLogs(t)
}

// The same families over GraphQL; salt and revealed are null until the open.
func TestProgressFamiliesOverGraphQL(t *testing.T) {
	t.Parallel()
	s := progressServer(t)
	_, tok := s.player(t, 100_000)
	chance := "{ numerator denominator percent }"

	var g struct {
		GachaState struct {
			Progress       int
			Pity           int
			GuaranteedNext bool
			TopTier        string
			TopTierChance  chanceJSON
		}
		DotaState struct {
			Misses      int
			RareChance  chanceJSON
			NextChances []chanceJSON
		}
	}
	s.graphql(t, tok, `query($g: String, $d: String) {
		gachaState(caseAlias: $g) { progress pity guaranteedNext topTier topTierChance `+chance+` }
		dotaState(caseAlias: $d) { misses rareChance `+chance+` nextChances `+chance+` growthPercent maxPercent }
	}`, map[string]any{"g": testdb.GachaCase, "d": testdb.DotaCase}).into(t, &g)
	if g.GachaState.Pity != 10 || g.GachaState.TopTier != "RARE" && g.GachaState.TopTier != "rare" ||
		g.GachaState.TopTierChance.Denominator != 1_000_000_000 || g.DotaState.RareChance.Denominator != 100 || len(g.DotaState.NextChances) != 21 {
		t.Fatalf("states %+v", g)
	}

	var o struct {
		OpenGachaCase struct {
			Drops []struct {
				Roll string
			}
			Currency   string
			CostAmount int
			Gacha      struct{ Progress int }
		}
	}
	s.graphql(t, tok, `mutation($a: String) { openGachaCase(input: {caseAlias: $a, count: 4, expectedProgress: 0}) {
		drops { roll } currency costAmount gacha { progress } } }`, map[string]any{"a": testdb.GachaCase}).into(t, &o)
	if len(o.OpenGachaCase.Drops) != 4 || o.OpenGachaCase.Gacha.Progress != 4 || o.OpenGachaCase.CostAmount != 4000 || o.OpenGachaCase.Currency != "MONEY" {
		t.Fatalf("openGachaCase %+v", o)
	}
	stale := s.graphql(t, tok, `mutation($a: String) { openGachaCase(input: {caseAlias: $a, expectedProgress: 1}) { cost } }`,
		map[string]any{"a": testdb.GachaCase})
	if stale.code(t) != "api.validation" || stale.Errors[0].Extensions["reason"] != "progress_changed" {
		t.Fatalf("stale meter: %s", stale.raw)
	}
	var r struct {
		ResetGacha struct {
			Gacha    struct{ Progress int }
			Crystals int
		}
	}
	s.graphql(t, tok, `mutation($a: String) { resetGacha(caseAlias: $a, expectedProgress: 4) { gacha { progress } crystals user { id } } }`,
		map[string]any{"a": testdb.GachaCase}).into(t, &r)
	if r.ResetGacha.Crystals != 4 || r.ResetGacha.Gacha.Progress != 0 {
		t.Fatalf("reset %+v", r)
	}

	var dOpen struct {
		OpenDotaCase struct {
			Drops []struct{ Roll string }
			Dota  struct{ Misses int }
		}
	}
	s.graphql(t, tok, `mutation($a: String) { openDotaCase(input: {caseAlias: $a, count: 1, expectedProgress: 0}) { drops { roll } dota { misses } } }`,
		map[string]any{"a": testdb.DotaCase}).into(t, &dOpen)
	if len(dOpen.OpenDotaCase.Drops) != 1 || dOpen.OpenDotaCase.Drops[0].Roll != "dota:0" {
		t.Fatalf("openDotaCase %+v", dOpen)
	}

	const boardFields = `slots commitment selected nonce revealed { id } salt`
	var b struct {
		DiscoveredBoard struct {
			Slots      int
			Commitment string
			Selected   *int
			Nonce      int64
			Revealed   []struct{ ID string }
			Salt       *string
		}
	}
	resp := s.graphql(t, tok, `query($a: String) { discoveredBoard(caseAlias: $a) { `+boardFields+` } }`, map[string]any{"a": testdb.DiscoveredCase})
	resp.into(t, &b)
	if b.DiscoveredBoard.Slots != 9 || b.DiscoveredBoard.Revealed != nil || b.DiscoveredBoard.Salt != nil || b.DiscoveredBoard.Selected != nil {
		t.Fatalf("dealt board %+v", b)
	}
	if !strings.Contains(string(resp.Data), `"revealed":null`) || !strings.Contains(string(resp.Data), `"salt":null`) {
		t.Fatalf("revealed and salt must be null before the open: %s", resp.Data)
	}
	var sel struct {
		SelectDiscoveredSlot struct {
			Selected *int
			Salt     *string
			Revealed []struct{ ID string }
		}
	}
	s.graphql(t, tok, `mutation($a: String) { selectDiscoveredSlot(caseAlias: $a, index: 7) { `+boardFields+` } }`,
		map[string]any{"a": testdb.DiscoveredCase}).into(t, &sel)
	if sel.SelectDiscoveredSlot.Selected == nil || *sel.SelectDiscoveredSlot.Selected != 7 || sel.SelectDiscoveredSlot.Salt != nil || sel.SelectDiscoveredSlot.Revealed != nil {
		t.Fatalf("select %+v", sel)
	}
	bad := s.graphql(t, tok, `mutation($a: String) { selectDiscoveredSlot(caseAlias: $a, index: 9) { selected } }`, map[string]any{"a": testdb.DiscoveredCase})
	if bad.code(t) != "api.validation" || bad.Errors[0].Extensions["field"] != "index" {
		t.Fatalf("index 9: %s", bad.raw)
	}
	var od struct {
		OpenDiscoveredCase struct {
			Drops []struct {
				Nonce  int64
				Cursor int
				Item   struct{ ID string }
			}
			Board struct {
				Commitment string
				Salt       *string
				Revealed   []struct{ ID string }
			}
		}
	}
	s.graphql(t, tok, `mutation($a: String) { openDiscoveredCase(caseAlias: $a) { drops { nonce cursor item { id } } board { `+boardFields+` } } }`,
		map[string]any{"a": testdb.DiscoveredCase}).into(t, &od)
	ob := od.OpenDiscoveredCase
	if ob.Board.Salt == nil || len(ob.Board.Revealed) != 9 || len(ob.Drops) != 1 || ob.Drops[0].Cursor != 7 ||
		ob.Drops[0].Nonce != b.DiscoveredBoard.Nonce || ob.Drops[0].Item.ID != ob.Board.Revealed[7].ID {
		t.Fatalf("openDiscoveredCase %+v", ob)
	}
	ids := make([]int, 9)
	for i, it := range ob.Board.Revealed {
		ids[i], _ = strconv.Atoi(it.ID)
	}
	if commitmentOf(*ob.Board.Salt, ids) != b.DiscoveredBoard.Commitment {
		t.Fatal("the revealed board does not match the commitment")
	}
	s.noErrorLogs(t)
}

// One view per result: a gacha opening answers /case/open's shape (keys
// of the answer and of each drop), plus its meter.
func TestEveryOpeningAnswersOneShape(t *testing.T) {
	t.Parallel()
	s := progressServer(t)
	_, tok := s.player(t, 100_000)
	keys := func(m map[string]any) []string {
		out := make([]string, 0, len(m))
		for k := range m {
			out = append(out, k)
		}
		slices.Sort(out)
		return out
	}
	type answer struct {
		Data map[string]any `json:"data"`
	}
	normal := decodeAs[answer](t, s.postJSON(t, "/api/case/open", tok, map[string]any{"alias": "test-case", "count": 1}), http.StatusOK).Data
	gacha := decodeAs[answer](t, s.postJSON(t, "/api/case/gacha/open", tok,
		map[string]any{"alias": testdb.GachaCase, "count": 1}), http.StatusOK).Data
	if gacha["gacha"] == nil {
		t.Fatal("the gacha answer lost its meter")
	}
	delete(gacha, "gacha")
	if a, b := keys(normal), keys(gacha); !slices.Equal(a, b) {
		t.Fatalf("/case/open answers %v, /case/gacha/open %v", a, b)
	}
	nd, gd := normal["drops"].([]any)[0].(map[string]any), gacha["drops"].([]any)[0].(map[string]any)
	if a, b := keys(nd), keys(gd); !slices.Equal(a, b) {
		t.Fatalf("a drop of /case/open has %v, of /case/gacha/open %v", a, b)
	}
}
