package app_test

import (
	"encoding/json"
	"os"
	"regexp"
	"testing"

	"github.com/casefront/casefront/server/internal/testdb"
)

// The case page asks for the families' states on the case (Case.gacha,
// Case.dota, Case.discoveredBoard) in its one query, which it sends by id:
// each is null on a case of another family (and the board for a visitor),
// so the page loads whatever the family.

// casePage posts the client's CasePageQuery by its persisted id.
func (s *testServer) casePage(t *testing.T, token, alias string) (casePageJSON, gqlResponse) {
	t.Helper()
	return s.clientQuery(t, token, "CasePageQuery", map[string]any{"alias": alias})
}

// clientQuery posts one of the client's queries by its persisted id and
// decodes caseByAlias (or node) of its answer.
func (s *testServer) clientQuery(t *testing.T, token, name string, vars map[string]any) (casePageJSON, gqlResponse) {
	t.Helper()
	r := s.postJSON(t, "/graphql", token, map[string]any{"operationName": name, "variables": vars,
		"extensions": map[string]any{"persistedQuery": byID(currentOperation(t, name))}})
	var g gqlResponse
	if err := json.Unmarshal(r.Body, &g); err != nil {
		t.Fatalf("%s: %v: %s", name, err, r)
	}
	g.raw, g.status = r.Body, r.Status
	var page casePageJSON
	g.into(t, &page)
	return page, g
}

// currentOperation is the id the client built from this tree sends for an
// operation: its Relay artifact's (queries.json keeps older versions too).
func currentOperation(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile("../../client/src/__generated__/" + name + ".graphql.ts")
	if err != nil {
		t.Fatalf("the client's %s: %v", name, err)
	}
	m := regexp.MustCompile(`"id": "([0-9a-f]{64})"`).FindSubmatch(b)
	if m == nil {
		t.Fatalf("no persisted id in the client's %s", name)
	}
	return string(m[1])
}

type casePageJSON struct {
	CaseByAlias *caseStatesJSON `json:"caseByAlias"`
	Node        *caseStatesJSON `json:"node"`
	Me          *struct{ ID string }
}

type caseStatesJSON struct {
	ID     string
	Family string
	Gacha  *struct {
		Progress       int
		Pity           int
		GuaranteedNext bool
		TopTierChance  chanceJSON
	}
	Dota *struct {
		Misses      int
		RareChance  chanceJSON
		NextChances []chanceJSON
	}
	DiscoveredBoard *struct {
		Slots      int
		Commitment string
		Selected   *int
		Salt       *string
	}
}

