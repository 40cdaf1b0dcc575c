package app_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/store"
	"github.com/casefront/casefront/server/warehouse"
)

// The progression over REST: cases opened move the open_5_cases task,
// which is claimed once; the daily crystal is received once; bullets are
// spent in the warehouse and the draw verifies on /fair/verify; the
// special offers count what is left to take.
func TestProgressionREST(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := catalogServer(t, nil)
	if err := warehouse.SeedDemo(ctx, s.App.DB.Client); err != nil {
		t.Fatal(err)
	}
	u, tok := s.player(t, 100_00)

	wantAPIError(t, s.get(t, "/api/dailycrystal/list", ""), http.StatusUnauthorized, "api.no_auth")
	wantAPIError(t, s.postJSON(t, "/api/task/claim", "", map[string]any{"name": "open_5_cases"}), http.StatusUnauthorized, "api.no_auth")
	wantAPIError(t, s.get(t, "/api/user/special_offers", ""), http.StatusUnauthorized, "api.no_auth")

	type task struct {
		Name    string `json:"name"`
		State   string `json:"state"`
		Step    int    `json:"step"`
		Steps   int    `json:"steps"`
		Rewards []struct {
			Type  string `json:"type"`
			Value any    `json:"value"`
		} `json:"rewards"`
	}
	find := func(ts []task, name string) task {
		for _, x := range ts {
			if x.Name == name {
				return x
			}
		}
		t.Fatalf("no %s", name)
		return task{}
	}
	r := s.postJSON(t, "/api/task/claim", tok, map[string]any{"name": "open_5_cases"})
	if e := decodeAs[map[string]any](t, r, http.StatusUnprocessableEntity); e["error"] != "api.validation" || e["reason"] != "task_not_completed" || e["message"] == "" {
		t.Fatalf("early claim %v", e)
	}
	decodeAs[map[string]any](t, s.postJSON(t, "/api/case/open", tok, map[string]any{"alias": "test-case", "count": 5}), http.StatusOK)
	ts := decodeAs[struct{ Data []task }](t, s.get(t, "/api/tasks", tok), http.StatusOK).Data
	if x := find(ts, "open_5_cases"); x.State != "completed" || x.Step != 5 || x.Steps != 5 || x.Rewards[0].Type != "bullets" || x.Rewards[1].Type != "crystals" {
		t.Fatalf("task %+v", x)
	}
	type claimed struct {
		Data struct {
			Claimed []task `json:"claimed"`
			User    struct {
				Crystals int64 `json:"crystals"`
				Bullets  int64 `json:"bullets"`
			} `json:"user"`
		} `json:"data"`
	}
	c := decodeAs[claimed](t, s.postJSON(t, "/api/task/claim", tok, map[string]any{"name": "open_5_cases"}), http.StatusOK).Data
	if len(c.Claimed) != 1 || c.Claimed[0].State != "claimed" || c.User.Crystals != 50 || c.User.Bullets != 100 {
		t.Fatalf("claim %+v", c)
	}
	wantAPIError(t, s.postJSON(t, "/api/task/claim", tok, map[string]any{"name": "open_5_cases"}), http.StatusUnprocessableEntity, "api.validation")
	chk := decodeAs[struct{ Data task }](t, s.postJSON(t, "/api/task/check", tok, map[string]any{"name": "reach_level_5"}), http.StatusOK).Data
	if chk.Name != "reach_level_5" || chk.State != "in_progress" {
		t.Fatalf("check %+v", chk)
	}

	type crystalList struct {
		Data struct {
			Items []struct {
				RewardType string `json:"reward_type"`
				Received   bool   `json:"received"`
				Available  bool   `json:"available"`
			} `json:"items"`
			Crystals int64 `json:"crystals"`
		} `json:"data"`
	}
	l := decodeAs[crystalList](t, s.get(t, "/api/dailycrystal/list", tok), http.StatusOK).Data
	if len(l.Items) != 4 || l.Items[0].RewardType != "visit" || !l.Items[0].Available {
		t.Fatalf("list %+v", l)
	}
	got := decodeAs[crystalList](t, s.postJSON(t, "/api/dailycrystal/receive", tok, map[string]any{"reward_type": "visit"}), http.StatusOK).Data
	// cases_3 is met too (5 cases opened today).
	if !got.Items[0].Received || got.Items[0].Available || got.Crystals != 55 || !got.Items[2].Available {
		t.Fatalf("received %+v", got)
	}
	wantAPIError(t, s.postJSON(t, "/api/dailycrystal/receive", tok, map[string]any{"reward_type": "visit"}), http.StatusUnprocessableEntity, "api.validation")
	wantAPIError(t, s.postJSON(t, "/api/dailycrystal/receive", tok, map[string]any{"reward_type": 5}), http.StatusUnprocessableEntity, "api.validation")

	type offers struct {
		Data struct {
			DailyCrystals int `json:"daily_crystals"`
			Tasks         int `json:"tasks"`
			Count         int `json:"count"`
		} `json:"data"`
	}
	o := decodeAs[offers](t, s.get(t, "/api/user/special_offers", tok), http.StatusOK).Data
	if o.DailyCrystals != 1 || o.Tasks != 0 || o.Count < 1 {
		t.Fatalf("offers %+v", o)
	}

	// The warehouse: the task paid 100 bullets, short of the 500 pool; then more, granted as a reward would.
	wantAPIError(t, s.postJSON(t, "/api/warehouse/open", tok, map[string]any{"bullets": 500}), http.StatusPaymentRequired, "api.not_enough_bullets")
	wantAPIError(t, s.postJSON(t, "/api/warehouse/open", tok, map[string]any{}), http.StatusUnprocessableEntity, "api.validation")
	if err := store.WithTx(ctx, s.App.DB.Client, func(tx *ent.Tx) error {
		_, err := ledger.Apply(ctx, tx, ledger.Change{At: time.Now(), UserID: u.ID, Currency: ledger.Bullets, Delta: 100,
			Reason: "test_grant", IdemKey: "test_bullets:" + strconv.Itoa(u.ID)})
		return err
	}); err != nil {
		t.Fatal(err)
	}
	type opened struct {
		Data struct {
			Drop struct {
				ItemID int `json:"item_id"`
				Item   struct {
					ID int `json:"id"`
				} `json:"item"`
				Roll string `json:"roll"`
			} `json:"drop"`
			Nonce          int    `json:"nonce"`
			Ticket         int64  `json:"ticket"`
			ServerSeedHash string `json:"server_seed_hash"`
		} `json:"data"`
	}
	op := decodeAs[opened](t, s.postJSON(t, "/api/warehouse/open", tok, map[string]any{"bullets": 100}), http.StatusOK).Data
	if op.Drop.Roll != "warehouse:100:1" {
		t.Fatalf("open %+v", op)
	}
	rot := decodeAs[struct {
		Data struct {
			Revealed struct {
				ServerSeed string `json:"server_seed"`
				ClientSeed string `json:"client_seed"`
			} `json:"revealed"`
		} `json:"data"`
	}](t, s.postJSON(t, "/api/fair/rotate", tok, map[string]any{}), http.StatusOK).Data.Revealed
	v := decodeAs[struct {
		Data struct {
			Ticket         int64  `json:"ticket"`
			ServerSeedHash string `json:"server_seed_hash"`
			Item           struct {
				ID int `json:"id"`
			} `json:"item"`
		} `json:"data"`
	}](t, s.get(t, "/api/fair/verify?warehouse=100:1&nonce="+strconv.Itoa(op.Nonce)+"&server_seed="+rot.ServerSeed+
		"&client_seed="+rot.ClientSeed, ""), http.StatusOK).Data
	if v.Ticket != op.Ticket || v.Item.ID != op.Drop.Item.ID || v.ServerSeedHash != op.ServerSeedHash {
		t.Fatalf("verify %+v, open %+v", v, op)
	}
	wantAPIError(t, s.get(t, "/api/fair/verify?warehouse=100&nonce=0&server_seed=a&client_seed=b", ""), http.StatusUnprocessableEntity, "api.validation")
}

