package app_test

import (
	"net/http"
	"net/url"
	"strconv"
	"testing"

	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/internal/testdb"
)

const (
	testP250    = "P250 | Sand Dune (Field-Tested)"
	testRedline = "AK-47 | Redline (Field-Tested)"
)

func TestUpgradeOverREST(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	u, tok := s.player(t, 5_000)
	stake := testdb.Give(t, s.App.DB, u, testP250)

	type infoView struct {
		Data struct {
			HouseEdgeBps int64 `json:"house_edge_bps"`
			Tiers        []struct {
				ID string `json:"id"`
				To any    `json:"to"`
			} `json:"tiers"`
			Playable bool `json:"playable"`
		} `json:"data"`
	}
	info := decodeAs[infoView](t, s.get(t, "/api/upgrade/info", tok), http.StatusOK).Data
	if info.HouseEdgeBps != 500 || len(info.Tiers) != 6 || !info.Playable || info.Tiers[5].To != nil {
		t.Fatalf("info %+v", info)
	}

	type itemsView struct {
		Data []struct {
			MarketHashName string `json:"market_hash_name"`
		} `json:"data"`
		Meta struct {
			Total int `json:"total"`
		} `json:"meta"`
	}
	names := func(path string) []string {
		v := decodeAs[itemsView](t, s.get(t, path, tok), http.StatusOK)
		var out []string
		for _, it := range v.Data {
			out = append(out, it.MarketHashName)
		}
		if v.Meta.Total != len(out) {
			t.Fatalf("%s: total %d for %v", path, v.Meta.Total, out)
		}
		return out
	}
	// (1, 5] holds the $5.00 AK and not the $0.10 P250; a $2.60 stake reaches the AK, not the $900 knife.
	if got := names("/api/upgrade/upgrade-items?tier=1-5"); len(got) != 1 || got[0] != testRedline {
		t.Errorf("tier 1-5: %v", got)
	}
	if got := names("/api/upgrade/upgrade-items?stake=2.60"); len(got) != 1 || got[0] != testRedline {
		t.Errorf("stake 2.60: %v", got)
	}
	wantAPIError(t, s.get(t, "/api/upgrade/upgrade-items?tier=cheap", tok), http.StatusUnprocessableEntity, apperr.Validation.Key)
	if got := decodeAs[itemsView](t, s.get(t, "/api/upgrade/user-items", tok), http.StatusOK); got.Meta.Total != 1 {
		t.Errorf("user items: %+v", got)
	}

	// Bad input is refused before anything is spent.
	for _, body := range []map[string]any{
		{"ids": []int{stake.ID}, "market_hash_name": testRedline, "balance_amount": "2.555"},
		{"ids": []int{stake.ID}, "market_hash_name": testRedline, "balance_amount": true},
		{"ids": "x", "market_hash_name": testRedline},
		{"ids": []int{stake.ID}, "market_hash_name": testRedline, "balance_amount": "2.50", "mode": "sideways"},
		{"ids": []int{stake.ID}, "market_hash_name": testRedline, "bullets_amount": "1"},
	} {
		wantAPIError(t, s.postJSON(t, "/api/upgrade/skins", tok, body), http.StatusUnprocessableEntity, apperr.Validation.Key)
	}
	wantAPIError(t, s.postJSON(t, "/api/upgrade/skins", "", map[string]any{"ids": []int{stake.ID}, "market_hash_name": testRedline}),
		http.StatusUnauthorized, apperr.NoAuth.Key)
	if b := s.balance(t, tok); b != 5_000 {
		t.Fatalf("refusals spent money: %d", b)
	}

	type playView struct {
		Data struct {
			Upgrade struct {
				ChancePPM int64  `json:"chance_ppm"`
				Stake     any    `json:"stake"`
				Mode      string `json:"mode"`
				WinFrom   int64  `json:"win_from"`
				WinTo     int64  `json:"win_to"`
				Ticket    int64  `json:"ticket"`
				Won       bool   `json:"won"`
				Result    *struct {
					MarketHashName string `json:"market_hash_name"`
				} `json:"result"`
			} `json:"upgrade"`
			Balance any `json:"balance"`
			Fair    struct {
				Nonce int64 `json:"nonce"`
			} `json:"fair"`
		} `json:"data"`
	}
	play := decodeAs[playView](t, s.postJSON(t, "/api/upgrade/skins", tok, map[string]any{
		"ids": []int{stake.ID}, "market_hash_name": testRedline, "balance_amount": 2.5, "mode": "high", "delay": 1000,
	}), http.StatusOK).Data
	up := play.Upgrade
	if up.ChancePPM != 494_000 || cents(t, up.Stake) != 260 || up.Mode != "high" || up.WinFrom != 506_000 || up.WinTo != 1_000_000 {
		t.Fatalf("upgrade %+v", up)
	}
	if won := up.Ticket >= up.WinFrom; won != up.Won || (up.Result != nil) != won {
		t.Fatalf("ticket %d in [%d, %d): won %v, result %+v", up.Ticket, up.WinFrom, up.WinTo, up.Won, up.Result)
	}
	if cents(t, play.Balance) != 4_750 || s.balance(t, tok) != 4_750 {
		t.Errorf("balance %v after staking 2.50 of 50.00", play.Balance)
	}
	// The staked item is gone; the same item cannot be staked again.
	wantAPIError(t, s.postJSON(t, "/api/upgrade/skins", tok, map[string]any{"ids": []int{stake.ID}, "market_hash_name": testRedline, "balance_amount": "2.50"}),
		http.StatusConflict, apperr.ItemAlreadySold.Key)

	// Once the seed is revealed, the verifier recomputes the ticket.
	type revealView struct {
		Data struct {
			Revealed struct {
				ServerSeed string `json:"server_seed"`
				ClientSeed string `json:"client_seed"`
			} `json:"revealed"`
		} `json:"data"`
	}
	rv := decodeAs[revealView](t, s.postJSON(t, "/api/fair/rotate", tok, map[string]any{}), http.StatusOK).Data.Revealed
	type verifyView struct {
		Data struct {
			UpgradeTicket int64 `json:"upgrade_ticket"`
		} `json:"data"`
	}
	q := url.Values{"server_seed": {rv.ServerSeed}, "client_seed": {rv.ClientSeed}, "nonce": {strconv.FormatInt(play.Fair.Nonce, 10)}}
	if v := decodeAs[verifyView](t, s.get(t, "/api/fair/verify?"+q.Encode(), tok), http.StatusOK).Data; v.UpgradeTicket != up.Ticket {
		t.Errorf("the verifier gives ticket %d, the upgrade had %d", v.UpgradeTicket, up.Ticket)
	}

	type historyView struct {
		Data []struct {
			Ticket int64 `json:"ticket"`
			Staked []struct {
				ID int `json:"id"`
			} `json:"staked"`
		} `json:"data"`
	}
	h := decodeAs[historyView](t, s.get(t, "/api/user/history/upgrades", tok), http.StatusOK).Data
	if len(h) != 1 || h[0].Ticket != up.Ticket || len(h[0].Staked) != 1 || h[0].Staked[0].ID != stake.ID {
		t.Errorf("history %+v", h)
	}
}

