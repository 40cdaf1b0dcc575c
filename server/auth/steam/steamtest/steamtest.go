// Package steamtest runs a fake Steam on loopback for tests: the OpenID 2.0
// provider (checkid_setup and check_authentication) and
// ISteamUser/GetPlayerSummaries/v2. It speaks the real wire protocol and is
// written independently of package steam, so a misreading of the protocol in
// one is not silently mirrored by the other.
package steamtest

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"
)

const (
	nsOpenID2        = "http://specs.openid.net/auth/2.0"
	identifierSelect = nsOpenID2 + "/identifier_select"
	identityPrefix   = "https://steamcommunity.com/openid/id/"
	// signedFields is the list real Steam signs, in its order.
	signedFields = "signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle"
)

// mustSign are the fields OpenID 2.0 §10.1 requires in the signature; an
// assertion submitted with fewer is refused even if its MAC is correct.
var mustSign = []string{"op_endpoint", "claimed_id", "identity", "return_to", "response_nonce", "assoc_handle"}

// DefaultSteamID is who signs in until SetUser is called.
const DefaultSteamID = "76561197960265728"

type user struct{ steamID, nickname, avatar string }

// Server is a fake Steam. All methods are safe for concurrent use.
type Server struct {
	URL string // base URL, e.g. http://127.0.0.1:PORT

	srv    *httptest.Server
	client *http.Client
	// secret is the association key; it never leaves the fake, so only
	// check_authentication can vouch for a signature, as with real Steam.
	secret      []byte
	assocHandle string

	mu      sync.Mutex
	current user
	users   map[string]user
	apiKey  string
}

// New starts a fake Steam on 127.0.0.1.
func New() *Server {
	s := &Server{
		secret:      randomBytes(32),
		assocHandle: hex.EncodeToString(randomBytes(8)),
		users:       map[string]user{},
	}
	s.setUser(user{DefaultSteamID, "Player", ""})

	mux := http.NewServeMux()
	mux.HandleFunc("/openid/login", s.handleOpenID)
	mux.HandleFunc("GET /ISteamUser/GetPlayerSummaries/v2/{$}", s.handlePlayerSummaries)
	mux.HandleFunc("GET /ISteamUser/GetPlayerSummaries/v2", s.handlePlayerSummaries)
	s.srv = httptest.NewServer(mux)
	s.URL = s.srv.URL

	c := *s.srv.Client()
	// Login must hand back the redirect, like a browser about to follow it.
	c.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	c.Timeout = 10 * time.Second
	s.client = &c
	return s
}

// Close shuts the fake down; later requests fail to connect.
func (s *Server) Close() { s.srv.Close() }

// Endpoint is the OpenID provider endpoint (Provider.Endpoint).
func (s *Server) Endpoint() string { return s.URL + "/openid/login" }

// APIBase is the Web API base URL (WebAPI.Base).
func (s *Server) APIBase() string { return s.URL }

// SetUser sets who signs in next and makes the profile visible to
// GetPlayerSummaries. Earlier users stay visible. steamID is not validated,
// so tests can make the fake assert malformed identities.
func (s *Server) SetUser(steamID, nickname, avatar string) {
	s.setUser(user{steamID, nickname, avatar})
}

func (s *Server) setUser(u user) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.current = u
	s.users[u.steamID] = u
}

// SetAPIKey makes the Web API accept only key (403 otherwise). Before it is
// called any non-empty key is accepted.
func (s *Server) SetAPIKey(key string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.apiKey = key
}

