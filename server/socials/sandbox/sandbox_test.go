package sandbox

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"golang.org/x/oauth2"
)

// The sandbox provider refuses what a real provider refuses: a wrong
// client secret, a wrong PKCE verifier, a code used twice, a request
// without S256.
func TestOAuthRefusals(t *testing.T) {
	o := NewOAuth("/oauth", map[string]Client{"discord": {ID: "cid", Secret: "secret"}})
	srv := httptest.NewServer(o)
	defer srv.Close()
	noFollow := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	cfg := &oauth2.Config{ClientID: "cid", ClientSecret: "secret", RedirectURL: "http://site.test/cb",
		Endpoint: oauth2.Endpoint{AuthURL: srv.URL + "/oauth/discord/authorize", TokenURL: srv.URL + "/oauth/discord/token", AuthStyle: oauth2.AuthStyleInHeader}}
	if res, _ := http.Get(srv.URL + "/oauth/discord/authorize?response_type=code&client_id=cid&redirect_uri=x&code_challenge=c"); res.StatusCode != http.StatusBadRequest {
		t.Fatalf("no S256: %d", res.StatusCode)
	}
	code := func(verifier string) string {
		ch := oauth2.S256ChallengeFromVerifier(verifier)
		res, err := noFollow.PostForm(srv.URL+"/oauth/discord/authorize", url.Values{"client_id": {"cid"}, "redirect_uri": {"http://site.test/cb"},
			"state": {"st"}, "code_challenge": {ch}, "decision": {"allow"}, "username": {"ann"}})
		if err != nil || res.StatusCode != http.StatusFound {
			t.Fatalf("consent: %v %v", res, err)
		}
		loc, _ := url.Parse(res.Header.Get("Location"))
		if loc.Query().Get("state") != "st" {
			t.Fatalf("state not returned: %s", loc)
		}
		return loc.Query().Get("code")
	}
	ctx := t.Context()
	v := oauth2.GenerateVerifier()
	if _, err := cfg.Exchange(ctx, code(v), oauth2.VerifierOption(oauth2.GenerateVerifier())); err == nil {
		t.Fatal("a wrong verifier got a token")
	}
	wrong := *cfg
	wrong.ClientSecret = "nope"
	if _, err := wrong.Exchange(ctx, code(v), oauth2.VerifierOption(v)); err == nil || !strings.Contains(err.Error(), "invalid_client") {
		t.Fatalf("a wrong secret: %v", err)
	}
	c := code(v)
	tok, err := cfg.Exchange(ctx, c, oauth2.VerifierOption(v))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := cfg.Exchange(ctx, c, oauth2.VerifierOption(v)); err == nil {
		t.Fatal("a code worked twice")
	}
	res, err := cfg.Client(ctx, tok).Get(srv.URL + "/oauth/discord/api/users/@me")
	if err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("profile: %v %v", res, err)
	}
	if res, _ := http.Get(srv.URL + "/oauth/discord/api/users/@me"); res.StatusCode != http.StatusUnauthorized {
		t.Fatalf("profile without a token: %d", res.StatusCode)
	}
}

func TestSMSSpeaksTwilio(t *testing.T) {
	s := &SMS{Prefix: "/sms", AccountSID: "AC1", AuthToken: "tok"}
	srv := httptest.NewServer(s)
	defer srv.Close()
	post := func(token string, f url.Values) *http.Response {
		req, _ := http.NewRequest(http.MethodPost, srv.URL+"/sms/2010-04-01/Accounts/AC1/Messages.json", strings.NewReader(f.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.SetBasicAuth("AC1", token)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	if res := post("bad", url.Values{"To": {"+4915112345678"}, "Body": {"x"}}); res.StatusCode != http.StatusUnauthorized {
		t.Fatalf("bad token: %d", res.StatusCode)
	}
	if res := post("tok", url.Values{"To": {"123"}, "Body": {"x"}}); res.StatusCode != http.StatusBadRequest {
		t.Fatalf("bad number: %d", res.StatusCode)
	}
	if res := post("tok", url.Values{"To": {"+4915112345678"}, "From": {"+1500"}, "Body": {"code 123456"}}); res.StatusCode != http.StatusCreated {
		t.Fatalf("send: %d", res.StatusCode)
	}
	if m := s.Messages(); len(m) != 1 || m[0].Body != "code 123456" || !strings.HasPrefix(m[0].SID, "SM") {
		t.Fatalf("messages %+v", m)
	}
}
