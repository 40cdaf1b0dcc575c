package battles

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/battle"
	"github.com/casefront/casefront/ent/battleseat"
	"github.com/casefront/casefront/ent/predicate"
	"github.com/casefront/casefront/ent/rematch"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/store"
)

// Rematch (docs/battles.md): after a battle finished, a player who lost
// offers to play it again (POST /case_battle/rematch/create {old_battle_id}).
// The offer is open RematchWindow (60,000 ms). Every other player of the
// old battle accepts it by asking for the rematch too (the same call); the
// acceptance that completes the set creates the new battle with the same
// configuration, cases and seats (the bots in theirs), charges every seat
// as creating and entering would (the old creator pays for the bots, and
// for every seat in paymode creator) and starts it at once. Any player's
// decline closes the offer; so does the time running out (a durable job;
// a late decline from a client's timer finds it expired). One offer per
// battle.

// RematchView is a rematch offer as its players see it.
type RematchView struct {
	ID          int
	OldBattleID int
	Loser       *ent.User
	State       rematch.State
	CreatedAt   time.Time
	ExpiresAt   time.Time
	// RemainingMs is what is left of the window while the offer is open.
	RemainingMs int64
	AcceptedIDs []int
	DeclinedBy  *int
	NewBattleID *int
}

func (s *Service) rematchView(rm *ent.Rematch, now time.Time) *RematchView {
	v := &RematchView{ID: rm.ID, OldBattleID: rm.OldBattleID, Loser: rm.Edges.Loser, State: rm.State, CreatedAt: rm.CreatedAt,
		ExpiresAt: rm.ExpiresAt, AcceptedIDs: slices.Clone(rm.AcceptedIds), DeclinedBy: rm.DeclinedBy, NewBattleID: rm.NewBattleID}
	if rm.State == rematch.StateCreated && now.Before(rm.ExpiresAt) {
		v.RemainingMs = rm.ExpiresAt.Sub(now).Milliseconds()
	}
	return v
}

// offered emits events.RematchOffered to each human of the old battle but
// the one who asked (ascending id, each once).
func offered(ctx context.Context, t *play.Tx, rematchID int, humans []int, asker int) error {
	ids := slices.Sorted(slices.Values(humans))
	for _, uid := range slices.Compact(ids) {
		if uid == asker {
			continue
		}
		if err := t.Emit(ctx, &events.Event{Kind: events.RematchOffered, UserID: uid, At: t.Now, Game: Game,
			Ref: "rematch:" + strconv.Itoa(rematchID)}); err != nil {
			return err
		}
	}
	return nil
}

// humansOf are the players (not bots) of a battle's seats, by seat.
func humansOf(seats []*ent.BattleSeat) []int {
	var ids []int
	for _, st := range seats {
		if st.UserID != nil {
			ids = append(ids, *st.UserID)
		}
	}
	return ids
}

func (s *Service) rematchByID(ctx context.Context, id int) (*RematchView, error) {
	rm, err := s.DB.Rematch.Query().Where(rematch.ID(id)).WithLoser().Only(ctx)
	if err != nil {
		return nil, err
	}
	return s.rematchView(rm, s.Now()), nil
}

