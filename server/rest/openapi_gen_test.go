package rest

import (
	"reflect"
	"testing"
)

// TestOneOfDataDescribesEachShape: Data: oneOfData{...} is oneOf the
// shapes' schemas, each struct by reference.
func TestOneOfDataDescribesEachShape(t *testing.T) {
	type shapeA struct {
		A int `json:"a"`
	}
	type shapeB struct {
		B string `json:"b,omitempty"`
	}
	g := &gen{components: map[string]any{}, names: map[reflect.Type]string{}, responses: map[string]any{}}
	got := g.schemaOf(oneOfData{shapeA{}, []shapeB{}})
	want := schema{"oneOf": []any{
		schema{"$ref": "#/components/schemas/ShapeA"},
		nullable(schema{"type": "array", "items": schema{"$ref": "#/components/schemas/ShapeB"}}),
	}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("schemaOf(oneOfData) = %v, want %v", got, want)
	}
	a, _ := g.components["ShapeA"].(schema)
	if !reflect.DeepEqual(a["required"], []any{"a"}) || a["additionalProperties"] != false {
		t.Errorf("ShapeA = %v", a)
	}
	b, _ := g.components["ShapeB"].(schema)
	if _, req := b["required"]; req {
		t.Errorf("ShapeB's omitempty field is required: %v", b)
	}
}

// TestOpenAPIDescribesEveryAnswer: every JSON call's description names the
// Go type of its data, so the response check holds the handler to it; an
// answer left as any JSON value is a route added without its Data.
func TestOpenAPIDescribesEveryAnswer(t *testing.T) {
	never := map[string]bool{
		"POST /win/accept/opskins": true, // always api.opskins_retired
	}
	for _, r := range (&Handler{}).docRoutes() {
		k := docKey(r.method, r.path)
		d, ok := descriptions[k]
		if !ok || d.Responses != nil || never[k] {
			continue
		}
		if d.Data == nil {
			t.Errorf("%s: its description has no Data (the type its handler answers)", k)
		}
	}
}
