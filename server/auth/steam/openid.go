// Package steam implements Steam sign-in as an OpenID 2.0 relying party
// (checkid_setup with identifier_select, verified by check_authentication)
// and a small Steam Web API client for profile data.
package steam

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"
)

const (
	// DefaultEndpoint is Steam's OpenID 2.0 provider endpoint.
	DefaultEndpoint = "https://steamcommunity.com/openid/login"

	nsOpenID2        = "http://specs.openid.net/auth/2.0"
	identifierSelect = nsOpenID2 + "/identifier_select"

	// nonceLayout is the mandatory timestamp prefix of openid.response_nonce
	// (OpenID 2.0 §10.1): UTC, second precision, literal Z.
	nonceLayout = "2006-01-02T15:04:05Z"
	// maxNonceLen is the spec's upper bound; longer values are not nonces
	// and should not be stored.
	maxNonceLen = 255

	defaultMaxSkew = 5 * time.Minute
	// maxKVBody bounds the check_authentication answer, which is two short
	// lines; anything bigger is not a protocol response.
	maxKVBody = 64 << 10
)

// IdentityPrefix is what Steam puts in front of the SteamID64 in
// claimed_id/identity. A variable only so that tests can change it; the fake
// in steamtest uses the real value, so normally nothing needs to change.
var IdentityPrefix = "https://steamcommunity.com/openid/id/"

// requiredSigned are the fields whose integrity the decision rests on; an
// assertion that leaves any of them unsigned could have been edited.
var requiredSigned = []string{"op_endpoint", "claimed_id", "identity", "return_to", "response_nonce", "assoc_handle"}

// defaultClient bounds how long a sign-in can hang on Steam and refuses to
// follow redirects: a redirected POST would turn into a GET and never yield a
// valid key-value answer anyway.
var defaultClient = &http.Client{
	Timeout: 10 * time.Second,
	CheckRedirect: func(*http.Request, []*http.Request) error {
		return http.ErrUseLastResponse
	},
}

// Provider verifies Steam OpenID 2.0 assertions (checkid_setup,
// identifier_select). It is safe for concurrent use once configured.
type Provider struct {
	Endpoint string           // OpenID endpoint, normally DefaultEndpoint
	Client   *http.Client     // nil = a client with a 10 s timeout
	Nonces   NonceStore       // replay protection; required
	MaxSkew  time.Duration    // accepted age of response_nonce timestamps; 0 = 5 minutes
	Now      func() time.Time // nil = time.Now
}

// NonceStore remembers response nonces until they expire. Use records the
// nonce and reports fresh=false when it had already been used. A store shared
// by all server instances is needed when more than one instance runs.
type NonceStore interface {
	Use(ctx context.Context, nonce string, expires time.Time) (fresh bool, err error)
}

// AuthURL returns the URL to send the browser to. returnTo is where Steam
// sends the browser back (it must lie within realm, which Steam shows the
// user as the site asking for sign-in).
func (p *Provider) AuthURL(returnTo, realm string) string {
	v := url.Values{
		"openid.ns":         {nsOpenID2},
		"openid.mode":       {"checkid_setup"},
		"openid.return_to":  {returnTo},
		"openid.realm":      {realm},
		"openid.identity":   {identifierSelect},
		"openid.claimed_id": {identifierSelect},
	}
	sep := "?"
	if strings.Contains(p.Endpoint, "?") {
		sep = "&"
	}
	return p.Endpoint + sep + v.Encode()
}

