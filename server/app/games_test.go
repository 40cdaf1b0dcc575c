package app_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/casefront/casefront/ent/customization"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/internal/testdb"
)

// A contract over REST: the spec's calls, the rules first, three items in,
// one out from the published table, in the history; refusals spend nothing.
func TestContractOverREST(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	testdb.WithLadder(t, s.App.DB, 60)
	u, tok := s.player(t, 0)
	ids := []int{testdb.Give(t, s.App.DB, u, testRedline).ID, testdb.Give(t, s.App.DB, u, testRedline).ID,
		testdb.Give(t, s.App.DB, u, testRedline).ID}

	type infoView struct {
		Data struct {
			MinItems      int  `json:"min_items"`
			MaxItems      int  `json:"max_items"`
			RulesAccepted bool `json:"rules_accepted"`
			Playable      bool `json:"playable"`
			Modes         []struct {
				Mode string `json:"mode"`
			} `json:"modes"`
		} `json:"data"`
	}
	info := decodeAs[infoView](t, s.get(t, "/api/contract/info", tok), http.StatusOK).Data
	if info.MinItems != 3 || info.MaxItems != 10 || info.RulesAccepted || !info.Playable || len(info.Modes) != 3 {
		t.Fatalf("info %+v", info)
	}
	if got := decodeAs[struct {
		Meta struct{ Total int } `json:"meta"`
	}](t, s.get(t, "/api/contract/user-items", tok), http.StatusOK); got.Meta.Total != 3 {
		t.Errorf("user items: %+v", got)
	}

	type tableView struct {
		Data struct {
			Stake         any `json:"stake"`
			Target        any `json:"target"`
			ExpectedValue any `json:"expected_value"`
			Outcomes      []struct {
				Item struct {
					MarketHashName string `json:"market_hash_name"`
				} `json:"item"`
				From, To int64
			} `json:"outcomes"`
		} `json:"data"`
	}
	q := "/api/contract/upgrade-items?mode=safe&ids=" + strconv.Itoa(ids[0]) + "," + strconv.Itoa(ids[1]) + "," + strconv.Itoa(ids[2])
	table := decodeAs[tableView](t, s.get(t, q, tok), http.StatusOK).Data
	if cents(t, table.Stake) != 1500 || cents(t, table.Target) != 1425 || cents(t, table.ExpectedValue) > 1425 || len(table.Outcomes) < 2 {
		t.Fatalf("table %+v", table)
	}
	if bare := decodeAs[tableView](t, s.get(t, "/api/contract/upgrade-items?stake=15", ""), http.StatusOK).Data; cents(t, bare.Stake) != 1500 {
		t.Errorf("a bare stake's table: %+v", bare)
	}

	body := map[string]any{"ids": ids, "mode": "safe", "delay": 500}
	// The rules come first: refused, nothing spent.
	wantAPIError(t, s.postJSON(t, "/api/contract/create", tok, body), http.StatusForbidden, apperr.Forbidden.Key)
	for _, bad := range []map[string]any{
		{"ids": ids[:2]}, {"ids": ids, "mode": "wild"}, {"ids": ids, "bullets_amount": -1}, {"ids": "1,2"},
	} {
		wantAPIError(t, s.postJSON(t, "/api/contract/create", tok, bad), http.StatusUnprocessableEntity, apperr.Validation.Key)
	}
	wantAPIError(t, s.postJSON(t, "/api/contract/understand", "", nil), http.StatusUnauthorized, apperr.NoAuth.Key)
	decodeAs[any](t, s.postJSON(t, "/api/contract/understand", tok, nil), http.StatusOK)

	type playView struct {
		Data struct {
			Contract struct {
				ID       int   `json:"id"`
				Ticket   int64 `json:"ticket"`
				Nonce    int64 `json:"nonce"`
				Outcomes []struct {
					Item struct {
						MarketHashName string `json:"market_hash_name"`
					} `json:"item"`
					From int64 `json:"from"`
					To   int64 `json:"to"`
				} `json:"outcomes"`
				Given  []struct{ ID int } `json:"given"`
				Result struct {
					MarketHashName string `json:"market_hash_name"`
				} `json:"result"`
			} `json:"contract"`
		} `json:"data"`
	}
	play := decodeAs[playView](t, s.postJSON(t, "/api/contract/create", tok, body), http.StatusOK).Data.Contract
	drawn := ""
	for _, o := range play.Outcomes {
		if play.Ticket >= o.From && play.Ticket < o.To {
			drawn = o.Item.MarketHashName
		}
	}
	if drawn == "" || drawn != play.Result.MarketHashName || len(play.Given) != 3 {
		t.Fatalf("ticket %d drew %q, the result is %q (%d given)", play.Ticket, drawn, play.Result.MarketHashName, len(play.Given))
	}
	// Given once: the same items cannot make a second contract.
	wantAPIError(t, s.postJSON(t, "/api/contract/create", tok, body), http.StatusConflict, apperr.ItemAlreadySold.Key)

	hist := decodeAs[struct {
		Data []struct {
			ID     int   `json:"id"`
			Ticket int64 `json:"ticket"`
		} `json:"data"`
	}](t, s.get(t, "/api/user/history/contracts", tok), http.StatusOK).Data
	if len(hist) != 1 || hist[0].ID != play.ID || hist[0].Ticket != play.Ticket {
		t.Errorf("history %+v", hist)
	}
}

