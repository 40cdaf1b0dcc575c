package steam_test

import (
	"context"
	"net/url"
	"testing"

	"github.com/casefront/casefront/server/auth/steam"
	"github.com/casefront/casefront/server/auth/steam/steamtest"
)

// FuzzVerify feeds arbitrary callbacks to Verify; it must only ever return
// an error or a well-formed SteamID, never panic.
func FuzzVerify(f *testing.F) {
	fake := steamtest.New()
	f.Cleanup(fake.Close)
	p := &steam.Provider{Endpoint: fake.Endpoint(), Nonces: steam.NewMemoryNonceStore()}
	cb, err := fake.Login(p.AuthURL(returnTo, realm))
	if err != nil {
		f.Fatal(err)
	}
	u, err := url.Parse(cb)
	if err != nil {
		f.Fatal(err)
	}

	f.Add(u.RawQuery, returnTo)
	f.Add("", "")
	f.Add("openid.mode=cancel", returnTo)
	f.Add("openid.mode=id_res&openid.ns=http%3A%2F%2Fspecs.openid.net%2Fauth%2F2.0&openid.response_nonce=2024-02-30T25:61:61Z", "%zz")
	f.Add("openid.mode=id_res&openid.return_to=%2F%2F%5B%3A%3A1%5D%3A80%2F", "http://[::1]:80/")

	f.Fuzz(func(t *testing.T, raw, expected string) {
		q, _ := url.ParseQuery(raw)
		id, err := p.Verify(context.Background(), expected, q)
		if err == nil && len(id) != 17 {
			t.Fatalf("accepted with SteamID %q", id)
		}
	})
}
