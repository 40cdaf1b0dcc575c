package app

import (
	"net"
	"net/http"

	"go.uber.org/zap"

	"github.com/casefront/casefront/server/auth"
)

// recoverer turns a panic into a logged 500 instead of a dropped connection.
func recoverer(log *zap.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if p := recover(); p != nil {
				if p == http.ErrAbortHandler {
					panic(p)
				}
				log.Error("panic", zap.Any("panic", p), zap.String("path", r.URL.Path), zap.Stack("stack"))
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(http.StatusInternalServerError)
				_, _ = w.Write([]byte(`{"error":"api.internal","message":"something went wrong"}`))
			}
		}()
		next.ServeHTTP(w, r)
	})
}

func securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("X-Frame-Options", "SAMEORIGIN")
		next.ServeHTTP(w, r)
	})
}

func clientIP(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// refuseBadToken answers 401 api.no_auth when a request carries a token that
// does not verify, so the client drops it (spec: a 401 logs the user out)
// instead of silently browsing as anonymous.
func refuseBadToken(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if auth.ViewerFrom(r.Context()).BadToken {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusUnauthorized)
			_, _ = w.Write([]byte(`{"errors":[{"message":"sign in again","extensions":{"code":"api.no_auth"}}],"data":null}`))
			return
		}
		next.ServeHTTP(w, r)
	})
}
