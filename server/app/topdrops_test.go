package app_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/casefront/casefront/server/apperr"
)

// The top drops over REST and GraphQL, one service behind both: a case's
// win is its owner's best drop at once and on the day's top once its
// roulette has stopped; a private profile shows others none; bad input is
// an api.* refusal.
func TestTopDropsOverRESTAndGraphQL(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	u, tok := s.player(t, 10_000)
	_, other := s.player(t, 0)

	type win struct {
		DropID   int         `json:"drop_id"`
		UserID   int         `json:"user_id"`
		Price    json.Number `json:"price"`
		CaseName string      `json:"case_alias"`
	}
	empty := decodeAs[struct{ Data []win }](t, s.get(t, "/api/top", ""), http.StatusOK)
	if len(empty.Data) != 0 {
		t.Fatalf("top before any win: %+v", empty)
	}
	if r := s.get(t, "/api/most_expensive_win", ""); r.Status != http.StatusOK || string(r.Body) != `{"data":null}`+"\n" && string(r.Body) != `{"data":null}` {
		t.Fatalf("most expensive before any win: %s", r)
	}

	opened := decodeAs[struct {
		Data struct {
			Drops []struct {
				ID    int         `json:"id"`
				Price json.Number `json:"price"`
			} `json:"drops"`
		}
	}](t, s.postJSON(t, "/api/case/open", tok, map[string]any{"alias": "test-case", "count": 1, "fast": true}), http.StatusOK)
	d := opened.Data.Drops[0]

	type userTop struct {
		Data struct {
			UserID  int   `json:"user_id"`
			Private bool  `json:"private"`
			Drops   []win `json:"drops"`
		}
	}
	path := fmt.Sprintf("/api/user/%d/top", u.ID)
	mine := decodeAs[userTop](t, s.get(t, path, tok), http.StatusOK)
	if mine.Data.UserID != u.ID || mine.Data.Private || len(mine.Data.Drops) != 1 || mine.Data.Drops[0].DropID != d.ID {
		t.Fatalf("the owner's best drops: %+v (opened %+v)", mine, d)
	}

	// On the top once the feed shows it (a fast roulette: a few seconds).
	deadline := time.Now().Add(20 * time.Second)
	for {
		top := decodeAs[struct{ Data []win }](t, s.get(t, "/api/top", tok), http.StatusOK)
		if len(top.Data) == 1 {
			if top.Data[0].DropID != d.ID || top.Data[0].UserID != u.ID || top.Data[0].Price != d.Price || top.Data[0].CaseName != "test-case" {
				t.Fatalf("top %+v, opened %+v", top, d)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the win never reached the top: %+v", top)
		}
		time.Sleep(100 * time.Millisecond) // polling for the feed time, not asserting after it
	}
	best := decodeAs[struct{ Data win }](t, s.get(t, "/api/most_expensive_win", tok), http.StatusOK)
	if best.Data.DropID != d.ID {
		t.Fatalf("most expensive %+v", best)
	}

	// GraphQL answers the same through the same service.
	var g struct {
		TopDrops         []struct{ ID, Price string }
		MostExpensiveWin struct{ ID string }
		UserTopDrops     struct {
			Private bool
			Drops   []struct{ Price, CaseAlias string }
		}
	}
	s.graphql(t, tok, `query($u: ID!) { topDrops { id price } mostExpensiveWin { id } userTopDrops(userId: $u) { private drops { price caseAlias } } }`,
		map[string]any{"u": strconv.Itoa(u.ID)}).into(t, &g)
	if len(g.TopDrops) != 1 || g.TopDrops[0].Price != d.Price.String() || g.TopDrops[0].ID != strconv.Itoa(d.ID) || g.MostExpensiveWin.ID != g.TopDrops[0].ID ||
		g.UserTopDrops.Private || len(g.UserTopDrops.Drops) != 1 || g.UserTopDrops.Drops[0].CaseAlias != "test-case" {
		t.Fatalf("graphql %+v", g)
	}

	// Private: others see none, the owner still does.
	if r := s.postJSON(t, "/api/user/privacy", tok, map[string]any{"profile_private": true}); r.Status != http.StatusOK {
		t.Fatalf("privacy: %s", r)
	}
	for _, viewer := range []string{"", other} {
		got := decodeAs[userTop](t, s.get(t, path, viewer), http.StatusOK)
		if !got.Data.Private || len(got.Data.Drops) != 0 {
			t.Fatalf("a private profile to %q: %+v", viewer, got)
		}
	}
	if got := decodeAs[userTop](t, s.get(t, path, tok), http.StatusOK); got.Data.Private || len(got.Data.Drops) != 1 {
		t.Fatalf("a private profile to its owner: %+v", got)
	}

	for _, c := range []struct {
		path string
		want *apperr.Error
	}{
		{"/api/top?limit=51", apperr.Validation},
		{"/api/top?limit=x", apperr.Validation},
		{"/api/user/abc/top", apperr.Validation},
		{"/api/user/0/top", apperr.Validation},
		{"/api/user/987654321/top", apperr.NotFound},
		{path + "?limit=31", apperr.Validation},
	} {
		r := s.get(t, c.path, "")
		e := decodeAs[struct{ Error string }](t, r, c.want.Status)
		if e.Error != c.want.Key {
			t.Fatalf("%s: %s", c.path, r)
		}
	}
	if code := s.graphql(t, "", `{ topDrops(first: 51) { id } }`, nil).code(t); code != "api.validation" {
		t.Fatalf("graphql first 51: %s", code)
	}
}