// The same game over GraphQL, and a contract is its owner's alone.
func TestContractOverGraphQL(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	testdb.WithLadder(t, s.App.DB, 60)
	u, tok := s.player(t, 0)
	_, otherTok := s.player(t, 0)
	var ids []string
	for i := 0; i < 3; i++ {
		ids = append(ids, strconv.Itoa(testdb.Give(t, s.App.DB, u, testRedline).ID))
	}
	create := `mutation($ids: [ID!]!) { createContract(input: {dropIds: $ids, mode: risky}) {
		contract { id stake expectedValue ticket outcomes { item { marketHashName } from to chance } result { item { marketHashName } } given { id } }
		user { bullets } } }`
	if code := s.graphql(t, tok, create, map[string]any{"ids": ids}).code(t); code != apperr.Forbidden.Key {
		t.Fatalf("before the rules: %s", code)
	}
	var accepted struct{ AcceptContractRules struct{ RulesAccepted bool } }
	s.graphql(t, tok, `mutation { acceptContractRules { rulesAccepted } }`, nil).into(t, &accepted)
	if !accepted.AcceptContractRules.RulesAccepted {
		t.Fatal("rules not recorded")
	}
	var played struct {
		CreateContract struct {
			Contract struct {
				ID            string
				Stake         string
				ExpectedValue string
				Ticket        int
				Outcomes      []struct {
					Item     struct{ MarketHashName string }
					From, To int
					Chance   int
				}
				Result struct {
					Item struct{ MarketHashName string }
				}
				Given []struct{ ID string }
			}
		}
	}
	s.graphql(t, tok, create, map[string]any{"ids": ids}).into(t, &played)
	c := played.CreateContract.Contract
	sum, drawn := 0, ""
	for _, o := range c.Outcomes {
		sum += o.Chance
		if c.Ticket >= o.From && c.Ticket < o.To {
			drawn = o.Item.MarketHashName
		}
	}
	if c.Stake != "15.00" || sum != 1_000_000 || drawn != c.Result.Item.MarketHashName || len(c.Given) != 3 {
		t.Fatalf("contract %+v", c)
	}
	var hist struct {
		ContractHistory struct {
			TotalCount int
			Edges      []struct {
				Node struct {
					Outcomes []struct{ Chance int }
				}
			}
		}
	}
	s.graphql(t, tok, `{ contractHistory(first: 5) { totalCount edges { node { outcomes { chance } } } } }`, nil).into(t, &hist)
	if hist.ContractHistory.TotalCount != 1 || len(hist.ContractHistory.Edges[0].Node.Outcomes) != len(c.Outcomes) {
		t.Errorf("history %+v", hist)
	}
	var n struct{ Node *struct{ ID string } }
	s.graphql(t, otherTok, `query($id: ID!) { node(id: $id) { id } }`, map[string]any{"id": c.ID}).into(t, &n)
	if n.Node != nil {
		t.Errorf("another player sees the contract: %+v", n.Node)
	}
	if code := s.graphql(t, tok, `{ contractOutcomes(stake: "0.01") { stake } }`, nil).code(t); code != apperr.Validation.Key {
		t.Errorf("a 1¢ stake has a table: %s", code)
	}
}

