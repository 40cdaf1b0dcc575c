package rest

import (
	"bytes"
	"encoding/json"
	"io"
	"mime"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/support"
)

// params reads a request's parameters from the query string and, for POST,
// from a JSON object body. Numbers are numbers: an integer field given in the
// body must be a JSON integer (not "2", null, 1e1 or 1.5), and in the query
// string a plain decimal integer.
type params struct {
	q     url.Values
	body  map[string]any   // JSON values, numbers as json.Number
	files []support.Upload // a multipart body's files[] (multipartRoutes)
}

// MaxBody is the largest request body the REST layer reads.
const MaxBody = 1 << 20

var plainInt = regexp.MustCompile(`^-?[0-9]{1,18}$`)

func readParams(r *http.Request) (*params, error) {
	p := &params{q: r.URL.Query(), body: map[string]any{}}
	for k, vs := range p.q {
		for _, v := range append([]string{k}, vs...) {
			if err := checkText(k, v); err != nil {
				return nil, err
			}
		}
	}
	if r.Method != http.MethodPost {
		return p, nil
	}
	if r.ContentLength > MaxBody {
		return nil, tooLarge()
	}
	b, err := io.ReadAll(io.LimitReader(r.Body, MaxBody+1))
	if err != nil {
		return nil, apperr.Validation.Msg("the request body could not be read")
	}
	if len(b) > MaxBody {
		return nil, tooLarge()
	}
	if len(bytes.TrimSpace(b)) == 0 {
		return p, nil // parameters in the query string only
	}
	if ct := r.Header.Get("Content-Type"); ct != "" {
		mt, _, _ := mime.ParseMediaType(ct)
		if mt != "application/json" && !strings.HasSuffix(mt, "+json") {
			return nil, apperr.Validation.Msg("the request body must be a JSON object sent as application/json, not %s", mt)
		}
	}
	if !utf8.Valid(b) {
		return nil, apperr.Validation.Msg("the request body must be UTF-8")
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if err := dec.Decode(&p.body); err != nil || dec.More() {
		return nil, apperr.Validation.Msg("the request body must be a JSON object")
	}
	if p.body == nil { // a body of null carries no parameters
		p.body = map[string]any{}
	}
	for k, v := range p.body {
		if err := checkJSONText(k, v); err != nil {
			return nil, err
		}
	}
	// Some callers wrap the payload in {data: {...}} (spec: "POST /case_battle/leave {data:{id}}").
	if inner, ok := p.body["data"].(map[string]any); ok {
		for k, v := range inner {
			if _, dup := p.body[k]; !dup {
				p.body[k] = v
			}
		}
	}
	return p, nil
}

// MaxPathValue is the longest value a path wildcard may hold (a promo code,
// a payment reference, a gate's name are all far shorter).
const MaxPathValue = 256

// wildcards are the names of a route pattern's wildcards ({code}, {rest...}).
func wildcards(pattern string) []string {
	var names []string
	for _, seg := range strings.Split(pattern, "/") {
		if len(seg) > 2 && seg[0] == '{' && seg[len(seg)-1] == '}' {
			if name := strings.TrimSuffix(seg[1:len(seg)-1], "..."); name != "$" {
				names = append(names, name)
			}
		}
	}
	return names
}

// checkPath gives the request's path values the query string's check
// (checkText) and bounds their length: a value decoded from the path
// (%00, %ff) is as much the client's text as a query parameter.
func checkPath(r *http.Request, names []string) error {
	for _, n := range names {
		v := r.PathValue(n)
		if err := checkText(n, v); err != nil {
			return err
		}
		if len(v) > MaxPathValue {
			return apperr.Validation.Msg("%s is longer than %d bytes", n, MaxPathValue).With("field", n).With("max", MaxPathValue)
		}
	}
	return nil
}

// checkText refuses what no parameter may carry: a NUL byte (PostgreSQL
// cannot store one in text) or bytes that are not UTF-8.
func checkText(field, s string) error {
	if !utf8.ValidString(s) || strings.IndexByte(s, 0) >= 0 {
		return apperr.Validation.Msg("%s must be UTF-8 text without NUL characters", field).With("field", field)
	}
	return nil
}

// checkJSONText applies checkText to every key and string inside a JSON value.
func checkJSONText(field string, v any) error {
	if err := checkText(field, field); err != nil {
		return err
	}
	switch t := v.(type) {
	case string:
		return checkText(field, t)
	case []any:
		for _, e := range t {
			if err := checkJSONText(field, e); err != nil {
				return err
			}
		}
	case map[string]any:
		for k, e := range t {
			if err := checkText(field, k); err != nil {
				return err
			}
			if err := checkJSONText(field, e); err != nil {
				return err
			}
		}
	}
	return nil
}

func tooLarge() error {
	return apperr.PayloadTooLarge.Msg("the request body is larger than %d bytes", MaxBody).With("limit", MaxBody)
}

func (p *params) has(k string) bool {
	if _, ok := p.body[k]; ok {
		return true
	}
	_, ok := p.q[k]
	return ok
}

func (p *params) str(k string) string {
	if v, ok := p.body[k]; ok {
		switch t := v.(type) {
		case string:
			return t
		case json.Number:
			return t.String()
		case bool:
			return strconv.FormatBool(t)
		}
	}
	if v := p.q[k]; len(v) > 0 {
		return v[0]
	}
	return ""
}

// int reads an integer parameter; def when absent, an error naming the field
// when it is anything but an integer.
func (p *params) int(k string, def int) (int, error) {
	if v, ok := p.body[k]; ok {
		n, isNum := v.(json.Number)
		if !isNum || !plainInt.MatchString(n.String()) {
			return 0, apperr.Validation.Msg("%s must be a JSON integer, not %s", k, jsonKind(v)).With("field", k)
		}
		return strconv.Atoi(n.String())
	}
	v, ok := p.q[k]
	if !ok || len(v) == 0 {
		return def, nil
	}
	if !plainInt.MatchString(v[0]) {
		return 0, apperr.Validation.Msg("%s must be a decimal integer", k).With("field", k)
	}
	return strconv.Atoi(v[0])
}

func jsonKind(v any) string {
	switch t := v.(type) {
	case nil:
		return "null"
	case string:
		return "a string"
	case bool:
		return "a boolean"
	case json.Number:
		return t.String()
	case []any:
		return "a list"
	}
	return "an object"
}

func (p *params) bool(k string) bool {
	switch strings.ToLower(p.str(k)) {
	case "1", "true", "yes", "on":
		return true
	}
	return false
}

// ints reads an id list: a JSON array of integers, repeated ids[]/ids
// params, or "1,2,3".
func (p *params) ints(k string) ([]int, error) {
	bad := apperr.Validation.Msg("%s must contain positive integer ids", k).With("field", k)
	var raw []string
	if v, ok := p.body[k]; ok {
		switch t := v.(type) {
		case []any:
			for _, e := range t {
				n, isNum := e.(json.Number)
				if !isNum {
					return nil, bad
				}
				raw = append(raw, n.String())
			}
		case string:
			raw = strings.Split(t, ",")
		case json.Number:
			raw = []string{t.String()}
		default:
			return nil, apperr.Validation.Msg("%s must be a list of ids", k).With("field", k)
		}
	} else {
		for _, v := range append(p.q[k], p.q[k+"[]"]...) {
			raw = append(raw, strings.Split(v, ",")...)
		}
	}
	out := make([]int, 0, len(raw))
	for _, s := range raw {
		if s = strings.TrimSpace(s); s == "" {
			continue
		}
		if !plainInt.MatchString(s) {
			return nil, bad
		}
		n, err := strconv.Atoi(s)
		if err != nil || n <= 0 {
			return nil, bad
		}
		out = append(out, n)
	}
	return out, nil
}

// paging reads page (default 1) and limit (default defLimit) as integers.
// Their range is the list's own rule (store.Offset), checked by the domain
// for REST and GraphQL alike, so a bad value is refused, never clamped.
func (p *params) paging(defLimit int) (page, limit int, err error) {
	if page, err = p.int("page", 1); err != nil {
		return 0, 0, err
	}
	if limit, err = p.int("limit", defLimit); err != nil {
		return 0, 0, err
	}
	return page, limit, nil
}

// pageMeta is the meta object of a paged answer.
func pageMeta(total, page, limit int) map[string]any {
	return map[string]any{"total": total, "page": page, "per_page": limit}
}

// money reads an amount in dollars with at most two decimals ("2.5", 2.5 or
// "2.50"); absent is zero. Anything else is an error naming the field.
func (p *params) money(k string) (money.Cents, error) {
	if !p.has(k) {
		return 0, nil
	}
	if v, ok := p.body[k]; ok {
		switch v.(type) {
		case string, json.Number:
		case nil:
			return 0, nil
		default:
			return 0, apperr.Validation.Msg("%s must be an amount like 12.34", k).With("field", k)
		}
	}
	c, err := money.Parse(p.str(k))
	if err != nil {
		return 0, apperr.Validation.Msg("%s must be an amount like 12.34", k).With("field", k)
	}
	return c, nil
}
