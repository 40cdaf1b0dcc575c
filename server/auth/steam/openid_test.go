package steam_test

import (
	"context"
	"encoding/base64"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/casefront/casefront/server/auth/steam"
	"github.com/casefront/casefront/server/auth/steam/steamtest"
)

const (
	testSteamID = "76561198000000001"
	realm       = "https://casefront.example/"
	// A parameter in return_to checks that it survives the round trip and is
	// compared.
	returnTo = "https://casefront.example/api/auth/steam/callback?next=%2Fcases"
)

// countingStore records whether Verify reached the nonce store at all.
type countingStore struct {
	steam.NonceStore
	uses atomic.Int32
}

func (c *countingStore) Use(ctx context.Context, nonce string, exp time.Time) (bool, error) {
	c.uses.Add(1)
	return c.NonceStore.Use(ctx, nonce, exp)
}

func setup(t *testing.T) (*steamtest.Server, *steam.Provider, *countingStore) {
	t.Helper()
	fake := steamtest.New()
	t.Cleanup(fake.Close)
	fake.SetUser(testSteamID, "Tester", "https://avatars.example/full.jpg")
	store := &countingStore{NonceStore: steam.NewMemoryNonceStore()}
	return fake, &steam.Provider{Endpoint: fake.Endpoint(), Nonces: store}, store
}

// login runs the browser leg and returns the callback URL and its query.
func login(t *testing.T, fake *steamtest.Server, p *steam.Provider) (string, url.Values) {
	t.Helper()
	cb, err := fake.Login(p.AuthURL(returnTo, realm))
	if err != nil {
		t.Fatalf("Login: %v", err)
	}
	u, err := url.Parse(cb)
	if err != nil {
		t.Fatalf("callback URL: %v", err)
	}
	return cb, u.Query()
}

func clone(q url.Values) url.Values {
	c := url.Values{}
	for k, v := range q {
		c[k] = append([]string(nil), v...)
	}
	return c
}

func TestAuthURL(t *testing.T) {
	p := &steam.Provider{Endpoint: steam.DefaultEndpoint}
	u, err := url.Parse(p.AuthURL(returnTo, realm))
	if err != nil {
		t.Fatal(err)
	}
	if got := u.Scheme + "://" + u.Host + u.Path; got != steam.DefaultEndpoint {
		t.Errorf("endpoint = %q", got)
	}
	q := u.Query()
	want := map[string]string{
		"openid.ns":         "http://specs.openid.net/auth/2.0",
		"openid.mode":       "checkid_setup",
		"openid.return_to":  returnTo,
		"openid.realm":      realm,
		"openid.identity":   "http://specs.openid.net/auth/2.0/identifier_select",
		"openid.claimed_id": "http://specs.openid.net/auth/2.0/identifier_select",
	}
	for k, v := range want {
		if q.Get(k) != v {
			t.Errorf("%s = %q, want %q", k, q.Get(k), v)
		}
	}
}

func TestVerifyHappyPath(t *testing.T) {
	fake, p, store := setup(t)

	t.Run("configured return_to", func(t *testing.T) {
		_, q := login(t, fake, p)
		id, err := p.Verify(context.Background(), returnTo, q)
		if err != nil || id != testSteamID {
			t.Fatalf("Verify = %q, %v; want %q", id, err, testSteamID)
		}
	})
	t.Run("request URL as expected return_to", func(t *testing.T) {
		cb, q := login(t, fake, p)
		id, err := p.Verify(context.Background(), cb, q)
		if err != nil || id != testSteamID {
			t.Fatalf("Verify = %q, %v; want %q", id, err, testSteamID)
		}
	})
	if n := store.uses.Load(); n != 2 {
		t.Errorf("nonce store used %d times, want 2", n)
	}
}

