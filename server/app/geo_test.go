package app_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"slices"
	"strconv"
	"testing"
)

// settingsWith reads settings { restrictions country } with extra headers.
func (s *testServer) settingsWith(t *testing.T, tok string, hdr ...string) (restrictions []string, country *string) {
	t.Helper()
	r := s.do(t, "POST", "/graphql", tok, "application/json",
		bytes.NewReader(mustJSON(t, map[string]any{"query": `{ settings { restrictions country } }`})), hdr...)
	var g struct {
		Data struct {
			Settings struct {
				Restrictions []string
				Country      *string
			}
		}
		Errors []any
	}
	if err := json.Unmarshal(r.Body, &g); err != nil || len(g.Errors) > 0 || r.Status != http.StatusOK {
		t.Fatalf("settings: %s", r)
	}
	return g.Data.Settings.Restrictions, g.Data.Settings.Country
}

// A visitor's own X-Country-Code or CF-IPCountry is ignored unless it comes
// from a trusted proxy (TRUSTED_PROXIES); none is trusted by default.
func TestCountryHeaderOnlyFromTrustedProxies(t *testing.T) {
	t.Parallel()
	env := map[string]string{"RESTRICTED_COUNTRIES": "SE:case_open_normal"}
	direct := catalogServer(t, env)
	_, tok := direct.player(t, 5000)
	for _, h := range []string{"X-Country-Code", "CF-IPCountry"} {
		if rs, cc := direct.settingsWith(t, "", h, "SE"); slices.Contains(rs, "case_open_normal") || cc != nil {
			t.Errorf("%s from an untrusted peer believed: restrictions %v country %v", h, rs, cc)
		}
		r := direct.do(t, "POST", "/case/open", tok, "application/json", bytes.NewReader(mustJSON(t, map[string]any{"alias": "test-case"})), h, "SE")
		if r.Status != http.StatusOK {
			t.Errorf("open with a client-sent %s: %s", h, r)
		}
	}

	env["TRUSTED_PROXIES"] = "127.0.0.1"
	proxied := catalogServer(t, env)
	_, tok = proxied.player(t, 5000)
	for _, h := range []string{"CF-IPCountry"} { // COUNTRY_HEADER's default
		if rs, cc := proxied.settingsWith(t, "", h, "SE"); !slices.Contains(rs, "case_open_normal") || cc == nil || *cc != "SE" {
			t.Errorf("%s from a trusted proxy ignored: restrictions %v country %v", h, rs, cc)
		}
		r := proxied.do(t, "POST", "/case/open", tok, "application/json", bytes.NewReader(mustJSON(t, map[string]any{"alias": "test-case"})), h, "SE")
		wantAPIError(t, r, http.StatusForbidden, "api.restricted")
	}
}

// Restrictions follow the stricter of the account's country and the
// request's: declaring another country with set_country lifts nothing.
func TestSetCountryCannotLiftIPRestriction(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, map[string]string{"RESTRICTED_COUNTRIES": "SE:case_open_normal,DE:upgrade", "TRUSTED_PROXIES": "127.0.0.1"})
	_, tok := s.player(t, 5000)
	fromSE := []string{"CF-IPCountry", "SE"}
	set := func(cc string) {
		t.Helper()
		if r := s.do(t, "POST", "/user/set_country", tok, "application/json", bytes.NewReader(mustJSON(t, map[string]any{"country_code": cc})), fromSE...); r.Status != http.StatusOK {
			t.Fatalf("set_country %s: %s", cc, r)
		}
	}
	open := func(hdr ...string) result {
		return s.do(t, "POST", "/case/open", tok, "application/json", bytes.NewReader(mustJSON(t, map[string]any{"alias": "test-case"})), hdr...)
	}

	set("DE")
	wantAPIError(t, open(fromSE...), http.StatusForbidden, "api.restricted")
	g := s.do(t, "POST", "/graphql", tok, "application/json",
		bytes.NewReader(mustJSON(t, map[string]any{"query": `mutation { openCase(input: {caseAlias: "test-case", count: 1}) { cost } }`})), fromSE...)
	if !bytes.Contains(g.Body, []byte(`"api.restricted"`)) {
		t.Fatalf("GraphQL openCase from SE with the account in DE: %s", g)
	}
	rs, cc := s.settingsWith(t, tok, fromSE...)
	if want := []string{"case_open_normal", "upgrade"}; !slices.Equal(rs, want) || cc == nil || *cc != "DE" {
		t.Fatalf("settings from SE with the account in DE: %v %v, want %v and DE", rs, cc, want)
	}
	var me struct {
		Data struct {
			Restrictions []string `json:"restrictions"`
		} `json:"data"`
	}
	if err := json.Unmarshal(s.do(t, "GET", "/api/user/me", tok, "", nil, fromSE...).Body, &me); err != nil || !slices.Contains(me.Data.Restrictions, "case_open_normal") {
		t.Fatalf("/user/me restrictions %v (%v)", me.Data.Restrictions, err)
	}

	// The account's own country still counts wherever the request comes from.
	set("SE")
	wantAPIError(t, open("CF-IPCountry", "DE"), http.StatusForbidden, "api.restricted")
	// And with neither country restricted, opening works.
	set("FI")
	if r := open("CF-IPCountry", "FI"); r.Status != http.StatusOK {
		t.Fatalf("open from FI: %s", r)
	}
}

// Anonymous rate limits key on the client's address as the trusted proxies
// report it, so visitors behind one load balancer do not share a budget, and
// a visitor cannot pick a fresh budget by writing X-Forwarded-For itself.
func TestAnonymousLimitKeyThroughTrustedProxies(t *testing.T) {
	t.Parallel()
	const limit = 30 // GET /auth/login per minute
	login := func(s *testServer, xff string) int {
		return s.do(t, "GET", "/api/auth/login", "", "", nil, "X-Forwarded-For", xff).Status
	}
	proxied := startServer(t, map[string]string{"TRUSTED_PROXIES": "127.0.0.1"})
	for i := range limit {
		if st := login(proxied, "203.0.113.1"); st != http.StatusOK {
			t.Fatalf("request %d: HTTP %d", i+1, st)
		}
	}
	if st := login(proxied, "203.0.113.1"); st != http.StatusTooManyRequests {
		t.Fatalf("over the limit: HTTP %d", st)
	}
	// The client prepends an address of its own: the proxy's entry still counts.
	if st := login(proxied, "198.51.100.9, 203.0.113.1"); st != http.StatusTooManyRequests {
		t.Fatalf("spoofed X-Forwarded-For escaped the limit: HTTP %d", st)
	}
	if st := login(proxied, "203.0.113.2"); st != http.StatusOK {
		t.Fatalf("another visitor behind the same proxy: HTTP %d", st)
	}

	// Without trusted proxies the header is the visitor's own word: ignored.
	direct := startServer(t, nil)
	for i := range limit {
		if st := login(direct, "203.0.113."+strconv.Itoa(i)); st != http.StatusOK {
			t.Fatalf("request %d: HTTP %d", i+1, st)
		}
	}
	if st := login(direct, "203.0.113.200"); st != http.StatusTooManyRequests {
		t.Fatalf("X-Forwarded-For from an untrusted peer gave a fresh budget: HTTP %d", st)
	}
}
