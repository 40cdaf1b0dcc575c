package app_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/casefront/casefront/server/quiz"
)

// In a country the rule covers, a withdrawal answers
// api.need_skill_gaming_vote and writes nothing until the player passes
// the quiz over REST; need_skill_gaming_vote says so on /user/me.
func TestSkillGamingQuizGatesWithdrawals(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, map[string]string{"SUPPLIER_SANDBOX_STEP": "0", "SKILL_GAMING_COUNTRIES": "CA,NZ", "SKILL_GAMING_WITHDRAW_MIN": "1.00"})
	ctx := context.Background()
	u, tok, ak := s.trader(t)
	s.App.DB.User.UpdateOneID(u.ID).SetCountry("CA").ExecX(ctx)
	need := func() bool {
		me := decodeAs[struct {
			Data struct {
				Need *bool `json:"need_skill_gaming_vote"`
			}
		}](t, s.get(t, "/api/user/me", tok), http.StatusOK)
		if me.Data.Need == nil {
			t.Fatal("/user/me has no need_skill_gaming_vote")
		}
		return *me.Data.Need
	}
	if !need() {
		t.Fatal("need_skill_gaming_vote false in a covered country")
	}
	before := s.freeze(t, u, ak.ID)
	refusal(t, s.postJSON(t, "/api/win/accept", tok, map[string]any{"id": ak.ID}), http.StatusForbidden, "api.need_skill_gaming_vote")
	s.wantUnchanged(t, u, ak.ID, before)

	list := decodeAs[struct{ Data []quiz.Question }](t, s.get(t, "/api/skill_gaming_vote/list?locale=de", tok), http.StatusOK)
	if len(list.Data) != quiz.Count || list.Data[0].Text[:12] != "Wie viel ist" {
		t.Fatalf("list %+v", list.Data)
	}
	var right []int
	for _, q := range list.Data {
		row := s.App.DB.QuizQuestion.GetX(ctx, q.ID)
		for i, v := range row.Variants {
			if v.Right {
				right = append(right, quiz.VariantID(q.ID, i))
			}
		}
	}
	// The same check over GraphQL, then the vote over REST.
	var checked struct {
		CheckSkillGamingVote struct {
			RightIds    []int
			IsVoteRight bool
		}
	}
	s.graphql(t, tok, `mutation($v: [Int!]!) { checkSkillGamingVote(variants: $v) { rightIds isVoteRight } }`, map[string]any{"v": right}).into(t, &checked)
	if !checked.CheckSkillGamingVote.IsVoteRight || len(checked.CheckSkillGamingVote.RightIds) != 3 {
		t.Fatalf("check %+v", checked)
	}
	vote := decodeAs[struct{ Data quiz.Answer }](t, s.postJSON(t, "/api/skill_gaming_vote/vote", tok, map[string]any{"variants": right}), http.StatusOK)
	if !vote.Data.Passed {
		t.Fatalf("vote %+v", vote.Data)
	}
	if need() {
		t.Fatal("still needed after passing")
	}
	if r := s.postJSON(t, "/api/win/accept", tok, map[string]any{"id": ak.ID}); r.Status != http.StatusOK {
		t.Fatalf("withdrawal after the quiz: %s", r)
	}
	// A player elsewhere is never asked.
	_, other := s.player(t, 0)
	var me struct {
		Me struct{ NeedSkillGamingVote *bool }
	}
	s.graphql(t, other, `{ me { needSkillGamingVote } }`, nil).into(t, &me)
	if me.Me.NeedSkillGamingVote == nil || *me.Me.NeedSkillGamingVote {
		t.Fatalf("a player outside the rule: %+v", me)
	}
}