// Every refusal here must happen before the nonce is consumed, otherwise a
// forged callback could burn a genuine user's nonce.
func TestVerifyTamperedRefused(t *testing.T) {
	fake, p, store := setup(t)
	_, orig := login(t, fake, p)
	otherID := "https://steamcommunity.com/openid/id/76561198000000002"

	cases := []struct {
		name     string
		expected string // expected return_to; "" = returnTo
		edit     func(q url.Values)
		want     error
	}{
		{"forged sig", "", func(q url.Values) {
			q.Set("openid.sig", base64.StdEncoding.EncodeToString(make([]byte, 32)))
		}, steam.ErrNotVerified},
		{"missing sig", "", func(q url.Values) { q.Del("openid.sig") }, steam.ErrNotVerified},
		{"claimed_id and identity swapped", "", func(q url.Values) {
			q.Set("openid.claimed_id", otherID)
			q.Set("openid.identity", otherID)
		}, steam.ErrNotVerified},
		{"claimed_id only swapped", "", func(q url.Values) { q.Set("openid.claimed_id", otherID) }, steam.ErrInvalid},
		{"return_to other host", "", func(q url.Values) {
			q.Set("openid.return_to", "https://evil.example/api/auth/steam/callback?next=%2Fcases")
		}, steam.ErrInvalid},
		{"return_to other path", "", func(q url.Values) {
			q.Set("openid.return_to", "https://casefront.example/other?next=%2Fcases")
		}, steam.ErrInvalid},
		{"return_to param changed", "", func(q url.Values) {
			q.Set("openid.return_to", "https://casefront.example/api/auth/steam/callback?next=%2Fadmin")
		}, steam.ErrInvalid},
		{"return_to param dropped", "", func(q url.Values) {
			q.Set("openid.return_to", "https://casefront.example/api/auth/steam/callback")
		}, steam.ErrInvalid},
		// The request really came in on the altered URL, so the local check
		// passes and only the signature can catch it.
		{"return_to altered consistently", "https://casefront.example/api/auth/steam/callback?next=%2Fadmin", func(q url.Values) {
			q.Set("openid.return_to", "https://casefront.example/api/auth/steam/callback?next=%2Fadmin")
		}, steam.ErrNotVerified},
		{"op_endpoint other host", "", func(q url.Values) {
			q.Set("openid.op_endpoint", "https://openid.evil.example/login")
		}, steam.ErrInvalid},
		{"return_to unsigned", "", func(q url.Values) {
			q.Set("openid.signed", "signed,op_endpoint,claimed_id,identity,response_nonce,assoc_handle")
		}, steam.ErrInvalid},
		{"signed list reordered", "", func(q url.Values) {
			q.Set("openid.signed", "signed,op_endpoint,identity,claimed_id,return_to,response_nonce,assoc_handle")
		}, steam.ErrNotVerified},
		{"nonce changed", "", func(q url.Values) {
			q.Set("openid.response_nonce", time.Now().UTC().Format("2006-01-02T15:04:05Z")+"forged")
		}, steam.ErrNotVerified},
		{"assoc_handle changed", "", func(q url.Values) { q.Set("openid.assoc_handle", "x") }, steam.ErrNotVerified},
		{"duplicated claimed_id", "", func(q url.Values) { q.Add("openid.claimed_id", otherID) }, steam.ErrInvalid},
		{"wrong ns", "", func(q url.Values) { q.Set("openid.ns", "http://openid.net/signon/1.1") }, steam.ErrInvalid},
		{"mode setup_needed", "", func(q url.Values) { q.Set("openid.mode", "setup_needed") }, steam.ErrInvalid},
		{"unexpected return_to", "https://casefront.example/api/auth/steam/callback?next=%2Fcases&extra=1", func(url.Values) {}, steam.ErrInvalid},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			q := clone(orig)
			tc.edit(q)
			expected := tc.expected
			if expected == "" {
				expected = returnTo
			}
			id, err := p.Verify(context.Background(), expected, q)
			if !errors.Is(err, tc.want) {
				t.Fatalf("Verify = %q, %v; want %v", id, err, tc.want)
			}
			if id != "" {
				t.Errorf("returned id %q with error", id)
			}
		})
	}
	if n := store.uses.Load(); n != 0 {
		t.Fatalf("refused assertions consumed %d nonces", n)
	}
	// The genuine assertion is untouched by all the attempts above.
	if id, err := p.Verify(context.Background(), returnTo, orig); err != nil || id != testSteamID {
		t.Fatalf("original after tampering: %q, %v", id, err)
	}
}

