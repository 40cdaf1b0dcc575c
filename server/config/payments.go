package config

import (
	"fmt"
	"time"
)

// Payments is the top-up configuration.
type Payments struct {
	// STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: the card gate (widget,
	// apple-pay, google-pay) is on when both are set. STRIPE_API_BASE points
	// the client elsewhere (stripe-mock in tests).
	StripeSecretKey     string
	StripeWebhookSecret string
	StripeAPIBase       string
	// PAYMENT_LIMITS: "widget=4-5000,zen=10-1000", dollars per method.
	Limits string
	// PAYMENT_METHODS: the methods offered ("widget,zen"); empty: every
	// method a configured gate carries.
	Methods string
	// PAYMENT_EXPIRY: how long a payment may stay unpaid (default 1h).
	Expiry time.Duration
	// PAYMENTS_S2P_WITHOUT_HOLD=1: skin-to-balance deposits credit without a
	// trade hold (Settings.hasS2PPaymentsWithoutHold).
	S2PWithoutHold bool
	// PAYMENTS_SANDBOX: mount the built-in sandbox payment provider under
	// /sandbox/psp and offer its gate ("sandbox"). On by default for a local
	// BASE_URL; on a public one only when set to 1 (sandbox.go).
	Sandbox bool
	// SANDBOX_PSP_URL: where the sandbox gate calls the provider's API;
	// BASE_URL + "/sandbox/psp" unless set (say, a loopback address when
	// BASE_URL is only reachable from outside).
	SandboxURL string
	// SANDBOX_PSP_API_KEY, SANDBOX_PSP_WEBHOOK_SECRET: shared by the sandbox
	// provider and its gate; unset, derived from JWT_SECRET.
	SandboxAPIKey        string
	SandboxWebhookSecret []byte
}

func (c *Config) loadPayments(get func(k, def string) string) error {
	p := &c.Payments
	p.StripeSecretKey = get("STRIPE_SECRET_KEY", "")
	p.StripeWebhookSecret = get("STRIPE_WEBHOOK_SECRET", "")
	p.StripeAPIBase = get("STRIPE_API_BASE", "")
	if (p.StripeSecretKey == "") != (p.StripeWebhookSecret == "") {
		return fmt.Errorf("config: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: a gate whose webhooks cannot be verified never credits")
	}
	p.Limits = get("PAYMENT_LIMITS", "")
	p.Methods = get("PAYMENT_METHODS", "")
	var err error
	if p.Expiry, err = time.ParseDuration(get("PAYMENT_EXPIRY", "1h")); err != nil || p.Expiry < time.Minute {
		return fmt.Errorf("config: PAYMENT_EXPIRY must be a duration of at least 1m, like 1h")
	}
	p.S2PWithoutHold = get("PAYMENTS_S2P_WITHOUT_HOLD", "0") == "1"
	return nil
}

// StripeOn reports whether the card gate is configured.
func (p Payments) StripeOn() bool { return p.StripeSecretKey != "" }
