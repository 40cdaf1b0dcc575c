// Package battles runs case battles (docs/battles.md): players take seats
// and pay for them, each seat a play (play.Run) settled later; when the
// last seat fills, one transaction mixes the seats' client seeds, computes
// and stores every roll and starts the battle's clock, a durable job that
// settles it at started_at + delay (play.Settle): the winners receive the
// items as drops, each payer's battle is one play, and the server seed is
// revealed. Rolls are shown round by round on that clock, computed
// from started_at, so a reload mid-battle sees exactly the same state.
//
// Lock order (store): the users a change writes, in ascending id, then the
// battle row (or the rematch row). A battle's seats change only under its
// row's lock, with a conditional update on its version; the unique indexes
// (battle_id, seat) and (battle_id, user_id) refuse what a broken lock would
// let through.
package battles

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql"
	"github.com/riverqueue/river"
	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/battle"
	"github.com/casefront/casefront/ent/battleseat"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/ent/predicate"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/store"
)

// Scheduler enqueues durable jobs in the caller's transaction (jobs.Queue).
type Scheduler interface {
	InsertTx(ctx context.Context, tx *ent.Tx, args river.JobArgs, opts *river.InsertOpts) error
}

// Service runs battles.
type Service struct {
	// Env: the database, the bus, the clock, the feed's scheduler (tests
	// inject a manual one) and the play subscribers.
	play.Env
	// Jobs schedules the clocks (rounds, settlement, expiries); nil
	// schedules nothing (the caller runs Finish, Expire and ExpireRematch).
	Jobs Scheduler
	// Tick is one second of the battle clock (0: a second). Tests shorten
	// it; delays and reveal times are counted in it.
	Tick time.Duration
	// OpenFor is how long a battle waits for players (0: OpenFor).
	OpenFor time.Duration
}

func (s *Service) log() *zap.Logger { return s.Logger() }

func (s *Service) tick() time.Duration {
	if s.Tick > 0 {
		return s.Tick
	}
	return time.Second
}

func (s *Service) seconds(n int) time.Duration { return time.Duration(n) * s.tick() }

func (s *Service) openFor() time.Duration {
	if s.OpenFor > 0 {
		return s.OpenFor
	}
	return OpenFor
}

func (s *Service) schedule(ctx context.Context, tx *ent.Tx, args river.JobArgs, at time.Time) error {
	if s.Jobs == nil {
		return nil
	}
	return s.Jobs.InsertTx(ctx, tx, args, &river.InsertOpts{ScheduledAt: at})
}

// forUpdate locks the rows read on PostgreSQL; SQLite's write transactions
// run one at a time anyway.
func forUpdate(sel *sql.Selector) {
	if sel.Dialect() == dialect.Postgres {
		sel.ForUpdate()
	}
}

// errRelock restarts a transaction whose battle changed while its users
// were being locked and now needs a user it did not lock.
var errRelock = errors.New("battles: the battle changed while locking; again")

// locked is what a change holds: the battle row, its seats (by seat) and
// the locked user rows.
type locked struct {
	battle *ent.Battle
	seats  []*ent.BattleSeat
	users  map[int]*ent.User
}

func (l *locked) seatOf(userID int) *ent.BattleSeat {
	for _, st := range l.seats {
		if st.UserID != nil && *st.UserID == userID {
			return st
		}
	}
	return nil
}

// lockBattle locks a battle's row in a play that holds its player's (the
// lock order) and reads it with its seats.
func lockBattle(ctx context.Context, t *play.Tx, id int) (*locked, error) {
	b, seats, err := readBattle(ctx, t.Tx, id, true)
	if err != nil {
		return nil, err
	}
	return &locked{battle: b, seats: seats, users: t.Users}, nil
}

// readBattle reads a battle and its seats, locking the battle row when lock.
func readBattle(ctx context.Context, tx *ent.Tx, id int, lock bool) (*ent.Battle, []*ent.BattleSeat, error) {
	q := tx.Battle.Query().Where(battle.ID(id))
	if lock {
		q.Where(predicate.Battle(forUpdate))
	}
	b, err := q.Only(ctx)
	if ent.IsNotFound(err) {
		return nil, nil, apperr.NotFound.Msg("no battle %d", id)
	}
	if err != nil {
		return nil, nil, err
	}
	seats, err := tx.BattleSeat.Query().Where(battleseat.BattleID(id)).Order(ent.Asc(battleseat.FieldSeat)).All(ctx)
	return b, seats, err
}

