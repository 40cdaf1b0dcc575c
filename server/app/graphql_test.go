package app_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/casefront/casefront/server/internal/testenv"
)

type gqlDrop struct {
	ID     string
	Nonce  int
	Ticket int
	Price  string
	Item   struct{ MarketHashName string }
}

type gqlOpen struct {
	OpenCase struct {
		Cost  string
		Drops []gqlDrop
		User  struct {
			ID      string
			Balance string
		}
		FairSeed struct {
			Nonce          int
			ServerSeedHash string
			ClientSeed     string
		}
	}
}

const openCaseMutation = `mutation Open($alias: String!, $count: Int!) {
  openCase(input: {caseAlias: $alias, count: $count}) {
    cost
    drops { id nonce ticket price item { marketHashName } }
    user { id balance }
    fairSeed { nonce serverSeedHash clientSeed }
  }
}`

func TestGraphQLOpenCaseAndFairness(t *testing.T) {
	t.Parallel()
	for _, db := range testenv.Databases() {
		t.Run(db.Name, func(t *testing.T) { t.Parallel(); graphQLOpenCaseAndFairness(t, db.URL(t)) })
	}
}

func graphQLOpenCaseAndFairness(t *testing.T, dbURL string) {
	s := catalogServer(t, map[string]string{"DATABASE_URL": dbURL})
	u, tok := s.player(t, 5000)

	var seed struct {
		FairSeed struct {
			ServerSeedHash string
			ClientSeed     string
			Nonce          int
		}
	}
	s.graphql(t, tok, `{ fairSeed { serverSeedHash clientSeed nonce } }`, nil).into(t, &seed)
	shown := seed.FairSeed.ServerSeedHash
	if len(shown) != 64 || seed.FairSeed.Nonce != 0 {
		t.Fatalf("initial seed %+v", seed.FairSeed)
	}

	var one gqlOpen
	s.graphql(t, tok, openCaseMutation, map[string]any{"alias": "test-case", "count": 1}).into(t, &one)
	oc := one.OpenCase
	if len(oc.Drops) != 1 || oc.Cost != "10.00" || oc.User.Balance != "40.00" || oc.User.ID != strconv.Itoa(u.ID) {
		t.Fatalf("openCase: %+v", oc)
	}
	if oc.FairSeed.ServerSeedHash != shown || oc.FairSeed.Nonce != 1 || oc.Drops[0].Nonce != 0 {
		t.Fatalf("openCase fair seed %+v drop nonce %d, want hash %s advanced to nonce 1", oc.FairSeed, oc.Drops[0].Nonce, shown)
	}
	if p, ok := testItems[oc.Drops[0].Item.MarketHashName]; !ok || cents(t, oc.Drops[0].Price) != p {
		t.Fatalf("drop %+v is not a test-case item at its price", oc.Drops[0])
	}
	var more gqlOpen
	s.graphql(t, tok, openCaseMutation, map[string]any{"alias": "test-case", "count": 3}).into(t, &more)
	drops := append(oc.Drops, more.OpenCase.Drops...)
	if len(drops) != 4 || more.OpenCase.User.Balance != "10.00" {
		t.Fatalf("second openCase: %+v", more.OpenCase)
	}

	// Not enough money left for two: refused with the api key, nothing spent.
	g := s.graphql(t, tok, openCaseMutation, map[string]any{"alias": "test-case", "count": 2})
	if c := g.code(t); c != "api.not_enough_money" {
		t.Fatalf("code %q, want api.not_enough_money: %s", c, g.raw)
	}
	if b := s.balance(t, tok); b != 1000 {
		t.Fatalf("refused openCase changed the balance to %d", b)
	}
	for alias, code := range map[string]string{"off-case": "api.case_disabled", "nope": "api.not_found"} {
		if c := s.graphql(t, tok, openCaseMutation, map[string]any{"alias": alias, "count": 1}).code(t); c != code {
			t.Fatalf("openCase %s: code %q, want %s", alias, c, code)
		}
	}
	if c := s.graphql(t, tok, openCaseMutation, map[string]any{"alias": "test-case", "count": 11}).code(t); c != "api.validation" {
		t.Fatalf("count 11: code %q, want api.validation", c)
	}

	// Rotating reveals the seed behind the hash shown before the rolls.
	var rot struct {
		RotateServerSeed struct {
			Revealed struct {
				ServerSeed, ServerSeedHash, ClientSeed string
				Nonce                                  int
			}
			FairSeed struct {
				ServerSeedHash string
				Nonce          int
			}
		}
	}
	s.graphql(t, tok, `mutation { rotateServerSeed {
	  revealed { serverSeed serverSeedHash clientSeed nonce }
	  fairSeed { serverSeedHash nonce } } }`, nil).into(t, &rot)
	rv := rot.RotateServerSeed.Revealed
	sum := sha256.Sum256([]byte(rv.ServerSeed))
	if hex.EncodeToString(sum[:]) != shown || rv.ServerSeedHash != shown || rv.ClientSeed != seed.FairSeed.ClientSeed || rv.Nonce != 4 {
		t.Fatalf("revealed %+v does not match the committed hash %s / client seed %s / 4 rolls", rv, shown, seed.FairSeed.ClientSeed)
	}
	if next := rot.RotateServerSeed.FairSeed; next.ServerSeedHash == shown || next.Nonce != 0 {
		t.Fatalf("new seed %+v reuses the revealed one", next)
	}

	// Every drop recomputes from the revealed seeds, in GraphQL and in REST.
	for _, d := range drops {
		var v struct {
			VerifyRoll struct {
				ServerSeedHash string
				Ticket         int
				Item           struct{ MarketHashName string }
			}
		}
		s.graphql(t, "", `query V($in: VerifyRollInput!) { verifyRoll(input: $in) { serverSeedHash ticket item { marketHashName } } }`,
			map[string]any{"in": map[string]any{"serverSeed": rv.ServerSeed, "clientSeed": rv.ClientSeed, "nonce": d.Nonce, "caseAlias": "test-case"}}).into(t, &v)
		if v.VerifyRoll.Item.MarketHashName != d.Item.MarketHashName || v.VerifyRoll.Ticket != d.Ticket || v.VerifyRoll.ServerSeedHash != shown {
			t.Fatalf("verifyRoll nonce %d: %+v, drop was %s ticket %d", d.Nonce, v.VerifyRoll, d.Item.MarketHashName, d.Ticket)
		}

		q := url.Values{"server_seed": {rv.ServerSeed}, "client_seed": {rv.ClientSeed}, "nonce": {strconv.Itoa(d.Nonce)}, "case": {"test-case"}}
		type verifyView struct {
			Data struct {
				ServerSeedHash string `json:"server_seed_hash"`
				Ticket         int    `json:"ticket"`
				Item           struct {
					MarketHashName string `json:"market_hash_name"`
				} `json:"item"`
			} `json:"data"`
		}
		rest := decodeAs[verifyView](t, s.get(t, "/fair/verify?"+q.Encode(), ""), http.StatusOK).Data
		if rest.Item.MarketHashName != d.Item.MarketHashName || rest.Ticket != d.Ticket || rest.ServerSeedHash != shown {
			t.Fatalf("GET /fair/verify nonce %d: %+v, drop was %s ticket %d", d.Nonce, rest, d.Item.MarketHashName, d.Ticket)
		}
	}
}