func TestVerifyReplay(t *testing.T) {
	fake, p, _ := setup(t)
	_, q := login(t, fake, p)
	if _, err := p.Verify(context.Background(), returnTo, q); err != nil {
		t.Fatalf("first Verify: %v", err)
	}
	if id, err := p.Verify(context.Background(), returnTo, q); !errors.Is(err, steam.ErrReplay) {
		t.Fatalf("second Verify = %q, %v; want ErrReplay", id, err)
	}
}

func TestVerifyReplayConcurrent(t *testing.T) {
	fake, p, _ := setup(t)
	_, q := login(t, fake, p)
	const n = 8
	var ok, replay atomic.Int32
	var wg sync.WaitGroup
	for range n {
		wg.Go(func() {
			_, err := p.Verify(context.Background(), returnTo, clone(q))
			switch {
			case err == nil:
				ok.Add(1)
			case errors.Is(err, steam.ErrReplay):
				replay.Add(1)
			default:
				t.Errorf("Verify: %v", err)
			}
		})
	}
	wg.Wait()
	if ok.Load() != 1 || replay.Load() != n-1 {
		t.Fatalf("ok=%d replay=%d, want 1 and %d", ok.Load(), replay.Load(), n-1)
	}
}

func TestVerifyNonceWindow(t *testing.T) {
	fake, p, store := setup(t)
	_, q := login(t, fake, p)
	for _, shift := range []time.Duration{10 * time.Minute, -10 * time.Minute} {
		p.Now = func() time.Time { return time.Now().Add(shift) }
		if _, err := p.Verify(context.Background(), returnTo, q); !errors.Is(err, steam.ErrInvalid) {
			t.Errorf("clock %+v: err = %v, want ErrInvalid", shift, err)
		}
	}
	if n := store.uses.Load(); n != 0 {
		t.Fatalf("out-of-window nonce consumed %d times", n)
	}
	p.Now = func() time.Time { return time.Now().Add(time.Minute) }
	p.MaxSkew = 2 * time.Minute
	if _, err := p.Verify(context.Background(), returnTo, q); err != nil {
		t.Fatalf("within MaxSkew: %v", err)
	}
}

func TestVerifyCancel(t *testing.T) {
	_, p, _ := setup(t)
	q := url.Values{"openid.ns": {"http://specs.openid.net/auth/2.0"}, "openid.mode": {"cancel"}}
	if _, err := p.Verify(context.Background(), returnTo, q); !errors.Is(err, steam.ErrCanceled) {
		t.Fatalf("err = %v, want ErrCanceled", err)
	}
}

func TestVerifyMalformedIdentity(t *testing.T) {
	fake, p, _ := setup(t)
	for _, id := range []string{"7656119800000000", "765611980000000012", "7656119800000000x", ""} {
		fake.SetUser(id, "x", "")
		_, q := login(t, fake, p)
		if got, err := p.Verify(context.Background(), returnTo, q); !errors.Is(err, steam.ErrInvalid) {
			t.Errorf("SteamID %q: Verify = %q, %v; want ErrInvalid", id, got, err)
		}
	}
}

