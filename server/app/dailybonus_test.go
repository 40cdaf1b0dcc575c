package app_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/casefront/casefront/server/dailybonus"
	"github.com/casefront/casefront/server/internal/testdb"
)

// dailyServer is a catalogue server whose catalogue has a daily bonus case.
func dailyServer(t *testing.T, env map[string]string) *testServer {
	t.Helper()
	s := catalogServer(t, env)
	testdb.WithDailyBonus(t, s.App.DB)
	return s
}

type restDailyBonus struct {
	DaysLeft        int         `json:"days_left"`
	Level           int         `json:"level"`
	TopupsSum       json.Number `json:"topups_sum"`
	LastOpenedToday bool        `json:"last_opened_today"`
	Available       bool        `json:"available"`
	NextAt          *time.Time  `json:"next_at"`
	Tier            int         `json:"tier"`
	MaxWin          json.Number `json:"max_win"`
	Case            struct {
		ID    int    `json:"id"`
		Alias string `json:"alias"`
		Name  string `json:"name"`
		Image string `json:"image"`
	} `json:"case"`
}

type restWin struct {
	DropID    int         `json:"drop_id"`
	Nickname  string      `json:"nickname"`
	Price     json.Number `json:"price"`
	CaseAlias string      `json:"case_alias"`
}

// The REST endpoints of spec 7: the state, the open (once a UTC day, free),
// the case's latest and top drops, and the viewer's own history.
func TestDailyBonusREST(t *testing.T) {
	t.Parallel()
	s := dailyServer(t, nil)
	u, tok := s.player(t, 5000)

	wantAPIError(t, s.get(t, "/api/dailybonus", ""), http.StatusUnauthorized, "api.no_auth")
	wantAPIError(t, s.postJSON(t, "/api/dailybonus/open", "", map[string]any{}), http.StatusUnauthorized, "api.no_auth")
	wantAPIError(t, s.get(t, "/api/user/history/dailybonus", ""), http.StatusUnauthorized, "api.no_auth")

	st := decodeAs[struct{ Data restDailyBonus }](t, s.get(t, "/api/dailybonus", tok), http.StatusOK).Data
	if !st.Available || st.DaysLeft != 7 || st.LastOpenedToday || st.NextAt != nil || st.Tier != 0 || st.Level != 0 ||
		cents(t, st.TopupsSum) != 0 || cents(t, st.MaxWin) != 50 || st.Case.Alias != testdb.DailyBonusAlias || st.Case.Name == "" {
		t.Fatalf("state %+v", st)
	}

	type opened struct {
		Data struct {
			openResultData
			Dailybonus restDailyBonus `json:"dailybonus"`
		} `json:"data"`
	}
	res := decodeAs[opened](t, s.postJSON(t, "/api/dailybonus/open", tok, map[string]any{"fast": true}), http.StatusOK).Data
	if len(res.Drops) != 1 || cents(t, res.Cost) != 0 || cents(t, res.Balance) != 5000 || res.Drops[0].CaseAlias != testdb.DailyBonusAlias ||
		cents(t, res.Drops[0].Price) > 100 || res.Dailybonus.Available || !res.Dailybonus.LastOpenedToday || res.Dailybonus.NextAt == nil {
		t.Fatalf("open %+v", res)
	}
	drop := res.Drops[0]

	r := s.postJSON(t, "/api/dailybonus/open", tok, map[string]any{})
	wantAPIError(t, r, http.StatusUnprocessableEntity, "api.validation")
	refusal := decodeAs[map[string]any](t, r, http.StatusUnprocessableEntity)
	next := dailybonus.NextMidnight(time.Now()).Format(time.RFC3339)
	if refusal["reason"] != "dailybonus_opened_today" || refusal["next_at"] != next {
		t.Fatalf("second open: %s", r)
	}
	if s.dropCount(t, tok) != 1 || s.balance(t, tok) != 5000 {
		t.Fatalf("the refused open wrote: %d drops, balance %d", s.dropCount(t, tok), s.balance(t, tok))
	}

	s.spinsStopped(t)
	// (/dailybonus/history is the viewer's own: TestRESTDailyBonusHistoryIsTheViewers.)
	for _, path := range []string{"/api/dailybonus/drop", "/api/dailybonus/top", "/dailybonus/top?limit=5"} {
		wins := decodeAs[struct{ Data []restWin }](t, s.get(t, path, ""), http.StatusOK).Data
		if len(wins) != 1 || wins[0].DropID != drop.ID || wins[0].Nickname != u.Nickname || wins[0].CaseAlias != testdb.DailyBonusAlias {
			t.Fatalf("%s: %+v", path, wins)
		}
	}
	wantAPIError(t, s.get(t, "/api/dailybonus/top?limit=21", ""), http.StatusUnprocessableEntity, "api.validation")

	type historyPage struct {
		Data []struct {
			restDrop
			Roll string `json:"roll"`
		} `json:"data"`
		Meta struct{ Total, Page, PerPage int } `json:"meta"`
	}
	h := decodeAs[historyPage](t, s.get(t, "/api/user/history/dailybonus?page=1", tok), http.StatusOK)
	if h.Meta.Total != 1 || len(h.Data) != 1 || h.Data[0].ID != drop.ID || !strings.HasPrefix(h.Data[0].Roll, "daily:0@") {
		t.Fatalf("history %+v", h)
	}
	wantAPIError(t, s.get(t, "/api/user/history/dailybonus?page=0", tok), http.StatusUnprocessableEntity, "api.validation")
	// Another player's history is their own.
	_, other := s.player(t, 0)
	if h := decodeAs[historyPage](t, s.get(t, "/api/user/history/dailybonus", other), http.StatusOK); h.Meta.Total != 0 {
		t.Fatalf("another player's history %+v", h)
	}
	s.noErrorLogs(t)
}

