//go:generate go run ../cmd/openapigen -dir ../../docs

package rest

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"reflect"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/casefront/casefront/server/apperr"
)

// APIVersion is the contract's info.version: the minor grows with every
// addition, the major with a breaking change (announced in docs/rest.md's
// changelog; see docs/rest.md "Version policy").
const APIVersion = "1.3.0"

// appRoutes are served by server/app beside the REST handler but are part
// of the partners' contract.
var appRoutes = []Route{{http.MethodGet, "/healthz"}}

// docRoutes are the routes the document describes: the endpoints (at
// /api and bare, one path item with both servers), and every other route
// at its own path.
type docRoute struct {
	method, path string // path as the route table writes it
	limit        int
	page         bool // served outside /api's endpoint conventions
}

func (h *Handler) docRoutes() []docRoute {
	var out []docRoute
	for _, e := range h.endpoints() {
		out = append(out, docRoute{e.method, e.path, e.limit, false})
	}
	for _, p := range h.pages() {
		out = append(out, docRoute{p.method, p.path, 0, true})
	}
	for _, r := range appRoutes {
		out = append(out, docRoute{r.Method, r.Path, 0, true})
	}
	return out
}

func docKey(method, path string) string { return method + " " + path }

// Undescribed lists the routes without a description, and the
// descriptions of no route (a route renamed or removed).
func Undescribed() (missing, orphans []string) {
	h := &Handler{}
	seen := map[string]bool{}
	for _, r := range h.docRoutes() {
		k := docKey(r.method, r.path)
		seen[k] = true
		if _, ok := descriptions[k]; !ok {
			missing = append(missing, k)
		}
	}
	for k := range descriptions {
		if !seen[k] {
			orphans = append(orphans, k)
		}
	}
	sort.Strings(missing)
	sort.Strings(orphans)
	return missing, orphans
}

var (
	docOnce       sync.Once
	docJSON       []byte
	docYAML       []byte
	docBuildError error
)

// OpenAPIJSON is the document as served and committed (docs/openapi.json).
func OpenAPIJSON() ([]byte, error) {
	docOnce.Do(buildDocs)
	return docJSON, docBuildError
}

// OpenAPIYAML is the same document in YAML.
func OpenAPIYAML() ([]byte, error) {
	docOnce.Do(buildDocs)
	return docYAML, docBuildError
}

func buildDocs() {
	doc := (&Handler{}).openAPI()
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		docBuildError = err
		return
	}
	docJSON = append(b, '\n')
	// Through a generic value, so YAML writes what JSON does.
	var v any
	if err := json.Unmarshal(docJSON, &v); err != nil {
		docBuildError = err
		return
	}
	docYAML, docBuildError = yaml.Marshal(v)
}

