package rest

import (
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/push"
)

// pushTestDoc is POST /user/push_test's answer.
type pushTestDoc struct {
	Sent int `json:"sent"`
}

func init() {
	tagDescriptions["push"] = "Web Push: the viewer's browsers, the kinds they switched off and a test push (docs/push.md)."
	endpoint := str(push.MaxEndpoint)
	kinds := oneOfStr(push.Kinds...)
	describe("push", map[string]opDoc{
		"POST /user/web_push_create_subscriber": {
			Summary: "Registers this browser's push subscription for the viewer; answers the viewer's push settings.",
			Desc: "endpoint is the push service's https URL (PushSubscription.endpoint), key_p256dh and key_auth its keys, base64url " +
				"(65 bytes: an uncompressed P-256 point; 16 bytes). An endpoint registered before, by any player, is now the viewer's. " +
				"Self-banned and restricted players may manage their devices: pushes are not play.",
			Params:  []param{req("endpoint", endpoint), req("key_p256dh", str(100)), req("key_auth", str(40))},
			Example: map[string]any{"endpoint": "https://push.example.com/send/abc", "key_p256dh": "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM", "key_auth": "tBHItJI5svbpez7KI4CCXg"},
			Data:    pushSettingsView{},
		},
		"POST /user/web_push_delete_subscriber": {
			Summary: "Removes the viewer's subscription of endpoint (another player's is left alone); answers the viewer's push settings.",
			Params:  []param{req("endpoint", endpoint)},
			Example: map[string]any{"endpoint": "https://push.example.com/send/abc"},
			Data:    pushSettingsView{},
		},
		"GET /user/push_settings": {
			Summary: "The VAPID public key to subscribe with, how many of the viewer's devices are subscribed, and each kind on or off.",
			Data:    pushSettingsView{},
		},
		"POST /user/push_settings": {
			Summary: "Switches one kind of push on or off for the viewer; answers the settings.",
			Desc:    "An unknown kind is api.validation (field kind).",
			Params:  []param{req("kind", kinds), req("enabled", flag())},
			Example: map[string]any{"kind": push.KindDailyBonusReminder, "enabled": false},
			Data:    pushSettingsView{},
		},
		"POST /user/push_test": {
			Summary: "Sends a test push to each of the viewer's devices; answers to how many.",
			Desc:    "One per 30 seconds (api.rate_limited); no subscribed device is api.validation (field devices).",
			Data:    pushTestDoc{},
			Errors:  []*apperr.Error{apperr.RateLimited},
		},
	})
}