// payers are the users a cancel or a settlement writes: the creator, every
// seat's payer and every seated player.
func payers(b *ent.Battle, seats []*ent.BattleSeat) []int {
	ids := []int{b.CreatorID}
	for _, st := range seats {
		ids = append(ids, st.PaidByID)
		if st.UserID != nil {
			ids = append(ids, *st.UserID)
		}
	}
	return ids
}

// withBattle runs fn in one transaction holding, in the lock order, the
// rows of base and of need(battle, seats) (ascending id), then the battle
// row. need is evaluated on the battle as read before the locks and again
// after; a user it names only the second time restarts the transaction.
// It runs what gives money back and is no play: a leave, a cancel (their
// refunds keyed by what they refund). Seats are paid through play.Run and
// battles settled through play.Settle, which locks the same way.
func (s *Service) withBattle(ctx context.Context, id int, base []int, need func(*ent.Battle, []*ent.BattleSeat) []int,
	fn func(tx *ent.Tx, l *locked) error) error {
	for attempt := 1; ; attempt++ {
		err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
			ids := slices.Clone(base)
			if need != nil {
				b, seats, err := readBattle(ctx, tx, id, false)
				if err != nil {
					return err
				}
				ids = append(ids, need(b, seats)...)
			}
			users, err := play.LockUsers(ctx, tx, ids)
			if err != nil {
				return err
			}
			b, seats, err := readBattle(ctx, tx, id, true)
			if err != nil {
				return err
			}
			if need != nil {
				for _, uid := range need(b, seats) {
					if users[uid] == nil {
						return errRelock
					}
				}
			}
			return fn(tx, &locked{battle: b, seats: seats, users: users})
		})
		if errors.Is(err, errRelock) && attempt < 8 {
			continue
		}
		return err
	}
}

func randomKey() string {
	b := make([]byte, 8)
	if _, err := rand.Read(b); err != nil {
		panic("battles: crypto/rand failed: " + err.Error())
	}
	return hex.EncodeToString(b)
}

// keyOK compares a private battle's key in constant time.
func keyOK(b *ent.Battle, key string) bool {
	return b.Privacy == battle.PrivacyPublic || subtle.ConstantTimeCompare([]byte(b.PrivateKey), []byte(key)) == 1
}

// roundCases loads the cases of ids (repeats allowed) and checks each may
// be played in a battle; tables are their current contents.
func roundCases(ctx context.Context, c *ent.Client, ids []int) ([]*ent.LootCase, []*cases.Table, error) {
	distinct := slices.Compact(slices.Sorted(slices.Values(ids)))
	found, err := c.LootCase.Query().Where(lootcase.IDIn(distinct...)).All(ctx)
	if err != nil {
		return nil, nil, err
	}
	byID := map[int]*ent.LootCase{}
	for _, cs := range found {
		byID[cs.ID] = cs
	}
	tables := map[int]*cases.Table{}
	outCases := make([]*ent.LootCase, len(ids))
	outTables := make([]*cases.Table, len(ids))
	for i, id := range ids {
		cs := byID[id]
		if cs == nil {
			return nil, nil, apperr.CaseDisabled.Msg("no case %d", id).With("case_id", id).With("field", "cases")
		}
		if err := cases.BattleRefusal(cs); err != nil {
			return nil, nil, err
		}
		t := tables[id]
		if t == nil {
			if t, err = cases.TableAt(ctx, c, cs, cs.Revision); err != nil {
				return nil, nil, err
			}
			for _, it := range t.Items() {
				if cases.IsBoost(it) {
					return nil, nil, apperr.CaseDisabled.Msg("case %q holds a drop boost and cannot be played in a battle", cs.Alias).
						With("case_id", id).With("reason", "not_in_battles")
				}
			}
			tables[id] = t
		}
		outCases[i], outTables[i] = cs, t
	}
	return outCases, outTables, nil
}

