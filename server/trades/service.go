// Package trades takes won items out of the storefront: withdrawn as the
// item itself (bought from a supplier for the player's Steam trade link),
// paid out in crypto, or swapped for another item of similar value. See
// docs/trades.md for the state machine, the limits and the faults.
//
// Every drop move is a conditional update on the state it leaves (so an
// item is sold, staked, swapped or withdrawn exactly once, whichever request
// comes first) and is recorded as a DropTransition. A withdrawal is a row
// driven by a durable job enqueued in the same transaction as the move; the
// job calls the supplier under the withdrawal's client order id, so a job
// run again after a crash never buys twice.
package trades

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"
	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/ent/withdrawal"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/inventory"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/realtime"
	"github.com/casefront/casefront/server/store"
	"github.com/casefront/casefront/server/trades/supplier"
	"github.com/casefront/casefront/server/users"
)

// Limits of withdrawals.
const (
	// DefaultDailyLimit is the value a player may withdraw in 24 hours.
	DefaultDailyLimit = money.Cents(100_000)
	// DefaultMinValue is the least value of a withdrawn item.
	DefaultMinValue = money.Cents(50)
	// BlockAfter declined or expired offers within BlockWindow block trades.
	BlockAfter  = 3
	BlockWindow = 24 * time.Hour
	// SwapFloorBps: a swap's item is worth between this share of the
	// swapped item's value and all of it; the difference is credited.
	SwapFloorBps = 9000
)

// BonusReasons are the ledger credits of promo and bonus money, and
// WagerReasons the money debits that count as playing it through.
var (
	BonusReasons = []string{"promocode", "deposit_bonus"}
	WagerReasons = []string{"case_open", "battle_create", "battle_seat", "upgrade"}
)

// Enqueuer puts a withdrawal's job on the durable queue in tx, and says
// whether a unique job already existed.
type Enqueuer interface {
	InsertTxResult(ctx context.Context, tx *ent.Tx, args river.JobArgs, opts *river.InsertOpts) (*rivertype.JobInsertResult, error)
}

