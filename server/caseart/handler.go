package caseart

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"regexp"
	"strings"
	"time"

	"github.com/casefront/casefront/ent"
	"go.uber.org/zap"

	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/catalog"
)

// Path is where a case's art is served: Path + alias + ".svg"
// (catalog.CaseImageURL links to it).
const Path = catalog.CaseArtPath

// Cases is what the handler reads: the catalogue (catalog.Service).
type Cases interface {
	CaseByAlias(ctx context.Context, alias string) (*ent.LootCase, error)
	Contents(ctx context.Context, cs *ent.LootCase) ([]*ent.CaseItem, error)
}

var aliasPattern = regexp.MustCompile(`^[A-Za-z0-9-]{1,64}$`)

// Handler serves GET Path+"{file}". Drawing is a few microseconds over the
// cached contents, so nothing is stored; the ETag lets browsers and proxies
// keep the file.
func Handler(cases Cases, log *zap.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		alias, ok := strings.CutSuffix(r.PathValue("file"), ".svg")
		if !ok || !aliasPattern.MatchString(alias) {
			http.NotFound(w, r)
			return
		}
		cs, err := cases.CaseByAlias(r.Context(), alias)
		var contents []*ent.CaseItem
		if err == nil {
			contents, err = cases.Contents(r.Context(), cs)
		}
		switch {
		case err != nil && apperr.KeyOf(err) == apperr.NotFound.Key:
			http.NotFound(w, r)
			return
		case err != nil:
			log.Error("case art", zap.String("alias", alias), zap.Error(err))
			http.Error(w, "try again", http.StatusServiceUnavailable)
			return
		}
		svg := Draw(Of(cs, contents))
		sum := sha256.Sum256(svg)
		h := w.Header()
		h.Set("Content-Type", "image/svg+xml")
		h.Set("Cache-Control", "public, max-age=3600")
		// Opened on its own, the file may run nothing and load nothing.
		h.Set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'")
		h.Set("ETag", `"`+hex.EncodeToString(sum[:12])+`"`)
		http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(svg))
	})
}
