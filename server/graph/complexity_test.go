package graph

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/complexity"
	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"

	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/graph/generated"
	"github.com/casefront/casefront/server/graph/persisted"
	"github.com/casefront/casefront/server/inventory"
)

func schema() graphql.ExecutableSchema {
	return generated.NewExecutableSchema(generated.Config{Resolvers: &Resolver{}, Complexity: costs()})
}

func cost(t *testing.T, es graphql.ExecutableSchema, query string, vars map[string]any) int {
	t.Helper()
	doc, errs := gqlparser.LoadQuery(es.Schema(), query)
	if errs != nil {
		t.Fatalf("%v\n%s", errs, query)
	}
	return complexity.Calculate(context.Background(), es, doc.Operations[0], vars)
}

// The client's own operations must fit the limits with room to spare.
func TestClientOperationsFitTheLimits(t *testing.T) {
	files, _ := filepath.Glob("../../client/src/__generated__/*.graphql.ts")
	if len(files) == 0 {
		t.Skip("no generated client operations")
	}
	es := schema()
	// An operation's artifact carries its id; the server has its text (persisted).
	id := regexp.MustCompile(`"id": "([0-9a-f]{64})"`)
	seen := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m := id.FindSubmatch(b)
		if m == nil {
			continue
		}
		q, ok := persisted.Client().Get(context.Background(), string(m[1]))
		if !ok {
			t.Errorf("%s: the server does not know its id %s (server/graph/persisted/queries.json, written by the client's relay compiler)", f, m[1])
			continue
		}
		seen++
		if _, err := parser.ParseQueryWithTokenLimit(&ast.Source{Input: q}, MaxTokens/2); err != nil {
			t.Errorf("%s: %v (limit %d)", f, err, MaxTokens)
		}
		doc, errs := gqlparser.LoadQuery(es.Schema(), q)
		if errs != nil {
			t.Fatalf("%s: %v", f, errs)
		}
		var c counter
		c.walk(doc.Operations[0].SelectionSet, doc.Fragments, 0, 0)
		n := complexity.Calculate(context.Background(), es, doc.Operations[0], map[string]any{})
		t.Logf("%s: cost %d, depth %d", filepath.Base(f), n, c.depth)
		if n > MaxComplexity/2 || c.depth > MaxDepth || c.root > MaxRootFields || c.aliases > MaxAliases {
			t.Errorf("%s: cost %d (limit %d), depth %d, root %d, aliases %d", f, n, MaxComplexity, c.depth, c.root, c.aliases)
		}
		// With its search typed in, it still fits (an item search costs
		// SearchCost).
		if doc.Operations[0].VariableDefinitions.ForName("search") != nil {
			searching := complexity.Calculate(context.Background(), es, doc.Operations[0], map[string]any{"search": "ak"})
			t.Logf("%s: cost %d with a search", filepath.Base(f), searching)
			if searching > MaxComplexity {
				t.Errorf("%s: cost %d with a search (limit %d)", f, searching, MaxComplexity)
			}
		}
	}
	if seen == 0 {
		t.Fatal("no operation id found in the generated client files")
	}
}

func TestListsCountTheirSize(t *testing.T) {
	es := schema()
	small := cost(t, es, `{ items(first: 1) { edges { node { name } } } }`, nil)
	big := cost(t, es, `{ items(first: 100) { edges { node { name } } } }`, nil)
	def := cost(t, es, `{ items { edges { node { name } } } }`, nil)
	if big <= 50*small || def != cost(t, es, `{ items(first: 30) { edges { node { name } } } }`, nil) {
		t.Fatalf("first:1 %d, first:100 %d, default %d", small, big, def)
	}
	one := `caseByAlias(alias: "a") { group { cases { items { item { name } } } } }`
	nested := cost(t, es, `{ `+one+` }`, nil)
	if nested < catalog.MaxGroupCases*catalog.MaxCaseItems {
		t.Fatalf("a case's group's cases' contents cost %d", nested)
	}
	if two := cost(t, es, `{ a: `+one+` b: `+one+` }`, nil); two <= MaxComplexity {
		t.Fatalf("twice a case's group's cases' contents cost %d, within the limit %d", two, MaxComplexity)
	}
	byIDs := cost(t, es, `query($ids: [ID!]!) { casesByIds(ids: $ids) { name } }`, map[string]any{"ids": []any{1, 2}})
	all := cost(t, es, `{ casesByIds(ids: []) { name } }`, nil)
	if byIDs >= all {
		t.Fatalf("two ids cost %d, all cases %d", byIDs, all)
	}
}

