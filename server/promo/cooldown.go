package promo

import (
	"context"
	"time"

	"github.com/casefront/casefront/ent"
	entpromo "github.com/casefront/casefront/ent/promo"
	"github.com/casefront/casefront/ent/promoactivation"
	"github.com/casefront/casefront/server/apperr"
)

// Cooldown kinds (Promo.cooldown). Each counts the player's activations of
// every code of the same kind in a calendar window (UTC):
//
//	today        1 per day      api.code_should_cooldown_today
//	month        1 per month    api.code_should_cooldown_month
//	twice        2 per month    api.code_should_cooldown_twice
//	twice_today  2 per day      api.code_should_cooldown_twice_today
//
// Apart from its kind, a code is activated at most per_user times by one
// player: api.code_should_cooldown.
func window(kind entpromo.Cooldown, now time.Time) (since time.Time, allowed int, err *apperr.Error) {
	now = now.UTC()
	day := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	month := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC)
	switch kind {
	case entpromo.CooldownToday:
		return day, 1, apperr.CodeCooldownToday
	case entpromo.CooldownMonth:
		return month, 1, apperr.CodeCooldownMonth
	case entpromo.CooldownTwice:
		return month, 2, apperr.CodeCooldownTwice
	case entpromo.CooldownTwiceToday:
		return day, 2, apperr.CodeCooldownTwiceToday
	}
	return time.Time{}, 0, nil
}

func (s *Service) checkCooldown(ctx context.Context, tx *ent.Tx, userID int, p *ent.Promo, now time.Time) error {
	mine, err := tx.PromoActivation.Query().
		Where(promoactivation.UserID(userID), promoactivation.PromoID(p.ID)).Count(ctx)
	if err != nil {
		return err
	}
	if mine >= max(p.PerUser, 1) {
		return apperr.CodeCooldown.Msg("code %s was already activated", p.Code).With("promocode", p.Code).With("period", "today")
	}
	since, allowed, refusal := window(p.Cooldown, now)
	if refusal == nil {
		return nil
	}
	n, err := tx.PromoActivation.Query().Where(promoactivation.UserID(userID),
		promoactivation.Cooldown(string(p.Cooldown)), promoactivation.CreatedAtGTE(since)).Count(ctx)
	if err != nil {
		return err
	}
	if n >= allowed {
		period := "today"
		if p.Cooldown == entpromo.CooldownMonth || p.Cooldown == entpromo.CooldownTwice {
			period = "month"
		}
		return refusal.Msg("%s", refusal.Message).With("promocode", p.Code).With("period", period)
	}
	return nil
}
