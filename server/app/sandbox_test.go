package app_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/payment"
	"github.com/casefront/casefront/ent/paymenttransition"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/payments"
	"github.com/casefront/casefront/server/payments/sandbox"
)

// Locally the sandbox provider is mounted under /sandbox/psp: the app's
// gateway creates a payment over HTTP, the hosted page approves it, and the
// app's job queue delivers the signed webhook.
func TestSandboxPSPMounted(t *testing.T) {
	t.Parallel()
	s := startServer(t, nil)
	gw := s.App.SandboxGateway
	if gw == nil {
		t.Fatal("no sandbox gateway with a local BASE_URL")
	}
	ctx := context.Background()
	checkout := payments.Checkout{Reference: "app-ref-1", Method: payments.MethodSofort, Amount: money.Cents(2500),
		SuccessURL: s.URL + "/?paid", FailURL: s.URL + "/?failed", PendingURL: s.URL + "/?pending"}
	c, err := gw.Create(ctx, checkout)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(c.RedirectURL, s.URL+"/sandbox/psp/pay/") {
		t.Fatalf("redirect %q", c.RedirectURL)
	}
	if lk, err := gw.Lookup(ctx, c.ProviderRef); err != nil || lk.Status != payments.StatusCreated || lk.Amount != 2500 {
		t.Fatalf("lookup %+v %v", lk, err)
	}

	// A shop of our own receives this payment's webhooks, checked with the
	// app's key and secret.
	got := make(chan payments.Event, 4)
	shopGW := sandbox.New(sandbox.Config{BaseURL: s.URL + "/sandbox/psp", APIKey: s.App.Cfg.Payments.SandboxAPIKey,
		WebhookSecret: s.App.Cfg.Payments.SandboxWebhookSecret})
	shop := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		ev, err := shopGW.ParseWebhook(r.Header, b, time.Now())
		if err != nil {
			t.Errorf("webhook: %v", err)
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		got <- ev
	}))
	defer shop.Close()
	shopGW = sandbox.New(sandbox.Config{BaseURL: s.URL + "/sandbox/psp", APIKey: s.App.Cfg.Payments.SandboxAPIKey,
		WebhookSecret: s.App.Cfg.Payments.SandboxWebhookSecret, CallbackURL: shop.URL + "/hook"})
	c, err = shopGW.Create(ctx, checkout)
	if err != nil {
		t.Fatal(err)
	}

	page := s.get(t, c.RedirectURL, "")
	if page.Status != 200 || !strings.Contains(string(page.Body), "SANDBOX — no real money moves") || !strings.Contains(string(page.Body), "$25.00") {
		t.Fatalf("page: %v", page)
	}
	if csp := page.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'none'") {
		t.Fatalf("page CSP %q", csp)
	}
	token := regexp.MustCompile(`name="token" value="([0-9a-f]+)"`).FindStringSubmatch(string(page.Body))
	if token == nil {
		t.Fatal("no form token")
	}
	res := s.do(t, http.MethodPost, c.RedirectURL+"/approve", "", "application/x-www-form-urlencoded",
		strings.NewReader(url.Values{"token": {token[1]}}.Encode()))
	if res.Status != http.StatusSeeOther || res.Header.Get("Location") != s.URL+"/?paid" {
		t.Fatalf("approve: %v %q", res, res.Header.Get("Location"))
	}
	select {
	case ev := <-got:
		if ev.Status != payments.StatusSucceeded || ev.Amount != 2500 || ev.Reference != "app-ref-1" || ev.ProviderRef != c.ProviderRef {
			t.Fatalf("event %+v", ev)
		}
	case <-time.After(15 * time.Second):
		t.Fatal("no webhook from the app's queue")
	}
	s.noErrorLogs(t)
}

