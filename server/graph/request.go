package graph

import (
	"bytes"
	"encoding/json"
	"io"
	"mime"
	"net/http"
	"strings"

	"go.uber.org/zap"

	"github.com/casefront/casefront/server/apperr"
)

// MaxBody is the largest GraphQL request body read (as REST's).
const MaxBody = 1 << 20

// loggedBody is how much of a malformed body is logged: enough to see what
// sent it, never a whole (possibly huge or private) payload.
const loggedBody = 256

// checkRequest refuses a malformed POST before gqlgen sees it: gqlgen answers
// an undecodable body with an error without a code, which would surface as
// api.internal. Too large is 413 api.payload_too_large; not JSON, not an
// object, or without a query is 400 api.validation. A GET whose variables or
// extensions are not a JSON object is 400 api.validation too.
func checkRequest(next http.Handler, log *zap.Logger, public *publicCache) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodGet && r.Header.Get("Upgrade") == "" {
			// gqlgen answers undecodable GET parameters without a code.
			q := r.URL.Query()
			for _, k := range []string{"variables", "extensions"} {
				if v := q.Get(k); v != "" && !jsonObject(v) {
					refuse(w, http.StatusBadRequest, apperr.Validation.Msg("%s must be a JSON object", k).With("field", k))
					return
				}
			}
		}
		if r.Method != http.MethodPost || r.Header.Get("Upgrade") != "" {
			next.ServeHTTP(w, r)
			return
		}
		if r.ContentLength > MaxBody {
			refuse(w, http.StatusRequestEntityTooLarge, apperr.PayloadTooLarge.Msg("the request body is larger than %d bytes", MaxBody))
			return
		}
		b, err := io.ReadAll(io.LimitReader(r.Body, MaxBody+1))
		if err != nil {
			refuse(w, http.StatusBadRequest, apperr.Validation.Msg("the request body could not be read"))
			return
		}
		if len(b) > MaxBody {
			refuse(w, http.StatusRequestEntityTooLarge, apperr.PayloadTooLarge.Msg("the request body is larger than %d bytes", MaxBody))
			return
		}
		if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "application/json" {
			refuse(w, http.StatusBadRequest, apperr.Validation.Msg("a GraphQL request must be a JSON body sent as application/json"))
			return
		}
		var req request
		if err := json.Unmarshal(b, &req); err != nil {
			logMalformed(log, r, b, err.Error())
			refuse(w, http.StatusBadRequest, apperr.Validation.Msg("the request body must be a JSON object {query, variables, operationName}"))
			return
		}
		if (req.Query == nil || *req.Query == "") && req.Extensions["persistedQuery"] == nil {
			logMalformed(log, r, b, "no query")
			refuse(w, http.StatusBadRequest, apperr.Validation.Msg("the request has no query").With("field", "query"))
			return
		}
		if public != nil && public.serve(w, r, &req, b, next) {
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(b))
		r.ContentLength = int64(len(b))
		next.ServeHTTP(w, r)
	})
}

// jsonObject reports whether s is one JSON object (or null).
func jsonObject(s string) bool {
	var m map[string]any
	dec := json.NewDecoder(strings.NewReader(s))
	return dec.Decode(&m) == nil && !dec.More()
}

func logMalformed(log *zap.Logger, r *http.Request, b []byte, why string) {
	head := b[:min(len(b), loggedBody)]
	log.Warn("malformed graphql request", zap.String("reason", why), zap.Int("size", len(b)),
		zap.String("remote", r.RemoteAddr), zap.ByteString("body_head", head))
}

func refuse(w http.ResponseWriter, status int, e *apperr.Error) {
	ext := map[string]any{"code": e.Key}
	for k, v := range e.Fields {
		ext[k] = v
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]any{"errors": []any{map[string]any{"message": e.Message, "extensions": ext}}, "data": nil})
}