// The skin changer over REST and GraphQL: targets within the credit, the
// difference to the balance, the public feed without the difference.
func TestChangerOnBothTransports(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	u, tok := s.player(t, 0)
	a := testdb.Give(t, s.App.DB, u, testRedline).ID
	b := testdb.Give(t, s.App.DB, u, testRedline).ID
	// What the player wears goes with them onto the change feed.
	ring := s.App.DB.Customization.Create().SetSlug("changer-ring").SetName("Ring").SetType(customization.TypeBorder).SaveX(context.Background())
	s.App.DB.User.UpdateOneID(u.ID).SetLevel(12).SetBorderID(ring.ID).ExecX(context.Background())

	targets := decodeAs[struct {
		Data []struct {
			MarketHashName string `json:"market_hash_name"`
		} `json:"data"`
		Meta struct {
			Total  int `json:"total"`
			Credit any `json:"credit"`
		} `json:"meta"`
	}](t, s.postJSON(t, "/api/change/change-items", tok, map[string]any{"ids": []int{a, b}}), http.StatusOK)
	// $9.50 of credit reaches the $5 AK and the $0.10 P250, not the knife; dearest first.
	if cents(t, targets.Meta.Credit) != 950 || targets.Meta.Total != 2 || targets.Data[0].MarketHashName != testRedline {
		t.Fatalf("targets %+v", targets)
	}
	wantAPIError(t, s.postJSON(t, "/api/change/change", tok, map[string]any{"ids": []int{a}, "market_hash_name": testRedline}),
		http.StatusUnprocessableEntity, apperr.Validation.Key)
	wantAPIError(t, s.postJSON(t, "/api/change/change", "", map[string]any{"ids": []int{a}, "market_hash_name": testP250}),
		http.StatusUnauthorized, apperr.NoAuth.Key)

	res := decodeAs[struct {
		Data struct {
			Change struct {
				Difference any `json:"difference"`
				Result     struct {
					MarketHashName string `json:"market_hash_name"`
				} `json:"result"`
			} `json:"change"`
			Balance any `json:"balance"`
		} `json:"data"`
	}](t, s.postJSON(t, "/api/change/change", tok, map[string]any{"ids": []int{a, b}, "market_hash_name": testRedline}), http.StatusOK).Data
	if cents(t, res.Change.Difference) != 450 || cents(t, res.Balance) != 450 || s.balance(t, tok) != 450 || res.Change.Result.MarketHashName != testRedline {
		t.Fatalf("change %+v", res)
	}

	feed := decodeAs[struct {
		Data []map[string]any `json:"data"`
	}](t, s.get(t, "/api/change/change-feed", ""), http.StatusOK).Data
	if len(feed) != 1 || len(feed[0]["given"].([]any)) != 2 {
		t.Fatalf("feed %+v", feed)
	}
	if _, leaks := feed[0]["difference"]; leaks {
		t.Error("the public feed shows the balance difference")
	}
	if feed[0]["level"] != json.Number("12") || feed[0]["border_id"] != json.Number(strconv.Itoa(ring.ID)) || feed[0]["hood_id"] != nil {
		t.Errorf("the feed's wear: level %v border %v hood %v", feed[0]["level"], feed[0]["border_id"], feed[0]["hood_id"])
	}

	// GraphQL: the same service.
	c := testdb.Give(t, s.App.DB, u, testRedline).ID
	var g struct {
		ChangeTargets struct {
			Credit string
			Items  struct{ TotalCount int }
		}
		ChangeFeed []struct {
			Nickname string
			Level    int
			BorderID *int
			Target   struct{ MarketHashName string }
		}
	}
	s.graphql(t, tok, `query($ids: [ID!]!) { changeTargets(dropIds: $ids, first: 10) { credit items { totalCount } }
		changeFeed { nickname level borderId target { marketHashName } } }`, map[string]any{"ids": []string{strconv.Itoa(c)}}).into(t, &g)
	if g.ChangeTargets.Credit != "4.75" || g.ChangeTargets.Items.TotalCount != 1 || len(g.ChangeFeed) != 1 ||
		g.ChangeFeed[0].Level != 12 || g.ChangeFeed[0].BorderID == nil || *g.ChangeFeed[0].BorderID != ring.ID {
		t.Fatalf("graph %+v", g)
	}
	var m struct {
		ChangeSkins struct {
			Change struct{ Difference string }
			User   struct{ Balance string }
		}
	}
	s.graphql(t, tok, `mutation($ids: [ID!]!) { changeSkins(input: {dropIds: $ids, target: "P250 | Sand Dune (Field-Tested)"}) {
		change { difference } user { balance } } }`, map[string]any{"ids": []string{strconv.Itoa(c)}}).into(t, &m)
	if m.ChangeSkins.Change.Difference != "4.65" || m.ChangeSkins.User.Balance != "9.15" {
		t.Fatalf("changeSkins %+v", m)
	}
	restricted, rtok := s.player(t, 0)
	s.App.DB.User.UpdateOneID(restricted.ID).SetSelfBanUntil(time.Now().Add(time.Hour)).ExecX(t.Context())
	d := testdb.Give(t, s.App.DB, restricted, testRedline).ID
	if code := s.graphql(t, rtok, `mutation($ids: [ID!]!) { changeSkins(input: {dropIds: $ids, target: "P250 | Sand Dune (Field-Tested)"}) { user { balance } } }`,
		map[string]any{"ids": []string{strconv.Itoa(d)}}).code(t); code != apperr.SelfBanned.Key {
		t.Errorf("a self-banned player changed: %s", code)
	}
}

