package battles

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/riverqueue/river"
	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/battle"
	"github.com/casefront/casefront/ent/battleroll"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/jobs"
	"github.com/casefront/casefront/server/play"
)

// The battle clock is a set of durable jobs, enqueued in the transaction
// that starts the battle: one per round at its reveal time (it tells the
// subscribers; the rolls are already stored and shown by time) and one at
// started_at + delay that settles the battle. Expiries are jobs too: an
// unfilled battle at expires_at, a rematch offer at its 60 seconds. Every
// worker is idempotent (a conditional update on the state) and a job that
// runs early waits for its time (river.JobSnooze).

// RoundArgs tells a battle's subscribers that a round is shown.
type RoundArgs struct {
	BattleID int `json:"battle_id"`
	Round    int `json:"round"`
}

func (RoundArgs) Kind() string { return "battle_round" }

// FinishArgs settles a battle when its clock has run out.
type FinishArgs struct {
	BattleID int `json:"battle_id"`
}

func (FinishArgs) Kind() string { return "battle_finish" }

// ExpireArgs cancels a battle still waiting for players at expires_at.
type ExpireArgs struct {
	BattleID int `json:"battle_id"`
}

func (ExpireArgs) Kind() string { return "battle_expire" }

// RematchExpireArgs expires a rematch offer nobody answered in time.
type RematchExpireArgs struct {
	RematchID int `json:"rematch_id"`
}

func (RematchExpireArgs) Kind() string { return "rematch_expire" }

// Register adds the battle workers to the queue (before it starts).
func Register(q *jobs.Queue, s *Service) {
	jobs.Register(q, &roundWorker{s: s})
	jobs.Register(q, &finishWorker{s: s})
	jobs.Register(q, &expireWorker{s: s})
	jobs.Register(q, &rematchExpireWorker{s: s})
}

type roundWorker struct {
	river.WorkerDefaults[RoundArgs]
	s *Service
}

func (w *roundWorker) Work(ctx context.Context, job *river.Job[RoundArgs]) error {
	return w.s.Reveal(ctx, job.Args.BattleID, job.Args.Round)
}

type finishWorker struct {
	river.WorkerDefaults[FinishArgs]
	s *Service
}

func (w *finishWorker) Work(ctx context.Context, job *river.Job[FinishArgs]) error {
	return snooze(w.s.Finish(ctx, job.Args.BattleID))
}

type expireWorker struct {
	river.WorkerDefaults[ExpireArgs]
	s *Service
}

func (w *expireWorker) Work(ctx context.Context, job *river.Job[ExpireArgs]) error {
	return snooze(w.s.Expire(ctx, job.Args.BattleID))
}

type rematchExpireWorker struct {
	river.WorkerDefaults[RematchExpireArgs]
	s *Service
}

func (w *rematchExpireWorker) Work(ctx context.Context, job *river.Job[RematchExpireArgs]) error {
	return snooze(w.s.ExpireRematch(ctx, job.Args.RematchID))
}

// snooze turns "not yet, wait this long" into River's snooze.
func snooze(wait time.Duration, err error) error {
	if err != nil {
		return err
	}
	if wait > 0 {
		return river.JobSnooze(wait)
	}
	return nil
}

// tablesOf loads each round's case table at the revision the battle was
// created with.
func tablesOf(ctx context.Context, c *ent.Client, b *ent.Battle) ([]*cases.Table, error) {
	if len(b.CaseIds) != len(b.CaseRevisions) {
		return nil, fmt.Errorf("battles: battle %d has %d cases and %d revisions", b.ID, len(b.CaseIds), len(b.CaseRevisions))
	}
	found, err := c.LootCase.Query().Where(lootcase.IDIn(slices.Compact(slices.Sorted(slices.Values(b.CaseIds)))...)).All(ctx)
	if err != nil {
		return nil, err
	}
	byID := map[int]*ent.LootCase{}
	for _, cs := range found {
		byID[cs.ID] = cs
	}
	cache := map[[2]int]*cases.Table{}
	out := make([]*cases.Table, len(b.CaseIds))
	for i, id := range b.CaseIds {
		key := [2]int{id, b.CaseRevisions[i]}
		if cache[key] == nil {
			cs := byID[id]
			if cs == nil {
				return nil, fmt.Errorf("battles: battle %d: case %d is gone", b.ID, id)
			}
			if cache[key], err = cases.TableAt(ctx, c, cs, key[1]); err != nil {
				return nil, err
			}
		}
		out[i] = cache[key]
	}
	return out, nil
}

