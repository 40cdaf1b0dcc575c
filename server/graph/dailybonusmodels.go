package graph

import (
	"github.com/casefront/casefront/server/dailybonus"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/graph/model"
)

// dailyBonusModel is the viewer's daily bonus as the DailyBonus type shows it.
func dailyBonusModel(st *dailybonus.State) *model.DailyBonus {
	return &model.DailyBonus{Available: st.Available, DaysLeft: st.DaysLeft, Level: st.Level, TopupsSum: st.TopupsSum,
		LastOpenedToday: st.LastOpenedToday, NextAt: st.NextAt, Tier: st.Tier, MaxWin: st.MaxWin, Case: st.Case}
}

func (r *Resolver) dailyFeedDrops(wins []feed.Win) []*model.FeedDrop {
	out := make([]*model.FeedDrop, len(wins))
	for i, w := range wins {
		out[i] = r.feedDrop(w)
	}
	return out
}

// dailyFirst is an optional first argument, def when absent.
func dailyFirst(first *int, def int) int {
	if first == nil {
		return def
	}
	return *first
}
