package app_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"pgregory.net/rapid"

	"github.com/casefront/casefront/server/rest"
	"github.com/casefront/casefront/server/rest/apicheck"
)

// TestRESTContractGeneratedRequests sends requests generated from the
// document itself (each operation's parameters and body, inside and outside
// their constraints) to a server on loopback: no answer may be a 500 or
// outside the document. rapid shrinks a failure to a minimal request.
// CONTRACT_CHECKS sets the examples per operation (default 8).
func TestRESTContractGeneratedRequests(t *testing.T) {
	if testing.Short() {
		t.Skip("generated requests: not in -short")
	}
	checks := "8"
	if v := os.Getenv("CONTRACT_CHECKS"); v != "" {
		checks = v
	}
	if f := flag.Lookup("rapid.checks"); f != nil && !flagSet("rapid.checks") {
		_ = f.Value.Set(checks)
	}
	b, err := rest.OpenAPIJSON()
	if err != nil {
		t.Fatal(err)
	}
	doc, err := openapi3.NewLoader().LoadFromData(b)
	if err != nil {
		t.Fatal(err)
	}
	s := catalogServer(t, map[string]string{"RATE_LIMITS": "off"})
	type op struct {
		method, path string
		op           *openapi3.Operation
	}
	var ops []op
	for path, item := range doc.Paths.Map() {
		if len(item.Servers) > 0 {
			continue // pages: redirects, signed notifications, feeds
		}
		for method, o := range item.Operations() {
			if path == "/auth/logout" || path == "/auth/login" {
				continue // they end or start a sign-in, not a call
			}
			ops = append(ops, op{method, path, o})
		}
	}
	sort.Slice(ops, func(i, j int) bool { return ops[i].method+ops[i].path < ops[j].method+ops[j].path })
	for _, o := range ops {
		t.Run(o.op.OperationID, func(t *testing.T) {
			rapid.Check(t, func(rt *rapid.T) {
				req := genRequest(rt, o.method, o.path, o.op)
				token := ""
				if rapid.Bool().Draw(rt, "signed in") {
					_, token = s.player(t, rapid.Int64Range(0, 100000).Draw(rt, "balance cents"))
				}
				before := s.logs.FilterMessage(apicheck.LogMessage).Len()
				hr, err := http.NewRequest(o.method, s.URL+req.path, bytes.NewReader(req.body))
				if err != nil {
					rt.Fatal(err)
				}
				hr.Header.Set("Accept", "application/json")
				if req.body != nil {
					hr.Header.Set("Content-Type", "application/json")
				}
				if token != "" {
					hr.Header.Set("Authorization", "Bearer "+token)
				}
				resp, err := s.client.Do(hr)
				if err != nil {
					rt.Fatal(err)
				}
				resp.Body.Close()
				if resp.StatusCode >= 500 {
					rt.Fatalf("%s %s %s: %d", o.method, req.path, req.body, resp.StatusCode)
				}
				if logs := s.logs.FilterMessage(apicheck.LogMessage).All(); len(logs) > before {
					rt.Fatalf("%s %s %s: %v", o.method, req.path, req.body, logs[len(logs)-1].ContextMap()["error"])
				}
			})
		})
	}
	// The mismatches found above are reported by the shrunk examples; the
	// server's own cleanup would repeat them for every example tried.
	s.logs.TakeAll()
}

func flagSet(name string) bool {
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

type genReq struct {
	path string
	body []byte
}

func genRequest(rt *rapid.T, method, path string, op *openapi3.Operation) genReq {
	q := url.Values{}
	for _, pr := range op.Parameters {
		p := pr.Value
		switch p.In {
		case "path":
			v := rapid.StringMatching(`[a-z0-9_-]{1,12}`).Draw(rt, p.Name)
			path = strings.Replace(path, "{"+p.Name+"}", url.PathEscape(v), 1)
		case "query":
			if !p.Required && rapid.Bool().Draw(rt, p.Name+" absent") {
				continue
			}
			q.Set(p.Name, queryText(genValue(rt, p.Name, p.Schema)))
		}
	}
	out := genReq{path: path}
	if len(q) > 0 {
		out.path += "?" + q.Encode()
	}
	if op.RequestBody != nil && method == http.MethodPost {
		body := map[string]any{}
		for _, mt := range op.RequestBody.Value.Content {
			if mt.Schema == nil || mt.Schema.Value == nil {
				continue
			}
			names := make([]string, 0, len(mt.Schema.Value.Properties))
			for n := range mt.Schema.Value.Properties {
				names = append(names, n)
			}
			sort.Strings(names)
			for _, n := range names {
				if rapid.Bool().Draw(rt, n+" absent") {
					continue
				}
				body[n] = genValue(rt, n, mt.Schema.Value.Properties[n])
			}
		}
		out.body, _ = json.Marshal(body)
	}
	return out
}

// genValue draws a value for a schema: mostly inside its constraints, at
// times just outside them or of another type.
func genValue(rt *rapid.T, name string, ref *openapi3.SchemaRef) any {
	if ref == nil || ref.Value == nil {
		return rapid.Int().Draw(rt, name)
	}
	s := ref.Value
	if alts := append(append([]*openapi3.SchemaRef{}, s.OneOf...), s.AnyOf...); len(alts) > 0 {
		return genValue(rt, name, rapid.SampledFrom(alts).Draw(rt, name+" alternative"))
	}
	if rapid.IntRange(0, 9).Draw(rt, name+" kind") == 0 { // another type entirely
		return rapid.SampledFrom([]any{nil, "x", -1, 1.5, true, []any{}, map[string]any{}}).Draw(rt, name+" wrong")
	}
	if len(s.Enum) > 0 {
		return rapid.SampledFrom(s.Enum).Draw(rt, name)
	}
	switch {
	case s.Type.Is("integer"):
		lo, hi := int64(-5), int64(1<<20)
		if s.Min != nil {
			lo = int64(*s.Min) - 1
		}
		if s.Max != nil {
			hi = int64(*s.Max) + 1
		}
		return rapid.Int64Range(lo, hi).Draw(rt, name)
	case s.Type.Is("number"):
		return float64(rapid.Int64Range(-100, 1000000).Draw(rt, name)) / 100
	case s.Type.Is("boolean"):
		return rapid.Bool().Draw(rt, name)
	case s.Type.Is("array"):
		n := rapid.IntRange(0, 4).Draw(rt, name+" length")
		out := make([]any, n)
		for i := range out {
			out[i] = genValue(rt, fmt.Sprintf("%s[%d]", name, i), s.Items)
		}
		return out
	case s.Pattern != "":
		return rapid.StringMatching(s.Pattern).Draw(rt, name)
	}
	max := 40
	if s.MaxLength != nil && int(*s.MaxLength) < max {
		max = int(*s.MaxLength) + 1
	}
	return rapid.StringN(0, max, -1).Draw(rt, name)
}

func queryText(v any) string {
	switch t := v.(type) {
	case string:
		return t
	case nil:
		return ""
	case int64:
		return strconv.FormatInt(t, 10)
	case []any:
		parts := make([]string, len(t))
		for i, e := range t {
			parts[i] = queryText(e)
		}
		return strings.Join(parts, ",")
	}
	b, _ := json.Marshal(v)
	return string(b)
}