// openResultData is the data of an opening's answer.
type openResultData struct {
	Drops   []restDrop  `json:"drops"`
	Cost    json.Number `json:"cost"`
	Balance json.Number `json:"balance"`
}

// A restricted feature refuses the open and the state stays readable.
func TestDailyBonusRestricted(t *testing.T) {
	t.Parallel()
	s := dailyServer(t, map[string]string{"RESTRICTED_FEATURES": "dailybonus"})
	_, tok := s.player(t, 0)
	wantAPIError(t, s.postJSON(t, "/api/dailybonus/open", tok, map[string]any{}), http.StatusForbidden, "api.restricted")
	if n := s.dropCount(t, tok); n != 0 {
		t.Fatalf("a restricted open wrote %d drops", n)
	}
	g := s.graphql(t, tok, `mutation { openDailyBonus { cost } }`, nil)
	if g.code(t) != "api.restricted" || g.Errors[0].Extensions["feature"] != "dailybonus" {
		t.Fatalf("graphql restricted: %s", g.raw)
	}
}

// Without a daily bonus case in the catalogue: REST says not found, the
// header's dailyBonus is null, nothing opens.
func TestDailyBonusWithoutCase(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	_, tok := s.player(t, 0)
	wantAPIError(t, s.get(t, "/api/dailybonus", tok), http.StatusNotFound, "api.not_found")
	wantAPIError(t, s.postJSON(t, "/api/dailybonus/open", tok, map[string]any{}), http.StatusNotFound, "api.not_found")
	var q struct{ DailyBonus *gqlDailyBonus }
	s.graphql(t, tok, `{ dailyBonus { available } }`, nil).into(t, &q)
	if q.DailyBonus != nil {
		t.Fatalf("dailyBonus without a case: %+v", q.DailyBonus)
	}
}

const dailyBonusFields = `available daysLeft level topupsSum lastOpenedToday nextAt tier maxWin case { id alias family }`

type gqlDailyBonus struct {
	Available       bool
	DaysLeft        int
	Level           int
	TopupsSum       string
	LastOpenedToday bool
	NextAt          *time.Time
	Tier            int
	MaxWin          string
	Case            struct{ ID, Alias, Family string }
}

