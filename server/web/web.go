// Package web serves the built React client: static files, and index.html
// for every client route. The build is embedded; WEB_DIR serves from disk.
//
// The client build writes name.br and name.gz beside each text file
// (client/scripts/precompress.mjs); they are sent as they are to browsers
// that accept them, so the server never compresses its own assets.
package web

import (
	"bytes"
	"embed"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/casefront/casefront/server/compress"
)

//go:embed all:dist
var dist embed.FS

const (
	// Files under assets/ carry a content hash in their name.
	cacheImmutable = "public, max-age=31536000, immutable"
	// index.html names the current hashed files: always revalidate it.
	cacheRevalidate = "no-cache"
	// Unhashed public files (favicon): a day, then revalidate.
	cachePublic = "public, max-age=86400"
)

// ServiceWorker is the push service worker (client/public/dist), served
// at /dist/service-worker.js.
const ServiceWorker = "dist/service-worker.js"

// Pages of the build that only their own handler serves, under their own
// policy (ToolPolicy): GraphiQL's and the REST reference's.
const (
	graphiqlPage     = "graphiql.html"
	apiReferencePage = "api-reference.html"
)

// clientBuild is the client build: dir, or the embedded one.
func clientBuild(dir string) fs.FS {
	if dir != "" {
		return os.DirFS(dir)
	}
	root, _ := fs.Sub(dist, "dist")
	return root
}

// Handler returns the client handler. dir overrides the embedded build.
// A path that no client route matches (routes.json; pages says which
// parameter values name something) gets the client's page with status 404, which it
// shows as its not-found page.
func Handler(dir string, pages Pages) http.Handler {
	root := clientBuild(dir)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		if p != "" && p != "index.html" {
			if isFile(root, p) && !hidden(p) && !isToolPage(p) {
				cache := cachePublic
				if strings.HasPrefix(p, "assets/") { // content-hashed by the bundler
					cache = cacheImmutable
				}
				if p == ServiceWorker {
					// Its scope is the whole site, and a deploy's worker
					// must reach every browser at its next look.
					w.Header().Set("Service-Worker-Allowed", "/")
					cache = cacheRevalidate
				}
				serveFile(w, r, root, p, cache)
				return
			}
			if strings.HasPrefix(p, "assets/") || path.Ext(p) != "" {
				// A missing chunk must fail loudly so the client can reload once.
				http.NotFound(w, r)
				return
			}
		}
		if !isFile(root, "index.html") {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.WriteHeader(http.StatusServiceUnavailable)
			_, _ = w.Write([]byte("<!doctype html><title>Casefront</title><p>The client is not built. Run <code>make build</code>.</p>"))
			return
		}
		if p != "index.html" && !known(r.Context(), r.URL.Path, pages) {
			w = &notFound{ResponseWriter: w}
		}
		serveFile(w, r, root, "index.html", cacheRevalidate)
	})
}

// notFound sends the page it serves with status 404.
type notFound struct {
	http.ResponseWriter
	wrote bool
}

func (n *notFound) WriteHeader(status int) {
	if n.wrote {
		return
	}
	n.wrote = true
	if status == http.StatusOK {
		status = http.StatusNotFound
	}
	n.ResponseWriter.WriteHeader(status)
}

func (n *notFound) Write(b []byte) (int, error) {
	n.WriteHeader(http.StatusOK)
	return n.ResponseWriter.Write(b)
}

// GraphiQL serves GraphiQL's page from the build (dir overrides the embedded
// one), built with the client: its scripts and styles are the site's own.
// The server mounts it at /graphiql only when GraphiQL is enabled.
func GraphiQL(dir string) http.Handler { return toolPage(dir, graphiqlPage, "GraphiQL") }

// APIReference serves the REST reference page (Swagger UI over
// /api/openapi.json), built with the client like GraphiQL's; the server
// mounts it at /api-reference.
func APIReference(dir string) http.Handler {
	return toolPage(dir, apiReferencePage, "The API reference")
}

