package app_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/payment"
	"github.com/casefront/casefront/ent/paymenttransition"
	entpromo "github.com/casefront/casefront/ent/promo"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/partner"
	"github.com/casefront/casefront/server/payments"
	"github.com/casefront/casefront/server/payments/stripe/stripetest"
)

const whsec = "whsec_test_casefront"

// stripeServer runs the app with its card gate on stripe-mock.
func stripeServer(t *testing.T, databaseURL ...string) *testServer {
	t.Helper()
	env := map[string]string{
		"STRIPE_SECRET_KEY": "sk_test_casefront", "STRIPE_WEBHOOK_SECRET": whsec,
		"STRIPE_API_BASE": stripetest.StartMock(t), "DEMO_SEED": "1",
	}
	if len(databaseURL) > 0 {
		env["DATABASE_URL"] = databaseURL[0]
	}
	return startServer(t, env)
}

type createdView struct {
	Status string `json:"status"`
	Data   struct {
		Redirect string `json:"redirect"`
		Payment  struct {
			Reference string `json:"reference"`
			Status    string `json:"status"`
		} `json:"payment"`
	} `json:"data"`
}

func (s *testServer) topup(t *testing.T, tok, method string, dollars string) string {
	t.Helper()
	c := decodeAs[createdView](t, s.postJSON(t, "/payments-page/stripe/createPayment", tok,
		map[string]any{"method": method, "data": map[string]any{"amount": dollars}}), http.StatusOK)
	if c.Status != "success" || c.Data.Redirect == "" || c.Data.Payment.Status != "created" {
		t.Fatalf("createPayment: %+v", c)
	}
	return c.Data.Payment.Reference
}

// deliver posts a webhook body signed with secret at the given time.
func (s *testServer) deliver(t *testing.T, body []byte, secret string, at time.Time) int {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, s.URL+"/webhooks/stripe", bytes.NewReader(body))
	for k, v := range stripetest.SignedWebhook(secret, body, at) {
		req.Header[k] = v
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := s.client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	return res.StatusCode
}

func paid(ref string, amount money.Cents) stripetest.Session {
	return stripetest.Session{Reference: ref, Amount: amount, PaymentStatus: "paid"}
}

func (s *testServer) payment(t *testing.T, ref string) *ent.Payment {
	t.Helper()
	return s.App.DB.Payment.Query().Where(payment.Reference(ref)).OnlyX(context.Background())
}

// A card top-up through Stripe: the balance rises once however often the
// webhook comes; forged, stale and foreign-currency deliveries credit
// nothing; late and out-of-order events never move a payment back; an
// amount other than the one asked is held, not credited.
func TestStripeTopups(t *testing.T) {
	t.Parallel()
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) { t.Parallel(); stripeTopups(t, stripeServer(t, d.URL(t))) })
	}
}

