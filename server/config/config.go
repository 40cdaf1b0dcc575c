// Package config reads the environment into a typed configuration. Every
// setting has a default for the embedded mode; the names are the contract
// documented in README.md.
package config

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/netip"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/casefront/casefront/server/debug"

	"github.com/casefront/casefront/server/edge"
)

// Config is the server's configuration.
type Config struct {
	HTTPAddr          string
	BaseURL           string
	DatabaseURL       string
	RedisURL          string
	RedisPrefix       string        // REDIS_PREFIX; empty: derived from the database's deployment id
	SocketsPerAddress int           // WS_MAX_PER_ADDRESS: websockets one client address may hold per instance; 0 = no cap
	UpgradeEdgeBps    int64         // UPGRADE_HOUSE_EDGE_BPS: the upgrade game's house edge, in basis points
	DebugAddr         string        // DEBUG_ADDR: serve /debug/pprof there (loopback only); empty: off
	DBMaxConns        int           // DB_MAX_CONNS: open (and idle) database connections; 0: the dialect's default
	DBConnLifetime    time.Duration // DB_CONN_LIFETIME: a connection is retired after this long
	JobsPoll          time.Duration // JOBS_POLL: how often the job queue looks for due jobs (River's fetch poll)
	PageViewFlush     time.Duration // PAGEVIEW_FLUSH: how often counted page views are written (server/tracking)
	ContractEdgeBps   int64         // CONTRACT_HOUSE_EDGE_BPS: the contract game's house edge, in basis points
	ChangeSpreadBps   int64         // CHANGE_SPREAD_BPS: the skin changer's spread, in basis points
	JWTSecret         []byte
	DevLogin          bool
	DemoSeed          bool
	SteamOpenIDURL    string
	SteamAPIURL       string
	SteamAPIKey       string
	AssetsBaseURL     string
	WebDir            string              // serve the client from disk instead of the embedded build
	Restricted        []string            // RESTRICTED_FEATURES: active for everyone
	RestrictedCountry map[string][]string // RESTRICTED_COUNTRIES: "US:case_battle|upgrade,GB:pickem"
	DemoGrantCents    int64
	RateLimits        bool     // RATE_LIMITS=off disables per-user request limits (load tests)
	CORSOrigins       []string // CORS_ORIGINS: other origins whose browsers may call the API
	// GRAPHQL_INTROSPECTION=1 / GRAPHIQL=1: on by default for a local
	// BASE_URL, off in production unless set (0 turns them off locally).
	GraphQLIntrospection bool
	GraphiQL             bool
	// TrustedProxies (TRUSTED_PROXIES) are the proxies whose X-Forwarded-For,
	// CF-Connecting-IP and country headers are believed; none by default.
	TrustedProxies []netip.Prefix
	// CountryHeader (COUNTRY_HEADER) is the one header of a trusted proxy
	// that tells the visitor's country; "-" believes none.
	CountryHeader string
	LogLevel      string
	// OpenAPICheck validates every REST response against docs/openapi.json
	// and logs a mismatch as an error (OPENAPI_CHECK=1; tests and the e2e
	// run, never production: it buffers every answer).
	OpenAPICheck bool
	Payments     Payments
	Trades       Trades
	Support      Support
	Push         Push
	Socials      Socials
	Events       Events
}

