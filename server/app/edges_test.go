package app_test

import (
	"context"
	"encoding/json"
	"strconv"
	"testing"

	"github.com/casefront/casefront/server/internal/testdb"
)

// An item's opensCase and a case item's case answer what the catalogue
// holds (they come from its cache, not a read per object): the container
// opens its case, a skin opens nothing, every case item names its case.
func TestCatalogueEdgesAnswerTheirCases(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	testdb.WithFamilies(t, s.App.DB)
	target := s.App.DB.LootCase.Query().AllX(context.Background())
	alias := map[string]string{}
	for _, c := range target {
		alias[strconv.Itoa(c.ID)] = c.Alias
	}
	g := s.graphql(t, "", `{ items(first: 100) { edges { node { marketHashName opensCase { id alias } } } } }`, nil)
	if len(g.Errors) > 0 {
		t.Fatalf("errors: %s", g.raw)
	}
	var items struct {
		Items struct {
			Edges []struct {
				Node struct {
					MarketHashName string
					OpensCase      *struct{ ID, Alias string }
				}
			}
		}
	}
	if err := json.Unmarshal(g.Data, &items); err != nil {
		t.Fatal(err)
	}
	containers := 0
	for _, e := range items.Items.Edges {
		n := e.Node
		switch {
		case n.MarketHashName == testdb.ContainerItem:
			containers++
			if n.OpensCase == nil || n.OpensCase.Alias != "test-case" {
				t.Errorf("the container opens %+v, want test-case", n.OpensCase)
			}
		case n.OpensCase != nil:
			t.Errorf("%s opens %+v", n.MarketHashName, n.OpensCase)
		}
	}
	if containers != 1 {
		t.Fatalf("%d containers listed of %d items", containers, len(items.Items.Edges))
	}

	ids := make([]string, 0, len(target))
	for _, c := range target {
		ids = append(ids, strconv.Itoa(c.ID))
	}
	g = s.graphql(t, "", `query($ids: [ID!]!) { casesByIds(ids: $ids) { id items { case { id alias } } } }`, map[string]any{"ids": ids[:min(3, len(ids))]})
	if len(g.Errors) > 0 {
		t.Fatalf("errors: %s", g.raw)
	}
	var cases struct {
		CasesByIds []struct {
			ID    string
			Items []struct{ Case struct{ ID, Alias string } }
		}
	}
	if err := json.Unmarshal(g.Data, &cases); err != nil {
		t.Fatal(err)
	}
	for _, c := range cases.CasesByIds {
		if len(c.Items) == 0 {
			t.Errorf("case %s: no contents", c.ID)
		}
		for _, ci := range c.Items {
			if ci.Case.ID != c.ID || ci.Case.Alias != alias[c.ID] {
				t.Errorf("an item of case %s names case %+v", c.ID, ci.Case)
			}
		}
	}
}
