// Package publiccache answers anonymous requests for public pages (the home
// page's GraphQL query, the catalogue's REST reads) from one execution per
// TTL, key and instance, with the answer's brotli and gzip encodings made
// once: such a page then costs a visitor about what a static file does.
// Concurrent misses of one key wait for one execution. Only answers the
// caller's keep accepts are kept; others are answered as they came.
package publiccache

import (
	"bytes"
	"context"
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
)

// TTL is how long an answer is reused. What the public pages show is
// already at most this old (the stats and recent wins are read once a second
// per instance; the catalogue is cached until it changes), so the page a
// visitor sees is no older for it.
const TTL = time.Second

// MaxKeyPart bounds a request's own part of a key (its variables or query
// string): the public pages' are small, anything else is not worth keeping.
const MaxKeyPart = 256

// Cache holds the answers of one handler.
type Cache struct {
	Now func() time.Time // nil: time.Now

	mu      sync.Mutex
	entries map[string]*answer
	fill    singleflight.Group
}

type answer struct {
	at          time.Time
	status      int
	contentType string
	plain       []byte
	kept        bool // reused, so its encodings are made once each (else the response compressor's job)

	brOnce, gzOnce sync.Once
	br, gz         []byte
}

// encoded is the answer's body in enc (brotli or gzip), made by the first
// request that asks for it: a miss pays for the one encoding its caller
// takes, not for both.
func (a *answer) encoded(enc string) []byte {
	if enc == compress.Brotli {
		a.brOnce.Do(func() { a.br = encode(enc, a.plain) })
		return a.br
	}
	a.gzOnce.Do(func() { a.gz = encode(enc, a.plain) })
	return a.gz
}

func (c *Cache) now() time.Time {
	if c.Now != nil {
		return c.Now()
	}
	return time.Now()
}

// VisitorKey is the cache key of an anonymous request for what parts name,
// or "" when the request is signed in (or tries to be) or a part is too
// long. The visitor's country, restrictions and language are in it: they
// change what a public page shows.
func VisitorKey(r *http.Request, parts ...string) string {
	if r.Header.Get("Authorization") != "" {
		return ""
	}
	a := actor.From(r.Context())
	if a == nil || a.UserID != 0 {
		return ""
	}
	for _, p := range parts {
		if len(p) > MaxKeyPart {
			return ""
		}
	}
	v := auth.ViewerFrom(r.Context())
	return strings.Join(append(parts, a.Country, a.RequestCountry, strings.Join(a.Restrictions, ","), v.Lang), "\x00")
}

// Serve answers r from the answer kept under key, or runs next once for all
// the requests that missed it together. body is r's body, replayed to next.
// keep says whether an answer may be reused.
func (c *Cache) Serve(w http.ResponseWriter, r *http.Request, key string, body []byte, next http.Handler, keep func(status int, body []byte) bool) {
	now := c.now()
	c.mu.Lock()
	ans := c.entries[key]
	c.mu.Unlock()
	if ans == nil || now.Sub(ans.at) >= TTL || now.Before(ans.at) {
		v, _, _ := c.fill.Do(key, func() (any, error) {
			return c.execute(r, body, next, key, keep), nil
		})
		ans = v.(*answer)
	}
	write(w, r, ans)
}

// execute runs next once and keeps its answer when keep accepts it. An
// answer not kept goes as it came (to the requests that waited for it too:
// they asked the same).
func (c *Cache) execute(r *http.Request, body []byte, next http.Handler, key string, keep func(int, []byte) bool) *answer {
	rec := &recorder{header: http.Header{}, status: http.StatusOK}
	req := r.Clone(context.WithoutCancel(r.Context()))
	req.Body = io.NopCloser(bytes.NewReader(body))
	req.ContentLength = int64(len(body))
	req.Header.Del("Accept-Encoding")
	next.ServeHTTP(rec, req)
	out, ct := rec.body.Bytes(), rec.header.Get("Content-Type")
	if !keep(rec.status, out) {
		return &answer{status: rec.status, contentType: ct, plain: out}
	}
	ans := &answer{at: c.now(), status: rec.status, contentType: ct, plain: out, kept: true}
	c.mu.Lock()
	if c.entries == nil {
		c.entries = map[string]*answer{}
	}
	for k, old := range c.entries { // expired keys go as new ones come
		if ans.at.Sub(old.at) >= TTL {
			delete(c.entries, k)
		}
	}
	c.entries[key] = ans
	c.mu.Unlock()
	return ans
}

func write(w http.ResponseWriter, r *http.Request, ans *answer) {
	h := w.Header()
	h.Set("Content-Type", "application/json")
	if ans.contentType != "" {
		h.Set("Content-Type", ans.contentType)
	}
	body := ans.plain
	if ans.kept { // encoded once per encoding; others are left to the response compressor
		h.Add("Vary", "Accept-Encoding")
		if enc := compress.Negotiate(r.Header.Get("Accept-Encoding"), compress.Brotli, compress.Gzip); enc != "" {
			h.Set("Content-Encoding", enc)
			body = ans.encoded(enc)
		}
	}
	w.WriteHeader(ans.status)
	_, _ = w.Write(body)
}

// SmallAnswer is the largest answer encoded at the higher levels: a page's
// worth (the home page's is some 20 KB) costs little more at them and is
// sent many times; a large one (a case's contents is 100 KB) is asked for
// less alike, and at those levels its encoding took longer than making it.
const SmallAnswer = 64 << 10

// encode compresses a kept answer once: a small one at a higher level than
// a response compressed on the fly can afford, a large one at the levels
// the response compressor uses.
func encode(enc string, b []byte) []byte {
	var out bytes.Buffer
	small := len(b) <= SmallAnswer
	switch enc {
	case compress.Brotli:
		w := brotli.NewWriterLevel(&out, pick(small, 6, 4))
		_, _ = w.Write(b)
		_ = w.Close()
	default:
		w, _ := gzip.NewWriterLevel(&out, pick(small, gzip.BestCompression, 5))
		_, _ = w.Write(b)
		_ = w.Close()
	}
	return out.Bytes()
}

func pick(small bool, ifSmall, ifLarge int) int {
	if small {
		return ifSmall
	}
	return ifLarge
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
