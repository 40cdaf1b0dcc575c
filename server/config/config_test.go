package config

import (
	"strings"
	"testing"
	"time"
)

// testVAPID is a key pair for production-like configurations, which need one.
var testVAPID = map[string]string{"VAPID_PUBLIC_KEY": "BCoPASlhUCrfKaLP2HshoNrVjGN-FCdYpfcwl6F8v_rgTyLj4VfETgRKlG51G33o7YPYb8ZS75s-m1QBJzQfcI0", "VAPID_PRIVATE_KEY": "xZjMslS6CbhkUNqdAgHHVzj5Md7S218Zp8EU3rOihgc"}

// env reads m, with testVAPID unless m names VAPID_PRIVATE_KEY.
func env(m map[string]string) func(string) (string, bool) {
	return func(k string) (string, bool) {
		if _, own := m["VAPID_PRIVATE_KEY"]; !own && testVAPID[k] != "" {
			return testVAPID[k], true
		}
		v, ok := m[k]
		return v, ok
	}
}

func TestDefaults(t *testing.T) {
	c, err := Load(env(map[string]string{"DATABASE_URL": "sqlite://" + t.TempDir() + "/x.db"}))
	if err != nil {
		t.Fatal(err)
	}
	if c.HTTPAddr != ":8080" || c.DevLogin || c.RedisURL != "" || len(c.JWTSecret) < 32 || c.Production() {
		t.Fatalf("%+v", c)
	}
}

func TestDevLoginRefusedInProduction(t *testing.T) {
	_, err := Load(env(map[string]string{"DEV_LOGIN": "1", "BASE_URL": "https://casefront.example", "JWT_SECRET": "x"}))
	if err == nil {
		t.Fatal("DEV_LOGIN with a public BASE_URL must refuse to start")
	}
	if _, err := Load(env(map[string]string{"DEV_LOGIN": "1", "BASE_URL": "http://127.0.0.1:9999", "DATABASE_URL": "sqlite://:memory:"})); err != nil {
		t.Fatal(err)
	}
}

func TestProductionNeedsSecret(t *testing.T) {
	if _, err := Load(env(map[string]string{"BASE_URL": "https://casefront.example"})); err == nil {
		t.Fatal("a public BASE_URL without JWT_SECRET must refuse to start")
	}
}

func TestRestrictions(t *testing.T) {
	c, err := Load(env(map[string]string{"DATABASE_URL": "sqlite://:memory:", "RESTRICTED_FEATURES": "top_drop, blog", "RESTRICTED_COUNTRIES": "us:case_battle|upgrade,GB:pickem"}))
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Restricted) != 2 || len(c.RestrictedCountry["US"]) != 2 || c.RestrictedCountry["GB"][0] != "pickem" {
		t.Fatalf("%+v %+v", c.Restricted, c.RestrictedCountry)
	}
}

func TestGraphQLToolsOffInProduction(t *testing.T) {
	cases := []struct {
		env                     map[string]string
		introspection, graphiql bool
	}{
		{map[string]string{"DATABASE_URL": "sqlite://:memory:"}, true, true},
		{map[string]string{"DATABASE_URL": "sqlite://:memory:", "GRAPHQL_INTROSPECTION": "0", "GRAPHIQL": "0"}, false, false},
		{map[string]string{"BASE_URL": "https://casefront.example", "JWT_SECRET": "x"}, false, false},
		{map[string]string{"BASE_URL": "https://casefront.example", "JWT_SECRET": "x", "GRAPHQL_INTROSPECTION": "1"}, true, false},
		{map[string]string{"BASE_URL": "https://casefront.example", "JWT_SECRET": "x", "GRAPHIQL": "1"}, false, true},
	}
	for _, tc := range cases {
		c, err := Load(env(tc.env))
		if err != nil {
			t.Fatal(err)
		}
		if c.GraphQLIntrospection != tc.introspection || c.GraphiQL != tc.graphiql {
			t.Errorf("%v: introspection %v graphiql %v, want %v %v", tc.env, c.GraphQLIntrospection, c.GraphiQL, tc.introspection, tc.graphiql)
		}
	}
}

