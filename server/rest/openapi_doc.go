package rest

import (
	"fmt"

	"github.com/casefront/casefront/server/apperr"
)

// The partners' contract (docs/openapi.json) is built from the route tables
// and, for each route, its description here, keyed "METHOD path" as the
// route table writes it. Each domain keeps its descriptions in a
// <domain>_doc.go next to its routes; a route without one fails
// TestOpenAPIDescribesEveryRoute, which names it.

// access is who may call an operation.
type access int

const (
	// signedIn: a signed-in player (bearer token); anonymous is api.no_auth.
	signedIn access = iota
	// anyone: no token needed; a bearer token, when sent, names the viewer.
	anyone
	// signedHook: a gateway's or the supplier's signed notification.
	signedHook
)

// opDoc describes one operation.
type opDoc struct {
	Summary string
	Desc    string
	Access  access
	// Params are the query parameters of a GET, the JSON body's fields of a
	// POST (which may come in the query string too).
	Params []param
	// PathParams narrow a {wildcard}'s schema (any short string otherwise).
	PathParams map[string]schema
	// Data is a value of the Go type answered in data (nil: any JSON value).
	Data any
	// List adds meta {total, page, per_page}; Status the top-level
	// status: "success".
	List, Status bool
	// Top are further top-level fields of the answer (required).
	Top map[string]any
	// Errors are the refusals beyond the common ones (see commonErrors).
	Errors []*apperr.Error
	// Responses replace the {data} answer for what is not a JSON call
	// (redirects, pages, feeds, notifications).
	Responses map[string]any
	// Example is a request body example for a POST.
	Example map[string]any

	tag string // the domain (describe)
}

// param is one parameter with its constraints as a JSON Schema.
type param struct {
	Name     string
	Schema   schema
	Required bool
	Desc     string
}

type schema = map[string]any

// oneOfData is an answer that is exactly one of several shapes, each given
// as a value of its Go type (Data: oneOfData{aView{}, bView{}}): the
// generator writes oneOf of their schemas, so the shapes must not overlap
// (additionalProperties is false on every struct).
type oneOfData []any

var descriptions = map[string]opDoc{}

// describe registers a domain's descriptions (from its _doc.go's init);
// the domain is the operations' tag.
func describe(domain string, docs map[string]opDoc) {
	for k, d := range docs {
		if _, dup := descriptions[k]; dup {
			panic(fmt.Sprintf("rest: %s is described twice", k))
		}
		d.tag = domain
		descriptions[k] = d
	}
}

// Schema helpers for parameters.

func intIn(min, max int) schema { return schema{"type": "integer", "minimum": min, "maximum": max} }
func intMin(min int) schema     { return schema{"type": "integer", "minimum": min} }
func str(maxLen int) schema     { return schema{"type": "string", "maxLength": maxLen} }
func oneOfStr(values ...string) schema {
	return schema{"type": "string", "enum": values}
}
func flag() schema {
	return schema{"type": []any{"boolean", "integer", "string"}, "description": "true, 1, yes or on; anything else is false"}
}

var (
	idS    = schema{"type": "integer", "minimum": 1}
	textS  = schema{"type": "string", "maxLength": 1000}
	amount = schema{"oneOf": []any{
		schema{"type": "number", "minimum": 0, "multipleOf": 0.01},
		schema{"type": "string", "pattern": `^[0-9]+(\.[0-9]{1,2})?$`},
	}, "description": "dollars with at most two decimals, a JSON number or string"}
	idsS = schema{"oneOf": []any{
		schema{"type": "array", "items": idS, "maxItems": 1000},
		schema{"type": "string", "pattern": `^[0-9]+(,[0-9]+)*$`, "description": "comma-separated ids"},
	}}
	anyJSON = schema{}
)

func p(name string, s schema, desc ...string) param {
	d := ""
	if len(desc) > 0 {
		d = desc[0]
	}
	return param{Name: name, Schema: s, Desc: d}
}

func req(name string, s schema, desc ...string) param {
	pr := p(name, s, desc...)
	pr.Required = true
	return pr
}

// paging is page (1–10000) and limit (1–max) of a paged list.
func paging(max int) []param {
	return []param{p("page", intIn(1, 10000), "page number, from 1"), p("limit", intIn(1, max), "rows per page")}
}

// caseRefParams name a case by id (109 is the daily bonus case) or alias.
var caseRefParams = []param{p("id", idS, "case id (109: the daily bonus case)"), p("alias", str(100), "case alias, instead of id")}

// totalCount is the blog lists' top-level total_count.
var totalCount = map[string]any{"total_count": schema{"type": "integer", "minimum": 0}}

var fast = p("fast", flag(), "skip the spin animation delay")