// Service is the trades domain.
type Service struct {
	DB       *ent.Client
	Bus      realtime.Bus
	Log      *zap.Logger
	Now      func() time.Time
	Jobs     Enqueuer // nil: jobs are run by hand (tests call Step)
	Supplier supplier.Supplier
	Payout   supplier.Payout
	// Events records a withdrawal sent or failed (notifications); nil: none.
	Events *events.Registry
	// SkillGate refuses a withdrawal of value while the player must pass
	// the skill-gaming quiz first (server/quiz); nil: never.
	SkillGate func(ctx context.Context, tx *ent.Tx, u *ent.User, value money.Cents) error

	DailyLimit money.Cents // 0: DefaultDailyLimit
	MinValue   money.Cents // 0: DefaultMinValue
	// Poll is how long a job waits before asking the supplier again about an
	// order still under way (default 30s).
	Poll time.Duration
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

func (s *Service) log() *zap.Logger {
	if s.Log != nil {
		return s.Log
	}
	return zap.NewNop()
}

// moveDrop moves a drop from one state to another if it is still there,
// and records the move (inventory.Move). false: it was not (someone else
// moved it first).
func moveDrop(ctx context.Context, tx *ent.Tx, d *ent.Drop, from, to drop.State, reason, ref string, wid *int, now time.Time) (bool, error) {
	if ref == "" && wid != nil {
		ref = "withdrawal:" + strconv.Itoa(*wid)
	}
	return inventory.Move(ctx, tx, d, from, to, inventory.Cause{Reason: reason, Ref: ref, WithdrawalID: wid}, now)
}

// lockOwn locks the player and their drop id, in store lock order.
func lockOwn(ctx context.Context, tx *ent.Tx, userID, dropID int) (*ent.User, *ent.Drop, error) {
	u, err := store.LockUser(ctx, tx, userID)
	if err != nil {
		return nil, nil, err
	}
	ds, err := store.LockDrops(ctx, tx, []int{dropID})
	if err != nil {
		return nil, nil, err
	}
	if len(ds) != 1 {
		return nil, nil, apperr.NotFound.Msg("no such item").With("field", "id")
	}
	if ds[0].UserID != userID {
		return nil, nil, apperr.ItemNotOwned.With("id", dropID)
	}
	return u, ds[0], nil
}

// BlockedUntil is when trades open again for the player: after BlockAfter
// declined or expired offers within BlockWindow, until the oldest of them
// leaves the window. Zero: not blocked.
func BlockedUntil(ctx context.Context, c *ent.Client, userID int, now time.Time) (time.Time, error) {
	ws, err := c.Withdrawal.Query().Where(withdrawal.UserID(userID),
		withdrawal.StateIn(withdrawal.StateDeclined, withdrawal.StateExpired), withdrawal.FinishedAtGT(now.Add(-BlockWindow))).
		Order(ent.Desc(withdrawal.FieldFinishedAt)).Limit(BlockAfter).All(ctx)
	if err != nil || len(ws) < BlockAfter {
		return time.Time{}, err
	}
	return ws[BlockAfter-1].FinishedAt.Add(BlockWindow), nil
}

// checkWithdraw applies the rules every withdrawal meets, on the locked
// player and drop (which is active or reserved).
func (s *Service) checkWithdraw(ctx context.Context, tx *ent.Tx, u *ent.User, d *ent.Drop, needTradeURL bool, now time.Time) error {
	if until, err := BlockedUntil(ctx, tx.Client(), u.ID, now); err != nil {
		return err
	} else if !until.IsZero() {
		return apperr.TradesBlocked.With("ban_until", until.UTC().Format(time.RFC3339)).
			With("remaining_seconds", int64(until.Sub(now).Seconds()))
	}
	if needTradeURL {
		if u.TradeofferURL == "" {
			return apperr.NoTradeURL.With("field", "tradeoffer")
		}
		if p := users.TradeURLProblem(u, u.TradeofferURL); p != "" {
			return apperr.TradeURLMismatch.With("field", "tradeoffer").With("reason", p)
		}
	}
	minV := s.MinValue
	if minV == 0 {
		minV = DefaultMinValue
	}
	if d.Price < minV {
		return apperr.ItemTooCheap.With("min", minV.String())
	}
	limit := s.DailyLimit
	if limit == 0 {
		limit = DefaultDailyLimit
	}
	var sum []struct {
		Sum int64 `json:"sum"`
	}
	err := tx.Withdrawal.Query().Where(withdrawal.UserID(u.ID), withdrawal.CreatedAtGT(now.Add(-24*time.Hour)),
		withdrawal.StateNotIn(withdrawal.StateFailed, withdrawal.StateCanceled, withdrawal.StateDeclined, withdrawal.StateExpired)).
		Aggregate(ent.As(ent.Sum(withdrawal.FieldValue), "sum")).Scan(ctx, &sum)
	if err != nil {
		return err
	}
	used := money.Cents(0)
	if len(sum) == 1 {
		used = money.Cents(sum[0].Sum)
	}
	if used+d.Price > limit {
		return apperr.WithdrawLimit.With("limit", limit.String()).With("left", max(limit-used, 0).String())
	}
	left, err := WageringLeft(ctx, tx.Client(), u.ID)
	if err != nil {
		return err
	}
	if left > 0 {
		return apperr.WageringRequired.With("left", left.String())
	}
	// Last: the quiz is asked only of a withdrawal that could go.
	if s.SkillGate != nil {
		return s.SkillGate(ctx, tx, u, d.Price)
	}
	return nil
}

// WageringLeft is how much money the player must still stake before a
// withdrawal: the promo and bonus money received (BonusReasons), played
// through once with money staked in games (WagerReasons).
func WageringLeft(ctx context.Context, c *ent.Client, userID int) (money.Cents, error) {
	sum := func(reasons []string, credit bool) (int64, error) {
		q := c.LedgerEntry.Query().Where(ledgerentry.UserID(userID), ledgerentry.CurrencyEQ(ledger.Money), ledgerentry.ReasonIn(reasons...))
		if credit {
			q.Where(ledgerentry.DeltaGT(0))
		} else {
			q.Where(ledgerentry.DeltaLT(0))
		}
		var out []struct {
			Sum int64 `json:"sum"`
		}
		if err := q.Aggregate(ent.As(ent.Sum(ledgerentry.FieldDelta), "sum")).Scan(ctx, &out); err != nil || len(out) == 0 {
			return 0, err
		}
		return out[0].Sum, nil
	}
	bonus, err := sum(BonusReasons, true)
	if err != nil || bonus == 0 {
		return 0, err
	}
	staked, err := sum(WagerReasons, false)
	if err != nil {
		return 0, err
	}
	return money.Cents(max(bonus+staked, 0)), nil
}

// Reserve holds an available item for a withdrawal: it can no longer be
// sold, staked or swapped until the reservation is deleted or accepted.
func (s *Service) Reserve(ctx context.Context, a *actor.Actor, dropID int) (*ent.Drop, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	now := s.now()
	if err := a.CanPlay(now); err != nil {
		return nil, err
	}
	var out *ent.Drop
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		u, d, err := lockOwn(ctx, tx, a.UserID, dropID)
		if err != nil {
			return err
		}
		if d.State != drop.StateActive {
			return apperr.ItemAlreadySold.With("id", d.ID)
		}
		if err := s.checkWithdraw(ctx, tx, u, d, false, now); err != nil {
			return err
		}
		if ok, err := moveDrop(ctx, tx, d, drop.StateActive, drop.StateReserved, "reserve", "", nil, now); err != nil {
			return err
		} else if !ok {
			return apperr.ItemAlreadySold.With("id", d.ID)
		}
		out = d
		return nil
	})
	if err != nil {
		return nil, err
	}
	s.publish(ctx, out.UserID, out.ID, string(out.State))
	return out.Unwrap(), nil // detached from the committed transaction (its edges load later)
}