func TestTrustedProxies(t *testing.T) {
	c, err := Load(env(map[string]string{"DATABASE_URL": "sqlite://:memory:"}))
	if err != nil {
		t.Fatal(err)
	}
	if len(c.TrustedProxies) != 0 {
		t.Fatalf("no proxy may be trusted by default: %v", c.TrustedProxies)
	}
	c, err = Load(env(map[string]string{"DATABASE_URL": "sqlite://:memory:", "TRUSTED_PROXIES": " 10.0.0.0/8, 127.0.0.1 ,2001:db8::/32,::1,192.168.1.7/16"}))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"10.0.0.0/8", "127.0.0.1/32", "2001:db8::/32", "::1/128", "192.168.0.0/16"}
	if len(c.TrustedProxies) != len(want) {
		t.Fatalf("%v, want %v", c.TrustedProxies, want)
	}
	for i, p := range c.TrustedProxies {
		if p.String() != want[i] {
			t.Errorf("entry %d: %s, want %s", i, p, want[i])
		}
	}
	for _, bad := range []string{"10.0.0.0/33", "localhost", "10.0.0.1:80", "fe80::1%eth0"} {
		if _, err := Load(env(map[string]string{"DATABASE_URL": "sqlite://:memory:", "TRUSTED_PROXIES": bad})); err == nil {
			t.Errorf("TRUSTED_PROXIES=%q accepted", bad)
		}
	}
}

func TestCountryHeader(t *testing.T) {
	for v, want := range map[string]string{"": "CF-IPCountry", "X-Country-Code": "X-Country-Code", " -": "-"} {
		c, err := Load(env(map[string]string{"DATABASE_URL": "sqlite://:memory:", "COUNTRY_HEADER": v}))
		if err != nil {
			t.Fatalf("COUNTRY_HEADER=%q: %v", v, err)
		}
		if c.CountryHeader != want {
			t.Errorf("COUNTRY_HEADER=%q: %q, want %q", v, c.CountryHeader, want)
		}
	}
	// One header only: a list would suggest a fallback that is not there.
	for _, bad := range []string{"CF-IPCountry,X-Country-Code", "CF IPCountry", "X:Country"} {
		if _, err := Load(env(map[string]string{"DATABASE_URL": "sqlite://:memory:", "COUNTRY_HEADER": bad})); err == nil {
			t.Errorf("COUNTRY_HEADER=%q accepted", bad)
		}
	}
}

// Numbers that would misconfigure the games, the pool or the profiler stop
// the server at start, naming the variable.
func TestRefusesBadTuning(t *testing.T) {
	for name, value := range map[string]string{
		"CONTRACT_HOUSE_EDGE_BPS": "0", "CHANGE_SPREAD_BPS": "9000", "DB_MAX_CONNS": "-1",
		"DB_CONN_LIFETIME": "5ms", "DEBUG_ADDR": ":6060", "UPGRADE_HOUSE_EDGE_BPS": "x", "JOBS_POLL": "1ms",
	} {
		_, err := Load(env(map[string]string{"DATABASE_URL": "sqlite://:memory:", name: value}))
		if err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("%s=%s: %v", name, value, err)
		}
	}
	c, err := Load(env(map[string]string{"DATABASE_URL": "sqlite://:memory:", "DB_MAX_CONNS": "64", "DEBUG_ADDR": "127.0.0.1:6060",
		"CONTRACT_HOUSE_EDGE_BPS": "300", "CHANGE_SPREAD_BPS": "250", "JOBS_POLL": "50ms"}))
	if err != nil || c.DBMaxConns != 64 || c.DebugAddr != "127.0.0.1:6060" || c.ContractEdgeBps != 300 || c.ChangeSpreadBps != 250 ||
		c.JobsPoll != 50*time.Millisecond {
		t.Fatalf("%+v %v", c, err)
	}
	if c, err := Load(env(map[string]string{"DATABASE_URL": "sqlite://:memory:"})); err != nil || c.JobsPoll != time.Second {
		t.Fatalf("default JOBS_POLL: %v %v", c.JobsPoll, err)
	}
}

