package graph

import (
	"context"
	"reflect"
	"strings"
	"unicode/utf8"

	"github.com/99designs/gqlgen/graphql"

	"github.com/casefront/casefront/server/apperr"
)

// checkArgs refuses a field whose arguments carry a string no storage
// accepts: a NUL character (PostgreSQL refuses it in text) or bytes that
// are not UTF-8. It runs before the resolver, on every transport, for
// arguments given inline or as variables, inside input objects and lists.
func checkArgs(ctx context.Context, next graphql.Resolver) (any, error) {
	if fc := graphql.GetFieldContext(ctx); fc != nil {
		for name, v := range fc.Args {
			if !cleanText(reflect.ValueOf(v), 0) {
				return nil, apperr.Validation.Msg("%s must be UTF-8 text without NUL characters (nested at most 32 deep)", name).With("field", name)
			}
		}
	}
	return next(ctx)
}

// cleanText walks a decoded argument value; depth bounds the walk (input
// values are trees, but nesting is the caller's choice).
func cleanText(v reflect.Value, depth int) bool {
	if depth > 32 {
		return false
	}
	switch v.Kind() {
	case reflect.String:
		s := v.String()
		return utf8.ValidString(s) && strings.IndexByte(s, 0) < 0
	case reflect.Pointer, reflect.Interface:
		return v.IsNil() || cleanText(v.Elem(), depth+1)
	case reflect.Slice, reflect.Array:
		for i := 0; i < v.Len(); i++ {
			if !cleanText(v.Index(i), depth+1) {
				return false
			}
		}
	case reflect.Map:
		it := v.MapRange()
		for it.Next() {
			if !cleanText(it.Key(), depth+1) || !cleanText(it.Value(), depth+1) {
				return false
			}
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if !cleanText(v.Field(i), depth+1) {
				return false
			}
		}
	}
	return true
}
