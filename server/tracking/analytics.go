package tracking

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/analyticsevent"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/store"
)

// What is tracked.
const (
	Deposit       = "deposit"
	SignUp        = "sign_up"
	FirstCaseOpen = "first_case_open"
)

// Params is a tracked event's data: a deposit's is the spec's tracked
// payment event (transaction_id, method, amount, user_id, serial_number,
// the player's n-th deposit).
type Params struct {
	TransactionID string      `json:"transaction_id,omitempty"`
	Method        string      `json:"method,omitempty"`
	Amount        money.Cents `json:"amount_cents,omitempty"` // cents
	Currency      string      `json:"currency,omitempty"`
	UserID        int         `json:"user_id"`
	SerialNumber  int         `json:"serial_number,omitempty"`
}

// Entry is one event as one network names it.
type Entry struct {
	Event  string `json:"event"`
	Params Params `json:"params"`
}

// Batch is the spec's analytics arrays, one per network. ga4 is the
// analytics category; the others are marketing (docs/tracking.md).
type Batch struct {
	GA4      []Entry `json:"ga4"`
	FBQ      []Entry `json:"fbq"`
	Snap     []Entry `json:"snap"`
	Outbrain []Entry `json:"outbrain"`
	Taboola  []Entry `json:"taboola"`
	MGID     []Entry `json:"mgid"`
	Bing     []Entry `json:"bing"`
}

// Empty says the batch holds nothing.
func (b *Batch) Empty() bool { return b == nil || len(b.GA4) == 0 }

// names are each kind's event name per network, in Batch's order.
var names = map[string][7]string{
	Deposit:       {"purchase", "Purchase", "PURCHASE", "purchase", "make_purchase", "purchase", "purchase"},
	SignUp:        {"sign_up", "CompleteRegistration", "SIGN_UP", "sign_up", "complete_registration", "sign_up", "sign_up"},
	FirstCaseOpen: {"first_case_open", "FirstCaseOpen", "CUSTOM_EVENT_1", "first_case_open", "first_case_open", "first_case_open", "first_case_open"},
}

func (b *Batch) add(kind string, p Params) {
	n, ok := names[kind]
	if !ok {
		return
	}
	for i, list := range []*[]Entry{&b.GA4, &b.FBQ, &b.Snap, &b.Outbrain, &b.Taboola, &b.MGID, &b.Bing} {
		*list = append(*list, Entry{Event: n[i], Params: p})
	}
}

// NewBatch is an empty batch whose arrays encode as [] rather than null.
func NewBatch() *Batch {
	return &Batch{GA4: []Entry{}, FBQ: []Entry{}, Snap: []Entry{}, Outbrain: []Entry{}, Taboola: []Entry{}, MGID: []Entry{}, Bing: []Entry{}}
}

// Subscribe queues the tracked events in the transaction of what they
// track, so a deposit and its event commit together or not at all.
func Subscribe(r *events.Registry) {
	r.On(events.Deposited, "tracking.deposit", func(ctx context.Context, tx *ent.Tx, e *events.Event) error {
		if e.UserID == 0 || e.PaymentID == 0 {
			return nil
		}
		p, err := tx.Payment.Get(ctx, e.PaymentID)
		if err != nil {
			return err
		}
		return queue(ctx, tx, e.UserID, Deposit, "deposit:"+strconv.Itoa(p.ID), Params{
			TransactionID: p.Reference, Method: p.Method, Amount: e.Amount, Currency: "USD",
			UserID: e.UserID, SerialNumber: p.SerialNumber,
		})
	})
	r.On(events.Played, "tracking.first_case_open", func(ctx context.Context, tx *ent.Tx, e *events.Event) error {
		if e.UserID == 0 || !opensCases(e.Game) {
			return nil
		}
		key := FirstCaseOpen + ":" + strconv.Itoa(e.UserID)
		// The player's row is locked by the play: no other play of theirs
		// can pass this check at once.
		done, err := tx.AnalyticsEvent.Query().Where(analyticsevent.Key(key)).Exist(ctx)
		if err != nil || done {
			return err
		}
		return queue(ctx, tx, e.UserID, FirstCaseOpen, key, Params{UserID: e.UserID})
	})
}

// opensCases says whether a play's game is a case opening (every family's
// opening; the daily bonus is no case the player chose).
func opensCases(game string) bool {
	return game == "case_open" || strings.HasSuffix(game, "_open")
}

func queue(ctx context.Context, tx *ent.Tx, userID int, kind, key string, p Params) error {
	m := map[string]any{"user_id": p.UserID}
	for k, v := range map[string]string{"transaction_id": p.TransactionID, "method": p.Method, "currency": p.Currency} {
		if v != "" {
			m[k] = v
		}
	}
	if p.Amount > 0 {
		m["amount_cents"] = int64(p.Amount)
	}
	if p.SerialNumber > 0 {
		m["serial_number"] = p.SerialNumber
	}
	return tx.AnalyticsEvent.Create().SetUserID(userID).SetKind(analyticsevent.Kind(kind)).SetKey(key).
		SetParams(m).Exec(ctx)
}

// SignedUp queues a new player's sign-up and binds the click id their
// browser carries (WithClick), once.
func (s *Service) SignedUp(ctx context.Context, userID int) error {
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		key := SignUp + ":" + strconv.Itoa(userID)
		done, err := tx.AnalyticsEvent.Query().Where(analyticsevent.Key(key)).Exist(ctx)
		if err != nil || done {
			return err
		}
		return queue(ctx, tx, userID, SignUp, key, Params{UserID: userID})
	})
	if err != nil {
		return fmt.Errorf("tracking: sign-up: %w", err)
	}
	return s.BindClick(ctx, userID)
}

// Take hands the player's pending events out once: each is marked
// delivered by a conditional update, so of two takes at once only one
// answers it. A visitor has none.
func (s *Service) Take(ctx context.Context, a *actor.Actor) (*Batch, error) {
	b := NewBatch()
	if !a.SignedIn() {
		return b, nil
	}
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		rows, err := tx.AnalyticsEvent.Query().
			Where(analyticsevent.UserID(a.UserID), analyticsevent.DeliveredAtIsNil()).
			Order(ent.Asc(analyticsevent.FieldID)).Limit(50).All(ctx)
		if err != nil {
			return err
		}
		now := s.Clock.Now()
		for _, row := range rows {
			n, err := tx.AnalyticsEvent.Update().
				Where(analyticsevent.ID(row.ID), analyticsevent.DeliveredAtIsNil()).
				SetDeliveredAt(now).Save(ctx)
			if err != nil {
				return err
			}
			if n == 1 {
				b.add(string(row.Kind), paramsOf(row.Params))
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return b, nil
}

func paramsOf(m map[string]any) Params {
	str := func(k string) string { s, _ := m[k].(string); return s }
	num := func(k string) int64 {
		switch v := m[k].(type) {
		case float64:
			return int64(v)
		case json.Number:
			n, _ := v.Int64()
			return n
		}
		return 0
	}
	return Params{TransactionID: str("transaction_id"), Method: str("method"), Currency: str("currency"),
		Amount: money.Cents(num("amount_cents")), UserID: int(num("user_id")), SerialNumber: int(num("serial_number"))}
}
