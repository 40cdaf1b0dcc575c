package rest

import (
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/casefront/casefront/server/apperr"
)

func post(t *testing.T, target, ctype, body string) (*params, error) {
	t.Helper()
	r := httptest.NewRequest("POST", target, strings.NewReader(body))
	if ctype != "" {
		r.Header.Set("Content-Type", ctype)
	}
	return readParams(r)
}

func fieldOf(err error) any {
	e, _ := apperr.As(err)
	return e.Fields["field"]
}

func TestIntegersMustBeIntegers(t *testing.T) {
	for _, body := range []string{`{"n":"2"}`, `{"n":null}`, `{"n":1e1}`, `{"n":1.5}`, `{"n":2.0}`, `{"n":true}`, `{"n":[2]}`} {
		p, err := post(t, "/x", "application/json", body)
		if err != nil {
			t.Fatalf("%s: %v", body, err)
		}
		if _, err := p.int("n", 1); apperr.KeyOf(err) != "api.validation" || fieldOf(err) != "n" {
			t.Errorf("%s: %v", body, err)
		}
	}
	p, _ := post(t, "/x", "application/json", `{"n":-7,"data":{"m":3}}`)
	if n, err := p.int("n", 1); err != nil || n != -7 {
		t.Errorf("-7: %d %v", n, err)
	}
	if m, err := p.int("m", 1); err != nil || m != 3 {
		t.Errorf("wrapped data.m: %d %v", m, err)
	}
	if d, err := p.int("absent", 5); err != nil || d != 5 {
		t.Errorf("default: %d %v", d, err)
	}
	for _, q := range []string{"n=%2B2", "n=2.0", "n=%202", "n=0x2", "n=1e1", "n=", "n=99999999999999999999"} {
		p, _ := post(t, "/x?"+q, "", "")
		if _, err := p.int("n", 1); apperr.KeyOf(err) != "api.validation" {
			t.Errorf("query %s accepted", q)
		}
	}
	p, _ = post(t, "/x?n=-12", "", "")
	if n, err := p.int("n", 1); err != nil || n != -12 {
		t.Errorf("query -12: %d %v", n, err)
	}
}

func TestBodiesMustBeJSONObjects(t *testing.T) {
	for _, c := range [][2]string{
		{"application/x-www-form-urlencoded", "n=1"},
		{"text/plain", `{"n":1}`},
		{"application/json", `[1]`},
		{"application/json", `{"n":1} {"n":2}`},
		{"application/json", `"n"`},
	} {
		if _, err := post(t, "/x", c[0], c[1]); apperr.KeyOf(err) != "api.validation" {
			t.Errorf("%s %s: %v", c[0], c[1], err)
		}
	}
	for _, c := range [][2]string{{"application/json; charset=utf-8", `{"n":1}`}, {"", `{"n":1}`}, {"text/plain", ""}, {"application/json", "null"}} {
		if _, err := post(t, "/x", c[0], c[1]); err != nil {
			t.Errorf("%s %q refused: %v", c[0], c[1], err)
		}
	}
	big := `{"n":"` + strings.Repeat("x", MaxBody) + `"}`
	if _, err := post(t, "/x", "application/json", big); apperr.KeyOf(err) != "api.payload_too_large" {
		t.Errorf("over the cap: %v", err)
	}
}

// paging reads page and limit as integers; their range is the list's rule
// (store.Offset), which the domain applies on both transports.
func TestPaging(t *testing.T) {
	ok := map[string][2]int{"": {1, 30}, "page=2&limit=5": {2, 5}, "page=10001&limit=0": {10001, 0}, "limit=1": {1, 1}}
	for q, want := range ok {
		p, _ := post(t, "/x?"+q, "", "")
		page, limit, err := p.paging(30)
		if err != nil || page != want[0] || limit != want[1] {
			t.Errorf("%q: %d %d %v, want %v", q, page, limit, err, want)
		}
	}
	bad := map[string]string{"page=x": "page", "page=1.5": "page", "limit=a": "limit"}
	for q, field := range bad {
		p, _ := post(t, "/x?"+q, "", "")
		if _, _, err := p.paging(30); apperr.KeyOf(err) != "api.validation" || fieldOf(err) != field {
			t.Errorf("%q: %v, want api.validation on %s", q, err, field)
		}
	}
}
