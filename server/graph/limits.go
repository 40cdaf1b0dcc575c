package graph

import (
	"context"
	"fmt"
	"strings"

	"github.com/99designs/gqlgen/complexity"
	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/casefront/casefront/server/auth"
	"github.com/casefront/casefront/server/graph/persisted"
)

// Limits on what one request may ask for. All are checked after parsing and
// before anything runs; a refusal is api.validation with extensions.limit
// naming the limit and extensions.max its value.
const (
	MaxDepth      = 12
	MaxComplexity = 40000 // objects one operation may resolve, lists counted by size (see complexity.go)
	// MaxAnonymousComplexity bounds an operation of a caller who has not
	// signed in, unless it is one of the client's own operations (whose
	// shapes are known: the largest, the case page, measures about 11 ms of
	// CPU at its bound of 18,700). GraphQL resolves some 3–5 µs of CPU per
	// object whatever it is (make bench-anonymous), so an operation written
	// to resolve as many objects as MaxComplexity allows cost 90–160 ms;
	// at this bound it stays under 50 ms (docs/benchmarks.md). A page of 100
	// items with seven fields costs about 900.
	MaxAnonymousComplexity = 8000
	MaxRootFields          = 30  // top-level fields of the executed operation, aliases included
	MaxAliases             = 100 // aliased fields anywhere in the executed operation
	MaxOperations          = 5   // operations in one document (one is executed)
	// MaxTokens bounds a document before it is validated: validation is
	// quadratic in repeated fields (4,000 tokens of them take over a second
	// of CPU, 1,000 about 0.1 s). The client's largest operation has 130,
	// an introspection query about 180.
	MaxTokens = 1000
	// MaxAnonymousInFlight bounds the operations one address runs at once
	// without signing in, over HTTP and graphql-ws together (subscriptions
	// apart): more get 429 api.rate_limited. A browser sends at most six
	// requests at once to one site over HTTP/1.1, the client one or two.
	MaxAnonymousInFlight = 6
	// An introspection subtree (under __schema or __type) is measured by
	// its own rule instead of MaxDepth: the standard introspection query
	// nests ofType nine levels deep, which is cheap (one type each), while
	// what multiplies is a list inside a list (types > fields > args).
	// graphql-js's getIntrospectionQuery nests three such lists and about
	// 14 levels; these limits admit it in every variant and nothing wider.
	MaxIntrospectionDepth = 20
	MaxIntrospectionLists = 3
	MaxIntrospectionRoots = 2 // __schema/__type fields in one operation (GraphiQL sends one)
)

// introspectionLists are the meta-fields that answer a list of types,
// fields or values: nesting them multiplies the answer.
var introspectionLists = map[string]bool{
	"types": true, "fields": true, "args": true, "inputFields": true, "interfaces": true,
	"possibleTypes": true, "enumValues": true, "directives": true,
}

// limits refuses documents and operations beyond the limits above.
type limits struct{ es graphql.ExecutableSchema }

func (limits) ExtensionName() string                   { return "Limits" }
func (limits) Validate(graphql.ExecutableSchema) error { return nil }

func (l limits) MutateOperationContext(ctx context.Context, oc *graphql.OperationContext) *gqlerror.Error {
	if oc.Doc != nil && len(oc.Doc.Operations) > MaxOperations {
		return limitError("operations", MaxOperations, "the document holds %d operations; the limit is %d", len(oc.Doc.Operations), MaxOperations)
	}
	if oc.Operation == nil {
		return nil
	}
	var c counter
	c.walk(oc.Operation.SelectionSet, oc.Doc.Fragments, 0, 0)
	switch {
	case c.root > MaxRootFields:
		return limitError("root_fields", MaxRootFields, "the operation asks for %d top-level fields; the limit is %d", c.root, MaxRootFields)
	case c.aliases > MaxAliases:
		return limitError("aliases", MaxAliases, "the operation uses %d aliases; the limit is %d", c.aliases, MaxAliases)
	case c.depth > MaxDepth:
		return limitError("depth", MaxDepth, "operation is nested %d levels deep; the limit is %d", c.depth, MaxDepth)
	case c.metaDepth > MaxIntrospectionDepth:
		return limitError("introspection_depth", MaxIntrospectionDepth, "introspection is nested %d levels deep; the limit is %d", c.metaDepth, MaxIntrospectionDepth)
	case c.metaRoots > MaxIntrospectionRoots:
		return limitError("introspection_roots", MaxIntrospectionRoots, "the operation introspects %d times; the limit is %d", c.metaRoots, MaxIntrospectionRoots)
	case c.metaLists > MaxIntrospectionLists:
		return limitError("introspection_lists", MaxIntrospectionLists, "introspection nests %d lists; the limit is %d", c.metaLists, MaxIntrospectionLists)
	}
	n := complexity.Calculate(ctx, l.es, oc.Operation, oc.Variables)
	if n > MaxComplexity {
		return limitError("complexity", MaxComplexity, "the operation may resolve %d objects; the limit is %d (ask for smaller pages or fewer fields)", n, MaxComplexity)
	}
	// A search's own cost is its scan, measured apart (one per operation).
	if objects := n - SearchCost*rootSearches(oc.Operation.SelectionSet, oc.Doc.Fragments, oc.Variables, 0); objects > MaxAnonymousComplexity &&
		auth.ViewerFrom(ctx).UserID == 0 && !persisted.Client().Holds(oc.RawQuery) {
		return limitError("complexity", MaxAnonymousComplexity, "the operation may resolve %d objects; the limit without signing in is %d (sign in, or ask for smaller pages or fewer fields)", objects, MaxAnonymousComplexity)
	}
	return nil
}