// start begins a full battle in the filling transaction: the seats'
// client seeds are mixed, every roll is computed and stored, the state
// moves to active and the clock's jobs are enqueued.
func (s *Service) start(ctx context.Context, tx *ent.Tx, b *ent.Battle, seats []*ent.BattleSeat, now time.Time) error {
	seats = slices.Clone(seats)
	slices.SortFunc(seats, func(x, y *ent.BattleSeat) int { return x.Seat - y.Seat })
	if len(seats) != b.PlayersCount {
		return fmt.Errorf("battles: battle %d starts with %d of %d seats", b.ID, len(seats), b.PlayersCount)
	}
	seeds := make([]string, len(seats))
	for i, st := range seats {
		if st.Seat != i {
			return fmt.Errorf("battles: battle %d has no seat %d", b.ID, i)
		}
		seeds[i] = st.ClientSeed
	}
	csh := ClientSeedsHash(seeds)
	tables, err := tablesOf(ctx, tx.Client(), b)
	if err != nil {
		return err
	}
	rolls, err := ComputeRolls(b.ServerSeed, csh, b.ID, tables, b.PlayersCount)
	if err != nil {
		return err
	}
	creates := make([]*ent.BattleRollCreate, len(rolls))
	for i, r := range rolls {
		t := tables[r.Round-1]
		creates[i] = tx.BattleRoll.Create().SetBattleID(b.ID).SetRound(r.Round).SetSeat(r.Seat).SetCaseID(t.Case.ID).
			SetCaseRevision(t.Revision).SetTicket(r.Ticket).SetItemID(r.Item.ID).SetPrice(r.Item.Price)
	}
	if err := tx.BattleRoll.CreateBulk(creates...).Exec(ctx); err != nil {
		return err
	}
	finishAt := now.Add(s.seconds(b.Delay))
	n, err := tx.Battle.Update().Where(battle.ID(b.ID), battle.StateEQ(battle.StateNew)).
		SetState(battle.StateActive).SetStartedAt(now).SetFinishAt(finishAt).SetClientSeedsHash(csh).Save(ctx)
	if err != nil {
		return err
	}
	if n != 1 {
		return fmt.Errorf("battles: battle %d left state new under its lock", b.ID)
	}
	for r := 1; r <= len(b.CaseIds); r++ {
		if err := s.schedule(ctx, tx, RoundArgs{BattleID: b.ID, Round: r}, now.Add(s.seconds(revealOffset(r)))); err != nil {
			return err
		}
	}
	if err := s.schedule(ctx, tx, FinishArgs{BattleID: b.ID}, finishAt); err != nil {
		return err
	}
	// Each seated human hears of the start once (ascending id).
	humans := humansOf(seats)
	slices.Sort(humans)
	for _, uid := range slices.Compact(humans) {
		if err := s.Events.Emit(ctx, tx, &events.Event{Kind: events.BattleStarted, UserID: uid, At: now, Game: Game, Ref: ref(b.ID)}); err != nil {
			return err
		}
	}
	return nil
}