// One sale sells up to inventory.MaxSell drops, and its payload lists them all.
func TestSoldCountsEverySaleableDrop(t *testing.T) {
	es := schema()
	for _, q := range []string{
		`mutation { sellDrops(ids: [1]) { sold { id } } }`,
		`mutation { sellAllDrops { sold { id } } }`,
	} {
		if n := cost(t, es, q, nil); n < inventory.MaxSell {
			t.Errorf("%s costs %d, below the %d drops it may list", q, n, inventory.MaxSell)
		}
	}
}

func TestCounterSeesThroughFragments(t *testing.T) {
	es := schema()
	doc, errs := gqlparser.LoadQuery(es.Schema(), `
		query { a: me { id } b: me { ...F } ...R }
		fragment F on User { x: nickname y: nickname }
		fragment R on Query { c: settings { devLogin } }`)
	if errs != nil {
		t.Fatal(errs)
	}
	var c counter
	c.walk(doc.Operations[0].SelectionSet, doc.Fragments, 0, 0)
	if c.root != 3 || c.aliases != 5 || c.depth != 2 {
		t.Fatalf("%+v", c)
	}
}

// An item search costs what it reads, not its page: one operation holds one
// search, so thirty aliased searches (each of them a scan of the catalogue)
// are refused before any runs. A blank search lists by price and costs its
// page only; a search given as a variable costs the same as one inline.
func TestItemSearchesCostTheirScan(t *testing.T) {
	es := schema()
	page := `items(first: 100, search: "st") { edges { node { id marketHashName name price rarity image } } }`
	var thirty, two strings.Builder
	for i := range 30 {
		fmt.Fprintf(&thirty, " a%d: %s", i, page)
	}
	fmt.Fprintf(&two, " a: %s b: %s", page, page)
	if n := cost(t, es, `{`+thirty.String()+` }`, nil); n <= MaxComplexity {
		t.Fatalf("thirty searches cost %d, within the limit %d", n, MaxComplexity)
	}
	if n := cost(t, es, `{`+two.String()+` }`, nil); n <= MaxComplexity {
		t.Fatalf("two searches cost %d, within the limit %d", n, MaxComplexity)
	}
	one := cost(t, es, `{ `+page+` }`, nil)
	if one <= SearchCost || one > MaxComplexity {
		t.Fatalf("one search costs %d", one)
	}
	listed := cost(t, es, `{ items(first: 100, search: "  ") { edges { node { id } } } }`, nil)
	if listed >= SearchCost {
		t.Fatalf("a blank search costs %d", listed)
	}
	byVar := cost(t, es, `query($s: String) { `+strings.Replace(page, `"st"`, "$s", 1)+` }`, map[string]any{"s": "st"})
	if byVar != one {
		t.Fatalf("a search by variable costs %d, inline %d", byVar, one)
	}
	for _, q := range []string{
		`{ upgradeTargets(search: "st", first: 100) { edges { node { id } } } }`,
		`{ changeTargets(dropIds: [1], search: "st", first: 100) { credit items { edges { node { id } } } } }`,
	} {
		if n := cost(t, es, q, nil); n <= SearchCost {
			t.Errorf("%s costs %d", q, n)
		}
	}
}
