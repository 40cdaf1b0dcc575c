package play

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/store"
)

// Settlement is the end of a game several players paid for before, each
// with a play that is SettledLater (a battle's seats): what differs from
// game to game.
type Settlement struct {
	// Game names the settlement's events (battle).
	Game string
	// Users are the players the settlement writes (its payers and
	// winners), as the game's row named them when read before the locks.
	Users []int
	// Lock locks and reads the game's own row once the users are locked
	// (store's lock order), and says which players the settlement writes
	// as the locked row names them. One whose row is not locked (the game
	// changed in between) starts the settlement again, locking them too.
	Lock func(ctx context.Context, t *Tx) ([]int, error)
	// Draw settles the game on the locked rows: it writes the game's record
	// (setting Tx.Ref), mints the drops won (Tx.Mint), says what each payer
	// paid (Tx.Paid) and what to announce (Tx.Announce). Returning without
	// any of them (the game is not due, or was settled) writes nothing.
	Draw func(ctx context.Context, t *Tx) error
}

// relocks bounds how often a settlement starts again for a player it had
// not locked.
const relocks = 8

var errRelock = errors.New("play: the game changed while its players were locked; again")

// Settle runs s in one transaction: the players' rows locked in ascending
// id, the game's row (Lock), the draw, then for each payer (ascending id)
// events.Played with what they paid for the game (the XP a battle gives is
// granted here, once); after the commit the wins are announced on the live
// feed, as Run announces them. Nothing is written unless everything
// succeeds.
func (e *Env) Settle(ctx context.Context, s Settlement) error {
	now := e.Now()
	users := slices.Clone(s.Users)
	for attempt := 1; ; attempt++ {
		t := &Tx{}
		var need []int
		err := store.WithTx(ctx, e.DB, func(tx *ent.Tx) error {
			*t = Tx{Tx: tx, Now: now, env: e, play: Play{Game: s.Game}} // a retried transaction starts again
			var err error
			if t.Users, err = LockUsers(ctx, tx, users); err != nil {
				return err
			}
			if s.Lock != nil {
				if need, err = s.Lock(ctx, t); err != nil {
					return err
				}
				for _, id := range need {
					if t.Users[id] == nil {
						return errRelock
					}
				}
			}
			if err := s.Draw(ctx, t); err != nil {
				return err
			}
			slices.SortFunc(t.paid, func(a, b stake) int { return a.userID - b.userID })
			for _, p := range t.paid {
				u := t.Users[p.userID]
				if u == nil {
					return fmt.Errorf("play: %s settles for user %d, whose row it did not lock", s.Game, p.userID)
				}
				ev := events.Event{Kind: events.Played, UserID: u.ID, At: now, Game: s.Game, Ref: t.Ref,
					Key: s.Game + ":" + t.Ref + ":" + strconv.Itoa(u.ID), Staked: p.staked, User: u}
				if err := t.Emit(ctx, &ev); err != nil {
					return err
				}
			}
			return nil
		})
		if errors.Is(err, errRelock) && attempt < relocks {
			users = append(users, need...)
			continue
		}
		if err != nil {
			return err
		}
		t.committed(ctx)
		return nil
	}
}

// stake is what one payer paid for a settled game.
type stake struct {
	userID int
	staked money.Cents
}

// Paid says that userID (a locked player) paid staked for the game being
// settled: the settlement emits their events.Played with it, once, however
// often Paid names them.
func (t *Tx) Paid(userID int, staked money.Cents) {
	for i := range t.paid {
		if t.paid[i].userID == userID {
			t.paid[i].staked += staked
			return
		}
	}
	t.paid = append(t.paid, stake{userID: userID, staked: staked})
}

// LockUsers locks the rows of the users ids names (repeats allowed) in
// ascending id, store's lock order for a change that writes several
// players, and returns them by id.
func LockUsers(ctx context.Context, tx *ent.Tx, ids []int) (map[int]*ent.User, error) {
	ids = slices.Compact(slices.Sorted(slices.Values(ids)))
	users := make(map[int]*ent.User, len(ids))
	for _, id := range ids {
		u, err := store.LockUser(ctx, tx, id)
		if ent.IsNotFound(err) {
			return nil, apperr.NoAuth.Msg("unknown user %d", id)
		}
		if err != nil {
			return nil, err
		}
		users[id] = u
	}
	return users, nil
}