func (h *Handler) openAPI() map[string]any {
	g := &gen{components: map[string]any{}, names: map[reflect.Type]string{}, responses: map[string]any{}}
	paths := map[string]any{}
	for _, r := range h.docRoutes() {
		d, ok := descriptions[docKey(r.method, r.path)]
		if !ok {
			d = opDoc{Summary: "(not described)"}
		}
		path := openAPIPath(r.path)
		item, _ := paths[path].(map[string]any)
		if item == nil {
			item = map[string]any{}
			if r.page {
				item["servers"] = []any{map[string]any{"url": "/", "description": "served at this path only"}}
			}
			paths[path] = item
		}
		item[strings.ToLower(r.method)] = g.operation(r, d)
	}
	return map[string]any{
		"openapi":           "3.1.0",
		"jsonSchemaDialect": "https://spec.openapis.org/oas/3.1/dialect/base",
		"info": map[string]any{
			"title":   "Casefront REST API",
			"version": APIVersion,
			"summary": "The REST compatibility layer: the storefront's spec section 7 calls, answered by the same services as GraphQL.",
			"description": "Every endpoint answers at `/api/<path>` and at the bare `<path>`. Success is `{\"data\": ...}` " +
				"(lists add `meta {total, page, per_page}`); an error is `{\"error\": \"api.<key>\", \"message\": \"...\"}` with a 4xx or 5xx status. " +
				"POST bodies are JSON objects; their fields may also come in the query string. Integer fields are JSON integers " +
				"(in the query string, plain decimals); money is dollars with two decimals. A wrong method is 405 `api.method_not_allowed` " +
				"with `Allow`; an unknown path 404 `api.not_found`. The daily bonus case is case id 109 wherever a case id is taken.",
			"license": map[string]any{"name": "Proprietary", "identifier": "LicenseRef-Casefront"},
		},
		"servers": []any{
			map[string]any{"url": "/api", "description": "the API prefix"},
			map[string]any{"url": "/", "description": "the bare compatibility paths (a browser's GET with Accept: text/html gets the client page instead)"},
		},
		"tags":  g.tags(),
		"paths": paths,
		"components": map[string]any{
			"schemas":   g.withErrorSchemas(),
			"responses": g.responses,
			"securitySchemes": map[string]any{
				"bearer": map[string]any{"type": "http", "scheme": "bearer", "bearerFormat": "JWT",
					"description": "The access token from GET /auth/token (or the sign-in cookie in a browser)."},
				"gatewaySignature": map[string]any{"type": "apiKey", "in": "header", "name": "Stripe-Signature",
					"description": "HMAC-SHA256 of the raw body with the gateway's webhook secret (Stripe-Signature for Stripe; the sandbox gateway signs with Sandbox-Signature)."},
				"supplierSignature": map[string]any{"type": "apiKey", "in": "header", "name": "X-Supplier-Signature",
					"description": "HMAC-SHA256 of the raw body with the supplier callback secret, hex."},
			},
		},
	}
}

// tagDescriptions say what each domain is for (docs/ has each one's rules).
var tagDescriptions = map[string]string{
	"auth":       "Steam sign-in, the access token, sign-out.",
	"battles":    "Case battles: create, enter, bots, rematches, lists, and the recomputation of a finished battle (docs/battles.md).",
	"blog":       "News posts, their comments and reactions.",
	"cases":      "Paid and reward case openings and a case's latest wins.",
	"catalog":    "The storefront's cases and items.",
	"changer":    "The changer: drops for another item of at most their credit (docs/changer.md).",
	"contract":   "Contracts: several drops and bullets for one outcome (docs/contract.md).",
	"dailybonus": "The daily bonus case (spec id 109) and its history.",
	"fair":       "Provably fair seeds and the verification of a roll.",
	"families":   "The case families' openings: stack, range, bullet, candy, won cases (docs/case-families.md).",
	"inventory":  "The player's drops, their history and sales.",
	"ledger":     "The player's ledger rows.",
	"levels":     "Levels and their rewards, extra rewards.",
	"pages":      "What is not a JSON call: sign-in redirects, signed notifications, feeds, this document, health.",
	"payments":   "Top-ups: methods, payment creation and status, skin deposits (docs/payments.md).",
	"progress":   "Progress families: gacha, dota, discovered.",
	"promo":      "Promo codes, promo pages, the referrer.",
	"support":    "Support tickets.",
	"trades":     "Withdrawals, reservations, swaps and their states (docs/trades.md).",
	"upgrade":    "Upgrades: drops and balance for a dearer item (docs/upgrade.md).",
	"users":      "The account: profile, settings, self-ban.",
}

func openAPIPath(p string) string { return strings.ReplaceAll(p, "...}", "}") }

type gen struct {
	components map[string]any
	responses  map[string]any // the error answers, one per status and key set
	names      map[reflect.Type]string
	tagSet     map[string]bool
}

func (g *gen) tags() []any {
	var out []any
	for _, t := range slices.Sorted(func(yield func(string) bool) {
		for k := range g.tagSet {
			if !yield(k) {
				return
			}
		}
	}) {
		out = append(out, map[string]any{"name": t, "description": tagDescriptions[t]})
	}
	return out
}

func operationID(method, path string) string {
	var b strings.Builder
	b.WriteString(strings.ToLower(method))
	up := true
	for _, c := range path {
		switch {
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9':
			if up && c >= 'a' && c <= 'z' {
				c -= 'a' - 'A'
			}
			b.WriteRune(c)
			up = false
		default:
			up = true
		}
	}
	return b.String()
}

