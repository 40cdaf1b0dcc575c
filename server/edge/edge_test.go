package edge

import (
	"net/http/httptest"
	"net/netip"
	"testing"
)

func TestOf(t *testing.T) {
	proxies := Proxies{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("127.0.0.1/32"), netip.MustParsePrefix("2001:db8::/32")}
	cases := []struct {
		name, peer string
		hdr        map[string]string
		ip, cc     string
	}{
		{"direct visitor", "198.51.100.7:5000", nil, "198.51.100.7", ""},
		{"direct visitor forging headers", "198.51.100.7:5000",
			map[string]string{"X-Forwarded-For": "1.2.3.4", "CF-Connecting-IP": "1.2.3.4", "X-Country-Code": "SE", "CF-IPCountry": "SE"}, "198.51.100.7", ""},
		{"one proxy", "10.0.0.2:443", map[string]string{"X-Forwarded-For": "203.0.113.9", "CF-IPCountry": "se"}, "203.0.113.9", "SE"},
		// The client wrote the left entry itself; the proxy appended the real one.
		{"spoofed chain", "10.0.0.2:443", map[string]string{"X-Forwarded-For": "1.2.3.4, 203.0.113.9"}, "203.0.113.9", ""},
		{"two proxies", "10.0.0.2:443", map[string]string{"X-Forwarded-For": "1.2.3.4, 203.0.113.9, 10.1.1.1"}, "203.0.113.9", ""},
		{"only proxies", "10.0.0.2:443", map[string]string{"X-Forwarded-For": "10.9.9.9, 10.1.1.1"}, "10.9.9.9", ""},
		{"malformed hop", "10.0.0.2:443", map[string]string{"X-Forwarded-For": "203.0.113.9, garbage, 10.1.1.1"}, "10.1.1.1", ""},
		{"malformed only", "10.0.0.2:443", map[string]string{"X-Forwarded-For": "garbage"}, "10.0.0.2", ""},
		{"cloudflare", "127.0.0.1:80", map[string]string{"CF-Connecting-IP": "2001:db9::5", "CF-IPCountry": "DE", "X-Country-Code": "SE"}, "2001:db9::5", "DE"},
		// Proxies pass through headers they do not set: another header than
		// the configured one is the client's word, whatever the proxy said.
		{"unknown country", "127.0.0.1:80", map[string]string{"CF-IPCountry": "XX", "X-Country-Code": "SE"}, "127.0.0.1", ""},
		{"tor", "127.0.0.1:80", map[string]string{"CF-IPCountry": "T1", "X-Country-Code": "SE"}, "127.0.0.1", ""},
		{"no country", "127.0.0.1:80", map[string]string{"X-Country-Code": "SE"}, "127.0.0.1", ""},
		{"bad country", "127.0.0.1:80", map[string]string{"CF-IPCountry": "S1"}, "127.0.0.1", ""},
		{"long country", "127.0.0.1:80", map[string]string{"CF-IPCountry": "SWE"}, "127.0.0.1", ""},
		{"ipv6 proxy", "[2001:db8::1]:443", map[string]string{"X-Forwarded-For": "198.51.100.1"}, "198.51.100.1", ""},
		{"mapped ipv4 peer", "[::ffff:10.0.0.2]:443", map[string]string{"X-Forwarded-For": "::ffff:198.51.100.1"}, "198.51.100.1", ""},
	}
	for _, c := range cases {
		r := httptest.NewRequest("GET", "/", nil)
		r.RemoteAddr = c.peer
		for k, v := range c.hdr {
			r.Header.Set(k, v)
		}
		got := Config{Proxies: proxies}.Of(r)
		if got.IP != c.ip || got.Country != c.cc {
			t.Errorf("%s: %+v, want ip %s country %q", c.name, got, c.ip, c.cc)
		}
	}
	// With nothing trusted (the default) every header is ignored.
	r := httptest.NewRequest("GET", "/", nil)
	r.RemoteAddr = "127.0.0.1:80"
	r.Header.Set("X-Forwarded-For", "203.0.113.9")
	r.Header.Set("CF-IPCountry", "SE")
	if got := (Config{}).Of(r); got.IP != "127.0.0.1" || got.Country != "" || got.Proxied {
		t.Errorf("no trusted proxies: %+v", got)
	}
}

// COUNTRY_HEADER names the one header believed; the default one is then
// the client's word like any other.
func TestCountryHeaderConfigured(t *testing.T) {
	proxies := Proxies{netip.MustParsePrefix("127.0.0.1/32")}
	r := httptest.NewRequest("GET", "/", nil)
	r.RemoteAddr = "127.0.0.1:80"
	r.Header.Set("CF-IPCountry", "SE")
	r.Header.Set("X-Country-Code", "de")
	if got := (Config{Proxies: proxies, CountryHeader: "X-Country-Code"}).Of(r); got.Country != "DE" {
		t.Errorf("configured X-Country-Code: %+v, want DE", got)
	}
	r.Header.Set("X-Country-Code", "XX")
	if got := (Config{Proxies: proxies, CountryHeader: "X-Country-Code"}).Of(r); got.Country != "" {
		t.Errorf("configured header unknown, default header set: %+v, want no country", got)
	}
	if got := (Config{Proxies: proxies, CountryHeader: NoCountryHeader}).Of(r); got.Country != "" || !got.Proxied {
		t.Errorf("no country header: %+v", got)
	}
}

func TestLimitKey(t *testing.T) {
	for in, want := range map[string]string{
		"198.51.100.7":         "198.51.100.7",
		"::ffff:198.51.100.7":  "198.51.100.7",
		"2001:db8:1:2:3:4:5:6": "2001:db8:1:2::/64",
		"2001:db8:1:2:ffff::1": "2001:db8:1:2::/64",
		"2001:db8:1:3::1":      "2001:db8:1:3::/64",
		"fe80::1%eth0":         "fe80::/64",
		"::1":                  "::/64",
		"not an address":       "not an address",
		"":                     "",
	} {
		if got := LimitKey(in); got != want {
			t.Errorf("LimitKey(%q) = %q, want %q", in, got, want)
		}
	}
	// Every address of one /64 is one client to the limits.
	r := httptest.NewRequest("GET", "/", nil)
	r.RemoteAddr = "[2001:db8:1:2::99]:5000"
	if got := LimitIP(r); got != "2001:db8:1:2::/64" {
		t.Errorf("LimitIP without the middleware: %q", got)
	}
	r = r.WithContext(With(r.Context(), Client{IP: "2001:db8:7:7::1"}))
	if got := LimitIP(r); got != "2001:db8:7:7::/64" {
		t.Errorf("LimitIP through the middleware's client: %q", got)
	}
}

func TestMultipleForwardedForHeaders(t *testing.T) {
	r := httptest.NewRequest("GET", "/", nil)
	r.RemoteAddr = "10.0.0.2:443"
	r.Header.Add("X-Forwarded-For", "203.0.113.9")
	r.Header.Add("X-Forwarded-For", "198.51.100.4")
	if got := (Config{Proxies: Proxies{netip.MustParsePrefix("10.0.0.0/8")}}).Of(r); got.IP != "198.51.100.4" {
		t.Fatalf("%+v, want the last header's entry", got)
	}
}
