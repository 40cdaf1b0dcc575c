package app_test

import (
	"strconv"
	"testing"

	"github.com/casefront/casefront/server/internal/testenv"
)

// The inventory header's count is the server's: drops still held, whoever
// looks, and the mutations that change it return it.
func TestHeldCountFollowsOpensAndSales(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, map[string]string{"DATABASE_URL": testenv.SQLiteURL(t)})
	u, tok := s.player(t, 5000)
	_, other := s.player(t, 0)
	held := func(token string) int {
		var out struct{ User struct{ HeldCount int } }
		s.graphql(t, token, `query($id: ID!) { user(id: $id) { heldCount } }`, map[string]any{"id": strconv.Itoa(u.ID)}).into(t, &out)
		return out.User.HeldCount
	}

	var open struct {
		OpenCase struct {
			Drops []struct{ ID string }
			User  struct{ HeldCount int }
		}
	}
	s.graphql(t, tok, `mutation { openCase(input: {caseAlias: "test-case", count: 3}) { drops { id } user { heldCount } } }`, nil).into(t, &open)
	if n := open.OpenCase.User.HeldCount; n != 3 {
		t.Fatalf("held after opening 3: %d", n)
	}

	var sold struct {
		SellDrops struct{ User struct{ HeldCount int } }
	}
	s.graphql(t, tok, `mutation($ids: [ID!]!) { sellDrops(ids: $ids) { user { heldCount } } }`,
		map[string]any{"ids": []string{open.OpenCase.Drops[0].ID}}).into(t, &sold)
	if n := sold.SellDrops.User.HeldCount; n != 2 {
		t.Fatalf("held after selling one: %d", n)
	}
	s.spinsStopped(t) // other players count the wins from here on
	if a, b := held(tok), held(other); a != 2 || b != 2 {
		t.Fatalf("held seen by the owner %d and another player %d, want 2", a, b)
	}
}