func (g *gen) operation(r docRoute, d opDoc) map[string]any {
	if g.tagSet == nil {
		g.tagSet = map[string]bool{}
	}
	tag := d.tag
	g.tagSet[tag] = true
	op := map[string]any{
		"operationId": operationID(r.method, r.path),
		"summary":     d.Summary,
		"tags":        []any{tag},
	}
	if d.Desc != "" {
		op["description"] = d.Desc
	}
	if r.limit > 0 {
		op["x-rate-limit-per-minute"] = r.limit
	}
	switch d.Access {
	case signedIn:
		op["security"] = []any{map[string]any{"bearer": []any{}}}
	case anyone:
		op["security"] = []any{map[string]any{}, map[string]any{"bearer": []any{}}}
	case signedHook:
		name := "gatewaySignature"
		if strings.Contains(r.path, "supplier") {
			name = "supplierSignature"
		}
		op["security"] = []any{map[string]any{name: []any{}}}
	}
	var params []any
	for _, w := range wildcards(r.path) {
		s, ok := d.PathParams[w]
		if !ok {
			s = schema{"type": "string", "minLength": 1, "maxLength": MaxPathValue}
		}
		params = append(params, map[string]any{"name": w, "in": "path", "required": true, "schema": s})
	}
	if r.method == http.MethodGet || r.page {
		for _, pr := range d.Params {
			q := map[string]any{"name": pr.Name, "in": "query", "schema": pr.Schema}
			if pr.Required {
				q["required"] = true
			}
			if pr.Desc != "" {
				q["description"] = pr.Desc
			}
			params = append(params, q)
		}
	} else if len(d.Params) > 0 || r.method == http.MethodPost {
		op["requestBody"] = bodyOf(d)
	}
	if params != nil {
		op["parameters"] = params
	}
	responses := map[string]any{}
	if d.Responses != nil {
		for k, v := range d.Responses {
			responses[k] = v
		}
	} else {
		responses["200"] = g.success(d)
	}
	for status, keys := range errorsOf(r, d) {
		responses[fmt.Sprint(status)] = g.errorRef(status, keys)
	}
	op["responses"] = responses
	return op
}

func bodyOf(d opDoc) map[string]any {
	props := map[string]any{}
	var required []any
	for _, pr := range d.Params {
		s := pr.Schema
		if pr.Desc != "" {
			s = withDesc(s, pr.Desc)
		}
		props[pr.Name] = s
		if pr.Required {
			required = append(required, pr.Name)
		}
	}
	s := schema{"type": "object", "properties": props}
	if required != nil {
		s["required"] = required
	}
	media := map[string]any{"schema": s}
	if d.Example != nil {
		media["example"] = d.Example
	}
	return map[string]any{
		"required":    len(required) > 0,
		"description": "A JSON object (its fields may instead come in the query string; a {data: {...}} wrapper is unwrapped). At most 1 MiB.",
		"content":     map[string]any{"application/json": media},
	}
}

func withDesc(s schema, desc string) schema {
	out := schema{}
	for k, v := range s {
		out[k] = v
	}
	out["description"] = desc
	return out
}

func (g *gen) success(d opDoc) map[string]any {
	props := map[string]any{"data": g.schemaOf(d.Data)}
	required := []any{"data"}
	if d.List {
		props["meta"] = schema{"$ref": "#/components/schemas/PageMeta"}
		required = append(required, "meta")
	}
	if d.Status {
		props["status"] = schema{"const": "success"}
		required = append(required, "status")
	}
	for _, k := range slices.Sorted(maps.Keys(d.Top)) {
		props[k] = d.Top[k]
		if _, ok := d.Top[k].(schema); !ok { // a Go value: the schema of its type
			props[k] = g.schemaOf(d.Top[k])
		}
		required = append(required, k)
	}
	return map[string]any{
		"description": "success",
		"content": map[string]any{"application/json": map[string]any{"schema": schema{
			"type": "object", "properties": props, "required": required, "additionalProperties": false}}},
	}
}

