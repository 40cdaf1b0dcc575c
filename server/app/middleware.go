package app

import (
	"bufio"
	"github.com/casefront/casefront/server/tracking"
	"net"
	"net/http"
	"time"

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

// securityHeaders go on every response. No response may be framed (the
// client's pages add their full Content-Security-Policy, server/web), and
// over https browsers are told to keep to https (HSTS).
func securityHeaders(https bool, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Content-Security-Policy", "frame-ancestors 'none'")
		if https {
			h.Set("Strict-Transport-Security", "max-age=31536000; includeSubDomains")
		}
		next.ServeHTTP(w, r)
	})
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

// cors lets the configured origins' browsers call the API with a bearer
// token (spec 7: the client may live on another host), and exposes the
// Authorization response header that carries fresher tokens.
func cors(origins []string, next http.Handler) http.Handler {
	allowed := map[string]bool{}
	for _, o := range origins {
		allowed[o] = true
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		if origin == "" || !allowed[origin] {
			next.ServeHTTP(w, r)
			return
		}
		h := w.Header()
		h.Set("Access-Control-Allow-Origin", origin)
		h.Set("Access-Control-Allow-Credentials", "true")
		h.Add("Vary", "Origin")
		h.Set("Access-Control-Expose-Headers", "Authorization")
		if r.Method == http.MethodOptions && r.Header.Get("Access-Control-Request-Method") != "" {
			h.Set("Access-Control-Allow-Methods", "GET, POST, OPTIONS")
			h.Set("Access-Control-Allow-Headers", "Authorization, Content-Type, Accept, Accept-Language")
			h.Set("Access-Control-Max-Age", "600")
			w.WriteHeader(http.StatusNoContent)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// statusRecorder remembers the status a handler wrote, for the access log.
type statusRecorder struct {
	http.ResponseWriter
	status int
}

func (s *statusRecorder) WriteHeader(code int) {
	if s.status == 0 {
		s.status = code
	}
	s.ResponseWriter.WriteHeader(code)
}

// Unwrap lets http.ResponseController (and websocket upgrades) reach the connection.
func (s *statusRecorder) Unwrap() http.ResponseWriter { return s.ResponseWriter }

func (s *statusRecorder) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	if hj, ok := s.ResponseWriter.(http.Hijacker); ok {
		return hj.Hijack()
	}
	return nil, nil, http.ErrNotSupported
}

func (s *statusRecorder) Flush() {
	if f, ok := s.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

// accessLog writes one line per request (health checks at debug level).
func accessLog(log *zap.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &statusRecorder{ResponseWriter: w}
		next.ServeHTTP(rec, r)
		status := rec.status
		if status == 0 {
			status = http.StatusOK
		}
		fields := []zap.Field{zap.String("method", r.Method), zap.String("path", r.URL.Path),
			zap.Int("status", status), zap.Duration("took", time.Since(start))}
		switch {
		case status >= 500:
			log.Error("request", fields...)
		case r.URL.Path == "/healthz":
			log.Debug("request", fields...)
		default:
			log.Info("request", fields...)
		}
	})
}

// clickCookie carries the campaign click id of the visitor's cookie in the
// request's context, for the sign-up or deposit that binds it (server/tracking).
func clickCookie(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if c, err := r.Cookie(tracking.ClickCookie); err == nil && c.Value != "" {
			r = r.WithContext(tracking.WithClick(r.Context(), c.Value))
		}
		next.ServeHTTP(w, r)
	})
}
