package rest

import (
	"net/http"

	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/ratelimit"
)

// The skill-gaming quiz (spec 7 GET /skill_gaming_vote/list, POST
// /skill_gaming_vote/check and /vote {variants}; server/quiz).

func (h *Handler) quizRoutes() []endpoint {
	return []endpoint{
		{"GET", "/skill_gaming_vote/list", h.quizList, 0},
		{"POST", ratelimit.QuizCheck.Name, h.quizCheck, ratelimit.QuizCheck.PerMinute},
		{"POST", ratelimit.QuizVote.Name, h.quizVote, ratelimit.QuizVote.PerMinute},
	}
}

func (h *Handler) quizList(w http.ResponseWriter, r *http.Request, p *params) error {
	qs, err := h.Quiz.List(r.Context(), actor.From(r.Context()), p.lang())
	if err != nil {
		return err
	}
	ok(w, qs)
	return nil
}

func (h *Handler) quizCheck(w http.ResponseWriter, r *http.Request, p *params) error {
	vs, err := p.ints("variants")
	if err != nil {
		return err
	}
	a, err := h.Quiz.Check(r.Context(), actor.From(r.Context()), vs)
	if err != nil {
		return err
	}
	ok(w, a)
	return nil
}

func (h *Handler) quizVote(w http.ResponseWriter, r *http.Request, p *params) error {
	vs, err := p.ints("variants")
	if err != nil {
		return err
	}
	a, err := h.Quiz.Vote(r.Context(), actor.From(r.Context()), vs)
	if err != nil {
		return err
	}
	ok(w, a)
	return nil
}
