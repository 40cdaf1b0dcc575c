// Package apicheck validates REST responses against the OpenAPI document
// (kin-openapi's openapi3filter), so a handler that answers what its
// description does not say is caught by the tests that call it.
package apicheck

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/andybalholm/brotli"
	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"

	"github.com/casefront/casefront/server/rest"
)

// LogMessage is the message a reported mismatch is logged under (tests
// fail on any entry with it).
const LogMessage = "openapi: response outside the document"

// Mismatch is one response that its operation does not describe.
type Mismatch struct {
	Method, Path string // the request
	Operation    string // its operationId
	Status       int
	Err          error
}

func (m Mismatch) Error() string {
	return fmt.Sprintf("%s %s (%s) answered %d outside its description: %v", m.Method, m.Path, m.Operation, m.Status, m.Err)
}

func init() {
	for _, ct := range []string{"text/html", "application/xml", "application/rss+xml", "application/yaml"} {
		openapi3filter.RegisterBodyDecoder(ct, openapi3filter.PlainBodyDecoder)
	}
}

type route struct {
	path string
	item *openapi3.PathItem
	op   *openapi3.Operation
	bare bool // the bare alias of an /api endpoint
}

// Checker finds a request's operation and validates its response.
type Checker struct {
	doc    *openapi3.T
	mux    *http.ServeMux
	routes map[string]route
}

// New loads the served document.
func New() (*Checker, error) {
	b, err := rest.OpenAPIJSON()
	if err != nil {
		return nil, err
	}
	doc, err := openapi3.NewLoader().LoadFromData(b)
	if err != nil {
		return nil, err
	}
	if err := doc.Validate(context.Background(), openapi3.IsOpenAPI31OrLater()); err != nil {
		return nil, err
	}
	c := &Checker{doc: doc, mux: http.NewServeMux(), routes: map[string]route{}}
	nop := http.HandlerFunc(func(http.ResponseWriter, *http.Request) {})
	for path, item := range doc.Paths.Map() {
		pathOnly := len(item.Servers) > 0
		for method, op := range item.Operations() {
			add := func(pattern string, bare bool) {
				c.routes[pattern] = route{path: path, item: item, op: op, bare: bare}
				c.mux.Handle(pattern, nop)
			}
			if pathOnly {
				add(method+" "+path, false)
			} else {
				add(method+" /api"+path, false)
				add(method+" "+path, true)
			}
		}
	}
	return c, nil
}

// Check validates one response to r.
func (c *Checker) Check(r *http.Request, status int, header http.Header, body []byte) error {
	rt, ok := c.find(r)
	if !ok {
		return nil
	}
	in := &openapi3filter.ResponseValidationInput{
		RequestValidationInput: &openapi3filter.RequestValidationInput{
			Request: r,
			Route:   &routers.Route{Spec: c.doc, Path: rt.path, PathItem: rt.item, Method: r.Method, Operation: rt.op},
		},
		Status:  status,
		Header:  header,
		Options: &openapi3filter.Options{IncludeResponseStatus: true, MultiError: true},
	}
	in.SetBodyBytes(body)
	if err := openapi3filter.ValidateResponse(r.Context(), in); err != nil {
		return Mismatch{Method: r.Method, Path: r.URL.RequestURI(), Operation: rt.op.OperationID, Status: status, Err: err}
	}
	return nil
}

func (c *Checker) find(r *http.Request) (route, bool) {
	if r.Method == http.MethodHead || r.Method == http.MethodOptions {
		return route{}, false
	}
	_, pattern := c.mux.Handler(r)
	rt, ok := c.routes[pattern]
	if !ok {
		return route{}, false
	}
	// A browser's navigation to a bare GET path is the client's page.
	if accept := r.Header.Get("Accept"); rt.bare && strings.Contains(accept, "text/html") && !strings.Contains(accept, "application/json") {
		return route{}, false
	}
	return rt, true
}

// Middleware answers as next does and reports each response outside the
// document (the answer itself is left as it was).
func (c *Checker) Middleware(next http.Handler, report func(error)) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, ok := c.find(r); !ok {
			next.ServeHTTP(w, r)
			return
		}
		rec := &recorder{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(rec, r)
		if rec.status == http.StatusSwitchingProtocols {
			return
		}
		body, err := decoded(w.Header().Get("Content-Encoding"), rec.body.Bytes())
		if err == nil {
			err = c.Check(r, rec.status, w.Header(), body)
		}
		if err != nil {
			report(err)
		}
	})
}

// decoded is the body before its content encoding (the public cache
// answers gzip or br it keeps encoded).
func decoded(encoding string, b []byte) ([]byte, error) {
	var rd io.Reader
	switch encoding {
	case "":
		return b, nil
	case "gzip":
		z, err := gzip.NewReader(bytes.NewReader(b))
		if err != nil {
			return nil, err
		}
		rd = z
	case "br":
		rd = brotli.NewReader(bytes.NewReader(b))
	default:
		return nil, fmt.Errorf("apicheck: content encoding %s", encoding)
	}
	return io.ReadAll(rd)
}

// recorder passes the answer through and keeps a copy of its body.
type recorder struct {
	http.ResponseWriter
	status      int
	wroteHeader bool
	body        bytes.Buffer
}

func (r *recorder) WriteHeader(status int) {
	if !r.wroteHeader {
		r.status, r.wroteHeader = status, true
	}
	r.ResponseWriter.WriteHeader(status)
}

func (r *recorder) Write(b []byte) (int, error) {
	if !r.wroteHeader {
		r.WriteHeader(http.StatusOK)
	}
	r.body.Write(b)
	return r.ResponseWriter.Write(b)
}

func (r *recorder) Flush() {
	if f, ok := r.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (r *recorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }
