package trades

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"
	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/withdrawal"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/store"
	"github.com/casefront/casefront/server/trades/supplier"
)

// WithdrawArgs is the durable job of one withdrawal, enqueued with it. A
// withdrawal has at most one live job (withdrawOpts), so that Recover can
// tell one whose job is gone.
type WithdrawArgs struct {
	WithdrawalID int `json:"withdrawal_id" river:"unique"`
}

func (WithdrawArgs) Kind() string { return "trade_withdrawal" }

// withdrawOpts inserts a withdrawal's job unless one of it is still live
// (waiting, scheduled, retrying or running).
func withdrawOpts(attempts int) *river.InsertOpts {
	return &river.InsertOpts{MaxAttempts: attempts, UniqueOpts: river.UniqueOpts{ByArgs: true, ByState: []rivertype.JobState{
		rivertype.JobStateAvailable, rivertype.JobStatePending, rivertype.JobStateRetryable,
		rivertype.JobStateRunning, rivertype.JobStateScheduled}}}
}

// MaxAttempts is how many times a withdrawal's job runs before it gives
// up (River's backoff: attempt^4 seconds, about three weeks in all). A
// snooze (an order under way, a deferred one waiting for stock) uses none.
const MaxAttempts = 25

// Worker runs withdrawal jobs: an error retries with River's backoff, an
// order under way snoozes until the next look. The last attempt does not
// leave the withdrawal open when River discards the job: it gives up
// (GiveUp), so every withdrawal ends in a known state.
type Worker struct {
	river.WorkerDefaults[WithdrawArgs]
	Service *Service
}

func (w *Worker) Work(ctx context.Context, job *river.Job[WithdrawArgs]) (err error) {
	if job.Attempt >= job.MaxAttempts {
		defer func() {
			if p := recover(); p != nil {
				err = w.giveUp(ctx, job, fmt.Errorf("panic: %v", p))
			}
		}()
	}
	again, err := w.Service.Step(ctx, job.Args.WithdrawalID)
	if err != nil {
		if job.Attempt >= job.MaxAttempts {
			return w.giveUp(ctx, job, err)
		}
		return err
	}
	if again > 0 {
		return river.JobSnooze(again)
	}
	return nil
}

// giveUp ends the withdrawal of a job on its last attempt; only when that
// too fails is the job discarded with the withdrawal still open (logged).
func (w *Worker) giveUp(ctx context.Context, job *river.Job[WithdrawArgs], cause error) error {
	// The attempt's context may be what ran out (JobTimeout).
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
	defer cancel()
	if err := w.Service.GiveUp(ctx, job.Args.WithdrawalID, cause); err != nil {
		return errors.Join(cause, err)
	}
	return nil
}

// GiveUp ends a withdrawal whose job ran out of attempts (cause: the last
// error). A skin order already placed is canceled at the supplier first, so
// that it delivers nothing after the refund; if the supplier reports it
// ended meanwhile (accepted, declined, expired, failed), that is recorded
// instead. Otherwise the withdrawal fails (reason retries_exhausted) and
// the item's value is refunded through the ledger, once.
func (s *Service) GiveUp(ctx context.Context, id int, cause error) error {
	w, err := s.DB.Withdrawal.Get(ctx, id)
	if ent.IsNotFound(err) {
		return nil
	} else if err != nil {
		return err
	}
	if !slices.Contains(open, w.State) {
		return nil
	}
	s.log().Warn("trades: withdrawal job out of attempts; giving up", zap.Int("id", id), zap.String("state", string(w.State)), zap.Error(cause))
	if w.Kind == withdrawal.KindSkin && w.State != withdrawal.StateQueued && s.Supplier != nil {
		o, err := s.Supplier.Cancel(ctx, w.ClientOrderID)
		switch {
		case err != nil && !errors.Is(err, supplier.ErrNotFound):
			// Not answering: refunded all the same; an order it still
			// delivers is the supplier's to settle with us.
			s.log().Warn("trades: cancel while giving up", zap.Int("id", id), zap.Error(err))
		case err == nil && o.Status.Final() && o.Status != supplier.Canceled:
			o.ClientOrderID = w.ClientOrderID
			_, err := s.Apply(ctx, o)
			return err
		}
	}
	return s.finish(ctx, id, withdrawal.StateFailed, "retries_exhausted", supplier.Order{}, 0)
}

func (s *Service) poll() time.Duration {
	if s.Poll > 0 {
		return s.Poll
	}
	return 30 * time.Second
}

// open are the states a withdrawal's job still has work in.
var open = []withdrawal.State{withdrawal.StateQueued, withdrawal.StateOrdering, withdrawal.StatePending, withdrawal.StateSent}