func TestGraphQLPrivateFields(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	owner, ownerTok := s.player(t, 1234)
	_, otherTok := s.player(t, 99)

	type userView struct {
		User *struct {
			ID       string
			Nickname string
			Balance  *string
		}
	}
	q := `query U($id: ID!) { user(id: $id) { id nickname balance } }`
	vars := map[string]any{"id": strconv.Itoa(owner.ID)}
	for name, tok := range map[string]string{"other player": otherTok, "anonymous": ""} {
		var v userView
		s.graphql(t, tok, q, vars).into(t, &v)
		if v.User == nil || v.User.Nickname != "Tester" || v.User.Balance != nil {
			t.Fatalf("%s sees %+v, want the profile without balance", name, v.User)
		}
	}
	var v userView
	s.graphql(t, ownerTok, q, vars).into(t, &v)
	if v.User == nil || v.User.Balance == nil || *v.User.Balance != "12.34" {
		t.Fatalf("owner sees %+v, want balance 12.34", v.User)
	}
}

// nestedQuery builds a query exactly depth levels deep by walking
// case -> items -> case -> ... and ending on a scalar.
func nestedQuery(depth int) string {
	var b strings.Builder
	b.WriteString(`{ caseByAlias(alias: "test-case") {`)
	for i := 2; i < depth; i++ {
		if i%2 == 0 {
			b.WriteString(" items {")
		} else {
			b.WriteString(" case {")
		}
	}
	b.WriteString(" id")
	b.WriteString(strings.Repeat(" }", depth-1))
	b.WriteString(" }")
	return b.String()
}

