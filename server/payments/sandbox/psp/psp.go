// Package psp is the built-in sandbox payment service provider: a fake
// outside PSP that the storefront reaches over HTTP, like a real one, for
// the methods without a real provider here (zen, zen-widget, sofort,
// stmboy, 50skins) and for demos. No real money moves.
//
// It serves, under its base path (/sandbox/psp in the app):
//
//	POST /api/payments                 create (API key), answers {id, redirect_url, status}
//	GET  /api/payments/{id}            status and amounts (API key)
//	POST /api/payments/{id}/redeliver  deliver the current event again, same id (API key)
//	GET  /pay/{id}                     the hosted page the player is sent to
//	POST /pay/{id}/approve             approve (optional form field amount: pay a different amount)
//	POST /pay/{id}/decline             decline
//	POST /pay/{id}/pending             leave pending (approve or decline later from the same page)
//
// API calls carry `Authorization: Bearer <api key>`. The hosted page's
// forms carry a token derived from the payment id and the PSP's secret, so
// another site cannot post them for a visitor. After an action the player's
// browser is sent (303) to the payment's success, fail or pending URL.
//
// Payments live in the sandbox_payments table, so they survive a restart.
// Each status change enqueues, in the same transaction, a webhook delivery
// job (package jobs): a signed POST of the event to the payment's
// callback_url, retried with River's backoff up to 10 attempts until the
// receiver answers 2xx. The wire format is package sandbox's.
package psp

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/sandboxpayment"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/jobs"
	"github.com/casefront/casefront/server/payments/sandbox"
	"github.com/casefront/casefront/server/store"
)

// Config configures the PSP.
type Config struct {
	DB   *ent.Client
	Jobs *jobs.Queue
	// BaseURL is the PSP's public base, BASE_URL + "/sandbox/psp": redirect
	// URLs start with it, and its path is where the handler is mounted.
	BaseURL string
	// APIKey authenticates API calls.
	APIKey string
	// WebhookSecret signs webhooks (and, derived, the page's form tokens).
	WebhookSecret []byte
	// HTTPClient delivers webhooks; nil is a client with a 10s timeout.
	HTTPClient *http.Client
	// Now is the clock; nil is time.Now.
	Now func() time.Time
	Log *zap.Logger
}

// MaxAmount bounds an amount, asked or paid: $1,000,000.
const MaxAmount = money.Cents(100_000_000)

// PSP is the sandbox provider's HTTP handler.
type PSP struct {
	cfg    Config
	prefix string // the path of BaseURL
	mux    *http.ServeMux
	h      http.Handler
}

// New builds the PSP and registers its webhook worker on cfg.Jobs, so it
// must be called before the queue starts.
func New(cfg Config) (*PSP, error) {
	if cfg.DB == nil || cfg.Jobs == nil {
		return nil, errors.New("psp: DB and Jobs are required")
	}
	if cfg.APIKey == "" || len(cfg.WebhookSecret) == 0 {
		return nil, errors.New("psp: an API key and a webhook secret are required")
	}
	u, err := url.Parse(cfg.BaseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("psp: BaseURL must be an absolute http(s) URL, got %q", cfg.BaseURL)
	}
	cfg.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Log == nil {
		cfg.Log = zap.NewNop()
	}
	cfg.Log = cfg.Log.Named("sandbox-psp")
	hc := cfg.HTTPClient
	if hc == nil {
		hc = &http.Client{Timeout: 10 * time.Second}
	}
	p := &PSP{cfg: cfg, prefix: strings.TrimRight(u.Path, "/"), mux: http.NewServeMux()}
	p.mux.HandleFunc("POST /api/payments", p.apiOnly(p.create))
	p.mux.HandleFunc("GET /api/payments/{id}", p.apiOnly(p.get))
	p.mux.HandleFunc("POST /api/payments/{id}/redeliver", p.apiOnly(p.redeliver))
	p.mux.HandleFunc("GET /pay/{id}", p.page)
	p.mux.HandleFunc("POST /pay/{id}/{action}", p.act)
	p.h = http.StripPrefix(p.prefix, p.mux)
	jobs.Register(cfg.Jobs, &webhookWorker{secret: cfg.WebhookSecret, hc: hc, now: cfg.Now, log: cfg.Log})
	return p, nil
}

