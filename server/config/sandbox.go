package config

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/url"
	"strings"
)

// loadSandbox reads the sandbox payment provider's settings into Payments.
// Like DEV_LOGIN, the sandbox (whose page marks a payment paid at the press
// of a button) is only on by itself for a local BASE_URL; a public
// deployment gets it only with an explicit PAYMENTS_SANDBOX=1 (a demo or
// staging site).
func (c *Config) loadSandbox(get func(k, def string) string) error {
	p := &c.Payments
	switch v := strings.ToLower(get("PAYMENTS_SANDBOX", "")); v {
	case "":
		p.Sandbox = !c.Production()
	case "1", "true", "on", "yes":
		p.Sandbox = true
	case "0", "false", "off", "no":
		p.Sandbox = false
	default:
		return fmt.Errorf("config: PAYMENTS_SANDBOX must be 1 or 0, got %q", v)
	}
	p.SandboxURL = strings.TrimRight(get("SANDBOX_PSP_URL", c.BaseURL+"/sandbox/psp"), "/")
	if u, err := url.Parse(p.SandboxURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("config: SANDBOX_PSP_URL must be an absolute http(s) URL, got %q", p.SandboxURL)
	}
	p.SandboxAPIKey = get("SANDBOX_PSP_API_KEY", derive(c.JWTSecret, "sandbox psp api key"))
	p.SandboxWebhookSecret = []byte(get("SANDBOX_PSP_WEBHOOK_SECRET", derive(c.JWTSecret, "sandbox psp webhook secret")))
	return nil
}

// derive makes a secret for one purpose from the JWT secret (HMAC-SHA256
// with the purpose as message), so instances sharing JWT_SECRET agree on it
// and it reveals nothing of JWT_SECRET.
func derive(secret []byte, purpose string) string {
	m := hmac.New(sha256.New, secret)
	m.Write([]byte(purpose))
	return hex.EncodeToString(m.Sum(nil))
}