// CreateRematch offers the rematch of a finished battle (a loser), or
// accepts the open offer (any other player of it); see the package rules.
func (s *Service) CreateRematch(ctx context.Context, a *actor.Actor, oldID int) (*RematchView, error) {
	now := s.Now()
	if err := Refusal(a, now); err != nil {
		return nil, err
	}
	old, err := withDetails(s.DB.Battle.Query().Where(battle.ID(oldID))).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, apperr.NotFound.Msg("no battle %d", oldID)
	}
	if err != nil {
		return nil, err
	}
	humans := humansOf(old.Edges.Seats)
	var mine *ent.BattleSeat
	for _, st := range old.Edges.Seats {
		if st.UserID != nil && *st.UserID == a.UserID {
			mine = st
		}
	}
	if mine == nil {
		return nil, apperr.Forbidden.Msg("only the battle's players ask for its rematch").With("reason", "not_a_player")
	}
	if old.State != battle.StateFinished {
		return nil, apperr.Validation.Msg("only a finished battle can be played again").With("reason", "not_finished")
	}
	var id, newID int
	var complete bool
	var rm *ent.Rematch
	// The acceptance that completes the set pays the new battle's seats:
	// plays settled later, like every seat (Finish grants the XP).
	_, err = s.Run(ctx, a, play.Play{Game: Game, Rule: rule, SettledLater: true, With: append(slices.Clone(humans), old.CreatorID),
		// The offer's row, locked after the players' (the lock order): the
		// offer made, or this player's acceptance recorded.
		Check: func(ctx context.Context, t *play.Tx) error {
			id, newID, complete = 0, 0, false
			var err error
			rm, err = t.Rematch.Query().Where(rematch.OldBattleID(oldID), predicate.Rematch(forUpdate)).Only(ctx)
			switch {
			case ent.IsNotFound(err):
				if slices.Contains(old.WinnerSeats, mine.Seat) {
					return apperr.Forbidden.Msg("a rematch is offered by a player who lost; the winner answers it").With("reason", "winner")
				}
				rm, err = t.Rematch.Create().SetOldBattleID(oldID).SetLoserID(a.UserID).SetAcceptedIds([]int{a.UserID}).
					SetExpiresAt(t.Now.Add(RematchWindow)).SetCreatedAt(t.Now).Save(ctx)
				if ent.IsConstraintError(err) {
					return apperr.RematchClosed.Msg("a rematch of this battle was already offered")
				}
				if err != nil {
					return err
				}
				if err := s.schedule(ctx, t.Tx, RematchExpireArgs{RematchID: rm.ID}, rm.ExpiresAt); err != nil {
					return err
				}
				if err := offered(ctx, t, rm.ID, humans, a.UserID); err != nil {
					return err
				}
			case err != nil:
				return err
			default:
				if rm.State != rematch.StateCreated || !t.Now.Before(rm.ExpiresAt) {
					state := rm.State
					if state == rematch.StateCreated {
						state = rematch.StateExpired
					}
					return apperr.RematchClosed.With("state", string(state))
				}
				if slices.Contains(rm.AcceptedIds, a.UserID) {
					id = rm.ID
					return nil // asked twice: nothing more to do
				}
				ids := append(slices.Clone(rm.AcceptedIds), a.UserID)
				n, err := t.Rematch.Update().Where(rematch.ID(rm.ID), rematch.Version(rm.Version), rematch.StateEQ(rematch.StateCreated)).
					SetAcceptedIds(ids).AddVersion(1).Save(ctx)
				if err != nil {
					return err
				}
				if n != 1 {
					return apperr.RematchClosed
				}
				rm.AcceptedIds = ids
			}
			id = rm.ID
			complete = true
			for _, uid := range humans {
				if !slices.Contains(rm.AcceptedIds, uid) {
					complete = false // others still have to answer
				}
			}
			return nil
		},
		// Everyone accepted: the new battle created, its seats paid, started.
		Draw: func(ctx context.Context, t *play.Tx) error {
			if !complete {
				return nil
			}
			var err error
			if newID, err = s.replay(ctx, t, old); err != nil {
				return err
			}
			n, err := t.Rematch.Update().Where(rematch.ID(rm.ID), rematch.StateEQ(rematch.StateCreated)).
				SetState(rematch.StateAccepted).SetNewBattleID(newID).SetAnsweredAt(t.Now).Save(ctx)
			if err != nil {
				return err
			}
			if n != 1 {
				return apperr.RematchClosed
			}
			return nil
		},
	})
	if err != nil {
		return nil, err
	}
	s.rematchChanged(ctx, id, humans)
	if newID != 0 {
		s.changed(ctx, newID, eventStart, humans)
	}
	return s.rematchByID(ctx, id)
}

