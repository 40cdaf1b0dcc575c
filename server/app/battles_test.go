package app_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/ledger"
)

// battleServer is catalogServer with the battle clock at 20 ms a second:
// a battle of one case lasts 16 ticks.
func battleServer(t *testing.T) *testServer {
	t.Helper()
	s := catalogServer(t, nil)
	s.App.Battles.Tick = 20 * time.Millisecond
	return s
}

func (s *testServer) caseID(t *testing.T, alias string) int {
	t.Helper()
	return s.App.DB.LootCase.Query().Where(lootcase.Alias(alias)).OnlyX(t.Context()).ID
}

type restBattle struct {
	ID         int    `json:"id"`
	State      string `json:"state"`
	UsersCount int    `json:"users_count"`
	Users      []struct {
		User *struct {
			ID int `json:"id"`
		} `json:"user"`
		Paymode string      `json:"paymode"`
		Seat    int         `json:"seat"`
		Total   json.Number `json:"total"`
		Won     bool        `json:"won"`
	} `json:"users"`
	Rounds []struct {
		Round    int `json:"round"`
		CaseData struct {
			ID int `json:"id"`
		} `json:"case_data"`
		RevealAt *time.Time `json:"reveal_at"`
		Revealed bool       `json:"revealed"`
		Rolls    []struct {
			Seat  int         `json:"seat"`
			Price json.Number `json:"price"`
		} `json:"rolls"`
	} `json:"rounds"`
	Results *struct {
		WinnerSeats []int `json:"winner_seats"`
	} `json:"results"`
	PrivateKey *string    `json:"private_key"`
	Delay      int        `json:"delay"`
	BattleHash string     `json:"battle_hash"`
	ServerSeed *string    `json:"server_seed"`
	StartedAt  *time.Time `json:"started_at"`
	GotXP      bool       `json:"got_xp"`
	OldBattle  *int       `json:"old_battle"`
}

type battleAnswer struct {
	Data restBattle `json:"data"`
}

// awaitBattle polls GET /case_battle until the battle is in state.
func (s *testServer) awaitBattle(t *testing.T, id int, token, state string) restBattle {
	t.Helper()
	var b restBattle
	if !eventually(15*time.Second, func() bool {
		b = decodeAs[battleAnswer](t, s.get(t, fmt.Sprintf("/api/case_battle?id=%d", id), token), http.StatusOK).Data
		return b.State == state
	}) {
		t.Fatalf("battle %d is %s, want %s", id, b.State, state)
	}
	return b
}

