package psp_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"go.uber.org/zap/zaptest"

	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/jobs"
	"github.com/casefront/casefront/server/payments"
	"github.com/casefront/casefront/server/payments/sandbox"
	"github.com/casefront/casefront/server/payments/sandbox/psp"
)

const apiKey = "psp-test-api-key"

var secret = []byte("psp-test-webhook-secret")

var memSeq atomic.Int64

func databases() []struct {
	Name string
	URL  func(testing.TB) string
} {
	return []struct {
		Name string
		URL  func(testing.TB) string
	}{
		{"sqlite", testenv.SQLiteURL},
		{"sqlite-memory", func(testing.TB) string {
			return fmt.Sprintf("sqlite://file::memory:psp%d_%d", os.Getpid(), memSeq.Add(1))
		}},
		{"postgres", testenv.PostgresURL},
	}
}

// delivery is one webhook as the storefront's receiver saw it.
type delivery struct {
	Event  payments.Event
	Err    error
	Body   string
	Status int // what the receiver answered
}

// receiver is the storefront's side: it checks each webhook with the
// adapter and answers what answer() says (200 by default).
type receiver struct {
	gw     *sandbox.Gateway
	mu     sync.Mutex
	answer func(n int) int // n counts deliveries from 1
	n      int
	got    chan delivery
}

func (rc *receiver) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	b, _ := io.ReadAll(r.Body)
	ev, err := rc.gw.ParseWebhook(r.Header, b, time.Now())
	rc.mu.Lock()
	rc.n++
	status := http.StatusOK
	if rc.answer != nil {
		status = rc.answer(rc.n)
	}
	rc.mu.Unlock()
	if err != nil {
		status = http.StatusBadRequest
	}
	w.WriteHeader(status)
	rc.got <- delivery{Event: ev, Err: err, Body: string(b), Status: status}
}

func (rc *receiver) next(t *testing.T) delivery {
	t.Helper()
	select {
	case d := <-rc.got:
		if d.Err != nil {
			t.Fatalf("webhook did not verify: %v\n%s", d.Err, d.Body)
		}
		return d
	case <-time.After(15 * time.Second):
		t.Fatal("no webhook arrived")
	}
	return delivery{}
}

func (rc *receiver) none(t *testing.T, wait time.Duration) {
	t.Helper()
	select {
	case d := <-rc.got:
		t.Fatalf("unexpected webhook %+v", d)
	case <-time.After(wait):
	}
}

type env struct {
	base    string // the PSP's base URL
	gw      *sandbox.Gateway
	rc      *receiver
	browser *http.Client
}

func setup(t *testing.T, url string) *env {
	t.Helper()
	ctx := context.Background()
	db := testdb.Open(t, url)
	log := zaptest.NewLogger(t)
	if err := jobs.Migrate(ctx, db, log); err != nil {
		t.Fatal(err)
	}
	q, err := jobs.New(db, log, jobs.Config{FetchPollInterval: 50 * time.Millisecond, RetryPolicy: jobs.LinearRetry{Step: 100 * time.Millisecond}})
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	base := srv.URL + "/sandbox/psp"
	p, err := psp.New(psp.Config{DB: db.Client, Jobs: q, BaseURL: base, APIKey: apiKey, WebhookSecret: secret, Log: log})
	if err != nil {
		t.Fatal(err)
	}
	mux.Handle(p.Prefix()+"/", p)

	rc := &receiver{got: make(chan delivery, 32)}
	shop := httptest.NewServer(rc)
	t.Cleanup(shop.Close)
	rc.gw = sandbox.New(sandbox.Config{BaseURL: base, APIKey: apiKey, WebhookSecret: secret, CallbackURL: shop.URL + "/webhooks/sandbox"})

	if err := q.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		stop, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = q.Stop(stop)
		q.Close()
	})
	browser := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	return &env{base: base, gw: rc.gw, rc: rc, browser: browser}
}