// The same through GraphQL, with refusals as extensions.code.
func TestProgressionGraphQL(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := catalogServer(t, nil)
	if err := warehouse.SeedDemo(ctx, s.App.DB.Client); err != nil {
		t.Fatal(err)
	}
	_, tok := s.player(t, 0)
	var v struct {
		DailyCrystals struct {
			Items []struct {
				RewardType string `json:"rewardType"`
				Available  bool   `json:"available"`
			} `json:"items"`
		} `json:"dailyCrystals"`
		Tasks []struct {
			Name    string `json:"name"`
			State   string `json:"state"`
			Rewards []struct {
				Type   string  `json:"type"`
				Value  int     `json:"value"`
				Amount *string `json:"amount"`
			} `json:"rewards"`
		} `json:"tasks"`
		Warehouse []struct {
			Bullets int `json:"bullets"`
			Prizes  []struct {
				Weight    int `json:"weight"`
				ChanceBps int `json:"chanceBps"`
			} `json:"prizes"`
		} `json:"warehouse"`
		SpecialOffers struct {
			DailyCrystals int `json:"dailyCrystals"`
		} `json:"specialOffers"`
	}
	q := `{ dailyCrystals { day nextAt items { rewardType crystals condition threshold progress received available } }
	  tasks { name kind service step steps state rewards { type value amount case { alias } } }
	  warehouse { bullets revision totalWeight prizes { weight chanceBps item { marketHashName } } }
	  specialOffers { dailyCrystals tasks levelUp count } }`
	s.graphql(t, tok, q, nil).into(t, &v)
	if len(v.DailyCrystals.Items) != 4 || !v.DailyCrystals.Items[0].Available || len(v.Tasks) != 11 || len(v.Warehouse) != 3 ||
		v.SpecialOffers.DailyCrystals != 1 {
		t.Fatalf("query %+v", v)
	}
	for _, x := range v.Tasks {
		if x.Name == "win_battle" && (x.Rewards[0].Type != "balance" || x.Rewards[0].Amount == nil || *x.Rewards[0].Amount != "0.50") {
			t.Fatalf("balance reward %+v", x.Rewards)
		}
	}
	var got struct {
		ReceiveDailyCrystal struct {
			Item struct {
				Received bool `json:"received"`
			} `json:"item"`
			User struct {
				Crystals int `json:"crystals"`
			} `json:"user"`
		} `json:"receiveDailyCrystal"`
	}
	m := `mutation R($t: String!) { receiveDailyCrystal(rewardType: $t) { item { received } list { items { received } } user { crystals } } }`
	s.graphql(t, tok, m, map[string]any{"t": "visit"}).into(t, &got)
	if !got.ReceiveDailyCrystal.Item.Received || got.ReceiveDailyCrystal.User.Crystals != 5 {
		t.Fatalf("receive %+v", got)
	}
	if g := s.graphql(t, tok, m, map[string]any{"t": "visit"}); g.code(t) != "api.validation" || g.Errors[0].Extensions["reason"] != "reward_received" {
		t.Fatalf("twice: %s", g.raw)
	}
	if g := s.graphql(t, tok, `mutation { claimTask(name: "open_5_cases") { claimed { name } } }`, nil); g.code(t) != "api.validation" {
		t.Fatalf("claim: %s", g.raw)
	}
	if g := s.graphql(t, tok, `mutation { openWarehouse(bullets: 100) { ticket } }`, nil); g.code(t) != "api.not_enough_bullets" {
		t.Fatalf("open: %s", g.raw)
	}
	if g := s.graphql(t, "", `mutation { checkTask(name: "win_battle") { state } }`, nil); g.code(t) != "api.no_auth" {
		t.Fatalf("anonymous: %s", g.raw)
	}
	var anon struct {
		DailyCrystals *json.RawMessage `json:"dailyCrystals"`
		SpecialOffers *json.RawMessage `json:"specialOffers"`
	}
	s.graphql(t, "", `{ dailyCrystals { day } specialOffers { count } }`, nil).into(t, &anon)
	if anon.DailyCrystals != nil || anon.SpecialOffers != nil {
		t.Fatalf("anonymous %+v", anon)
	}
}
