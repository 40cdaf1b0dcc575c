package app

import (
	"fmt"

	"go.uber.org/zap"

	"github.com/casefront/casefront/server/config"
	"github.com/casefront/casefront/server/payments"
	"github.com/casefront/casefront/server/payments/sandbox"
	stripegw "github.com/casefront/casefront/server/payments/stripe"
	"github.com/casefront/casefront/server/realtime"
	"github.com/casefront/casefront/server/store"
)

// paymentGateways are the gateways configuration turns on.
func paymentGateways(cfg *config.Config) (map[string]payments.Gateway, error) {
	gws := map[string]payments.Gateway{}
	if cfg.Payments.StripeOn() {
		gw, err := stripegw.New(stripegw.Config{SecretKey: cfg.Payments.StripeSecretKey,
			WebhookSecret: cfg.Payments.StripeWebhookSecret, APIBase: cfg.Payments.StripeAPIBase})
		if err != nil {
			return nil, fmt.Errorf("stripe: %w", err)
		}
		gws[gw.Name()] = gw
	}
	if cfg.Payments.Sandbox {
		// The built-in sandbox provider (mounted by mountSandbox), reached
		// over HTTP like any other.
		gw := sandbox.New(sandbox.Config{BaseURL: cfg.Payments.SandboxURL, APIKey: cfg.Payments.SandboxAPIKey,
			WebhookSecret: cfg.Payments.SandboxWebhookSecret, CallbackURL: cfg.BaseURL + "/webhooks/" + sandbox.Name})
		gws[gw.Name()] = gw
	}
	return gws, nil
}

// newPayments builds the payments domain with the gateways configuration
// turns on. Gateways are added to Gateways before the first request.
func newPayments(cfg *config.Config, db *store.DB, bus realtime.Bus, log *zap.Logger, gateways map[string]payments.Gateway) (*payments.Service, error) {
	limits, err := payments.ParseLimits(cfg.Payments.Limits)
	if err != nil {
		return nil, fmt.Errorf("PAYMENT_LIMITS: %w", err)
	}
	only, err := payments.ParseMethods(cfg.Payments.Methods)
	if err != nil {
		return nil, fmt.Errorf("PAYMENT_METHODS: %w", err)
	}
	_, stripeOn := gateways["stripe"]
	_, sandboxOn := gateways["sandbox"]
	return &payments.Service{DB: db.Client, Gateways: gateways, Groups: payments.Catalogue(stripeOn, sandboxOn, limits, only...),
		Bus: bus, Log: log, BaseURL: cfg.BaseURL, Expiry: cfg.Payments.Expiry}, nil
}
