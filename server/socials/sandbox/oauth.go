// Package sandbox stands in for the services the socials talk to, speaking
// their protocols over HTTP so the same client code runs against it and
// against the real ones: an OAuth 2.0 provider per social service (with
// each service's profile API, and twitter's POST /2/tweets) and a
// Twilio-compatible SMS gateway. It is mounted in development
// (SOCIALS_SANDBOX) and used by the tests; it keeps everything in memory.
package sandbox

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/json"
	"html/template"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"
)

// Client is one registered OAuth client of a service.
type Client struct{ ID, Secret string }

// OAuth is the sandbox provider of every service, mounted at a prefix:
// {prefix}/{service}/authorize, /token and /api/....
type OAuth struct {
	Prefix  string
	Clients map[string]Client // by service
	mu      sync.Mutex
	codes   map[string]grant // by code
	tokens  map[string]account
	refresh map[string]account
	tweets  []Tweet
}

type grant struct {
	service, clientID, redirect, challenge string
	account                                account
	expires                                time.Time
}

type account struct{ service, id, name string }

// Tweet is one tweet published on the sandbox twitter.
type Tweet struct{ ID, AccountID, Text string }

// NewOAuth makes the provider.
func NewOAuth(prefix string, clients map[string]Client) *OAuth {
	return &OAuth{Prefix: strings.TrimRight(prefix, "/"), Clients: clients, codes: map[string]grant{},
		tokens: map[string]account{}, refresh: map[string]account{}}
}

// Tweets are the tweets published so far.
func (o *OAuth) Tweets() []Tweet {
	o.mu.Lock()
	defer o.mu.Unlock()
	return append([]Tweet(nil), o.tweets...)
}

func (o *OAuth) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	rest := strings.TrimPrefix(r.URL.Path, o.Prefix+"/")
	svc, path, _ := strings.Cut(rest, "/")
	if _, ok := o.Clients[svc]; !ok {
		http.NotFound(w, r)
		return
	}
	switch {
	case path == "authorize" && r.Method == http.MethodGet:
		o.consent(w, r, svc)
	case path == "authorize" && r.Method == http.MethodPost:
		o.decide(w, r, svc)
	case path == "token" && r.Method == http.MethodPost:
		o.token(w, r, svc)
	case strings.HasPrefix(path, "api/"):
		o.api(w, r, svc, "/"+strings.TrimPrefix(path, "api/"))
	default:
		http.NotFound(w, r)
	}
}