// A private battle over REST from creation to its verified end, the
// lists, and the refusals with their keys.
func TestBattleOverREST(t *testing.T) {
	t.Parallel()
	s := battleServer(t)
	tc := s.caseID(t, "test-case")
	creator, ctok := s.player(t, 10_000)
	joiner, jtok := s.player(t, 10_000)
	_, otok := s.player(t, 10_000)
	_, ptok := s.player(t, 500)

	created := decodeAs[battleAnswer](t, s.postJSON(t, "/case_battle/create", ctok, map[string]any{"data": map[string]any{
		"players_count": 2, "cases": []any{map[string]any{"id": tc, "count": 2}}, "privacy": "private", "type": "normal",
		"paymode": "each", "choosing_winner": "highest", "delay": 26}}), http.StatusOK).Data
	if created.State != "new" || created.PrivateKey == nil || created.Delay != 26 || len(created.Rounds) != 2 || created.ServerSeed != nil {
		t.Fatalf("created: %+v", created)
	}
	key := *created.PrivateKey
	if s.balance(t, ctok) != 10_000-2*1000 {
		t.Fatalf("creator balance %d", s.balance(t, ctok))
	}
	get := func(token, query string) result {
		return s.get(t, fmt.Sprintf("/api/case_battle?id=%d%s", created.ID, query), token)
	}
	wantAPIError(t, get(otok, ""), http.StatusForbidden, apperr.BattlePrivate.Key)
	if b := decodeAs[battleAnswer](t, get(otok, "&private_key="+key), http.StatusOK).Data; b.PrivateKey == nil {
		t.Fatal("the key's holder does not see it")
	}
	enter := func(token string, body map[string]any) result {
		body["id"] = created.ID
		return s.postJSON(t, "/case_battle/enter", token, map[string]any{"data": body})
	}
	wantAPIError(t, enter(jtok, map[string]any{"private_key": "wrong"}), http.StatusForbidden, apperr.BattlePrivate.Key)
	wantAPIError(t, enter(ptok, map[string]any{"private_key": key}), http.StatusPaymentRequired, apperr.NotEnoughMoney.Key)
	wantAPIError(t, enter(ctok, map[string]any{"private_key": key}), http.StatusConflict, apperr.BattleAlreadyJoined.Key)
	started := decodeAs[battleAnswer](t, enter(jtok, map[string]any{"private_key": key}), http.StatusOK).Data
	if started.State != "active" || started.StartedAt == nil || started.UsersCount != 2 {
		t.Fatalf("started: %+v", started)
	}
	wantAPIError(t, enter(otok, map[string]any{"private_key": key}), http.StatusConflict, apperr.BattleFull.Key)
	wantAPIError(t, s.postJSON(t, "/case_battle/leave", jtok, map[string]any{"data": map[string]any{"id": created.ID}}),
		http.StatusConflict, apperr.BattleStarted.Key)

	done := s.awaitBattle(t, created.ID, jtok, "finished")
	if done.ServerSeed == nil || done.Results == nil || len(done.Results.WinnerSeats) != 1 || !done.GotXP {
		t.Fatalf("finished: %+v", done)
	}
	for _, r := range done.Rounds {
		if !r.Revealed || len(r.Rolls) != 2 {
			t.Fatalf("round %d at the end: %+v", r.Round, r)
		}
	}
	type verified struct {
		Data struct {
			OK          bool  `json:"ok"`
			HashMatches bool  `json:"hash_matches"`
			WinnerSeats []int `json:"winner_seats"`
		} `json:"data"`
	}
	ver := decodeAs[verified](t, s.get(t, fmt.Sprintf("/api/fair/battle?id=%d&private_key=%s", created.ID, key), ""), http.StatusOK)
	if !ver.Data.OK || !ver.Data.HashMatches {
		t.Fatalf("verify: %+v", ver.Data)
	}
	type winsAnswer struct {
		Data []struct {
			DropID int `json:"drop_id"`
			User   struct {
				ID int `json:"id"`
			} `json:"user"`
		} `json:"data"`
	}
	wins := decodeAs[winsAnswer](t, s.get(t, fmt.Sprintf("/api/case_battle/wins?id=%d", created.ID), jtok), http.StatusOK)
	winner := []int{creator.ID, joiner.ID}[done.Results.WinnerSeats[0]]
	if len(wins.Data) != 4 || wins.Data[0].User.ID != winner {
		t.Fatalf("wins: %+v, winner %d", wins.Data, winner)
	}
	winnerTok := []string{ctok, jtok}[done.Results.WinnerSeats[0]]
	if n := s.dropCount(t, winnerTok); n != 4 {
		t.Fatalf("the winner's inventory holds %d drops", n)
	}

	// Lists and the other reads.
	type battlePage struct {
		Data []restBattle `json:"data"`
		Meta struct {
			Total int `json:"total"`
		} `json:"meta"`
	}
	page := decodeAs[battlePage](t, s.get(t, "/api/case_battles?tab=my", jtok), http.StatusOK)
	if page.Meta.Total != 1 || page.Data[0].ID != created.ID {
		t.Fatalf("my: %+v", page)
	}
	public := decodeAs[battleAnswer](t, s.postJSON(t, "/case_battle/create", otok, map[string]any{"players_count": 3, "cases": []int{tc}}), http.StatusOK).Data
	type countAnswer struct {
		Data struct {
			Count int `json:"count"`
		} `json:"data"`
	}
	count := decodeAs[countAnswer](t, s.get(t, "/api/case_battles/active_battles_count", ""), http.StatusOK)
	if count.Data.Count != 1 {
		t.Fatalf("active count %d", count.Data.Count)
	}
	active := decodeAs[battlePage](t, s.get(t, "/api/case_battles?tab=active", ""), http.StatusOK)
	if active.Meta.Total != 1 || active.Data[0].ID != public.ID {
		t.Fatalf("active: %+v", active)
	}
	for _, path := range []string{"/api/case_battles/topbar", "/api/case_battle/available_cases", "/api/case_battle/presets", "/api/case_battles?tab=top"} {
		if r := s.get(t, path, jtok); r.Status != http.StatusOK {
			t.Fatalf("%s: %s", path, r)
		}
	}
	if r := s.postJSON(t, "/case_battle/understand", jtok, nil); r.Status != http.StatusOK {
		t.Fatalf("understand: %s", r)
	}
	wantAPIError(t, s.postJSON(t, "/case_battle/create", otok, map[string]any{"players_count": 2, "cases": make([]int, 21)}),
		http.StatusUnprocessableEntity, apperr.Validation.Key)
	wantAPIError(t, s.postJSON(t, "/case_battle/create", otok, map[string]any{"players_count": 2, "cases": []int{s.caseID(t, "off-case")}}),
		http.StatusConflict, apperr.CaseDisabled.Key)

	// Rematch: the loser offers; the winner declines.
	loserTok := []string{ctok, jtok}[1-done.Results.WinnerSeats[0]]
	wantAPIError(t, s.postJSON(t, "/case_battle/rematch/create", winnerTok, map[string]any{"old_battle_id": created.ID}),
		http.StatusForbidden, apperr.Forbidden.Key)
	type rematchAnswer struct {
		Data struct {
			ID          int    `json:"id"`
			State       string `json:"state"`
			RemainingMs int64  `json:"remaining_ms"`
		} `json:"data"`
	}
	rm := decodeAs[rematchAnswer](t, s.postJSON(t, "/case_battle/rematch/create", loserTok, map[string]any{"old_battle_id": created.ID}), http.StatusOK)
	if rm.Data.State != "created" || rm.Data.RemainingMs <= 59_000 {
		t.Fatalf("offer: %+v", rm.Data)
	}
	if r := s.get(t, "/api/case_battle/rematch", winnerTok); r.Status != http.StatusOK || !json.Valid(r.Body) {
		t.Fatalf("offers: %s", r)
	}
	declined := decodeAs[rematchAnswer](t, s.postJSON(t, "/case_battle/rematch/decline", winnerTok, map[string]any{"rematch_id": rm.Data.ID}), http.StatusOK)
	if declined.Data.State != "declined" {
		t.Fatalf("declined: %+v", declined.Data)
	}
	bad, err := ledger.Verify(t.Context(), s.App.DB.Client)
	if err != nil || len(bad) != 0 {
		t.Fatalf("ledger: %v %v", bad, err)
	}
	s.noErrorLogs(t)
}

