package app_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/casefront/casefront/server/push/pushtest"
)

type pushSettingsJSON struct {
	Data struct {
		VAPIDPublicKey string `json:"vapid_public_key"`
		Devices        int    `json:"devices"`
		Kinds          []struct {
			Kind    string `json:"kind"`
			Enabled bool   `json:"enabled"`
		} `json:"kinds"`
	} `json:"data"`
}

// A browser subscribes over REST, the player switches a kind off and
// presses the test push: a push service on loopback receives it, signed
// with the configured key and decrypted with the browser's. Bad input is
// api.validation, anonymous api.no_auth; GraphQL answers the same settings.
func TestPushOverRESTAndGraphQL(t *testing.T) {
	t.Parallel()
	s := startServer(t, nil)
	rx := pushtest.New(t, testVAPIDPublic)
	_, tok := s.player(t, 0)
	phone := rx.Browser("phone")

	r := s.postJSON(t, "/user/web_push_create_subscriber", "", map[string]any{"endpoint": phone.Endpoint, "key_p256dh": phone.P256dh(), "key_auth": phone.Auth()})
	if r.Status != http.StatusUnauthorized || !strings.Contains(string(r.Body), "api.no_auth") {
		t.Fatalf("anonymous: %s", r)
	}
	r = s.postJSON(t, "/user/web_push_create_subscriber", tok, map[string]any{"endpoint": "http://push.example.com/x", "key_p256dh": phone.P256dh(), "key_auth": phone.Auth()})
	if r.Status != http.StatusUnprocessableEntity || !strings.Contains(string(r.Body), `"api.validation"`) {
		t.Fatalf("plain http endpoint: %s", r)
	}
	r = s.postJSON(t, "/user/web_push_create_subscriber", tok, map[string]any{"endpoint": phone.Endpoint, "key_p256dh": phone.P256dh(), "key_auth": phone.Auth()})
	var set pushSettingsJSON
	if r.Status != http.StatusOK || json.Unmarshal(r.Body, &set) != nil || set.Data.Devices != 1 || set.Data.VAPIDPublicKey != testVAPIDPublic || len(set.Data.Kinds) != 8 {
		t.Fatalf("subscribe: %s", r)
	}
	if r = s.postJSON(t, "/user/push_settings", tok, map[string]any{"kind": "nope", "enabled": false}); r.Status != http.StatusUnprocessableEntity {
		t.Fatalf("unknown kind: %s", r)
	}
	r = s.postJSON(t, "/user/push_settings", tok, map[string]any{"kind": "battle_started", "enabled": false})
	if r.Status != http.StatusOK || !strings.Contains(string(r.Body), `{"kind":"battle_started","enabled":false}`) {
		t.Fatalf("switch off: %s", r)
	}
	if r = s.postJSON(t, "/user/push_test", tok, map[string]any{}); r.Status != http.StatusOK || !strings.Contains(string(r.Body), `"sent":1`) {
		t.Fatalf("test push: %s", r)
	}
	del, err := rx.Next(15 * time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if del.Device != "phone" || del.Payload["title"] != "Notifications are on" || del.Payload["url"] != "/user/me" {
		t.Fatalf("delivered %+v", del)
	}
	if r = s.postJSON(t, "/user/push_test", tok, map[string]any{}); r.Status != http.StatusTooManyRequests {
		t.Fatalf("a second test at once: %s", r)
	}

	var g struct {
		PushPublicKey string `json:"pushPublicKey"`
		PushSettings  struct {
			Devices int `json:"devices"`
			Kinds   []struct {
				Kind    string `json:"kind"`
				Enabled bool   `json:"enabled"`
			} `json:"kinds"`
		} `json:"pushSettings"`
	}
	s.graphql(t, tok, `{ pushPublicKey pushSettings { devices kinds { kind enabled } } }`, nil).into(t, &g)
	if g.PushPublicKey != testVAPIDPublic || g.PushSettings.Devices != 1 || g.PushSettings.Kinds[2].Kind != "battle_started" || g.PushSettings.Kinds[2].Enabled {
		t.Fatalf("graphql settings %+v", g)
	}
	bad := s.graphql(t, tok, `mutation { subscribePush(endpoint: "x", p256dh: "y", auth: "z") { devices } }`, nil)
	if len(bad.Errors) == 0 || bad.Errors[0].Extensions["code"] != "api.validation" {
		t.Fatalf("graphql bad input: %s", bad.raw)
	}
	_, other := s.player(t, 0)
	s.graphql(t, other, `mutation($e: String!) { unsubscribePush(endpoint: $e) { devices } }`, map[string]any{"e": phone.Endpoint}).into(t, &struct{}{})
	if r = s.get(t, "/user/push_settings", tok); !strings.Contains(string(r.Body), `"devices":1`) {
		t.Fatalf("another player removed the subscription: %s", r)
	}
}
