package rest

import (
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/notifications"
)

func init() {
	tagDescriptions["notifications"] = "The viewer's in-site notifications: the header's bell (docs/notifications.md)."
	describe("notifications", map[string]opDoc{
		"GET /user/notifications": {
			Summary: "The viewer's notifications, newest first, paged (meta.total); read_at is null while unread.",
			Desc: "kind is withdrawal_sent, withdrawal_failed, battle_started, rematch_offer, support_reply, level_reward, " +
				"extra_reward_reminder or daily_bonus_reminder; params are the message's values; url is the client path it links to.",
			Params: paging(notifications.PageSize),
			List:   true,
			Data:   []notificationView{},
		},
		"POST /user/notifications/read": {
			Summary: "Marks the viewer's notifications {ids} read, or all of them {all: true}; answers how many are unread.",
			Desc:    "An id that is not the viewer's refuses the whole call (api.not_found, field ids); neither ids nor all is api.validation.",
			Params:  []param{p("ids", idsS), p("all", flag())},
			Example: map[string]any{"ids": []int{12, 13}},
			Data:    notificationReadView{},
			Errors:  []*apperr.Error{apperr.NotFound},
		},
	})
}