// The sandbox payment provider is on by itself only for a local BASE_URL; a
// public one needs PAYMENTS_SANDBOX=1. Its key and secret derive from
// JWT_SECRET unless set.
func TestPaymentsSandbox(t *testing.T) {
	cases := []struct {
		env map[string]string
		on  bool
	}{
		{map[string]string{"DATABASE_URL": "sqlite://:memory:"}, true},
		{map[string]string{"DATABASE_URL": "sqlite://:memory:", "PAYMENTS_SANDBOX": "0"}, false},
		{map[string]string{"BASE_URL": "https://casefront.example", "JWT_SECRET": "x"}, false},
		{map[string]string{"BASE_URL": "https://casefront.example", "JWT_SECRET": "x", "PAYMENTS_SANDBOX": "1"}, true},
	}
	for _, tc := range cases {
		c, err := Load(env(tc.env))
		if err != nil {
			t.Fatal(err)
		}
		if c.Payments.Sandbox != tc.on {
			t.Errorf("%v: sandbox %v", tc.env, c.Payments.Sandbox)
		}
	}
	if _, err := Load(env(map[string]string{"DATABASE_URL": "sqlite://:memory:", "PAYMENTS_SANDBOX": "maybe"})); err == nil {
		t.Error("PAYMENTS_SANDBOX=maybe accepted")
	}
	if _, err := Load(env(map[string]string{"DATABASE_URL": "sqlite://:memory:", "SANDBOX_PSP_URL": "/psp"})); err == nil {
		t.Error("a relative SANDBOX_PSP_URL accepted")
	}
	a, _ := Load(env(map[string]string{"BASE_URL": "https://casefront.example", "JWT_SECRET": "one", "PAYMENTS_SANDBOX": "1"}))
	b, _ := Load(env(map[string]string{"BASE_URL": "https://casefront.example", "JWT_SECRET": "one", "PAYMENTS_SANDBOX": "1"}))
	o, _ := Load(env(map[string]string{"BASE_URL": "https://casefront.example", "JWT_SECRET": "two", "PAYMENTS_SANDBOX": "1"}))
	if a.Payments.SandboxURL != "https://casefront.example/sandbox/psp" || len(a.Payments.SandboxAPIKey) != 64 ||
		a.Payments.SandboxAPIKey != b.Payments.SandboxAPIKey || string(a.Payments.SandboxWebhookSecret) != string(b.Payments.SandboxWebhookSecret) ||
		a.Payments.SandboxAPIKey == o.Payments.SandboxAPIKey || a.Payments.SandboxAPIKey == string(a.Payments.SandboxWebhookSecret) {
		t.Fatalf("derived settings: %+v", a)
	}
	s, _ := Load(env(map[string]string{"DATABASE_URL": "sqlite://:memory:", "SANDBOX_PSP_URL": "http://127.0.0.1:8080/sandbox/psp/",
		"SANDBOX_PSP_API_KEY": "k", "SANDBOX_PSP_WEBHOOK_SECRET": "s"}))
	if s.Payments.SandboxURL != "http://127.0.0.1:8080/sandbox/psp" || s.Payments.SandboxAPIKey != "k" || string(s.Payments.SandboxWebhookSecret) != "s" {
		t.Fatalf("explicit settings: %+v", s)
	}
}

func TestPushKeys(t *testing.T) {
	dir := t.TempDir()
	dev := map[string]string{"DATABASE_URL": "sqlite://" + dir + "/x.db", "VAPID_PRIVATE_KEY": ""}
	a, err := Load(env(dev))
	if err != nil {
		t.Fatal(err)
	}
	if checkVAPID(a.Push.PublicKey, a.Push.PrivateKey) != nil || a.Push.Subject != "mailto:push@localhost" {
		t.Fatalf("generated keys %+v", a.Push)
	}
	b, err := Load(env(dev))
	if err != nil || b.Push != a.Push {
		t.Fatalf("a restart made other keys: %+v, %v", b.Push, err)
	}
	if _, err := Load(env(map[string]string{"BASE_URL": "https://casefront.example", "JWT_SECRET": "x", "VAPID_PRIVATE_KEY": ""})); err == nil {
		t.Error("production started without VAPID keys")
	}
	p, err := Load(env(map[string]string{"BASE_URL": "https://casefront.example", "JWT_SECRET": "x"}))
	if err != nil || p.Push.PublicKey != testVAPID["VAPID_PUBLIC_KEY"] || p.Push.Subject != "https://casefront.example" {
		t.Fatalf("configured keys: %+v, %v", p.Push, err)
	}
	for name, m := range map[string]map[string]string{
		"another pair's public key": {"VAPID_PUBLIC_KEY": a.Push.PublicKey, "VAPID_PRIVATE_KEY": testVAPID["VAPID_PRIVATE_KEY"]},
		"not base64url":             {"VAPID_PUBLIC_KEY": "x", "VAPID_PRIVATE_KEY": "!!"},
		"a bad subject":             {"VAPID_SUBJECT": "push@example.com"},
	} {
		if _, err := Load(env(m)); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}
