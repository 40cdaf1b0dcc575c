package psp

import (
	"crypto/hmac"
	"errors"
	"html/template"
	"net/http"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/sandboxpayment"
	"github.com/casefront/casefront/internal/money"
)

// pageTmpl is the hosted page: plain HTML, no outside assets, no script.
var pageTmpl = template.Must(template.New("page").Parse(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sandbox payment {{.P.Ref}}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f4f6;color:#1c1c22;margin:0;padding:2rem 1rem}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.banner{background:#ffe7a3;border:2px solid #d49b00;color:#5a3e00;font-weight:700;text-align:center;padding:.75rem;border-radius:8px;margin-bottom:1.25rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:0 0 1.25rem}
dt{color:#666}dd{margin:0;font-weight:600}
.amount{font-size:1.6rem}
form{margin:.5rem 0}
button{width:100%;padding:.7rem;border:0;border-radius:8px;font-size:1rem;cursor:pointer}
.approve{background:#1f9d55;color:#fff}.decline{background:#d64545;color:#fff}.pending{background:#e2e2e8}
.other{display:flex;gap:.5rem}.other input{flex:1;padding:.6rem;font-size:1rem;border:1px solid #bbb;border-radius:8px}.other button{width:auto;background:#3b5bdb;color:#fff}
.status{padding:.75rem;border-radius:8px;background:#eef;text-align:center}
.error{padding:.75rem;border-radius:8px;background:#fde2e2;color:#8a1c1c;margin-bottom:1rem}
</style>
</head>
<body>
<main>
<div class="banner">SANDBOX — no real money moves</div>
{{if .Error}}<p class="error">{{.Error}}</p>{{end}}
<dl>
<dt>Amount</dt><dd class="amount">${{.Amount}} USD</dd>
<dt>Method</dt><dd>{{.P.Method}}</dd>
<dt>Reference</dt><dd>{{.P.MerchantReference}}</dd>
<dt>Payment</dt><dd>{{.P.Ref}}</dd>
<dt>Status</dt><dd id="status">{{.P.Status}}</dd>
{{if .Paid}}<dt>Paid</dt><dd>${{.Paid}} USD</dd>{{end}}
</dl>
{{if .Open}}
<form method="post" action="{{.Action}}/approve"><input type="hidden" name="token" value="{{.Token}}">
<input type="text" name="card" value="{{.Card}}" inputmode="numeric" autocomplete="off" aria-label="Card number" class="card">
<button class="approve" type="submit">Approve</button></form>
<form method="post" action="{{.Action}}/decline"><input type="hidden" name="token" value="{{.Token}}"><button class="decline" type="submit">Decline</button></form>
{{if .CanPend}}<form method="post" action="{{.Action}}/pending"><input type="hidden" name="token" value="{{.Token}}"><button class="pending" type="submit">Leave pending</button></form>{{end}}
<form method="post" action="{{.Action}}/approve" class="other"><input type="hidden" name="token" value="{{.Token}}"><input type="hidden" name="card" value="{{.Card}}">
<input type="number" name="amount" min="0.01" step="0.01" value="{{.Amount}}" aria-label="Amount in USD" required>
<button type="submit">Pay a different amount</button></form>
{{else}}
<p class="status">This payment is {{.P.Status}}. <a href="{{.Back}}">Back to the shop</a></p>
{{end}}
</main>
</body>
</html>
`))

type pageData struct {
	P       *ent.SandboxPayment
	Amount  string
	Paid    string
	Open    bool // approve/decline still possible
	CanPend bool
	Action  string // form action base: <prefix>/pay/<id>
	Token   string
	Back    string
	Error   string
	Card    string // the card number the approve form starts with
}

func (p *PSP) render(w http.ResponseWriter, status int, sp *ent.SandboxPayment, msg string) {
	d := pageData{
		P:      sp,
		Amount: sp.Amount.String(),
		Open:   sp.Status == sandboxpayment.StatusCreated || sp.Status == sandboxpayment.StatusPending,
		Action: p.prefix + "/pay/" + sp.Ref,
		Token:  p.formToken(sp.Ref),
		Back:   backURL(sp),
		Error:  msg,
		Card:   TestCard,
	}
	d.CanPend = sp.Status == sandboxpayment.StatusCreated
	if sp.Status == sandboxpayment.StatusSucceeded {
		d.Paid = sp.PaidAmount.String()
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	// No script, no outside resource; forms post to this origin (form-action
	// is not set: browsers apply it to the redirect that follows a post too).
	h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'")
	h.Set("X-Frame-Options", "DENY")
	w.WriteHeader(status)
	if err := pageTmpl.Execute(w, d); err != nil {
		p.cfg.Log.Warn("render page", zap.Error(err))
	}
}

func backURL(sp *ent.SandboxPayment) string {
	switch sp.Status {
	case sandboxpayment.StatusSucceeded:
		return sp.SuccessURL
	case sandboxpayment.StatusPending, sandboxpayment.StatusCreated:
		return sp.PendingURL
	default:
		return sp.FailURL
	}
}

func notFound(w http.ResponseWriter) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(http.StatusNotFound)
	_, _ = w.Write([]byte(`<!doctype html><meta charset="utf-8"><title>Not found</title><p>SANDBOX — no such payment.</p>`))
}

func (p *PSP) page(w http.ResponseWriter, r *http.Request) {
	sp, err := p.load(r.Context(), r.PathValue("id"))
	if ent.IsNotFound(err) {
		notFound(w)
		return
	}
	if err != nil {
		http.Error(w, "could not read the payment", http.StatusInternalServerError)
		return
	}
	p.render(w, http.StatusOK, sp, "")
}

// act applies a hosted page's button, then sends the browser on.
func (p *PSP) act(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	id := r.PathValue("id")
	r.Body = http.MaxBytesReader(w, r.Body, 8<<10)
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	if !hmac.Equal([]byte(r.PostFormValue("token")), []byte(p.formToken(id))) {
		// Also what an unknown id gets: the token cannot match it.
		http.Error(w, "this form is not from the payment's page", http.StatusForbidden)
		return
	}
	sp, err := p.load(ctx, id)
	if ent.IsNotFound(err) {
		notFound(w)
		return
	}
	if err != nil {
		http.Error(w, "could not read the payment", http.StatusInternalServerError)
		return
	}
	created, pending := sandboxpayment.StatusCreated, sandboxpayment.StatusPending
	var (
		to   sandboxpayment.Status
		paid money.Cents
		card string // the approving card's fingerprint
		from []sandboxpayment.Status
	)
	switch r.PathValue("action") {
	case "approve":
		to, paid, from = sandboxpayment.StatusSucceeded, sp.Amount, []sandboxpayment.Status{created, pending}
		if card, err = p.cardFingerprint(r.PostFormValue("card")); err != nil {
			p.render(w, http.StatusBadRequest, sp, "Enter a card number of 12 to 19 digits.")
			return
		}
		if v := r.PostFormValue("amount"); v != "" {
			c, err := money.Parse(v)
			if err != nil || c <= 0 || c > MaxAmount {
				p.render(w, http.StatusBadRequest, sp, "Enter an amount from 0.01 to "+MaxAmount.String()+" with at most two decimals.")
				return
			}
			paid = c
		}
	case "decline":
		to, from = sandboxpayment.StatusFailed, []sandboxpayment.Status{created, pending}
	case "pending":
		if sp.Status == pending { // already: nothing changes, no new event
			http.Redirect(w, r, sp.PendingURL, http.StatusSeeOther)
			return
		}
		to, from = pending, []sandboxpayment.Status{created}
	default:
		http.NotFound(w, r)
		return
	}
	after, err := p.transition(ctx, id, to, paid, card, from...)
	switch {
	case errors.Is(err, errConflict) && after != nil && after.Status == to:
		// A second click on the same button: the first one counted.
		http.Redirect(w, r, backURL(after), http.StatusSeeOther)
	case errors.Is(err, errConflict) && after != nil:
		p.render(w, http.StatusConflict, after, "This payment is already "+string(after.Status)+".")
	case err != nil:
		p.cfg.Log.Error("payment action", zap.String("payment", id), zap.Error(err))
		http.Error(w, "could not record the action", http.StatusInternalServerError)
	default:
		p.cfg.Log.Info("sandbox payment", zap.String("payment", id), zap.String("status", string(to)),
			zap.String("paid", paid.String()))
		http.Redirect(w, r, backURL(after), http.StatusSeeOther)
	}
}