// Load reads the environment. lookup is os.LookupEnv in production; tests pass a map.
func Load(lookup func(string) (string, bool)) (*Config, error) {
	get := func(k, def string) string {
		if v, ok := lookup(k); ok && strings.TrimSpace(v) != "" {
			return strings.TrimSpace(v)
		}
		return def
	}
	c := &Config{
		HTTPAddr:       get("HTTP_ADDR", ":8080"),
		BaseURL:        strings.TrimRight(get("BASE_URL", "http://localhost:8080"), "/"),
		DatabaseURL:    get("DATABASE_URL", "sqlite://./data/casefront.db"),
		RedisURL:       get("REDIS_URL", ""),
		RedisPrefix:    get("REDIS_PREFIX", ""),
		DevLogin:       get("DEV_LOGIN", "0") == "1",
		DemoSeed:       get("DEMO_SEED", "0") == "1",
		SteamOpenIDURL: get("STEAM_OPENID_URL", "https://steamcommunity.com/openid/login"),
		SteamAPIURL:    get("STEAM_API_URL", "https://api.steampowered.com"),
		SteamAPIKey:    get("STEAM_API_KEY", ""),
		AssetsBaseURL:  strings.TrimRight(get("ASSETS_BASE_URL", ""), "/"),
		WebDir:         get("WEB_DIR", ""),
		LogLevel:       get("LOG_LEVEL", "info"),
		DebugAddr:      get("DEBUG_ADDR", ""),
		RateLimits:     get("RATE_LIMITS", "on") != "off",
		OpenAPICheck:   get("OPENAPI_CHECK", "0") == "1",
	}
	u, err := url.Parse(c.BaseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("config: BASE_URL must be an absolute http(s) URL, got %q", c.BaseURL)
	}
	if c.DevLogin && !IsLocalHost(u.Hostname()) {
		// The demo sign-in hands out accounts without a password: it must never
		// run on a public origin, whatever else is set.
		return nil, fmt.Errorf("config: DEV_LOGIN=1 is only allowed with a local BASE_URL (localhost, 127.0.0.1), not %q", c.BaseURL)
	}
	perAddr, err := strconv.Atoi(get("WS_MAX_PER_ADDRESS", "20"))
	if err != nil || perAddr < 0 {
		return nil, fmt.Errorf("config: WS_MAX_PER_ADDRESS must be a non-negative integer")
	}
	c.SocketsPerAddress = perAddr
	upEdge, err := strconv.ParseInt(get("UPGRADE_HOUSE_EDGE_BPS", "500"), 10, 64)
	if err != nil || upEdge < 1 || upEdge > 5000 {
		return nil, fmt.Errorf("config: UPGRADE_HOUSE_EDGE_BPS must be an integer from 1 to 5000 (0.01%% to 50%%)")
	}
	c.UpgradeEdgeBps = upEdge
	if c.DebugAddr != "" && !debug.Loopback(c.DebugAddr) {
		return nil, fmt.Errorf("config: DEBUG_ADDR must be a loopback address such as 127.0.0.1:6060, not %q", c.DebugAddr)
	}
	if c.DBMaxConns, err = strconv.Atoi(get("DB_MAX_CONNS", "0")); err != nil || c.DBMaxConns < 0 || c.DBMaxConns > 1000 {
		return nil, fmt.Errorf("config: DB_MAX_CONNS must be an integer from 0 (the default) to 1000")
	}
	if c.DBConnLifetime, err = time.ParseDuration(get("DB_CONN_LIFETIME", "30m")); err != nil || c.DBConnLifetime < time.Second {
		return nil, fmt.Errorf("config: DB_CONN_LIFETIME must be a duration of at least 1s, like 30m")
	}
	if c.JobsPoll, err = time.ParseDuration(get("JOBS_POLL", "1s")); err != nil || c.JobsPoll < 10*time.Millisecond {
		return nil, fmt.Errorf("config: JOBS_POLL must be a duration of at least 10ms, like 1s")
	}
	if c.PageViewFlush, err = time.ParseDuration(get("PAGEVIEW_FLUSH", "10s")); err != nil || c.PageViewFlush < 10*time.Millisecond {
		return nil, fmt.Errorf("config: PAGEVIEW_FLUSH must be a duration of at least 10ms, like 10s")
	}
	for _, b := range []struct {
		name string
		dst  *int64
	}{{"CONTRACT_HOUSE_EDGE_BPS", &c.ContractEdgeBps}, {"CHANGE_SPREAD_BPS", &c.ChangeSpreadBps}} {
		v, err := strconv.ParseInt(get(b.name, "500"), 10, 64)
		if err != nil || v < 1 || v > 5000 {
			return nil, fmt.Errorf("config: %s must be an integer from 1 to 5000 (0.01%% to 50%%)", b.name)
		}
		*b.dst = v
	}
	grant, err := strconv.ParseInt(get("DEMO_GRANT_CENTS", "100000"), 10, 64)
	if err != nil || grant < 0 {
		return nil, fmt.Errorf("config: DEMO_GRANT_CENTS must be a non-negative integer")
	}
	c.DemoGrantCents = grant
	for _, f := range strings.Split(get("RESTRICTED_FEATURES", ""), ",") {
		if f = strings.TrimSpace(f); f != "" {
			c.Restricted = append(c.Restricted, f)
		}
	}
	for _, o := range strings.Split(get("CORS_ORIGINS", ""), ",") {
		if o = strings.TrimRight(strings.TrimSpace(o), "/"); o != "" {
			c.CORSOrigins = append(c.CORSOrigins, o)
		}
	}
	if c.TrustedProxies, err = parsePrefixes(get("TRUSTED_PROXIES", "")); err != nil {
		return nil, fmt.Errorf("config: TRUSTED_PROXIES: %w", err)
	}
	c.CountryHeader = get("COUNTRY_HEADER", edge.DefaultCountryHeader)
	if c.CountryHeader != edge.NoCountryHeader && !isHeaderName(c.CountryHeader) {
		// A comma list here would read like several headers are believed.
		return nil, fmt.Errorf("config: COUNTRY_HEADER must be one header name (or - for none), got %q", c.CountryHeader)
	}
	c.RestrictedCountry = map[string][]string{}
	for _, part := range strings.Split(get("RESTRICTED_COUNTRIES", ""), ",") {
		cc, feats, ok := strings.Cut(strings.TrimSpace(part), ":")
		if !ok {
			continue
		}
		for _, f := range strings.Split(feats, "|") {
			if f = strings.TrimSpace(f); f != "" {
				c.RestrictedCountry[strings.ToUpper(cc)] = append(c.RestrictedCountry[strings.ToUpper(cc)], f)
			}
		}
	}
	if err := c.loadPayments(get); err != nil {
		return nil, err
	}
	c.GraphQLIntrospection = flag(get("GRAPHQL_INTROSPECTION", ""), !c.Production())
	c.GraphiQL = flag(get("GRAPHIQL", ""), !c.Production())
	secret := get("JWT_SECRET", "")
	switch {
	case secret != "":
		c.JWTSecret = []byte(secret)
	case c.Production():
		return nil, fmt.Errorf("config: JWT_SECRET is required when BASE_URL is not local")
	default:
		if c.JWTSecret, err = devSecret(c.DatabaseURL); err != nil {
			return nil, err
		}
	}
	// After JWT_SECRET: the sandbox's default key and secret derive from it.
	if err := c.loadSandbox(get); err != nil {
		return nil, err
	}
	if err := c.loadTrades(get); err != nil {
		return nil, err
	}
	if err := c.loadSupport(get); err != nil {
		return nil, err
	}
	if err := c.loadPush(get); err != nil {
		return nil, err
	}
	if err := c.loadEvents(get); err != nil {
		return nil, err
	}
	if err := c.loadSocials(get); err != nil {
		return nil, err
	}
	return c, nil
}

