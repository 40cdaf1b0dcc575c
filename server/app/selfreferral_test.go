package app_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/partnerearning"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/payments/sandbox/psp"
	"github.com/casefront/casefront/server/payments/stripe/stripetest"
)

// A partner who pays their referral's deposit with their own card (the
// sandbox's card fingerprint, as Stripe's card.fingerprint would say)
// refers themselves: that deposit earns nothing and does not count towards
// the level; the referral's deposit with another card earns as usual.
func TestSelfReferralByCardEarnsNothing(t *testing.T) {
	t.Parallel()
	s := startServer(t, nil)
	ctx := context.Background()
	partner, ptok := s.player(t, 0)
	referral, rtok := s.player(t, 0)
	s.App.DB.User.UpdateOneID(referral.ID).SetReferrerID(partner.ID).ExecX(ctx)
	pay := func(tok, card string) string {
		t.Helper()
		ref, redirect, token := s.sandboxPay(t, tok, "10")
		s.sandboxPress(t, redirect, "approve", url.Values{"token": {token}, "card": {card}})
		s.waitPayment(t, ref, "succeeded")
		return ref
	}
	const partnersCard = "4000 0566 5566 5556"
	mine := pay(ptok, partnersCard)
	own := pay(rtok, "4000-0566-5566-5556") // the same card, written otherwise
	other := pay(rtok, psp.TestCard)

	fp := s.payment(t, mine).Fingerprint
	if fp == "" || s.payment(t, own).Fingerprint != fp || s.payment(t, other).Fingerprint == fp || strings.Contains(fp, "5556") {
		t.Fatalf("fingerprints: partner %q, same card %q, other card %q", fp, s.payment(t, own).Fingerprint, s.payment(t, other).Fingerprint)
	}
	earnings := s.App.DB.PartnerEarning.Query().Where(partnerearning.PartnerID(partner.ID)).AllX(ctx)
	if len(earnings) != 1 || earnings[0].DepositRef != "payment:"+other || earnings[0].Amount != 30 {
		t.Fatalf("earnings %+v, want one of 3%% on %s only", earnings, other)
	}
	if p := s.App.DB.User.GetX(ctx, partner.ID); p.ReferralsDeposited != 1000 {
		t.Fatalf("referrals deposited %s, want only the other card's $10", p.ReferralsDeposited)
	}
	// Not a card number: the page says so and nothing moves.
	ref, redirect, token := s.sandboxPay(t, rtok, "10")
	r := s.do(t, http.MethodPost, redirect+"/approve", "", "application/x-www-form-urlencoded",
		strings.NewReader(url.Values{"token": {token}, "card": {"12ab"}}.Encode()))
	if r.Status != http.StatusBadRequest || !strings.Contains(string(r.Body), "card number") || s.payment(t, ref).Status != "created" {
		t.Fatalf("a bad card: %s, payment %s", r, s.payment(t, ref).Status)
	}
	s.noErrorLogs(t)
}

// Stripe's Checkout events do not carry the charge, so the card's
// fingerprint is read from the session (its latest charge expanded) when a
// success arrives. stripe-mock answers the same card for every session: once
// the partner has paid with it, their referral's deposit with it earns
// nothing; before that, it earned.
func TestSelfReferralByStripeCardEarnsNothing(t *testing.T) {
	t.Parallel()
	s := stripeServer(t)
	ctx := context.Background()
	partner, ptok := s.player(t, 0)
	referral, rtok := s.player(t, 0)
	s.App.DB.User.UpdateOneID(referral.ID).SetReferrerID(partner.ID).ExecX(ctx)
	now := time.Now()
	pay := func(tok string, amount money.Cents) *ent.Payment {
		t.Helper()
		ref := s.topup(t, tok, "widget", amount.String())
		if c := s.deliver(t, stripetest.SessionEvent(stripetest.SessionCompleted, "", now, paid(ref, amount)), whsec, now); c != http.StatusOK {
			t.Fatalf("webhook: HTTP %d", c)
		}
		return s.payment(t, ref)
	}
	before := pay(rtok, 2000)
	mine := pay(ptok, 1000)
	after := pay(rtok, 3000)
	if before.Fingerprint == "" || mine.Fingerprint != before.Fingerprint || after.Fingerprint != before.Fingerprint {
		t.Fatalf("fingerprints %q %q %q, want the session's card on each", before.Fingerprint, mine.Fingerprint, after.Fingerprint)
	}
	earnings := s.App.DB.PartnerEarning.Query().Where(partnerearning.PartnerID(partner.ID)).AllX(ctx)
	if len(earnings) != 1 || earnings[0].DepositRef != "payment:"+before.Reference || earnings[0].Amount != 60 {
		t.Fatalf("earnings %+v, want 3%% of the deposit made before the partner used the card", earnings)
	}
	s.noErrorLogs(t)
}
