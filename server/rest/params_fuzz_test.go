package rest

import (
	"net/http/httptest"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/store"
)

// FuzzParams feeds arbitrary query strings and bodies to the parameter
// decoding every REST endpoint uses. It must never panic, every failure must
// be a refusal with an api.* key (never an internal error), and whatever it
// accepts is UTF-8 text without NUL characters and numbers in range.
// `go test` runs the seeds; `go test -fuzz FuzzParams ./server/rest` explores.
func FuzzParams(f *testing.F) {
	for _, s := range [][2]string{
		{"page=2&limit=5", ""},
		{"ids=1,2,3&ids[]=4", `{"ids":[5,6]}`},
		{"search=a%00b", ""},
		{"search=%ff%fe", ""},
		{"%00=1", ""},
		{"", `{"alias":"test\u0000case"}`},
		{"", "{\"alias\":\"te\xffst\"}"},
		{"", `{"data":{"count":3,"alias":"x"}}`},
		{"page=99999999999999999999", `{"count":1e400}`},
		{"", `{"ids":"1,,2, 3"}`},
		{"", `[1,2]`},
		{"", `{"a":{"b":{"c":["\u0000"]}}}`},
		{"limit=-1&page=0", `null`},
	} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, query, body string) {
		method := "GET"
		if body != "" {
			method = "POST"
		}
		r := httptest.NewRequest(method, "/x", strings.NewReader(body))
		r.URL.RawQuery = query // as the server hands it over, whatever the bytes
		r.Header.Set("Content-Type", "application/json")
		p, err := readParams(r)
		if err != nil {
			refusal(t, err)
			return
		}
		for _, k := range []string{"search", "alias", "page", "ids", "count", "data"} {
			if s := p.str(k); !utf8.ValidString(s) || strings.IndexByte(s, 0) >= 0 {
				t.Fatalf("%s accepted as %q", k, s)
			}
		}
		if page, limit, err := p.paging(30); err != nil {
			refusal(t, err)
		} else if _, err := store.Offset(page, limit, 30); err != nil {
			refusal(t, err)
		} else if page < 1 || page > store.MaxPage || limit < 1 || limit > 30 {
			t.Fatalf("paging accepted page %d limit %d", page, limit)
		}
		if ids, err := p.ints("ids"); err != nil {
			refusal(t, err)
		} else {
			for _, id := range ids {
				if id <= 0 {
					t.Fatalf("id %d accepted", id)
				}
			}
		}
		if _, err := p.int("count", 1); err != nil {
			refusal(t, err)
		}
	})
}

func refusal(t *testing.T, err error) {
	t.Helper()
	if e, ok := apperr.As(err); !ok || e.Key == apperr.Internal.Key {
		t.Fatalf("not a refusal: %v", err)
	}
}
