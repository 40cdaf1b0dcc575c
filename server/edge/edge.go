// Package edge tells who is at the other end of a request when proxies (a
// load balancer, a CDN) stand in between: the client's address, for
// anonymous rate limits, and the country the proxy reports, for country
// restrictions. Forwarding headers are believed only from the configured
// trusted proxies (TRUSTED_PROXIES); anyone else could write them.
package edge

import (
	"context"
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// Client is what the request says about the visitor once proxies are accounted for.
type Client struct {
	IP      string // the client's address
	Country string // upper-case ISO code reported by a trusted proxy, or ""
	Proxied bool   // the peer is a trusted proxy
}

// Proxies are the trusted proxies' networks.
type Proxies []netip.Prefix

// Trusts reports whether addr belongs to a trusted proxy.
func (p Proxies) Trusts(addr netip.Addr) bool {
	addr = addr.Unmap()
	for _, n := range p {
		if n.Contains(addr) {
			return true
		}
	}
	return false
}

// DefaultCountryHeader is where Cloudflare puts the visitor's country.
const DefaultCountryHeader = "CF-IPCountry"

// Config is what the deployment says about the proxies in front.
type Config struct {
	Proxies Proxies
	// CountryHeader is the one header a trusted proxy writes the visitor's
	// country into (COUNTRY_HEADER); "" means DefaultCountryHeader and "-"
	// that no header is believed. Only one: proxies pass through the headers
	// they do not set themselves (Cloudflare and a default nginx do), so a
	// second header the proxy leaves alone would be the client's choice.
	CountryHeader string
}

// Of works out the client of r. From an untrusted peer it is the peer itself
// and every forwarding header is ignored. From a trusted proxy it is the
// right-most X-Forwarded-For entry that is not itself a trusted proxy (the
// entries to its left were written by the client and prove nothing), else
// CF-Connecting-IP; and the configured country header is believed.
func (cfg Config) Of(r *http.Request) Client {
	p := cfg.Proxies
	peer, ok := peerAddr(r.RemoteAddr)
	if !ok {
		return Client{IP: r.RemoteAddr}
	}
	c := Client{IP: peer.String()}
	if !p.Trusts(peer) {
		return c
	}
	c.Proxied = true
	if xff := r.Header.Values("X-Forwarded-For"); len(xff) > 0 {
		if ip, ok := p.forwardedFor(xff); ok {
			c.IP = ip.String()
		}
	} else if ip, err := netip.ParseAddr(strings.TrimSpace(r.Header.Get("CF-Connecting-IP"))); err == nil {
		c.IP = ip.Unmap().String()
	}
	if h := cfg.countryHeader(); h != "" {
		// Unknown stays unknown: another header is no better a witness.
		if cc := strings.ToUpper(strings.TrimSpace(r.Header.Get(h))); isCountry(cc) {
			c.Country = cc
		}
	}
	return c
}

// NoCountryHeader as CountryHeader believes no country header.
const NoCountryHeader = "-"

func (cfg Config) countryHeader() string {
	switch cfg.CountryHeader {
	case "":
		return DefaultCountryHeader
	case NoCountryHeader:
		return ""
	}
	return cfg.CountryHeader
}

// forwardedFor walks the chain from the nearest hop outwards and stops at the
// first address no trusted proxy vouches for. A malformed entry ends the walk
// at the last good hop: whoever wrote it is not to be believed further.
func (p Proxies) forwardedFor(values []string) (netip.Addr, bool) {
	var hops []string
	for _, v := range values {
		hops = append(hops, strings.Split(v, ",")...)
	}
	var last netip.Addr
	for i := len(hops) - 1; i >= 0; i-- {
		ip, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
		if err != nil {
			break
		}
		last = ip.Unmap()
		if !p.Trusts(last) {
			return last, true
		}
	}
	return last, last.IsValid()
}

func peerAddr(remote string) (netip.Addr, bool) {
	host, _, err := net.SplitHostPort(remote)
	if err != nil {
		host = remote
	}
	ip, err := netip.ParseAddr(host)
	if err != nil {
		return netip.Addr{}, false
	}
	return ip.Unmap(), true
}

// isCountry accepts two letters. Cloudflare's "XX" (unknown) and "T1" (Tor)
// are no country: the caller then falls back to what it knew before.
func isCountry(cc string) bool {
	return len(cc) == 2 && cc[0] >= 'A' && cc[0] <= 'Z' && cc[1] >= 'A' && cc[1] <= 'Z' && cc != "XX"
}

type ctxKey struct{}

// Middleware stores the request's Client in its context.
func (cfg Config) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		next.ServeHTTP(w, r.WithContext(With(r.Context(), cfg.Of(r))))
	})
}

// With stores a Client in a context.
func With(ctx context.Context, c Client) context.Context {
	return context.WithValue(ctx, ctxKey{}, c)
}

// From returns the Client of a context (zero when the middleware did not run).
func From(ctx context.Context) Client {
	c, _ := ctx.Value(ctxKey{}).(Client)
	return c
}

// IP is the client address of r: as the middleware found it, else the peer.
func IP(r *http.Request) string {
	if c := From(r.Context()); c.IP != "" {
		return c.IP
	}
	if ip, ok := peerAddr(r.RemoteAddr); ok {
		return ip.String()
	}
	return r.RemoteAddr
}

// LimitKey is what a client address is charged as by anonymous limits (rate
// limits, the websocket cap): an IPv4 address as it is, an IPv6 address by
// its /64. One subscriber is routinely given a whole /64 and can pick any
// address in it at no cost, so keying on the full address would give them
// as many fresh budgets as they like. Something that is not an address is
// returned unchanged.
func LimitKey(addr string) string {
	ip, err := netip.ParseAddr(addr)
	if err != nil {
		return addr
	}
	ip = ip.Unmap().WithZone("")
	if ip.Is4() {
		return ip.String()
	}
	return netip.PrefixFrom(ip, 64).Masked().String()
}

// LimitIP is the LimitKey of r's client address (IP).
func LimitIP(r *http.Request) string { return LimitKey(IP(r)) }