// On a public BASE_URL the sandbox is off unless PAYMENTS_SANDBOX=1.
func TestSandboxPSPOffInProduction(t *testing.T) {
	t.Parallel()
	s := startServer(t, map[string]string{"BASE_URL": "https://casefront.example"})
	if s.App.SandboxGateway != nil {
		t.Fatal("sandbox gateway on a public BASE_URL")
	}
	for _, path := range []string{"/sandbox/psp/pay/sbp_x", "/sandbox/psp/api/payments/sbp_x"} {
		if r := s.get(t, path, ""); r.Status != http.StatusNotFound {
			t.Errorf("%s: %v", path, r)
		}
	}

	on := startServer(t, map[string]string{"BASE_URL": "https://casefront.example", "PAYMENTS_SANDBOX": "1"})
	if on.App.SandboxGateway == nil {
		t.Fatal("PAYMENTS_SANDBOX=1 did not turn the sandbox on")
	}
	if r := on.get(t, "/sandbox/psp/api/payments/sbp_x", ""); r.Status != http.StatusUnauthorized {
		t.Fatalf("API without a key: %v", r)
	}
}

// A top-up through the sandbox gate, the whole loop: the storefront creates
// the payment, the player pays a different amount on the provider's page,
// the app's job queue delivers the signed webhook to /webhooks/sandbox and
// the balance is credited what was paid, once, even when the provider
// delivers the event again. A declined payment fails.
func TestSandboxTopup(t *testing.T) {
	t.Parallel()
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			t.Parallel()
			s := startServer(t, map[string]string{"DATABASE_URL": d.URL(t)})
			ctx := context.Background()
			u, tok := s.player(t, 0)
			ref, redirect, token := s.sandboxPay(t, tok, "20")
			loc := s.sandboxPress(t, redirect, "approve", url.Values{"token": {token}, "amount": {"25.50"}})
			if loc != s.URL+"/payment-success?reference="+ref {
				t.Fatalf("back to %q", loc)
			}
			s.waitPayment(t, ref, "succeeded")
			if b := s.App.DB.User.GetX(ctx, u.ID).Balance; b != 2550 {
				t.Fatalf("balance %s after paying $25.50", b)
			}

			// The provider delivers the same event again: nothing more is credited.
			p := s.payment(t, ref)
			req, _ := http.NewRequest(http.MethodPost, s.URL+"/sandbox/psp/api/payments/"+p.ProviderRef+"/redeliver", nil)
			req.Header.Set("Authorization", "Bearer "+s.App.Cfg.Payments.SandboxAPIKey)
			res, err := http.DefaultClient.Do(req)
			if err != nil || res.StatusCode != http.StatusAccepted {
				t.Fatalf("redeliver: %v %v", res, err)
			}
			res.Body.Close()
			deadline := time.Now().Add(15 * time.Second)
			for {
				jl, err := s.App.Jobs.Client().JobList(ctx, river.NewJobListParams().Kinds("sandbox_psp_webhook").
					States(rivertype.JobStateCompleted))
				if err != nil {
					t.Fatal(err)
				}
				if len(jl.Jobs) == 2 {
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("%d deliveries completed, want 2", len(jl.Jobs))
				}
				time.Sleep(50 * time.Millisecond)
			}
			if b := s.App.DB.User.GetX(ctx, u.ID).Balance; b != 2550 {
				t.Fatalf("balance %s after a duplicate delivery", b)
			}

			ref2, redirect2, token2 := s.sandboxPay(t, tok, "10")
			if loc := s.sandboxPress(t, redirect2, "decline", url.Values{"token": {token2}}); loc != s.URL+"/payment-fail?reference="+ref2 {
				t.Fatalf("back to %q", loc)
			}
			s.waitPayment(t, ref2, "failed")
			if b := s.App.DB.User.GetX(ctx, u.ID).Balance; b != 2550 {
				t.Fatalf("balance %s after a declined payment", b)
			}
			s.noErrorLogs(t)
		})
	}
}

// sandboxPay creates a zen payment of amount dollars through the sandbox
// gate and opens its page: its reference, page and form token.
func (s *testServer) sandboxPay(t *testing.T, tok, amount string) (ref, redirect, token string) {
	t.Helper()
	c := decodeAs[createdView](t, s.postJSON(t, "/payments-page/sandbox/createPayment", tok,
		map[string]any{"method": "zen", "data": map[string]any{"amount": amount}}), http.StatusOK)
	if c.Status != "success" || !strings.HasPrefix(c.Data.Redirect, s.URL+"/sandbox/psp/pay/") {
		t.Fatalf("createPayment: %+v", c)
	}
	page := s.get(t, c.Data.Redirect, "")
	m := regexp.MustCompile(`name="token" value="([0-9a-f]+)"`).FindStringSubmatch(string(page.Body))
	if m == nil {
		t.Fatalf("page: %v", page)
	}
	return c.Data.Payment.Reference, c.Data.Redirect, m[1]
}