// Login does what the browser does: GET authURL on the fake and return the
// Location of its 302 (return_to plus the signed openid.* assertion) without
// following it.
func (s *Server) Login(authURL string) (callbackURL string, err error) {
	resp, err := s.client.Get(authURL)
	if err != nil {
		return "", fmt.Errorf("steamtest: login: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusFound {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
		return "", fmt.Errorf("steamtest: login: HTTP %d: %s", resp.StatusCode, strings.TrimSpace(string(b)))
	}
	loc := resp.Header.Get("Location")
	if loc == "" {
		return "", fmt.Errorf("steamtest: login: redirect without Location")
	}
	return loc, nil
}

func (s *Server) handleOpenID(w http.ResponseWriter, r *http.Request) {
	switch r.Method {
	case http.MethodGet:
		s.checkidSetup(w, r)
	case http.MethodPost:
		// Direct verification is POST-only (§11.4.2.1); a relying party that
		// sends GET gets an error, as it would from a strict provider.
		if err := r.ParseForm(); err != nil {
			http.Error(w, "bad form", http.StatusBadRequest)
			return
		}
		s.checkAuthentication(w, r.PostForm)
	default:
		w.Header().Set("Allow", "GET, POST")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
	}
}

func (s *Server) checkidSetup(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	switch {
	case q.Get("openid.ns") != nsOpenID2:
		http.Error(w, "openid.ns must be OpenID 2.0", http.StatusBadRequest)
		return
	case q.Get("openid.mode") != "checkid_setup":
		http.Error(w, "unsupported openid.mode", http.StatusBadRequest)
		return
	case q.Get("openid.identity") != identifierSelect || q.Get("openid.claimed_id") != identifierSelect:
		http.Error(w, "identity and claimed_id must be identifier_select", http.StatusBadRequest)
		return
	}
	returnTo := q.Get("openid.return_to")
	rt, err := url.Parse(returnTo)
	if err != nil || (rt.Scheme != "http" && rt.Scheme != "https") || rt.Host == "" {
		http.Error(w, "openid.return_to must be an absolute http(s) URL", http.StatusBadRequest)
		return
	}
	realm := q.Get("openid.realm")
	if realm == "" {
		realm = q.Get("openid.trust_root")
	}
	if !realmMatches(realm, rt) {
		http.Error(w, "openid.return_to is not within openid.realm", http.StatusBadRequest)
		return
	}

	s.mu.Lock()
	u := s.current
	s.mu.Unlock()

	claimed := identityPrefix + u.steamID
	a := map[string]string{
		"ns":          nsOpenID2,
		"mode":        "id_res",
		"op_endpoint": s.Endpoint(),
		"claimed_id":  claimed,
		"identity":    claimed,
		"return_to":   returnTo,
		// Fresh per assertion; the fake keeps no record of it.
		"response_nonce": time.Now().UTC().Format("2006-01-02T15:04:05Z") + hex.EncodeToString(randomBytes(6)),
		"assoc_handle":   s.assocHandle,
		"signed":         signedFields,
	}
	mac, _ := s.sign(strings.Split(signedFields, ","), func(k string) (string, bool) {
		v, ok := a[k]
		return v, ok
	})
	a["sig"] = base64.StdEncoding.EncodeToString(mac)

	// Keep return_to's own parameters and add the assertion, as Steam does.
	rq := rt.Query()
	for k, v := range a {
		rq.Set("openid."+k, v)
	}
	rt.RawQuery = rq.Encode()
	w.Header().Set("Location", rt.String())
	w.WriteHeader(http.StatusFound)
}

func (s *Server) checkAuthentication(w http.ResponseWriter, f url.Values) {
	if f.Get("openid.mode") != "check_authentication" {
		http.Error(w, "unsupported openid.mode", http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	if s.valid(f) {
		io.WriteString(w, "ns:"+nsOpenID2+"\nis_valid:true\n")
	} else {
		io.WriteString(w, "ns:"+nsOpenID2+"\nis_valid:false\n")
	}
}

// valid recomputes the signature over the posted fields.
func (s *Server) valid(f url.Values) bool {
	for k, v := range f {
		if strings.HasPrefix(k, "openid.") && len(v) != 1 {
			return false
		}
	}
	if f.Get("openid.ns") != nsOpenID2 || f.Get("openid.assoc_handle") != s.assocHandle {
		return false
	}
	list := strings.Split(f.Get("openid.signed"), ",")
	for _, k := range mustSign {
		if !slices.Contains(list, k) {
			return false
		}
	}
	want, ok := s.sign(list, func(k string) (string, bool) {
		v, ok := f["openid."+k]
		if !ok {
			return "", false
		}
		return v[0], true
	})
	if !ok {
		return false
	}
	got, err := base64.StdEncoding.DecodeString(f.Get("openid.sig"))
	return err == nil && hmac.Equal(got, want)
}

// sign computes HMAC-SHA256 over the key-value form (§4.1.1) of the listed
// fields, in list order, as §6.1 prescribes. Keys are given without the
// "openid." prefix. It fails when a field is missing or cannot be encoded
// (a newline in a value, a colon or newline in a key), since such messages
// are ambiguous.
func (s *Server) sign(list []string, get func(string) (string, bool)) ([]byte, bool) {
	var b strings.Builder
	for _, k := range list {
		v, ok := get(k)
		if !ok || k == "" || strings.ContainsAny(k, ":\n") || strings.Contains(v, "\n") {
			return nil, false
		}
		b.WriteString(k + ":" + v + "\n")
	}
	m := hmac.New(sha256.New, s.secret)
	m.Write([]byte(b.String()))
	return m.Sum(nil), true
}

// realmMatches applies OpenID 2.0 §9.2: same scheme and port, host equal (or
// a subdomain for a "*." realm), and the return_to path under the realm path.
func realmMatches(realm string, rt *url.URL) bool {
	rl, err := url.Parse(realm)
	if err != nil || rl.Scheme != rt.Scheme || rl.Host == "" || rl.RawQuery != "" || rl.Fragment != "" {
		return false
	}
	if rl.Port() != rt.Port() {
		return false
	}
	rh, th := strings.ToLower(rl.Hostname()), strings.ToLower(rt.Hostname())
	if base, wild := strings.CutPrefix(rh, "*."); wild {
		if th != base && !strings.HasSuffix(th, "."+base) {
			return false
		}
	} else if rh != th {
		return false
	}
	rp := rl.Path
	if rp == "" {
		rp = "/"
	}
	tp := rt.Path
	if tp == "" {
		tp = "/"
	}
	if tp == rp {
		return true
	}
	if !strings.HasSuffix(rp, "/") {
		rp += "/"
	}
	return strings.HasPrefix(tp, rp)
}

// player mirrors the fields GetPlayerSummaries returns for a public profile.
type player struct {
	SteamID                  string `json:"steamid"`
	CommunityVisibilityState int    `json:"communityvisibilitystate"`
	ProfileState             int    `json:"profilestate"`
	PersonaName              string `json:"personaname"`
	ProfileURL               string `json:"profileurl"`
	Avatar                   string `json:"avatar"`
	AvatarMedium             string `json:"avatarmedium"`
	AvatarFull               string `json:"avatarfull"`
	AvatarHash               string `json:"avatarhash"`
	PersonaState             int    `json:"personastate"`
}

func (s *Server) handlePlayerSummaries(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	s.mu.Lock()
	wantKey := s.apiKey
	users := make([]user, 0, 4)
	for _, id := range strings.Split(q.Get("steamids"), ",") {
		if u, ok := s.users[strings.TrimSpace(id)]; ok && id != "" {
			users = append(users, u)
		}
	}
	s.mu.Unlock()

	key := q.Get("key")
	if key == "" || (wantKey != "" && key != wantKey) {
		w.Header().Set("Content-Type", "text/html")
		w.WriteHeader(http.StatusForbidden)
		io.WriteString(w, "<html><head><title>Forbidden</title></head><body><h1>Forbidden</h1>Access is denied. Retrying will not help. Please verify your <pre>key=</pre> parameter.</body></html>")
		return
	}

	var out struct {
		Response struct {
			Players []player `json:"players"`
		} `json:"response"`
	}
	out.Response.Players = []player{}
	for _, u := range users {
		out.Response.Players = append(out.Response.Players, player{
			SteamID:                  u.steamID,
			CommunityVisibilityState: 3,
			ProfileState:             1,
			PersonaName:              u.nickname,
			ProfileURL:               "https://steamcommunity.com/profiles/" + u.steamID + "/",
			Avatar:                   u.avatar,
			AvatarMedium:             u.avatar,
			AvatarFull:               u.avatar,
		})
	}
	w.Header().Set("Content-Type", "application/json; charset=UTF-8")
	json.NewEncoder(w).Encode(out)
}

func randomBytes(n int) []byte {
	b := make([]byte, n)
	rand.Read(b) // documented never to return an error
	return b
}