// GraphQL: create and enter by mutation; battleChanged delivers the start,
// each round as it is shown (never a roll before its round) and the end
// with the seed; the header's count and the active list follow.
func TestBattleOverGraphQL(t *testing.T) {
	t.Parallel()
	s := battleServer(t)
	tc := s.caseID(t, "test-case")
	_, ctok := s.player(t, 10_000)
	_, jtok := s.player(t, 10_000)

	count := connectWS(t, s, "graphql-transport-ws", "")
	count.subscribe("count", `subscription { activeBattlesCountChanged }`)
	var n struct{ ActiveBattlesCountChanged int }
	if !count.nextData("count", 5*time.Second, &n) || n.ActiveBattlesCountChanged != 0 {
		t.Fatalf("active count at first: %+v", n)
	}
	var created struct {
		CreateBattle struct {
			ID         string
			State      string
			BattleHash string
			Delay      int
			SeatPrice  string
			Rounds     []struct {
				Round int
				Case  struct{ ID string }
			}
			Cases []struct {
				ID    string
				Items []struct{ Weight int }
			}
		}
	}
	s.graphql(t, ctok, `mutation($cases: [ID!]!) { createBattle(input: {playersCount: 2, caseIds: $cases, delay: 36}) {
		id state battleHash delay seatPrice rounds { round case { id } } cases { id items { weight } } } }`, map[string]any{"cases": []int{tc, tc, tc}}).into(t, &created)
	b := created.CreateBattle
	if b.State != "new" || b.Delay != 36 || b.SeatPrice != "30.00" || len(b.Rounds) != 3 || len(b.BattleHash) != 64 {
		t.Fatalf("created: %+v", b)
	}
	// The contents come once per distinct case, the rounds naming it.
	if len(b.Cases) != 1 || b.Cases[0].ID != fmt.Sprint(tc) || len(b.Cases[0].Items) == 0 || b.Rounds[2].Case.ID != b.Cases[0].ID {
		t.Fatalf("cases: %+v, rounds %+v", b.Cases, b.Rounds)
	}
	g := s.graphql(t, ctok, `query($id: ID!) { battle(id: $id) { cases(first: 11) { id } } }`, map[string]any{"id": b.ID})
	if g.code(t) != apperr.Validation.Key {
		t.Fatalf("a page of 11 cases: %s", g.raw)
	}
	if !count.nextData("count", 5*time.Second, &n) || n.ActiveBattlesCountChanged != 1 {
		t.Fatalf("active count after the creation: %+v", n)
	}

	watch := connectWS(t, s, "graphql-transport-ws", "")
	watch.subscribe("battle", `subscription { battleChanged(id: `+b.ID+`) { state revealedRounds serverSeed
		rounds { round revealed revealAt rolls { seat price item { name } } } seats { seat total won user { id } } winnerSeats } }`)
	var first struct{ BattleChanged struct{ State string } }
	if !watch.nextData("battle", 5*time.Second, &first) || first.BattleChanged.State != "new" {
		t.Fatalf("the battle at first: %+v", first)
	}
	var entered struct {
		EnterBattle struct{ State string }
	}
	s.graphql(t, jtok, `mutation($id: ID!) { enterBattle(input: {id: $id}) { state } }`, map[string]any{"id": b.ID}).into(t, &entered)
	if entered.EnterBattle.State != "active" {
		t.Fatalf("entered: %+v", entered)
	}
	type update struct {
		BattleChanged struct {
			State          string
			RevealedRounds int
			ServerSeed     *string
			Rounds         []struct {
				Round    int
				Revealed bool
				Rolls    []struct{ Seat int }
			}
			WinnerSeats []int
		}
	}
	seen := map[int]bool{}
	var last update
	for last.BattleChanged.State != "finished" {
		var u update
		if !watch.nextData("battle", 15*time.Second, &u) {
			t.Fatalf("no update after %+v", last)
		}
		v := u.BattleChanged
		for _, r := range v.Rounds {
			if r.Revealed != (r.Round <= v.RevealedRounds) || r.Revealed != (len(r.Rolls) == 2) {
				t.Fatalf("round %d shown %v with %d rolls, %d rounds revealed", r.Round, r.Revealed, len(r.Rolls), v.RevealedRounds)
			}
		}
		if v.State != "finished" && v.ServerSeed != nil {
			t.Fatal("the seed leaked before the end")
		}
		seen[v.RevealedRounds] = true
		last = u
	}
	if last.BattleChanged.ServerSeed == nil || len(last.BattleChanged.WinnerSeats) != 1 || !seen[0] {
		t.Fatalf("end: %+v, revealed counts seen %v", last, seen)
	}
	if len(seen) < 3 {
		t.Fatalf("round updates seen for revealed counts %v, want the rounds one by one", seen)
	}
	var ver struct {
		VerifyBattle struct {
			Ok     bool
			Rounds []struct{ Rolls []struct{ Matches bool } }
		}
	}
	s.graphql(t, "", `query($id: ID!) { verifyBattle(id: $id) { ok rounds { rolls { matches } } } }`, map[string]any{"id": b.ID}).into(t, &ver)
	if !ver.VerifyBattle.Ok || len(ver.VerifyBattle.Rounds) != 3 {
		t.Fatalf("verify: %+v", ver)
	}
	var lists struct {
		Battles struct {
			Total   int
			Battles []struct{ ID string }
		}
		ActiveBattlesCount int
		BattlePresets      struct {
			Show    int
			Presets []struct{ Key string }
		}
		BattleRules struct {
			MaxRounds       int
			RematchWindowMs int
		}
	}
	s.graphql(t, ctok, `{ battles(tab: my) { total battles { id } } activeBattlesCount battlePresets { show presets { key } }
		battleRules { maxRounds rematchWindowMs } }`, nil).into(t, &lists)
	if lists.Battles.Total != 1 || lists.ActiveBattlesCount != 0 || len(lists.BattlePresets.Presets) != 4 ||
		lists.BattleRules.RematchWindowMs != 60_000 || lists.BattleRules.MaxRounds != 20 {
		t.Fatalf("lists: %+v", lists)
	}
	g = s.graphql(t, jtok, `mutation($id: ID!) { leaveBattle(id: $id) { state } }`, map[string]any{"id": b.ID})
	if g.code(t) != apperr.BattleStarted.Key {
		t.Fatalf("leave after the end: %s", g.raw)
	}
	s.noErrorLogs(t)
}

