package graph

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/gzip"
	"golang.org/x/sync/singleflight"

	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/auth"
	"github.com/casefront/casefront/server/compress"
	"github.com/casefront/casefront/server/graph/persisted"
)

// PublicTTL is how long an anonymous answer to a public page query is
// reused. What those queries show is already at most this old (the stats
// and recent wins are read once a second per instance; the catalogue is
// cached until it changes), so the page a visitor sees is no older for it.
const PublicTTL = time.Second

// PublicOperations are the client's persisted queries whose answer to an
// anonymous visitor depends only on their variables and on the visitor's
// country and language: the home page every new visitor loads first.
var PublicOperations = []string{"HomePageQuery"}

// publicCache answers anonymous requests for PublicOperations from one
// execution per PublicTTL, key and instance, with its brotli and gzip
// encodings made once: a home page to a visitor then costs about what a
// static file does, instead of executing some sixty fields and compressing
// the result each time. Concurrent misses of one key wait for one
// execution. Signed-in requests (any Authorization header) and answers with
// errors are never cached.
type publicCache struct {
	ids map[string]bool // persisted ids of PublicOperations
	now func() time.Time

	mu      sync.Mutex
	entries map[string]*publicAnswer
	fill    singleflight.Group
}

type publicAnswer struct {
	at            time.Time
	status        int
	plain, br, gz []byte
}

func newPublicCache() *publicCache {
	c := &publicCache{ids: map[string]bool{}, now: time.Now, entries: map[string]*publicAnswer{}}
	for id, text := range persisted.Client() {
		for _, name := range PublicOperations {
			if strings.HasPrefix(text, "query "+name+" ") || strings.HasPrefix(text, "query "+name+"(") {
				c.ids[id] = true
			}
		}
	}
	return c
}

// request is what checkRequest decoded of a POST body.
type request struct {
	Query         *string         `json:"query"`
	OperationName string          `json:"operationName"`
	Variables     json.RawMessage `json:"variables"`
	Extensions    map[string]any  `json:"extensions"`
}

// persistedID is the request's persisted query id, "" when it sends text.
func (q *request) persistedID() string {
	if q.Query != nil && *q.Query != "" {
		return ""
	}
	pq, _ := q.Extensions["persistedQuery"].(map[string]any)
	id, _ := pq["sha256Hash"].(string)
	return id
}

// key is the cache key of an anonymous request for a public operation, or
// "" when the request is not one.
func (c *publicCache) key(r *http.Request, q *request) string {
	id := q.persistedID()
	if c == nil || !c.ids[id] || r.Header.Get("Authorization") != "" {
		return ""
	}
	a := actor.From(r.Context())
	if a == nil || a.UserID != 0 {
		return ""
	}
	vars := bytes.TrimSpace(q.Variables)
	if len(vars) > 256 { // the public pages' variables are small; anything else is not worth keeping
		return ""
	}
	v := auth.ViewerFrom(r.Context())
	return strings.Join([]string{id, string(vars), a.Country, a.RequestCountry, strings.Join(a.Restrictions, ","), v.Lang}, "\x00")
}

// serve answers from the cache, filling it through next on a miss. It
// returns false when the request is not cacheable (next must serve it).
func (c *publicCache) serve(w http.ResponseWriter, r *http.Request, q *request, body []byte, next http.Handler) bool {
	key := c.key(r, q)
	if key == "" {
		return false
	}
	now := c.now()
	c.mu.Lock()
	ans := c.entries[key]
	c.mu.Unlock()
	if ans == nil || now.Sub(ans.at) >= PublicTTL || now.Before(ans.at) {
		v, _, _ := c.fill.Do(key, func() (any, error) {
			return c.execute(r, body, next, key), nil
		})
		ans = v.(*publicAnswer)
	}
	c.write(w, r, ans)
	return true
}

// execute runs the operation once and keeps its answer when it is a
// success. An error is answered as it came (to the requests that waited for
// it too: they asked the same) and not kept.
func (c *publicCache) execute(r *http.Request, body []byte, next http.Handler, key string) *publicAnswer {
	rec := &recorder{header: http.Header{}, status: http.StatusOK}
	req := r.Clone(context.WithoutCancel(r.Context()))
	req.Body = io.NopCloser(bytes.NewReader(body))
	req.ContentLength = int64(len(body))
	req.Header.Del("Accept-Encoding")
	next.ServeHTTP(rec, req)
	out := rec.body.Bytes()
	if rec.status != http.StatusOK || !bytes.HasPrefix(out, []byte(`{"data":`)) {
		return &publicAnswer{status: rec.status, plain: out} // an error or a partial answer: not kept
	}
	ans := &publicAnswer{at: c.now(), status: http.StatusOK, plain: out, br: encode(compress.Brotli, out), gz: encode(compress.Gzip, out)}
	c.mu.Lock()
	for k, old := range c.entries { // expired keys go as new ones come
		if ans.at.Sub(old.at) >= PublicTTL {
			delete(c.entries, k)
		}
	}
	c.entries[key] = ans
	c.mu.Unlock()
	return ans
}

func (c *publicCache) write(w http.ResponseWriter, r *http.Request, ans *publicAnswer) {
	h := w.Header()
	h.Set("Content-Type", "application/json")
	body := ans.plain
	if ans.br != nil { // a kept answer, encoded once; others are left to the response compressor
		h.Add("Vary", "Accept-Encoding")
		switch compress.Negotiate(r.Header.Get("Accept-Encoding"), compress.Brotli, compress.Gzip) {
		case compress.Brotli:
			h.Set("Content-Encoding", compress.Brotli)
			body = ans.br
		case compress.Gzip:
			h.Set("Content-Encoding", compress.Gzip)
			body = ans.gz
		}
	}
	w.WriteHeader(ans.status)
	_, _ = w.Write(body)
}

// encode compresses a cached answer once, at a higher level than a
// response compressed on the fly can afford.
func encode(enc string, b []byte) []byte {
	var out bytes.Buffer
	switch enc {
	case compress.Brotli:
		w := brotli.NewWriterLevel(&out, 6)
		_, _ = w.Write(b)
		_ = w.Close()
	default:
		w, _ := gzip.NewWriterLevel(&out, gzip.BestCompression)
		_, _ = w.Write(b)
		_ = w.Close()
	}
	return out.Bytes()
}

// recorder keeps what the handler writes.
type recorder struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (r *recorder) Header() http.Header         { return r.header }
func (r *recorder) WriteHeader(code int)        { r.status = code }
func (r *recorder) Write(p []byte) (int, error) { return r.body.Write(p) }
