package app_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/vektah/gqlparser/v2/ast"
	"go.uber.org/zap"

	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/rest"
)

// Every REST route and every GraphQL root field, enumerated from the REST
// layer's route list and from the schema (so what is added later is
// covered), is sent wrong types, NULs, huge and negative values: nothing may
// answer 500 or api.internal, and nothing the client caused may be logged
// as an error. Each part runs on its own server and database, beside the
// others; a few thousand requests, seconds.
func TestEveryRouteAndFieldSurvivesBadInput(t *testing.T) {
	t.Parallel()
	parts := []struct {
		name string
		run  func(*fuzzer, *testing.T)
	}{{"rest", (*fuzzer).rest}, {"graphql", (*fuzzer).graphql}, {"subscriptions", (*fuzzer).subscriptions}}
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			t.Parallel()
			for _, p := range parts {
				t.Run(p.name, func(t *testing.T) {
					t.Parallel()
					s := catalogServer(t, map[string]string{"DATABASE_URL": d.URL(t), "RATE_LIMITS": "off", "SUPPLIER_SANDBOX_STEP": "0"})
					p.run(&fuzzer{s: s}, t)
				})
			}
		})
	}
}

type fuzzer struct {
	s *testServer
}

// player is a fresh player with money and one drop, and a token of their
// own: a route may sign them out or self-ban them without spoiling the next.
func (f *fuzzer) player(t *testing.T) (tok string, dropID int) {
	t.Helper()
	u, tok := f.s.player(t, 1_000_000)
	return tok, testdb.Give(t, f.s.App.DB, u, "AK-47 | Redline (Field-Tested)").ID
}

// judge fails on a 500, an api.internal, or an error logged since mark.
func (f *fuzzer) judge(t *testing.T, what string, r result, mark int) {
	t.Helper()
	if r.Status == http.StatusInternalServerError || bytes.Contains(r.Body, []byte(`"api.internal"`)) {
		t.Errorf("%s: %s", what, clipBody(r))
	}
	for _, e := range f.s.logs.All()[mark:] {
		if e.Level >= zap.ErrorLevel {
			t.Errorf("%s: logged %s %q %v", what, e.Level, e.Message, e.ContextMap())
		}
	}
}

func clipBody(r result) string {
	s := r.String()
	if len(s) > 600 {
		s = s[:600] + "…"
	}
	return s
}

// restParams are the names the REST handlers read, taken from their source
// (p.str("alias"), p.int("count"), ...), and the paging pair.
func restParams(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("../rest/*.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("rest sources: %v", err)
	}
	read := regexp.MustCompile(`\.(?:str|int|ints|money|bool|has)\("([A-Za-z_]+)"`)
	names := []string{"page", "limit", "data"}
	for _, file := range files {
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		b, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range read.FindAllSubmatch(b, -1) {
			names = append(names, string(m[1]))
		}
	}
	slices.Sort(names)
	return slices.Compact(names)
}

// badJSON are values no parameter should take: wrong JSON types, NULs,
// bytes that are no text, huge and negative numbers, long text.
var badJSON = []any{
	true, map[string]any{"a": 1}, []any{[]any{1}}, nil, "", "\x00", "a\x00b", "\ufffd\xff",
	-1, json.Number("-9223372036854775808"), json.Number("9223372036854775807"), json.Number("1e308"),
	json.Number("99999999999999999999999"), 1.5, "-1", "1e308", "NaN", strings.Repeat("x", 10_000),
}

// badText are the query string's counterparts.
var badText = []string{"", "\x00", "a\x00b", "\xff\xfe", "-1", "-9223372036854775809", "99999999999999999999999",
	"1e308", "1.5", "NaN", "true", "[]", strings.Repeat("x", 10_000)}

