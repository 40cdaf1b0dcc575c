package graph

import "testing"

// Every mutation writes, so every mutation is charged to a budget: a new
// one must name the REST budget it shares (or a new one).
func TestEveryMutationHasABudget(t *testing.T) {
	for _, f := range schema().Schema().Mutation.Fields {
		if _, ok := mutationBudgets[f.Name]; !ok && f.Name[:2] != "__" {
			t.Errorf("mutation %s has no rate-limit budget", f.Name)
		}
	}
}