// clientSeed is the seed a player brings to a seat: the one given, else
// the player's account client seed.
func clientSeed(ctx context.Context, tx *ent.Tx, userID int, given string) (string, error) {
	if given != "" {
		return given, nil
	}
	seed, err := fair.Active(ctx, tx, userID)
	if err != nil {
		return "", err
	}
	return seed.ClientSeed, nil
}

// Game names a battle in its payers' played events (at settlement) and
// in the errors of its plays.
const Game = "battle"

// ref is a battle's record, on its ledger rows and its events: battle:ID.
func ref(battleID int) string { return "battle:" + strconv.Itoa(battleID) }

// seatKey is the idempotency key of a seat's payment and of its refund.
func seatKey(battleID, seatRowID int, what string) string {
	return fmt.Sprintf("battle:%d:seat:%d:%s", battleID, seatRowID, what)
}

// Create makes a battle with the actor in their seat and pays for it: the
// seat's price (the sum of its cases' prices) in paymode each, every seat
// in paymode creator. The battle waits OpenFor for players.
func (s *Service) Create(ctx context.Context, a *actor.Actor, r CreateRequest) (*View, error) {
	now := s.Now()
	if err := Refusal(a, now); err != nil {
		return nil, err
	}
	cfg, err := r.validate()
	if err != nil {
		return nil, err
	}
	rounds, _, err := roundCases(ctx, s.DB, r.CaseIDs)
	if err != nil {
		return nil, err
	}
	var seatPrice money.Cents
	revisions := make([]int, len(rounds))
	for i, cs := range rounds {
		seatPrice += cs.Price
		revisions[i] = cs.Revision
	}
	seatCost, creatorPaid := seatPrice, money.Cents(0)
	if cfg.paymode == battle.PaymodeCreator {
		seatCost, creatorPaid = 0, seatPrice*money.Cents(r.PlayersCount)
	}
	var id int
	// A battle's seats are plays settled later (Finish): each payer's XP
	// comes once, at the end, on all they paid.
	_, err = s.Run(ctx, a, play.Play{Game: Game, Rule: rule, SettledLater: true,
		Check: func(ctx context.Context, t *play.Tx) error {
			if t.User.Balance < seatCost+creatorPaid {
				return cases.NotEnough(ledger.Money, int64(seatCost+creatorPaid))
			}
			return nil
		},
		Draw: func(ctx context.Context, t *play.Tx) error {
			u := t.User
			seed, err := clientSeed(ctx, t.Tx, u.ID, r.ClientSeed)
			if err != nil {
				return err
			}
			key := ""
			if cfg.privacy == battle.PrivacyPrivate {
				key = randomKey()
			}
			server := fair.NewServerSeed()
			b, err := t.Battle.Create().SetCreatorID(u.ID).SetType(cfg.typ).SetPrivacy(cfg.privacy).SetPrivateKey(key).
				SetPaymode(cfg.paymode).SetChoosingWinner(cfg.winner).SetPlayersCount(r.PlayersCount).
				SetCaseIds(r.CaseIDs).SetCaseRevisions(revisions).SetSeatPrice(seatPrice).SetCreatorPaid(creatorPaid).
				SetDelay(Delay(len(r.CaseIDs))).SetServerSeed(server).SetServerSeedHash(fair.Hash(server)).
				SetExpiresAt(t.Now.Add(s.openFor())).SetCreatedAt(t.Now).Save(ctx)
			if err != nil {
				return err
			}
			id, t.Ref = b.ID, ref(b.ID)
			seat := creatorSeat(cfg.typ, r.Side)
			st, err := t.BattleSeat.Create().SetBattleID(b.ID).SetSeat(seat).SetSide(sideOf(cfg.typ, seat)).
				SetUserID(u.ID).SetPaidByID(u.ID).SetCost(seatCost).SetClientSeed(seed).SetCreatedAt(t.Now).Save(ctx)
			if err != nil {
				return err
			}
			d := play.Debit{Currency: ledger.Money, Amount: int64(seatCost), Reason: "battle_seat", Key: seatKey(b.ID, st.ID, "pay"),
				Short: cases.NotEnough}
			if creatorPaid > 0 {
				d.Amount, d.Reason, d.Key = int64(creatorPaid), "battle_create", fmt.Sprintf("battle:%d:create", b.ID)
			}
			if err := t.Debit(ctx, d); err != nil {
				return err
			}
			return s.schedule(ctx, t.Tx, ExpireArgs{BattleID: b.ID}, b.ExpiresAt)
		},
	})
	if err != nil {
		return nil, err
	}
	s.changed(ctx, id, eventSeat, []int{a.UserID})
	return s.Get(ctx, a, id, "")
}

