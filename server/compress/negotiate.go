// Package compress picks a content encoding from Accept-Encoding and
// compresses text responses on the fly (brotli or gzip). Static files that
// were compressed at build time are served by server/web with the same
// negotiation.
package compress

import (
	"strconv"
	"strings"
)

// Encodings the server produces, in order of preference at equal q-value.
const (
	Brotli = "br"
	Gzip   = "gzip"
)

// Negotiate returns the offered encoding the client accepts with the highest
// q-value (ties go to the earlier offer), or "" for the identity encoding.
// An encoding absent from the header is acceptable only through "*".
func Negotiate(acceptEncoding string, offered ...string) string {
	if acceptEncoding == "" {
		return ""
	}
	q := map[string]float64{}
	star, hasStar := 0.0, false
	for part := range strings.SplitSeq(acceptEncoding, ",") {
		name, params, _ := strings.Cut(part, ";")
		name = strings.ToLower(strings.TrimSpace(name))
		if name == "" {
			continue
		}
		weight := 1.0
		for p := range strings.SplitSeq(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if !ok || strings.ToLower(strings.TrimSpace(k)) != "q" {
				continue
			}
			f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
			if err != nil || f < 0 || f > 1 {
				f = 0 // a malformed weight never selects an encoding
			}
			weight = f
		}
		if name == "*" {
			star, hasStar = weight, true
			continue
		}
		if name == "x-gzip" {
			name = Gzip
		}
		if old, seen := q[name]; !seen || weight > old {
			q[name] = weight
		}
	}
	best, bestQ := "", 0.0
	for _, enc := range offered {
		w, ok := q[enc]
		if !ok && hasStar {
			w, ok = star, true
		}
		if ok && w > bestQ {
			best, bestQ = enc, w
		}
	}
	return best
}
