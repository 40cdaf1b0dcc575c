package stripegw

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/stripe/stripe-go/v85"

	"github.com/casefront/casefront/server/payments"
)

func TestSessionStatus(t *testing.T) {
	charge := func(amount, refunded int64) *stripe.PaymentIntent {
		return &stripe.PaymentIntent{ID: "pi_1", LatestCharge: &stripe.Charge{ID: "ch_1", Amount: amount, AmountRefunded: refunded, Refunded: refunded >= amount}}
	}
	for i, c := range []struct {
		s    stripe.CheckoutSession
		want payments.Status
	}{
		{stripe.CheckoutSession{Status: "open", PaymentStatus: "unpaid"}, payments.StatusCreated},
		{stripe.CheckoutSession{Status: "expired", PaymentStatus: "unpaid"}, payments.StatusExpired},
		{stripe.CheckoutSession{Status: "complete", PaymentStatus: "unpaid"}, payments.StatusPending},
		{stripe.CheckoutSession{Status: "complete", PaymentStatus: "paid"}, payments.StatusSucceeded},
		{stripe.CheckoutSession{Status: "complete", PaymentStatus: "paid", PaymentIntent: &stripe.PaymentIntent{ID: "pi_1"}}, payments.StatusSucceeded},
		{stripe.CheckoutSession{Status: "complete", PaymentStatus: "paid", PaymentIntent: charge(1000, 0)}, payments.StatusSucceeded},
		{stripe.CheckoutSession{Status: "complete", PaymentStatus: "paid", PaymentIntent: charge(1000, 400)}, payments.StatusSucceeded},
		{stripe.CheckoutSession{Status: "complete", PaymentStatus: "paid", PaymentIntent: charge(1000, 1000)}, payments.StatusRefunded},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			got, err := sessionStatus(&c.s)
			require.NoError(t, err)
			require.Equal(t, c.want, got)
		})
	}
	for _, s := range []stripe.CheckoutSession{
		{Status: "complete", PaymentStatus: "no_payment_required"},
		{Status: "", PaymentStatus: ""},
		{Status: "someday"},
	} {
		_, err := sessionStatus(&s)
		require.Error(t, err, s)
	}
}

func TestCardFingerprint(t *testing.T) {
	card := &stripe.CheckoutSession{PaymentIntent: &stripe.PaymentIntent{LatestCharge: &stripe.Charge{
		PaymentMethodDetails: &stripe.ChargePaymentMethodDetails{Card: &stripe.ChargePaymentMethodDetailsCard{Fingerprint: "fp_card"}}}}}
	require.Equal(t, "fp_card", cardFingerprint(card))
	for _, s := range []*stripe.CheckoutSession{
		{}, // no payment intent (unexpanded, or not paid yet)
		{PaymentIntent: &stripe.PaymentIntent{ID: "pi_1"}},
		{PaymentIntent: &stripe.PaymentIntent{LatestCharge: &stripe.Charge{ID: "ch_1"}}},
		{PaymentIntent: &stripe.PaymentIntent{LatestCharge: &stripe.Charge{PaymentMethodDetails: &stripe.ChargePaymentMethodDetails{Type: "link"}}}},
	} {
		require.Empty(t, cardFingerprint(s))
	}
}