// Unreserve puts a reserved item back in the inventory.
func (s *Service) Unreserve(ctx context.Context, a *actor.Actor, dropID int) (*ent.Drop, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	now := s.now()
	var out *ent.Drop
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		_, d, err := lockOwn(ctx, tx, a.UserID, dropID)
		if err != nil {
			return err
		}
		if ok, err := moveDrop(ctx, tx, d, drop.StateReserved, drop.StateActive, "reserve_delete", "", nil, now); err != nil {
			return err
		} else if !ok {
			return apperr.WithdrawNotOpen.With("id", d.ID).With("state", string(d.State))
		}
		out = d
		return nil
	})
	if err != nil {
		return nil, err
	}
	s.publish(ctx, out.UserID, out.ID, string(out.State))
	return out.Unwrap(), nil // detached from the committed transaction (its edges load later)
}

// AcceptInput is a withdrawal request.
type AcceptInput struct {
	DropID   int
	Deferred bool   // deliver later if the supplier has no stock now
	Crypto   string // pay the value out in this crypto type instead
	Wallet   string
}

// Accept withdraws an available or reserved item: the drop moves to
// accepted and a withdrawal with its job is written in one transaction.
func (s *Service) Accept(ctx context.Context, a *actor.Actor, in AcceptInput) (*ent.Withdrawal, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	now := s.now()
	if err := a.CanPlay(now); err != nil {
		return nil, err
	}
	kind := withdrawal.KindSkin
	if in.Crypto != "" || in.Wallet != "" {
		kind = withdrawal.KindCrypto
		if !slices.Contains(CryptoTypes, in.Crypto) {
			return nil, apperr.Validation.Msg("type must be one of %v", CryptoTypes).With("field", "type")
		}
		if !ValidWallet(in.Crypto, in.Wallet) {
			return nil, apperr.InvalidWallet.With("field", "wallet").With("type", in.Crypto)
		}
	}
	if (kind == withdrawal.KindSkin && s.Supplier == nil) || (kind == withdrawal.KindCrypto && s.Payout == nil) {
		// No supplier configured (SUPPLIER_URL): nothing could deliver it.
		return nil, apperr.Restricted.With("feature", "withdraw_"+string(kind))
	}
	var w *ent.Withdrawal
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		u, d, err := lockOwn(ctx, tx, a.UserID, in.DropID)
		if err != nil {
			return err
		}
		from := d.State
		if from != drop.StateActive && from != drop.StateReserved {
			return apperr.ItemAlreadySold.With("id", d.ID)
		}
		if err := s.checkWithdraw(ctx, tx, u, d, kind == withdrawal.KindSkin, now); err != nil {
			return err
		}
		c := tx.Withdrawal.Create().SetUserID(u.ID).SetDropID(d.ID).SetKind(kind).SetDeferred(in.Deferred).
			SetClientOrderID(fmt.Sprintf("wd-%d-%d", d.ID, now.UnixNano())).SetValue(d.Price).
			SetCreatedAt(now).SetUpdatedAt(now)
		if kind == withdrawal.KindSkin {
			c.SetTradeURL(u.TradeofferURL)
		} else {
			c.SetCryptoType(in.Crypto).SetWallet(in.Wallet)
		}
		if w, err = c.Save(ctx); err != nil {
			return err
		}
		if ok, err := moveDrop(ctx, tx, d, from, drop.StateAccepted, "withdraw_"+string(kind), "", &w.ID, now); err != nil {
			return err
		} else if !ok {
			return apperr.ItemAlreadySold.With("id", d.ID)
		}
		if s.Jobs != nil {
			_, err := s.Jobs.InsertTxResult(ctx, tx, WithdrawArgs{WithdrawalID: w.ID}, withdrawOpts(MaxAttempts))
			return err
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	s.publish(ctx, w.UserID, w.DropID, string(drop.StateAccepted))
	return w.Unwrap(), nil
}

// Decline takes an item back from its withdrawal (POST /win/decline): a
// reserved item is put back (as reserve/delete); a withdrawal no order was
// placed for yet (queued, e.g. a deferred one waiting for stock) is
// canceled; a skin whose order is placed (pending, sent) has its offer
// canceled at the supplier first, and ends canceled with the item available
// again, unless the player accepted it meanwhile (then it is delivered and
// the call is refused). An order being placed this moment (ordering) or a
// crypto payout cannot be taken back.
func (s *Service) Decline(ctx context.Context, a *actor.Actor, dropID int) (*ent.Drop, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	now := s.now()
	var out *ent.Drop
	var placed *ent.Withdrawal // an order at the supplier: canceled there first
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		_, d, err := lockOwn(ctx, tx, a.UserID, dropID)
		if err != nil {
			return err
		}
		if d.State == drop.StateReserved {
			if ok, err := moveDrop(ctx, tx, d, drop.StateReserved, drop.StateActive, "decline", "", nil, now); err != nil || ok {
				out = d
				return err
			}
		}
		w, err := tx.Withdrawal.Query().Where(withdrawal.DropID(d.ID), withdrawal.StateIn(open...)).Only(ctx)
		if ent.IsNotFound(err) {
			return apperr.WithdrawNotOpen.With("id", d.ID).With("state", string(d.State))
		} else if err != nil {
			return err
		}
		if w.State != withdrawal.StateQueued {
			if w.Kind != withdrawal.KindSkin || w.State == withdrawal.StateOrdering || s.Supplier == nil {
				return apperr.WithdrawNotOpen.With("id", d.ID).With("state", string(w.State))
			}
			placed = w
			return nil
		}
		if n, err := tx.Withdrawal.Update().Where(withdrawal.ID(w.ID), withdrawal.StateEQ(withdrawal.StateQueued)).
			SetState(withdrawal.StateCanceled).SetReason("player_declined").SetUpdatedAt(now).SetFinishedAt(now).Save(ctx); err != nil {
			return err
		} else if n != 1 {
			return apperr.WithdrawNotOpen.With("id", d.ID)
		}
		if ok, err := moveDrop(ctx, tx, d, drop.StateAccepted, drop.StateActive, "decline", "", &w.ID, now); err != nil {
			return err
		} else if !ok {
			return apperr.WithdrawNotOpen.With("id", d.ID)
		}
		out = d
		return nil
	})
	if err != nil {
		return nil, err
	}
	if placed != nil {
		return s.cancelOffer(ctx, placed)
	}
	s.publish(ctx, out.UserID, out.ID, string(out.State))
	return out.Unwrap(), nil // detached from the committed transaction (its edges load later)
}

