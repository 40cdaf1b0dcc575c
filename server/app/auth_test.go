package app_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/casefront/casefront/ent/authsession"
	"github.com/casefront/casefront/server/auth"
	"github.com/casefront/casefront/server/auth/steam/steamtest"
)

type loginView struct {
	Data struct {
		Session  string `json:"session"`
		Redirect string `json:"redirect"`
	} `json:"data"`
}

type tokenView struct {
	Data struct {
		Token string `json:"token"`
	} `json:"data"`
}

func steamServer(t *testing.T) (*testServer, *steamtest.Server) {
	t.Helper()
	fake := steamtest.New()
	t.Cleanup(fake.Close)
	fake.SetAPIKey("test-api-key")
	s := startServer(t, map[string]string{
		"STEAM_OPENID_URL": fake.Endpoint(),
		"STEAM_API_URL":    fake.APIBase(),
		"STEAM_API_KEY":    "test-api-key",
	})
	return s, fake
}

// startLogin runs GET /auth/login and checks the redirect targets the fake
// provider with return_to on our callback for that session.
func startLogin(t *testing.T, s *testServer, fake *steamtest.Server, back string) (session, redirect string) {
	t.Helper()
	lv := decodeAs[loginView](t, s.get(t, "/auth/login?redirect_back="+url.QueryEscape(back), ""), http.StatusOK)
	if lv.Data.Session == "" {
		t.Fatal("login returned no session")
	}
	ru, err := url.Parse(lv.Data.Redirect)
	if err != nil || !strings.HasPrefix(lv.Data.Redirect, fake.Endpoint()+"?") {
		t.Fatalf("redirect %q does not point at the provider %s", lv.Data.Redirect, fake.Endpoint())
	}
	q := ru.Query()
	if want := s.URL + "/auth/callback?session=" + url.QueryEscape(lv.Data.Session); q.Get("openid.return_to") != want {
		t.Fatalf("return_to %q, want %q", q.Get("openid.return_to"), want)
	}
	if realm := q.Get("openid.realm"); realm != s.URL+"/" {
		t.Fatalf("realm %q, want %q", realm, s.URL+"/")
	}
	return lv.Data.Session, lv.Data.Redirect
}