var consentPage = template.Must(template.New("consent").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox {{.Service}}: sign in</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:28rem;margin:3rem auto">
<h1>Sandbox {{.Service}}</h1>
<p>Casefront asks to link your {{.Service}} account. This is the development stand-in for {{.Service}}: no real account is used.</p>
<form method="post">
{{range $k, $v := .Hidden}}<input type="hidden" name="{{$k}}" value="{{$v}}">{{end}}
<label>Account name <input name="username" value="{{.Username}}" data-testid="sandbox-oauth-username" maxlength="64" required></label>
<p><button name="decision" value="allow" data-testid="sandbox-oauth-allow">Allow</button>
<button name="decision" value="deny" data-testid="sandbox-oauth-deny">Deny</button></p>
</form></body></html>`))

// consent is the provider's consent page, checking the request as a real
// provider would: a known client, its redirect on the site, PKCE S256.
func (o *OAuth) consent(w http.ResponseWriter, r *http.Request, svc string) {
	q := r.URL.Query()
	if q.Get("response_type") != "code" || q.Get("client_id") != o.Clients[svc].ID || q.Get("redirect_uri") == "" ||
		q.Get("code_challenge") == "" || q.Get("code_challenge_method") != "S256" {
		http.Error(w, "invalid_request", http.StatusBadRequest)
		return
	}
	hidden := map[string]string{}
	for _, k := range []string{"client_id", "redirect_uri", "state", "code_challenge"} {
		hidden[k] = q.Get(k)
	}
	w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_ = consentPage.Execute(w, map[string]any{"Service": svc, "Hidden": hidden, "Username": "sandbox_" + strings.ToLower(rand.Text()[:6])})
}

func (o *OAuth) decide(w http.ResponseWriter, r *http.Request, svc string) {
	if err := r.ParseForm(); err != nil || r.PostForm.Get("client_id") != o.Clients[svc].ID {
		http.Error(w, "invalid_request", http.StatusBadRequest)
		return
	}
	back, err := url.Parse(r.PostForm.Get("redirect_uri"))
	if err != nil || (back.Scheme != "http" && back.Scheme != "https") {
		http.Error(w, "invalid redirect_uri", http.StatusBadRequest)
		return
	}
	q := back.Query()
	q.Set("state", r.PostForm.Get("state"))
	if r.PostForm.Get("decision") != "allow" {
		q.Set("error", "access_denied")
	} else {
		name := strings.TrimSpace(r.PostForm.Get("username"))
		if name == "" || len(name) > 64 {
			http.Error(w, "username required", http.StatusBadRequest)
			return
		}
		code := rand.Text()
		o.mu.Lock()
		o.codes[code] = grant{service: svc, clientID: o.Clients[svc].ID, redirect: back.String(),
			challenge: r.PostForm.Get("code_challenge"), account: account{svc, idOf(svc, name), name}, expires: time.Now().Add(time.Minute)}
		o.mu.Unlock()
		q.Set("code", code)
	}
	back.RawQuery = q.Encode()
	http.Redirect(w, r, back.String(), http.StatusFound)
}

// idOf gives one account name one id, so the same sandbox account links
// the same way twice.
func idOf(svc, name string) string {
	h := sha256.Sum256([]byte(svc + ":" + strings.ToLower(name)))
	return base64.RawURLEncoding.EncodeToString(h[:12])
}

func oauthError(w http.ResponseWriter, status int, code string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]string{"error": code})
}

// token is RFC 6749's token endpoint: the authorization code (with its
// PKCE verifier) or a refresh token for a bearer token.
func (o *OAuth) token(w http.ResponseWriter, r *http.Request, svc string) {
	id, secret, ok := r.BasicAuth()
	if err := r.ParseForm(); err != nil {
		oauthError(w, http.StatusBadRequest, "invalid_request")
		return
	}
	if !ok {
		id, secret = r.PostForm.Get("client_id"), r.PostForm.Get("client_secret")
	}
	c := o.Clients[svc]
	if id != c.ID || subtle.ConstantTimeCompare([]byte(secret), []byte(c.Secret)) != 1 {
		oauthError(w, http.StatusUnauthorized, "invalid_client")
		return
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	var acc account
	switch r.PostForm.Get("grant_type") {
	case "authorization_code":
		code := r.PostForm.Get("code")
		g, found := o.codes[code]
		delete(o.codes, code)
		sum := sha256.Sum256([]byte(r.PostForm.Get("code_verifier")))
		if !found || g.service != svc || g.expires.Before(time.Now()) || g.redirect != r.PostForm.Get("redirect_uri") ||
			base64.RawURLEncoding.EncodeToString(sum[:]) != g.challenge {
			oauthError(w, http.StatusBadRequest, "invalid_grant")
			return
		}
		acc = g.account
	case "refresh_token":
		rt := r.PostForm.Get("refresh_token")
		a, found := o.refresh[rt]
		delete(o.refresh, rt)
		if !found || a.service != svc {
			oauthError(w, http.StatusBadRequest, "invalid_grant")
			return
		}
		acc = a
	default:
		oauthError(w, http.StatusBadRequest, "unsupported_grant_type")
		return
	}
	access, refresh := rand.Text(), rand.Text()
	o.tokens[access], o.refresh[refresh] = acc, acc
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	_ = json.NewEncoder(w).Encode(map[string]any{"access_token": access, "token_type": "bearer", "expires_in": 7200, "refresh_token": refresh})
}

// api answers each service's profile call in its own shape, and
// twitter's POST /2/tweets.
func (o *OAuth) api(w http.ResponseWriter, r *http.Request, svc, path string) {
	o.mu.Lock()
	acc, ok := o.tokens[strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")]
	o.mu.Unlock()
	if !ok || acc.service != svc {
		w.Header().Set("WWW-Authenticate", `Bearer error="invalid_token"`)
		oauthError(w, http.StatusUnauthorized, "invalid_token")
		return
	}
	var out any
	status := http.StatusOK
	switch {
	case svc == "twitter" && path == "/2/users/me" && r.Method == http.MethodGet:
		out = map[string]any{"data": map[string]string{"id": acc.id, "name": acc.name, "username": acc.name}}
	case svc == "twitter" && path == "/2/tweets" && r.Method == http.MethodPost:
		var body struct{ Text string }
		if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<16)).Decode(&body); err != nil || body.Text == "" || len([]rune(body.Text)) > 280 {
			oauthError(w, http.StatusBadRequest, "invalid_request")
			return
		}
		t := Tweet{ID: strings.ToLower(rand.Text()[:16]), AccountID: acc.id, Text: body.Text}
		o.mu.Lock()
		o.tweets = append(o.tweets, t)
		o.mu.Unlock()
		out, status = map[string]any{"data": map[string]string{"id": t.ID, "text": t.Text}}, http.StatusCreated
	case svc == "discord" && path == "/users/@me":
		out = map[string]string{"id": acc.id, "username": acc.name, "global_name": acc.name}
	case svc == "youtube" && path == "/youtube/v3/channels":
		out = map[string]any{"kind": "youtube#channelListResponse",
			"items": []any{map[string]any{"kind": "youtube#channel", "id": acc.id, "snippet": map[string]string{"title": acc.name}}}}
	case svc == "telegrambot" && path == "/userinfo":
		out = map[string]string{"sub": acc.id, "preferred_username": acc.name}
	default:
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(out)
}