// cancelOffer cancels a placed order's offer at the supplier (no
// transaction is held over the call) and records what the supplier says:
// canceled puts the item back; an order that ended otherwise meanwhile
// (accepted, declined, ...) ends the withdrawal so, and the call is refused
// unless the item came back.
func (s *Service) cancelOffer(ctx context.Context, w *ent.Withdrawal) (*ent.Drop, error) {
	o, err := s.Supplier.Cancel(ctx, w.ClientOrderID)
	if err != nil {
		s.log().Warn("trades: cancel at the supplier", zap.Int("withdrawal", w.ID), zap.Error(err))
		return nil, apperr.SupplierUnavailable
	}
	if o.ClientOrderID == "" {
		o.ClientOrderID = w.ClientOrderID
	}
	if _, err := s.Apply(ctx, o); err != nil {
		return nil, err
	}
	d, err := s.DB.Drop.Get(ctx, w.DropID)
	if err != nil {
		return nil, err
	}
	if d.State != drop.StateActive {
		return nil, apperr.WithdrawNotOpen.With("id", d.ID).With("state", string(d.State))
	}
	return d, nil
}

// TradeState is a drop's withdrawal as GET /trade_states shows it.
type TradeState struct {
	ID           int         `json:"id"`
	DropID       int         `json:"win_id"`
	State        string      `json:"state"`
	Kind         string      `json:"kind"`
	Value        money.Cents `json:"value"`
	TradeofferID string      `json:"tradeoffer_id"`
	Reason       string      `json:"reason"`
	CreatedAt    time.Time   `json:"created_at"`
	UpdatedAt    time.Time   `json:"updated_at"`
}

// StateOf is a withdrawal as TradeStates shows it.
func StateOf(w *ent.Withdrawal) TradeState { return tradeState(w) }

