// Package resolve builds the Actor of a request from its verified token,
// once per HTTP request (Middleware) or graphql-ws socket (Resolve).
package resolve

import (
	"context"
	"net/http"
	"strings"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/auth"
	"github.com/casefront/casefront/server/config"
	"github.com/casefront/casefront/server/restrict"
	"github.com/casefront/casefront/server/store"
)

// Resolver turns the authenticated viewer of a context into an Actor.
type Resolver struct {
	DB  *ent.Client
	Cfg *config.Config
	Log *zap.Logger
}

// Resolve reads the viewer's account once. A token whose account is gone
// resolves to an anonymous visitor (services then answer api.no_auth).
func (r *Resolver) Resolve(ctx context.Context) (*actor.Actor, error) {
	v := auth.ViewerFrom(ctx)
	var u *ent.User
	if v.UserID != 0 {
		var err error
		u, err = store.UserByID(ctx, r.DB, v.UserID)
		if ent.IsNotFound(err) {
			u = nil
		} else if err != nil {
			return nil, err
		}
	}
	a := &actor.Actor{}
	if u != nil {
		a = actor.ForUser(u, "", nil)
	}
	a.RequestCountry = strings.ToUpper(v.Country)
	if a.RequestCountry == "" && u != nil {
		// The proxy did not say where the request comes from (no header,
		// "XX", Tor's "T1"): the country it reported at the player's last
		// sign-in stands in, so hiding the country does not lift its
		// restrictions.
		a.RequestCountry = strings.ToUpper(u.IPCountry)
	}
	a.Policy = func(country string) []string { return restrict.For(r.Cfg, country) }
	a.Country = restrict.Country(ctx, u)
	a.Restrictions = a.RestrictionsOf(u)
	return a, nil
}

// Middleware resolves the actor of every request; it runs after the auth
// middleware has verified the token.
func (r *Resolver) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		a, err := r.Resolve(req.Context())
		if err != nil {
			if r.Log != nil {
				r.Log.Error("resolve actor", zap.Error(err))
			}
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusInternalServerError)
			_, _ = w.Write([]byte(`{"error":"api.internal","message":"something went wrong"}`))
			return
		}
		next.ServeHTTP(w, req.WithContext(actor.With(req.Context(), a)))
	})
}