// callback replays what the browser does on return from the provider and
// returns the Location our server redirects to.
func callback(t *testing.T, s *testServer, cb string) *url.URL {
	t.Helper()
	if !strings.HasPrefix(cb, s.URL+"/auth/callback?") {
		t.Fatalf("callback %q is not under %s/auth/callback", cb, s.URL)
	}
	r := s.get(t, cb, "")
	if r.Status != http.StatusFound {
		t.Fatalf("callback: want 302, got %s", r)
	}
	loc, err := url.Parse(r.Header.Get("Location"))
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

func wantAuthError(t *testing.T, loc *url.URL) {
	t.Helper()
	if loc.Query().Get("auth_error") == "" || loc.Query().Get("auth_session") != "" {
		t.Fatalf("callback was not refused: Location %s", loc)
	}
}

func TestSteamSignIn(t *testing.T) {
	t.Parallel()
	s, fake := steamServer(t)
	fake.SetUser("76561198000000042", "Gaben Fan", "https://avatars.example/gaben.jpg")

	session, redirect := startLogin(t, s, fake, "/recoil-case")
	cb, err := fake.Login(redirect)
	if err != nil {
		t.Fatal(err)
	}
	loc := callback(t, s, cb)
	if loc.Path != "/recoil-case" || loc.Query().Get("auth_session") != session || loc.Host != "" {
		t.Fatalf("Location %s, want /recoil-case?auth_session=%s", loc, session)
	}

	// Replaying the assertion must not verify the session a second time.
	wantAuthError(t, callback(t, s, cb))

	tok := decodeAs[tokenView](t, s.get(t, "/auth/token?session="+session, ""), http.StatusOK).Data.Token
	if tok == "" {
		t.Fatal("empty token")
	}
	// The exchange is single use.
	wantAPIError(t, s.get(t, "/auth/token?session="+session, ""), http.StatusBadRequest, "api.session_invalid")
	// Replaying after the exchange is refused as well.
	wantAuthError(t, callback(t, s, cb))

	me := s.me(t, tok)
	if me.Data.Nickname != "Gaben Fan" || me.Data.Avatar != "https://avatars.example/gaben.jpg" {
		t.Fatalf("profile from the Web API not applied: %+v", me.Data)
	}
	if b := cents(t, me.Data.Balance); b != 0 {
		t.Fatalf("a Steam player starts with %d cents, want 0", b)
	}
	// Exactly one account and no second verified session came out of it.
	ctx := t.Context()
	if n := s.App.DB.User.Query().CountX(ctx); n != 1 {
		t.Fatalf("%d users, want 1", n)
	}
	if n := s.App.DB.AuthSession.Query().Where(authsession.StateNEQ(authsession.StatePending)).CountX(ctx); n != 1 {
		t.Fatalf("%d non-pending sessions, want 1", n)
	}
}

// Session fixation: an attacker starts a sign-in and hands the Steam link to
// a victim. The victim's return from Steam lands in a browser that did not
// start the sign-in, so nothing is bound and the attacker's exchange fails;
// the victim's own sign-in, started and finished in one browser, works, and
// its session alone is not enough for anyone else to collect the token.
func TestSignInBoundToBrowser(t *testing.T) {
	t.Parallel()
	attacker, fake := steamServer(t)
	victim := attacker.otherBrowser()
	fake.SetUser("76561198000000042", "Victim", "")

	session, redirect := startLogin(t, attacker, fake, "/")
	cb, err := fake.Login(redirect) // the victim signs in at Steam
	if err != nil {
		t.Fatal(err)
	}
	wantAuthError(t, callback(t, victim, cb))
	wantAPIError(t, attacker.get(t, "/auth/token?session="+session, ""), http.StatusBadRequest, "api.session_invalid")
	// Replaying the victim's assertion from the attacker's browser is refused
	// too: a session completed elsewhere is dropped.
	wantAuthError(t, callback(t, attacker, cb))
	wantAPIError(t, attacker.get(t, "/auth/token?session="+session, ""), http.StatusBadRequest, "api.session_invalid")
	if n := attacker.App.DB.User.Query().CountX(t.Context()); n != 0 {
		t.Fatalf("%d accounts signed in through the attacker's session", n)
	}

	own, redirect := startLogin(t, victim, fake, "/")
	cb, err = fake.Login(redirect)
	if err != nil {
		t.Fatal(err)
	}
	if loc := callback(t, victim, cb); loc.Query().Get("auth_session") != own {
		t.Fatalf("the victim's own sign-in was refused: %s", loc)
	}
	// Learning the session (from a URL, a log) does not give the token.
	wantAPIError(t, attacker.get(t, "/auth/token?session="+own, ""), http.StatusBadRequest, "api.session_invalid")
	tok := decodeAs[tokenView](t, victim.get(t, "/auth/token?session="+own, ""), http.StatusOK).Data.Token
	if me := victim.me(t, tok); me.Data.Nickname != "Victim" {
		t.Fatalf("victim's token is for %+v", me.Data)
	}
}

// The dev sign-in page is bound the same way.
func TestDevSignInBoundToBrowser(t *testing.T) {
	t.Parallel()
	attacker := startServer(t, map[string]string{"DEV_LOGIN": "1", "DEMO_SEED": "1"})
	victim := attacker.otherBrowser()
	lv := decodeAs[loginView](t, attacker.get(t, "/auth/login", ""), http.StatusOK)
	r := victim.postForm(t, "/auth/dev", "", url.Values{"session": {lv.Data.Session}, "player": {"demo1"}})
	if loc, _ := url.Parse(r.Header.Get("Location")); r.Status != http.StatusFound || loc.Query().Get("auth_error") == "" {
		t.Fatalf("dev sign-in in another browser: %s, Location %s", r, r.Header.Get("Location"))
	}
	wantAPIError(t, attacker.get(t, "/auth/token?session="+lv.Data.Session, ""), http.StatusBadRequest, "api.session_invalid")

	// A sign-in without the cookie cannot be completed anywhere.
	anon := attacker.otherBrowser()
	lv = decodeAs[loginView](t, anon.get(t, "/auth/login", ""), http.StatusOK)
	anon.client.Jar = nil
	anon.postForm(t, "/auth/dev", "", url.Values{"session": {lv.Data.Session}, "player": {"demo1"}})
	wantAPIError(t, anon.get(t, "/auth/token?session="+lv.Data.Session, ""), http.StatusBadRequest, "api.session_invalid")
}

// The sign-in cookie is HttpOnly and SameSite=Lax (Lax so that the return
// from Steam, a top-level navigation from another site, carries it).
func TestSignInCookie(t *testing.T) {
	t.Parallel()
	s := startServer(t, map[string]string{"DEV_LOGIN": "1"})
	r := s.get(t, "/auth/login", "")
	var c *http.Cookie
	for _, k := range (&http.Response{Header: r.Header}).Cookies() {
		if k.Name == "signin" {
			c = k
		}
	}
	if c == nil || !c.HttpOnly || c.SameSite != http.SameSiteLaxMode || c.Path != "/" || c.MaxAge <= 0 {
		t.Fatalf("sign-in cookie %+v (Set-Cookie %q)", c, r.Header.Values("Set-Cookie"))
	}
	// A second sign-in in the same browser keeps the cookie, so two tabs both work.
	first := decodeAs[loginView](t, r, http.StatusOK).Data.Session
	second := decodeAs[loginView](t, s.get(t, "/auth/login", ""), http.StatusOK).Data.Session
	for _, sess := range []string{first, second} {
		s.postForm(t, "/auth/dev", "", url.Values{"session": {sess}, "player": {"demo1"}})
		if tok := decodeAs[tokenView](t, s.get(t, "/auth/token?session="+sess, ""), http.StatusOK).Data.Token; tok == "" {
			t.Fatal("empty token")
		}
	}
}

// Two browsers racing the same assertion: exactly one may sign in.
func TestSteamCallbackConcurrentReplay(t *testing.T) {
	t.Parallel()
	s, fake := steamServer(t)
	session, redirect := startLogin(t, s, fake, "/")
	cb, err := fake.Login(redirect)
	if err != nil {
		t.Fatal(err)
	}
	const n = 4
	locs := make([]string, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			resp, err := s.client.Get(cb)
			if err != nil {
				return
			}
			resp.Body.Close()
			locs[i] = resp.Header.Get("Location")
		}()
	}
	wg.Wait()
	ok := 0
	for _, l := range locs {
		if strings.Contains(l, "auth_session="+session) {
			ok++
		} else if !strings.Contains(l, "auth_error=") {
			t.Errorf("unexpected Location %q", l)
		}
	}
	if ok != 1 {
		t.Fatalf("%d of %d concurrent callbacks signed in, want exactly 1: %q", ok, n, locs)
	}
}

