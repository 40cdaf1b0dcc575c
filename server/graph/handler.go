package graph

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"sync"
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

	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/auth"
	"github.com/casefront/casefront/server/edge"
	"github.com/casefront/casefront/server/graph/generated"
	"github.com/casefront/casefront/server/graph/persisted"
	"github.com/casefront/casefront/server/graph/ws"
	"github.com/casefront/casefront/server/ratelimit"
)

var writeBuffers = &sync.Pool{}

// NewHandler builds the /graphql endpoint: HTTP and graphql-ws, with the
// limits of limits.go, mutations charged to the REST budgets, and errors
// that carry their api.* key as extensions.code.
//
// gate bounds the anonymous operations of one address under way at once
// (MaxAnonymousInFlight), over HTTP and graphql-ws together; nil: no bound.
func NewHandler(r *Resolver, tokens *auth.Tokens, limiter ratelimit.Limiter, gate ratelimit.Gate, originOK func(string) bool) http.Handler {
	es := generated.NewExecutableSchema(generated.Config{Resolvers: r, Complexity: costs()})
	srv := handler.New(es)
	// A household behind one address has a few tabs; load tests
	// (RATE_LIMITS=off) open thousands from one.
	perAddr := 0
	if r.Cfg != nil && r.Cfg.RateLimits {
		perAddr = r.Cfg.SocketsPerAddress
	}
	socks := newSockets(r.Services.SignOuts, r.Log, perAddr)
	if r.Bus != nil {
		// Ends with the bus; without it, the periodic check still ends them.
		if err := socks.hear(context.Background(), r.Bus); err != nil && r.Log != nil {
			r.Log.Warn("websockets: sign-outs will be found by the periodic check only", zap.Error(err))
		}
	}
	r.hubMu.Lock()
	r.shared = &ws.Shared{Eligible: sharedQueue}
	r.hubMu.Unlock()
	srv.AddTransport(ws.Websocket{
		Shared:                r.shared,
		KeepAlivePingInterval: 15 * time.Second,
		Upgrader: websocket.Upgrader{
			CheckOrigin: func(req *http.Request) bool { return originOK(req.Header.Get("Origin")) },
			// Idle sockets hold no write buffer (one is taken for each
			// write) and a small read buffer: clients send little.
			WriteBufferPool: writeBuffers,
			ReadBufferSize:  1024,
		},
		Admit: socks.admit,
		InitFunc: func(ctx context.Context, p ws.InitPayload) (context.Context, *ws.InitPayload, error) {
			raw := auth.BearerToken(p.Authorization())
			if raw == "" {
				if t, ok := p["authToken"].(string); ok {
					raw = t
				}
			}
			v, claims := tokens.Resolve(ctx, raw)
			prev := auth.ViewerFrom(ctx)
			v.Country, v.Lang = prev.Country, prev.Lang
			if v.BadToken {
				return ctx, nil, errors.New("api.no_auth")
			}
			ctx = auth.WithViewer(ctx, v)
			// The socket's actor, resolved once for its lifetime, which ends
			// with its token's authority (sign-out or expiry).
			a, err := r.Services.Actors.Resolve(ctx)
			if err != nil {
				r.Log.Error("resolve actor", zap.Error(err))
				return ctx, nil, errors.New("api.internal")
			}
			ctx = socks.watch(ctx, claims)
			visitor := "a:" + edge.IP(ws.Request(ctx))
			if v.UserID != 0 {
				visitor = "u:" + strconv.Itoa(v.UserID)
			}
			leave := r.Presence.Join(visitor)
			context.AfterFunc(ctx, leave)
			return actor.With(ctx, a), nil, nil
		},
	})
	srv.AddTransport(transport.Options{})
	srv.AddTransport(getQueries{})
	srv.AddTransport(transport.POST{})
	srv.SetQueryCache(lru.New[*ast.QueryDocument](1000))
	// The client sends its operations by id (extensions.persistedQuery); any
	// other request still sends its text.
	srv.Use(persisted.Extension())
	srv.SetParserTokenLimit(MaxTokens)
	if r.Cfg == nil || r.Cfg.GraphQLIntrospection {
		srv.Use(extension.Introspection{})
	} else {
		// "Did you mean" suggestions would spell out the schema that
		// introspection keeps closed.
		srv.SetDisableSuggestion(true)
		srv.AroundFields(refuseIntrospection)
	}
	srv.Use(limits{es: es})
	if limiter != nil {
		srv.Use(budgets{l: limiter, gate: gate, log: r.Log})
	}
	srv.AroundFields(checkArgs)
	srv.SetErrorPresenter(func(ctx context.Context, err error) *gqlerror.Error {
		return present(ctx, err, r.Log)
	})
	srv.SetRecoverFunc(func(ctx context.Context, p any) error {
		r.Log.Error("resolver panic", zap.Any("panic", p), zap.Stack("stack"))
		return apperr.Internal
	})
	var exec http.Handler = srv
	if gate != nil {
		exec = ratelimit.InFlight(gate, MaxAnonymousInFlight, anonymousHTTP, func(w http.ResponseWriter, _ *http.Request) {
			refuse(w, http.StatusTooManyRequests, tooManyAtOnce())
		})(srv)
	}
	return checkRequest(exec, r.Log, newPublicCache())
}

// present maps domain errors to GraphQL errors with extensions.code = api.*
// key; a value an argument's type refuses is BAD_USER_INPUT (inputError).
func present(ctx context.Context, err error, log *zap.Logger) *gqlerror.Error {
	gerr := graphql.DefaultErrorPresenter(ctx, err)
	var ge *gqlerror.Error
	if errors.As(err, &ge) {
		if le := tokenLimitError(ge); le != nil {
			return le
		}
	}
	if in := inputError(ctx, ge, gerr); in != nil {
		// The caller's mistake, not ours: worth a debug line at most.
		log.Debug("graphql input refused", zap.String("field", in.Extensions["field"].(string)), zap.String("message", in.Message))
		return in
	}
	e, known := apperr.From(err)
	if !known {
		if ge != nil && ge.Extensions != nil && ge.Extensions["code"] != nil {
			return gerr // gqlgen's own validation and parse errors keep their codes
		}
		if ge != nil && ge.Rule != "" {
			gerr.Extensions = map[string]any{"code": "api.validation"}
			return gerr
		}
		log.Error("graphql", zap.Error(err))
	}
	gerr.Message = e.Message
	gerr.Extensions = map[string]any{}
	for k, v := range e.Fields {
		gerr.Extensions[k] = v
	}
	gerr.Extensions["code"] = e.Key // a field never hides the key
	return gerr
}
