// Package stripegw is the Stripe gateway: card payments (and the wallets that
// ride on card) through a hosted Checkout Session, made with the official
// stripe-go client. It is named stripegw so that stripe-go's own package
// keeps the name stripe.
package stripegw

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"github.com/stripe/stripe-go/v85"

	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/payments"
)

// Config is what the gateway needs from configuration.
type Config struct {
	SecretKey     string // sk_live_... / sk_test_...
	WebhookSecret string // whsec_...: the signing secret of our webhook endpoint
	// APIBase replaces https://api.stripe.com (stripe-mock in tests); empty
	// means Stripe's.
	APIBase string
	// HTTPClient, when set, carries every API call (timeouts, proxies);
	// nil means stripe-go's default client (80 s timeout).
	HTTPClient *http.Client
}

// Gateway implements payments.Gateway over Stripe Checkout.
type Gateway struct {
	sc            *stripe.Client
	webhookSecret string
}

var _ payments.Gateway = (*Gateway)(nil)

// productName is what the player sees on Stripe's page.
const productName = "Casefront balance top-up"

// New builds the gateway. Both secrets are required: a gateway that cannot
// verify webhooks would never learn that a payment went through.
func New(c Config) (*Gateway, error) {
	if c.SecretKey == "" || c.WebhookSecret == "" {
		return nil, errors.New("stripe: secret key and webhook secret are required")
	}
	cfg := &stripe.BackendConfig{
		HTTPClient: c.HTTPClient,
		// Errors are returned to the caller, who logs them; stripe-go's own
		// logger would print them a second time on stderr.
		LeveledLogger: &stripe.LeveledLogger{Level: stripe.LevelNull},
	}
	if c.APIBase != "" {
		// stripe-go tells API versions apart by the request path
		// starting with /v1 or /v2, so the base can carry no path (but
		// a trailing /v1, which it strips).
		u, err := url.Parse(c.APIBase)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" ||
			strings.TrimSuffix(strings.TrimSuffix(u.Path, "/"), "/v1") != "" {
			return nil, fmt.Errorf("stripe: API base %q: want scheme://host[:port] and no path", c.APIBase)
		}
		cfg.URL = stripe.String(c.APIBase)
	}
	return &Gateway{
		sc:            stripe.NewClient(c.SecretKey, stripe.WithBackends(stripe.NewBackendsWithConfig(cfg))),
		webhookSecret: c.WebhookSecret,
	}, nil
}

// Name implements payments.Gateway.
func (g *Gateway) Name() string { return "stripe" }

// cardMethods are the methods Checkout takes as payment method type card:
// Apple Pay and Google Pay are offered on the card form where the device
// supports them, they have no type of their own.
var cardMethods = map[payments.Method]bool{
	payments.MethodWidget:    true,
	payments.MethodApplePay:  true,
	payments.MethodGooglePay: true,
}

// Create opens a Checkout Session for c.Amount USD cents.
func (g *Gateway) Create(ctx context.Context, c payments.Checkout) (payments.Created, error) {
	if !cardMethods[c.Method] {
		return payments.Created{}, fmt.Errorf("stripe: method %q is not taken through Stripe", c.Method)
	}
	if c.Amount <= 0 {
		return payments.Created{}, fmt.Errorf("stripe: amount %s is not positive", c.Amount)
	}
	if c.Reference == "" {
		return payments.Created{}, errors.New("stripe: checkout without a reference")
	}
	p := &stripe.CheckoutSessionCreateParams{
		Mode:               stripe.String(string(stripe.CheckoutSessionModePayment)),
		ClientReferenceID:  stripe.String(c.Reference),
		SuccessURL:         stripe.String(c.SuccessURL),
		CancelURL:          stripe.String(c.FailURL),
		PaymentMethodTypes: stripe.StringSlice([]string{"card"}),
		LineItems: []*stripe.CheckoutSessionCreateLineItemParams{{
			Quantity: stripe.Int64(1),
			PriceData: &stripe.CheckoutSessionCreateLineItemPriceDataParams{
				Currency:    stripe.String(string(stripe.CurrencyUSD)),
				UnitAmount:  stripe.Int64(int64(c.Amount)),
				ProductData: &stripe.CheckoutSessionCreateLineItemPriceDataProductDataParams{Name: stripe.String(productName)},
			},
		}},
		// Charge and refund events carry the payment intent's metadata, not
		// the session's: the reference goes on both.
		PaymentIntentData: &stripe.CheckoutSessionCreatePaymentIntentDataParams{
			Metadata: map[string]string{"reference": c.Reference},
		},
	}
	p.AddMetadata("reference", c.Reference)
	// One session per payment even if the call is repeated after a timeout.
	p.SetIdempotencyKey("checkout-" + c.Reference)
	s, err := g.sc.V1CheckoutSessions.Create(ctx, p)
	if err != nil {
		return payments.Created{}, fmt.Errorf("stripe: create checkout session: %w", err)
	}
	if s.ID == "" || s.URL == "" {
		return payments.Created{}, errors.New("stripe: checkout session without an id or URL")
	}
	return payments.Created{ProviderRef: s.ID, RedirectURL: s.URL}, nil
}