// EnterRequest takes a seat: the first free one, or the one asked for
// (Seat), or the first free one of a 2x2 team (Side).
type EnterRequest struct {
	ID         int
	PrivateKey string
	Seat       *int
	Side       *int
	ClientSeed string
}

// Enter seats the actor in a battle waiting for players and charges the
// seat (paymode each); the last seat starts the battle in the same
// transaction.
func (s *Service) Enter(ctx context.Context, a *actor.Actor, r EnterRequest) (*View, error) {
	now := s.Now()
	if err := Refusal(a, now); err != nil {
		return nil, err
	}
	if r.ClientSeed != "" {
		if err := fair.ValidClientSeed(r.ClientSeed); err != nil {
			return nil, err
		}
	}
	started := false
	var users []int
	var l *locked
	var seat int
	var cost money.Cents
	var payer int
	_, err := s.Run(ctx, a, play.Play{Game: Game, Rule: rule, SettledLater: true, Ref: ref(r.ID),
		// The battle row, locked after the player's (store's lock order),
		// and the refusals it makes.
		Check: func(ctx context.Context, t *play.Tx) error {
			started, users = false, nil
			var err error
			if l, err = lockBattle(ctx, t, r.ID); err != nil {
				return err
			}
			b, u := l.battle, t.User
			if !keyOK(b, r.PrivateKey) && l.seatOf(a.UserID) == nil {
				return apperr.BattlePrivate
			}
			switch {
			case b.State == battle.StateFinished || b.State == battle.StateCanceled:
				return apperr.BattleStarted
			case l.seatOf(a.UserID) != nil:
				return apperr.BattleAlreadyJoined
			case b.State != battle.StateNew:
				return apperr.BattleFull
			}
			if seat, err = freeSeat(b, l.seats, r.Seat, r.Side); err != nil {
				return err
			}
			cost, payer = b.SeatPrice, u.ID
			if b.Paymode == battle.PaymodeCreator {
				cost, payer = 0, b.CreatorID // paid at creation
			}
			if u.Balance < cost {
				return cases.NotEnough(ledger.Money, int64(cost))
			}
			return nil
		},
		// The seat taken and paid; the last one starts the battle.
		Draw: func(ctx context.Context, t *play.Tx) error {
			b, u := l.battle, t.User
			seed, err := clientSeed(ctx, t.Tx, u.ID, r.ClientSeed)
			if err != nil {
				return err
			}
			st, err := s.addSeat(ctx, t.Tx, b, t.BattleSeat.Create().SetSeat(seat).SetUserID(u.ID).SetPaidByID(payer).
				SetCost(cost).SetClientSeed(seed), t.Now)
			if err != nil {
				return err
			}
			t.Ref = ref(b.ID)
			if err := t.Debit(ctx, play.Debit{Currency: ledger.Money, Amount: int64(cost), Reason: "battle_seat",
				Key: seatKey(b.ID, st.ID, "pay"), Short: cases.NotEnough}); err != nil {
				return err
			}
			l.seats = append(l.seats, st)
			users = involved(b, l.seats)
			if len(l.seats) == b.PlayersCount {
				started = true
				return s.start(ctx, t.Tx, b, l.seats, t.Now)
			}
			return nil
		},
	})
	if err != nil {
		return nil, err
	}
	s.changed(ctx, r.ID, eventFor(started), users)
	return s.Get(ctx, a, r.ID, r.PrivateKey)
}

func eventFor(started bool) string {
	if started {
		return eventStart
	}
	return eventSeat
}

