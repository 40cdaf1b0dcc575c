package rest

import (
	"github.com/casefront/casefront/server/apperr"
)

func init() {
	describe("support", map[string]opDoc{
		"POST /zendesk/create": {
			Summary: "Opens a support ticket (JSON or multipart with files[]).",
			Data:    supportThreadView{},
			Params:  []param{p("subject", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.SelfBanned},
		},
		"POST /zendesk/comment": {
			Summary: "Answers on one of the viewer's tickets.",
			Data:    supportCommentView{},
			Params:  []param{p("k", intMin(0))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.SelfBanned},
		},
		"GET /zendesk/jwt": {
			Summary: "A token for the support widget.",
			Data:    supportWidgetView{},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.SelfBanned},
		},
		"GET /zendesk/list_search_custom": {
			Summary: "The viewer's tickets, paged.",
			Data:    []supportTicketView{},
			Params:  append(paging(20), p("query", str(200)), p("search", str(200))),
			List:    true,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.SelfBanned},
		},
		"GET /zendesk/ticket": {
			Summary: "One of the viewer's tickets.",
			Data:    supportTicketView{},
			Params:  []param{p("k", intMin(0))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.SelfBanned},
		},
		"GET /zendesk/ticket_comments": {
			Summary: "A ticket's comments.",
			Data:    []supportCommentView{},
			Params:  []param{p("k", intMin(0))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.SelfBanned},
		},
	})
}