// Verify checks the assertion the browser brought back on the return_to URL
// and returns the 17-digit SteamID64.
//
// expectedReturnTo is the URL the callback request actually arrived on (or
// the configured return_to URL; openid.* parameters in it are ignored). The
// asserted return_to must have the same scheme, host and path and exactly the
// same non-openid query parameters.
//
// Cheap local checks run first so that forged or foreign assertions never
// cost a round trip to Steam; the nonce is consumed only after Steam has
// confirmed the signature, so a forgery cannot burn a genuine user's nonce.
func (p *Provider) Verify(ctx context.Context, expectedReturnTo string, q url.Values) (steamID string, err error) {
	if p == nil || p.Endpoint == "" {
		return "", errors.New("steam: Provider.Endpoint is not configured")
	}
	if p.Nonces == nil {
		// No silent in-memory fallback: with several instances that would
		// quietly allow replays across them.
		return "", errors.New("steam: Provider.Nonces is not configured")
	}

	modes := q["openid.mode"]
	if len(modes) != 1 {
		return "", invalid("openid.mode missing or repeated")
	}
	switch modes[0] {
	case "id_res":
	case "cancel":
		return "", ErrCanceled
	default:
		return "", invalid("unexpected openid.mode %q", clip(modes[0]))
	}

	// A repeated field could be read one way here and another way by Steam
	// during check_authentication; refuse the ambiguity outright.
	for k, v := range q {
		if strings.HasPrefix(k, "openid.") && len(v) != 1 {
			return "", invalid("field %q repeated", clip(k))
		}
	}

	if q.Get("openid.ns") != nsOpenID2 {
		return "", invalid("not an OpenID 2.0 response")
	}
	if q.Get("openid.op_endpoint") != p.Endpoint {
		// Otherwise an assertion from any OpenID provider (verified by that
		// provider) would be accepted as a Steam sign-in.
		return "", invalid("op_endpoint is not the Steam endpoint")
	}
	if err := matchReturnTo(expectedReturnTo, q.Get("openid.return_to")); err != nil {
		return "", err
	}

	claimed, identity := q.Get("openid.claimed_id"), q.Get("openid.identity")
	if claimed != identity {
		return "", invalid("claimed_id and identity differ")
	}
	steamID, ok := parseIdentity(claimed)
	if !ok {
		return "", invalid("claimed_id is not a Steam identity")
	}

	signed := strings.Split(q.Get("openid.signed"), ",")
	for _, f := range requiredSigned {
		if !slices.Contains(signed, f) {
			return "", invalid("%s is not signed", f)
		}
	}

	nonce := q.Get("openid.response_nonce")
	ts, err := parseNonce(nonce)
	if err != nil {
		return "", err
	}
	skew := p.MaxSkew
	if skew <= 0 {
		skew = defaultMaxSkew
	}
	now := time.Now
	if p.Now != nil {
		now = p.Now
	}
	// Bounding the age is what lets the nonce store forget entries: nothing
	// older than skew is accepted, so nothing older needs remembering.
	if d := now().Sub(ts); d > skew {
		return "", invalid("response_nonce is stale (%s old)", d.Round(time.Second))
	} else if -d > skew {
		return "", invalid("response_nonce is in the future")
	}

	if err := p.checkAuthentication(ctx, q); err != nil {
		return "", err
	}

	fresh, err := p.Nonces.Use(ctx, nonce, ts.Add(skew))
	if err != nil {
		return "", fmt.Errorf("steam: nonce store: %w", err)
	}
	if !fresh {
		return "", ErrReplay
	}
	return steamID, nil
}

