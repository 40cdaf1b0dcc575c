package rest

import (
	"errors"
	"io"
	"net/http"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/ratelimit"
	"github.com/casefront/casefront/server/trades"
	"github.com/casefront/casefront/server/trades/supplier"
)

// Withdrawals and swaps of won items (spec 7 "Wins"; docs/trades.md).

// SupplierCallbackPath is where the skin supplier posts its signed order
// status changes (not rate limited: a forged one fails its signature).
const SupplierCallbackPath = "/api/trades/supplier/callback"

func (h *Handler) tradesRoutes() []endpoint {
	return []endpoint{
		{"POST", ratelimit.Reserve.Name, h.reserve, ratelimit.Reserve.PerMinute},
		{"POST", ratelimit.ReserveDelete.Name, h.unreserve, ratelimit.ReserveDelete.PerMinute},
		{"POST", ratelimit.WinAccept.Name, h.acceptWith(false), ratelimit.WinAccept.PerMinute},
		{"POST", ratelimit.WinAcceptDeferred.Name, h.acceptWith(true), ratelimit.WinAcceptDeferred.PerMinute},
		{"POST", ratelimit.WinAcceptCrypto.Name, h.acceptCrypto, ratelimit.WinAcceptCrypto.PerMinute},
		{"POST", ratelimit.WinAcceptOpskins.Name, h.acceptOpskins, ratelimit.WinAcceptOpskins.PerMinute},
		{"POST", ratelimit.WinDecline.Name, h.declineWin, ratelimit.WinDecline.PerMinute},
		{"GET", "/trade_states", h.tradeStates, 0},
		{"GET", "/swap/variants", h.swapVariants, 0},
		{"POST", ratelimit.Swap.Name, h.swap, ratelimit.Swap.PerMinute},
		{"GET", "/user/history/withdraws", h.withdrawHistory, 0},
	}
}

// success answers {status: "success", data: v}: the client counts a
// reserve (and the other win moves) as done only with that status (spec 5).
func success(w http.ResponseWriter, v any) {
	writeJSON(w, http.StatusOK, map[string]any{"status": "success", "data": v})
}

// tradeStateView is a withdrawal as the client reads it.
type tradeStateView struct {
	ID           int       `json:"id"`
	WinID        int       `json:"win_id"`
	State        string    `json:"state"`
	Kind         string    `json:"kind"`
	Value        Money     `json:"value"`
	TradeofferID string    `json:"tradeoffer_id"`
	Reason       string    `json:"reason"`
	CreatedAt    time.Time `json:"created_at"`
	UpdatedAt    time.Time `json:"updated_at"`
}

func tradeView(t trades.TradeState) tradeStateView {
	return tradeStateView{ID: t.ID, WinID: t.DropID, State: t.State, Kind: t.Kind, Value: Money(t.Value),
		TradeofferID: t.TradeofferID, Reason: t.Reason, CreatedAt: t.CreatedAt, UpdatedAt: t.UpdatedAt}
}

func tradeViews(ts []trades.TradeState) []tradeStateView {
	out := make([]tradeStateView, len(ts))
	for i, t := range ts {
		out[i] = tradeView(t)
	}
	return out
}

// winStateView is a win move's answer: state in the spec's vocabulary
// (reserved, accepted, swapped, sold, declined), drop_state as stored.
type winStateView struct {
	ID        int    `json:"id"`
	State     string `json:"state"`
	DropState string `json:"drop_state"`
}

// winState names a drop back in the inventory after a reserve/delete or a
// decline "declined", the spec's word for it (spec 4 "Win item").
func winState(d *ent.Drop) winStateView {
	state := string(d.State)
	if d.State == drop.StateActive {
		state = "declined"
	}
	return winStateView{ID: d.ID, State: state, DropState: string(d.State)}
}

func (h *Handler) winID(p *params) (int, error) {
	id, err := p.int("id", 0)
	if err == nil && id <= 0 {
		err = apperr.Validation.Msg("id is required").With("field", "id")
	}
	return id, err
}

func (h *Handler) reserve(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := h.winID(p)
	if err != nil {
		return err
	}
	d, err := h.Trades.Reserve(r.Context(), actor.From(r.Context()), id)
	if err != nil {
		return err
	}
	success(w, winState(d))
	return nil
}

func (h *Handler) unreserve(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := h.winID(p)
	if err != nil {
		return err
	}
	d, err := h.Trades.Unreserve(r.Context(), actor.From(r.Context()), id)
	if err != nil {
		return err
	}
	success(w, winState(d))
	return nil
}

func (h *Handler) acceptWith(deferred bool) func(http.ResponseWriter, *http.Request, *params) error {
	return func(w http.ResponseWriter, r *http.Request, p *params) error {
		id, err := h.winID(p)
		if err != nil {
			return err
		}
		return h.accept(w, r, trades.AcceptInput{DropID: id, Deferred: deferred})
	}
}

