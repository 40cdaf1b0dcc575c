package app_test

import (
	"context"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"entgo.io/ent/dialect"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/caseitem"
	"github.com/casefront/casefront/ent/migrate"
	"github.com/casefront/casefront/ent/user"
)

// openAt opens count test cases for token and moves the wins' feed_at (the
// moment the owner's roulette stops) to feedAt, so a test decides whether
// they are still spinning without racing the real spin length.
func (s *testServer) openAt(t *testing.T, token string, feedAt time.Time, count int) []restDrop {
	t.Helper()
	r := decodeAs[openResult](t, s.postJSON(t, "/case/open", token, map[string]any{"alias": "test-case", "count": count}), http.StatusOK)
	for _, d := range r.Data.Drops {
		s.setFeedAt(t, "id = ", d.ID, feedAt)
	}
	return r.Data.Drops
}

// spinsStopped ends every roulette still spinning: other players see the
// wins from here on.
func (s *testServer) spinsStopped(t *testing.T) {
	t.Helper()
	now := time.Now()
	s.setFeedAt(t, "feed_at > ", now, now.Add(-time.Millisecond))
}

// setFeedAt sets feed_at to at on the drops where "cond arg" holds. The
// schema keeps feed_at immutable; only a test moves the clock this way.
func (s *testServer) setFeedAt(t *testing.T, cond string, arg any, at time.Time) {
	t.Helper()
	q := "UPDATE drops SET feed_at = ? WHERE " + cond + "?"
	if s.App.DB.Dialect == dialect.Postgres {
		q = "UPDATE drops SET feed_at = $1 WHERE " + cond + "$2"
	}
	if tm, ok := arg.(time.Time); ok {
		arg = tm.UTC()
	}
	if _, err := s.App.DB.SQL.ExecContext(context.Background(), q, at.UTC(), arg); err != nil {
		t.Fatal(err)
	}
}

// A player's win shows to nobody else before its feed_at, the moment the
// owner's roulette stops, on any path: REST /user/drop, GraphQL userDrops,
// node(id) and heldCount. The owner sees it at once.
func TestOthersWinsHiddenUntilFeedAt(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	owner, ownerTok := s.player(t, 5000)
	_, otherTok := s.player(t, 0)
	uid := strconv.Itoa(owner.ID)

	shown := s.openAt(t, ownerTok, time.Now().Add(-time.Hour), 1)   // stopped long ago
	spinning := s.openAt(t, ownerTok, time.Now().Add(time.Hour), 2) // feed_at an hour ahead

	type view struct{ rest, gql, held, nodes int }
	sees := func(token string) view {
		t.Helper()
		var v view
		v.rest = decodeAs[dropPage](t, s.get(t, "/api/user/drop?user_id="+uid, token), http.StatusOK).Meta.Total
		var g struct {
			UserDrops struct {
				TotalCount int
				Edges      []struct{ Node struct{ ID string } }
			}
			User struct{ HeldCount int }
		}
		s.graphql(t, token, `query($id: ID!) { userDrops(userId: $id) { totalCount edges { node { id } } } user(id: $id) { heldCount } }`,
			map[string]any{"id": uid}).into(t, &g)
		if len(g.UserDrops.Edges) != g.UserDrops.TotalCount {
			t.Fatalf("userDrops: %d edges of %d", len(g.UserDrops.Edges), g.UserDrops.TotalCount)
		}
		v.gql, v.held = g.UserDrops.TotalCount, g.User.HeldCount
		for _, d := range append(shown, spinning...) {
			var n struct{ Node *struct{ ID string } }
			s.graphql(t, token, `query($id: ID!) { node(id: $id) { id ... on Drop { price } } }`, map[string]any{"id": strconv.Itoa(d.ID)}).into(t, &n)
			if n.Node != nil {
				v.nodes++
			}
		}
		return v
	}
	if v := sees(ownerTok); v != (view{3, 3, 3, 3}) {
		t.Errorf("the owner sees %+v, want all 3 everywhere", v)
	}
	if own := s.dropCount(t, ownerTok); own != 3 {
		t.Errorf("the owner's own inventory: %d", own)
	}
	for who, tok := range map[string]string{"another player": otherTok, "an anonymous visitor": ""} {
		if v := sees(tok); v != (view{1, 1, 1, 1}) {
			t.Errorf("%s sees %+v, want only the win whose roulette has stopped", who, v)
		}
	}
}

