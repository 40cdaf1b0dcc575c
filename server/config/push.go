package config

import (
	"crypto/ecdh"
	"encoding/base64"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"

	webpush "github.com/SherClockHolmes/webpush-go"
)

// Push is the server's VAPID identity (server/push): the key pair that
// signs every push and the contact the push services are given.
type Push struct {
	// VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: base64url, the public key an
	// uncompressed P-256 point, the private key its 32-byte scalar. In
	// development they are generated on first start and kept beside the
	// SQLite file (vapid-keys), as the JWT secret is.
	PublicKey, PrivateKey string
	// VAPID_SUBJECT: a mailto: address or an https URL; default BASE_URL
	// when https, else mailto:push@localhost.
	Subject string
}

func (c *Config) loadPush(get func(k, def string) string) error {
	p := &c.Push
	p.PublicKey, p.PrivateKey = get("VAPID_PUBLIC_KEY", ""), get("VAPID_PRIVATE_KEY", "")
	def := "mailto:push@localhost"
	if strings.HasPrefix(c.BaseURL, "https://") {
		def = c.BaseURL
	}
	p.Subject = get("VAPID_SUBJECT", def)
	if u, err := url.Parse(p.Subject); err != nil || (u.Scheme != "mailto" && u.Scheme != "https") {
		return fmt.Errorf("config: VAPID_SUBJECT must be a mailto: address or an https URL, got %q", p.Subject)
	}
	switch {
	case p.PublicKey != "" || p.PrivateKey != "":
		return checkVAPID(p.PublicKey, p.PrivateKey)
	case c.Production():
		return fmt.Errorf("config: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required when BASE_URL is not local (casefront vapid-keys prints a pair)")
	}
	var err error
	p.PrivateKey, p.PublicKey, err = devVAPID(c.DatabaseURL)
	return err
}

// checkVAPID refuses a pair that is not one P-256 key.
func checkVAPID(public, private string) error {
	priv, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(private, "="))
	if err != nil {
		return fmt.Errorf("config: VAPID_PRIVATE_KEY is not base64url")
	}
	key, err := ecdh.P256().NewPrivateKey(priv)
	if err != nil {
		return fmt.Errorf("config: VAPID_PRIVATE_KEY is not a P-256 private key")
	}
	pub, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(public, "="))
	if err != nil || string(key.PublicKey().Bytes()) != string(pub) {
		return fmt.Errorf("config: VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY")
	}
	return nil
}

// devVAPID keeps a generated pair beside the SQLite file so browsers'
// subscriptions survive a restart in development; other databases get a
// pair per process (their subscriptions then stop working on restart).
func devVAPID(dbURL string) (private, public string, err error) {
	path, ok := strings.CutPrefix(dbURL, "sqlite://")
	if !ok || strings.Contains(path, ":memory:") || strings.Contains(path, "mode=memory") {
		return webpush.GenerateVAPIDKeys()
	}
	if i := strings.IndexByte(path, '?'); i >= 0 {
		path = path[:i]
	}
	file := filepath.Join(filepath.Dir(path), "vapid-keys")
	if b, err := os.ReadFile(file); err == nil {
		if priv, pub, ok := strings.Cut(strings.TrimSpace(string(b)), "\n"); ok && checkVAPID(pub, priv) == nil {
			return priv, pub, nil
		}
	}
	if private, public, err = webpush.GenerateVAPIDKeys(); err != nil {
		return "", "", err
	}
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		return "", "", err
	}
	return private, public, os.WriteFile(file, []byte(private+"\n"+public+"\n"), 0o600)
}
