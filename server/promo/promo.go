// Package promo is promo codes and promo pages. A code has one of five
// types (spec 4): money credits an amount, percent adds N% to the player's
// next deposit, case grants a free reward case, partner makes the player a
// referral of a partner, promo drives a promo page.
//
// Limits: total uses (taken by a conditional update, so n uses left are
// taken at most n times whatever the concurrency), uses per player, a
// validity window, a minimum of past deposits, and a cooldown kind shared by
// every code of that kind. A player's activations are serialised on their
// locked user row, so parallel requests of one player count each other.
package promo

import (
	"context"
	"strconv"
	"strings"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	entpromo "github.com/casefront/casefront/ent/promo"
	"github.com/casefront/casefront/ent/promoactivation"
	"github.com/casefront/casefront/ent/rewardcase"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/partner"
	"github.com/casefront/casefront/server/store"
)

// Service activates promo codes.
type Service struct {
	DB  *ent.Client
	Log *zap.Logger
	Now func() time.Time
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// Normalize is how codes are stored and matched: trimmed, upper case.
func Normalize(code string) string { return strings.ToUpper(strings.TrimSpace(code)) }

// MaxCodeLen bounds a code as typed.
const MaxCodeLen = 64

func checkCode(code string) (string, error) {
	c := Normalize(code)
	if c == "" || len(c) > MaxCodeLen {
		return "", apperr.Validation.Msg("code must be 1 to %d characters", MaxCodeLen).With("field", "code")
	}
	return c, nil
}

// Get returns a promo by code for its page, or api.not_found when there is
// none or it is outside its validity window.
func (s *Service) Get(ctx context.Context, code string) (*ent.Promo, error) {
	c, err := checkCode(code)
	if err != nil {
		return nil, err
	}
	p, err := s.DB.Promo.Query().Where(entpromo.Code(c)).Only(ctx)
	if ent.IsNotFound(err) || (err == nil && !live(p, s.now())) {
		return nil, apperr.NotFound.Msg("no promo %s", c).With("promocode", c)
	}
	return p, err
}

func live(p *ent.Promo, now time.Time) bool {
	return (p.StartsAt == nil || !now.Before(*p.StartsAt)) && (p.EndsAt == nil || now.Before(*p.EndsAt))
}

// UsesLeft is nil for an unlimited code.
func UsesLeft(p *ent.Promo) *int {
	if p.MaxUses == 0 {
		return nil
	}
	n := max(p.MaxUses-p.Uses, 0)
	return &n
}

// Activate activates code for the actor (POST /promocode). group, when not
// empty, must be the promo's group (POST /promo/{name}/activate).
func (s *Service) Activate(ctx context.Context, a *actor.Actor, code, group string) (*ent.PromoActivation, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	now := s.now()
	if err := a.CanPlay(now); err != nil {
		return nil, err
	}
	c, err := checkCode(code)
	if err != nil {
		return nil, err
	}
	var act *ent.PromoActivation
	err = store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		// Lock order: the player's row first (serialises one player's
		// activations), then the code's uses counter.
		u, err := store.LockUser(ctx, tx, a.UserID)
		if err != nil {
			return err
		}
		if err := actor.CanPlayRow(u, now); err != nil {
			return err
		}
		p, err := tx.Promo.Query().Where(entpromo.Code(c)).Only(ctx)
		if ent.IsNotFound(err) {
			return apperr.PromoUnavailable.Msg("no code %s", c).With("promocode", c)
		}
		if err != nil {
			return err
		}
		if !live(p, now) || (group != "" && !strings.EqualFold(group, p.Group)) {
			return apperr.PromoUnavailable.Msg("code %s is not valid now", c).With("promocode", c)
		}
		if p.MinDeposits > 0 && u.TopupsSum < p.MinDeposits {
			return apperr.NoDeposits.Msg("top up at least %s in all to use this code", p.MinDeposits).
				With("promocode", c).With("amount", max(p.MinDeposits, 400).String())
		}
		if err := s.checkCooldown(ctx, tx, u.ID, p, now); err != nil {
			return err
		}
		// Take a use: at most max_uses, whatever the concurrency.
		upd := tx.Promo.Update().Where(entpromo.ID(p.ID))
		if p.MaxUses > 0 {
			upd.Where(entpromo.UsesLT(p.MaxUses))
		}
		n, err := upd.AddUses(1).Save(ctx)
		if err != nil {
			return err
		}
		if n == 0 {
			return apperr.PromoUnavailable.Msg("code %s is used up", c).With("promocode", c)
		}
		act, err = s.apply(ctx, tx, u, p)
		return err
	})
	if err != nil {
		return nil, err
	}
	return act.Unwrap(), nil
}