// addSeat writes a seat of b (seat number and payer set by the caller)
// and bumps the battle's version, conditionally on the version read under
// the lock. The unique indexes turn a seat or a player taken twice into
// api.battle_full and api.battle_already_joined.
func (s *Service) addSeat(ctx context.Context, tx *ent.Tx, b *ent.Battle, c *ent.BattleSeatCreate, now time.Time) (*ent.BattleSeat, error) {
	n, err := tx.Battle.Update().Where(battle.ID(b.ID), battle.Version(b.Version), battle.StateEQ(battle.StateNew)).
		AddVersion(1).Save(ctx)
	if err != nil {
		return nil, err
	}
	if n != 1 {
		return nil, apperr.BattleFull.Msg("the battle changed; try again")
	}
	b.Version++
	seat, _ := c.Mutation().Seat()
	st, err := c.SetBattleID(b.ID).SetSide(sideOf(b.Type, seat)).SetCreatedAt(now).Save(ctx)
	if ent.IsConstraintError(err) {
		if strings.Contains(err.Error(), "user_id") {
			return nil, apperr.BattleAlreadyJoined
		}
		return nil, apperr.BattleFull.With("seat", seat)
	}
	return st, err
}

// freeSeat picks the seat to take: wanted if free, else the first free one
// (of side in a 2x2).
func freeSeat(b *ent.Battle, seats []*ent.BattleSeat, wanted, side *int) (int, error) {
	taken := map[int]bool{}
	for _, st := range seats {
		taken[st.Seat] = true
	}
	if wanted != nil {
		if *wanted < 0 || *wanted >= b.PlayersCount {
			return 0, apperr.Validation.Msg("seat must be between 0 and %d", b.PlayersCount-1).With("field", "seat")
		}
		if taken[*wanted] {
			return 0, apperr.BattleFull.Msg("seat %d is taken", *wanted).With("seat", *wanted)
		}
		return *wanted, nil
	}
	if side != nil && (b.Type != battle.Type2x2 || *side < 0 || *side > 1) {
		return 0, apperr.Validation.Msg("side is 0 or 1, in a 2x2 battle").With("field", "side")
	}
	for seat := 0; seat < b.PlayersCount; seat++ {
		if !taken[seat] && (side == nil || sideOf(b.Type, seat) == *side) {
			return seat, nil
		}
	}
	return 0, apperr.BattleFull
}

// Leave takes the actor out of a battle that has not started: their seat
// is refunded to whoever paid it (paymode each). The creator leaving
// cancels the battle and refunds every seat. A self-banned or restricted
// player may still leave.
func (s *Service) Leave(ctx context.Context, a *actor.Actor, id int) (*View, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	now := s.Now()
	canceled := false
	var users []int
	err := s.withBattle(ctx, id, []int{a.UserID}, func(b *ent.Battle, seats []*ent.BattleSeat) []int {
		if b.CreatorID == a.UserID {
			return payers(b, seats)
		}
		for _, st := range seats {
			if st.UserID != nil && *st.UserID == a.UserID {
				return []int{st.PaidByID}
			}
		}
		return nil
	}, func(tx *ent.Tx, l *locked) error {
		b := l.battle
		st := l.seatOf(a.UserID)
		if st == nil {
			return apperr.NotFound.Msg("you have no seat in battle %d", id)
		}
		if b.State != battle.StateNew {
			return apperr.BattleStarted
		}
		users = involved(b, l.seats) // the one leaving too
		if b.CreatorID == a.UserID {
			canceled = true
			return s.cancel(ctx, tx, l, now)
		}
		n, err := tx.Battle.Update().Where(battle.ID(b.ID), battle.Version(b.Version), battle.StateEQ(battle.StateNew)).
			AddVersion(1).Save(ctx)
		if err != nil {
			return err
		}
		if n != 1 {
			return apperr.BattleStarted.Msg("the battle changed; try again")
		}
		if err := tx.BattleSeat.DeleteOneID(st.ID).Exec(ctx); err != nil {
			return err
		}
		return s.refundSeat(ctx, tx, l, st)
	})
	if err != nil {
		return nil, err
	}
	ev := eventSeat
	if canceled {
		ev = eventCancel
	}
	s.changed(ctx, id, ev, users)
	return s.Get(ctx, a, id, "")
}

func (s *Service) refundSeat(ctx context.Context, tx *ent.Tx, l *locked, st *ent.BattleSeat) error {
	if st.Cost <= 0 {
		return nil
	}
	_, err := ledger.Apply(ctx, tx, ledger.Change{At: s.Now(), UserID: st.PaidByID, Currency: ledger.Money, Delta: int64(st.Cost),
		Reason: "battle_refund", Ref: fmt.Sprintf("battle:%d", l.battle.ID), IdemKey: seatKey(l.battle.ID, st.ID, "refund"),
		Row: l.users[st.PaidByID]})
	return err
}