// A visitor subscribed to the change feed sees a change once its animation
// has ended, with what was given and taken.
func TestChangeFeedSubscription(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	u, tok := s.player(t, 0)
	ws := connectWS(t, s, "graphql-transport-ws", "")
	ws.subscribe("changes", `subscription { changeFeed { changeId nickname given { marketHashName } target { marketHashName price } } }`)
	type entry struct {
		ChangeFeed struct {
			ChangeID string
			Nickname string
			Given    []struct{ MarketHashName string }
			Target   struct {
				MarketHashName string
				Price          string
			}
		}
	}
	// The subscription is live shortly after the subscribe message (the
	// protocol has no acknowledgement): change again until one arrives.
	for range 8 {
		d := testdb.Give(t, s.App.DB, u, testRedline).ID
		res := decodeAs[struct {
			Data struct {
				Change struct{ ID int } `json:"change"`
			} `json:"data"`
		}](t, s.postJSON(t, "/api/change/change", tok, map[string]any{"ids": []int{d}, "market_hash_name": testP250, "delay": 100}), http.StatusOK)
		var ev entry
		deadline := time.Now().Add(time.Second)
		for time.Now().Before(deadline) {
			if !ws.nextData("changes", time.Until(deadline), &ev) {
				break
			}
			if ev.ChangeFeed.ChangeID != strconv.Itoa(res.Data.Change.ID) {
				continue
			}
			if ev.ChangeFeed.Nickname != u.Nickname || len(ev.ChangeFeed.Given) != 1 || ev.ChangeFeed.Given[0].MarketHashName != testRedline ||
				ev.ChangeFeed.Target.MarketHashName != testP250 || ev.ChangeFeed.Target.Price != "0.10" {
				t.Fatalf("entry %+v", ev.ChangeFeed)
			}
			return
		}
	}
	t.Fatal("no change arrived on the change feed")
}