func tradeState(w *ent.Withdrawal) TradeState {
	return TradeState{ID: w.ID, DropID: w.DropID, State: string(w.State), Kind: string(w.Kind), Value: w.Value,
		TradeofferID: w.TradeofferID, Reason: w.Reason, CreatedAt: w.CreatedAt, UpdatedAt: w.UpdatedAt}
}

// TradeStates lists the player's withdrawals still under way.
func (s *Service) TradeStates(ctx context.Context, a *actor.Actor) ([]TradeState, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	ws, err := s.DB.Withdrawal.Query().Where(withdrawal.UserID(a.UserID), withdrawal.FinishedAtIsNil()).
		Order(ent.Desc(withdrawal.FieldID)).All(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]TradeState, len(ws))
	for i, w := range ws {
		out[i] = tradeState(w)
	}
	return out, nil
}

// History pages the player's withdrawals, newest first.
func (s *Service) History(ctx context.Context, a *actor.Actor, page, limit int) ([]TradeState, int, error) {
	if err := a.Require(); err != nil {
		return nil, 0, err
	}
	off, err := store.Offset(page, limit, 100)
	if err != nil {
		return nil, 0, err
	}
	q := s.DB.Withdrawal.Query().Where(withdrawal.UserID(a.UserID))
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return nil, 0, err
	}
	ws, err := q.Order(ent.Desc(withdrawal.FieldID)).Offset(off).Limit(limit).All(ctx)
	if err != nil {
		return nil, 0, err
	}
	out := make([]TradeState, len(ws))
	for i, w := range ws {
		out[i] = tradeState(w)
	}
	return out, total, nil
}

// Variants lists catalogue items a drop could be swapped for: worth between
// SwapFloorBps of its value and its value, dearest first.
func (s *Service) Variants(ctx context.Context, a *actor.Actor, dropID int, limit int) ([]*ent.Item, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	d, err := s.DB.Drop.Query().Where(drop.ID(dropID), drop.UserID(a.UserID)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, apperr.NotFound.Msg("no such item").With("field", "id")
	} else if err != nil {
		return nil, err
	}
	if limit <= 0 || limit > 50 {
		limit = 20
	}
	return s.DB.Item.Query().Where(item.PriceLTE(d.Price), item.PriceGTE(d.Price*SwapFloorBps/10000), item.IDNEQ(d.ItemID)).
		Order(ent.Desc(item.FieldPrice), ent.Asc(item.FieldID)).Limit(limit).All(ctx)
}

// Swap exchanges an available item for a variant (by market hash name): the
// drop moves to swapped, a new drop of the variant is won at its price, and
// the difference is credited to the balance.
func (s *Service) Swap(ctx context.Context, a *actor.Actor, dropID int, marketHashName string) (*ent.Drop, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	now := s.now()
	if err := a.CanPlay(now); err != nil {
		return nil, err
	}
	var out *ent.Drop
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		u, d, err := lockOwn(ctx, tx, a.UserID, dropID)
		if err != nil {
			return err
		}
		if d.State != drop.StateActive {
			return apperr.ItemAlreadySold.With("id", d.ID)
		}
		it, err := tx.Item.Query().Where(item.MarketHashName(marketHashName)).Only(ctx)
		if ent.IsNotFound(err) {
			return apperr.NotFound.Msg("no such item").With("field", "market_hash_name")
		} else if err != nil {
			return err
		}
		if it.ID == d.ItemID || it.Price > d.Price || it.Price < d.Price*SwapFloorBps/10000 {
			return apperr.SwapUnavailable.With("field", "market_hash_name")
		}
		out = &ent.Drop{UserID: u.ID, ItemID: it.ID, CaseID: d.CaseID, Price: it.Price}
		out.Edges.Item = it
		if err := inventory.MintSwap(ctx, tx, now, out, d.ID); err != nil {
			return err
		}
		if ok, err := moveDrop(ctx, tx, d, drop.StateActive, drop.StateSwapped, "swap", "drop:"+strconv.Itoa(out.ID), nil, now); err != nil {
			return err
		} else if !ok {
			return apperr.ItemAlreadySold.With("id", d.ID)
		}
		if diff := d.Price - it.Price; diff > 0 {
			_, err = ledger.Apply(ctx, tx, ledger.Change{At: s.now(), UserID: u.ID, Currency: ledger.Money, Delta: int64(diff), Reason: "swap",
				Ref: fmt.Sprintf("drop:%d", d.ID), IdemKey: fmt.Sprintf("swap:%d", d.ID), Row: u})
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	s.publish(ctx, a.UserID, dropID, string(drop.StateSwapped))
	return out.Unwrap(), nil // detached from the committed transaction (its edges load later)
}