func (p *PSP) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	// Payment ids are ours and plain: a path with a NUL or bytes that are
	// not UTF-8 (which PostgreSQL would refuse to compare) names none.
	if !utf8.ValidString(r.URL.Path) || strings.IndexByte(r.URL.Path, 0) >= 0 {
		notFound(w)
		return
	}
	p.h.ServeHTTP(w, r)
}

// Prefix is the path the handler expects to be mounted at ("/sandbox/psp").
func (p *PSP) Prefix() string { return p.prefix }

func (p *PSP) apiOnly(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		key, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !ok || subtle.ConstantTimeCompare([]byte(strings.TrimSpace(key)), []byte(p.cfg.APIKey)) != 1 {
			w.Header().Set("WWW-Authenticate", `Bearer realm="sandbox-psp"`)
			apiError(w, http.StatusUnauthorized, "missing or wrong API key")
			return
		}
		next(w, r)
	}
}

var methodRE = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{0,31}$`)

func (p *PSP) create(w http.ResponseWriter, r *http.Request) {
	var req sandbox.CreateRequest
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, 64<<10))
	if err := dec.Decode(&req); err != nil {
		apiError(w, http.StatusBadRequest, "body must be a JSON payment request")
		return
	}
	if msg := validate(&req); msg != "" {
		apiError(w, http.StatusBadRequest, msg)
		return
	}
	id, err := newID("sbp_")
	if err != nil {
		apiError(w, http.StatusInternalServerError, "no id")
		return
	}
	err = p.cfg.DB.SandboxPayment.Create().SetRef(id).SetMerchantReference(req.Reference).SetMethod(req.Method).
		SetAmount(money.Cents(req.AmountCents)).SetCallbackURL(req.CallbackURL).SetSuccessURL(req.SuccessURL).
		SetFailURL(req.FailURL).SetPendingURL(req.PendingURL).SetCreatedAt(p.cfg.Now()).SetUpdatedAt(p.cfg.Now()).
		Exec(r.Context())
	if err != nil {
		p.cfg.Log.Error("create payment", zap.Error(err))
		apiError(w, http.StatusInternalServerError, "could not store the payment")
		return
	}
	writeJSON(w, http.StatusCreated, sandbox.CreateResponse{ID: id, RedirectURL: p.cfg.BaseURL + "/pay/" + id, Status: "created"})
}

func validate(req *sandbox.CreateRequest) string {
	req.Currency = strings.ToLower(strings.TrimSpace(req.Currency))
	switch {
	case req.Reference == "" || len(req.Reference) > 200:
		return "reference is required (at most 200 characters)"
	case !methodRE.MatchString(req.Method):
		return "method must be a short lower-case name such as zen, sofort or 50skins"
	case req.AmountCents <= 0 || money.Cents(req.AmountCents) > MaxAmount:
		return fmt.Sprintf("amount_cents must be from 1 to %d", MaxAmount)
	case req.Currency != "usd":
		return `currency must be "usd"`
	case !absURL(req.CallbackURL):
		return "callback_url must be an absolute http(s) URL"
	case !absURL(req.SuccessURL) || !absURL(req.FailURL):
		return "success_url and fail_url must be absolute http(s) URLs"
	case req.PendingURL != "" && !absURL(req.PendingURL):
		return "pending_url must be an absolute http(s) URL"
	}
	if req.PendingURL == "" {
		req.PendingURL = req.SuccessURL
	}
	return ""
}

func absURL(s string) bool {
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "" && len(s) <= 2000
}

func (p *PSP) load(ctx context.Context, id string) (*ent.SandboxPayment, error) {
	return p.cfg.DB.SandboxPayment.Query().Where(sandboxpayment.Ref(id)).Only(ctx)
}

func (p *PSP) get(w http.ResponseWriter, r *http.Request) {
	sp, err := p.load(r.Context(), r.PathValue("id"))
	if ent.IsNotFound(err) {
		apiError(w, http.StatusNotFound, "no such payment")
		return
	}
	if err != nil {
		apiError(w, http.StatusInternalServerError, "could not read the payment")
		return
	}
	writeJSON(w, http.StatusOK, view(sp))
}

// redeliver enqueues the event of the payment's current status again, with
// the same id and body: a duplicate delivery, as real providers make.
func (p *PSP) redeliver(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	var ev sandbox.Event
	err := store.WithTx(ctx, p.cfg.DB, func(tx *ent.Tx) error {
		sp, err := tx.SandboxPayment.Query().Where(sandboxpayment.Ref(r.PathValue("id"))).Only(ctx)
		if err != nil {
			return err
		}
		if sp.Status == sandboxpayment.StatusCreated {
			return errNoEvent
		}
		ev = event(sp)
		return p.cfg.Jobs.InsertTx(ctx, tx, WebhookArgs{CallbackURL: sp.CallbackURL, Event: ev}, nil)
	})
	switch {
	case ent.IsNotFound(err):
		apiError(w, http.StatusNotFound, "no such payment")
	case errors.Is(err, errNoEvent):
		apiError(w, http.StatusConflict, "the payment has sent no event yet")
	case err != nil:
		p.cfg.Log.Error("redeliver", zap.Error(err))
		apiError(w, http.StatusInternalServerError, "could not enqueue the delivery")
	default:
		writeJSON(w, http.StatusAccepted, map[string]string{"event_id": ev.ID})
	}
}

var (
	errNoEvent  = errors.New("psp: no event yet")
	errConflict = errors.New("psp: the payment is no longer in a state that allows this")
)

// transition moves a payment to status `to` from one of `from`, and
// enqueues its webhook in the same transaction. It returns the payment as
// it is afterwards, and errConflict (with the payment) when it was in no
// state of from.
func (p *PSP) transition(ctx context.Context, id string, to sandboxpayment.Status, paid money.Cents, card string, from ...sandboxpayment.Status) (*ent.SandboxPayment, error) {
	var out *ent.SandboxPayment
	err := store.WithTx(ctx, p.cfg.DB, func(tx *ent.Tx) error {
		now := p.cfg.Now()
		u := tx.SandboxPayment.Update().Where(sandboxpayment.Ref(id), sandboxpayment.StatusIn(from...))
		if card != "" {
			u.SetCardFingerprint(card)
		}
		n, err := u.
			SetStatus(to).SetPaidAmount(paid).SetUpdatedAt(now).Save(ctx)
		if err != nil {
			return err
		}
		out, err = tx.SandboxPayment.Query().Where(sandboxpayment.Ref(id)).Only(ctx)
		if err != nil {
			return err
		}
		if n == 0 {
			return errConflict
		}
		return p.cfg.Jobs.InsertTx(ctx, tx, WebhookArgs{CallbackURL: out.CallbackURL, Event: event(out)}, nil)
	})
	return out, err
}

// view is the payment as the API reports it.
func view(sp *ent.SandboxPayment) sandbox.Payment {
	return sandbox.Payment{
		ID: sp.Ref, Reference: sp.MerchantReference, Method: sp.Method,
		AmountCents: int64(sp.Amount), PaidAmountCents: int64(sp.PaidAmount),
		Currency: "usd", Status: string(sp.Status), Fingerprint: sp.CardFingerprint,
	}
}

// event is the webhook for the payment's current status. Its id depends on
// the payment and the status only (a payment reaches each status at most
// once), and created is the time of the change, so a redelivery sends the
// very same event.
func event(sp *ent.SandboxPayment) sandbox.Event {
	sum := sha256.Sum256([]byte(sp.Ref + ":" + string(sp.Status)))
	return sandbox.Event{
		ID:      "evt_" + hex.EncodeToString(sum[:12]),
		Type:    "payment." + string(sp.Status),
		Payment: view(sp),
		Created: sp.UpdatedAt.Unix(),
	}
}

// formToken is the hosted page's per-payment form token.
func (p *PSP) formToken(id string) string {
	m := hmac.New(sha256.New, p.cfg.WebhookSecret)
	m.Write([]byte("sandbox-psp page form:" + id))
	return hex.EncodeToString(m.Sum(nil)[:16])
}

func newID(prefix string) (string, error) {
	b := make([]byte, 12)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return prefix + hex.EncodeToString(b), nil
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func apiError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"error": msg})
}
