package stripegw_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/stripe/stripe-go/v85"

	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/payments"
	stripegw "github.com/casefront/casefront/server/payments/stripe"
	"github.com/casefront/casefront/server/payments/stripe/stripetest"
)

const (
	testKey    = "sk_test_casefront"
	testSecret = "whsec_casefront_test"
)

// recorder keeps the requests the gateway sends, so a test can check what
// was asked as well as what stripe-mock (which validates every parameter
// against Stripe's OpenAPI spec) answered.
type recorder struct {
	mu   sync.Mutex
	reqs []recorded
	next http.RoundTripper
}

type recorded struct {
	method, path string
	header       http.Header
	form         url.Values
}

func (r *recorder) RoundTrip(req *http.Request) (*http.Response, error) {
	rec := recorded{method: req.Method, path: req.URL.Path, header: req.Header.Clone(), form: req.URL.Query()}
	if req.Body != nil {
		b, err := io.ReadAll(req.Body)
		if err != nil {
			return nil, err
		}
		req.Body = io.NopCloser(strings.NewReader(string(b)))
		if f, err := url.ParseQuery(string(b)); err == nil && len(f) > 0 {
			rec.form = f
		}
	}
	r.mu.Lock()
	r.reqs = append(r.reqs, rec)
	r.mu.Unlock()
	if r.next == nil {
		return nil, errors.New("no request expected")
	}
	return r.next.RoundTrip(req)
}

func (r *recorder) all() []recorded {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]recorded(nil), r.reqs...)
}

func newGateway(t *testing.T, apiBase string, rt http.RoundTripper) *stripegw.Gateway {
	t.Helper()
	g, err := stripegw.New(stripegw.Config{
		SecretKey:     testKey,
		WebhookSecret: testSecret,
		APIBase:       apiBase,
		HTTPClient:    &http.Client{Transport: rt, Timeout: 10 * time.Second},
	})
	require.NoError(t, err)
	return g
}

func checkout(ref string, m payments.Method, amount money.Cents) payments.Checkout {
	return payments.Checkout{
		Reference:  ref,
		Method:     m,
		Amount:     amount,
		UserID:     7,
		SuccessURL: "http://localhost:8080/pay/success?reference=" + ref,
		FailURL:    "http://localhost:8080/pay/fail",
		PendingURL: "http://localhost:8080/pay/pending",
	}
}

func TestNewNeedsBothSecrets(t *testing.T) {
	_, err := stripegw.New(stripegw.Config{SecretKey: testKey})
	require.Error(t, err)
	_, err = stripegw.New(stripegw.Config{WebhookSecret: testSecret})
	require.Error(t, err)
	g, err := stripegw.New(stripegw.Config{SecretKey: testKey, WebhookSecret: testSecret})
	require.NoError(t, err)
	require.Equal(t, "stripe", g.Name())
}

func TestCreateOpensCheckoutSession(t *testing.T) {
	base := stripetest.StartMock(t)
	for _, m := range []payments.Method{payments.MethodWidget, payments.MethodApplePay, payments.MethodGooglePay} {
		t.Run(string(m), func(t *testing.T) {
			rec := &recorder{next: http.DefaultTransport}
			g := newGateway(t, base, rec)
			c := checkout("pay_"+string(m), m, 1234)
			got, err := g.Create(context.Background(), c)
			require.NoError(t, err)
			require.True(t, strings.HasPrefix(got.ProviderRef, "cs_"), got.ProviderRef)
			require.True(t, strings.HasPrefix(got.RedirectURL, "https://"), got.RedirectURL)

			reqs := rec.all()
			require.Len(t, reqs, 1)
			r := reqs[0]
			require.Equal(t, http.MethodPost, r.method)
			require.Equal(t, "/v1/checkout/sessions", r.path)
			require.Equal(t, "Bearer "+testKey, r.header.Get("Authorization"))
			require.Equal(t, "checkout-"+c.Reference, r.header.Get("Idempotency-Key"))
			f := r.form
			require.Equal(t, "payment", f.Get("mode"))
			require.Equal(t, c.Reference, f.Get("client_reference_id"))
			require.Equal(t, c.Reference, f.Get("metadata[reference]"))
			require.Equal(t, c.Reference, f.Get("payment_intent_data[metadata][reference]"))
			require.Equal(t, c.SuccessURL, f.Get("success_url"))
			require.Equal(t, c.FailURL, f.Get("cancel_url"))
			require.Equal(t, []string{"card"}, f["payment_method_types[0]"])
			require.Equal(t, "1", f.Get("line_items[0][quantity]"))
			require.Equal(t, "usd", f.Get("line_items[0][price_data][currency]"))
			require.Equal(t, "1234", f.Get("line_items[0][price_data][unit_amount]"))
			require.Equal(t, "Casefront balance top-up", f.Get("line_items[0][price_data][product_data][name]"))
		})
	}
}

