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
