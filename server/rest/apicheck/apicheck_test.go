package apicheck_test

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/casefront/casefront/server/rest/apicheck"
)

// TestCheckerRefusesWhatTheDocumentDoesNotSay: a field renamed or added in a
// handler's answer without its description, an undocumented status or
// error key, and a 500 are all caught; a described answer passes.
func TestCheckerRefusesWhatTheDocumentDoesNotSay(t *testing.T) {
	c, err := apicheck.New()
	if err != nil {
		t.Fatal(err)
	}
	level := `{"level":1,"xp":0,"reward":{"crystals":0,"bullets":0,"balance":1.00,"case":null,"customization":null},"reached":true,"claimed":false,"claimable":true}`
	sold := `{"status":"success","ids":[1],"amount":1.5,"balance":2.00}`
	cases := []struct {
		name, method, path, body string
		status                   int
		ok                       bool
	}{
		{"described", "GET", "/api/level/user-levels", `{"data":[` + level + `]}`, 200, true},
		{"bare path", "GET", "/level/user-levels", `{"data":[]}`, 200, true},
		{"field renamed", "GET", "/api/level/user-levels", `{"data":[` + strings.Replace(level, `"xp"`, `"experience"`, 1) + `]}`, 200, false},
		{"field of another type", "GET", "/api/level/user-levels", `{"data":[` + strings.Replace(level, `"claimed":false`, `"claimed":"no"`, 1) + `]}`, 200, false},
		{"top-level field added", "GET", "/api/level/user-levels", `{"data":[],"status":"success"}`, 200, false},
		{"documented error", "POST", "/api/level/level-up", `{"error":"api.no_auth","message":"sign in first"}`, 401, true},
		{"error key of another status", "POST", "/api/level/level-up", `{"error":"api.not_found","message":"x"}`, 401, false},
		{"undocumented status", "GET", "/api/level/user-levels", `{"error":"api.internal","message":"something went wrong"}`, 500, false},
		{"success status where the spec wants it", "POST", "/api/sell_all", `{"status":"success","data":` + sold + `}`, 200, true},
		{"success status missing", "POST", "/api/sell_all", `{"data":` + sold + `}`, 200, false},
		{"not an operation", "GET", "/graphql", `whatever`, 500, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := httptest.NewRequest(tc.method, tc.path, nil)
			r.Header.Set("Accept", "application/json")
			h := http.Header{"Content-Type": {"application/json; charset=utf-8"}}
			err := c.Check(r, tc.status, h, []byte(tc.body))
			if tc.ok && err != nil {
				t.Fatalf("refused: %v", err)
			}
			var m apicheck.Mismatch
			if !tc.ok && !errors.As(err, &m) {
				t.Fatalf("passed, want a mismatch (err %v)", err)
			}
		})
	}
}

// TestMiddlewareReportsAndPassesTheAnswerOn: the caller still gets the
// handler's answer as it was; the mismatch goes to report.
func TestMiddlewareReportsAndPassesTheAnswerOn(t *testing.T) {
	c, err := apicheck.New()
	if err != nil {
		t.Fatal(err)
	}
	var reported []error
	h := c.Middleware(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusTeapot)
		_, _ = w.Write([]byte(`{"tea":true}`))
	}), func(err error) { reported = append(reported, err) })
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/api/level/user-levels", nil))
	if rec.Code != http.StatusTeapot || rec.Body.String() != `{"tea":true}` {
		t.Fatalf("answer changed: %d %s", rec.Code, rec.Body)
	}
	if len(reported) != 1 {
		t.Fatalf("reported %v, want one mismatch", reported)
	}
}
