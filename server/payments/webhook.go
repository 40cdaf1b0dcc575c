package payments

import (
	"context"
	"errors"
	"net/http"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/payment"
	"github.com/casefront/casefront/server/apperr"
)

// MaxWebhookBody bounds a webhook body.
const MaxWebhookBody = 256 << 10

// Webhook verifies and applies a gateway's notification. It returns an
// apperr (api.webhook_invalid) for a forged, stale or malformed delivery, so
// nothing is credited; nil for an applied, repeated, ignored or foreign
// event, so the gateway stops retrying. Any other error is transient (the
// gateway retries).
func (s *Service) Webhook(ctx context.Context, gate string, h http.Header, body []byte) error {
	gw := s.Gateways[gate]
	if gw == nil {
		return apperr.NotFound.Msg("no gate %s", gate)
	}
	ev, err := gw.ParseWebhook(h, body, s.now())
	switch {
	case errors.Is(err, ErrIgnored):
		return nil
	case errors.Is(err, ErrBadSignature), errors.Is(err, ErrStale), errors.Is(err, ErrMalformed):
		s.Log.Warn("webhook refused", zap.String("gate", gate), zap.Error(err))
		return apperr.WebhookInvalid.Msg("%v", err)
	case err != nil:
		return err
	}
	if ev.Currency != "" && ev.Currency != "usd" {
		s.Log.Error("webhook in a foreign currency ignored", zap.String("gate", gate), zap.String("event", ev.ID), zap.String("currency", ev.Currency))
		return nil
	}
	q := s.DB.Payment.Query().Where(payment.Gate(gate))
	if ev.Reference != "" {
		q.Where(payment.Reference(ev.Reference))
	} else {
		q.Where(payment.ProviderRef(ev.ProviderRef))
	}
	p, err := q.Only(ctx)
	if ent.IsNotFound(err) {
		// Not one of ours (a shared gateway account): acknowledge and forget.
		s.Log.Warn("webhook for an unknown payment", zap.String("gate", gate), zap.String("event", ev.ID), zap.String("reference", ev.Reference))
		return nil
	}
	if err != nil {
		return err
	}
	if ev.Status == StatusSucceeded && ev.Fingerprint == "" && p.ProviderRef != "" {
		ev.Fingerprint = s.cardOf(ctx, gw, p)
	}
	_, err = s.move(ctx, p.ID, move{to: ev.Status, eventKey: gate + ":" + ev.ID, amount: ev.Amount, reason: "webhook", fingerprint: ev.Fingerprint})
	return err
}

// cardOf asks the gateway which card paid p. The deposit is credited either
// way: a gateway that cannot answer now costs only the self-referral check
// (partner.Earn then treats the card as unknown), never the player's money.
func (s *Service) cardOf(ctx context.Context, gw Gateway, p *ent.Payment) string {
	l, err := gw.Lookup(ctx, p.ProviderRef)
	if err != nil {
		s.Log.Warn("payment card lookup failed", zap.String("reference", p.Reference), zap.Error(err))
		return ""
	}
	return l.Fingerprint
}
