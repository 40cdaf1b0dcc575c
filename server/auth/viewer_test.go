package auth

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// The viewer's language is one of the site's or none: an unknown locale
// falls back like a missing one and makes no new public-cache key.
func TestViewerLanguageIsASiteLanguage(t *testing.T) {
	tokens := &Tokens{Secret: []byte("test")}
	for locale, want := range map[string]string{"de": "de", "jp": "jp", "": "", "xx": "", "de-DE": "", "EN": "", "en\x00": ""} {
		var got string
		h := tokens.Middleware(http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) { got = ViewerFrom(r.Context()).Lang }))
		req := httptest.NewRequest(http.MethodGet, "/api/cases", nil)
		q := req.URL.Query()
		q.Set("locale", locale)
		req.URL.RawQuery = q.Encode()
		h.ServeHTTP(httptest.NewRecorder(), req)
		if got != want {
			t.Errorf("locale %q: language %q, want %q", locale, got, want)
		}
	}
}