func TestGraphQLDepthLimit(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	// Every cycle of the schema goes through a case's contents, so a query
	// at the depth limit is refused for its cost (contents of contents of
	// ...), never for its depth; one level less is answered.
	var ok struct{ CaseByAlias *struct{ ID string } }
	s.graphql(t, "", nestedQuery(4), nil).into(t, &ok)
	if ok.CaseByAlias == nil {
		t.Fatal("a shallow nested query was not answered")
	}
	if g := s.graphql(t, "", nestedQuery(12), nil); g.code(t) != "api.validation" || g.Errors[0].Extensions["limit"] != "complexity" {
		t.Fatalf("depth 12: want the complexity limit, not the depth limit: %s", g.raw)
	}
	for _, depth := range []int{13, 20} {
		g := s.graphql(t, "", nestedQuery(depth), nil)
		if c := g.code(t); c != "api.validation" || g.Errors[0].Extensions["limit"] != "depth" {
			t.Fatalf("depth %d: code %q, want api.validation (depth): %s", depth, c, g.raw)
		}
		if len(g.Data) > 0 && string(g.Data) != "null" {
			t.Fatalf("depth %d: data returned anyway: %s", depth, g.raw)
		}
	}
	// The same through a fragment, which must not hide the nesting.
	frag := `query { caseByAlias(alias: "test-case") { ...F } } fragment F on Case { items { case { items { case { items { case { items { case { items { case { items { case { id } } } } } } } } } } } } }`
	if c := s.graphql(t, "", frag, nil).code(t); c != "api.validation" {
		t.Fatalf("deep fragment: code %q, want api.validation", c)
	}
}

// userDrops pages newest first without gaps or repeats, in the same order as
// the REST inventory, even for drops won in one request (same timestamp).
// The cursor compares created_at in SQL, so this also checks that stored
// timestamps compare equal to the same time passed as a parameter.
func TestGraphQLUserDropsPagination(t *testing.T) {
	t.Parallel()
	for _, db := range testenv.Databases() {
		t.Run(db.Name, func(t *testing.T) { t.Parallel(); graphQLUserDropsPagination(t, db.URL(t)) })
	}
}

func graphQLUserDropsPagination(t *testing.T, dbURL string) {
	s := catalogServer(t, map[string]string{"DATABASE_URL": dbURL})
	u, tok := s.player(t, 10000)
	for _, count := range []int{3, 1, 4} {
		decodeAs[openResult](t, s.postJSON(t, "/case/open", tok, map[string]any{"alias": "test-case", "count": count}), http.StatusOK)
	}
	s.spinsStopped(t) // the anonymous reader below sees the wins
	restOrder := []string{}
	for _, d := range decodeAs[dropPage](t, s.get(t, "/user/me/drop", tok), http.StatusOK).Data {
		restOrder = append(restOrder, strconv.Itoa(d.ID))
	}

	var got []string
	var after any
	for page := 0; page < 10; page++ {
		var v struct {
			UserDrops struct {
				TotalCount int
				Edges      []struct{ Node struct{ ID string } }
				PageInfo   struct {
					HasNextPage bool
					EndCursor   *string
				}
			}
		}
		s.graphql(t, "", `query D($u: ID!, $after: Cursor) { userDrops(userId: $u, first: 3, after: $after) {
		  totalCount edges { node { id } } pageInfo { hasNextPage endCursor } } }`,
			map[string]any{"u": strconv.Itoa(u.ID), "after": after}).into(t, &v)
		if v.UserDrops.TotalCount != 8 {
			t.Fatalf("totalCount %d, want 8", v.UserDrops.TotalCount)
		}
		for _, e := range v.UserDrops.Edges {
			got = append(got, e.Node.ID)
		}
		if !v.UserDrops.PageInfo.HasNextPage {
			break
		}
		after = *v.UserDrops.PageInfo.EndCursor
	}
	if strings.Join(got, ",") != strings.Join(restOrder, ",") {
		t.Fatalf("graph pages %v, REST order %v", got, restOrder)
	}
}

// With account_level_hidden, only the owner sees the level, in the graph and over REST.
func TestHiddenAccountLevel(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	owner, ownerTok := s.player(t, 0)
	_, otherTok := s.player(t, 0)
	s.App.DB.User.UpdateOneID(owner.ID).SetLevel(42).SetXp(90000).SetAccountLevelHidden(true).ExecX(context.Background())

	type view struct{ User struct{ Level, Xp int } }
	q := `query U($id: ID!) { user(id: $id) { level xp } }`
	vars := map[string]any{"id": strconv.Itoa(owner.ID)}
	var v view
	s.graphql(t, otherTok, q, vars).into(t, &v)
	if v.User.Level != 0 || v.User.Xp != 0 {
		t.Fatalf("another player sees level %d xp %d", v.User.Level, v.User.Xp)
	}
	s.graphql(t, ownerTok, q, vars).into(t, &v)
	if v.User.Level != 42 || v.User.Xp != 90000 {
		t.Fatalf("owner sees level %d xp %d", v.User.Level, v.User.Xp)
	}
	r := s.get(t, "/api/user?id="+strconv.Itoa(owner.ID), otherTok)
	if !strings.Contains(string(r.Body), `"level":0`) {
		t.Fatalf("REST shows the hidden level: %s", r.Body)
	}
}