func TestSteamForgedCallback(t *testing.T) {
	t.Parallel()
	s, fake := steamServer(t)
	session, redirect := startLogin(t, s, fake, "/")
	cb, err := fake.Login(redirect)
	if err != nil {
		t.Fatal(err)
	}
	tamper := func(edit func(q url.Values)) string {
		u, _ := url.Parse(cb)
		q := u.Query()
		edit(q)
		u.RawQuery = q.Encode()
		return u.String()
	}
	forgeries := map[string]string{
		"signature": tamper(func(q url.Values) {
			sig := []byte(q.Get("openid.sig"))
			sig[0] ^= 1 // still base64, no longer the MAC
			q.Set("openid.sig", string(sig))
		}),
		// Someone else's identity in both fields, so only the provider's
		// signature check can catch it.
		"identity": tamper(func(q url.Values) {
			q.Set("openid.claimed_id", "https://steamcommunity.com/openid/id/76561198000000666")
			q.Set("openid.identity", "https://steamcommunity.com/openid/id/76561198000000666")
		}),
		"claimed_id only": tamper(func(q url.Values) {
			q.Set("openid.claimed_id", "https://steamcommunity.com/openid/id/76561198000000666")
		}),
	}
	for name, forged := range forgeries {
		wantAuthError(t, callback(t, s, forged))
		if n := s.App.DB.User.Query().CountX(t.Context()); n != 0 {
			t.Fatalf("%s: forged callback created %d users", name, n)
		}
		wantAPIError(t, s.get(t, "/auth/token?session="+session, ""), http.StatusBadRequest, "api.session_invalid")
	}
	// A forgery must not burn the genuine assertion's nonce or session.
	loc := callback(t, s, cb)
	if loc.Query().Get("auth_session") != session {
		t.Fatalf("genuine callback after forgeries refused: %s", loc)
	}
	if decodeAs[tokenView](t, s.get(t, "/auth/token?session="+session, ""), http.StatusOK).Data.Token == "" {
		t.Fatal("empty token")
	}
}