func TestCasePageCarriesTheFamilyStates(t *testing.T) {
	t.Parallel()
	s := progressServer(t)
	_, tok := s.player(t, 100_000)

	gacha, _ := s.casePage(t, tok, testdb.GachaCase)
	if c := gacha.CaseByAlias; c == nil || c.Gacha == nil || c.Dota != nil || c.DiscoveredBoard != nil ||
		c.Gacha.Pity != 10 || c.Gacha.Progress != 0 || c.Gacha.TopTierChance.Denominator == 0 {
		t.Fatalf("gacha case: %+v", gacha.CaseByAlias)
	}
	dota, _ := s.casePage(t, tok, testdb.DotaCase)
	if c := dota.CaseByAlias; c == nil || c.Dota == nil || c.Gacha != nil || c.DiscoveredBoard != nil ||
		c.Dota.Misses != 0 || len(c.Dota.NextChances) == 0 {
		t.Fatalf("dota case: %+v", dota.CaseByAlias)
	}
	board, _ := s.casePage(t, tok, testdb.DiscoveredCase)
	if c := board.CaseByAlias; c == nil || c.DiscoveredBoard == nil || c.Gacha != nil || c.Dota != nil ||
		c.DiscoveredBoard.Slots != 9 || c.DiscoveredBoard.Selected != nil || c.DiscoveredBoard.Salt != nil {
		t.Fatalf("discovered case: %+v", board.CaseByAlias)
	}
	normal, _ := s.casePage(t, tok, "test-case")
	if c := normal.CaseByAlias; c == nil || c.Family != "normal" && c.Family != "NORMAL" || c.Gacha != nil || c.Dota != nil || c.DiscoveredBoard != nil {
		t.Fatalf("normal case: %+v", normal.CaseByAlias)
	}

	// The same states as the top-level fields, which stay for other clients.
	var top struct {
		DiscoveredBoard struct{ Commitment string }
		GachaState      struct{ Progress int }
	}
	s.graphql(t, tok, `query($d: String, $g: String) { discoveredBoard(caseAlias: $d) { commitment } gachaState(caseAlias: $g) { progress } }`,
		map[string]any{"d": testdb.DiscoveredCase, "g": testdb.GachaCase}).into(t, &top)
	if top.DiscoveredBoard.Commitment != board.CaseByAlias.DiscoveredBoard.Commitment {
		t.Fatalf("the page's board %q is not the dealt one %q", board.CaseByAlias.DiscoveredBoard.Commitment, top.DiscoveredBoard.Commitment)
	}

	// After opens the page shows the moved meter.
	var o struct {
		OpenGachaCase struct{ Gacha struct{ Progress int } }
	}
	s.graphql(t, tok, `mutation($a: String) { openGachaCase(input: {caseAlias: $a, count: 2, expectedProgress: 0}) { gacha { progress } } }`,
		map[string]any{"a": testdb.GachaCase}).into(t, &o)
	again, _ := s.casePage(t, tok, testdb.GachaCase)
	if o.OpenGachaCase.Gacha.Progress != 2 || again.CaseByAlias.Gacha.Progress != 2 {
		t.Fatalf("meter after 2 opens: open %d, page %d", o.OpenGachaCase.Gacha.Progress, again.CaseByAlias.Gacha.Progress)
	}

	// The panels' refetch goes through node(id) and reads the same states.
	refetched, _ := s.clientQuery(t, tok, "GachaPanelRefetchQuery", map[string]any{"id": again.CaseByAlias.ID})
	if refetched.Node == nil || refetched.Node.Gacha == nil || refetched.Node.Gacha.Progress != 2 {
		t.Fatalf("GachaPanelRefetchQuery: %+v", refetched.Node)
	}
	next, _ := s.clientQuery(t, tok, "DiscoveredPanelRefetchQuery", map[string]any{"id": board.CaseByAlias.ID})
	if next.Node == nil || next.Node.DiscoveredBoard == nil || next.Node.DiscoveredBoard.Commitment != top.DiscoveredBoard.Commitment {
		t.Fatalf("DiscoveredPanelRefetchQuery: %+v", next.Node)
	}
	s.noErrorLogs(t)
}

func TestCasePageOfAVisitor(t *testing.T) {
	t.Parallel()
	s := progressServer(t)

	board, _ := s.casePage(t, "", testdb.DiscoveredCase)
	if c := board.CaseByAlias; c == nil || c.Family == "" || c.DiscoveredBoard != nil || board.Me != nil {
		t.Fatalf("a visitor's discovered case: %+v", board)
	}
	// A visitor sees the meter of a new player.
	gacha, _ := s.casePage(t, "", testdb.GachaCase)
	if c := gacha.CaseByAlias; c == nil || c.Gacha == nil || c.Gacha.Progress != 0 {
		t.Fatalf("a visitor's gacha case: %+v", gacha.CaseByAlias)
	}
	s.noErrorLogs(t)
}

// The states cost queries per case: asked of cases in a list they are
// refused, while the list itself still answers.
func TestCaseStatesAreForOneCase(t *testing.T) {
	t.Parallel()
	s := progressServer(t)
	_, tok := s.player(t, 100_000)
	for _, field := range []string{"gacha { progress }", "dota { misses }", "discoveredBoard { commitment }"} {
		g := s.graphql(t, tok, `{ cases(first: 10) { edges { node { alias `+field+` } } } }`, nil)
		if len(g.Errors) == 0 || g.code(t) != "api.validation" || g.Errors[0].Extensions["reason"] != "single_case" {
			t.Fatalf("%s in a list: %s", field, g.raw)
		}
		var data struct {
			Cases struct {
				Edges []struct{ Node *struct{ Alias string } }
			}
		}
		if err := json.Unmarshal(g.Data, &data); err != nil || len(data.Cases.Edges) == 0 || data.Cases.Edges[0].Node == nil {
			t.Fatalf("%s in a list: the list itself must answer: %s", field, g.raw)
		}
	}
	// One case by id (node) is not a list.
	var one struct {
		Node struct{ Gacha *struct{ Progress int } }
	}
	page, _ := s.casePage(t, tok, testdb.GachaCase)
	s.graphql(t, tok, `query($id: ID!) { node(id: $id) { ... on Case { gacha { progress } } } }`, map[string]any{"id": page.CaseByAlias.ID}).into(t, &one)
	if one.Node.Gacha == nil {
		t.Fatalf("node(id) of a gacha case: %+v", one)
	}
}
