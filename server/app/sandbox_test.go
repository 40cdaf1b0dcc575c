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

	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/payments"
	"github.com/casefront/casefront/server/payments/sandbox"
)

// Locally the sandbox provider is mounted under /sandbox/psp: the app's
// gateway creates a payment over HTTP, the hosted page approves it, and the
// app's job queue delivers the signed webhook.
func TestSandboxPSPMounted(t *testing.T) {
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
