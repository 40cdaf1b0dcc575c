package rest

import (
	"github.com/casefront/casefront/server/alerts"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/pages"
	"github.com/casefront/casefront/server/sitemap"
)

func init() {
	tagDescriptions["alerts"] = "The operators' alert bar and modal notifications (docs/pages.md)."
	describe("alerts", map[string]opDoc{
		"GET /notifications": {
			Summary: "The alerts running now for the viewer and the modal notifications they have not seen, in locale (else English), oldest first.",
			Desc: "A signed-in player's hidden alerts and viewed modals are left out; a guest's answer depends on the language only " +
				"(the browser keeps a guest's dismissals).",
			Access: anyone,
			Params: []param{p("locale", str(5), "the site language")},
			Data:   alerts.Notices{},
		},
		"POST /notifications/hide": {
			Summary: "Hides an alert {id} for good for the signed-in player; a second hide changes nothing.",
			Desc:    "An alert that is not running is api.not_found.",
			Params:  []param{req("id", idS)},
			Example: map[string]any{"id": 1},
			Data:    hiddenView{},
			Errors:  []*apperr.Error{apperr.NotFound},
		},
		"POST /modal-notifications/{id}/view": {
			Summary:    "Records once that the signed-in player saw a modal notification; recorded is false when it was recorded before (nothing written).",
			Desc:       "A modal that is not running is api.not_found.",
			PathParams: map[string]schema{"id": {"type": "string", "pattern": "^[1-9][0-9]{0,9}$"}},
			Data:       viewedView{},
			Errors:     []*apperr.Error{apperr.NotFound},
		},
	})
	tagDescriptions["content"] = "The terms, AML policy, legal notice, FAQ and sitemap pages, rendered from Markdown at build time (docs/pages.md)."
	describe("content", map[string]opDoc{
		"GET /pages/{slug}": {
			Summary:    "A static page in locale (English when the language has none): its title, table of contents and sanitised HTML.",
			Access:     anyone,
			Params:     []param{p("locale", str(5), "the site language")},
			PathParams: map[string]schema{"slug": oneOfStr(pages.Slugs...)},
			Data:       pages.Page{},
			Errors:     []*apperr.Error{apperr.NotFound},
		},
		"GET /sitemap/links": {
			Summary: "The sitemap page's links: every public page, case and published post (paths without a language prefix).",
			Access:  anyone,
			Data:    sitemap.Links{},
		},
		"GET /robots.txt": {
			Summary:   "The crawlers' rules: the public site allowed, the API, GraphQL and the players' own pages not; names the sitemap.",
			Access:    anyone,
			Responses: textResponse("text/plain", "robots.txt"),
		},
	})
}