// replay creates and starts the rematch of old in the play that holds the
// rows of its seats' players and of its creator: same configuration, cases
// and seats, priced and charged now.
func (s *Service) replay(ctx context.Context, t *play.Tx, old *ent.Battle) (int, error) {
	rounds, _, err := roundCases(ctx, t.Client(), old.CaseIds)
	if err != nil {
		return 0, err
	}
	var seatPrice money.Cents
	revisions := make([]int, len(rounds))
	for i, cs := range rounds {
		seatPrice += cs.Price
		revisions[i] = cs.Revision
	}
	seatCost, creatorPaid := seatPrice, money.Cents(0)
	if old.Paymode == battle.PaymodeCreator {
		seatCost, creatorPaid = 0, seatPrice*money.Cents(old.PlayersCount)
	}
	owes := map[int]money.Cents{old.CreatorID: creatorPaid}
	for _, st := range old.Edges.Seats {
		payer := old.CreatorID
		if st.UserID != nil && old.Paymode != battle.PaymodeCreator {
			payer = *st.UserID
		}
		owes[payer] += seatCost
	}
	for _, uid := range slices.Sorted(maps.Keys(owes)) {
		if t.UserOf(uid).Balance < owes[uid] {
			return 0, apperr.NotEnoughMoney.With("need", owes[uid].String()).With("user_id", uid)
		}
	}
	key := ""
	if old.Privacy == battle.PrivacyPrivate {
		key = randomKey()
	}
	server := fair.NewServerSeed()
	b, err := t.Battle.Create().SetCreatorID(old.CreatorID).SetType(old.Type).SetPrivacy(old.Privacy).SetPrivateKey(key).
		SetPaymode(old.Paymode).SetChoosingWinner(old.ChoosingWinner).SetPlayersCount(old.PlayersCount).
		SetCaseIds(old.CaseIds).SetCaseRevisions(revisions).SetSeatPrice(seatPrice).SetCreatorPaid(creatorPaid).
		SetDelay(Delay(len(old.CaseIds))).SetServerSeed(server).SetServerSeedHash(fair.Hash(server)).
		SetExpiresAt(t.Now.Add(s.openFor())).SetOldBattleID(old.ID).SetCreatedAt(t.Now).Save(ctx)
	if ent.IsConstraintError(err) {
		return 0, apperr.RematchClosed.Msg("this battle was already played again")
	}
	if err != nil {
		return 0, err
	}
	t.Ref = ref(b.ID)
	if err := t.Debit(ctx, play.Debit{UserID: old.CreatorID, Currency: ledger.Money, Amount: int64(creatorPaid),
		Reason: "battle_create", Key: fmt.Sprintf("battle:%d:create", b.ID)}); err != nil {
		return 0, err
	}
	var seats []*ent.BattleSeat
	for _, o := range old.Edges.Seats {
		c := t.BattleSeat.Create().SetBattleID(b.ID).SetSeat(o.Seat).SetSide(o.Side).SetCost(seatCost).SetCreatedAt(t.Now)
		payer, reason := old.CreatorID, "battle_bot"
		if o.UserID != nil {
			seed, err := clientSeed(ctx, t.Tx, *o.UserID, "")
			if err != nil {
				return 0, err
			}
			reason = "battle_seat"
			if old.Paymode != battle.PaymodeCreator {
				payer = *o.UserID
			}
			c.SetUserID(*o.UserID).SetClientSeed(seed)
		} else {
			c.SetIsBot(true).SetClientSeed(BotSeed(b.ID, o.Seat))
		}
		st, err := c.SetPaidByID(payer).Save(ctx)
		if err != nil {
			return 0, err
		}
		if err := t.Debit(ctx, play.Debit{UserID: payer, Currency: ledger.Money, Amount: int64(seatCost),
			Reason: reason, Key: seatKey(b.ID, st.ID, "pay")}); err != nil {
			return 0, err
		}
		seats = append(seats, st)
	}
	return b.ID, s.start(ctx, t.Tx, b, seats, t.Now)
}