func (h *Handler) acceptCrypto(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := h.winID(p)
	if err != nil {
		return err
	}
	in := trades.AcceptInput{DropID: id, Crypto: p.str("type"), Wallet: p.str("wallet")}
	if in.Crypto == "" {
		return apperr.Validation.Msg("type is required").With("field", "type")
	}
	if in.Wallet == "" {
		return apperr.Validation.Msg("wallet is required").With("field", "wallet")
	}
	return h.accept(w, r, in)
}

func (h *Handler) accept(w http.ResponseWriter, r *http.Request, in trades.AcceptInput) error {
	wd, err := h.Trades.Accept(r.Context(), actor.From(r.Context()), in)
	if err != nil {
		return err
	}
	v := tradeView(trades.TradeState{ID: wd.ID, DropID: wd.DropID, State: string(wd.State), Kind: string(wd.Kind),
		Value: wd.Value, CreatedAt: wd.CreatedAt, UpdatedAt: wd.UpdatedAt})
	success(w, acceptedView{ID: wd.DropID, State: string(drop.StateAccepted), Withdrawal: v})
	return nil
}

// acceptedView is a withdrawal's answer: the drop (id, state accepted) and
// the withdrawal it started.
type acceptedView struct {
	ID         int            `json:"id"`
	State      string         `json:"state"`
	Withdrawal tradeStateView `json:"withdrawal"`
}

// acceptOpskins: OPSkins is retired; the call stays so old clients get a
// clear refusal.
func (h *Handler) acceptOpskins(http.ResponseWriter, *http.Request, *params) error {
	return apperr.OpskinsRetired
}

func (h *Handler) declineWin(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := h.winID(p)
	if err != nil {
		return err
	}
	d, err := h.Trades.Decline(r.Context(), actor.From(r.Context()), id)
	if err != nil {
		return err
	}
	success(w, winState(d))
	return nil
}

func (h *Handler) tradeStates(w http.ResponseWriter, r *http.Request, _ *params) error {
	ts, err := h.Trades.TradeStates(r.Context(), actor.From(r.Context()))
	if err != nil {
		return err
	}
	ok(w, tradeViews(ts))
	return nil
}

func (h *Handler) withdrawHistory(w http.ResponseWriter, r *http.Request, p *params) error {
	page, limit, err := p.paging(20)
	if err != nil {
		return err
	}
	ts, total, err := h.Trades.History(r.Context(), actor.From(r.Context()), page, limit)
	if err != nil {
		return err
	}
	ok(w, tradeViews(ts), pageMeta(total, page, limit))
	return nil
}

// swapVariants lists the items a win can be swapped for. type is accepted
// for the client's sake; every variant is a skin.
func (h *Handler) swapVariants(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := h.winID(p)
	if err != nil {
		return err
	}
	its, err := h.Trades.Variants(r.Context(), actor.From(r.Context()), id, 0)
	if err != nil {
		return err
	}
	out := make([]itemView, len(its))
	for i, it := range its {
		out[i] = h.item(it)
	}
	ok(w, out)
	return nil
}

func (h *Handler) swap(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := h.winID(p)
	if err != nil {
		return err
	}
	name := p.str("market_hash_name")
	if name == "" {
		return apperr.Validation.Msg("market_hash_name is required").With("field", "market_hash_name")
	}
	d, err := h.Trades.Swap(r.Context(), actor.From(r.Context()), id, name)
	if err != nil {
		return err
	}
	d, err = h.Inventory.Get(r.Context(), d.ID)
	if err != nil {
		return err
	}
	views, err := h.dropsWithPlays(r.Context(), []*ent.Drop{d})
	if err != nil {
		return err
	}
	u, err := h.Users.Get(r.Context(), d.UserID)
	if err != nil {
		return err
	}
	success(w, swappedView{SwappedID: id, Drop: views[0], Balance: Money(u.Balance)})
	return nil
}

// swappedView is a swap's answer: the win swapped, the drop it became and
// the balance after.
type swappedView struct {
	SwappedID int      `json:"swapped_id"`
	Drop      dropView `json:"drop"`
	Balance   Money    `json:"balance"`
}

// supplierCallback receives the supplier's signed order status change:
// the raw body and the signed time are what the HMAC covers; one signed
// more than supplier.CallbackTolerance from now (a replay) is refused.
func (h *Handler) supplierCallback(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, 64<<10))
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			h.fail(w, r, apperr.PayloadTooLarge)
			return
		}
		h.fail(w, r, apperr.Validation.Msg("unreadable body"))
		return
	}
	if err := h.Trades.Callback(r.Context(), h.Cfg.Trades.SupplierCallbackSecret, body, r.Header.Get(supplier.SignatureHeader)); err != nil {
		if errors.Is(err, supplier.ErrBadCallback) {
			h.Log.Warn("supplier callback refused", zap.Error(err))
			writeJSON(w, http.StatusUnauthorized, map[string]any{"error": apperr.Forbidden.Key, "message": "bad callback"})
			return
		}
		h.Log.Error("supplier callback", zap.Error(err))
		writeJSON(w, http.StatusServiceUnavailable, map[string]any{"error": apperr.Internal.Key, "message": "try again"})
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"received": true})
}
