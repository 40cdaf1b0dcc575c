package rest

import (
	"net/http"
	"time"

	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/dailycrystal"
	"github.com/casefront/casefront/server/ratelimit"
)

// The daily crystal list (spec 7 /dailycrystal/*; server/dailycrystal).

func (h *Handler) dailyCrystalRoutes() []endpoint {
	return []endpoint{
		{"GET", "/dailycrystal/list", h.dailyCrystalList, 0},
		{"POST", ratelimit.DailyCrystal.Name, h.dailyCrystalReceive, ratelimit.DailyCrystal.PerMinute},
	}
}

type dailyCrystalView struct {
	RewardType string `json:"reward_type"`
	Crystals   int64  `json:"crystals"`
	Condition  string `json:"condition"`
	Threshold  int64  `json:"threshold"`
	Progress   int64  `json:"progress"`
	Received   bool   `json:"received"`
	Available  bool   `json:"available"`
}

func dailyCrystalItem(it dailycrystal.Item) dailyCrystalView {
	return dailyCrystalView{RewardType: it.RewardType, Crystals: it.Crystals, Condition: it.Condition,
		Threshold: it.Threshold, Progress: it.Progress, Received: it.Received, Available: it.Available}
}

func dailyCrystalListView(l *dailycrystal.List) dailyCrystalListDoc {
	items := make([]dailyCrystalView, len(l.Items))
	for i, it := range l.Items {
		items[i] = dailyCrystalItem(it)
	}
	return dailyCrystalListDoc{Day: l.Day, NextAt: l.NextAt.Format(time.RFC3339), Items: items}
}

// dailyCrystalList is the viewer's list today (GET /dailycrystal/list).
func (h *Handler) dailyCrystalList(w http.ResponseWriter, r *http.Request, _ *params) error {
	ctx := r.Context()
	l, err := h.DailyCrystal.List(ctx, actor.From(ctx))
	if err != nil {
		return err
	}
	ok(w, dailyCrystalListView(l))
	return nil
}

// dailyCrystalReceive receives one reward {reward_type} and answers the
// list after it (POST /dailycrystal/receive).
func (h *Handler) dailyCrystalReceive(w http.ResponseWriter, r *http.Request, p *params) error {
	ctx := r.Context()
	res, err := h.DailyCrystal.Receive(ctx, actor.From(ctx), p.str("reward_type"))
	if err != nil {
		return err
	}
	l := dailyCrystalListView(res.List)
	ok(w, dailyCrystalReceivedDoc{Day: l.Day, NextAt: l.NextAt, Items: l.Items,
		Received: dailyCrystalItem(res.Item), Crystals: res.User.Crystals})
	return nil
}
