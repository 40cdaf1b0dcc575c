package support

import (
	"net/http"
	"path"
	"strings"
	"unicode"

	"github.com/casefront/casefront/server/apperr"
)

// Caps of what one comment may carry.
const (
	MaxFiles    = 5
	MaxFileSize = 5 << 20 // bytes, each
	MaxNameLen  = 100     // characters of a stored file name
	// MaxUpload bounds a whole multipart request: the files and the text
	// fields with room for the multipart framing.
	MaxUpload = MaxFiles*MaxFileSize + 1<<20
)

// allowed are the content types an attachment may have, as sniffed from
// its first bytes (http.DetectContentType): images and PDF only. A file's
// name and the type its sender claimed are never believed.
var allowed = map[string]string{
	"image/png":       ".png",
	"image/jpeg":      ".jpg",
	"image/gif":       ".gif",
	"image/webp":      ".webp",
	"application/pdf": ".pdf",
}

// Upload is one file as received.
type Upload struct {
	Name string
	Data []byte
}

// checked is an upload that passed: its sniffed type and its safe name.
type checked struct {
	name, contentType string
	data              []byte
}

// checkUploads refuses the whole set when any file is empty, too large, of
// a type not allowed or when there are too many; nothing is stored then.
func checkUploads(files []Upload) ([]checked, error) {
	if len(files) > MaxFiles {
		return nil, apperr.Validation.Msg("at most %d files per message", MaxFiles).With("field", "files").With("max", MaxFiles)
	}
	out := make([]checked, 0, len(files))
	for _, f := range files {
		name := SafeName(f.Name)
		if len(f.Data) == 0 {
			return nil, apperr.Validation.Msg("%s is empty", name).With("field", "files").With("file", name)
		}
		if len(f.Data) > MaxFileSize {
			return nil, apperr.Validation.Msg("%s is larger than %d MB", name, MaxFileSize>>20).
				With("field", "files").With("file", name).With("max_bytes", MaxFileSize)
		}
		ct := sniff(f.Data)
		ext, ok := allowed[ct]
		if !ok {
			return nil, apperr.Validation.Msg("%s is not an image (PNG, JPEG, GIF, WebP) or a PDF", name).
				With("field", "files").With("file", name).With("reason", "file_type")
		}
		// The stored name ends with the extension of what the file is.
		if !strings.EqualFold(path.Ext(name), ext) && !(ext == ".jpg" && strings.EqualFold(path.Ext(name), ".jpeg")) {
			name = strings.TrimSuffix(name, path.Ext(name)) + ext
		}
		out = append(out, checked{name: name, contentType: ct, data: f.Data})
	}
	return out, nil
}

func sniff(b []byte) string {
	ct := http.DetectContentType(b)
	if i := strings.IndexByte(ct, ';'); i >= 0 {
		ct = ct[:i]
	}
	return ct
}

// SafeName is the name a file is shown under: its base name (no
// directory, whichever the separator), letters, digits, dot, dash and
// underscore only (others become _), no leading dot, at most MaxNameLen
// characters; "file" when nothing is left.
func SafeName(name string) string {
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		name = name[i+1:]
	}
	var b strings.Builder
	for _, r := range name {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '.' || r == '-' || r == '_':
			b.WriteRune(r)
		default:
			b.WriteByte('_')
		}
	}
	s := strings.TrimLeft(b.String(), "._")
	if r := []rune(s); len(r) > MaxNameLen {
		ext := path.Ext(s)
		if len([]rune(ext)) > 10 {
			ext = ""
		}
		s = string(r[:MaxNameLen-len([]rune(ext))]) + ext
	}
	if s == "" || s == path.Ext(s) {
		s = "file" + s
	}
	return s
}