// restBaseline is a plausible value of a parameter, so that the others
// are reached: the handlers read their parameters one after another.
func restBaseline(name string, dropID int) any {
	switch name {
	case "id", "win_id", "old_battle_id", "rematch_id":
		return dropID
	case "ids", "cases":
		return []any{dropID}
	case "alias", "case":
		return "test-case"
	case "amount", "stake", "balance_amount", "min", "max":
		return "5"
	case "method":
		return "zen"
	case "code", "name", "promocode":
		return "DEMO10"
	case "market_hash_name", "static_name", "search", "search_query":
		return "AK-47 | Redline (Field-Tested)"
	case "type":
		return "btc"
	case "mode":
		return "normal"
	case "tab":
		return "active"
	case "data":
		return map[string]any{}
	case "fast", "new", "is_from_ref_page":
		return false
	}
	return 1
}

// pathBaseline names something plausible for a path wildcard.
func pathBaseline(name string) string {
	switch name {
	case "gate":
		return "sandbox"
	case "code", "name":
		return "DEMO10"
	}
	return "x"
}

func (f *fuzzer) rest(t *testing.T) {
	names := restParams(t)
	sent := 0
	routes := f.s.App.REST.Routes()
	for _, rt := range routes {
		if !strings.HasPrefix(rt.Path, "/api/") && slices.Contains(routes, rest.Route{Method: rt.Method, Path: "/api" + rt.Path}) {
			continue // the bare path of an /api route: the same handler
		}
		if strings.HasPrefix(rt.Path, "/api/openapi.") {
			continue // the contract itself: it names every error key, api.internal too
		}
		tok, dropID := f.player(t)
		rng := rand.New(rand.NewPCG(uint64(len(rt.Path)), uint64(sent)))
		send := func(what string, pathValue func(name string) string, q url.Values, body map[string]any) {
			path := wildcard.ReplaceAllStringFunc(rt.Path, func(w string) string {
				return url.PathEscape(pathValue(wildcard.FindStringSubmatch(w)[1]))
			})
			if len(q) > 0 {
				path += "?" + q.Encode()
			}
			var rdr *bytes.Reader
			if body != nil {
				b, err := json.Marshal(body)
				if err != nil {
					t.Fatal(err)
				}
				rdr = bytes.NewReader(b)
			} else {
				rdr = bytes.NewReader(nil)
			}
			mark := len(f.s.logs.All())
			r := f.s.do(t, rt.Method, path, tok, "application/json", rdr)
			sent++
			f.judge(t, rt.Method+" "+rt.Path+" "+what, r, mark)
		}
		// Every parameter the same bad value.
		for i, v := range badJSON {
			body := map[string]any{}
			for _, n := range names {
				body[n] = v
			}
			body["data"] = dataOf(body)
			q := url.Values{}
			for _, n := range names {
				q.Set(n, badText[i%len(badText)])
			}
			if rt.Method == http.MethodGet {
				send(fmt.Sprintf("all=%q", badText[i%len(badText)]), pathBaseline, q, nil)
			} else {
				send(fmt.Sprintf("all=%.40v", v), pathBaseline, nil, body)
			}
		}
		// Plausible values with a few bad ones among them (a handler reads a
		// few of these names, one after another), the path too.
		for range 16 {
			body, q := map[string]any{}, url.Values{}
			for _, n := range names {
				if rng.IntN(7) == 0 {
					body[n] = badJSON[rng.IntN(len(badJSON))]
					q.Set(n, badText[rng.IntN(len(badText))])
				} else {
					body[n] = restBaseline(n, dropID)
					q.Set(n, fmt.Sprint(restBaseline(n, dropID)))
				}
			}
			body["data"] = dataOf(body)
			bad := badText[rng.IntN(len(badText))]
			pv := pathBaseline
			if rng.IntN(4) == 0 {
				pv = func(string) string { return bad }
			}
			if rt.Method == http.MethodGet {
				send("mixed query", pv, q, nil)
			} else {
				send("mixed body", pv, nil, body)
			}
		}
	}
	t.Logf("%d REST requests", sent)
}