// Reveal tells the subscribers of a battle that a round is now shown, and
// its players' my tabs (their cards show the round and the totals); the
// public lists are not woken for every round of every battle.
func (s *Service) Reveal(ctx context.Context, id, round int) error {
	b, err := s.DB.Battle.Query().Where(battle.ID(id)).WithSeats().Only(ctx)
	if err != nil && !ent.IsNotFound(err) {
		// The battle's page hears the round all the same; the my tabs catch
		// up at the next change.
		s.log().Warn("battles: reveal: players not told", zap.Int("battle", id), zap.Error(err))
	}
	var users []int
	if b != nil {
		users = involved(b, b.Edges.Seats)
	}
	s.changed(ctx, id, eventRound, users)
	return nil
}

// Finish settles a battle once its clock has run out (started_at + delay),
// through play.Settle: the winners receive the items as drops (docs/battles.md:
// the winner of a normal battle takes every item; in a 2x2 each winner
// takes what their seat rolled and what the losing seat in the same team
// position rolled; what a bot wins stays with the house), each payer's
// battle is one play with all they paid (XP, once), and the state moves to
// finished, which reveals the server seed. The stakes were debited when
// the seats were taken; nothing moves on a balance here. Called early, it
// returns how long to wait; called again after, it does nothing.
func (s *Service) Finish(ctx context.Context, id int) (time.Duration, error) {
	// The payers and winners, read before the locks; play.Settle locks
	// them, then the battle row, and starts again if the battle changed
	// in between and needs another.
	b, err := s.DB.Battle.Query().Where(battle.ID(id)).WithSeats().Only(ctx)
	if ent.IsNotFound(err) {
		return 0, apperr.NotFound.Msg("no battle %d", id)
	}
	if err != nil {
		return 0, err
	}
	var wait time.Duration
	done := false
	var users []int
	var l *locked
	err = s.Settle(ctx, play.Settlement{Game: Game, Users: payers(b, b.Edges.Seats),
		Lock: func(ctx context.Context, t *play.Tx) ([]int, error) {
			b, seats, err := readBattle(ctx, t.Tx, id, true)
			if err != nil {
				return nil, err
			}
			l = &locked{battle: b, seats: seats, users: t.Users}
			return payers(b, seats), nil
		},
		Draw: func(ctx context.Context, t *play.Tx) error {
			wait, done = 0, false
			b := l.battle
			users = involved(b, l.seats)
			if b.State != battle.StateActive {
				return nil
			}
			if b.FinishAt != nil && t.Now.Before(*b.FinishAt) {
				wait = b.FinishAt.Sub(t.Now)
				return nil
			}
			if err := s.settle(ctx, t, l); err != nil {
				return err
			}
			done = true
			return nil
		},
	})
	if done && err == nil {
		s.changed(ctx, id, eventFinish, users)
	}
	return wait, err
}

