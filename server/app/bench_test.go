package app_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// BenchmarkOpenOverREST is one opening through the whole handler chain
// (sign-in check, actor, REST decoding, the opening, JSON, compression)
// without the network: what a request adds to cases' BenchmarkOpen.
func BenchmarkOpenOverREST(b *testing.B) {
	s := catalogServer(b, map[string]string{"RATE_LIMITS": "off"})
	_, tok := s.player(b, int64(b.N)*10_000+100_000)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r := httptest.NewRequest(http.MethodPost, "/api/case/open", strings.NewReader(`{"alias":"test-case","count":1}`))
		r.Header.Set("Content-Type", "application/json")
		r.Header.Set("Authorization", "Bearer "+tok)
		r.Header.Set("Accept-Encoding", "gzip")
		w := httptest.NewRecorder()
		s.App.Handler.ServeHTTP(w, r)
		if w.Code != http.StatusOK {
			b.Fatalf("HTTP %d %s", w.Code, w.Body)
		}
	}
}