// cancel ends a battle that never started and refunds everything paid for
// it: the creator's prepayment and every seat, each with its own
// idempotency key. The seats stay as they were, for the record.
func (s *Service) cancel(ctx context.Context, tx *ent.Tx, l *locked, now time.Time) error {
	b := l.battle
	n, err := tx.Battle.Update().Where(battle.ID(b.ID), battle.StateEQ(battle.StateNew)).
		SetState(battle.StateCanceled).SetCanceledAt(now).AddVersion(1).Save(ctx)
	if err != nil {
		return err
	}
	if n != 1 {
		return apperr.BattleStarted
	}
	if b.CreatorPaid > 0 {
		_, err := ledger.Apply(ctx, tx, ledger.Change{At: s.Now(), UserID: b.CreatorID, Currency: ledger.Money, Delta: int64(b.CreatorPaid),
			Reason: "battle_refund", Ref: fmt.Sprintf("battle:%d", b.ID), IdemKey: fmt.Sprintf("battle:%d:create:refund", b.ID),
			Row: l.users[b.CreatorID]})
		if err != nil {
			return err
		}
	}
	for _, st := range l.seats {
		if err := s.refundSeat(ctx, tx, l, st); err != nil {
			return err
		}
	}
	return nil
}

// AddBots fills every free seat of the actor's battle with bots, paid by
// the creator (paymode each: a seat's price per bot; paymode creator: paid
// at creation). The battle is then full and starts.
func (s *Service) AddBots(ctx context.Context, a *actor.Actor, id int) (*View, error) {
	now := s.Now()
	if err := Refusal(a, now); err != nil {
		return nil, err
	}
	var users []int
	var l *locked
	var cost money.Cents
	_, err := s.Run(ctx, a, play.Play{Game: Game, Rule: rule, SettledLater: true, Ref: ref(id),
		Check: func(ctx context.Context, t *play.Tx) error {
			users = nil
			var err error
			if l, err = lockBattle(ctx, t, id); err != nil {
				return err
			}
			b, u := l.battle, t.User
			if b.CreatorID != a.UserID {
				return apperr.Forbidden.Msg("only the battle's creator calls bots").With("reason", "not_creator")
			}
			switch b.State {
			case battle.StateNew:
			case battle.StateActive:
				return apperr.BattleFull
			default:
				return apperr.BattleStarted
			}
			cost = b.SeatPrice
			if b.Paymode == battle.PaymodeCreator {
				cost = 0
			}
			free := b.PlayersCount - len(l.seats)
			if free == 0 {
				return apperr.BattleFull
			}
			if u.Balance < cost*money.Cents(free) {
				return cases.NotEnough(ledger.Money, int64(cost)*int64(free))
			}
			return nil
		},
		// Every free seat taken by a bot and paid by the creator; the
		// battle is full and starts.
		Draw: func(ctx context.Context, t *play.Tx) error {
			b := l.battle
			taken := map[int]bool{}
			for _, st := range l.seats {
				taken[st.Seat] = true
			}
			t.Ref = ref(b.ID)
			for seat := 0; seat < b.PlayersCount; seat++ {
				if taken[seat] {
					continue
				}
				st, err := s.addSeat(ctx, t.Tx, b, t.BattleSeat.Create().SetSeat(seat).SetIsBot(true).SetPaidByID(t.User.ID).
					SetCost(cost).SetClientSeed(BotSeed(b.ID, seat)), t.Now)
				if err != nil {
					return err
				}
				if err := t.Debit(ctx, play.Debit{Currency: ledger.Money, Amount: int64(cost), Reason: "battle_bot",
					Key: seatKey(b.ID, st.ID, "pay")}); err != nil {
					return err
				}
				l.seats = append(l.seats, st)
			}
			users = involved(b, l.seats)
			return s.start(ctx, t.Tx, b, l.seats, t.Now)
		},
	})
	if err != nil {
		return nil, err
	}
	s.changed(ctx, id, eventStart, users)
	return s.Get(ctx, a, id, "")
}