// Lookup retrieves a Checkout Session. The latest charge is expanded so a
// refund made after the session completed is seen too.
func (g *Gateway) Lookup(ctx context.Context, providerRef string) (payments.Lookup, error) {
	// stripe-go puts the id into the path as it is.
	if !validID(providerRef) {
		return payments.Lookup{}, fmt.Errorf("stripe: %q is not a session id", providerRef)
	}
	p := &stripe.CheckoutSessionRetrieveParams{}
	p.AddExpand("payment_intent.latest_charge")
	s, err := g.sc.V1CheckoutSessions.Retrieve(ctx, providerRef, p)
	if err != nil {
		return payments.Lookup{}, fmt.Errorf("stripe: retrieve checkout session %s: %w", providerRef, err)
	}
	st, err := sessionStatus(s)
	if err != nil {
		return payments.Lookup{}, err
	}
	return payments.Lookup{Status: st, Amount: money.Cents(s.AmountTotal), Fingerprint: cardFingerprint(s)}, nil
}

// cardFingerprint is the fingerprint of the card behind a session's latest
// charge (Stripe's: the same card number gives the same value across
// customers of one account); "" for other methods or an unexpanded charge.
func cardFingerprint(s *stripe.CheckoutSession) string {
	if pi := s.PaymentIntent; pi != nil && pi.LatestCharge != nil {
		if d := pi.LatestCharge.PaymentMethodDetails; d != nil && d.Card != nil {
			return d.Card.Fingerprint
		}
	}
	return ""
}

// validID: Stripe's ids are letters, digits and underscores.
func validID(id string) bool {
	if id == "" || len(id) > 255 {
		return false
	}
	for _, r := range id {
		if !(r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			return false
		}
	}
	return true
}

// sessionStatus reads where a session stands.
func sessionStatus(s *stripe.CheckoutSession) (payments.Status, error) {
	switch s.Status {
	case stripe.CheckoutSessionStatusOpen:
		return payments.StatusCreated, nil // the player has not finished Stripe's page
	case stripe.CheckoutSessionStatusExpired:
		return payments.StatusExpired, nil
	case stripe.CheckoutSessionStatusComplete:
		switch s.PaymentStatus {
		case stripe.CheckoutSessionPaymentStatusPaid:
			if pi := s.PaymentIntent; pi != nil && pi.LatestCharge != nil && fullyRefunded(pi.LatestCharge) {
				return payments.StatusRefunded, nil
			}
			return payments.StatusSucceeded, nil
		case stripe.CheckoutSessionPaymentStatusUnpaid:
			return payments.StatusPending, nil // a delayed method is still settling
		}
	}
	return "", fmt.Errorf("stripe: checkout session %s: status %q, payment status %q", s.ID, s.Status, s.PaymentStatus)
}

// fullyRefunded: only a refund of the whole charge moves a payment (the
// states have no partial refund); a partial one leaves it succeeded.
func fullyRefunded(ch *stripe.Charge) bool {
	return ch.Refunded && ch.AmountRefunded >= ch.Amount
}
