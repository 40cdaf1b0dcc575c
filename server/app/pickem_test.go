package app_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/casefront/casefront/ent/user"
	"github.com/casefront/casefront/server/pickem"
)

// Pick'em over REST and GraphQL on the demo tournaments: the list and a
// tournament, a vote before the lock, a late vote refused (nothing
// written), the restriction, the staff-only result mutation whose last
// result of the final stage has the job score the stage and pay the prize
// once.
func TestPickemOverRESTAndGraphQL(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := catalogServer(t, map[string]string{"RESTRICTED_COUNTRIES": "GB:pickem"})
	if err := pickem.SeedDemo(ctx, s.App.DB.Client, time.Now()); err != nil {
		t.Fatal(err)
	}
	_, tok := s.player(t, 0)
	staff, staffTok := s.player(t, 0)
	barred, barredTok := s.player(t, 0)
	s.App.DB.User.UpdateOneID(barred.ID).SetCountry("GB").ExecX(ctx)
	s.App.DB.User.UpdateOneID(staff.ID).SetRole(user.RoleAdmin).ExecX(ctx)

	type tournament struct {
		Slug   string `json:"slug"`
		Status string `json:"status"`
		Joined bool   `json:"joined"`
		Points int    `json:"points"`
		Rank   *int   `json:"rank"`
	}
	list := decodeAs[struct{ Data []tournament }](t, s.get(t, "/api/tournament/tournament_list", ""), http.StatusOK)
	if len(list.Data) != 7 {
		t.Fatalf("%d tournaments", len(list.Data))
	}
	one := decodeAs[struct{ Data tournament }](t, s.get(t, "/api/tournament/tournament_by_slug?slug=cologne-2025", tok), http.StatusOK)
	if one.Data.Status != pickem.StatusOngoing || one.Data.Joined {
		t.Fatalf("cologne %+v", one.Data)
	}
	wantAPIError(t, s.get(t, "/api/tournament/tournament_by_slug?slug=nope", ""), http.StatusNotFound, "api.not_found")

	type match struct {
		ID     int     `json:"id"`
		TeamA  string  `json:"team_a"`
		Locked bool    `json:"locked"`
		Pick   *string `json:"pick"`
	}
	type stage struct {
		Final   bool    `json:"final"`
		Matches []match `json:"matches"`
	}
	stages := decodeAs[struct{ Data []stage }](t, s.get(t, "/api/tournament/stage_list?slug=cologne-2025", tok), http.StatusOK)
	final := stages.Data[1]
	if !final.Final || !final.Matches[0].Locked || final.Matches[1].Locked {
		t.Fatalf("playoffs %+v", final)
	}
	late, open := final.Matches[0], final.Matches[1]

	wantAPIError(t, s.postJSON(t, "/api/tournament/vote", "", map[string]any{"match_id": open.ID, "team": open.TeamA}), http.StatusUnauthorized, "api.no_auth")
	wantAPIError(t, s.postJSON(t, "/api/tournament/vote", tok, map[string]any{"match_id": late.ID, "team": late.TeamA}), http.StatusConflict, "api.pickem_vote_locked")
	wantAPIError(t, s.postJSON(t, "/api/tournament/vote", tok, map[string]any{"match_id": open.ID, "team": "Nobody"}), http.StatusUnprocessableEntity, "api.validation")
	wantAPIError(t, s.postJSON(t, "/api/tournament/vote", barredTok, map[string]any{"match_id": open.ID, "team": open.TeamA}), http.StatusForbidden, "api.restricted")
	decodeAs[map[string]any](t, s.postJSON(t, "/api/tournament/vote", tok, map[string]any{"match_id": open.ID, "team": open.TeamA}), http.StatusOK)
	decodeAs[map[string]any](t, s.postJSON(t, "/api/tournament/join", tok, map[string]any{"slug": "cologne-2025"}), http.StatusOK)
	votes := decodeAs[struct {
		Data []struct {
			MatchID int    `json:"match_id"`
			Team    string `json:"team"`
		}
	}](t, s.get(t, "/api/tournament/vote_get?slug=cologne-2025", tok), http.StatusOK)
	if len(votes.Data) != 1 || votes.Data[0].MatchID != open.ID {
		t.Fatalf("votes %+v (the late vote must write nothing)", votes.Data)
	}
	// The featured fight is the next open match: side b of it.
	decodeAs[map[string]any](t, s.postJSON(t, "/api/fight/choose_side", staffTok, map[string]any{"side": "b"}), http.StatusOK)
	wantAPIError(t, s.postJSON(t, "/api/fight/choose_side", tok, map[string]any{"side": "c"}), http.StatusUnprocessableEntity, "api.validation")

	const enter = `mutation($slug: String!, $id: Int!, $w: String!) { enterTournamentResult(slug: $slug, matchId: $id, winner: $w) { stageComplete scheduled match { matchId winner locked } } }`
	if code := s.graphql(t, tok, enter, map[string]any{"slug": "cologne-2025", "id": open.ID, "w": open.TeamA}).code(t); code != "api.forbidden" {
		t.Fatalf("a player entered a result: %s", code)
	}
	var complete bool
	for _, m := range final.Matches {
		var out struct {
			EnterTournamentResult struct {
				StageComplete bool `json:"stageComplete"`
			} `json:"enterTournamentResult"`
		}
		s.graphql(t, staffTok, enter, map[string]any{"slug": "cologne-2025", "id": m.ID, "w": m.TeamA}).into(t, &out)
		complete = out.EnterTournamentResult.StageComplete
	}
	if !complete {
		t.Fatal("the last result did not complete the stage")
	}
	type prize struct {
		Data struct {
			Tournament *tournament `json:"tournament"`
			Prize      *struct {
				Money any `json:"money"`
			} `json:"prize"`
			Paid bool `json:"paid"`
		}
	}
	var got prize
	if !eventually(10*time.Second, func() bool {
		got = decodeAs[prize](t, s.get(t, "/api/tournament_prize?slug=cologne-2025", tok), http.StatusOK)
		return got.Data.Paid
	}) {
		t.Fatalf("the prize was not paid: %+v", got.Data)
	}
	if got.Data.Tournament.Points != 2 || *got.Data.Tournament.Rank != 1 || got.Data.Prize == nil {
		t.Fatalf("prize %+v %+v", got.Data.Tournament, got.Data.Prize)
	}
	if b := s.balance(t, tok); b != 5000 {
		t.Fatalf("balance %d after the prize", b)
	}
	winners := decodeAs[struct {
		Data []struct {
			Rank int  `json:"rank"`
			Paid bool `json:"paid"`
		}
	}](t, s.get(t, "/api/tournament/winners?slug=cologne-2025", ""), http.StatusOK)
	if len(winners.Data) != 2 || !winners.Data[0].Paid {
		t.Fatalf("winners %+v", winners.Data)
	}
	s.noErrorLogs(t)
}