func TestUpgradeOverGraphQL(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	u, tok := s.player(t, 5_000)
	_, otherTok := s.player(t, 0)
	stake := testdb.Give(t, s.App.DB, u, testP250)

	var info struct {
		UpgradeInfo struct {
			HouseEdgeBps int
			MaxChance    int
			Playable     bool
			Reason       *string
			Tiers        []struct {
				ID string
				To *string
			}
		}
		UpgradeTargets struct {
			TotalCount int
			Edges      []struct {
				Node struct{ MarketHashName string }
			}
		}
	}
	s.graphql(t, tok, `{ upgradeInfo { houseEdgeBps maxChance playable reason tiers { id to } }
		upgradeTargets(tier: "1-5", first: 10) { totalCount edges { node { marketHashName } } } }`, nil).into(t, &info)
	if !info.UpgradeInfo.Playable || info.UpgradeInfo.Reason != nil {
		t.Errorf("playable %v, reason %v", info.UpgradeInfo.Playable, info.UpgradeInfo.Reason)
	}
	var anon struct{ UpgradeInfo struct{ Reason *string } }
	s.graphql(t, "", `{ upgradeInfo { reason } }`, nil).into(t, &anon)
	if r := anon.UpgradeInfo.Reason; r == nil || *r != apperr.NoAuth.Key {
		t.Errorf("a visitor's reason: %v", r)
	}
	if info.UpgradeInfo.HouseEdgeBps != 500 || info.UpgradeInfo.MaxChance != 750_000 || info.UpgradeInfo.Tiers[0].To == nil || *info.UpgradeInfo.Tiers[0].To != "1.00" {
		t.Fatalf("info %+v", info.UpgradeInfo)
	}
	if info.UpgradeTargets.TotalCount != 1 || info.UpgradeTargets.Edges[0].Node.MarketHashName != testRedline {
		t.Fatalf("targets %+v", info.UpgradeTargets)
	}

	var played struct {
		UpgradeItems struct {
			Upgrade struct {
				ID             string
				Chance, Ticket int
				WinFrom, WinTo int
				Won            bool
				Stake          string
				Staked         []struct{ ID string }
				Result         *struct {
					Item struct{ MarketHashName string }
				}
			}
			User struct{ Balance string }
		}
	}
	s.graphql(t, tok, `mutation($id: ID!) { upgradeItems(input: {dropIds: [$id], target: "AK-47 | Redline (Field-Tested)", balance: "2.50"}) {
		upgrade { id chance ticket winFrom winTo won stake staked { id } result { item { marketHashName } } } user { balance } } }`,
		map[string]any{"id": strconv.Itoa(stake.ID)}).into(t, &played)
	up := played.UpgradeItems.Upgrade
	if up.Chance != 494_000 || up.WinFrom != 0 || up.WinTo != 494_000 || up.Stake != "2.60" || played.UpgradeItems.User.Balance != "47.50" {
		t.Fatalf("played %+v", played)
	}
	if len(up.Staked) != 1 || up.Staked[0].ID != strconv.Itoa(stake.ID) {
		t.Errorf("staked %+v, want drop %d", up.Staked, stake.ID)
	}
	if won := up.Ticket < up.WinTo; won != up.Won || (up.Result != nil) != won {
		t.Fatalf("ticket %d: won %v result %+v", up.Ticket, up.Won, up.Result)
	}

	var hist struct {
		UpgradeHistory struct{ TotalCount int }
	}
	s.graphql(t, tok, `{ upgradeHistory(first: 5) { totalCount } }`, nil).into(t, &hist)
	if hist.UpgradeHistory.TotalCount != 1 {
		t.Errorf("history %+v", hist)
	}
	// An upgrade is its owner's alone.
	var n struct{ Node *struct{ ID string } }
	s.graphql(t, otherTok, `query($id: ID!) { node(id: $id) { id } }`, map[string]any{"id": up.ID}).into(t, &n)
	if n.Node != nil {
		t.Errorf("another player sees the upgrade: %+v", n.Node)
	}
	if code := s.graphql(t, "", `{ upgradeHistory { totalCount } }`, nil).code(t); code != apperr.NoAuth.Key {
		t.Errorf("anonymous history: %s", code)
	}
	if code := s.graphql(t, tok, `mutation { upgradeItems(input: {dropIds: [], target: "AK-47 | Redline (Field-Tested)", balance: "0.01"}) { upgrade { id } } }`, nil).code(t); code != apperr.Validation.Key {
		t.Errorf("a 0.01 stake for 5.00: %s", code)
	}
}