// GraphQL userDrops lists, filters and orders exactly as REST /user/drop
// does: newest first, onlyNew without the sold ones.
func TestUserDropsMatchesREST(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	owner, tok := s.player(t, 10000)
	uid := strconv.Itoa(owner.ID)
	drops := s.openAt(t, tok, time.Now().Add(-time.Hour), 5)
	if r := s.postJSON(t, "/sell_list", tok, map[string]any{"ids": []int{drops[2].ID}}); r.Status != http.StatusOK {
		t.Fatal(r)
	}
	for _, onlyNew := range []bool{false, true} {
		var rest []int
		for page := 1; page <= 3; page++ {
			p := decodeAs[dropPage](t, s.get(t, "/api/user/drop?user_id="+uid+"&limit=2&page="+strconv.Itoa(page)+"&new="+strconv.FormatBool(onlyNew), ""), http.StatusOK)
			for _, d := range p.Data {
				rest = append(rest, d.ID)
			}
		}
		var gql []int
		var after any
		for {
			var g struct {
				UserDrops struct {
					Edges []struct {
						Cursor string
						Node   struct{ ID string }
					}
					PageInfo struct{ HasNextPage bool }
				}
			}
			s.graphql(t, "", `query($id: ID!, $new: Boolean, $after: Cursor) { userDrops(userId: $id, onlyNew: $new, first: 2, after: $after) {
				edges { cursor node { id } } pageInfo { hasNextPage } } }`, map[string]any{"id": uid, "new": onlyNew, "after": after}).into(t, &g)
			for _, e := range g.UserDrops.Edges {
				id, _ := strconv.Atoi(e.Node.ID)
				gql = append(gql, id)
				after = e.Cursor
			}
			if !g.UserDrops.PageInfo.HasNextPage {
				break
			}
		}
		want := 5
		if onlyNew {
			want = 4
		}
		if len(rest) != want || !slices.Equal(rest, gql) || !slices.IsSortedFunc(rest, func(a, b int) int { return b - a }) {
			t.Errorf("onlyNew %v: REST %v, GraphQL %v; want the same %d, newest first", onlyNew, rest, gql, want)
		}
	}
}

// Out-of-range sizes and pages are refused on GraphQL as on REST, never
// clamped.
func TestGraphQLRefusesOutOfRangePages(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	u, tok := s.player(t, 100)
	for _, q := range []string{
		`{ transactions(page: 0) { page } }`,
		`{ transactions(page: -2) { page } }`,
		`{ transactions(page: 10001) { page } }`,
		`{ revealedSeeds(first: 0) { nonce } }`,
		`{ revealedSeeds(first: 101) { nonce } }`,
		`{ userDrops(userId: ` + strconv.Itoa(u.ID) + `, first: 101) { totalCount } }`,
		`{ userDrops(userId: ` + strconv.Itoa(u.ID) + `, first: -1) { totalCount } }`,
	} {
		g := s.graphql(t, tok, q, nil)
		if len(g.Errors) == 0 || g.code(t) != "api.validation" {
			t.Errorf("%s: %s", q, g.raw)
		}
	}
	var ok struct {
		Transactions  struct{ Page, Total int }
		RevealedSeeds []struct{ Nonce int }
	}
	s.graphql(t, tok, `{ transactions(page: 1) { page total } revealedSeeds(first: 100) { nonce } }`, nil).into(t, &ok)
	if ok.Transactions.Page != 1 || ok.Transactions.Total != 1 {
		t.Errorf("in range: %+v", ok)
	}
}

// The self-ban shows while it runs and not after, the same over REST
// (ban_until) and GraphQL (selfBanUntil).
func TestSelfBanUntilSameOnBothTransports(t *testing.T) {
	t.Parallel()
	s := startServer(t, nil)
	u, tok := s.player(t, 0)
	type restMe struct {
		Data struct {
			Banned   bool       `json:"is_blacklisted_selfban"`
			BanUntil *time.Time `json:"ban_until"`
		} `json:"data"`
	}
	var gql struct {
		Me struct{ SelfBanUntil *time.Time }
	}
	for _, c := range []struct {
		what  string
		until time.Time
		shown bool
	}{{"running", time.Now().Add(48 * time.Hour), true}, {"ended", time.Now().Add(-time.Minute), false}} {
		s.App.DB.User.UpdateOneID(u.ID).SetSelfBanUntil(c.until).ExecX(context.Background())
		rest := decodeAs[restMe](t, s.get(t, "/api/user/me", tok), http.StatusOK).Data
		s.graphql(t, tok, `{ me { selfBanUntil } }`, nil).into(t, &gql)
		g := gql.Me.SelfBanUntil
		if !c.shown {
			if rest.Banned || rest.BanUntil != nil || g != nil {
				t.Errorf("%s ban: REST %v %v, GraphQL %v; want none", c.what, rest.Banned, rest.BanUntil, g)
			}
			continue
		}
		if !rest.Banned || rest.BanUntil == nil || g == nil || !rest.BanUntil.Equal(*g) || g.Sub(c.until).Abs() > time.Millisecond {
			t.Errorf("%s ban: REST %v %v, GraphQL %v; want %v on both", c.what, rest.Banned, rest.BanUntil, g, c.until)
		}
	}
}

