// Package rest is the REST compatibility layer of spec section 7: the same
// paths, parameters and {data: ...} / {error, message} shapes, answered by
// the same domain services as the graph.
package rest

import (
	"encoding/json"
	"io"
	"net/http"
	"strconv"
	"strings"

	"go.uber.org/zap"

	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/money"
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

// params reads a request's parameters from the query string and, for POST,
// from a JSON object or a form body, so partners may send either.
type params struct {
	q    map[string][]string
	body map[string]any
}

const maxBody = 1 << 20

func readParams(r *http.Request) (*params, error) {
	p := &params{q: r.URL.Query(), body: map[string]any{}}
	if r.Method != http.MethodPost {
		return p, nil
	}
	ct := r.Header.Get("Content-Type")
	switch {
	case strings.HasPrefix(ct, "application/x-www-form-urlencoded"), strings.HasPrefix(ct, "multipart/form-data"):
		r.Body = http.MaxBytesReader(nil, r.Body, maxBody)
		if err := r.ParseForm(); err != nil {
			return nil, apperr.Validation.Msg("unreadable form body")
		}
		for k, v := range r.PostForm {
			p.q[k] = v
		}
	default:
		b, err := io.ReadAll(io.LimitReader(r.Body, maxBody+1))
		if err != nil || len(b) > maxBody {
			return nil, apperr.Validation.Msg("request body too large or unreadable")
		}
		if len(strings.TrimSpace(string(b))) > 0 {
			if err := json.Unmarshal(b, &p.body); err != nil {
				return nil, apperr.Validation.Msg("request body must be a JSON object")
			}
		}
		// Some callers wrap the payload in {data: {...}} (spec: "POST /case_battle/leave {data:{id}}").
		if inner, ok := p.body["data"].(map[string]any); ok {
			for k, v := range inner {
				if _, dup := p.body[k]; !dup {
					p.body[k] = v
				}
			}
		}
	}
	return p, nil
}

func (p *params) str(k string) string {
	if v, ok := p.body[k]; ok {
		switch t := v.(type) {
		case string:
			return t
		case float64:
			return strconv.FormatFloat(t, 'f', -1, 64)
		case bool:
			return strconv.FormatBool(t)
		}
	}
	if v := p.q[k]; len(v) > 0 {
		return v[0]
	}
	return ""
}

// int reads an integer parameter; def when absent, an error when malformed.
func (p *params) int(k string, def int) (int, error) {
	s := strings.TrimSpace(p.str(k))
	if s == "" {
		return def, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, apperr.Validation.Msg("%s must be an integer", k).With("field", k)
	}
	return n, nil
}

func (p *params) bool(k string) bool {
	switch strings.ToLower(p.str(k)) {
	case "1", "true", "yes", "on":
		return true
	}
	return false
}

// ints reads an id list: a JSON array, repeated ids[]/ids params, or "1,2,3".
func (p *params) ints(k string) ([]int, error) {
	var raw []string
	if v, ok := p.body[k]; ok {
		switch t := v.(type) {
		case []any:
			for _, e := range t {
				switch n := e.(type) {
				case float64:
					raw = append(raw, strconv.FormatFloat(n, 'f', -1, 64))
				case string:
					raw = append(raw, n)
				default:
					return nil, apperr.Validation.Msg("%s must be a list of ids", k).With("field", k)
				}
			}
		case string:
			raw = strings.Split(t, ",")
		case float64:
			raw = []string{strconv.FormatFloat(t, 'f', -1, 64)}
		default:
			return nil, apperr.Validation.Msg("%s must be a list of ids", k).With("field", k)
		}
	} else {
		for _, v := range append(p.q[k], p.q[k+"[]"]...) {
			raw = append(raw, strings.Split(v, ",")...)
		}
	}
	out := make([]int, 0, len(raw))
	for _, s := range raw {
		if s = strings.TrimSpace(s); s == "" {
			continue
		}
		n, err := strconv.Atoi(s)
		if err != nil || n <= 0 {
			return nil, apperr.Validation.Msg("%s must contain positive integer ids", k).With("field", k)
		}
		out = append(out, n)
	}
	return out, nil
}
