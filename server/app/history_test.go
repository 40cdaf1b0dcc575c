package app_test

import (
	"fmt"
	"net/http"
	"strconv"
	"testing"
)

type proofView struct {
	ServerSeedHash, ClientSeed string
	ServerSeed                 *string
}

type historyDrop struct {
	ID     string
	Nonce  int
	SoldAt *string
	Proof  *proofView
}

type historyPage struct {
	TotalCount int
	PageInfo   struct {
		HasNextPage bool
		EndCursor   *string
	}
	Edges []struct{ Node historyDrop }
}

// The sales history pages by cursor, last sold first whatever the order the
// drops were won in; each drop carries its roll's proof for its owner only,
// the server seed in it once rotated.
func TestSalesHistoryAndProofs(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	owner, tok := s.player(t, 10000)
	_, other := s.player(t, 0)
	if r := s.postJSON(t, "/case/open", tok, map[string]any{"alias": "test-case", "count": 3}); r.Status != http.StatusOK {
		t.Fatal(r)
	}
	var seed struct {
		FairSeed struct{ ServerSeedHash, ClientSeed string }
	}
	s.graphql(t, tok, `{ fairSeed { serverSeedHash clientSeed } }`, nil).into(t, &seed)

	const drops = `query($id: ID!) { userDrops(userId: $id, first: 10) { edges { node { id nonce proof { serverSeedHash clientSeed serverSeed } } } } }`
	var mine struct{ UserDrops historyPage }
	s.graphql(t, tok, drops, map[string]any{"id": owner.ID}).into(t, &mine)
	if len(mine.UserDrops.Edges) != 3 {
		t.Fatalf("drops: %+v", mine.UserDrops)
	}
	ids := make([]string, 3) // newest first
	for i, e := range mine.UserDrops.Edges {
		ids[i] = e.Node.ID
		if p := e.Node.Proof; p == nil || p.ServerSeedHash != seed.FairSeed.ServerSeedHash || p.ClientSeed != seed.FairSeed.ClientSeed || p.ServerSeed != nil {
			t.Fatalf("owner's proof of %s: %+v", e.Node.ID, p)
		}
	}
	var theirs struct{ UserDrops historyPage }
	s.graphql(t, other, drops, map[string]any{"id": owner.ID}).into(t, &theirs)
	for _, e := range theirs.UserDrops.Edges {
		if e.Node.Proof != nil {
			t.Fatalf("another player sees the proof of %s: %+v", e.Node.ID, e.Node.Proof)
		}
	}

	// Sold newest, oldest, middle: listed middle, oldest, newest.
	for _, id := range []string{ids[0], ids[2], ids[1]} {
		n, _ := strconv.Atoi(id)
		if r := s.postJSON(t, "/sell_list", tok, map[string]any{"ids": []int{n}}); r.Status != http.StatusOK {
			t.Fatalf("sell %s: %s", id, r)
		}
	}
	const sales = `query($after: Cursor) { salesHistory(first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id soldAt } } } }`
	var p1, p2 struct{ SalesHistory historyPage }
	s.graphql(t, tok, sales, nil).into(t, &p1)
	if got := p1.SalesHistory; got.TotalCount != 3 || !got.PageInfo.HasNextPage || len(got.Edges) != 2 ||
		got.Edges[0].Node.ID != ids[1] || got.Edges[1].Node.ID != ids[2] || got.Edges[0].Node.SoldAt == nil {
		t.Fatalf("first page %+v, want %s then %s", got, ids[1], ids[2])
	}
	s.graphql(t, tok, sales, map[string]any{"after": *p1.SalesHistory.PageInfo.EndCursor}).into(t, &p2)
	if got := p2.SalesHistory; got.PageInfo.HasNextPage || len(got.Edges) != 1 || got.Edges[0].Node.ID != ids[0] {
		t.Fatalf("second page %+v, want %s", got, ids[0])
	}
	// A cursor is the viewer's own sale, and the list is the viewer's.
	if g := s.graphql(t, other, sales, map[string]any{"after": *p1.SalesHistory.PageInfo.EndCursor}); g.code(t) != "api.validation" {
		t.Fatalf("another player's cursor: %s", g.raw)
	}
	if g := s.graphql(t, "", `{ salesHistory { totalCount } }`, nil); g.code(t) != "api.no_auth" {
		t.Fatalf("anonymous sales: %s", g.raw)
	}

	// Rotated, the proof carries the server seed the verifier needs.
	var rot struct {
		RotateServerSeed struct{ Revealed struct{ ServerSeed string } }
	}
	s.graphql(t, tok, `mutation { rotateServerSeed { revealed { serverSeed } } }`, nil).into(t, &rot)
	s.graphql(t, tok, drops, map[string]any{"id": owner.ID}).into(t, &mine)
	for _, e := range mine.UserDrops.Edges {
		if p := e.Node.Proof; p == nil || p.ServerSeed == nil || *p.ServerSeed != rot.RotateServerSeed.Revealed.ServerSeed {
			t.Fatalf("proof after rotation: %+v", p)
		}
	}
	// The verifier agrees with the proof of a drop.
	d := mine.UserDrops.Edges[0].Node
	var v struct {
		VerifyRoll struct{ ServerSeedHash string }
	}
	s.graphql(t, tok, fmt.Sprintf(`{ verifyRoll(input: {serverSeed: %q, clientSeed: %q, nonce: %d}) { serverSeedHash } }`,
		*d.Proof.ServerSeed, d.Proof.ClientSeed, d.Nonce), nil).into(t, &v)
	if v.VerifyRoll.ServerSeedHash != d.Proof.ServerSeedHash {
		t.Fatalf("verified hash %q, proof %q", v.VerifyRoll.ServerSeedHash, d.Proof.ServerSeedHash)
	}
	s.noErrorLogs(t)
}
