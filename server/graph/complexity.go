package graph

import (
	"strings"

	"entgo.io/contrib/entgql"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/battle"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/battles"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/graph/generated"
	"github.com/casefront/casefront/server/graph/model"
	"github.com/casefront/casefront/server/inventory"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/support"
)

// Page sizes of the lists whose size the caller picks.
const (
	DefaultPage      = 30 // a connection asked for without first or last
	DefaultRevealed  = 20 // revealedSeeds without first
	DefaultRecent    = 10 // recentWins without first
	MaxOpenDrops     = 10 // drops of one openCase
	MaxSkinVariants  = 10 // a skin's variants in one case: five exteriors, with and without StatTrak
	CountryCount     = 250
	MaxBattleSeats   = 4 // the largest battle
	MaxBattlePresets = 4
)

// costs prices every list at the number of elements it may return, so
// a query's cost is the number of objects it may resolve: a connection
// costs its first/last (or DefaultPage) times its selection, a fixed list
// its bound times its selection. Lists not set here are small and fixed.
func costs() generated.ComplexityRoot {
	var c generated.ComplexityRoot
	q := &c.Query
	q.CaseGroups = list(catalog.MaxGroups)
	q.CasesByIds = func(child int, ids []int) int {
		return times(bounded(len(ids), catalog.MaxCases), child)
	}
	q.Cases = func(child int, _ *entgql.Cursor[int], first *int, _ *entgql.Cursor[int], last *int, _ *ent.CaseOrder, _ *ent.CaseWhereInput) int {
		return times(pageOf(first, last, DefaultPage), child)
	}
	q.Items = func(child int, _ *entgql.Cursor[int], first *int, _ *entgql.Cursor[int], last *int, search *string, _ *ent.ItemOrder) int {
		return times(pageOf(first, last, DefaultPage), child) + searchCost(search)
	}
	q.UpgradeTargets = func(child int, _ *string, search *string, _ *money.Cents, _ *entgql.Cursor[int], first *int) int {
		return times(pageOf(first, nil, DefaultPage), child) + searchCost(search)
	}
	// A page of targets, the credit counted with each (a bound, not a tally).
	q.ChangeTargets = func(child int, _ []int, search *string, _ *entgql.Cursor[int], first *int) int {
		return times(pageOf(first, nil, DefaultPage), child) + searchCost(search)
	}
	q.ItemVariants = func(child int, _ string) int { return times(catalog.MaxVariants, child) }
	q.Nodes = func(child int, ids []int) int { return times(bounded(len(ids), MaxPage), child) }
	q.RevealedSeeds = func(child int, first *int) int { return times(pageOf(first, nil, DefaultRevealed), child) }
	q.RecentWins = func(child int, first *int) int { return times(pageOf(first, nil, DefaultRecent), child) }
	q.DailyBonusTop = func(child int, first *int) int { return times(pageOf(first, nil, DefaultRecent), child) }
	q.DailyBonusHistory = func(child int, first *int) int { return times(pageOf(first, nil, DefaultRecent), child) }
	q.MyDailyBonusOpens = func(child int, _ *entgql.Cursor[int], first *int) int {
		return times(pageOf(first, nil, DefaultRecent), child)
	}
	q.SalesHistory = func(child int, _ *entgql.Cursor[int], first *int) int {
		return times(pageOf(first, nil, inventory.PageSize), child)
	}
	q.UserDrops = func(child int, _ int, _ *bool, _ *entgql.Cursor[int], first *int) int {
		return times(pageOf(first, nil, inventory.PageSize), child)
	}
	q.Transactions = func(child int, _ *string, _ *int) int { return times(1, child) }
	q.Countries = list(CountryCount)
	c.TransactionPage.Items = list(ledger.HistoryPageSize)
	c.CaseGroup.Cases = list(catalog.MaxGroupCases)
	c.Case.Items = list(catalog.MaxCaseItems)
	c.Case.Skins = list(catalog.MaxCaseItems)
	c.CaseSkin.Variants = list(MaxSkinVariants)
	c.OpenCasePayload.Drops = list(MaxOpenDrops)
	c.FeedBatch.Drops = list(feed.MaxPerTick)
	c.SellPayload.Sold = list(inventory.MaxSell)
	c.Mutation.OpenCase = func(child int, _ model.OpenCaseInput) int { return times(1, child) }

	// Case battles: a battle has up to 4 seats and MaxRounds rounds of up
	// to 4 rolls, and its distinct cases come CasesPage at a time; a page
	// holds up to its limit of battles.
	c.Battle.Seats = list(MaxBattleSeats)
	c.Battle.Rounds = list(battles.MaxRounds)
	c.Battle.Cases = func(child int, _ *int, first *int) int {
		return times(bounded(derefInt(first, battles.CasesPage), battles.CasesPage), child)
	}
	c.BattleRound.Rolls = list(MaxBattleSeats)
	q.Battles = func(child int, _ model.BattleTab, _ *int, limit *int, _ *battle.State) int {
		return times(pageOf(limit, nil, battles.DefaultPage), child)
	}
	c.Subscription.ActiveBattlesChanged = func(child int, limit *int) int {
		return times(pageOf(limit, nil, battles.DefaultPage), child)
	}
	c.Subscription.MyBattlesChanged = func(child int, _ *battle.State, limit *int) int {
		return times(pageOf(limit, nil, battles.DefaultPage), child)
	}
	q.BattleCases = list(catalog.MaxGroups)
	c.BattleCaseGroup.Cases = list(catalog.MaxGroupCases)
	c.BattlePresets.Presets = list(MaxBattlePresets)
	c.BattlePreset.Cases = list(battles.MaxRounds)
	q.BattleWins = func(child int, _ int, _ *string) int { return times(battles.MaxRounds*MaxBattleSeats, child) }
	q.RematchOffers = list(battles.MaxPage)
	c.Subscription.RematchOffersChanged = list(battles.MaxPage)
	c.BattleVerification.Rounds = list(battles.MaxRounds)
	c.BattleVerifiedRound.Rolls = list(MaxBattleSeats)
	c.BattleVerification.ClientSeeds = list(MaxBattleSeats)
	c.BattleVerification.SeatTotals = list(MaxBattleSeats)

	// Support: a page of tickets, a thread's comments, a comment's files.
	q.SupportTickets = func(child int, _ *string, first *int, _ *bool) int {
		return times(pageOf(first, nil, 20), child)
	}
	c.SupportTicket.Comments = list(MaxThreadComments)
	c.SupportComment.Attachments = list(support.MaxFiles)
	return c
}

