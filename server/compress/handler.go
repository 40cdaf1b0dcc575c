package compress

import (
	"bufio"
	"io"
	"mime"
	"net"
	"net/http"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/gzip"
)

// MinSize is the smallest body worth compressing: below it the encoding
// saves less than it costs in CPU and headers.
const MinSize = 1024

// Compressible reports whether a Content-Type is text that compresses well.
func Compressible(contentType string) bool {
	mt, _, err := mime.ParseMediaType(contentType)
	if err != nil {
		return false
	}
	switch {
	case strings.HasPrefix(mt, "text/"):
		return true
	case mt == "application/json", mt == "application/graphql-response+json",
		mt == "application/javascript", mt == "application/manifest+json",
		mt == "image/svg+xml", mt == "application/xml":
		return true
	}
	return strings.HasSuffix(mt, "+json") || strings.HasSuffix(mt, "+xml")
}

var (
	// Dynamic responses favour speed: brotli 4 and gzip 5 compress about as
	// well as the defaults at a fraction of the time.
	brPool = sync.Pool{New: func() any { return brotli.NewWriterLevel(nil, 4) }}
	gzPool = sync.Pool{New: func() any { w, _ := gzip.NewWriterLevel(nil, 5); return w }}
)

// Handler compresses text responses of next with brotli or gzip, whichever
// the client prefers. It leaves alone protocol upgrades (WebSockets), range
// requests, bodies that already carry a Content-Encoding, non-text types and
// bodies under MinSize. A handler that flushes before MinSize bytes (a
// stream) is compressed from then on, flushing the encoder on every Flush.
func Handler(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Upgrade") != "" || r.Header.Get("Range") != "" {
			next.ServeHTTP(w, r)
			return
		}
		enc := Negotiate(r.Header.Get("Accept-Encoding"), Brotli, Gzip)
		cw := &writer{ResponseWriter: w, enc: enc, head: r.Method == http.MethodHead}
		defer cw.close()
		next.ServeHTTP(cw, r)
	})
}

// writer buffers the first MinSize bytes to decide whether to compress.
type writer struct {
	http.ResponseWriter
	enc     string // negotiated encoding, "" for identity
	head    bool
	status  int
	buf     []byte
	decided bool
	out     io.Writer // the encoder, or nil when passing through
	closer  func()
	hijack  bool
}

func (w *writer) WriteHeader(code int) {
	if w.decided || w.status != 0 {
		if w.decided {
			w.ResponseWriter.WriteHeader(code)
		}
		return
	}
	if code < 200 { // 1xx interim responses go straight through
		w.ResponseWriter.WriteHeader(code)
		return
	}
	w.status = code
	if !w.eligible() {
		w.start(false)
	}
}

func (w *writer) Write(p []byte) (int, error) {
	if w.status == 0 {
		w.WriteHeader(http.StatusOK)
	}
	if !w.decided {
		w.buf = append(w.buf, p...)
		if len(w.buf) < MinSize {
			return len(p), nil
		}
		w.start(true)
		if err := w.flushBuf(); err != nil {
			return 0, err
		}
		return len(p), nil
	}
	if w.out != nil {
		return w.out.Write(p)
	}
	return w.ResponseWriter.Write(p)
}

// eligible says whether the response, as its headers stand, may be compressed.
func (w *writer) eligible() bool {
	h := w.Header()
	if w.hijack || w.head || w.status == http.StatusNoContent || w.status == http.StatusNotModified ||
		w.status == http.StatusPartialContent || h.Get("Content-Encoding") != "" || h.Get("Content-Range") != "" {
		return false
	}
	ct := h.Get("Content-Type")
	if ct == "" && len(w.buf) > 0 {
		ct = http.DetectContentType(w.buf)
	}
	return ct != "" && Compressible(ct)
}

// start sends the headers, with an encoder when compress is set and the
// response still qualifies.
func (w *writer) start(compress bool) {
	w.decided = true
	h := w.Header()
	ok := w.eligible()
	if ok {
		// The representation depends on Accept-Encoding even when it is identity.
		addVary(h, "Accept-Encoding")
	}
	if compress && ok && w.enc != "" {
		h.Del("Content-Length")
		h.Set("Content-Encoding", w.enc)
		// A strong validator names one representation only.
		if et := h.Get("ETag"); et != "" && !strings.HasPrefix(et, "W/") {
			h.Set("ETag", "W/"+et)
		}
		switch w.enc {
		case Brotli:
			bw := brPool.Get().(*brotli.Writer)
			bw.Reset(w.ResponseWriter)
			w.out = bw
			w.closer = func() { _ = bw.Close(); brPool.Put(bw) }
		case Gzip:
			gw := gzPool.Get().(*gzip.Writer)
			gw.Reset(w.ResponseWriter)
			w.out = gw
			w.closer = func() { _ = gw.Close(); gzPool.Put(gw) }
		}
	}
	if w.status == 0 {
		w.status = http.StatusOK
	}
	w.ResponseWriter.WriteHeader(w.status)
}

func (w *writer) flushBuf() error {
	buf := w.buf
	w.buf = nil
	if len(buf) == 0 {
		return nil
	}
	var err error
	if w.out != nil {
		_, err = w.out.Write(buf)
	} else {
		_, err = w.ResponseWriter.Write(buf)
	}
	return err
}

// close ends the response: a short body goes out as it is.
func (w *writer) close() {
	if w.hijack {
		return
	}
	if !w.decided {
		if w.status == 0 && len(w.buf) == 0 {
			return // nothing written: let net/http answer its empty 200
		}
		w.start(false)
		_ = w.flushBuf()
	}
	if w.closer != nil {
		w.closer()
	}
}

// Flush sends what is buffered: a streaming handler gets its bytes now.
func (w *writer) Flush() {
	if !w.decided {
		if w.status == 0 {
			w.status = http.StatusOK
		}
		w.start(true)
		_ = w.flushBuf()
	}
	if f, ok := w.out.(interface{ Flush() error }); ok {
		_ = f.Flush()
	}
	if f, ok := w.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

// Hijack hands the connection over untouched (WebSockets without an
// Upgrade request header are not expected, but must still work).
func (w *writer) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	hj, ok := w.ResponseWriter.(http.Hijacker)
	if !ok {
		return nil, nil, http.ErrNotSupported
	}
	w.hijack = true
	return hj.Hijack()
}

// Unwrap lets http.ResponseController reach the underlying writer.
func (w *writer) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func addVary(h http.Header, v string) {
	for _, line := range h.Values("Vary") {
		for f := range strings.SplitSeq(line, ",") {
			if f = strings.TrimSpace(f); f == "*" || strings.EqualFold(f, v) {
				return
			}
		}
	}
	h.Add("Vary", v)
}
