package rest_test

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
)

// TestOpenAPINoUnannouncedBreakingChange compares the document with the
// last released one (docs/openapi-released.json): a removed operation or
// parameter, a parameter or body field newly required, or a field removed
// from a success answer is breaking, and needs info.version's major to grow
// (with its changelog entry in docs/rest.md). On a release, copy
// docs/openapi.json over docs/openapi-released.json.
func TestOpenAPINoUnannouncedBreakingChange(t *testing.T) {
	b, err := os.ReadFile("../../docs/openapi-released.json")
	if err != nil {
		t.Fatal(err)
	}
	released, err := openapi3.NewLoader().LoadFromData(b)
	if err != nil {
		t.Fatal(err)
	}
	current := LoadOpenAPI(t)
	breaks := breakingChanges(released, current)
	if len(breaks) > 0 && major(current.Info.Version) <= major(released.Info.Version) {
		t.Errorf("breaking changes against the released %s, but info.version is %s (raise the major in rest.APIVersion and announce them in docs/rest.md):\n%s",
			released.Info.Version, current.Info.Version, strings.Join(breaks, "\n"))
	}
}

// TestBreakingChangesAreFound: the comparison sees what it must.
func TestBreakingChangesAreFound(t *testing.T) {
	old := LoadOpenAPI(t)
	changed := LoadOpenAPI(t)
	changed.Paths.Delete("/level/level-up")
	for _, p := range changed.Paths.Value("/sell_list").Post.RequestBody.Value.Content {
		p.Schema.Value.Required = append(p.Schema.Value.Required, "ids")
	}
	delete(changed.Components.Schemas["LevelView"].Value.Properties, "xp")
	got := strings.Join(breakingChanges(old, changed), "\n")
	for _, want := range []string{"POST /level/level-up: removed", "POST /sell_list: body field ids newly required", "GET /level/user-levels: answer field xp removed"} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in:\n%s", want, got)
		}
	}
	if b := breakingChanges(old, old); len(b) > 0 {
		t.Errorf("the same document breaks: %v", b)
	}
}

func major(v string) string { return strings.SplitN(v, ".", 2)[0] }

func breakingChanges(old, cur *openapi3.T) []string {
	var out []string
	for path, item := range old.Paths.Map() {
		for method, op := range item.Operations() {
			name := method + " " + path
			ci := cur.Paths.Value(path)
			var cop *openapi3.Operation
			if ci != nil {
				cop = ci.GetOperation(method)
			}
			if cop == nil {
				out = append(out, name+": removed")
				continue
			}
			params := map[string]*openapi3.Parameter{}
			for _, p := range cop.Parameters {
				params[p.Value.In+" "+p.Value.Name] = p.Value
			}
			had := map[string]bool{}
			for _, p := range op.Parameters {
				k := p.Value.In + " " + p.Value.Name
				had[k] = true
				if c, ok := params[k]; !ok {
					out = append(out, fmt.Sprintf("%s: parameter %s removed", name, k))
				} else if c.Required && !p.Value.Required {
					out = append(out, fmt.Sprintf("%s: parameter %s newly required", name, k))
				}
			}
			for k, c := range params {
				if !had[k] && c.Required {
					out = append(out, fmt.Sprintf("%s: new required parameter %s", name, k))
				}
			}
			oldReq, curReq := bodyRequired(op), bodyRequired(cop)
			for f := range curReq {
				if !oldReq[f] {
					out = append(out, fmt.Sprintf("%s: body field %s newly required", name, f))
				}
			}
			curFields := answerFields(cop)
			for f := range answerFields(op) {
				if !curFields[f] {
					out = append(out, fmt.Sprintf("%s: answer field %s removed", name, f))
				}
			}
		}
	}
	sort.Strings(out)
	return out
}

func bodyRequired(op *openapi3.Operation) map[string]bool {
	out := map[string]bool{}
	if op.RequestBody == nil || op.RequestBody.Value == nil {
		return out
	}
	for _, mt := range op.RequestBody.Value.Content {
		if mt.Schema != nil && mt.Schema.Value != nil {
			for _, f := range mt.Schema.Value.Required {
				out[f] = true
			}
		}
	}
	return out
}

// answerFields are the top-level fields of the success answer and of its
// data (an object, or the items of a list).
func answerFields(op *openapi3.Operation) map[string]bool {
	out := map[string]bool{}
	r := op.Responses.Value("200")
	if r == nil || r.Value == nil {
		return out
	}
	mt := r.Value.Content.Get("application/json")
	if mt == nil || mt.Schema == nil || mt.Schema.Value == nil {
		return out
	}
	for f, s := range mt.Schema.Value.Properties {
		out[f] = true
		if f == "data" {
			for df := range objectFields(s) {
				out["data."+df] = true
			}
		}
	}
	// A field's path inside data reads better without the prefix.
	clean := map[string]bool{}
	for f := range out {
		clean[strings.TrimPrefix(f, "data.")] = true
	}
	return clean
}

func objectFields(s *openapi3.SchemaRef) map[string]bool {
	out := map[string]bool{}
	if s == nil || s.Value == nil {
		return out
	}
	v := s.Value
	for _, alt := range append(append([]*openapi3.SchemaRef{}, v.AnyOf...), v.OneOf...) {
		for f := range objectFields(alt) {
			out[f] = true
		}
	}
	if v.Items != nil {
		return objectFields(v.Items)
	}
	for f := range v.Properties {
		out[f] = true
	}
	return out
}
