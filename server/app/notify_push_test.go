package app_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/casefront/casefront/ent/notification"
	"github.com/casefront/casefront/ent/withdrawal"
	"github.com/casefront/casefront/server/push/pushtest"
)

// A player subscribed to push withdraws an item through the sandbox
// marketplace: when the supplier sends the trade offer, the bell gets a
// "withdrawal sent" notification and the player's device receives the same
// as a Web Push that a push service on loopback decrypts with the device's
// keys, in the player's language.
func TestWithdrawalSentReachesTheBellAndTheDevice(t *testing.T) {
	t.Parallel()
	s := tradeServer(t)
	rx := pushtest.New(t, testVAPIDPublic)
	u, tok, d := s.trader(t)
	s.App.DB.User.UpdateOneID(u.ID).SetLang("de").ExecX(context.Background())
	phone := rx.Browser("phone")
	if r := s.postJSON(t, "/user/web_push_create_subscriber", tok, map[string]any{"endpoint": phone.Endpoint, "key_p256dh": phone.P256dh(), "key_auth": phone.Auth()}); r.Status != http.StatusOK {
		t.Fatalf("subscribe: %s", r)
	}

	wantSuccess(t, s.postJSON(t, "/api/win/accept", tok, map[string]any{"id": d.ID}))
	w := s.withdrawalOf(t, d.ID, withdrawal.StatePending)
	if r := s.supplierCall(t, "/orders/"+w.ClientOrderID+"/advance", nil); r.Status != http.StatusOK { // pending -> sent
		t.Fatalf("advance: %s", r)
	}
	del, err := rx.Next(30 * time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if del.Device != "phone" || del.Payload["title"] != "Auszahlung gesendet" || !strings.Contains(del.Payload["body"], "Steam") {
		t.Fatalf("delivered %+v", del)
	}
	n := s.App.DB.Notification.Query().Where(notification.UserID(u.ID)).AllX(context.Background())
	if len(n) != 1 || n[0].Kind != "withdrawal_sent" {
		t.Fatalf("the bell holds %+v", n)
	}
	if del.Payload["url"] != n[0].URL {
		t.Fatalf("the push opens %q, the bell links %q", del.Payload["url"], n[0].URL)
	}
	s.noErrorLogs(t)
}