func TestCreateRefusesOtherMethodsAndAmounts(t *testing.T) {
	rec := &recorder{} // any request fails the call
	g := newGateway(t, "http://127.0.0.1:1", rec)
	for _, m := range []payments.Method{payments.MethodZen, payments.MethodZenWidget, payments.MethodSofort, payments.MethodStmboy, payments.Method50Skins, "bitcoin"} {
		_, err := g.Create(context.Background(), checkout("pay_1", m, 1000))
		require.Error(t, err, m)
	}
	for _, a := range []money.Cents{0, -100} {
		_, err := g.Create(context.Background(), checkout("pay_1", payments.MethodWidget, a))
		require.Error(t, err, a)
	}
	_, err := g.Create(context.Background(), checkout("", payments.MethodWidget, 1000))
	require.Error(t, err)
	require.Empty(t, rec.all(), "nothing is sent for a refused checkout")
}

// stripe-mock is stateless: every retrieve answers its fixture session
// (open, unpaid) under the asked id. What is checked here is the request
// and the reading of an open session; the other statuses are in
// TestSessionStatus.
func TestLookupRetrievesSession(t *testing.T) {
	base := stripetest.StartMock(t)
	rec := &recorder{next: http.DefaultTransport}
	g := newGateway(t, base, rec)
	got, err := g.Lookup(context.Background(), "cs_test_lookup")
	require.NoError(t, err)
	// The fixture session's expanded charge was paid with stripe-mock's card.
	require.Equal(t, payments.Lookup{Status: payments.StatusCreated, Amount: 0, Fingerprint: "AOB934RVNwzk6xtn"}, got)

	reqs := rec.all()
	require.Len(t, reqs, 1)
	require.Equal(t, http.MethodGet, reqs[0].method)
	require.Equal(t, "/v1/checkout/sessions/cs_test_lookup", reqs[0].path)
	require.Equal(t, []string{"payment_intent.latest_charge"}, reqs[0].form["expand[0]"])
}

// stripe-mock answers every well-formed request with success, so an
// error answer comes from a stand-in server here.
func TestAPIErrorsAreReturned(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusBadRequest)
		_, _ = io.WriteString(w, `{"error":{"type":"invalid_request_error","message":"No such checkout.session","code":"resource_missing"}}`)
	}))
	defer srv.Close()
	g := newGateway(t, srv.URL, http.DefaultTransport)
	_, err := g.Lookup(context.Background(), "cs_test_missing")
	var se *stripe.Error
	require.ErrorAs(t, err, &se)
	require.Equal(t, http.StatusBadRequest, se.HTTPStatusCode)
	require.Equal(t, stripe.ErrorCodeResourceMissing, se.Code)
	_, err = g.Create(context.Background(), checkout("pay_err", payments.MethodWidget, 1000))
	require.ErrorAs(t, err, &se)
}

func TestLookupRefusesNonIDs(t *testing.T) {
	rec := &recorder{}
	g := newGateway(t, "http://127.0.0.1:1", rec)
	for _, ref := range []string{"", "cs_x/../../v1/charges", "cs x", "cs_x?expand=y", strings.Repeat("a", 256)} {
		_, err := g.Lookup(context.Background(), ref)
		require.Error(t, err, ref)
	}
	require.Empty(t, rec.all())
}

func TestAPIBaseHasNoPath(t *testing.T) {
	for _, base := range []string{"127.0.0.1:12111", "ftp://host", "http://", "http://127.0.0.1:12111/stripe"} {
		_, err := stripegw.New(stripegw.Config{SecretKey: testKey, WebhookSecret: testSecret, APIBase: base})
		require.Error(t, err, base)
	}
	for _, base := range []string{"http://127.0.0.1:12111", "https://api.stripe.com/", "https://api.stripe.com/v1"} {
		_, err := stripegw.New(stripegw.Config{SecretKey: testKey, WebhookSecret: testSecret, APIBase: base})
		require.NoError(t, err, base)
	}
}

// The flow the payment service runs: Create, then a webhook about the
// session Create returned.
func TestCreateThenWebhook(t *testing.T) {
	base := stripetest.StartMock(t)
	g := newGateway(t, base, http.DefaultTransport)
	created, err := g.Create(context.Background(), checkout("pay_flow", payments.MethodWidget, 2500))
	require.NoError(t, err)

	now := time.Now()
	body := stripetest.SessionEvent(stripetest.SessionCompleted, "evt_flow", now,
		stripetest.Session{ID: created.ProviderRef, Reference: "pay_flow", Amount: 2500})
	ev, err := g.ParseWebhook(stripetest.SignedWebhook(testSecret, body, now), body, now)
	require.NoError(t, err)
	require.Equal(t, created.ProviderRef, ev.ProviderRef)
	require.Equal(t, "pay_flow", ev.Reference)
	require.Equal(t, payments.StatusSucceeded, ev.Status)
	require.Equal(t, money.Cents(2500), ev.Amount)
}