// rootSearches counts the top-level fields that search (a non-blank search
// argument, as searchCost prices them), fragments spread at the top level
// included; depth bounds the spreads, which validation keeps acyclic.
func rootSearches(set ast.SelectionSet, fragments ast.FragmentDefinitionList, vars map[string]any, depth int) int {
	if depth > MaxDepth {
		return 0
	}
	n := 0
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			if s.Definition == nil || s.Definition.Arguments.ForName("search") == nil {
				continue
			}
			if v, ok := s.ArgumentMap(vars)["search"].(string); ok && strings.TrimSpace(v) != "" {
				n++
			}
		case *ast.InlineFragment:
			n += rootSearches(s.SelectionSet, fragments, vars, depth+1)
		case *ast.FragmentSpread:
			if f := fragments.ForName(s.Name); f != nil {
				n += rootSearches(f.SelectionSet, fragments, vars, depth+1)
			}
		}
	}
	return n
}

// tokenLimitError is the parser's refusal of a document over MaxTokens in
// the shape of the other limits; nil for any other error. The parser
// refuses before validation runs, which is the point of the limit.
func tokenLimitError(e *gqlerror.Error) *gqlerror.Error {
	if e.Message != fmt.Sprintf("exceeded token limit of %d", MaxTokens) {
		return nil
	}
	return limitError("tokens", MaxTokens, "the document holds more than %d tokens; the limit is %d", MaxTokens, MaxTokens)
}

func limitError(name string, max int, format string, args ...any) *gqlerror.Error {
	e := gqlerror.Errorf(format, args...)
	e.Extensions = map[string]any{"code": "api.validation", "limit": name, "max": max}
	return e
}

// counter walks an operation once, fragments expanded, counting top-level
// fields, aliases and depth. Work is bounded: fragments are expanded at
// most maxVisits times in all, which validation's no-cycle rule and the
// parser's token limit keep far away in real documents.
type counter struct {
	root, aliases, depth, visits int
	// metaDepth and metaLists are the deepest introspection subtree: its
	// levels below __schema/__type and the lists nested on one path.
	metaDepth, metaLists, metaRoots int
}

const maxVisits = 100000

func (c *counter) walk(set ast.SelectionSet, frags ast.FragmentDefinitionList, level, depth int) {
	for _, s := range set {
		c.visits++
		if c.visits > maxVisits {
			c.depth = MaxDepth + 1 // too large to inspect is too large to run
			return
		}
		switch s := s.(type) {
		case *ast.Field:
			if level == 0 {
				c.root++
			}
			if s.Alias != "" && s.Alias != s.Name {
				c.aliases++
			}
			c.depth = max(c.depth, depth+1)
			if s.Name == "__schema" || s.Name == "__type" {
				c.metaRoots++
				c.introspect(s.SelectionSet, frags, 1, 0)
				continue
			}
			c.walk(s.SelectionSet, frags, level+1, depth+1)
		case *ast.InlineFragment:
			c.walk(s.SelectionSet, frags, level, depth)
		case *ast.FragmentSpread:
			if f := frags.ForName(s.Name); f != nil && depth <= 64 {
				c.walk(f.SelectionSet, frags, level, depth)
			}
		}
	}
}

// introspect walks an introspection subtree: meta-types only, measured by
// levels and nested lists (see MaxIntrospectionDepth).
func (c *counter) introspect(set ast.SelectionSet, frags ast.FragmentDefinitionList, depth, lists int) {
	for _, s := range set {
		c.visits++
		if c.visits > maxVisits || depth > 64 {
			c.depth = MaxDepth + 1
			return
		}
		switch s := s.(type) {
		case *ast.Field:
			if s.Alias != "" && s.Alias != s.Name {
				c.aliases++
			}
			l := lists
			if introspectionLists[s.Name] {
				l++
			}
			c.metaDepth, c.metaLists = max(c.metaDepth, depth+1), max(c.metaLists, l)
			c.introspect(s.SelectionSet, frags, depth+1, l)
		case *ast.InlineFragment:
			c.introspect(s.SelectionSet, frags, depth, lists)
		case *ast.FragmentSpread:
			if f := frags.ForName(s.Name); f != nil {
				c.introspect(f.SelectionSet, frags, depth, lists)
			}
		}
	}
}