func stripeTopups(t *testing.T, s *testServer) {
	ctx := context.Background()
	u, tok := s.player(t, 0)
	now := time.Now()

	ref := s.topup(t, tok, "widget", "25")
	ev := stripetest.SessionEvent(stripetest.SessionCompleted, "evt_first", now, paid(ref, 2500))
	if c := s.deliver(t, stripetest.SessionEvent(stripetest.SessionCompleted, "evt_forged", now, paid(ref, 2500)), "whsec_wrong", now); c != http.StatusBadRequest {
		t.Fatalf("wrong secret: HTTP %d", c)
	}
	if c := s.deliver(t, stripetest.SessionEvent(stripetest.SessionCompleted, "evt_stale", now, paid(ref, 2500)), whsec, now.Add(-6*time.Minute)); c != http.StatusBadRequest {
		t.Fatalf("stale: HTTP %d", c)
	}
	if b := s.balance(t, tok); b != 0 {
		t.Fatalf("refused webhooks credited %d", b)
	}
	// The same event three times, twice at once.
	var wg sync.WaitGroup
	for range 2 {
		wg.Add(1)
		go func() { defer wg.Done(); s.deliver(t, ev, whsec, now) }()
	}
	wg.Wait()
	if c := s.deliver(t, ev, whsec, now); c != http.StatusOK {
		t.Fatalf("replay: HTTP %d", c)
	}
	// Another event saying the same (Stripe's async success after completed).
	s.deliver(t, stripetest.SessionEvent(stripetest.SessionAsyncPaymentSucceeded, "", now, paid(ref, 2500)), whsec, now)
	if b := s.balance(t, tok); b != 2500 {
		t.Fatalf("balance %d after repeated webhooks, want 2500", b)
	}
	p := s.payment(t, ref)
	if p.Status != payment.StatusSucceeded || p.SerialNumber != 1 || p.PaidAmount != 2500 {
		t.Fatalf("payment %+v", p)
	}
	// A late "expired" and a late "pending" change nothing.
	s.deliver(t, stripetest.SessionEvent(stripetest.SessionExpired, "", now, stripetest.Session{Reference: ref, PaymentStatus: "unpaid"}), whsec, now)
	s.deliver(t, stripetest.SessionEvent(stripetest.SessionCompleted, "", now, stripetest.Session{Reference: ref, Amount: 2500, PaymentStatus: "unpaid"}), whsec, now)
	if p := s.payment(t, ref); p.Status != payment.StatusSucceeded {
		t.Fatalf("a late event moved the payment to %s", p.Status)
	}

	// Out of order: the async success arrives before "completed, unpaid".
	ref2 := s.topup(t, tok, "google-pay", "10.50")
	s.deliver(t, stripetest.SessionEvent(stripetest.SessionAsyncPaymentSucceeded, "", now, paid(ref2, 1050)), whsec, now)
	s.deliver(t, stripetest.SessionEvent(stripetest.SessionCompleted, "", now.Add(-time.Second), stripetest.Session{Reference: ref2, Amount: 1050, PaymentStatus: "unpaid"}), whsec, now)
	if p := s.payment(t, ref2); p.Status != payment.StatusSucceeded || p.SerialNumber != 2 {
		t.Fatalf("out of order: %s serial %d", p.Status, p.SerialNumber)
	}

	// An amount other than the one asked is held for review.
	ref3 := s.topup(t, tok, "apple-pay", "5")
	if c := s.deliver(t, stripetest.SessionEvent(stripetest.SessionCompleted, "evt_mismatch", now, paid(ref3, 50_000)), whsec, now); c != http.StatusOK {
		t.Fatalf("mismatch: HTTP %d", c)
	}
	if p := s.payment(t, ref3); p.Status != payment.StatusCreated {
		t.Fatalf("mismatched amount moved the payment to %s", p.Status)
	}
	if !s.App.DB.PaymentTransition.Query().Where(paymenttransition.Reason("amount_mismatch")).ExistX(ctx) {
		t.Fatal("the held amount is not recorded")
	}
	// A failed payment credits nothing.
	s.deliver(t, stripetest.SessionEvent(stripetest.SessionAsyncPaymentFailed, "", now, stripetest.Session{Reference: ref3, Amount: 500, PaymentStatus: "unpaid"}), whsec, now)
	if p := s.payment(t, ref3); p.Status != payment.StatusFailed {
		t.Fatalf("failed event: %s", p.Status)
	}
	if b := s.balance(t, tok); b != 3550 {
		t.Fatalf("balance %d, want 3550", b)
	}
	row := s.App.DB.User.GetX(ctx, u.ID)
	if row.TopupsCount != 2 || row.TopupsSum != 3550 {
		t.Fatalf("topups %d / %s, want 2 / 35.50", row.TopupsCount, row.TopupsSum)
	}

	// A refund takes the credit back.
	s.deliver(t, stripetest.ChargeRefundedEvent("", now, stripetest.Charge{Reference: ref2, Amount: 1050}), whsec, now)
	if p := s.payment(t, ref2); p.Status != payment.StatusRefunded || p.RefundedAmount != 1050 {
		t.Fatalf("refund: %s %s", p.Status, p.RefundedAmount)
	}
	if b := s.balance(t, tok); b != 2500 {
		t.Fatalf("balance after refund %d, want 2500", b)
	}

	// The tracked event reaches the client after a success.
	var g struct {
		Payment struct {
			Status    string
			Analytics struct {
				TransactionID string
				Currency      string
				Amount        string
				SerialNumber  int
			}
		}
	}
	s.graphql(t, tok, `query($r: String!) { payment(reference: $r) { status analytics { transactionId currency amount serialNumber } } }`,
		map[string]any{"r": ref}).into(t, &g)
	if g.Payment.Status != "succeeded" || g.Payment.Analytics.TransactionID != ref || g.Payment.Analytics.Amount != "25.00" ||
		g.Payment.Analytics.Currency != "USD" || g.Payment.Analytics.SerialNumber != 1 {
		t.Fatalf("GraphQL payment: %+v", g.Payment)
	}
	if bad, err := ledger.Verify(ctx, s.App.DB.Client); err != nil || len(bad) > 0 {
		t.Fatalf("ledger: %v %v", bad, err)
	}
}

