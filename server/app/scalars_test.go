package app_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/vektah/gqlparser/v2/ast"
	"go.uber.org/zap"

	"github.com/casefront/casefront/server/graph/generated"
)

// schema is the executable schema's definition, for tests that walk it.
func schema() *ast.Schema {
	return generated.NewExecutableSchema(generated.Config{Resolvers: nil}).Schema()
}

// customScalars are the schema's own scalars and the built-in ones
// gqlgen.yml maps to a Go type of ours (ID, Int): every scalar whose input
// is decoded by code the project chose.
func customScalars(t *testing.T, s *ast.Schema) []string {
	t.Helper()
	var out []string
	for name, def := range s.Types {
		if def.Kind == ast.Scalar && !def.BuiltIn {
			out = append(out, name)
		}
	}
	f, err := os.Open("../../gqlgen.yml")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	models, key := false, regexp.MustCompile(`^  ([A-Za-z_]+):\s*$`)
	for sc := bufio.NewScanner(f); sc.Scan(); {
		line := sc.Text()
		switch {
		case line == "models:":
			models = true
		case models && line != "" && line[0] != ' ' && line[0] != '#':
			models = false
		case models:
			if m := key.FindStringSubmatch(line); m != nil {
				if def := s.Types[m[1]]; def != nil && def.Kind == ast.Scalar && def.BuiltIn {
					out = append(out, m[1])
				}
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// position is where a scalar can be sent: an argument of a root field, or
// a field of an input object one takes.
type position struct {
	op    string // query, mutation, subscription
	field *ast.FieldDefinition
	arg   *ast.ArgumentDefinition
	path  []string // input object fields from the argument to the scalar
}

// inputPositions finds, for each scalar name, where a root field takes it
// (queries first, direct arguments before nested ones).
func inputPositions(s *ast.Schema) map[string]position {
	out := map[string]position{}
	var walk func(pos position, typ *ast.Type, depth int)
	walk = func(pos position, typ *ast.Type, depth int) {
		def := s.Types[typ.Name()]
		if def == nil || depth > 3 {
			return
		}
		switch def.Kind {
		case ast.Scalar:
			if prev, ok := out[def.Name]; !ok || (len(pos.path) < len(prev.path) && pos.op == prev.op) {
				// the first root type that takes it, and there a direct
				// argument rather than an input object's field
				out[def.Name] = pos
			}
		case ast.InputObject:
			for _, f := range def.Fields {
				next := pos
				next.path = append(slices.Clone(pos.path), f.Name)
				walk(next, f.Type, depth+1)
			}
		}
	}
	for _, root := range []struct {
		op  string
		def *ast.Definition
	}{{"query", s.Query}, {"mutation", s.Mutation}, {"subscription", s.Subscription}} {
		if root.def == nil {
			continue
		}
		for _, f := range root.def.Fields {
			if strings.HasPrefix(f.Name, "__") {
				continue
			}
			for _, a := range f.Arguments {
				walk(position{op: root.op, field: f, arg: a}, a.Type, 0)
			}
		}
	}
	return out
}

// sample is a value of typ the schema accepts (for required arguments and
// input fields beside the one under test).
func sample(s *ast.Schema, typ *ast.Type) any {
	if typ.Elem != nil {
		return []any{sample(s, typ.Elem)}
	}
	def := s.Types[typ.Name()]
	switch {
	case def == nil:
		return nil
	case def.Kind == ast.Enum:
		return def.EnumValues[0].Name
	case def.Kind == ast.InputObject:
		obj := map[string]any{}
		for _, f := range def.Fields {
			if f.Type.NonNull && f.DefaultValue == nil {
				obj[f.Name] = sample(s, f.Type)
			}
		}
		return obj
	}
	switch def.Name {
	case "Int", "Float":
		return 1
	case "Boolean":
		return false
	case "Money":
		return "1.00"
	case "ID":
		return "1"
	}
	return "x"
}

// operation builds an operation sending value at pos as the variable $v
// (the argument's own type), every other required argument a sample.
func operation(s *ast.Schema, pos position, value any) (string, map[string]any) {
	var args []string
	vars := map[string]any{}
	for _, a := range pos.field.Arguments {
		switch {
		case a == pos.arg:
			args = append(args, a.Name+": $v")
			if len(pos.path) == 0 {
				vars["v"] = value
				continue
			}
			obj, _ := sample(s, a.Type).(map[string]any)
			inner := obj
			for i, name := range pos.path {
				if i == len(pos.path)-1 {
					inner[name] = value
					break
				}
				next, ok := inner[name].(map[string]any)
				if !ok {
					next = map[string]any{}
					inner[name] = next
				}
				inner = next
			}
			vars["v"] = obj
		case a.Type.NonNull && a.DefaultValue == nil:
			b, _ := json.Marshal(sample(s, a.Type))
			args = append(args, a.Name+": "+gqlLiteral(s, a.Type, b))
		}
	}
	return fmt.Sprintf("%s($v: %s) { %s(%s)%s }", pos.op, pos.arg.Type.String(), pos.field.Name, strings.Join(args, ", "), selection(s, pos.field)), vars
}

// selection is what a field needs selected: __typename of an object, none
// of a scalar or enum.
func selection(s *ast.Schema, field *ast.FieldDefinition) string {
	if def := s.Types[field.Type.Name()]; def != nil && def.Kind != ast.Scalar && def.Kind != ast.Enum {
		return " { __typename }"
	}
	return ""
}

// gqlLiteral writes a sample as a GraphQL literal: JSON, less the quotes of
// object keys and enum values.
func gqlLiteral(s *ast.Schema, typ *ast.Type, b []byte) string {
	var v any
	_ = json.Unmarshal(b, &v)
	var write func(typ *ast.Type, v any) string
	write = func(typ *ast.Type, v any) string {
		switch t := v.(type) {
		case []any:
			parts := make([]string, len(t))
			for i, e := range t {
				parts[i] = write(typ.Elem, e)
			}
			return "[" + strings.Join(parts, ", ") + "]"
		case map[string]any:
			def := s.Types[typ.Name()]
			var parts []string
			for k, e := range t {
				parts = append(parts, k+": "+write(def.Fields.ForName(k).Type, e))
			}
			return "{" + strings.Join(parts, ", ") + "}"
		case string:
			if def := s.Types[typ.Name()]; def != nil && def.Kind == ast.Enum {
				return t
			}
		}
		out, _ := json.Marshal(v)
		return string(out)
	}
	return write(typ, v)
}

// wrongValues are JSON values no scalar of ours accepts: the wrong JSON
// type, a NUL, text that is no value of the type. Money, a decimal string,
// also refuses a number, even a whole one.
func wrongValues(scalar string) []any {
	vals := []any{true, map[string]any{"a": 1}, []any{[]any{1}}, 1.5, "\x00", "not-a-value", "NaN"}
	if scalar == "Money" {
		vals = append(vals, 4, json.Number("4"), "1.001", "abc")
	}
	return vals
}

// Every custom scalar sent a value it does not take is the caller's
// mistake on every transport (HTTP POST, GET and the websocket): an error
// with extensions.code BAD_USER_INPUT, extensions.key api.validation and
// extensions.field naming the argument; nothing is logged above INFO.
func TestCustomScalarsRefuseWrongInput(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, map[string]string{"RATE_LIMITS": "off"})
	_, tok := s.player(t, 100000)
	sch := schema()
	scalars := customScalars(t, sch)
	for _, want := range []string{"Money", "Time", "Cursor", "ID", "Int"} {
		if !slices.Contains(scalars, want) {
			t.Fatalf("custom scalars %v lack %s", scalars, want)
		}
	}
	positions := inputPositions(sch)
	ws := connectWS(t, s, "graphql-transport-ws", tok)
	wsSeq := 0
	tested := 0
	for _, name := range scalars {
		pos, ok := positions[name]
		if !ok {
			// Time is only ever an output: no argument or input field
			// takes it, so no request can send one.
			t.Logf("%s: no argument takes it", name)
			continue
		}
		tested++
		for _, v := range wrongValues(name) {
			query, vars := operation(sch, pos, v)
			what := fmt.Sprintf("%s as %s.%s%v = %#v", name, pos.field.Name, pos.arg.Name, pos.path, v)
			logsBefore := len(s.logs.All())

			g := s.graphql(t, tok, query, vars)
			wantBadInput(t, "POST "+what, g.Errors, pos.arg.Name)

			if pos.op == "query" {
				vb, _ := json.Marshal(vars)
				r := s.get(t, "/graphql?query="+url.QueryEscape(query)+"&variables="+url.QueryEscape(string(vb)), tok)
				var gg gqlResponse
				if err := json.Unmarshal(r.Body, &gg); err != nil {
					t.Fatalf("GET %s: %s", what, r)
				}
				wantBadInput(t, "GET "+what, gg.Errors, pos.arg.Name)
			}

			wsSeq++
			id := fmt.Sprint("s", wsSeq)
			ws.send(wsMessage{ID: id, Type: "subscribe", Payload: mustJSON(t, map[string]any{"query": query, "variables": vars})})
			wantBadInput(t, "websocket "+what, wsErrors(t, ws, id), pos.arg.Name)

			for _, e := range s.logs.All()[logsBefore:] {
				if e.Level >= zap.WarnLevel {
					t.Errorf("%s: logged %s %q %v", what, e.Level, e.Message, e.ContextMap())
				}
			}
		}
	}
	if tested < 4 {
		t.Fatalf("only %d custom scalars could be sent", tested)
	}

	// Inline literals too: the reviewer's example, an ID holding a NUL.
	for _, q := range []string{
		`{ rangeQuote(caseAlias: "range-mix", min: "abc", max: "5") { price } }`,
		`{ rangeQuote(caseAlias: "range-mix", min: "NaN", max: "5") { price } }`,
		`{ node(id: "1\u0000") { id } }`,
		`{ items(first: 1, after: "%%%") { totalCount } }`,
	} {
		g := s.graphql(t, "", q, nil)
		field := "min"
		if strings.Contains(q, "node") {
			field = "id"
		} else if strings.Contains(q, "items") {
			field = "after"
		}
		wantBadInput(t, q, g.Errors, field)
	}
	// GET parameters that are not JSON objects are refused before gqlgen.
	for _, k := range []string{"variables", "extensions"} {
		r := s.get(t, "/graphql?query="+url.QueryEscape("{ __typename }")+"&"+k+"=%7Bbad", "")
		var g gqlResponse
		if err := json.Unmarshal(r.Body, &g); err != nil || r.Status != 400 || len(g.Errors) == 0 ||
			g.Errors[0].Extensions["code"] != "api.validation" || g.Errors[0].Extensions["field"] != k {
			t.Errorf("GET with bad %s: %s", k, r)
		}
	}
	s.noErrorLogs(t)
}

// wantBadInput asserts an input coercion error naming the argument, or the
// variable $v when the validator refused it before the argument was decoded.
func wantBadInput(t *testing.T, what string, errs []gqlError, arg string) {
	t.Helper()
	if len(errs) == 0 {
		t.Errorf("%s: accepted", what)
		return
	}
	ext := errs[0].Extensions
	field, _ := ext["field"].(string)
	names := func(n string) bool {
		return field == n || strings.HasPrefix(field, n+".") || strings.HasPrefix(field, n+"[")
	}
	if ext["code"] != "BAD_USER_INPUT" || ext["key"] != "api.validation" || !(names(arg) || names("$v")) || errs[0].Message == "" {
		t.Errorf("%s: want BAD_USER_INPUT, api.validation and field %s, got %+v", what, arg, errs[0])
	}
}

// wsErrors reads operation id's messages until it ends and returns its errors.
func wsErrors(t *testing.T, c *wsClient, id string) []gqlError {
	t.Helper()
	var errs []gqlError
	deadline := time.Now().Add(5 * time.Second)
	for {
		m, ok := c.next(time.Until(deadline))
		if !ok {
			t.Fatalf("websocket operation %s: no end", id)
		}
		if m.ID != id {
			continue
		}
		switch m.Type {
		case "next":
			var p struct {
				Errors []gqlError `json:"errors"`
			}
			_ = json.Unmarshal(m.Payload, &p)
			errs = append(errs, p.Errors...)
		case "error":
			var p []gqlError
			_ = json.Unmarshal(m.Payload, &p)
			errs = append(errs, p...)
			return errs
		case "complete":
			return errs
		}
	}
}

// In production introspection is off: asking for the schema is refused
// with a clear api.forbidden, not an internal error, and nothing is logged.
func TestIntrospectionRefusedInProduction(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, map[string]string{"BASE_URL": "https://casefront.example"})
	for _, q := range []string{`{ __schema { queryType { name } } }`, `{ __type(name: "Query") { name } }`} {
		g := s.graphql(t, "", q, nil)
		if len(g.Errors) == 0 || g.code(t) != "api.forbidden" || !strings.Contains(g.Errors[0].Message, "introspection") {
			t.Fatalf("%s: %s", q, g.raw)
		}
	}
	// __typename is not introspection.
	var v struct {
		Typename string `json:"__typename"`
	}
	s.graphql(t, "", `{ __typename }`, nil).into(t, &v)
	if v.Typename != "Query" {
		t.Fatalf("__typename %q", v.Typename)
	}
	for _, e := range s.logs.All() {
		if e.Level >= zap.ErrorLevel {
			t.Errorf("logged %s %q %v", e.Level, e.Message, e.ContextMap())
		}
	}
}