func TestAuthErrors(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	u, _ := s.player(t, 0)

	foreign, err := (&auth.Tokens{Secret: []byte("some-other-secret-0123456789abcdef")}).Issue(u.ID)
	if err != nil {
		t.Fatal(err)
	}
	ghost, err := s.App.Tokens.Issue(u.ID + 1000) // well signed, no such user
	if err != nil {
		t.Fatal(err)
	}
	for name, tok := range map[string]string{"none": "", "garbage": "not.a.jwt", "foreign secret": foreign, "unknown user": ghost} {
		t.Run(name, func(t *testing.T) {
			wantAPIError(t, s.get(t, "/api/user/me", tok), http.StatusUnauthorized, "api.no_auth")
			wantAPIError(t, s.get(t, "/user/me", tok), http.StatusUnauthorized, "api.no_auth")

			g := s.graphql(t, tok, `mutation { openCase(input: {caseAlias: "test-case", count: 1}) { cost } }`, nil)
			if c := g.code(t); c != "api.no_auth" {
				t.Fatalf("openCase code %q, want api.no_auth: %s", c, g.raw)
			}
		})
	}

	// Without a token, or with a valid one whose account is gone, the graph
	// answers as for a visitor: me is null.
	for _, tok := range []string{"", ghost} {
		var me struct{ Me *struct{ ID string } }
		g := s.graphql(t, tok, `{ me { id } }`, nil)
		g.into(t, &me)
		if me.Me != nil || g.status != http.StatusOK {
			t.Fatalf("me = %+v (HTTP %d) for an anonymous viewer, want null", me.Me, g.status)
		}
	}
	// A token that does not verify is refused outright (401) so the client
	// drops it instead of silently browsing anonymously.
	for _, tok := range []string{"not.a.jwt", foreign} {
		g := s.graphql(t, tok, `{ me { id } }`, nil)
		if g.status != http.StatusUnauthorized || g.code(t) != "api.no_auth" {
			t.Fatalf("bad token on /graphql: HTTP %d %s", g.status, g.raw)
		}
	}
}