// Two instances on one database and one Redis: a battle created and
// played through one reaches the other's subscribers (the header's count,
// the battle's rounds and end, the joiner's my tab) and the winner there hears the loser's
// rematch offer with its remaining time.
func TestBattleSubscriptionsAcrossInstances(t *testing.T) {
	t.Parallel()
	env := map[string]string{"DATABASE_URL": testenv.SQLiteURL(t), "REDIS_URL": testenv.RedisURL(t)}
	a, b := startServer(t, env), startServer(t, env)
	a.App.Battles.Tick, b.App.Battles.Tick = 20*time.Millisecond, 20*time.Millisecond
	testdb.WithCatalog(t, a.App.DB)
	tc := a.caseID(t, "test-case")
	creator, ctok := a.player(t, 10_000)
	joiner, jtok := a.player(t, 10_000)

	count := connectWS(t, a, "graphql-transport-ws", "")
	count.subscribe("count", `subscription { activeBattlesCountChanged }`)
	var n struct{ ActiveBattlesCountChanged int }
	if !count.nextData("count", 5*time.Second, &n) || n.ActiveBattlesCountChanged != 0 {
		t.Fatalf("count at first: %+v", n)
	}
	created := decodeAs[battleAnswer](t, b.postJSON(t, "/case_battle/create", ctok, map[string]any{"players_count": 2, "cases": []int{tc}}), http.StatusOK).Data
	if !count.nextData("count", 5*time.Second, &n) || n.ActiveBattlesCountChanged != 1 {
		t.Fatalf("count on A after a creation on B: %+v", n)
	}

	watch := connectWS(t, a, "graphql-transport-ws", "")
	watch.subscribe("battle", fmt.Sprintf(`subscription { battleChanged(id: %d) { state revealedRounds winnerSeats } }`, created.ID))
	type update struct {
		BattleChanged struct {
			State          string
			RevealedRounds int
			WinnerSeats    []int
		}
	}
	var u update
	if !watch.nextData("battle", 5*time.Second, &u) || u.BattleChanged.State != "new" {
		t.Fatalf("battle at first: %+v", u)
	}
	mine := connectWS(t, a, "graphql-transport-ws", jtok)
	mine.subscribe("mine", `subscription { myBattlesChanged { total battles { id state } } }`)
	type mineUpdate struct {
		MyBattlesChanged struct {
			Total   int
			Battles []struct{ ID, State string }
		}
	}
	var m mineUpdate
	if !mine.nextData("mine", 5*time.Second, &m) || m.MyBattlesChanged.Total != 0 {
		t.Fatalf("the joiner's battles at first: %+v", m)
	}
	if r := b.postJSON(t, "/case_battle/enter", jtok, map[string]any{"id": created.ID}); r.Status != http.StatusOK {
		t.Fatalf("enter on B: %s", r)
	}
	if !mine.nextData("mine", 5*time.Second, &m) || m.MyBattlesChanged.Total != 1 ||
		m.MyBattlesChanged.Battles[0].ID != fmt.Sprint(created.ID) || m.MyBattlesChanged.Battles[0].State != "active" {
		t.Fatalf("the joiner's battles on A after joining on B: %+v", m)
	}
	for m.MyBattlesChanged.Battles[0].State != "finished" {
		if !mine.nextData("mine", 15*time.Second, &m) {
			t.Fatalf("the joiner's battle did not finish on A: %+v", m)
		}
	}
	for u.BattleChanged.State != "finished" {
		if !watch.nextData("battle", 15*time.Second, &u) {
			t.Fatalf("no update on A after %+v", u)
		}
	}
	winnerSeat := u.BattleChanged.WinnerSeats[0]
	winnerTok, loserTok := []string{ctok, jtok}[winnerSeat], []string{ctok, jtok}[1-winnerSeat]
	loserID := []int{creator.ID, joiner.ID}[1-winnerSeat]

	offers := connectWS(t, a, "graphql-transport-ws", winnerTok)
	offers.subscribe("offers", `subscription { rematchOffersChanged { id state remainingMs loser { id } oldBattleId } }`)
	type offersUpdate struct {
		RematchOffersChanged []struct {
			ID          string
			State       string
			RemainingMs int
			Loser       struct{ ID string }
			OldBattleID string `json:"oldBattleId"`
		}
	}
	var o offersUpdate
	if !offers.nextData("offers", 5*time.Second, &o) || len(o.RematchOffersChanged) != 0 {
		t.Fatalf("offers at first: %+v", o)
	}
	if r := b.postJSON(t, "/case_battle/rematch/create", loserTok, map[string]any{"old_battle_id": created.ID}); r.Status != http.StatusOK {
		t.Fatalf("rematch on B: %s", r)
	}
	if !offers.nextData("offers", 5*time.Second, &o) || len(o.RematchOffersChanged) != 1 {
		t.Fatalf("offers on A after the offer on B: %+v", o)
	}
	got := o.RematchOffersChanged[0]
	if got.State != "created" || got.RemainingMs <= 0 || got.RemainingMs > 60_000 || got.Loser.ID != fmt.Sprint(loserID) ||
		got.OldBattleID != fmt.Sprint(created.ID) {
		t.Fatalf("offer: %+v", got)
	}
}