// parsePrefixes reads a comma list of CIDRs and single addresses.
func parsePrefixes(list string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, part := range strings.Split(list, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		if strings.Contains(part, "/") {
			p, err := netip.ParsePrefix(part)
			if err != nil {
				return nil, fmt.Errorf("%q is not a CIDR or an IP address", part)
			}
			out = append(out, p.Masked())
			continue
		}
		a, err := netip.ParseAddr(part)
		if err != nil || a.Zone() != "" {
			return nil, fmt.Errorf("%q is not a CIDR or an IP address", part)
		}
		a = a.Unmap()
		out = append(out, netip.PrefixFrom(a, a.BitLen()))
	}
	return out, nil
}

// isHeaderName accepts an HTTP field name (RFC 9110 token).
func isHeaderName(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r > 0x7e || r <= ' ' || strings.ContainsRune("\"(),/:;<=>?@[\\]{}", r) {
			return false
		}
	}
	return true
}

// Production is true for a public origin.
func (c *Config) Production() bool {
	u, _ := url.Parse(c.BaseURL)
	return !IsLocalHost(u.Hostname())
}

// flag reads "1"/"0" (also true/false, on/off); empty is def.
func flag(v string, def bool) bool {
	switch strings.ToLower(v) {
	case "1", "true", "on", "yes":
		return true
	case "0", "false", "off", "no":
		return false
	}
	return def
}

// IsLocalHost reports loopback host names.
func IsLocalHost(h string) bool {
	return h == "localhost" || h == "127.0.0.1" || h == "::1" || strings.HasSuffix(h, ".localhost")
}

// devSecret keeps a random secret beside the SQLite file so tokens survive a
// restart in development; other databases get a per-process secret.
func devSecret(dbURL string) ([]byte, error) {
	fresh := make([]byte, 32)
	if _, err := rand.Read(fresh); err != nil {
		return nil, err
	}
	path, ok := strings.CutPrefix(dbURL, "sqlite://")
	if !ok || strings.Contains(path, ":memory:") || strings.Contains(path, "mode=memory") {
		return fresh, nil
	}
	if i := strings.IndexByte(path, '?'); i >= 0 {
		path = path[:i]
	}
	file := filepath.Join(filepath.Dir(path), "jwt-secret")
	if b, err := os.ReadFile(file); err == nil && len(b) >= 32 {
		return b, nil
	}
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		return nil, err
	}
	enc := []byte(hex.EncodeToString(fresh))
	if err := os.WriteFile(file, enc, 0o600); err != nil {
		return nil, err
	}
	return enc, nil
}
