package cases

import (
	"context"
	"errors"
	"strconv"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/play"
)

// The daily bonus family: one free case a UTC day while the player's window
// is open, its contents capped by the player's tier (DailyCaps, roll
// daily:TIER). Package dailybonus keeps the rules (window, tier, when it
// may be opened); this file opens the case as every family does: the
// player's lock, the shared draw with the player's seed (one nonce, cursor
// 0), no cost and no XP, one daily_bonus_opens row per player and day.

// ErrDailyOpened is a second daily bonus open of the same day refused by
// the unique index on (user_id, day): nothing was written.
var ErrDailyOpened = errors.New("cases: the daily bonus was already opened that day")

// DailyBonusCase is the daily bonus case: the case of family dailybonus,
// the lowest id if the catalogue has several.
func DailyBonusCase(ctx context.Context, c *ent.Client) (*ent.LootCase, error) {
	cs, err := c.LootCase.Query().Where(lootcase.FamilyEQ(lootcase.FamilyDailybonus)).
		Order(ent.Asc(lootcase.FieldID)).First(ctx)
	if ent.IsNotFound(err) {
		return nil, apperr.NotFound.Msg("the catalogue has no daily bonus case")
	}
	return cs, err
}

// DailyMaxWin is the most a daily bonus open of cs at tier can win: the
// dearest item the tier's table keeps (0 when it keeps none).
func (s *Service) DailyMaxWin(ctx context.Context, cs *ent.LootCase, tier int) (money.Cents, error) {
	t, err := s.table(ctx, cs)
	if err != nil {
		return 0, err
	}
	if t, err = Shape(t, DailyRoll(tier)); err != nil {
		if apperr.KeyOf(err) == apperr.Validation.Key {
			return 0, nil // no item fits the tier: nothing can be won
		}
		return 0, err
	}
	var top money.Cents
	for i := range t.contents {
		top = max(top, t.price(i))
	}
	return top, nil
}

// DailyOpen is one daily bonus open as package dailybonus asks for it.
type DailyOpen struct {
	Case *ent.LootCase
	Now  time.Time
	Day  string // Now's UTC date, 2006-01-02: the row's day
	Fast bool
	// Admit runs under the player's lock, on the locked row, before anything
	// is written: the refusal (window closed, already opened that day), or
	// the contents tier the row gives.
	Admit func(ctx context.Context, tx *ent.Tx, u *ent.User) (tier int, err error)
}

// OpenDailyBonus opens r.Case once for the actor, free and without XP. The
// drop carries the roll daily:TIER@SHA256 (the prices the cap read,
// prices.go), so /fair/verify recomputes it on the same capped table; the
// open is recorded in daily_bonus_opens and counted in dailybonus_opened.
// A second open of the same day that got past Admit (it cannot under the
// lock, but the index has the last word) fails with ErrDailyOpened and
// writes nothing.
func (s *Service) OpenDailyBonus(ctx context.Context, a *actor.Actor, r DailyOpen) (*Opened, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	cs := r.Case
	if cs.Family != lootcase.FamilyDailybonus {
		return nil, apperr.Validation.Msg("case %q is not the daily bonus case", cs.Alias)
	}
	if !cs.Enabled {
		return nil, apperr.CaseDisabled
	}
	if err := a.CanPlay(r.Now); err != nil {
		return nil, err
	}
	tbl, err := s.table(ctx, cs)
	if err != nil {
		return nil, err
	}
	out := &Opened{Case: cs}
	var tier int
	t, err := s.Run(ctx, a, play.Play{Game: "daily_bonus", Rule: dailyRule, Nonces: 1, At: r.Now,
		Ref: "case:" + strconv.Itoa(cs.ID),
		Check: func(ctx context.Context, t *play.Tx) (err error) {
			tier, err = r.Admit(ctx, t.Tx, t.User)
			return err
		},
		Draw: func(ctx context.Context, t *play.Tx) error {
			shaped, err := Shape(tbl, DailyRoll(tier))
			if err != nil {
				return err
			}
			snapshot := snapshotOf(cs, tbl) // the cap filtered on these prices: the drop names them
			if err := recordPrices(ctx, t.Tx, snapshot); err != nil {
				return err
			}
			roll := DailyRoll(tier) + "@" + snapshot.PricesSHA256()
			if out.Drops, err = rollDrops(t.User.ID, cs, shaped, roll, t.Seed, t.Nonce, 1, t.Now, r.Fast); err != nil {
				return err
			}
			if err := t.Mint(ctx, out.Drops...); err != nil {
				return err
			}
			d := out.Drops[0]
			err = t.DailyBonusOpen.Create().SetUserID(t.User.ID).SetDay(r.Day).SetTier(tier).SetDropID(d.ID).
				SetCreatedAt(t.Now).Exec(ctx)
			if ent.IsConstraintError(err) {
				return ErrDailyOpened
			}
			if err != nil {
				return err
			}
			t.Ref = "daily_bonus:" + r.Day
			t.Announce(*d.FeedAt, cs, d)
			return feed.CountDailyBonus(ctx, t.Tx, t.User.ID)
		},
	})
	if err != nil {
		return nil, err
	}
	out.User, out.Seed = t.User, t.Seed
	return out, nil
}

// dailyRule: the daily bonus is closed by the dailybonus restriction.
var dailyRule = play.Feature("dailybonus")