// A percent code adds its bonus to the next deposit only; a referral's
// deposit earns the partner their share; other players cannot read a
// payment; limits and unknown methods are refused.
func TestDepositBonusReferralAndRefusals(t *testing.T) {
	t.Parallel()
	s := stripeServer(t)
	ctx := context.Background()
	db := s.App.DB
	partnerRow, _ := s.player(t, 0)
	db.User.UpdateOneID(partnerRow.ID).SetPartnerCode("ACE").ExecX(ctx)
	db.Promo.Create().SetCode("PLUS10").SetType(entpromo.TypePercent).SetPercentBps(1000).ExecX(ctx)
	u, tok := s.player(t, 0)
	// As the sign-in that created the account through ref-ace does.
	if err := partner.BindOnSignIn(ctx, db.Client, u.ID, "ace"); err != nil {
		t.Fatal(err)
	}
	decodeAs[map[string]any](t, s.postJSON(t, "/promocode", tok, map[string]any{"code": "plus10"}), http.StatusOK)
	now := time.Now()

	ref := s.topup(t, tok, "widget", "20")
	ref2 := s.topup(t, tok, "widget", "30") // created while the bonus still waits
	s.deliver(t, stripetest.SessionEvent(stripetest.SessionCompleted, "", now, paid(ref, 2000)), whsec, now)
	s.deliver(t, stripetest.SessionEvent(stripetest.SessionCompleted, "", now, paid(ref2, 3000)), whsec, now)
	if p := s.payment(t, ref); p.BonusAmount != 200 {
		t.Fatalf("first deposit bonus %s, want 2.00", p.BonusAmount)
	}
	if p := s.payment(t, ref2); p.BonusAmount != 0 {
		t.Fatalf("second deposit got a bonus of %s", p.BonusAmount)
	}
	if b := s.balance(t, tok); b != 5200 {
		t.Fatalf("balance %d, want 5200", b)
	}
	if pb := db.User.GetX(ctx, partnerRow.ID).PartnerBalance; pb != 150 { // 3% of $50
		t.Fatalf("partner earned %s, want 1.50", pb)
	}

	_, other := s.player(t, 0)
	wantAPIError(t, s.get(t, "/payments/"+ref, other), http.StatusNotFound, apperr.NotFound.Key)
	var g struct{ Payment *struct{ Status string } }
	s.graphql(t, other, `query($r: String!) { payment(reference: $r) { status } }`, map[string]any{"r": ref}).into(t, &g)
	if g.Payment != nil {
		t.Fatal("another player read the payment")
	}
	for _, body := range []map[string]any{
		{"method": "widget", "data": map[string]any{"amount": "3.99"}},
		{"method": "widget", "data": map[string]any{"amount": "5000.01"}},
		{"method": "widget", "data": map[string]any{"amount": "1.234"}},
		{"method": "bitcoin", "data": map[string]any{"amount": "10"}},
		{"method": "widget"},
	} {
		wantAPIError(t, s.postJSON(t, "/payments-page/stripe/createPayment", tok, body), http.StatusUnprocessableEntity, apperr.Validation.Key)
	}
	wantAPIError(t, s.postJSON(t, "/payments-page/stripe/createPayment", "", map[string]any{"method": "widget", "data": map[string]any{"amount": "10"}}),
		http.StatusUnauthorized, apperr.NoAuth.Key)
	db.User.UpdateOneID(u.ID).SetSelfBanUntil(time.Now().Add(time.Hour)).ExecX(ctx)
	wantAPIError(t, s.postJSON(t, "/payments-page/stripe/createPayment", tok, map[string]any{"method": "widget", "data": map[string]any{"amount": "10"}}),
		http.StatusForbidden, apperr.SelfBanned.Key)

	groups := decodeAs[struct {
		Data []struct {
			Codename string `json:"codename"`
			Methods  []struct {
				Codename string `json:"codename"`
			} `json:"methods"`
		} `json:"data"`
	}](t, s.get(t, "/payments-page/grouped-list", ""), http.StatusOK)
	b, _ := json.Marshal(groups.Data)
	if len(groups.Data) == 0 || groups.Data[0].Codename != "cards" || len(groups.Data[0].Methods) != 3 {
		t.Fatalf("grouped list: %s", b)
	}
	if bad, err := ledger.Verify(ctx, db.Client); err != nil || len(bad) > 0 {
		t.Fatalf("ledger: %v %v", bad, err)
	}
}