// settle decides a battle due to end on its locked rows: the winners' drops
// minted (play's Mint, counted as openings of their cases) and recorded on
// their rolls, each payer's stake, and the wins announced after the commit
// at the end of the last round's spin, like a case's wins once its
// roulette stopped.
func (s *Service) settle(ctx context.Context, t *play.Tx, l *locked) error {
	b, now := l.battle, t.Now
	t.Ref = ref(b.ID)
	rolls, err := t.BattleRoll.Query().Where(battleroll.BattleID(b.ID)).WithItem().
		Order(ent.Asc(battleroll.FieldRound), ent.Asc(battleroll.FieldSeat)).All(ctx)
	if err != nil {
		return err
	}
	prices := map[int]money.Cents{}
	var total money.Cents
	for _, r := range rolls {
		prices[r.Seat] += r.Price
		total += r.Price
	}
	o := Decide(b.Type, b.ChoosingWinner, b.PlayersCount, len(b.CaseIds), prices, b.ServerSeed, b.ClientSeedsHash, b.ID)
	seatUser := map[int]*int{}
	for _, st := range l.seats {
		seatUser[st.Seat] = st.UserID
	}
	var minted []*ent.Drop
	var given []*ent.BattleRoll
	for _, r := range rolls {
		uid := seatUser[recipientSeat(b.Type, o, r.Seat)]
		if uid == nil {
			continue // a bot's win stays with the house
		}
		d := &ent.Drop{UserID: *uid, ItemID: r.ItemID, CaseID: &r.CaseID, CaseRevision: r.CaseRevision, Price: r.Price,
			Nonce: int64(r.Round), Cursor: r.Seat, Ticket: r.Ticket, CreatedAt: now, FeedAt: &now}
		d.Edges.Item = r.Edges.Item
		minted = append(minted, d)
		given = append(given, r)
	}
	if len(minted) > 0 {
		if err := t.Mint(ctx, minted...); err != nil {
			return err
		}
		byCase, err := casesOf(ctx, t.Tx, b.CaseIds)
		if err != nil {
			return err
		}
		for i, d := range minted {
			if err := t.BattleRoll.UpdateOneID(given[i].ID).SetRecipientID(d.UserID).SetDropID(d.ID).Exec(ctx); err != nil {
				return err
			}
			d.Edges.Item = given[i].Edges.Item
			t.Announce(now, byCase[given[i].CaseID], d)
		}
	}
	// The battle is each payer's play, on all they paid for it.
	t.Paid(b.CreatorID, b.CreatorPaid)
	for _, st := range l.seats {
		t.Paid(st.PaidByID, st.Cost)
	}
	n, err := t.Battle.Update().Where(battle.ID(b.ID), battle.StateEQ(battle.StateActive)).
		SetState(battle.StateFinished).SetFinishedAt(now).SetGotXp(true).SetWinnerSeats(o.WinnerSeats).
		SetTotal(total).Save(ctx)
	if err != nil {
		return err
	}
	if n != 1 {
		return errors.New("battles: the battle left state active under its lock")
	}
	return wonEvents(ctx, t, b.ID, o.WinnerSeats, seatUser)
}

// wonEvents emits events.BattleWon once per human winner (ascending id).
func wonEvents(ctx context.Context, t *play.Tx, battleID int, winnerSeats []int, seatUser map[int]*int) error {
	var winners []int
	for _, seat := range winnerSeats {
		if uid := seatUser[seat]; uid != nil && !slices.Contains(winners, *uid) {
			winners = append(winners, *uid)
		}
	}
	slices.Sort(winners)
	for _, uid := range winners {
		if err := t.Emit(ctx, &events.Event{Kind: events.BattleWon, UserID: uid, At: t.Now, Game: Game, Ref: ref(battleID),
			User: t.UserOf(uid)}); err != nil {
			return err
		}
	}
	return nil
}

// casesOf reads the cases of ids by id.
func casesOf(ctx context.Context, tx *ent.Tx, ids []int) (map[int]*ent.LootCase, error) {
	found, err := tx.LootCase.Query().Where(lootcase.IDIn(slices.Compact(slices.Sorted(slices.Values(ids)))...)).All(ctx)
	if err != nil {
		return nil, err
	}
	out := make(map[int]*ent.LootCase, len(found))
	for _, cs := range found {
		out[cs.ID] = cs
	}
	return out, nil
}

// Expire cancels a battle still waiting for players at its expires_at,
// refunding every seat. Called early, it returns how long to wait.
func (s *Service) Expire(ctx context.Context, id int) (time.Duration, error) {
	now := s.Now()
	var wait time.Duration
	done := false
	var users []int
	err := s.withBattle(ctx, id, nil, payers, func(tx *ent.Tx, l *locked) error {
		wait, done = 0, false
		b := l.battle
		users = involved(b, l.seats)
		if b.State != battle.StateNew {
			return nil
		}
		if now.Before(b.ExpiresAt) {
			wait = b.ExpiresAt.Sub(now)
			return nil
		}
		done = true
		return s.cancel(ctx, tx, l, now)
	})
	if done {
		s.changed(ctx, id, eventCancel, users)
	}
	return wait, err
}
