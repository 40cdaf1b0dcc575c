package rest

import (
	"html/template"
	"net/http"

	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/auth"
)

func (h *Handler) authRoutes() []endpoint {
	return []endpoint{
		{"GET", "/auth/login", h.login, 30},
		{"GET", "/auth/token", h.token, 30},
		{"GET", "/auth/logout", h.logout, 0},
	}
}

// login starts a sign-in bound to this browser: it keeps the browser's
// sign-in cookie (so sign-ins in two tabs both work) or sets a new one.
func (h *Handler) login(w http.ResponseWriter, r *http.Request, p *params) error {
	browser := h.Auth.BrowserSecret(r)
	if browser == "" {
		browser = auth.NewBrowserSecret()
	}
	session, redirect, err := h.Auth.Login(r.Context(), auth.LoginInput{
		RefCode: p.str("ref_code"), IsFromRefPage: p.bool("is_from_ref_page"), RedirectBack: p.str("redirect_back"),
		Browser: browser,
	})
	if err != nil {
		return err
	}
	h.Auth.SetBrowserSecret(w, browser)
	ok(w, loginView{Session: session, Redirect: redirect})
	return nil
}

func (h *Handler) token(w http.ResponseWriter, r *http.Request, p *params) error {
	tok, err := h.Auth.Exchange(r.Context(), p.str("session"), h.Auth.BrowserSecret(r))
	if err != nil {
		return err
	}
	w.Header().Set("Authorization", "Bearer "+tok)
	ok(w, tokenView{Token: tok})
	return nil
}

// logout revokes the presented token everywhere (every instance refuses it
// from now on); a visitor without a token is simply told it worked.
func (h *Handler) logout(w http.ResponseWriter, r *http.Request, _ *params) error {
	if err := h.Auth.Logout(r.Context(), auth.ViewerFrom(r.Context()).Token); err != nil {
		return err
	}
	ok(w, okView{OK: true})
	return nil
}

// loginView is a sign-in's session (exchanged for a token at GET
// /auth/token) and the Steam address to send the player to.
type loginView struct {
	Session  string `json:"session"`
	Redirect string `json:"redirect"`
}

// tokenView is the access token (also in the Authorization header).
type tokenView struct {
	Token string `json:"token"`
}

// okView is a bare acknowledgement.
type okView struct {
	OK bool `json:"ok"`
}

// callback is where Steam sends the browser back.
func (h *Handler) callback(w http.ResponseWriter, r *http.Request) {
	next, err := h.Auth.Callback(r.Context(), r.URL.Query(), h.Auth.BrowserSecret(r))
	if err != nil {
		e, _ := apperr.As(err)
		http.Redirect(w, r, "/?auth_error="+e.Key, http.StatusFound)
		return
	}
	http.Redirect(w, r, next, http.StatusFound)
}

var devTemplate = template.Must(template.New("dev").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Casefront development sign-in</title>
<style>body{font-family:system-ui,sans-serif;background:#12141c;color:#e8eaf2;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#1c1f2b;padding:32px;border-radius:12px;max-width:420px}h1{font-size:20px}p{color:#9aa0b4}
button{display:block;width:100%;margin:8px 0;padding:12px;border:0;border-radius:8px;background:#4b69ff;color:#fff;font-size:16px;cursor:pointer}</style></head>
<body><main><h1>Development sign-in</h1>
<p>This page exists only while DEV_LOGIN=1 on a local address. Each demo player starts with demo money.</p>
<form method="post" action="/auth/dev"><input type="hidden" name="session" value="{{.Session}}">
{{range .Players}}<button name="player" value="{{.Key}}">Sign in as {{.Nickname}}</button>{{end}}
<button name="player" value="new">Sign in as a new player</button>
</form></main></body></html>`))

func (h *Handler) devPage(w http.ResponseWriter, r *http.Request) {
	if !h.Cfg.DevLogin {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	// The page's only inline content is its style sheet.
	w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'")
	_ = devTemplate.Execute(w, map[string]any{"Session": r.URL.Query().Get("session"), "Players": auth.DemoPlayers})
}

func (h *Handler) devSubmit(w http.ResponseWriter, r *http.Request) {
	if !h.Cfg.DevLogin {
		http.NotFound(w, r)
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, 4096)
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	next, err := h.Auth.DevSignIn(r.Context(), r.PostForm.Get("session"), r.PostForm.Get("player"), h.Auth.BrowserSecret(r))
	if err != nil {
		e, _ := apperr.As(err)
		http.Redirect(w, r, "/?auth_error="+e.Key, http.StatusFound)
		return
	}
	http.Redirect(w, r, next, http.StatusFound)
}
