package app_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/casegroup"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/server/catalog"
)

// A group's cases are the same list however the group is reached: enabled
// cases only, in order, at most catalog.MaxGroupCases (what their cost
// counts).
func TestGroupCasesAreTheHomePageList(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	ctx := context.Background()
	db := s.App.DB
	g := db.CaseGroup.Query().Where(casegroup.Name("Tests")).OnlyX(ctx)
	// More than the bound, sorted against their ids, some disabled.
	for i := range catalog.MaxGroupCases + 10 {
		db.LootCase.Create().SetAlias(fmt.Sprintf("extra-%d", i)).SetName("Extra").SetPrice(100).
			SetSort(1000 - i).SetEnabled(i%7 != 3).SetGroupID(g.ID).ExecX(ctx)
	}

	type cases []struct {
		Alias string `json:"alias"`
	}
	var out struct {
		CaseGroups []struct {
			Name  string `json:"name"`
			Cases cases  `json:"cases"`
			Again cases  `json:"again"`
		} `json:"caseGroups"`
		CaseByAlias struct {
			Group struct {
				Cases cases `json:"cases"`
			} `json:"group"`
		} `json:"caseByAlias"`
	}
	s.graphql(t, "", `{
		caseGroups { name cases { alias } again: cases { alias } }
		caseByAlias(alias: "test-case") { group { cases { alias } } }
	}`, nil).into(t, &out)
	if len(out.CaseGroups) != 1 || out.CaseGroups[0].Name != "Tests" {
		t.Fatalf("case groups: %+v", out.CaseGroups)
	}
	home := out.CaseGroups[0].Cases
	if len(home) != catalog.MaxGroupCases {
		t.Fatalf("the home page lists %d cases of the group, want %d", len(home), catalog.MaxGroupCases)
	}
	disabled := db.LootCase.Query().Where(lootcase.Enabled(false)).AllX(ctx)
	for _, c := range home {
		if slices.ContainsFunc(disabled, func(d *ent.LootCase) bool { return d.Alias == c.Alias }) {
			t.Fatalf("the home page lists the disabled case %s", c.Alias)
		}
	}
	for name, got := range map[string]cases{"aliased": out.CaseGroups[0].Again, "a case's group": out.CaseByAlias.Group.Cases} {
		if !slices.Equal(got, home) {
			t.Errorf("%s: %d cases %v, want the home page's %v", name, len(got), got, home)
		}
	}
}