// node(id) reaches every node type Ent generates, each by an explicit rule
// (graph.visible): a type without one is hidden from everyone, so a new node
// type fails here until someone decides who may see it.
func TestNodeCoversEveryType(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	u, tok := s.player(t, 5000)
	ctx := context.Background()
	db := s.App.DB
	drop := s.openAt(t, tok, time.Now().Add(time.Hour), 1)[0] // the owner sees it mid-spin
	seed := db.FairSeed.Query().FirstX(ctx)
	ci := db.CaseItem.Query().WithItem().WithCase().Where(caseitem.HasCase()).FirstX(ctx)
	group := db.CaseGroup.Query().FirstX(ctx)
	up := db.Upgrade.Create().SetUserID(u.ID).SetTargetItemID(ci.Edges.Item.ID).SetTargetPrice(100).
		SetItemsValue(0).SetBullets(0).SetBalanceAmount(50).SetStake(50).SetChance(475_000).SetHouseEdgeBps(500).
		SetMode("low").SetSeedID(seed.ID).SetNonce(99).SetTicket(1).SetWon(false).SaveX(ctx)
	res := db.Drop.Create().SetUserID(u.ID).SetItemID(ci.Edges.Item.ID).SetPrice(100).SetNonce(0).SetTicket(0).SaveX(ctx)
	con := db.Contract.Create().SetUserID(u.ID).SetItemsValue(300).SetBullets(0).SetStake(300).SetMode("normal").
		SetHouseEdgeBps(500).SetExpectedValue(285).SetOutcomes(nil).SetSeedID(seed.ID).SetNonce(100).SetTicket(5).
		SetResultDropID(res.ID).SaveX(ctx)
	res2 := db.Drop.Create().SetUserID(u.ID).SetItemID(ci.Edges.Item.ID).SetPrice(100).SetNonce(0).SetTicket(0).SaveX(ctx)
	change := db.SkinChange.Create().SetUserID(u.ID).SetItemsValue(200).SetSpreadBps(500).SetCredit(190).
		SetTargetItemID(ci.Edges.Item.ID).SetTargetPrice(100).SetDifference(90).SetResultDropID(res2.ID).SaveX(ctx)
	pay := db.Payment.Create().SetReference("pay_visibility").SetUserID(u.ID).SetMethod("zen").SetGate("sandbox").
		SetAmount(500).SetExpiresAt(time.Now().Add(time.Hour)).SaveX(ctx)
	code := db.Promo.Create().SetCode("VISIBLE").SetType("money").SetAmount(100).SaveX(ctx)
	act := db.PromoActivation.Create().SetPromoID(code.ID).SetUserID(u.ID).SetCode(code.Code).SetType("money").SaveX(ctx)
	cat := db.BlogCategory.Create().SetSlug("visible").SaveX(ctx)
	tag := db.BlogTag.Create().SetSlug("visible").SetName("Visible").SaveX(ctx)
	banner := db.BlogBanner.Create().SetAuthType("authorized").SetPlaceType("blog_list").SetTitle("Visible").SaveX(ctx)
	post := db.BlogPost.Create().SetSlug("visible").SetLang("en").SetTitle("Visible").SetBody("x").SetBodyHTML("<p>x</p>").
		SetPublishedAt(time.Now().Add(-time.Hour)).SaveX(ctx)
	comment := db.BlogComment.Create().SetPostID(post.ID).SetUserID(u.ID).SetBody("mine").SaveX(ctx) // pending: its author sees it
	ticket := db.SupportTicket.Create().SetUserID(u.ID).SetSubject("Visible").SaveX(ctx)
	tc := db.SupportComment.Create().SetTicketID(ticket.ID).SetUserID(u.ID).SetAuthorID(u.ID).SetBody("help").SaveX(ctx)
	file := db.SupportAttachment.Create().SetTicketID(ticket.ID).SetCommentID(tc.ID).SetUserID(u.ID).SetKey("visible-key").
		SetName("a.png").SetContentType("image/png").SetSize(1).SaveX(ctx)
	note := db.Notification.Create().SetUserID(u.ID).SetKind("level_reward").SetParams(map[string]string{"level": "2"}).
		SetURL("/user/me").SetDedupKey("visibility").SaveX(ctx)
	rows := map[string]struct {
		id       int
		typename string
	}{
		"payments":            {pay.ID, "Payment"},
		"promo_activations":   {act.ID, "PromoActivation"},
		"contracts":           {con.ID, "Contract"},
		"skin_changes":        {change.ID, "SkinChange"},
		user.Table:            {u.ID, "User"},
		"cases":               {ci.Edges.Case.ID, "Case"},
		"case_groups":         {group.ID, "CaseGroup"},
		"case_items":          {ci.ID, "CaseItem"},
		"items":               {ci.Edges.Item.ID, "Item"},
		"fair_seeds":          {seed.ID, "FairSeed"},
		"drops":               {drop.ID, "Drop"},
		"upgrades":            {up.ID, "Upgrade"},
		"blog_categories":     {cat.ID, "BlogCategory"},
		"blog_tags":           {tag.ID, "BlogTag"},
		"blog_banners":        {banner.ID, "BlogBanner"},
		"blog_posts":          {post.ID, "BlogPost"},
		"blog_comments":       {comment.ID, "BlogComment"},
		"support_tickets":     {ticket.ID, "SupportTicket"},
		"support_comments":    {tc.ID, "SupportComment"},
		"support_attachments": {file.ID, "SupportAttachment"},
		"notifications":       {note.ID, "Notification"},
	}
	var nodeTables []string
	for _, tbl := range migrate.Tables {
		// Ent's node resolver names the tables it can load; any other is no node.
		_, err := db.Noder(ctx, 1, ent.WithFixedNodeType(tbl.Name))
		if err != nil && strings.Contains(err.Error(), "cannot resolve noder") {
			continue
		}
		nodeTables = append(nodeTables, tbl.Name)
	}
	t.Logf("node types: %v", nodeTables)
	if len(nodeTables) < len(rows) {
		t.Fatalf("found node types %v, fewer than this test knows", nodeTables)
	}
	for _, tbl := range nodeTables {
		row, ok := rows[tbl]
		if !ok {
			t.Errorf("node type %q has no rule in graph.visible (or no row in this test): decide who may see it", tbl)
			continue
		}
		var n struct {
			Node *struct {
				Typename string `json:"__typename"`
			}
		}
		s.graphql(t, tok, `query($id: ID!) { node(id: $id) { __typename } }`, map[string]any{"id": strconv.Itoa(row.id)}).into(t, &n)
		if n.Node == nil || n.Node.Typename != row.typename {
			t.Errorf("node(%s) of %s to its owner: %+v, want a %s", strconv.Itoa(row.id), tbl, n.Node, row.typename)
		}
	}
}

