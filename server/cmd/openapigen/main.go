// Command openapigen writes the REST layer's OpenAPI document
// (docs/openapi.json and docs/openapi.yaml) from the route tables and their
// descriptions: go run ./server/cmd/openapigen (or make openapi).
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/casefront/casefront/server/rest"
)

func main() {
	dir := flag.String("dir", "docs", "where openapi.json and openapi.yaml go")
	flag.Parse()
	if missing, orphans := rest.Undescribed(); len(missing)+len(orphans) > 0 {
		fmt.Fprintf(os.Stderr, "openapigen: routes without a description %v; descriptions of no route %v\n", missing, orphans)
		os.Exit(1)
	}
	for name, build := range map[string]func() ([]byte, error){"openapi.json": rest.OpenAPIJSON, "openapi.yaml": rest.OpenAPIYAML} {
		b, err := build()
		if err == nil {
			err = os.WriteFile(filepath.Join(*dir, name), b, 0o644)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "openapigen:", err)
			os.Exit(1)
		}
	}
}
