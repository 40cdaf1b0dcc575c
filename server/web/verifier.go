package web

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"net/http"
	"time"

	"github.com/casefront/casefront/verifier"
)

// verifierFile is one of the standalone verifiers (verifier/, docs/fair.md)
// as the server serves it.
type verifierFile struct {
	name, ctype string
	download    bool // Content-Disposition: attachment, under its own name
}

// VerifierFiles are the verifiers' paths. The page loads verify.js from
// beside itself, so saved to disk with it, it works without the site.
var VerifierFiles = map[string]verifierFile{
	"/fair/verify.js":     {"verify.js", "text/javascript; charset=utf-8", true},
	"/fair/verify.py":     {"verify.py", "text/x-python; charset=utf-8", true},
	"/fair/verifier.html": {"index.html", "text/html; charset=utf-8", false},
}

// verifierPolicy lets the page run the site's verify.js and its own style,
// and nothing else: it loads nothing more and sends nothing anywhere.
const verifierPolicy = "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

// Verifier serves the file of VerifierFiles the request's path names.
func Verifier() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f, ok := VerifierFiles[r.URL.Path]
		body, err := fs.ReadFile(verifier.Files, f.name)
		if !ok || err != nil {
			http.NotFound(w, r)
			return
		}
		sum := sha256.Sum256(body)
		h := w.Header()
		h.Set("Content-Type", f.ctype)
		h.Set("Cache-Control", "public, max-age=3600")
		h.Set("ETag", `"`+hex.EncodeToString(sum[:12])+`"`)
		h.Set("Content-Security-Policy", verifierPolicy)
		if f.download {
			h.Set("Content-Disposition", `attachment; filename="`+f.name+`"`)
		}
		http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body))
	})
}