// commonErrors are what the REST layer itself may answer on any route of
// its kind: a bad parameter (422), a body too large (413), the rate limit
// (429), and for a signed-in call the viewer's checks (actor.go).
func errorsOf(r docRoute, d opDoc) map[int][]string {
	set := map[int][]string{}
	add := func(e *apperr.Error) {
		if !slices.Contains(set[e.Status], e.Key) {
			set[e.Status] = append(set[e.Status], e.Key)
		}
	}
	if d.Responses == nil || len(wildcards(r.path)) > 0 {
		add(apperr.Validation)
	}
	if !r.page || r.method == http.MethodPost {
		if r.method == http.MethodPost {
			add(apperr.PayloadTooLarge)
		}
	}
	if r.limit > 0 {
		add(apperr.RateLimited)
	}
	if d.Access == signedIn {
		add(apperr.NoAuth)
	}
	for _, e := range d.Errors {
		add(e)
	}
	for _, keys := range set {
		sort.Strings(keys)
	}
	return set
}

// errorRef is the shared error answer of a status and its keys, named
// after them (a hash when there are many).
func (g *gen) errorRef(status int, keys []string) map[string]any {
	short := make([]string, len(keys))
	for i, k := range keys {
		short[i] = strings.TrimPrefix(k, "api.")
	}
	name := fmt.Sprintf("E%d_%s", status, strings.Join(short, "_"))
	if len(keys) > 3 {
		sum := sha256.Sum256([]byte(strings.Join(keys, ",")))
		name = fmt.Sprintf("E%d_%s_and_%d_more_%x", status, short[0], len(keys)-1, sum[:4])
	}
	g.responses[name] = errorResponse(keys)
	return map[string]any{"$ref": "#/components/responses/" + name}
}

func errorResponse(keys []string) map[string]any {
	enum := make([]any, len(keys))
	examples := map[string]any{}
	for i, k := range keys {
		enum[i] = k
		examples[strings.TrimPrefix(k, "api.")] = map[string]any{"value": map[string]any{"error": k, "message": catalogueMessage(k)}}
	}
	return map[string]any{
		"description": strings.Join(keys, ", "),
		"content": map[string]any{"application/json": map[string]any{
			"schema": schema{"allOf": []any{
				schema{"$ref": "#/components/schemas/Error"},
				schema{"properties": map[string]any{"error": schema{"enum": enum}}},
			}},
			"examples": examples,
		}},
	}
}

func (g *gen) withErrorSchemas() map[string]any {
	var keys []any
	for _, e := range apperr.Catalogue() {
		keys = append(keys, e.Key)
	}
	g.components["Error"] = schema{
		"type":     "object",
		"required": []any{"error", "message"},
		"properties": map[string]any{
			"error":   schema{"type": "string", "pattern": `^api\.[a-z0-9_]+$`, "description": "the error's key; every key: " + fmt.Sprint(keys...)},
			"message": schema{"type": "string", "description": "a readable explanation, in English"},
			"field":   schema{"type": "string", "description": "the parameter refused, when one is"},
		},
		"additionalProperties": true,
		"description":          "An error. Further fields depend on the key (retry_after for api.rate_limited, allow for api.method_not_allowed, ban_until for api.self_banned, ...).",
	}
	g.components["PageMeta"] = schema{
		"type":                 "object",
		"required":             []any{"total", "page", "per_page"},
		"additionalProperties": false,
		"properties": map[string]any{
			"total": schema{"type": "integer", "minimum": 0}, "page": schema{"type": "integer", "minimum": 1},
			"per_page": schema{"type": "integer", "minimum": 1},
		},
	}
	return g.components
}

var (
	moneyType = reflect.TypeFor[Money]()
	timeType  = reflect.TypeFor[time.Time]()
	rawType   = reflect.TypeFor[json.RawMessage]()
)