func TestDailyBonusGraphQL(t *testing.T) {
	t.Parallel()
	s := dailyServer(t, nil)
	u, tok := s.player(t, 0)

	var anon struct{ DailyBonus *gqlDailyBonus }
	s.graphql(t, "", `{ dailyBonus { available } }`, nil).into(t, &anon)
	if anon.DailyBonus != nil {
		t.Fatalf("anonymous dailyBonus %+v", anon.DailyBonus)
	}
	var q struct{ DailyBonus gqlDailyBonus }
	s.graphql(t, tok, `{ dailyBonus { `+dailyBonusFields+` } }`, nil).into(t, &q)
	if st := q.DailyBonus; !st.Available || st.DaysLeft != 7 || st.Tier != 0 || cents(t, st.MaxWin) != 50 ||
		st.Case.Alias != testdb.DailyBonusAlias || st.Case.Family != "dailybonus" || st.NextAt != nil {
		t.Fatalf("dailyBonus %+v", st)
	}

	const open = `mutation($fast: Boolean) { openDailyBonus(fast: $fast) { drops { id roll price case { alias } } cost currency costAmount user { balance } fairSeed { nonce } } }`
	var m struct {
		OpenDailyBonus struct {
			Drops []struct {
				ID    string
				Roll  string
				Price string
				Case  struct{ Alias string }
			}
			Cost       string
			Currency   string
			CostAmount int
		}
	}
	s.graphql(t, tok, open, map[string]any{"fast": true}).into(t, &m)
	p := m.OpenDailyBonus
	if len(p.Drops) != 1 || p.Currency != "FREE" || p.CostAmount != 0 || cents(t, p.Cost) != 0 || !strings.HasPrefix(p.Drops[0].Roll, "daily:0@") ||
		p.Drops[0].Case.Alias != testdb.DailyBonusAlias {
		t.Fatalf("openDailyBonus %+v", p)
	}
	g := s.graphql(t, tok, open, nil)
	if g.code(t) != "api.validation" || g.Errors[0].Extensions["reason"] != "dailybonus_opened_today" || g.Errors[0].Extensions["next_at"] == nil {
		t.Fatalf("second openDailyBonus: %s", g.raw)
	}
	s.graphql(t, tok, `{ dailyBonus { `+dailyBonusFields+` } }`, nil).into(t, &q)
	if st := q.DailyBonus; st.Available || !st.LastOpenedToday || st.NextAt == nil {
		t.Fatalf("dailyBonus after the open %+v", st)
	}

	s.spinsStopped(t)
	var lists struct {
		DailyBonusTop     []struct{ ID, Nickname, CaseAlias string }
		DailyBonusHistory []struct{ ID, Nickname, CaseAlias string }
		MyDailyBonusOpens struct {
			TotalCount int
			Edges      []struct{ Node struct{ ID, Roll string } }
		}
	}
	s.graphql(t, tok, `{ dailyBonusTop(first: 5) { id nickname caseAlias } dailyBonusHistory { id nickname caseAlias }
		myDailyBonusOpens(first: 5) { totalCount edges { node { id roll } } } }`, nil).into(t, &lists)
	if len(lists.DailyBonusTop) != 1 || lists.DailyBonusTop[0].ID != p.Drops[0].ID || lists.DailyBonusTop[0].Nickname != u.Nickname ||
		len(lists.DailyBonusHistory) != 1 || lists.DailyBonusHistory[0].ID != p.Drops[0].ID ||
		lists.MyDailyBonusOpens.TotalCount != 1 || len(lists.MyDailyBonusOpens.Edges) != 1 || lists.MyDailyBonusOpens.Edges[0].Node.ID != p.Drops[0].ID {
		t.Fatalf("lists %+v", lists)
	}
	if g := s.graphql(t, "", `{ myDailyBonusOpens { totalCount } }`, nil); g.code(t) != "api.no_auth" {
		t.Fatalf("anonymous myDailyBonusOpens: %s", g.raw)
	}
	if g := s.graphql(t, "", `mutation { openDailyBonus { cost } }`, nil); g.code(t) != "api.no_auth" {
		t.Fatalf("anonymous openDailyBonus: %s", g.raw)
	}
	s.noErrorLogs(t)
}

