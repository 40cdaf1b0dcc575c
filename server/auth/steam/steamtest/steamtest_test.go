package steamtest

import (
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

func authURL(endpoint, returnTo, realm string) string {
	return endpoint + "?" + url.Values{
		"openid.ns":         {nsOpenID2},
		"openid.mode":       {"checkid_setup"},
		"openid.return_to":  {returnTo},
		"openid.realm":      {realm},
		"openid.identity":   {identifierSelect},
		"openid.claimed_id": {identifierSelect},
	}.Encode()
}

// The fake must be as strict as Steam about the request, or tests of the
// relying party would pass against requests Steam rejects.
func TestLoginRefusesBadRequests(t *testing.T) {
	s := New()
	defer s.Close()
	for name, u := range map[string]string{
		"return_to outside realm": authURL(s.Endpoint(), "https://evil.example/cb", "https://casefront.example/"),
		"realm path mismatch":     authURL(s.Endpoint(), "https://casefront.example/cb", "https://casefront.example/admin/"),
		"relative return_to":      authURL(s.Endpoint(), "/cb", "https://casefront.example/"),
		"OpenID 1 request":        s.Endpoint() + "?openid.mode=checkid_setup&openid.return_to=https%3A%2F%2Fcasefront.example%2Fcb",
	} {
		if _, err := s.Login(u); err == nil {
			t.Errorf("%s: Login succeeded", name)
		}
	}
	if _, err := s.Login(authURL(s.Endpoint(), "https://a.casefront.example/cb", "https://*.casefront.example/")); err != nil {
		t.Errorf("wildcard realm: %v", err)
	}
}

func TestCheckAuthenticationRoundTrip(t *testing.T) {
	s := New()
	defer s.Close()
	s.SetUser("76561198000000001", "n", "")
	cb, err := s.Login(authURL(s.Endpoint(), "https://casefront.example/cb?x=1", "https://casefront.example/"))
	if err != nil {
		t.Fatal(err)
	}
	u, _ := url.Parse(cb)
	q := u.Query()
	if q.Get("x") != "1" || q.Get("openid.claimed_id") != identityPrefix+"76561198000000001" {
		t.Fatalf("callback %s", cb)
	}

	post := func(f url.Values) string {
		t.Helper()
		f.Set("openid.mode", "check_authentication")
		f.Del("x")
		resp, err := http.PostForm(s.Endpoint(), f)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	if got := post(u.Query()); got != "ns:"+nsOpenID2+"\nis_valid:true\n" {
		t.Fatalf("genuine: %q", got)
	}
	// A newline lets field boundaries shift inside the signed message.
	f := u.Query()
	f.Set("openid.identity", f.Get("openid.identity")+"\nx:y")
	if got := post(f); !strings.Contains(got, "is_valid:false") {
		t.Fatalf("newline in value: %q", got)
	}

	// Direct verification over GET is not part of the protocol.
	g := u.Query()
	g.Set("openid.mode", "check_authentication")
	resp, err := http.Get(s.Endpoint() + "?" + g.Encode())
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode == http.StatusOK {
		t.Fatal("check_authentication over GET answered 200")
	}
}

func TestAPIKeyRequired(t *testing.T) {
	s := New()
	defer s.Close()
	for _, key := range []string{"", "any"} {
		resp, err := http.Get(s.APIBase() + "/ISteamUser/GetPlayerSummaries/v2/?steamids=" + DefaultSteamID + "&key=" + key)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		want := http.StatusOK
		if key == "" {
			want = http.StatusForbidden
		}
		if resp.StatusCode != want {
			t.Errorf("key %q before SetAPIKey: HTTP %d, want %d", key, resp.StatusCode, want)
		}
	}
	s.SetAPIKey("k")
	resp, err := http.Get(s.APIBase() + "/ISteamUser/GetPlayerSummaries/v2/?steamids=" + DefaultSteamID + "&key=any")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusForbidden {
		t.Errorf("wrong key: HTTP %d, want 403", resp.StatusCode)
	}
}
