package stripetest

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// The signature is Stripe's scheme, computed here without stripe-go.
func TestSignatureIsStripes(t *testing.T) {
	at := time.Unix(1_700_000_000, 0)
	body := []byte(`{"id":"evt_1","object":"event"}`)
	mac := hmac.New(sha256.New, []byte("whsec_x"))
	mac.Write([]byte(strconv.FormatInt(at.Unix(), 10) + "." + string(body)))
	want := "t=1700000000,v1=" + hex.EncodeToString(mac.Sum(nil))
	require.Equal(t, want, Signature("whsec_x", body, at))
	require.Equal(t, want, SignedWebhook("whsec_x", body, at).Get("Stripe-Signature"))
}

func TestSessionEventDefaults(t *testing.T) {
	at := time.Unix(1_700_000_000, 0)
	var e struct {
		ID, Object, Type string
		Created          int64
		Data             struct {
			Object map[string]any
		}
	}
	require.NoError(t, json.Unmarshal(SessionEvent(SessionExpired, "evt_9", at, Session{ID: "cs_9", Reference: "pay_9", Amount: 450}), &e))
	require.Equal(t, "evt_9", e.ID)
	require.Equal(t, "event", e.Object)
	require.Equal(t, SessionExpired, e.Type)
	require.Equal(t, at.Unix(), e.Created)
	o := e.Data.Object
	require.Equal(t, "cs_9", o["id"])
	require.Equal(t, "expired", o["status"])
	require.Equal(t, "unpaid", o["payment_status"])
	require.Equal(t, "pay_9", o["client_reference_id"])
	require.EqualValues(t, 450, o["amount_total"])
	require.Equal(t, "usd", o["currency"])
}

func TestStartMockAnswers(t *testing.T) {
	base := StartMock(t)
	req, err := http.NewRequest(http.MethodGet, base+"/v1/checkout/sessions/cs_test_1", nil)
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer sk_test_123")
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
}