// sandboxPress presses a button of the sandbox page; where it sends the browser.
func (s *testServer) sandboxPress(t *testing.T, redirect, action string, form url.Values) string {
	t.Helper()
	r := s.do(t, http.MethodPost, redirect+"/"+action, "", "application/x-www-form-urlencoded", strings.NewReader(form.Encode()))
	if r.Status != http.StatusSeeOther {
		t.Fatalf("%s: %v", action, r)
	}
	return r.Header.Get("Location")
}

// waitPayment waits for the webhook job to move the payment to want.
func (s *testServer) waitPayment(t *testing.T, ref, want string) {
	t.Helper()
	if !eventually(15*time.Second, func() bool { return string(s.payment(t, ref).Status) == want }) {
		t.Fatalf("payment %s is %s, want %s", ref, s.payment(t, ref).Status, want)
	}
}

// The sandbox is an open-amount gate: the player may pay another amount
// than asked, and what was paid is credited, up to the method's maximum
// ($5,000 unless PAYMENT_LIMITS says otherwise). Beyond it the success is
// held for review like a fixed-amount gate's mismatch: the transition is
// recorded (amount_over_limit) with the amount reported, the status stays,
// nothing is credited. Under the minimum is held the same way
// (amount_under_limit).
func TestSandboxOverLimitHeldForReview(t *testing.T) {
	t.Parallel()
	s := startServer(t, nil)
	ctx := context.Background()
	u, tok := s.player(t, 0)

	ref, redirect, token := s.sandboxPay(t, tok, "4")
	s.sandboxPress(t, redirect, "approve", url.Values{"token": {token}, "amount": {"1000000.00"}})
	var held *ent.PaymentTransition
	if !eventually(15*time.Second, func() bool {
		held, _ = s.App.DB.PaymentTransition.Query().Where(paymenttransition.Reason(payments.ReasonAmountOverLimit)).First(ctx)
		return held != nil
	}) {
		t.Fatal("no transition held the payment for review")
	}
	p := s.payment(t, ref)
	if held.PaymentID != p.ID || held.Amount != 100_000_000 || held.To != string(p.Status) {
		t.Fatalf("held transition %+v for payment %+v", held, p)
	}
	if p.Status == payment.StatusSucceeded || p.PaidAmount != 0 {
		t.Fatalf("payment %s paid %s, want it held", p.Status, p.PaidAmount)
	}
	if row := s.App.DB.User.GetX(ctx, u.ID); row.Balance != 0 || row.TopupsCount != 0 {
		t.Fatalf("balance %s, %d top-ups after a held payment", row.Balance, row.TopupsCount)
	}

	// Under the method's minimum ($4) is held too.
	ref, redirect, token = s.sandboxPay(t, tok, "4")
	s.sandboxPress(t, redirect, "approve", url.Values{"token": {token}, "amount": {"0.50"}})
	if !eventually(15*time.Second, func() bool {
		held, _ = s.App.DB.PaymentTransition.Query().Where(paymenttransition.Reason(payments.ReasonAmountUnderLimit)).First(ctx)
		return held != nil
	}) {
		t.Fatal("no transition held the payment under the minimum")
	}
	if p := s.payment(t, ref); held.PaymentID != p.ID || held.Amount != 50 || p.Status == payment.StatusSucceeded {
		t.Fatalf("held transition %+v for payment %+v", held, p)
	}
	if row := s.App.DB.User.GetX(ctx, u.ID); row.Balance != 0 {
		t.Fatalf("balance %s after a payment under the minimum", row.Balance)
	}

	// The maximum itself is credited, though $4 was asked.
	ref, redirect, token = s.sandboxPay(t, tok, "4")
	s.sandboxPress(t, redirect, "approve", url.Values{"token": {token}, "amount": {"5000.00"}})
	s.waitPayment(t, ref, "succeeded")
	if b := s.App.DB.User.GetX(ctx, u.ID).Balance; b != 500_000 {
		t.Fatalf("balance %s after paying the maximum", b)
	}
}
