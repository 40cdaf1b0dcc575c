package app_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/casefront/casefront/server/internal/testdb"
)

// The REST layer read the way a partner reads it (docs/openapi.json).

// A missing bare path answers JSON 404 to anything but a browser's page
// navigation, and a POST to it is 404, not 405; a client route keeps its
// page (a browser) and its 405 (another method).
func TestRESTMissingBarePathsAreJSON404(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!doctype html><title>Casefront</title>"), 0o644); err != nil {
		t.Fatal(err)
	}
	s := startServer(t, map[string]string{"WEB_DIR": dir})
	for _, accept := range []string{"application/json", "*/*", "", "text/html, application/json"} {
		hdr := []string{}
		if accept != "" {
			hdr = []string{"Accept", accept}
		}
		wantAPIError(t, s.do(t, http.MethodGet, "/no/such/thing", "", "", nil, hdr...), http.StatusNotFound, "api.not_found")
	}
	for _, m := range []string{http.MethodPost, http.MethodPut, http.MethodDelete} {
		wantAPIError(t, s.do(t, m, "/no/such/thing", "", "application/json", strings.NewReader("{}"), "Accept", "application/json"),
			http.StatusNotFound, "api.not_found")
	}
	// A browser still gets the client's not-found page.
	if r := s.do(t, http.MethodGet, "/no/such/thing", "", "", nil, "Accept", "text/html"); r.Status != http.StatusNotFound ||
		!strings.HasPrefix(r.Header.Get("Content-Type"), "text/html") {
		t.Fatalf("browser: %s %s", r.Header.Get("Content-Type"), r)
	}
	// A client route: its page for a browser, 405 for a POST.
	u, _ := s.player(t, 0)
	if r := s.do(t, http.MethodGet, fmt.Sprintf("/user/%d", u.ID), "", "", nil, "Accept", "text/html"); r.Status != http.StatusOK {
		t.Fatalf("client route: %s", r)
	}
	wantAPIError(t, s.do(t, http.MethodPost, fmt.Sprintf("/user/%d", u.ID), "", "", nil, "Accept", "application/json"),
		http.StatusMethodNotAllowed, "api.method_not_allowed")
}

// Sales answer status: success at the top level like the win moves, with
// data as it was.
func TestRESTSalesAnswerSuccessStatus(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	_, tok := s.player(t, 100000)
	opened := decodeAs[struct {
		Data struct {
			Drops []struct {
				ID int `json:"id"`
			} `json:"drops"`
		} `json:"data"`
	}](t, s.postJSON(t, "/api/case/open", tok, map[string]any{"alias": "test-case", "count": 2}), http.StatusOK)
	if len(opened.Data.Drops) != 2 {
		t.Fatalf("opened %+v", opened)
	}
	type sold struct {
		Status string `json:"status"`
		Data   struct {
			Status string `json:"status"`
			IDs    []int  `json:"ids"`
		} `json:"data"`
	}
	one := decodeAs[sold](t, s.postJSON(t, "/api/sell_list", tok, map[string]any{"ids": []int{opened.Data.Drops[0].ID}}), http.StatusOK)
	if one.Status != "success" || one.Data.Status != "success" || len(one.Data.IDs) != 1 || one.Data.IDs[0] != opened.Data.Drops[0].ID {
		t.Fatalf("sell_list %+v", one)
	}
	all := decodeAs[sold](t, s.postJSON(t, "/sell_all", tok, map[string]any{}), http.StatusOK)
	if all.Status != "success" || len(all.Data.IDs) != 1 || all.Data.IDs[0] != opened.Data.Drops[1].ID {
		t.Fatalf("sell_all %+v", all)
	}
}

// GET /dailybonus/history is the viewer's own daily bonus history.
func TestRESTDailyBonusHistoryIsTheViewers(t *testing.T) {
	t.Parallel()
	s := dailyServer(t, nil)
	_, tok := s.player(t, 5000)
	_, other := s.player(t, 5000)
	wantAPIError(t, s.get(t, "/api/dailybonus/history", ""), http.StatusUnauthorized, "api.no_auth")
	if r := s.postJSON(t, "/api/dailybonus/open", tok, map[string]any{"fast": true}); r.Status != http.StatusOK {
		t.Fatal(r)
	}
	type page struct {
		Data []struct {
			ID        int    `json:"id"`
			CaseAlias string `json:"case_alias"`
		} `json:"data"`
		Meta struct {
			Total int `json:"total"`
		} `json:"meta"`
	}
	mine := decodeAs[page](t, s.get(t, "/api/dailybonus/history", tok), http.StatusOK)
	if mine.Meta.Total != 1 || len(mine.Data) != 1 || mine.Data[0].CaseAlias != testdb.DailyBonusAlias {
		t.Fatalf("own history %+v", mine)
	}
	if theirs := decodeAs[page](t, s.get(t, "/dailybonus/history", other), http.StatusOK); theirs.Meta.Total != 0 || len(theirs.Data) != 0 {
		t.Fatalf("another player's history shows %+v", theirs)
	}
}

