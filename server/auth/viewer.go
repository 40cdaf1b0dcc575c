package auth

import (
	"context"
	"net/http"
	"slices"
	"strings"

	"github.com/casefront/casefront/server/edge"
	"github.com/casefront/casefront/server/users"
)

type ctxKey struct{}

// Viewer is who makes a request.
type Viewer struct {
	UserID   int     // 0 = anonymous
	Token    *Claims // the verified token, for sign-out
	BadToken bool    // a token was sent but did not verify: answer 401 where auth is needed
	Country  string  // from a trusted proxy's header (package edge), upper-case two letters, or ""
	Lang     string
}

// WithViewer stores the viewer in a context.
func WithViewer(ctx context.Context, v Viewer) context.Context {
	return context.WithValue(ctx, ctxKey{}, v)
}

// ViewerFrom returns the viewer of a request context.
func ViewerFrom(ctx context.Context) Viewer {
	v, _ := ctx.Value(ctxKey{}).(Viewer)
	return v
}

// BearerToken extracts the token of an "Authorization: Bearer x" value.
func BearerToken(header string) string {
	if len(header) > 7 && strings.EqualFold(header[:7], "bearer ") {
		return strings.TrimSpace(header[7:])
	}
	return ""
}

// Resolve turns a bearer token into a viewer (used by HTTP and graphql-ws).
// A signed-out token counts as bad, so the client drops it.
func (t *Tokens) Resolve(ctx context.Context, raw string) (Viewer, *Claims) {
	if raw == "" {
		return Viewer{}, nil
	}
	c, err := t.Parse(raw)
	if err != nil {
		return Viewer{BadToken: true}, nil
	}
	if t.Revoked != nil && c.ID != "" {
		if revoked, err := t.Revoked.IsRevoked(ctx, c.revocationKeys()...); err != nil || revoked {
			// On a storage error, refuse rather than accept a possibly revoked token.
			return Viewer{BadToken: true}, nil
		}
	}
	return Viewer{UserID: c.UserID, Token: &c}, &c
}

// Middleware resolves the viewer of every request and sends a fresher token
// in the Authorization response header when the presented one is aging.
func (t *Tokens) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		v, claims := t.Resolve(r.Context(), BearerToken(r.Header.Get("Authorization")))
		if claims != nil && t.NeedsRefresh(*claims) {
			if fresh, err := t.Refresh(*claims); err == nil {
				w.Header().Set("Authorization", "Bearer "+fresh)
				w.Header().Add("Access-Control-Expose-Headers", "Authorization")
			}
		}
		// Only a trusted proxy or CDN in front may tell the visitor's country.
		v.Country = edge.From(r.Context()).Country
		// A locale outside the site's languages is no language (spec 1: it
		// falls back), so it cannot mint new public-cache keys either.
		if l := r.URL.Query().Get("locale"); slices.Contains(users.Languages, l) {
			v.Lang = l
		}
		next.ServeHTTP(w, r.WithContext(WithViewer(r.Context(), v)))
	})
}
