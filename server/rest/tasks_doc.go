package rest

import (
	"github.com/casefront/casefront/server/apperr"
)

// taskClaimDoc is POST /task/claim's answer.
type taskClaimDoc struct {
	Claimed []taskView       `json:"claimed"`
	Tasks   []taskView       `json:"tasks"`
	User    taskClaimUserDoc `json:"user"`
}

// taskClaimUserDoc is the viewer's balances after a claim.
type taskClaimUserDoc struct {
	Balance  Money `json:"balance"`
	Crystals int64 `json:"crystals"`
	Bullets  int64 `json:"bullets"`
}

func init() {
	tagDescriptions["tasks"] = "Tasks moved by the games' and payments' events, claimed for crystals, bullets, balance or a reward case (docs/tasks.md)."
	describe("tasks", map[string]opDoc{
		"GET /tasks": {
			Summary: "The tasks with their rewards and the viewer's state and steps (anonymous: in_progress, no steps).",
			Access:  anyone,
			Data:    []taskView{},
		},
		"POST /task/claim": {
			Summary: "Claims a completed task {name}, or every completed one without a name; answers what was claimed, the tasks after it and the viewer's balances.",
			Desc:    "Refusals are api.validation with a reason: task_unknown, task_not_completed, task_claimed.",
			Params:  []param{p("name", str(200), "the task; absent: every completed task")},
			Example: map[string]any{"name": "open_5_cases"},
			Data:    taskClaimDoc{},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.SelfBanned},
		},
		"POST /task/check": {
			Summary: "Re-reads one task's steps {name} where its kind can be read from records (reach_level) and answers the task.",
			Desc:    "An unknown or absent name is api.validation, reason task_unknown.",
			Params:  []param{req("name", str(200))},
			Example: map[string]any{"name": "open_5_cases"},
			Data:    taskView{},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.SelfBanned},
		},
	})
}
