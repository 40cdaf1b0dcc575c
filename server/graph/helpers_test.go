package graph

import (
	"context"
	"testing"
)

// unlisted stands for a node type nobody has written a visibility rule for.
type unlisted struct{}

func (unlisted) IsNode() {}

// node(id) hides a type until it has a rule (server/app's
// TestNodeCoversEveryType makes sure every real type has one).
func TestVisibleDeniesUnlistedTypes(t *testing.T) {
	n, err := (&Resolver{}).visible(context.Background(), unlisted{})
	if n != nil || err != nil {
		t.Fatalf("an unlisted node type is shown: %v %v", n, err)
	}
}