// DeclineRematch closes an open offer (any player of the old battle). A
// decline of an offer already declined or expired changes nothing (a
// client's timer declines on expiry); an accepted one is refused.
func (s *Service) DeclineRematch(ctx context.Context, a *actor.Actor, id int) (*RematchView, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	now := s.Now()
	rm, err := s.DB.Rematch.Get(ctx, id)
	if ent.IsNotFound(err) {
		return nil, apperr.NotFound.Msg("no rematch %d", id)
	}
	if err != nil {
		return nil, err
	}
	seats, err := s.DB.BattleSeat.Query().Where(battleseat.BattleID(rm.OldBattleID)).All(ctx)
	if err != nil {
		return nil, err
	}
	humans := humansOf(seats)
	if !slices.Contains(humans, a.UserID) {
		return nil, apperr.Forbidden.Msg("only the battle's players answer its rematch").With("reason", "not_a_player")
	}
	changed := false
	err = store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		changed = false
		rm, err := tx.Rematch.Query().Where(rematch.ID(id), predicate.Rematch(forUpdate)).Only(ctx)
		if err != nil {
			return err
		}
		switch rm.State {
		case rematch.StateAccepted:
			return apperr.RematchClosed.With("state", string(rm.State))
		case rematch.StateCreated:
		default:
			return nil
		}
		upd := tx.Rematch.Update().Where(rematch.ID(id), rematch.StateEQ(rematch.StateCreated)).SetAnsweredAt(now)
		if now.Before(rm.ExpiresAt) {
			upd.SetState(rematch.StateDeclined).SetDeclinedBy(a.UserID)
		} else {
			upd.SetState(rematch.StateExpired)
		}
		n, err := upd.Save(ctx)
		changed = n == 1
		return err
	})
	if err != nil {
		return nil, err
	}
	if changed {
		s.rematchChanged(ctx, id, humans)
	}
	return s.rematchByID(ctx, id)
}

// ExpireRematch closes an offer nobody completed in time (its job, at
// expires_at). Called early, it returns how long to wait.
func (s *Service) ExpireRematch(ctx context.Context, id int) (time.Duration, error) {
	now := s.Now()
	var wait time.Duration
	var oldID int
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		wait, oldID = 0, 0
		rm, err := tx.Rematch.Query().Where(rematch.ID(id), predicate.Rematch(forUpdate)).Only(ctx)
		if ent.IsNotFound(err) {
			return nil
		}
		if err != nil || rm.State != rematch.StateCreated {
			return err
		}
		if now.Before(rm.ExpiresAt) {
			wait = rm.ExpiresAt.Sub(now)
			return nil
		}
		n, err := tx.Rematch.Update().Where(rematch.ID(id), rematch.StateEQ(rematch.StateCreated)).
			SetState(rematch.StateExpired).SetAnsweredAt(now).Save(ctx)
		if n == 1 {
			oldID = rm.OldBattleID
		}
		return err
	})
	if err == nil && oldID != 0 {
		seats, err := s.DB.BattleSeat.Query().Where(battleseat.BattleID(oldID)).All(ctx)
		if err == nil {
			s.rematchChanged(ctx, id, humansOf(seats))
		}
	}
	return wait, err
}

// Rematches are the open offers of the battles the actor played, newest
// first, with their remaining time.
func (s *Service) Rematches(ctx context.Context, a *actor.Actor) ([]*RematchView, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	now := s.Now()
	rms, err := s.DB.Rematch.Query().Where(rematch.StateEQ(rematch.StateCreated), rematch.ExpiresAtGT(now),
		rematch.HasOldBattleWith(battle.HasSeatsWith(battleseat.UserID(a.UserID)))).
		WithLoser().Order(ent.Desc(rematch.FieldID)).Limit(MaxPage).All(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]*RematchView, len(rms))
	for i, rm := range rms {
		out[i] = s.rematchView(rm, now)
	}
	return out, nil
}
