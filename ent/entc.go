//go:build ignore

// entc.go generates the Ent client and, through entgql, the Relay part of the
// GraphQL schema (schema/ent.graphqls). Run with `go generate ./ent`.
package main

import (
	"log"

	"entgo.io/contrib/entgql"
	"entgo.io/ent/entc"
	"entgo.io/ent/entc/gen"
)

func main() {
	ex, err := entgql.NewExtension(
		entgql.WithConfigPath("../gqlgen.yml"),
		entgql.WithSchemaGenerator(),
		entgql.WithSchemaPath("../schema/ent.graphqls"),
		entgql.WithWhereInputs(true),
	)
	if err != nil {
		log.Fatalf("entgql: %v", err)
	}
	err = entc.Generate("./schema", &gen.Config{
		Features: []gen.Feature{
			gen.FeatureVersionedMigration,
			gen.FeatureGlobalID,
			gen.FeatureUpsert,
			gen.FeatureLock,
			gen.FeatureIntercept,
		},
	}, entc.Extensions(ex), entc.TemplateFiles("template/sqltx.tmpl", "template/scanrow.tmpl", "template/balances.tmpl", "template/txclients.tmpl"))
	if err != nil {
		log.Fatalf("ent codegen: %v", err)
	}
}
