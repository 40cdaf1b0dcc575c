package rest_test

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/casefront/casefront/server/rest"
)

// TestOpenAPIDescribesEveryRoute: a route added to a route table needs its
// description in the domain's _doc.go, under the key named here.
func TestOpenAPIDescribesEveryRoute(t *testing.T) {
	missing, orphans := rest.Undescribed()
	for _, k := range missing {
		t.Errorf("route %q has no description: add it to its domain's _doc.go (describe(...))", k)
	}
	for _, k := range orphans {
		t.Errorf("description %q names no route: remove or rename it", k)
	}
}

// TestOpenAPIDocumentIsCurrent: the committed document is what the route
// tables and descriptions give.
func TestOpenAPIDocumentIsCurrent(t *testing.T) {
	for name, build := range map[string]func() ([]byte, error){"openapi.json": rest.OpenAPIJSON, "openapi.yaml": rest.OpenAPIYAML} {
		want, err := build()
		if err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile("../../docs/" + name)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("docs/%s is stale: run `go generate ./server/rest` (or `make openapi`) and commit it", name)
		}
	}
}

// TestOpenAPIDocumentIsValid loads the document with kin-openapi and
// validates it (OpenAPI 3.1, JSON Schema 2020-12), examples included.
func TestOpenAPIDocumentIsValid(t *testing.T) {
	doc := LoadOpenAPI(t)
	if !doc.IsOpenAPI31OrLater() {
		t.Fatalf("openapi %s, want 3.1", doc.OpenAPI)
	}
	if doc.Info.Version != rest.APIVersion {
		t.Fatalf("info.version %s, want %s", doc.Info.Version, rest.APIVersion)
	}
	ids := map[string]string{}
	for path, item := range doc.Paths.Map() {
		for method, op := range item.Operations() {
			if strings.TrimSpace(op.Summary) == "" {
				t.Errorf("%s %s has no summary", method, path)
			}
			if prev, dup := ids[op.OperationID]; dup {
				t.Errorf("operationId %s of %s %s is also %s's", op.OperationID, method, path, prev)
			}
			ids[op.OperationID] = method + " " + path
		}
	}
}

func LoadOpenAPI(t testing.TB) *openapi3.T {
	t.Helper()
	b, err := rest.OpenAPIJSON()
	if err != nil {
		t.Fatal(err)
	}
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromData(b)
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	if err := doc.Validate(context.Background(), openapi3.IsOpenAPI31OrLater(), openapi3.EnableExamplesValidation()); err != nil {
		t.Fatalf("the document is not valid OpenAPI: %v", err)
	}
	return doc
}
