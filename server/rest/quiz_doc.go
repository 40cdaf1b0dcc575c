package rest

import (
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/quiz"
)

var variantsS = schema{"oneOf": []any{
	schema{"type": "array", "items": idS, "minItems": 1, "maxItems": 10},
	schema{"type": "string", "pattern": `^[0-9]+(,[0-9]+)*$`, "description": "comma-separated variant ids"},
}}

func init() {
	tagDescriptions["quiz"] = "The skill-gaming quiz: a short skill-testing quiz some jurisdictions require before a withdrawal (docs/quiz.md)."
	describe("quiz", map[string]opDoc{
		"GET /skill_gaming_vote/list": {
			Summary: "The questions of the player's open quiz (3), each with its variants, in the viewer's language; a new list when none is open.",
			Access:  signedIn,
			Params:  []param{p("locale", str(5), "a site language (en, de, ...)")},
			Data:    []quiz.Question{},
			Errors:  []*apperr.Error{apperr.NotFound, apperr.RateLimited},
		},
		"POST /skill_gaming_vote/check": {
			Summary: "Checks the chosen {variants} (one per question): right_ids are the right variants, is_vote_right whether all chosen are right.",
			Desc:    "The first check decides the list: a wrong answer fails it, and the next list is new.",
			Params:  []param{req("variants", variantsS, "the chosen variant ids, one per question")},
			Example: map[string]any{"variants": []int{11, 22, 33}},
			Data:    quiz.Answer{},
			Errors:  []*apperr.Error{apperr.NotFound},
		},
		"POST /skill_gaming_vote/vote": {
			Summary: "Submits the chosen {variants}: all right passes the quiz (passed true; api.need_skill_gaming_vote no longer refuses withdrawals).",
			Params:  []param{req("variants", variantsS, "the chosen variant ids, one per question")},
			Example: map[string]any{"variants": []int{11, 22, 33}},
			Data:    quiz.Answer{},
			Errors:  []*apperr.Error{apperr.NotFound},
		},
	})
}