// Step moves a withdrawal as far as it can now and says when to look again
// (0: done). It is idempotent: a step run twice (after a crash, a retry)
// places no second order, as every supplier call carries the withdrawal's
// client order id and every move is a conditional update.
func (s *Service) Step(ctx context.Context, id int) (time.Duration, error) {
	w, err := s.DB.Withdrawal.Get(ctx, id)
	if ent.IsNotFound(err) {
		return 0, nil
	} else if err != nil {
		return 0, err
	}
	now := s.now()
	switch w.State {
	case withdrawal.StateQueued:
		n, err := s.DB.Withdrawal.Update().Where(withdrawal.ID(id), withdrawal.StateEQ(withdrawal.StateQueued)).
			SetState(withdrawal.StateOrdering).AddAttempts(1).SetUpdatedAt(now).Save(ctx)
		if err != nil || n == 0 {
			return 0, err // canceled meanwhile: nothing to do
		}
		fallthrough
	case withdrawal.StateOrdering:
		return s.order(ctx, w)
	case withdrawal.StatePending, withdrawal.StateSent:
		o, err := s.Supplier.Status(ctx, w.ClientOrderID)
		if err != nil {
			return 0, err
		}
		return s.Apply(ctx, o)
	}
	return 0, nil
}

// order places the withdrawal's order (or payout), once.
func (s *Service) order(ctx context.Context, w *ent.Withdrawal) (time.Duration, error) {
	if w.Kind == withdrawal.KindCrypto {
		ref, err := s.Payout.Pay(ctx, w.ClientOrderID, w.CryptoType, w.Wallet, w.Value)
		if err != nil {
			return 0, err
		}
		return 0, s.finish(ctx, w.ID, withdrawal.StateDelivered, "paid_out", supplier.Order{ID: ref}, w.Value)
	}
	d, err := s.DB.Drop.Query().Where(drop.ID(w.DropID)).WithItem().Only(ctx)
	if err != nil {
		return 0, err
	}
	o, err := s.Supplier.Buy(ctx, supplier.BuyRequest{ClientOrderID: w.ClientOrderID, MarketHashName: d.Edges.Item.MarketHashName,
		MaxPrice: w.Value, TradeURL: w.TradeURL})
	switch {
	case errors.Is(err, supplier.ErrOutOfStock) && w.Deferred:
		// Deliver later: back in the queue (cancellable), looked at again.
		_, err := s.DB.Withdrawal.Update().Where(withdrawal.ID(w.ID), withdrawal.StateEQ(withdrawal.StateOrdering)).
			SetState(withdrawal.StateQueued).SetReason("out_of_stock").SetUpdatedAt(s.now()).Save(ctx)
		return s.poll(), err
	case errors.Is(err, supplier.ErrOutOfStock):
		return 0, s.finish(ctx, w.ID, withdrawal.StateFailed, "out_of_stock", supplier.Order{}, 0)
	case errors.Is(err, supplier.ErrPriceMoved):
		return 0, s.finish(ctx, w.ID, withdrawal.StateFailed, "price_moved", supplier.Order{}, 0)
	case err != nil:
		return 0, err // temporary: retried with backoff, same client order id
	}
	return s.Apply(ctx, o)
}

// Apply records what the supplier says of an order (from a job's look or a
// callback): a move forward only, a final status finishes the withdrawal.
func (s *Service) Apply(ctx context.Context, o supplier.Order) (time.Duration, error) {
	w, err := s.DB.Withdrawal.Query().Where(withdrawal.ClientOrderID(o.ClientOrderID)).Only(ctx)
	if err != nil {
		return 0, err
	}
	switch o.Status {
	case supplier.Accepted:
		return 0, s.finish(ctx, w.ID, withdrawal.StateDelivered, "offer_accepted", o, o.Price)
	case supplier.Declined:
		return 0, s.finish(ctx, w.ID, withdrawal.StateDeclined, "offer_declined", o, o.Price)
	case supplier.Expired:
		return 0, s.finish(ctx, w.ID, withdrawal.StateExpired, "offer_expired", o, o.Price)
	case supplier.Failed:
		return 0, s.finish(ctx, w.ID, withdrawal.StateFailed, "supplier_failed:"+o.Reason, o, 0)
	case supplier.Canceled:
		// Our cancel (POST /win/decline): the item is back, available.
		return 0, s.finish(ctx, w.ID, withdrawal.StateCanceled, "offer_canceled", o, 0)
	}
	to := withdrawal.StatePending
	from := []withdrawal.State{withdrawal.StateOrdering}
	if o.Status == supplier.Sent {
		to, from = withdrawal.StateSent, []withdrawal.State{withdrawal.StateOrdering, withdrawal.StatePending}
	}
	var n int
	err = store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		var err error
		n, err = tx.Withdrawal.Update().Where(withdrawal.ID(w.ID), withdrawal.StateIn(from...)).
			SetState(to).SetSupplierOrderID(o.ID).SetTradeofferID(o.TradeOfferID).SetPaid(o.Price).SetReason("").SetUpdatedAt(s.now()).Save(ctx)
		if err != nil || n == 0 || to != withdrawal.StateSent {
			return err
		}
		return s.emit(ctx, tx, events.WithdrawalSent, w, "")
	})
	if err != nil {
		return 0, err
	}
	if n == 1 {
		s.publish(ctx, w.UserID, w.DropID, string(drop.StateAccepted))
	}
	return s.poll(), nil
}

