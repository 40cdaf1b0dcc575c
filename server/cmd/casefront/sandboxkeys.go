package main

import (
	"fmt"
	"strings"

	"github.com/casefront/casefront/server/config"
)

// sandboxNotice is what a local start prints about the sandboxes it runs:
// their API roots and the bearer keys of their documented calls (derived
// from JWT_SECRET, so otherwise only code reading would find them). Empty
// on a public BASE_URL: keys are never printed there.
func sandboxNotice(cfg *config.Config) string {
	if cfg.Production() {
		return ""
	}
	var b strings.Builder
	if cfg.Payments.Sandbox {
		fmt.Fprintf(&b, "sandbox PSP:         %s/api  (Authorization: Bearer %s)\n", cfg.Payments.SandboxURL, cfg.Payments.SandboxAPIKey)
		fmt.Fprintf(&b, "  e.g. curl -X POST -H 'Authorization: Bearer %s' %s/api/payments/PAYMENT_ID/redeliver\n", cfg.Payments.SandboxAPIKey, cfg.Payments.SandboxURL)
	}
	if cfg.Trades.SupplierSandbox {
		fmt.Fprintf(&b, "sandbox marketplace: %s/api  (Authorization: Bearer %s)\n", cfg.Trades.SupplierURL, cfg.Trades.SupplierAPIKey)
		fmt.Fprintf(&b, "  e.g. curl -H 'Authorization: Bearer %s' %s/api/offers\n", cfg.Trades.SupplierAPIKey, cfg.Trades.SupplierURL)
	}
	return b.String()
}