// MaxThreadComments is what a ticket's comments count for (a thread is
// answered whole, and rarely longer).
const MaxThreadComments = 50

// SearchCost is what an item search adds to the cost of its field, whatever
// its page: the search counts and ranks every item that matches, which for
// a short or common term ("s", "|") is every item of the catalogue, and
// measured as much CPU as the largest page of objects the client asks for.
// At half of MaxComplexity, an operation holds at most one search: thirty
// aliased searches were thirty scans of the catalogue in one request.
const SearchCost = MaxComplexity / 2

// searchCost is SearchCost for a search, 0 without one (an empty or blank
// search lists the catalogue by price).
func searchCost(search *string) int {
	if search == nil || strings.TrimSpace(*search) == "" {
		return 0
	}
	return SearchCost
}

// list prices a list of at most n elements.
func list(n int) func(int) int { return func(child int) int { return times(n, child) } }

// pageOf is the page a connection asked for: first or last, else def,
// never above MaxPage (larger pages are refused when resolved).
func pageOf(first, last *int, def int) int {
	n := def
	if first != nil {
		n = *first
	} else if last != nil {
		n = *last
	}
	return bounded(n, MaxPage)
}

// bounded is n within 1..max; an empty list of ids means "up to max".
func bounded(n, max int) int {
	if n <= 0 || n > max {
		return max
	}
	return n
}

// times is 1 + n*child without overflow.
func times(n, child int) int {
	if child < 1 {
		child = 1
	}
	const big = 1 << 40
	if child > big/n {
		return big
	}
	return 1 + n*child
}