func TestDevLogin(t *testing.T) {
	t.Parallel()
	s := startServer(t, map[string]string{"DEV_LOGIN": "1", "DEMO_SEED": "1"})
	lv := decodeAs[loginView](t, s.get(t, "/auth/login?redirect_back=/recoil-case", ""), http.StatusOK)
	if want := s.URL + "/auth/dev?session=" + lv.Data.Session; lv.Data.Redirect != want {
		t.Fatalf("dev redirect %q, want %q", lv.Data.Redirect, want)
	}
	page := s.get(t, lv.Data.Redirect, "")
	if page.Status != http.StatusOK || !strings.Contains(string(page.Body), `value="`+lv.Data.Session+`"`) ||
		!strings.Contains(string(page.Body), `value="demo1"`) {
		t.Fatalf("dev page: %s", page)
	}

	r := s.postForm(t, "/auth/dev", "", url.Values{"session": {lv.Data.Session}, "player": {"demo1"}})
	if r.Status != http.StatusFound {
		t.Fatalf("dev submit: %s", r)
	}
	loc, _ := url.Parse(r.Header.Get("Location"))
	if loc.Path != "/recoil-case" || loc.Query().Get("auth_session") != lv.Data.Session {
		t.Fatalf("dev submit Location %s", loc)
	}
	tok := decodeAs[tokenView](t, s.get(t, "/auth/token?session="+lv.Data.Session, ""), http.StatusOK).Data.Token

	var me struct {
		Me struct {
			Nickname string
			Balance  string
		}
	}
	s.graphql(t, tok, `{ me { nickname balance } }`, nil).into(t, &me)
	if me.Me.Balance != "1000.00" || me.Me.Nickname != "Demo Player 1" {
		t.Fatalf("graphql me = %+v, want Demo Player 1 with 1000.00", me.Me)
	}
	if b := s.me(t, tok).Data.Balance.String(); b != "1000.00" {
		t.Fatalf("REST balance %s, want 1000.00", b)
	}

	// The demo catalogue is there and the demo money can be spent.
	open := decodeAs[openResult](t, s.postJSON(t, "/case/open", tok, map[string]any{"alias": "recoil-case"}), http.StatusOK)
	if len(open.Data.Drops) != 1 || cents(t, open.Data.Balance) != 100000-cents(t, open.Data.Cost) {
		t.Fatalf("opening with demo money: %+v", open.Data)
	}
	// Signing in again the same day does not top the balance back up.
	lv2 := decodeAs[loginView](t, s.get(t, "/auth/login", ""), http.StatusOK)
	s.postForm(t, "/auth/dev", "", url.Values{"session": {lv2.Data.Session}, "player": {"demo1"}})
	tok2 := decodeAs[tokenView](t, s.get(t, "/auth/token?session="+lv2.Data.Session, ""), http.StatusOK).Data.Token
	if got := s.balance(t, tok2); got != cents(t, open.Data.Balance) {
		t.Fatalf("balance after second sign-in %d, want %d", got, cents(t, open.Data.Balance))
	}
}

func TestDevLoginDisabled(t *testing.T) {
	t.Parallel()
	s := startServer(t, nil)
	if r := s.get(t, "/auth/dev?session=x", ""); r.Status != http.StatusNotFound {
		t.Fatalf("GET /auth/dev without DEV_LOGIN: %s", r)
	}
	lv := decodeAs[loginView](t, s.get(t, "/auth/login", ""), http.StatusOK)
	r := s.postForm(t, "/auth/dev", "", url.Values{"session": {lv.Data.Session}, "player": {"demo1"}})
	if r.Status != http.StatusNotFound {
		t.Fatalf("POST /auth/dev without DEV_LOGIN: %s", r)
	}
	wantAPIError(t, s.get(t, "/auth/token?session="+lv.Data.Session, ""), http.StatusBadRequest, "api.session_invalid")
	if n := s.App.DB.User.Query().CountX(t.Context()); n != 0 {
		t.Fatalf("%d users created without DEV_LOGIN", n)
	}
}

// redirect_back is a local path only: sign-in must not become an open redirect.
func TestSteamSignInRedirectStaysLocal(t *testing.T) {
	t.Parallel()
	s, fake := steamServer(t)
	for _, back := range []string{"//evil.example/x", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"} {
		session, redirect := startLogin(t, s, fake, back)
		cb, err := fake.Login(redirect)
		if err != nil {
			t.Fatal(err)
		}
		loc := callback(t, s, cb)
		if loc.Host != "" || loc.Scheme != "" || loc.Path != "/" || loc.Query().Get("auth_session") != session {
			t.Fatalf("redirect_back %q led to %s", back, loc)
		}
	}
}