// /reserve/delete and /win/decline answer the drop as the spec names it
// afterwards: declined (back in the inventory).
func TestRESTWinMovesAnswerSpecStates(t *testing.T) {
	t.Parallel()
	s := tradeServer(t)
	_, tok, d := s.trader(t)
	state := func(path string) string {
		t.Helper()
		var v struct {
			State     string `json:"state"`
			DropState string `json:"drop_state"`
		}
		if err := json.Unmarshal(wantSuccess(t, s.postJSON(t, path, tok, map[string]any{"id": d.ID})).Data, &v); err != nil {
			t.Fatal(err)
		}
		return v.State + "/" + v.DropState
	}
	for _, step := range []struct{ path, want string }{
		{"/api/reserve", "reserved/reserved"},
		{"/api/reserve/delete", "declined/active"},
		{"/api/reserve", "reserved/reserved"},
		{"/api/win/decline", "declined/active"},
	} {
		if got := state(step.path); got != step.want {
			t.Fatalf("%s: state/drop_state %s, want %s", step.path, got, step.want)
		}
	}
}

// The skin deposit returns verify only the player's own deposit of that
// method: another method's, another player's or an unknown reference is
// api.not_found.
func TestRESTSkinDepositVerifyOwnMethodOnly(t *testing.T) {
	t.Parallel()
	s := startServer(t, nil)
	ctx := context.Background()
	u, tok := s.player(t, 0)
	other, _ := s.player(t, 0)
	pay := func(ref string, user int, method string) {
		s.App.DB.Payment.Create().SetReference(ref).SetUserID(user).SetMethod(method).SetGate("sandbox").
			SetAmount(500).SetExpiresAt(time.Now().Add(time.Hour)).SaveX(ctx)
	}
	pay("pay_stm_own", u.ID, "stmboy")
	pay("pay_50_own", u.ID, "50skins")
	pay("pay_card_own", u.ID, "zen")
	pay("pay_stm_other", other.ID, "stmboy")
	for _, c := range []struct {
		path, ref string
		ok        bool
	}{
		{"/api/stmboy/verify", "pay_stm_own", true},
		{"/50skins/verify", "pay_50_own", true},
		{"/api/stmboy/verify", "pay_50_own", false},
		{"/api/50skins/verify", "pay_stm_own", false},
		{"/api/stmboy/verify", "pay_card_own", false},
		{"/api/stmboy/verify", "pay_stm_other", false},
		{"/api/stmboy/verify", "pay_nothing", false},
	} {
		r := s.postJSON(t, c.path, tok, map[string]any{"reference": c.ref})
		if !c.ok {
			wantAPIError(t, r, http.StatusNotFound, "api.not_found")
			continue
		}
		got := decodeAs[struct {
			Data struct {
				Reference string `json:"reference"`
			} `json:"data"`
		}](t, r, http.StatusOK)
		if got.Data.Reference != c.ref {
			t.Fatalf("%s %s: %+v", c.path, c.ref, got)
		}
	}
}

// The daily bonus case answers to its spec id 109 in GET /cases?ids= as in
// the openings.
func TestRESTDailyBonusCaseAnswersTo109(t *testing.T) {
	t.Parallel()
	s := dailyServer(t, nil)
	got := decodeAs[struct {
		Data []struct {
			Alias  string `json:"alias"`
			Family string `json:"family"`
		} `json:"data"`
	}](t, s.get(t, "/api/cases?ids=109", ""), http.StatusOK)
	if len(got.Data) != 1 || got.Data[0].Alias != testdb.DailyBonusAlias || got.Data[0].Family != "dailybonus" {
		t.Fatalf("cases?ids=109: %+v", got)
	}
}

// The document is served as committed, in JSON and YAML.
func TestRESTServesTheOpenAPIDocument(t *testing.T) {
	t.Parallel()
	s := startServer(t, nil)
	want, err := os.ReadFile("../../docs/openapi.json")
	if err != nil {
		t.Fatal(err)
	}
	r := s.get(t, "/api/openapi.json", "")
	if r.Status != http.StatusOK || !strings.HasPrefix(r.Header.Get("Content-Type"), "application/json") || string(r.Body) != string(want) {
		t.Fatalf("openapi.json: %d %s (%d bytes, want %d)", r.Status, r.Header.Get("Content-Type"), len(r.Body), len(want))
	}
	y := s.get(t, "/api/openapi.yaml", "")
	if y.Status != http.StatusOK || !strings.HasPrefix(y.Header.Get("Content-Type"), "application/yaml") || !strings.Contains(string(y.Body), "openapi: 3.1.0") {
		t.Fatalf("openapi.yaml: %d %s", y.Status, y.Header.Get("Content-Type"))
	}
}
