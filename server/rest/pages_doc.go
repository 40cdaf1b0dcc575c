package rest

import (
	"github.com/casefront/casefront/server/apperr"
)

// The routes served outside the endpoints' {data} conventions: sign-in
// redirects, signed notifications, feeds, the contract itself.

var (
	redirect = map[string]any{"302": map[string]any{"description": "a redirect (Location)"}}
	received = map[string]any{
		"200": map[string]any{"description": "accepted", "content": map[string]any{"application/json": map[string]any{
			"schema": schema{"type": "object", "required": []any{"received"}, "properties": map[string]any{"received": schema{"const": true}},
				"additionalProperties": false}}}},
		"503": errorResponse([]string{apperr.Internal.Key}),
	}
)

// devOff is the development sign-in's answer when it is off.
var devOff = map[string]any{"description": "development sign-in is off", "content": map[string]any{"text/plain": map[string]any{"schema": schema{"type": "string"}}}}

func textResponse(contentType, desc string) map[string]any {
	return map[string]any{"200": map[string]any{"description": desc,
		"content": map[string]any{contentType: map[string]any{"schema": schema{"type": "string"}}}}}
}

func init() {
	describe("pages", map[string]opDoc{
		"GET /auth/callback": {
			Summary:   "The OpenID provider's return: signs the player in and redirects to the client.",
			Access:    anyone,
			Responses: redirect,
			Errors:    []*apperr.Error{apperr.LoginFailed, apperr.SessionInvalid},
		},
		"GET /auth/dev": {
			Summary:   "The development sign-in form (only when the server runs in development mode; a plain 404 otherwise).",
			Access:    anyone,
			Responses: map[string]any{"200": textResponse("text/html", "the form")["200"], "404": devOff},
		},
		"POST /auth/dev": {
			Summary: "Signs in as the development player named in the form, then redirects.",
			Access:  anyone,
			Responses: map[string]any{"302": redirect["302"], "404": devOff, "400": map[string]any{"description": "an unreadable form",
				"content": map[string]any{"text/plain": map[string]any{"schema": schema{"type": "string"}}}}},
		},
		"POST /webhooks/{gate}": {
			Summary: "A payment gateway's signed notification (the raw body is what the signature covers).",
			Desc: "The gateway retries until it gets 200. A notification that does not verify is 400 api.webhook_invalid; " +
				"a transient failure is 503 so it is delivered again.",
			Access:    signedHook,
			Responses: received,
			Errors:    []*apperr.Error{apperr.WebhookInvalid, apperr.NotFound},
		},
		"POST /api/webhooks/{gate}": {
			Summary:   "The same notification under /api.",
			Access:    signedHook,
			Responses: received,
			Errors:    []*apperr.Error{apperr.WebhookInvalid, apperr.NotFound},
		},
		"POST " + SupplierCallbackPath: {
			Summary: "The skin supplier's signed order status (X-Supplier-Signature over the raw body).",
			Access:  signedHook,
			Responses: map[string]any{
				"200": received["200"],
				"401": errorResponse([]string{apperr.Forbidden.Key}),
				"503": received["503"],
			},
		},
		"GET /news/rss.xml": {
			Summary:   "The news feed (RSS 2.0) of the published posts.",
			Access:    anyone,
			Params:    []param{p("lang", str(5), "the posts' language")},
			Responses: textResponse("application/rss+xml", "the feed"),
		},
		"GET /sitemap.xml": {
			Summary:   "The sitemap: every public page, case page and published post in every site language, with hreflang alternates.",
			Access:    anyone,
			Responses: textResponse("application/xml", "the sitemap"),
		},
		"GET /api/openapi.json": {
			Summary: "This document, in JSON.",
			Access:  anyone,
			Responses: map[string]any{"200": map[string]any{"description": "the OpenAPI 3.1 document", "content": map[string]any{
				"application/json": map[string]any{"schema": schema{"type": "object", "required": []any{"openapi", "info", "paths"},
					"properties": map[string]any{"openapi": schema{"type": "string"}, "info": schema{"type": "object"}, "paths": schema{"type": "object"}}}}}}},
		},
		"GET /api/openapi.yaml": {
			Summary:   "This document, in YAML.",
			Access:    anyone,
			Responses: textResponse("application/yaml", "the OpenAPI 3.1 document"),
		},
		"GET /healthz": {
			Summary: "Liveness and database reachability, for load balancers.",
			Access:  anyone,
			Responses: map[string]any{
				"200": map[string]any{"description": "up", "content": map[string]any{"application/json": map[string]any{
					"schema": schema{"type": "object", "required": []any{"status"}, "properties": map[string]any{"status": schema{"const": "ok"}}}}}},
				"503": map[string]any{"description": "the database is unreachable", "content": map[string]any{"text/plain": map[string]any{
					"schema": schema{"type": "string"}}}},
			},
		},
	})
}
