// Package rest is the REST compatibility layer of spec section 7: the same
// paths, parameters and {data: ...} / {error, message} shapes, answered by
// the same domain services as the graph.
package rest

import (
	"encoding/json"
	"net/http"

	"go.uber.org/zap"

	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/apperr"
)

// Money serialises cents as a JSON number with exactly two decimals (12.34).
type Money money.Cents

func (m Money) MarshalJSON() ([]byte, error) { return []byte(money.Cents(m).String()), nil }

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// ok answers {data: v} (plus meta when given).
func ok(w http.ResponseWriter, v any, meta ...map[string]any) {
	body := map[string]any{"data": v}
	if len(meta) > 0 {
		body["meta"] = meta[0]
	}
	writeJSON(w, http.StatusOK, body)
}

// fail answers {error: "api.x", message: "...", ...fields} with the error's status.
func (h *Handler) fail(w http.ResponseWriter, r *http.Request, err error) {
	e, known := apperr.From(err)
	if !known {
		h.Log.Error("rest", zap.String("path", r.URL.Path), zap.Error(err))
	}
	body := map[string]any{"error": e.Key, "message": e.Message}
	for k, v := range e.Fields {
		body[k] = v
	}
	writeJSON(w, e.Status, body)
}

func (m Money) String() string { b, _ := m.MarshalJSON(); return string(b) }
