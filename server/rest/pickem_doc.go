package rest

import (
	"github.com/casefront/casefront/server/apperr"
)

var slugParam = req("slug", str(64), "the tournament's slug, e.g. cologne-2025")

func init() {
	tagDescriptions["pickem"] = "Pick'em tournaments: predictions locked at each match's start, results, points and prizes (docs/pickem.md)."
	play := []*apperr.Error{apperr.AccountRestricted, apperr.Restricted, apperr.SelfBanned, apperr.NotFound, apperr.TournamentNotActive}
	describe("pickem", map[string]opDoc{
		"GET /tournament/tournament_list": {
			Summary: "Every tournament, the newest first: dates, status (upcoming, ongoing, finished), participants, and the viewer's standing.",
			Desc:    "available is whether the viewer may predict now: the tournament is ongoing and the pickem restriction does not hold.",
			Access:  anyone,
			Data:    []tournamentView{},
		},
		"GET /tournament/tournament_by_slug": {
			Summary: "One tournament by its slug, with the viewer's standing (joined, points, rank once final).",
			Access:  anyone,
			Params:  []param{slugParam},
			Data:    tournamentView{},
			Errors:  []*apperr.Error{apperr.NotFound},
		},
		"GET /tournament/stage_list": {
			Summary: "A tournament's stages in order (the last is the final), each with its matches by start time and the viewer's picks.",
			Desc:    "A match is locked from its start (starts_at) or once it has a winner; correct is set when its stage is scored.",
			Access:  anyone,
			Params:  []param{slugParam},
			Data:    []stageView{},
			Errors:  []*apperr.Error{apperr.NotFound},
		},
		"GET /tournament/vote_get": {
			Summary: "The signed-in player's predictions in a tournament.",
			Params:  []param{slugParam},
			Data:    []voteView{},
			Errors:  []*apperr.Error{apperr.NotFound},
		},
		"GET /tournament/winners": {
			Summary: "The leaderboard: participants by points (ties share a rank), with each rank's prize and whether it was paid.",
			Desc:    "Final once the last stage is scored; before that it is the standing so far.",
			Access:  anyone,
			Params:  []param{slugParam, p("limit", intIn(1, 100), "rows (100)")},
			Data:    []winnerView{},
			Errors:  []*apperr.Error{apperr.NotFound},
		},
		"POST /tournament/join": {
			Summary: "Enters the signed-in player in an ongoing tournament; joining again changes nothing (a vote joins too).",
			Params:  []param{slugParam},
			Example: map[string]any{"slug": "cologne-2025"},
			Data:    tournamentView{},
			Errors:  play,
		},
		"POST /tournament/vote": {
			Summary: "Predicts {team} (one of the match's two) to win {match_id}; before the lock a vote replaces the player's earlier one.",
			Desc: "At or after the match's start, or once it has a result, the vote is api.pickem_vote_locked and nothing is written. " +
				"The lock is the server's clock.",
			Params:  []param{req("match_id", idS), req("team", str(100), "team_a or team_b of the match")},
			Example: map[string]any{"match_id": 1, "team": "Vitality"},
			Data:    voteView{},
			Errors:  append([]*apperr.Error{apperr.VoteLocked}, play...),
		},
		"GET /tournament_prize": {
			Summary: "The signed-in player's prize: in {slug}, else in the latest tournament they joined; rank, the prize it wins and whether it was paid.",
			Params:  []param{p("slug", str(64), "the tournament; none: the latest joined")},
			Data:    myPrizeView{},
			Errors:  []*apperr.Error{apperr.NotFound},
		},
		"POST /fight/choose_side": {
			Summary: "Chooses {side} a (team_a) or b (team_b) of a fight: a prediction of that match, with the rules of /tournament/vote.",
			Desc:    "The fight is {match_id}, or without it the featured fight: the next match still open to predictions in an ongoing tournament.",
			Params:  []param{req("side", oneOfStr("a", "b")), p("match_id", idS, "the match; none: the featured fight")},
			Example: map[string]any{"side": "a"},
			Data:    voteView{},
			Errors:  append([]*apperr.Error{apperr.VoteLocked}, play...),
		},
	})
}
