package config

import (
	"fmt"
	"net/url"
	"strings"
	"time"
)

// Trades is the withdrawal configuration: the skin supplier the storefront
// buys withdrawn items from, and whether the built-in sandbox marketplace
// (server/trades/sandbox) is mounted under /sandbox/supplier.
type Trades struct {
	// SUPPLIER_SANDBOX: mount the sandbox marketplace and use it as the
	// supplier. On by default for a local BASE_URL; on a public one only
	// when set to 1 (as PAYMENTS_SANDBOX).
	SupplierSandbox bool
	// SUPPLIER_URL: the supplier's API root; BASE_URL + "/sandbox/supplier"
	// unless set. Empty with the sandbox off: withdrawals of skins and
	// crypto payouts are refused (no supplier).
	SupplierURL string
	// SUPPLIER_API_KEY, SUPPLIER_CALLBACK_SECRET: the supplier's bearer key
	// and the HMAC secret of its status callbacks (POST
	// /api/trades/supplier/callback); unset, derived from JWT_SECRET.
	SupplierAPIKey         string
	SupplierCallbackSecret []byte
	// SUPPLIER_SANDBOX_STEP: how long a sandbox order stays in each state
	// (default 20s; 0: only its advance call moves it).
	SupplierSandboxStep time.Duration
	// SUPPLIER_POLL: how long a withdrawal's job waits before asking the
	// supplier again about an order under way, or for stock of a deferred
	// withdrawal (default 30s).
	SupplierPoll time.Duration
}

// SupplierOn reports whether withdrawals have a supplier to go to.
func (t Trades) SupplierOn() bool { return t.SupplierURL != "" }

func (c *Config) loadTrades(get func(k, def string) string) error {
	t := &c.Trades
	switch v := strings.ToLower(get("SUPPLIER_SANDBOX", "")); v {
	case "":
		t.SupplierSandbox = !c.Production()
	case "1", "true", "on", "yes":
		t.SupplierSandbox = true
	case "0", "false", "off", "no":
		t.SupplierSandbox = false
	default:
		return fmt.Errorf("config: SUPPLIER_SANDBOX must be 1 or 0, got %q", v)
	}
	def := ""
	if t.SupplierSandbox {
		def = c.BaseURL + "/sandbox/supplier"
	}
	t.SupplierURL = strings.TrimRight(get("SUPPLIER_URL", def), "/")
	if t.SupplierURL != "" {
		if u, err := url.Parse(t.SupplierURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return fmt.Errorf("config: SUPPLIER_URL must be an absolute http(s) URL, got %q", t.SupplierURL)
		}
	}
	t.SupplierAPIKey = get("SUPPLIER_API_KEY", derive(c.JWTSecret, "supplier api key"))
	t.SupplierCallbackSecret = []byte(get("SUPPLIER_CALLBACK_SECRET", derive(c.JWTSecret, "supplier callback secret")))
	var err error
	if t.SupplierSandboxStep, err = time.ParseDuration(get("SUPPLIER_SANDBOX_STEP", "20s")); err != nil || t.SupplierSandboxStep < 0 {
		return fmt.Errorf("config: SUPPLIER_SANDBOX_STEP must be a duration like 20s (0: only advance moves an order)")
	}
	if t.SupplierPoll, err = time.ParseDuration(get("SUPPLIER_POLL", "30s")); err != nil || t.SupplierPoll <= 0 {
		return fmt.Errorf("config: SUPPLIER_POLL must be a positive duration like 30s")
	}
	return nil
}
