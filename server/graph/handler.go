package graph

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/gorilla/websocket"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
	"go.uber.org/zap"

	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/auth"
	"github.com/casefront/casefront/server/graph/generated"
)

// Limits on what one operation may ask for.
const (
	MaxDepth      = 12
	MaxComplexity = 2000
)

// NewHandler builds the /graphql endpoint: HTTP and graphql-ws, with depth
// and complexity limits and errors that carry their api.* key as extensions.code.
func NewHandler(r *Resolver, tokens *auth.Tokens, originOK func(string) bool) http.Handler {
	srv := handler.New(generated.NewExecutableSchema(generated.Config{Resolvers: r}))
	srv.AddTransport(transport.Websocket{
		KeepAlivePingInterval: 15 * time.Second,
		Upgrader: websocket.Upgrader{
			CheckOrigin: func(req *http.Request) bool { return originOK(req.Header.Get("Origin")) },
		},
		InitFunc: func(ctx context.Context, p transport.InitPayload) (context.Context, *transport.InitPayload, error) {
			raw := auth.BearerToken(p.Authorization())
			if raw == "" {
				if t, ok := p["authToken"].(string); ok {
					raw = t
				}
			}
			v, _ := tokens.Resolve(ctx, raw)
			prev := auth.ViewerFrom(ctx)
			v.Country, v.Lang = prev.Country, prev.Lang
			if v.BadToken {
				return ctx, nil, errors.New("api.no_auth")
			}
			leave := r.Presence.Join()
			context.AfterFunc(ctx, leave)
			return auth.WithViewer(ctx, v), nil, nil
		},
	})
	srv.AddTransport(transport.Options{})
	srv.AddTransport(transport.GET{})
	srv.AddTransport(transport.POST{})
	srv.SetQueryCache(lru.New[*ast.QueryDocument](1000))
	srv.Use(extension.Introspection{})
	srv.Use(extension.FixedComplexityLimit(MaxComplexity))
	srv.Use(depthLimit{max: MaxDepth})
	srv.SetErrorPresenter(func(ctx context.Context, err error) *gqlerror.Error {
		return present(ctx, err, r.Log)
	})
	srv.SetRecoverFunc(func(ctx context.Context, p any) error {
		r.Log.Error("resolver panic", zap.Any("panic", p), zap.Stack("stack"))
		return apperr.Internal
	})
	return srv
}

// present maps domain errors to GraphQL errors with extensions.code = api.* key.
func present(ctx context.Context, err error, log *zap.Logger) *gqlerror.Error {
	gerr := graphql.DefaultErrorPresenter(ctx, err)
	e, known := apperr.From(err)
	if !known {
		var ge *gqlerror.Error
		if errors.As(err, &ge) && ge.Extensions != nil && ge.Extensions["code"] != nil {
			return gerr // gqlgen's own validation and parse errors keep their codes
		}
		if errors.As(err, &ge) && ge.Rule != "" {
			gerr.Extensions = map[string]any{"code": "api.validation"}
			return gerr
		}
		log.Error("graphql", zap.Error(err))
	}
	gerr.Message = e.Message
	gerr.Extensions = map[string]any{"code": e.Key}
	for k, v := range e.Fields {
		gerr.Extensions[k] = v
	}
	return gerr
}

// depthLimit refuses operations nested deeper than max (complexity alone
// does not stop a deep, narrow query).
type depthLimit struct{ max int }

func (depthLimit) ExtensionName() string                   { return "DepthLimit" }
func (depthLimit) Validate(graphql.ExecutableSchema) error { return nil }
func (d depthLimit) MutateOperationContext(ctx context.Context, oc *graphql.OperationContext) *gqlerror.Error {
	if oc.Operation == nil {
		return nil
	}
	if depth := selectionDepth(oc.Operation.SelectionSet, oc.Doc.Fragments, 0); depth > d.max {
		e := gqlerror.Errorf("operation is nested %d levels deep; the limit is %d", depth, d.max)
		e.Extensions = map[string]any{"code": "api.validation"}
		return e
	}
	return nil
}

func selectionDepth(set ast.SelectionSet, frags ast.FragmentDefinitionList, seen int) int {
	if seen > 64 { // cyclic fragments are refused by validation; never loop here
		return seen
	}
	max := 0
	for _, s := range set {
		var d int
		switch s := s.(type) {
		case *ast.Field:
			if len(s.SelectionSet) == 0 {
				d = 1
			} else {
				d = 1 + selectionDepth(s.SelectionSet, frags, seen+1)
			}
		case *ast.InlineFragment:
			d = selectionDepth(s.SelectionSet, frags, seen+1)
		case *ast.FragmentSpread:
			if f := frags.ForName(s.Name); f != nil {
				d = selectionDepth(f.SelectionSet, frags, seen+1)
			}
		}
		if d > max {
			max = d
		}
	}
	return max
}
