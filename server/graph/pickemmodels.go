package graph

import "github.com/casefront/casefront/server/ratelimit"

// The pick'em mutations' budgets: the REST paths' (server/rest/pickem.go).
func init() {
	mutationBudgets["joinTournament"] = ratelimit.TournamentJoin
	mutationBudgets["voteTournament"] = ratelimit.TournamentVote
	mutationBudgets["chooseFightSide"] = ratelimit.FightChooseSide
	mutationBudgets["enterTournamentResult"] = ratelimit.TournamentResult
}
