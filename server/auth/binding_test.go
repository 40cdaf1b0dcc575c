package auth

import "testing"

func TestSessionBoundToBrowser(t *testing.T) {
	a, b := NewBrowserSecret(), NewBrowserSecret()
	tok := sessionToken(a)
	if !boundTo(tok, a) {
		t.Fatal("a session is not bound to the secret it was made for")
	}
	for name, secret := range map[string]string{"other browser": b, "no cookie": "", "hash itself": secretHash(a), "upper case": upper(a)} {
		if boundTo(tok, secret) {
			t.Errorf("%s: accepted", name)
		}
	}
	if boundTo(randomHex(24), a) {
		t.Error("an unbound token was accepted")
	}
}

func upper(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'a' <= c && c <= 'f' {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}