// The payment result page follows the payment live: the owner's
// subscription sees it move to succeeded; another player cannot subscribe.
func TestPaymentUpdatedSubscription(t *testing.T) {
	t.Parallel()
	s := stripeServer(t)
	_, tok := s.player(t, 0)
	ref := s.topup(t, tok, "widget", "12")
	ws := connectWS(t, s, "graphql-transport-ws", tok)
	ws.subscribe("pay", `subscription { paymentUpdated(reference: "`+ref+`") { status paidAmount serialNumber } }`)
	s.subscribed(t, payments.Topic(ref)) // before the webhook
	now := time.Now()
	s.deliver(t, stripetest.SessionEvent(stripetest.SessionCompleted, "", now, paid(ref, 1200)), whsec, now)
	var v struct {
		PaymentUpdated struct {
			Status       string
			PaidAmount   string
			SerialNumber int
		}
	}
	if !ws.nextData("pay", 5*time.Second, &v) || v.PaymentUpdated.Status != "succeeded" || v.PaymentUpdated.PaidAmount != "12.00" ||
		v.PaymentUpdated.SerialNumber != 1 {
		t.Fatalf("subscription: %+v", v)
	}
	_, other := s.player(t, 0)
	o := connectWS(t, s, "graphql-transport-ws", other)
	o.subscribe("x", `subscription { paymentUpdated(reference: "`+ref+`") { status } }`)
	if m, ok := o.next(5 * time.Second); !ok || strings.Contains(string(m.Payload), `"status"`) || !strings.Contains(string(m.Payload), apperr.NotFound.Key) {
		t.Fatalf("another player's subscription: %+v", m)
	}
}

// An unpaid payment expires on the durable job queue at its time; a late
// success from the gateway still credits it, once.
func TestUnpaidPaymentExpiresThenLateSuccessCredits(t *testing.T) {
	t.Parallel()
	s := stripeServer(t)
	s.App.Payments.Expiry = 1500 * time.Millisecond
	_, tok := s.player(t, 0)
	ref := s.topup(t, tok, "widget", "8")
	if !eventually(15*time.Second, func() bool { return s.payment(t, ref).Status == payment.StatusExpired }) {
		t.Fatalf("payment still %s after its expiry", s.payment(t, ref).Status)
	}
	if b := s.balance(t, tok); b != 0 {
		t.Fatalf("an expired payment credited %d", b)
	}
	now := time.Now()
	s.deliver(t, stripetest.SessionEvent(stripetest.SessionCompleted, "", now, paid(ref, 800)), whsec, now)
	if p := s.payment(t, ref); p.Status != payment.StatusSucceeded || s.balance(t, tok) != 800 {
		t.Fatalf("late success: %s, balance %d", p.Status, s.balance(t, tok))
	}
}