// checkAuthentication asks Steam whether it really issued the assertion
// (stateless mode; Steam keeps the association key private).
func (p *Provider) checkAuthentication(ctx context.Context, q url.Values) error {
	form := url.Values{}
	for k, v := range q {
		if strings.HasPrefix(k, "openid.") {
			form[k] = slices.Clone(v)
		}
	}
	form.Set("openid.mode", "check_authentication")

	req, err := http.NewRequestWithContext(ctx, http.MethodPost, p.Endpoint, strings.NewReader(form.Encode()))
	if err != nil {
		return fmt.Errorf("%w: check_authentication: %w", ErrEndpoint, err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	client := p.Client
	if client == nil {
		client = defaultClient
	}
	resp, err := client.Do(req)
	if err != nil {
		return fmt.Errorf("%w: check_authentication: %w", ErrEndpoint, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("%w: check_authentication: HTTP %d", ErrEndpoint, resp.StatusCode)
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxKVBody+1))
	if err != nil {
		return fmt.Errorf("%w: check_authentication: %w", ErrEndpoint, err)
	}
	if len(body) > maxKVBody {
		return fmt.Errorf("%w: check_authentication: response too large", ErrEndpoint)
	}
	kv, err := parseKV(body)
	if err != nil {
		return fmt.Errorf("%w: check_authentication: %w", ErrEndpoint, err)
	}
	if kv["ns"] != nsOpenID2 {
		return fmt.Errorf("%w: response is not OpenID 2.0", ErrNotVerified)
	}
	if kv["is_valid"] != "true" {
		return fmt.Errorf("%w: is_valid=%q", ErrNotVerified, clip(kv["is_valid"]))
	}
	return nil
}

// parseKV parses OpenID key-value form (§4.1.1): "key:value\n" lines.
// Duplicate keys are an error so that "is_valid:false\nis_valid:true" cannot
// be read as true.
func parseKV(b []byte) (map[string]string, error) {
	kv := map[string]string{}
	for line := range strings.SplitSeq(string(b), "\n") {
		line = strings.TrimSuffix(line, "\r")
		if line == "" {
			continue
		}
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			return nil, errors.New("malformed key-value line")
		}
		if _, dup := kv[k]; dup {
			return nil, fmt.Errorf("duplicate key %q", clip(k))
		}
		kv[k] = v
	}
	return kv, nil
}

// matchReturnTo implements OpenID 2.0 §11.1: scheme, authority and path must
// be equal, and the query parameters must agree. Parameters are compared in
// both directions so that neither side can carry state the other lacks.
func matchReturnTo(expected, asserted string) error {
	if asserted == "" {
		return invalid("return_to missing")
	}
	e, err := url.Parse(expected)
	if err != nil || e.Scheme == "" || e.Host == "" {
		return invalid("expected return_to is not an absolute URL")
	}
	a, err := url.Parse(asserted)
	if err != nil {
		return invalid("return_to is not a URL")
	}
	if !strings.EqualFold(a.Scheme, e.Scheme) || !strings.EqualFold(a.Host, e.Host) ||
		a.User.String() != e.User.String() || a.EscapedPath() != e.EscapedPath() {
		return invalid("return_to does not match this callback")
	}
	eq, err := url.ParseQuery(e.RawQuery)
	if err != nil {
		return invalid("expected return_to has a malformed query")
	}
	aq, err := url.ParseQuery(a.RawQuery)
	if err != nil {
		return invalid("return_to has a malformed query")
	}
	for k, ev := range eq {
		if strings.HasPrefix(k, "openid.") {
			continue // the assertion itself, present when expected is the request URL
		}
		if !slices.Equal(aq[k], ev) {
			return invalid("return_to query does not match this callback")
		}
	}
	for k, av := range aq {
		if !slices.Equal(eq[k], av) {
			return invalid("return_to query does not match this callback")
		}
	}
	return nil
}

// parseIdentity extracts the SteamID64 from a Steam claimed_id.
func parseIdentity(claimed string) (string, bool) {
	id, ok := strings.CutPrefix(claimed, IdentityPrefix)
	if !ok || !isSteamID64(id) {
		return "", false
	}
	return id, true
}

func isSteamID64(s string) bool {
	if len(s) != 17 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// parseNonce returns the issue time encoded in a response_nonce.
func parseNonce(n string) (time.Time, error) {
	if len(n) < len(nonceLayout) || len(n) > maxNonceLen {
		return time.Time{}, invalid("response_nonce malformed")
	}
	ts, err := time.Parse(nonceLayout, n[:len(nonceLayout)])
	if err != nil {
		return time.Time{}, invalid("response_nonce has no valid timestamp")
	}
	return ts, nil
}

func invalid(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrInvalid, fmt.Sprintf(format, args...))
}

// clip keeps attacker-supplied text in error messages short.
func clip(s string) string {
	const max = 64
	if len(s) > max {
		return s[:max] + "..."
	}
	return s
}
