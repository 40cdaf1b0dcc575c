package persisted

import (
	"context"
	"testing"
)

func TestTheClientsOperationsAreKnownByTheirHash(t *testing.T) {
	if len(Client()) == 0 {
		t.Fatal("no persisted operations embedded (run the client's relay compiler)")
	}
	// Parse checked every id against its text when the package loaded.
	for id, text := range Client() {
		if got, ok := Client().Get(context.Background(), id); !ok || got != text {
			t.Fatalf("Get(%s) = %q, %v", id, got, ok)
		}
	}
}

func TestParseWantsEachIDToBeTheHashOfItsText(t *testing.T) {
	if _, err := Parse([]byte(`{"0000": "query { x }"}`)); err == nil {
		t.Fatal("a wrong id was accepted")
	}
	if _, err := Parse([]byte(`["query { x }"]`)); err == nil {
		t.Fatal("a list was accepted")
	}
	m, err := Parse([]byte(`{"2d711642b726b04401627ca9fbac32f5c8530fb1903cc4db02258717921a4881": "x"}`))
	if err != nil || m["2d711642b726b04401627ca9fbac32f5c8530fb1903cc4db02258717921a4881"] != "x" {
		t.Fatalf("the SHA-256 of its text was refused: %v %v", m, err)
	}
}

func TestAddRemembersNothing(t *testing.T) {
	q := Queries{}
	q.Add(context.Background(), "id", "query { x }")
	if _, ok := q.Get(context.Background(), "id"); ok {
		t.Fatal("Add stored an operation")
	}
}
