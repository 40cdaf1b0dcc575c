package app

import (
	"context"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/config"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/quiz"
	"github.com/casefront/casefront/server/services"
	"github.com/casefront/casefront/server/trades"
)

// quizzes adds the skill-gaming quiz, with its default questions, and
// makes withdrawals ask it (docs/quiz.md).
func quizzes(ctx context.Context, s *services.Services, cfg *config.Config, db *ent.Client, env play.Env, tr *trades.Service) error {
	if err := quiz.SeedDefaults(ctx, db); err != nil {
		return err
	}
	s.Quiz = &quiz.Service{DB: db, Clock: env.Clock, Rule: quiz.Rule{
		Countries:   cfg.Events.SkillGamingCountries,
		WithdrawMin: cfg.Events.SkillGamingWithdrawMin,
		ValidFor:    time.Duration(cfg.Events.SkillGamingValidDays) * 24 * time.Hour,
	}}
	tr.SkillGate = s.Quiz.Gate
	return nil
}