func (e *env) create(t *testing.T, ref string, cents int64) payments.Created {
	t.Helper()
	c, err := e.gw.Create(context.Background(), payments.Checkout{Reference: ref, Method: payments.MethodZen, Amount: money.Cents(cents),
		SuccessURL: "http://shop.test/ok?ref=" + ref, FailURL: "http://shop.test/fail?ref=" + ref, PendingURL: "http://shop.test/wait?ref=" + ref})
	if err != nil {
		t.Fatal(err)
	}
	if c.ProviderRef == "" || c.RedirectURL != e.base+"/pay/"+c.ProviderRef {
		t.Fatalf("created %+v", c)
	}
	return c
}

var tokenRE = regexp.MustCompile(`name="token" value="([0-9a-f]+)"`)

// open loads the hosted page and returns its HTML and form token.
func (e *env) open(t *testing.T, c payments.Created) (string, string) {
	t.Helper()
	resp, err := e.browser.Get(c.RedirectURL)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") {
		t.Fatalf("page: %d %s", resp.StatusCode, b)
	}
	m := tokenRE.FindSubmatch(b)
	if m == nil {
		return string(b), ""
	}
	return string(b), string(m[1])
}

// press posts one of the page's forms and returns the status and Location.
func (e *env) press(t *testing.T, c payments.Created, action string, form url.Values) (int, string) {
	t.Helper()
	resp, err := e.browser.PostForm(c.RedirectURL+"/"+action, form)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, resp.Body)
	return resp.StatusCode, resp.Header.Get("Location")
}