// Tokens older than a day are renewed in the Authorization response header;
// expired ones are refused.
func TestTokenRefreshAndExpiry(t *testing.T) {
	t.Parallel()
	s := startServer(t, nil)
	u, fresh := s.player(t, 0)
	at := func(ago time.Duration) string {
		tok, err := (&auth.Tokens{Secret: []byte(testSecret), Now: func() time.Time { return time.Now().Add(-ago) }}).Issue(u.ID)
		if err != nil {
			t.Fatal(err)
		}
		return tok
	}

	if r := s.get(t, "/api/user/me", fresh); r.Status != http.StatusOK || r.Header.Get("Authorization") != "" {
		t.Fatalf("fresh token: %s, Authorization %q", r, r.Header.Get("Authorization"))
	}
	r := s.get(t, "/api/user/me", at(48*time.Hour))
	renewed := auth.BearerToken(r.Header.Get("Authorization"))
	if r.Status != http.StatusOK || renewed == "" {
		t.Fatalf("two-day-old token: %s, Authorization %q", r, r.Header.Get("Authorization"))
	}
	if got := s.me(t, renewed).Data.ID; got != u.ID {
		t.Fatalf("renewed token is for user %d, want %d", got, u.ID)
	}
	wantAPIError(t, s.get(t, "/api/user/me", at(31*24*time.Hour)), http.StatusUnauthorized, "api.no_auth")
}

// Signing out revokes that token on REST, GraphQL and websockets, on every
// instance; the player's other sessions keep working.
func TestLogoutRevokesTheToken(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	u, tok := s.player(t, 1000)
	other, err := s.App.Tokens.Issue(u.ID)
	if err != nil {
		t.Fatal(err)
	}
	if r := s.get(t, "/auth/logout", tok); r.Status != http.StatusOK {
		t.Fatalf("logout: %s", r)
	}
	wantAPIError(t, s.get(t, "/api/user/me", tok), http.StatusUnauthorized, "api.no_auth")
	if r := s.postJSON(t, "/graphql", tok, map[string]any{"query": "{ me { id } }"}); r.Status != http.StatusUnauthorized {
		t.Fatalf("GraphQL with a revoked token: %s", r)
	}
	ws := dialWS(t, s, "graphql-transport-ws", tok)
	for {
		m, ok := ws.next(5 * time.Second)
		if !ok {
			break
		}
		if m.Type == "connection_ack" {
			t.Fatal("websocket with a revoked token was acknowledged")
		}
	}
	if s.me(t, other).Data.ID != u.ID {
		t.Fatal("the player's other token stopped working")
	}
	// Signing out again, or without a token, is harmless.
	if r := s.get(t, "/auth/logout", ""); r.Status != http.StatusOK {
		t.Fatalf("anonymous logout: %s", r)
	}
}

// The dev sign-in's "new player" makes a fresh demo account each time, so a
// new player's flows can be tried: through a referral link it becomes the
// partner's referral. The Demo Moderator signs in with the moderator role.
func TestDevSignInNewPlayer(t *testing.T) {
	s := startServer(t, map[string]string{"DEV_LOGIN": "1"})
	ctx := context.Background()
	partner, _ := s.player(t, 0)
	s.App.DB.User.UpdateOneID(partner.ID).SetPartnerCode("STREAMER").ExecX(ctx)
	signIn := func(player, ref string) int {
		path := "/auth/login"
		if ref != "" {
			path += "?ref_code=" + ref
		}
		sess := decodeAs[loginView](t, s.get(t, path, ""), http.StatusOK).Data.Session
		s.postForm(t, "/auth/dev", "", url.Values{"session": {sess}, "player": {player}})
		tok := decodeAs[tokenView](t, s.get(t, "/auth/token?session="+sess, ""), http.StatusOK).Data.Token
		return s.me(t, tok).Data.ID
	}
	a, b := signIn("new", "streamer"), signIn("new", "")
	if a == b {
		t.Fatal("two new players are one account")
	}
	ra, rb := s.App.DB.User.GetX(ctx, a), s.App.DB.User.GetX(ctx, b)
	if !ra.IsDemo || ra.ReferrerID == nil || *ra.ReferrerID != partner.ID || rb.ReferrerID != nil || ra.Role != "user" {
		t.Fatalf("new players %+v, %+v", ra, rb)
	}
	if m := s.App.DB.User.GetX(ctx, signIn("demomod", "")); m.Role != "moderator" || !m.IsDemo {
		t.Fatalf("Demo Moderator %+v", m)
	}
}
