// Package verifier holds the standalone verifiers of docs/fair.md, a
// JavaScript and a Python program that recompute any game's outcome from
// revealed seeds and published contents, and the page that runs the
// JavaScript one in a browser. They are embedded so the server can serve
// them (server/web, GET /fair/verify.js, /fair/verify.py, /fair/verifier.html).
package verifier

import "embed"

// Files are verify.js, verify.py and index.html.
//
//go:embed verify.js verify.py index.html
var Files embed.FS