// The subscription delivers the viewer's new state after an open (here from
// another tab, over REST), and only the viewer's.
func TestDailyBonusChangedSubscription(t *testing.T) {
	t.Parallel()
	s := dailyServer(t, nil)
	u, tok := s.player(t, 0)
	_, otherTok := s.player(t, 0)

	ws := connectWS(t, s, "graphql-transport-ws", tok)
	ws.subscribe("daily", `subscription { dailyBonusChanged { `+dailyBonusFields+` } }`)
	// A subscription is active shortly after the subscribe message, with no
	// acknowledgement in the protocol: nudge it until the first state comes.
	var ev struct{ DailyBonusChanged gqlDailyBonus }
	got := false
	for range 20 {
		dailybonus.Notify(context.Background(), s.App.Bus, nil, u.ID)
		if ws.nextData("daily", 250*time.Millisecond, &ev) {
			got = true
			break
		}
	}
	if !got || !ev.DailyBonusChanged.Available || ev.DailyBonusChanged.LastOpenedToday {
		t.Fatalf("first state %+v (received %v)", ev.DailyBonusChanged, got)
	}
	for ws.nextData("daily", 200*time.Millisecond, &ev) { // the nudges' other states
	}

	// Another player's open is not the viewer's change.
	decodeAs[openResult](t, s.postJSON(t, "/dailybonus/open", otherTok, map[string]any{}), http.StatusOK)
	if ws.nextData("daily", 500*time.Millisecond, &ev) {
		t.Fatalf("another player's open reached the subscription: %+v", ev)
	}
	decodeAs[openResult](t, s.postJSON(t, "/dailybonus/open", tok, map[string]any{}), http.StatusOK)
	if !ws.nextData("daily", 5*time.Second, &ev) {
		t.Fatal("no state after the open")
	}
	if st := ev.DailyBonusChanged; st.Available || !st.LastOpenedToday || st.NextAt == nil || st.Case.Alias != testdb.DailyBonusAlias {
		t.Fatalf("state after the open %+v", st)
	}

	// Anonymous sockets have no daily bonus to follow.
	anon := connectWS(t, s, "graphql-transport-ws", "")
	anon.subscribe("daily", `subscription { dailyBonusChanged { available } }`)
	m, ok := anon.next(5 * time.Second)
	if !ok || m.ID != "daily" || !containsCode(m.Payload, "api.no_auth") {
		t.Fatalf("anonymous subscription: %+v %s", m, m.Payload)
	}
}

// A top-up through the sandbox provider reaches the subscription: the
// window reopens for 7 days and the tier follows the top-ups.
func TestDailyBonusTopupReachesSubscription(t *testing.T) {
	t.Parallel()
	s := dailyServer(t, nil)
	u, tok := s.player(t, 0)
	ws := connectWS(t, s, "graphql-transport-ws", tok)
	ws.subscribe("daily", `subscription { dailyBonusChanged { `+dailyBonusFields+` } }`)
	var ev struct{ DailyBonusChanged gqlDailyBonus }
	got := false
	for range 20 {
		dailybonus.Notify(context.Background(), s.App.Bus, nil, u.ID)
		if ws.nextData("daily", 250*time.Millisecond, &ev) {
			got = true
			break
		}
	}
	if !got || ev.DailyBonusChanged.Tier != 0 {
		t.Fatalf("first state %+v (received %v)", ev.DailyBonusChanged, got)
	}
	for ws.nextData("daily", 200*time.Millisecond, &ev) {
	}

	c := decodeAs[createdView](t, s.postJSON(t, "/payments-page/sandbox/createPayment", tok,
		map[string]any{"method": "zen", "data": map[string]any{"amount": "12"}}), http.StatusOK)
	page := s.get(t, c.Data.Redirect, "")
	m := regexp.MustCompile(`name="token" value="([0-9a-f]+)"`).FindStringSubmatch(string(page.Body))
	if m == nil {
		t.Fatalf("provider page: %v", page)
	}
	form := url.Values{"token": {m[1]}, "amount": {"12.00"}}
	if r := s.do(t, http.MethodPost, c.Data.Redirect+"/approve", "", "application/x-www-form-urlencoded",
		strings.NewReader(form.Encode())); r.Status != http.StatusSeeOther {
		t.Fatalf("approve: %v", r)
	}
	if !ws.nextData("daily", 15*time.Second, &ev) {
		t.Fatal("no state after the top-up")
	}
	if st := ev.DailyBonusChanged; st.Tier != 1 || cents(t, st.TopupsSum) != 1200 || st.DaysLeft != 7 || !st.Available {
		t.Fatalf("state after the top-up %+v", st)
	}
}

// containsCode reports an error with extensions.code in a subscription's
// error: a list of errors ("error") or a result with errors ("next").
func containsCode(payload json.RawMessage, code string) bool {
	var list []gqlError
	if json.Unmarshal(payload, &list) != nil {
		var p struct {
			Errors []gqlError `json:"errors"`
		}
		if json.Unmarshal(payload, &p) != nil {
			return false
		}
		list = p.Errors
	}
	for _, e := range list {
		if e.Extensions["code"] == code {
			return true
		}
	}
	return false
}