func TestVerifyGarbage(t *testing.T) {
	_, p, store := setup(t)
	for _, raw := range []string{
		"",
		"%%%",
		"openid.mode=id_res",
		"openid.mode=id_res&openid.mode=id_res",
		"openid.mode=id_res&openid.ns=http%3A%2F%2Fspecs.openid.net%2Fauth%2F2.0",
		"openid.mode=id_res&openid.ns=http%3A%2F%2Fspecs.openid.net%2Fauth%2F2.0&openid.op_endpoint=" + url.QueryEscape(p.Endpoint),
		"openid.mode=" + strings.Repeat("x", 10000),
	} {
		q, _ := url.ParseQuery(raw)
		if id, err := p.Verify(context.Background(), returnTo, q); err == nil || id != "" {
			t.Errorf("query %.40q: Verify = %q, %v; want error", raw, id, err)
		}
	}
	if _, err := p.Verify(context.Background(), returnTo, nil); err == nil {
		t.Error("nil query accepted")
	}
	if _, err := p.Verify(context.Background(), "not a url", url.Values{"openid.mode": {"id_res"}}); err == nil {
		t.Error("garbage expected return_to accepted")
	}
	if n := store.uses.Load(); n != 0 {
		t.Fatalf("garbage consumed %d nonces", n)
	}
}

func TestVerifyMisconfigured(t *testing.T) {
	fake, p, _ := setup(t)
	_, q := login(t, fake, p)
	if _, err := (&steam.Provider{Endpoint: p.Endpoint}).Verify(context.Background(), returnTo, q); err == nil {
		t.Error("nil NonceStore accepted")
	}
	var nilP *steam.Provider
	if _, err := nilP.Verify(context.Background(), returnTo, q); err == nil {
		t.Error("nil Provider accepted")
	}
}

func TestVerifyEndpointDown(t *testing.T) {
	fake, p, store := setup(t)
	_, q := login(t, fake, p)
	fake.Close()
	if _, err := p.Verify(context.Background(), returnTo, q); !errors.Is(err, steam.ErrEndpoint) {
		t.Fatalf("err = %v, want ErrEndpoint", err)
	}
	if n := store.uses.Load(); n != 0 {
		t.Fatalf("nonce consumed %d times while Steam was down", n)
	}
}

// The provider answering something other than a clean key-value "true" must
// never be read as success.
func TestVerifyEndpointBadAnswers(t *testing.T) {
	fake, p, _ := setup(t)
	_, q := login(t, fake, p)

	cases := []struct {
		name   string
		status int
		body   string
		want   error
	}{
		{"HTTP 500", 500, "ns:http://specs.openid.net/auth/2.0\nis_valid:true\n", steam.ErrEndpoint},
		{"redirect", 302, "", steam.ErrEndpoint},
		{"not key-value", 200, "<html>is_valid:true</html>\nhello", steam.ErrEndpoint},
		{"duplicate is_valid", 200, "ns:http://specs.openid.net/auth/2.0\nis_valid:false\nis_valid:true\n", steam.ErrEndpoint},
		{"no ns", 200, "is_valid:true\n", steam.ErrNotVerified},
		{"is_valid TRUE", 200, "ns:http://specs.openid.net/auth/2.0\nis_valid:TRUE\n", steam.ErrNotVerified},
		{"empty", 200, "", steam.ErrNotVerified},
		{"huge", 200, strings.Repeat("a:b\n", 20000), steam.ErrEndpoint},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				if tc.status == 302 {
					w.Header().Set("Location", "/elsewhere")
				}
				w.WriteHeader(tc.status)
				w.Write([]byte(tc.body))
			}))
			defer srv.Close()
			qq := clone(q)
			qq.Set("openid.op_endpoint", srv.URL)
			pp := &steam.Provider{Endpoint: srv.URL, Nonces: steam.NewMemoryNonceStore()}
			if _, err := pp.Verify(context.Background(), returnTo, qq); !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
		})
	}
}

func TestVerifyContextCanceled(t *testing.T) {
	fake, p, _ := setup(t)
	_, q := login(t, fake, p)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := p.Verify(ctx, returnTo, q)
	if !errors.Is(err, steam.ErrEndpoint) || !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want ErrEndpoint wrapping context.Canceled", err)
	}
}
