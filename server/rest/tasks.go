package rest

import (
	"net/http"

	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/ratelimit"
	"github.com/casefront/casefront/server/tasks"
)

// Tasks (spec 7 /tasks, /task/claim, /task/check; server/tasks).

func (h *Handler) tasksRoutes() []endpoint {
	return []endpoint{
		{"GET", "/tasks", h.taskList, 0},
		{"POST", ratelimit.TaskClaim.Name, h.taskClaim, ratelimit.TaskClaim.PerMinute},
		{"POST", ratelimit.TaskCheck.Name, h.taskCheck, ratelimit.TaskCheck.PerMinute},
	}
}

type taskRewardView struct {
	Type string `json:"type"`
	// Value is the amount: bullets, crystals, balance in dollars (2
	// decimals), or the case's alias.
	Value any             `json:"value"`
	Case  *rewardCaseView `json:"case,omitempty"`
}

type taskView struct {
	Name    string           `json:"name"`
	Kind    string           `json:"kind"`
	Service string           `json:"service,omitempty"`
	State   string           `json:"state"`
	Step    int64            `json:"step"`
	Steps   int64            `json:"steps"`
	Rewards []taskRewardView `json:"rewards"`
}

func (h *Handler) task(t tasks.Task) taskView {
	v := taskView{Name: t.Name, Kind: t.Kind, Service: t.Service, State: t.State, Step: t.Step, Steps: t.Steps,
		Rewards: make([]taskRewardView, len(t.Rewards))}
	for i, rw := range t.Rewards {
		rv := taskRewardView{Type: rw.Type, Value: rw.Value}
		switch rw.Type {
		case tasks.RewardBalance:
			rv.Value = Money(rw.Balance())
		case tasks.RewardCase:
			rv.Case = h.rewardCaseView(rw.Case)
			rv.Value = rw.Case.Alias
		}
		v.Rewards[i] = rv
	}
	return v
}

func (h *Handler) taskViews(ts []tasks.Task) []taskView {
	out := make([]taskView, len(ts))
	for i, t := range ts {
		out[i] = h.task(t)
	}
	return out
}

// taskList lists the tasks with the viewer's states (GET /tasks).
func (h *Handler) taskList(w http.ResponseWriter, r *http.Request, _ *params) error {
	ctx := r.Context()
	ts, err := h.Tasks.List(ctx, actor.From(ctx))
	if err != nil {
		return err
	}
	ok(w, h.taskViews(ts))
	return nil
}

// taskClaim claims a completed task {name}, or every completed one
// without a name (POST /task/claim).
func (h *Handler) taskClaim(w http.ResponseWriter, r *http.Request, p *params) error {
	ctx := r.Context()
	res, err := h.Tasks.Claim(ctx, actor.From(ctx), p.str("name"))
	if err != nil {
		return err
	}
	u := res.User
	ok(w, taskClaimDoc{Claimed: h.taskViews(res.Claimed), Tasks: h.taskViews(res.Tasks),
		User: taskClaimUserDoc{Balance: Money(u.Balance), Crystals: u.Crystals, Bullets: u.Bullets}})
	return nil
}

// taskCheck re-reads one task's steps {name} (POST /task/check).
func (h *Handler) taskCheck(w http.ResponseWriter, r *http.Request, p *params) error {
	ctx := r.Context()
	t, err := h.Tasks.Check(ctx, actor.From(ctx), p.str("name"))
	if err != nil {
		return err
	}
	ok(w, h.task(*t))
	return nil
}