func toolPage(dir, page, title string) http.Handler {
	root := clientBuild(dir)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !isFile(root, page) {
			w.Header().Set("Content-Type", "text/plain; charset=utf-8")
			w.WriteHeader(http.StatusServiceUnavailable)
			_, _ = w.Write([]byte(title + " is not built. Run make build.\n"))
			return
		}
		serveFile(w, r, root, page, cacheRevalidate)
	})
}

// isToolPage is a tool page or a precompressed copy of it, which the client
// handler never serves: a disabled GraphiQL stays unreachable, and neither
// page is ever served under the client's policy.
func isToolPage(p string) bool {
	for _, page := range []string{graphiqlPage, apiReferencePage} {
		if p == page || strings.HasPrefix(p, page+".") {
			return true
		}
	}
	return false
}

// hidden keeps build metadata (.vite/manifest.json, .keep) private.
func hidden(p string) bool {
	for seg := range strings.SplitSeq(p, "/") {
		if strings.HasPrefix(seg, ".") {
			return true
		}
	}
	return false
}

func isFile(root fs.FS, p string) bool {
	st, err := fs.Stat(root, p)
	return err == nil && !st.IsDir()
}

// types fixes the types the system's MIME table may spell differently.
var types = map[string]string{
	".js":   "text/javascript; charset=utf-8",
	".css":  "text/css; charset=utf-8",
	".html": "text/html; charset=utf-8",
	".svg":  "image/svg+xml",
	".ico":  "image/x-icon",
	".png":  "image/png",
	".json": "application/json",
}

// precompressed maps a Content-Encoding to the suffix of its file.
var precompressed = map[string]string{compress.Brotli: ".br", compress.Gzip: ".gz"}

// serveFile sends p, or its precompressed variant when the client accepts
// one. Range requests get the plain file.
func serveFile(w http.ResponseWriter, r *http.Request, root fs.FS, p, cache string) {
	h := w.Header()
	h.Set("Cache-Control", cache)
	ctype := types[path.Ext(p)]
	if ctype == "" {
		ctype = mime.TypeByExtension(path.Ext(p))
	}
	if ctype == "" {
		ctype = "application/octet-stream"
	}
	h.Set("Content-Type", ctype)

	var offered []string
	for _, enc := range []string{compress.Brotli, compress.Gzip} {
		if isFile(root, p+precompressed[enc]) {
			offered = append(offered, enc)
		}
	}
	name := p
	if len(offered) > 0 {
		h.Add("Vary", "Accept-Encoding")
		if r.Header.Get("Range") == "" {
			if enc := compress.Negotiate(r.Header.Get("Accept-Encoding"), offered...); enc != "" {
				h.Set("Content-Encoding", enc)
				name = p + precompressed[enc]
			}
		}
	}
	body, err := fs.ReadFile(root, name)
	if err != nil {
		http.Error(w, "file unreadable", http.StatusInternalServerError)
		return
	}
	if name != p {
		// ServeContent leaves out Content-Length once Content-Encoding is
		// set; the encoded file's length is known, so say it.
		h.Set("Content-Length", strconv.Itoa(len(body)))
		w.WriteHeader(http.StatusOK)
		if r.Method != http.MethodHead {
			_, _ = w.Write(body)
		}
		return
	}
	// Embedded files have no modification time; ServeContent then relies
	// on the caching headers above and still answers HEAD and ranges.
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body))
}

// IndexWith serves index.html with what head returns for the request
// inserted before </head> (a shared page's Open Graph tags, escaped by the
// caller), or as Handler (with pages) would when it returns nothing.
func IndexWith(dir string, pages Pages, head func(*http.Request) string) http.Handler {
	root := clientBuild(dir)
	plain := Handler(dir, pages)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		tags := head(r)
		page, err := fs.ReadFile(root, "index.html")
		if tags == "" || err != nil {
			plain.ServeHTTP(w, r)
			return
		}
		at := bytes.Index(page, []byte("</head>"))
		if at < 0 {
			plain.ServeHTTP(w, r)
			return
		}
		body := append(append(append([]byte{}, page[:at]...), tags...), page[at:]...)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", cacheRevalidate)
		w.Header().Set("Content-Length", strconv.Itoa(len(body)))
		if r.Method != http.MethodHead {
			_, _ = w.Write(body)
		}
	})
}