// "ak" finds the AK-47, not every StatTrak™ item, and both transports count
// the same.
func TestItemSearchCountSameOnBothTransports(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	s.App.DB.Item.Create().SetMarketHashName("StatTrak™ P250 | Sand Dune (Field-Tested)").SetStaticName("p250-sand-dune").
		SetName("P250 | Sand Dune").SetWeapon("P250").SetSkin("Sand Dune").SetExterior("Field-Tested").SetStattrak(true).
		SetRarity("milspec").SetPrice(20).ExecX(context.Background())
	rest := decodeAs[struct {
		Data []struct {
			MarketHashName string `json:"market_hash_name"`
		} `json:"data"`
		Meta struct{ Total int } `json:"meta"`
	}](t, s.get(t, "/api/items?search=ak", ""), http.StatusOK)
	var g struct{ Items struct{ TotalCount int } }
	s.graphql(t, "", `{ items(search: "AK", first: 5) { totalCount } }`, nil).into(t, &g)
	if rest.Meta.Total != 1 || g.Items.TotalCount != 1 || len(rest.Data) != 1 || !strings.HasPrefix(rest.Data[0].MarketHashName, "AK-47") {
		t.Fatalf("REST %+v, GraphQL %d: want the AK-47 alone", rest, g.Items.TotalCount)
	}
}