func TestHostedPageLoop(t *testing.T) {
	for _, d := range databases() {
		t.Run(d.Name, func(t *testing.T) {
			e := setup(t, d.URL(t))
			ctx := context.Background()

			t.Run("approve", func(t *testing.T) {
				c := e.create(t, "ref-approve", 1234)
				if lk, err := e.gw.Lookup(ctx, c.ProviderRef); err != nil || lk.Status != payments.StatusCreated || lk.Amount != 1234 {
					t.Fatalf("lookup before: %+v %v", lk, err)
				}
				page, token := e.open(t, c)
				for _, want := range []string{"SANDBOX — no real money moves", "$12.34", "zen", "ref-approve", "Approve", "Decline", "Leave pending", "Pay a different amount"} {
					if !strings.Contains(page, want) {
						t.Errorf("page lacks %q", want)
					}
				}
				if token == "" {
					t.Fatal("no form token")
				}
				// A post without the page's token (another site's form) changes nothing.
				if st, _ := e.press(t, c, "approve", url.Values{"token": {"0000"}}); st != http.StatusForbidden {
					t.Fatalf("forged post: %d", st)
				}
				if st, _ := e.press(t, c, "approve", nil); st != http.StatusForbidden {
					t.Fatalf("post without token: %d", st)
				}
				st, loc := e.press(t, c, "approve", url.Values{"token": {token}})
				if st != http.StatusSeeOther || loc != "http://shop.test/ok?ref=ref-approve" {
					t.Fatalf("approve: %d %q", st, loc)
				}
				d := e.rc.next(t)
				if ev := d.Event; ev.Status != payments.StatusSucceeded || ev.Amount != 1234 || ev.Reference != "ref-approve" ||
					ev.ProviderRef != c.ProviderRef || ev.Currency != "usd" || !strings.HasPrefix(ev.ID, "evt_") {
					t.Fatalf("event %+v", ev)
				}
				if lk, err := e.gw.Lookup(ctx, c.ProviderRef); err != nil || lk.Status != payments.StatusSucceeded || lk.Amount != 1234 {
					t.Fatalf("lookup after: %+v %v", lk, err)
				}
				// The same button again: the first click counted, no new event.
				if st, loc := e.press(t, c, "approve", url.Values{"token": {token}}); st != http.StatusSeeOther || loc != "http://shop.test/ok?ref=ref-approve" {
					t.Fatalf("second approve: %d %q", st, loc)
				}
				// Declining a paid payment is refused.
				if st, _ := e.press(t, c, "decline", url.Values{"token": {token}}); st != http.StatusConflict {
					t.Fatalf("decline after approve: %d", st)
				}
				page, token = e.open(t, c)
				if token != "" || !strings.Contains(page, "succeeded") {
					t.Fatalf("a final payment's page still has buttons:\n%s", page)
				}
				e.rc.none(t, 300*time.Millisecond)

				// Redelivery: the same event, same id and body.
				req, _ := http.NewRequest(http.MethodPost, e.base+"/api/payments/"+c.ProviderRef+"/redeliver", nil)
				req.Header.Set("Authorization", "Bearer "+apiKey)
				resp, err := http.DefaultClient.Do(req)
				if err != nil || resp.StatusCode != http.StatusAccepted {
					t.Fatalf("redeliver: %v %v", resp, err)
				}
				resp.Body.Close()
				again := e.rc.next(t)
				if again.Event != d.Event || again.Body != d.Body {
					t.Fatalf("redelivered %+v\n%s, first %+v\n%s", again.Event, again.Body, d.Event, d.Body)
				}
			})

			t.Run("pending then decline", func(t *testing.T) {
				c := e.create(t, "ref-pending", 500)
				_, token := e.open(t, c)
				st, loc := e.press(t, c, "pending", url.Values{"token": {token}})
				if st != http.StatusSeeOther || loc != "http://shop.test/wait?ref=ref-pending" {
					t.Fatalf("pending: %d %q", st, loc)
				}
				pend := e.rc.next(t).Event
				if pend.Status != payments.StatusPending || pend.Amount != 500 {
					t.Fatalf("event %+v", pend)
				}
				page, token := e.open(t, c)
				if strings.Contains(page, "Leave pending") || !strings.Contains(page, "Approve") || !strings.Contains(page, "Decline") {
					t.Fatalf("pending page:\n%s", page)
				}
				// Leaving it pending again changes nothing.
				if st, loc := e.press(t, c, "pending", url.Values{"token": {token}}); st != http.StatusSeeOther || loc != "http://shop.test/wait?ref=ref-pending" {
					t.Fatalf("pending again: %d %q", st, loc)
				}
				st, loc = e.press(t, c, "decline", url.Values{"token": {token}})
				if st != http.StatusSeeOther || loc != "http://shop.test/fail?ref=ref-pending" {
					t.Fatalf("decline: %d %q", st, loc)
				}
				failed := e.rc.next(t).Event
				if failed.Status != payments.StatusFailed || failed.ID == pend.ID {
					t.Fatalf("event %+v after %+v", failed, pend)
				}
				if lk, err := e.gw.Lookup(ctx, c.ProviderRef); err != nil || lk.Status != payments.StatusFailed {
					t.Fatalf("lookup: %+v %v", lk, err)
				}
			})

			t.Run("pending then approve", func(t *testing.T) {
				c := e.create(t, "ref-pending-ok", 700)
				_, token := e.open(t, c)
				e.press(t, c, "pending", url.Values{"token": {token}})
				if ev := e.rc.next(t).Event; ev.Status != payments.StatusPending {
					t.Fatalf("event %+v", ev)
				}
				if st, _ := e.press(t, c, "approve", url.Values{"token": {token}}); st != http.StatusSeeOther {
					t.Fatalf("approve: %d", st)
				}
				if ev := e.rc.next(t).Event; ev.Status != payments.StatusSucceeded || ev.Amount != 700 {
					t.Fatalf("event %+v", ev)
				}
			})

			t.Run("a different amount", func(t *testing.T) {
				c := e.create(t, "ref-other", 1000)
				_, token := e.open(t, c)
				if st, _ := e.press(t, c, "approve", url.Values{"token": {token}, "amount": {"12.345"}}); st != http.StatusBadRequest {
					t.Fatalf("three decimals: %d", st)
				}
				if st, _ := e.press(t, c, "approve", url.Values{"token": {token}, "amount": {"0"}}); st != http.StatusBadRequest {
					t.Fatalf("zero: %d", st)
				}
				st, loc := e.press(t, c, "approve", url.Values{"token": {token}, "amount": {"5.5"}})
				if st != http.StatusSeeOther || loc != "http://shop.test/ok?ref=ref-other" {
					t.Fatalf("approve: %d %q", st, loc)
				}
				ev := e.rc.next(t).Event
				if ev.Status != payments.StatusSucceeded || ev.Amount != 550 {
					t.Fatalf("event %+v", ev)
				}
				if lk, _ := e.gw.Lookup(ctx, c.ProviderRef); lk.Amount != 550 {
					t.Fatalf("lookup %+v", lk)
				}
			})

			t.Run("API needs the key", func(t *testing.T) {
				for _, key := range []string{"", "Bearer wrong", "Basic " + apiKey, apiKey} {
					req, _ := http.NewRequest(http.MethodPost, e.base+"/api/payments", strings.NewReader(`{"reference":"x","method":"zen","amount_cents":100,"currency":"usd","callback_url":"http://a.test/","success_url":"http://a.test/","fail_url":"http://a.test/"}`))
					if key != "" {
						req.Header.Set("Authorization", key)
					}
					resp, err := http.DefaultClient.Do(req)
					if err != nil {
						t.Fatal(err)
					}
					resp.Body.Close()
					if resp.StatusCode != http.StatusUnauthorized {
						t.Errorf("key %q: %d", key, resp.StatusCode)
					}
				}
				bad := sandbox.New(sandbox.Config{BaseURL: e.base, APIKey: "wrong", WebhookSecret: secret, CallbackURL: "http://a.test/"})
				if _, err := bad.Lookup(ctx, "sbp_x"); err == nil {
					t.Fatal("lookup with a wrong key")
				}
				if _, err := e.gw.Lookup(ctx, "sbp_nope"); !errors.Is(err, sandbox.ErrNotFound) {
					t.Fatalf("unknown payment: %v", err)
				}
			})

			t.Run("API validates", func(t *testing.T) {
				for _, body := range []string{
					`{not json`,
					`{"reference":"","method":"zen","amount_cents":100,"currency":"usd","callback_url":"http://a.test/","success_url":"http://a.test/","fail_url":"http://a.test/"}`,
					`{"reference":"x","method":"zen","amount_cents":0,"currency":"usd","callback_url":"http://a.test/","success_url":"http://a.test/","fail_url":"http://a.test/"}`,
					`{"reference":"x","method":"zen","amount_cents":100,"currency":"eur","callback_url":"http://a.test/","success_url":"http://a.test/","fail_url":"http://a.test/"}`,
					`{"reference":"x","method":"zen","amount_cents":100,"currency":"usd","callback_url":"/relative","success_url":"http://a.test/","fail_url":"http://a.test/"}`,
				} {
					req, _ := http.NewRequest(http.MethodPost, e.base+"/api/payments", bytes.NewBufferString(body))
					req.Header.Set("Authorization", "Bearer "+apiKey)
					resp, err := http.DefaultClient.Do(req)
					if err != nil {
						t.Fatal(err)
					}
					resp.Body.Close()
					if resp.StatusCode != http.StatusBadRequest {
						t.Errorf("%s: %d", body, resp.StatusCode)
					}
				}
			})
		})
	}
}

// A receiver that fails twice gets the same event three times, each with a
// valid signature, and then no more.
func TestWebhookRetries(t *testing.T) {
	for _, d := range databases() {
		t.Run(d.Name, func(t *testing.T) {
			e := setup(t, d.URL(t))
			e.rc.answer = func(n int) int {
				if n <= 2 {
					return http.StatusInternalServerError
				}
				return http.StatusOK
			}
			c := e.create(t, "ref-retry", 999)
			_, token := e.open(t, c)
			if st, _ := e.press(t, c, "approve", url.Values{"token": {token}}); st != http.StatusSeeOther {
				t.Fatalf("approve: %d", st)
			}
			var got []delivery
			for range 3 {
				got = append(got, e.rc.next(t))
			}
			for i, dl := range got {
				if dl.Event != got[0].Event || dl.Body != got[0].Body {
					t.Fatalf("delivery %d differs: %+v", i, dl.Event)
				}
			}
			if got[0].Status != 500 || got[1].Status != 500 || got[2].Status != 200 {
				t.Fatalf("answers %d %d %d", got[0].Status, got[1].Status, got[2].Status)
			}
			e.rc.none(t, 500*time.Millisecond)
		})
	}
}