// apply gives what the code gives and records the activation.
func (s *Service) apply(ctx context.Context, tx *ent.Tx, u *ent.User, p *ent.Promo) (*ent.PromoActivation, error) {
	create := tx.PromoActivation.Create().SetPromoID(p.ID).SetUserID(u.ID).SetCode(p.Code).
		SetType(promoactivation.Type(p.Type)).SetCooldown(string(p.Cooldown)).SetState(promoactivation.StateUsed).
		SetCreatedAt(s.now())
	switch rewardOf(p) {
	case entpromo.TypeMoney:
		if p.Amount <= 0 {
			return nil, apperr.PromoUnavailable.Msg("code %s credits nothing", p.Code).With("promocode", p.Code)
		}
		create.SetAmount(p.Amount)
	case entpromo.TypePercent:
		if p.PercentBps <= 0 {
			return nil, apperr.PromoUnavailable.Msg("code %s adds nothing", p.Code).With("promocode", p.Code)
		}
		// One deposit bonus waits at a time: the newest replaces an unused one.
		if _, err := tx.PromoActivation.Update().
			Where(promoactivation.UserID(u.ID), promoactivation.StateEQ(promoactivation.StateActive)).
			SetState(promoactivation.StateReplaced).Save(ctx); err != nil {
			return nil, err
		}
		create.SetPercentBps(p.PercentBps).SetState(promoactivation.StateActive)
	case entpromo.TypeCase:
		// The grant waits in the reward inventory (cases.OpenReward).
		if p.CaseID == nil {
			return nil, apperr.PromoUnavailable.Msg("code %s grants no case", p.Code).With("promocode", p.Code)
		}
		create.SetCaseID(*p.CaseID)
	case entpromo.TypePartner:
		if p.PartnerID == nil {
			return nil, apperr.PromoUnavailable.Msg("code %s names no partner", p.Code).With("promocode", p.Code)
		}
		partnerRow, err := tx.User.Get(ctx, *p.PartnerID)
		if err != nil {
			return nil, err
		}
		if partnerRow.PartnerCode == nil {
			return nil, apperr.PromoUnavailable.Msg("code %s names no partner", p.Code).With("promocode", p.Code)
		}
		if _, err := partner.Bind(ctx, tx, u, *partnerRow.PartnerCode); err != nil {
			return nil, err
		}
	}
	act, err := create.Save(ctx)
	if err != nil {
		return nil, err
	}
	if rewardOf(p) == entpromo.TypeCase {
		if err := cases.Grant(ctx, tx, u.ID, *p.CaseID, rewardcase.SourcePromo, "promo_activation:"+itoa(act.ID)); err != nil {
			return nil, err
		}
	}
	if rewardOf(p) == entpromo.TypeMoney {
		if _, err := ledger.Apply(ctx, tx, ledger.Change{At: s.now(), UserID: u.ID, Currency: ledger.Money, Delta: int64(p.Amount),
			Reason: "promocode", Ref: "promo:" + p.Code, IdemKey: "promocode:" + itoa(act.ID), Row: u}); err != nil {
			return nil, err
		}
	}
	return act, nil
}

// rewardOf is what an activation gives: its type, except that a promo
// page's code gives the deposit bonus or the money its page offers (or
// nothing: a page that only collects sign-ups).
func rewardOf(p *ent.Promo) entpromo.Type {
	if p.Type != entpromo.TypePromo {
		return p.Type
	}
	switch {
	case p.PercentBps > 0:
		return entpromo.TypePercent
	case p.Amount > 0:
		return entpromo.TypeMoney
	}
	return entpromo.TypePromo
}

// Bonus is the percent code waiting for the player's next deposit.
func Bonus(ctx context.Context, c *ent.Client, userID int) (*ent.PromoActivation, error) {
	act, err := c.PromoActivation.Query().
		Where(promoactivation.UserID(userID), promoactivation.StateEQ(promoactivation.StateActive)).
		Order(ent.Desc(promoactivation.FieldID)).First(ctx)
	if ent.IsNotFound(err) {
		return nil, nil
	}
	return act, err
}

// UseBonus marks a percent activation used by a deposit, in the deposit's
// transaction. It reports false when the activation was already used (by an
// earlier deposit) or replaced: then the deposit earns no bonus.
func UseBonus(ctx context.Context, tx *ent.Tx, activationID, paymentID int) (bool, error) {
	n, err := tx.PromoActivation.Update().
		Where(promoactivation.ID(activationID), promoactivation.StateEQ(promoactivation.StateActive)).
		SetState(promoactivation.StateUsed).SetPaymentID(paymentID).Save(ctx)
	return n == 1, err
}

// BonusOf is the deposit bonus on paid at bps, truncated to the cent.
func BonusOf(paid money.Cents, bps int64) money.Cents { return money.Cents(int64(paid) * bps / 10_000) }

// HistoryPageSize is the page size of the activation history.
const HistoryPageSize = 30

// History is the actor's activations, newest first.
func (s *Service) History(ctx context.Context, a *actor.Actor, page, limit int) ([]*ent.PromoActivation, int, error) {
	if err := a.Require(); err != nil {
		return nil, 0, err
	}
	offset, err := store.Offset(page, limit, HistoryPageSize)
	if err != nil {
		return nil, 0, err
	}
	q := s.DB.PromoActivation.Query().Where(promoactivation.UserID(a.UserID))
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return nil, 0, err
	}
	rows, err := q.Order(ent.Desc(promoactivation.FieldID)).Offset(offset).Limit(limit).All(ctx)
	return rows, total, err
}

func itoa(n int) string { return strconv.Itoa(n) }

// Own is the query of the actor's activations (the GraphQL connection).
func (s *Service) Own(a *actor.Actor) (*ent.PromoActivationQuery, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	return s.DB.PromoActivation.Query().Where(promoactivation.UserID(a.UserID)), nil
}

// Bonus is the player's deposit bonus code still unused, if any (Bonus).
func (s *Service) Bonus(ctx context.Context, userID int) (*ent.PromoActivation, error) {
	return Bonus(ctx, s.DB, userID)
}