// finish ends a withdrawal once: delivered keeps the item out (delivered),
// declined, expired and canceled put it back in the inventory (available),
// failed refunds its value to the balance through the ledger (the drop:
// failed).
func (s *Service) finish(ctx context.Context, id int, to withdrawal.State, reason string, o supplier.Order, paid money.Cents) error {
	now := s.now()
	var w *ent.Withdrawal
	var dropTo drop.State
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		var err error
		if w, err = tx.Withdrawal.Get(ctx, id); err != nil {
			return err
		}
		u, err := store.LockUser(ctx, tx, w.UserID)
		if err != nil {
			return err
		}
		upd := tx.Withdrawal.Update().Where(withdrawal.ID(id), withdrawal.StateIn(open...)).
			SetState(to).SetReason(reason).SetUpdatedAt(now).SetFinishedAt(now).SetPaid(paid)
		if o.ID != "" {
			upd.SetSupplierOrderID(o.ID)
		}
		if o.TradeOfferID != "" {
			upd.SetTradeofferID(o.TradeOfferID)
		}
		n, err := upd.Save(ctx)
		if err != nil || n == 0 {
			w = nil
			return err // finished already
		}
		d, err := tx.Drop.Get(ctx, w.DropID)
		if err != nil {
			return err
		}
		switch to {
		case withdrawal.StateDelivered:
			dropTo = drop.StateDelivered
		case withdrawal.StateFailed:
			dropTo = drop.StateFailed
		default:
			dropTo = drop.StateActive
		}
		if ok, err := moveDrop(ctx, tx, d, drop.StateAccepted, dropTo, reason, "", &w.ID, now); err != nil {
			return err
		} else if !ok {
			return fmt.Errorf("trades: withdrawal %d: drop %d is %s, not accepted", id, d.ID, d.State)
		}
		switch {
		case to == withdrawal.StateFailed:
			_, err = ledger.Apply(ctx, tx, ledger.Change{At: s.now(), UserID: u.ID, Currency: ledger.Money, Delta: int64(w.Value),
				Reason: "withdraw_refund", Ref: fmt.Sprintf("drop:%d", d.ID), IdemKey: fmt.Sprintf("withdraw_refund:%d", id), Row: u})
			if err != nil {
				return err
			}
			return s.emit(ctx, tx, events.WithdrawalFailed, w, reason)
		case to == withdrawal.StateDelivered && w.State != withdrawal.StateSent:
			// Delivered without a trade offer first (a crypto payout, an
			// offer accepted before its sent status was seen): it was sent.
			return s.emit(ctx, tx, events.WithdrawalSent, w, "")
		}
		return nil
	})
	if err != nil || w == nil {
		return err
	}
	s.log().Info("withdrawal finished", zap.Int("id", id), zap.String("state", string(to)), zap.String("reason", reason))
	s.publish(ctx, w.UserID, w.DropID, string(dropTo))
	return nil
}

// emit records a withdrawal's event in tx, the one that moved it.
func (s *Service) emit(ctx context.Context, tx *ent.Tx, kind events.Kind, w *ent.Withdrawal, state string) error {
	return s.Events.Emit(ctx, tx, &events.Event{Kind: kind, UserID: w.UserID, At: s.now(),
		Ref: "withdrawal:" + strconv.Itoa(w.ID), State: state})
}

// Event is a player's item state change, on topic Topic(userID).
type Event struct {
	DropID int    `json:"id"`
	State  string `json:"state"`
}

// Topic is the bus topic of a player's item state changes.
func Topic(userID int) string { return fmt.Sprintf("trades:%d", userID) }

func (s *Service) publish(ctx context.Context, userID, dropID int, state string) {
	if s.Bus == nil {
		return
	}
	b, _ := json.Marshal(Event{DropID: dropID, State: state})
	if err := s.Bus.Publish(context.WithoutCancel(ctx), Topic(userID), b); err != nil {
		s.log().Warn("trades: publish", zap.Error(err))
	}
}

// Callback applies a supplier's signed status callback, refused when its
// signature does not verify or its signed time is more than
// supplier.CallbackTolerance from the service's clock (a replay).
func (s *Service) Callback(ctx context.Context, secret, body []byte, signature string) error {
	o, err := supplier.VerifyCallback(secret, body, signature, s.now())
	if err != nil {
		return err
	}
	_, err = s.Apply(ctx, o)
	if ent.IsNotFound(err) {
		return nil // not ours: acknowledged, nothing to do
	}
	return err
}

// Subscribe streams the player's item state changes (Topic) until ctx ends.
func (s *Service) Subscribe(ctx context.Context, a *actor.Actor) (<-chan *Event, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	msgs, cancel, err := s.Bus.Subscribe(ctx, Topic(a.UserID))
	if err != nil {
		return nil, err
	}
	out := make(chan *Event, 8)
	go func() {
		defer close(out)
		defer cancel()
		for b := range msgs {
			var e Event
			if err := json.Unmarshal(b, &e); err != nil {
				s.log().Warn("trades: bad event", zap.Error(err))
				continue
			}
			select {
			case out <- &e:
			case <-ctx.Done():
				return
			}
		}
	}()
	return out, nil
}
