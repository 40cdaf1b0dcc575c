package payments

import (
	"context"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/payment"
	"github.com/casefront/casefront/internal/money"
)

// Tracked is a successful top-up as analytics record it (spec: tracked
// payment event). Serial numbers 1 and 2 mark the first and second top-up.
type Tracked struct {
	TransactionID string
	Method        string
	Currency      string // always USD
	Amount        money.Cents
	UserID        int
	SerialNumber  int
}

// TrackedOf is nil until the payment succeeded.
func TrackedOf(p *ent.Payment) *Tracked {
	if p == nil || (p.Status != payment.StatusSucceeded && p.Status != payment.StatusRefunded) || p.SerialNumber == 0 {
		return nil
	}
	return &Tracked{TransactionID: p.Reference, Method: p.Method, Currency: "USD", Amount: p.PaidAmount,
		UserID: p.UserID, SerialNumber: p.SerialNumber}
}

// GateOf is the gate a payment went through, as the pay page lists it.
func (s *Service) GateOf(p *ent.Payment) Gate {
	_, g, _ := Find(s.Groups, p.Method, p.Gate)
	if g.Codename == "" {
		g = Gate{Codename: p.Gate, Name: p.Gate, Sandbox: p.Gate == "sandbox"}
	}
	return g
}

// RecentTracked lists the actor's successful top-ups of the last day, for the
// analytics array of /user/me (the client sends each once).
func (s *Service) RecentTracked(ctx context.Context, userID int) ([]Tracked, error) {
	rows, err := s.DB.Payment.Query().Where(payment.UserID(userID), payment.StatusEQ(payment.StatusSucceeded),
		payment.UpdatedAtGTE(s.now().Add(-24*time.Hour))).Order(ent.Desc(payment.FieldID)).Limit(10).All(ctx)
	if err != nil {
		return nil, err
	}
	out := []Tracked{}
	for _, p := range rows {
		if t := TrackedOf(p); t != nil {
			out = append(out, *t)
		}
	}
	return out, nil
}
