package app_test

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"testing"
)

// Only the configured country header of a trusted proxy is believed. A
// proxy passes through the headers it does not set, so any other one is the
// client's choice, even when the configured one says "unknown".
func TestOnlyTheConfiguredCountryHeader(t *testing.T) {
	t.Parallel()
	env := map[string]string{"RESTRICTED_COUNTRIES": "SE:case_open_normal", "TRUSTED_PROXIES": "127.0.0.1"}
	s := catalogServer(t, env)
	_, tok := s.player(t, 5000)
	open := func(s *testServer, tok string, hdr ...string) result {
		return s.do(t, "POST", "/case/open", tok, "application/json", bytes.NewReader(mustJSON(t, map[string]any{"alias": "test-case"})), hdr...)
	}
	// Behind nginx writing its GeoIP country into X-Country-Code, a client's
	// own CF-IPCountry must not win.
	env["COUNTRY_HEADER"] = "X-Country-Code"
	nginx := catalogServer(t, env)
	_, ntok := nginx.player(t, 5000)
	wantAPIError(t, open(nginx, ntok, "X-Country-Code", "SE", "CF-IPCountry", "FI"), http.StatusForbidden, "api.restricted")
	// Cloudflare says "unknown" or "Tor": a client-written X-Country-Code
	// does not fill the gap.
	for _, unknown := range []string{"XX", "T1"} {
		if r := s.do(t, "POST", "/graphql", "", "application/json",
			bytes.NewReader(mustJSON(t, map[string]any{"query": `{ settings { country } }`})),
			"CF-IPCountry", unknown, "X-Country-Code", "SE"); bytes.Contains(r.Body, []byte(`"SE"`)) {
			t.Errorf("CF-IPCountry %s with X-Country-Code SE: %s", unknown, r)
		}
	}
	if r := open(s, tok, "CF-IPCountry", "FI", "X-Country-Code", "SE"); r.Status != http.StatusOK {
		t.Fatalf("CF-IPCountry FI: %s", r)
	}
}

// Where the proxy cannot tell the request's country, the country it
// reported at the player's last sign-in counts: hiding behind Tor or a
// network the proxy cannot place lifts nothing.
func TestUnknownCountryFallsBackToSignInCountry(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, map[string]string{"RESTRICTED_COUNTRIES": "SE:case_open_normal", "TRUSTED_PROXIES": "127.0.0.1"})
	u, tok := s.player(t, 5000)
	s.App.DB.User.UpdateOneID(u.ID).SetIPCountry("SE").ExecX(context.Background())
	open := func(hdr ...string) result {
		return s.do(t, "POST", "/case/open", tok, "application/json", bytes.NewReader(mustJSON(t, map[string]any{"alias": "test-case"})), hdr...)
	}
	for _, hdr := range [][]string{nil, {"CF-IPCountry", "XX"}, {"CF-IPCountry", "T1", "X-Country-Code", "FI"}, {"CF-IPCountry", "F1"}} {
		wantAPIError(t, open(hdr...), http.StatusForbidden, "api.restricted")
	}
	g := s.do(t, "POST", "/graphql", tok, "application/json",
		bytes.NewReader(mustJSON(t, map[string]any{"query": `mutation { openCase(input: {caseAlias: "test-case", count: 1}) { cost } }`})),
		"CF-IPCountry", "T1")
	if !bytes.Contains(g.Body, []byte(`"api.restricted"`)) {
		t.Fatalf("GraphQL openCase over Tor after signing in from SE: %s", g)
	}
	// A country the proxy does report is the request's.
	if r := open("CF-IPCountry", "FI"); r.Status != http.StatusOK {
		t.Fatalf("open from FI: %s", r)
	}
}

// A subscriber holds a whole IPv6 /64 and can take any address in it:
// anonymous budgets are charged per /64, not per address.
func TestAnonymousLimitsKeyIPv6By64(t *testing.T) {
	t.Parallel()
	s := startServer(t, map[string]string{"TRUSTED_PROXIES": "127.0.0.1"})
	login := func(xff string) int {
		return s.do(t, "GET", "/api/auth/login", "", "", nil, "X-Forwarded-For", xff).Status
	}
	const limit = 30 // GET /auth/login per minute
	for i := range limit {
		if st := login(fmt.Sprintf("2001:db8:1:2::%x", i+1)); st != http.StatusOK {
			t.Fatalf("request %d: HTTP %d", i+1, st)
		}
	}
	if st := login("2001:db8:1:2:ffff:ffff:ffff:ffff"); st != http.StatusTooManyRequests {
		t.Fatalf("a fresh address of the same /64 got a fresh budget: HTTP %d", st)
	}
	if st := login("2001:db8:1:3::1"); st != http.StatusOK {
		t.Fatalf("the next /64: HTTP %d", st)
	}

	// The per-request budget of /graphql too.
	const gqlLimit = 600
	query := func(xff string) int {
		return s.do(t, "POST", "/graphql", "", "application/json",
			bytes.NewReader(mustJSON(t, map[string]any{"query": `{ __typename }`})), "X-Forwarded-For", xff).Status
	}
	for i := range gqlLimit {
		if st := query(fmt.Sprintf("2001:db8:5:6::%x", i+1)); st != http.StatusOK {
			t.Fatalf("graphql request %d: HTTP %d", i+1, st)
		}
	}
	if st := query("2001:db8:5:6::ffff:1"); st != http.StatusTooManyRequests {
		t.Fatalf("graphql: a fresh address of the same /64 got a fresh budget: HTTP %d", st)
	}
}