// schemaOf is the JSON Schema of what encoding/json writes for v's type.
func (g *gen) schemaOf(v any) schema {
	if v == nil {
		return anyJSON
	}
	if s, ok := v.(schema); ok {
		return s
	}
	if alts, ok := v.(oneOfData); ok {
		out := make([]any, len(alts))
		for i, a := range alts {
			out[i] = g.schemaOf(a)
		}
		return schema{"oneOf": out}
	}
	return g.typeSchema(reflect.TypeOf(v))
}

func nullable(s schema) schema { return schema{"anyOf": []any{s, schema{"type": "null"}}} }

func (g *gen) typeSchema(t reflect.Type) schema {
	switch t {
	case moneyType:
		return schema{"type": "number", "multipleOf": 0.01, "description": "dollars"}
	case timeType:
		return schema{"type": "string", "format": "date-time"}
	case rawType:
		return anyJSON
	}
	switch t.Kind() {
	case reflect.Pointer:
		return nullable(g.typeSchema(t.Elem()))
	case reflect.Bool:
		return schema{"type": "boolean"}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return schema{"type": "integer"}
	case reflect.Float32, reflect.Float64:
		return schema{"type": "number"}
	case reflect.String:
		return schema{"type": "string"}
	case reflect.Slice, reflect.Array:
		if t.Elem().Kind() == reflect.Uint8 {
			return schema{"type": "string", "contentEncoding": "base64"}
		}
		s := schema{"type": "array", "items": g.typeSchema(t.Elem())}
		if t.Kind() == reflect.Slice {
			return nullable(s) // a nil slice is null
		}
		return s
	case reflect.Map:
		return nullable(schema{"type": "object", "additionalProperties": g.typeSchema(t.Elem())})
	case reflect.Struct:
		return g.structRef(t)
	}
	return anyJSON
}

func (g *gen) structRef(t reflect.Type) schema {
	name, ok := g.names[t]
	if !ok {
		if t.Name() == "" { // an anonymous struct is described in place
			return g.structSchema(t)
		}
		name = strings.ToUpper(t.Name()[:1]) + t.Name()[1:]
		for taken := true; taken; {
			taken = false
			for other, n := range g.names {
				if n == name && other != t {
					name = strings.ToUpper(t.PkgPath()[strings.LastIndex(t.PkgPath(), "/")+1:][:1]) +
						t.PkgPath()[strings.LastIndex(t.PkgPath(), "/")+2:] + name
					taken = true
					break
				}
			}
		}
		g.names[t] = name
		g.components[name] = schema{} // a placeholder for recursive types
		g.components[name] = g.structSchema(t)
	}
	return schema{"$ref": "#/components/schemas/" + name}
}

func (g *gen) structSchema(t reflect.Type) schema {
	props := map[string]any{}
	var required []any
	var walk func(t reflect.Type)
	walk = func(t reflect.Type) {
		for i := range t.NumField() {
			f := t.Field(i)
			tag := f.Tag.Get("json")
			if tag == "-" {
				continue
			}
			name, opts, _ := strings.Cut(tag, ",")
			if f.Anonymous && name == "" {
				ft := f.Type
				if ft.Kind() == reflect.Pointer {
					ft = ft.Elem()
				}
				if ft.Kind() == reflect.Struct {
					walk(ft)
					continue
				}
			}
			if !f.IsExported() {
				continue
			}
			if name == "" {
				name = f.Name
			}
			s := g.typeSchema(f.Type)
			if strings.Contains(opts, "string") {
				s = schema{"type": "string"}
			}
			props[name] = s
			if !strings.Contains(opts, "omitempty") && !strings.Contains(opts, "omitzero") {
				required = append(required, name)
			}
		}
	}
	walk(t)
	s := schema{"type": "object", "properties": props, "additionalProperties": false}
	if required != nil {
		s["required"] = required
	}
	return s
}

func catalogueMessage(key string) string {
	for _, e := range apperr.Catalogue() {
		if e.Key == key {
			return e.Message
		}
	}
	return ""
}

func serveOpenAPI(contentType string, body func() ([]byte, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		b, err := body()
		if err != nil {
			http.Error(w, "the document could not be built", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", contentType)
		w.Header().Set("Cache-Control", "public, max-age=300")
		_, _ = w.Write(b)
	}
}