// dataOf copies a body for its {data: {...}} wrapper.
func dataOf(m map[string]any) map[string]any {
	out := make(map[string]any, len(m))
	for k, v := range m {
		if k != "data" {
			out[k] = v
		}
	}
	return out
}

// badGraphQL are variable values no argument should take.
var badGraphQL = []any{
	true, map[string]any{"a": 1}, []any{[]any{1}}, nil, "", "\x00", -1, json.Number("-9223372036854775808"),
	json.Number("9223372036854775807"), json.Number("1e308"), 1.5, "-1", "NaN", strings.Repeat("x", 10_000),
}

// argPositions are where a field's arguments can be sent a value: each
// argument, and each field of an input object argument.
func argPositions(sch *ast.Schema, op string, field *ast.FieldDefinition) []position {
	var out []position
	for _, a := range field.Arguments {
		out = append(out, position{op: op, field: field, arg: a})
		if def := sch.Types[a.Type.Name()]; def != nil && def.Kind == ast.InputObject && a.Type.Elem == nil {
			for _, in := range def.Fields {
				out = append(out, position{op: op, field: field, arg: a, path: []string{in.Name}})
			}
		}
	}
	return out
}

func (f *fuzzer) graphql(t *testing.T) {
	sch := schema()
	sent := 0
	for _, root := range []struct {
		op  string
		def *ast.Definition
	}{{"query", sch.Query}, {"mutation", sch.Mutation}} {
		for _, field := range root.def.Fields {
			if strings.HasPrefix(field.Name, "__") {
				continue
			}
			tok, _ := f.player(t)
			send := func(what, query string, vars map[string]any) {
				mark := len(f.s.logs.All())
				r := f.s.postJSON(t, "/graphql", tok, map[string]any{"query": query, "variables": vars})
				sent++
				f.judge(t, what, r, mark)
			}
			if len(field.Arguments) == 0 {
				send(field.Name, fmt.Sprintf("%s { %s%s }", root.op, field.Name, selection(sch, field)), nil)
				continue
			}
			for _, pos := range argPositions(sch, root.op, field) {
				for _, v := range badGraphQL {
					q, vars := operation(sch, pos, v)
					send(fmt.Sprintf("%s(%s%v = %.40v)", field.Name, pos.arg.Name, pos.path, v), q, vars)
				}
			}
		}
	}
	t.Logf("%d GraphQL requests", sent)
}

// subscriptions are sent over the websocket: a bad argument ends the
// operation with an error at once; one the field takes leaves it running,
// and it is completed after a second without an answer.
func (f *fuzzer) subscriptions(t *testing.T) {
	sch := schema()
	tok, _ := f.player(t)
	ws := connectWS(t, f.s, "graphql-transport-ws", tok)
	seq := 0
	for _, field := range sch.Subscription.Fields {
		for _, pos := range argPositions(sch, "subscription", field) {
			for _, v := range badGraphQL {
				q, vars := operation(sch, pos, v)
				seq++
				id := fmt.Sprint("f", seq)
				what := fmt.Sprintf("%s(%s%v = %.40v)", field.Name, pos.arg.Name, pos.path, v)
				mark := len(f.s.logs.All())
				ws.send(wsMessage{ID: id, Type: "subscribe", Payload: mustJSON(t, map[string]any{"query": q, "variables": vars})})
				for ended := false; !ended; {
					m, ok := ws.next(time.Second)
					switch {
					case !ok:
						ws.send(wsMessage{ID: id, Type: "complete"})
						ended = true
					case m.ID != id:
					case m.Type == "error" || m.Type == "complete":
						ended = true
						fallthrough
					default:
						if bytes.Contains(m.Payload, []byte(`"api.internal"`)) {
							t.Errorf("%s: %s", what, m.Payload)
						}
					}
				}
				f.judge(t, what, result{Status: http.StatusOK}, mark)
			}
		}
	}
}
