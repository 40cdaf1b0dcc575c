package support

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"mime"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"time"
)

// Files is where attachments are kept: S3-compatible storage (S3) or a
// directory (Local). Neither serves a file to anyone without a link the
// service signed for the ticket's player or staff, valid LinkTTL.
type Files interface {
	Put(ctx context.Context, key, contentType string, data []byte) error
	Delete(ctx context.Context, key string) error
	// URL is a link that downloads key as name for ttl.
	URL(ctx context.Context, key, name, contentType string, ttl time.Duration) (string, error)
	// Older calls fn with the key of each stored file last written
	// before t (SweepFiles); fn's error stops the walk and is returned.
	Older(ctx context.Context, t time.Time, fn func(key string) error) error
}

// keyPattern is the form of every stored key (newKey): never a name a
// player chose, so never a path out of the store.
var keyPattern = regexp.MustCompile(`^support/[0-9]{1,20}/[0-9a-f]{32}$`)

func newKey(ticketID int) string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return fmt.Sprintf("support/%d/%s", ticketID, hex.EncodeToString(b))
}

// Local keeps files under Dir and serves them itself (FilesPath) on links
// carrying an expiry and an HMAC of the key, the name, the type and the
// expiry with Secret. It is the embedded default; S3 is for deployments.
type Local struct {
	Dir     string
	Secret  []byte
	BaseURL string // the server's public origin
	Now     func() time.Time
}

// FilesPath is where Local serves downloads.
const FilesPath = "/support/files/"

func (l *Local) now() time.Time {
	if l.Now != nil {
		return l.Now()
	}
	return time.Now()
}

func (l *Local) path(key string) (string, error) {
	if !keyPattern.MatchString(key) {
		return "", errors.New("support: bad file key")
	}
	return filepath.Join(l.Dir, filepath.FromSlash(key)), nil
}

func (l *Local) Put(_ context.Context, key, _ string, data []byte) error {
	p, err := l.path(key)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o750); err != nil {
		return err
	}
	return os.WriteFile(p, data, 0o640)
}

func (l *Local) Delete(_ context.Context, key string) error {
	p, err := l.path(key)
	if err != nil {
		return err
	}
	if err := os.Remove(p); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	return nil
}

func (l *Local) Older(ctx context.Context, t time.Time, fn func(key string) error) error {
	root := filepath.Join(l.Dir, "support")
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return nil // nothing stored yet, or removed while walking
			}
			return err
		}
		if d.IsDir() {
			return ctx.Err()
		}
		rel, err := filepath.Rel(l.Dir, p)
		if err != nil {
			return err
		}
		key := filepath.ToSlash(rel)
		if !keyPattern.MatchString(key) {
			return nil // not a file of ours
		}
		info, err := d.Info()
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		if err != nil || !info.ModTime().Before(t) {
			return err
		}
		return fn(key)
	})
	return err
}

func (l *Local) sign(key, name, contentType string, exp int64) string {
	m := hmac.New(sha256.New, l.Secret)
	fmt.Fprintf(m, "%s\n%s\n%s\n%d", key, name, contentType, exp)
	return hex.EncodeToString(m.Sum(nil))
}

func (l *Local) URL(_ context.Context, key, name, contentType string, ttl time.Duration) (string, error) {
	if !keyPattern.MatchString(key) {
		return "", errors.New("support: bad file key")
	}
	exp := l.now().Add(ttl).Unix()
	q := url.Values{"name": {name}, "type": {contentType}, "exp": {strconv.FormatInt(exp, 10)},
		"sig": {l.sign(key, name, contentType, exp)}}
	return l.BaseURL + FilesPath + key + "?" + q.Encode(), nil
}

// ServeHTTP answers GET FilesPath+key with the file when the link's
// signature holds and it has not expired; any other request is a plain 404
// (an expired or forged link tells nothing about the file).
func (l *Local) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	key := r.URL.Path[min(len(FilesPath), len(r.URL.Path)):]
	q := r.URL.Query()
	name, ct := q.Get("name"), q.Get("type")
	exp, err := strconv.ParseInt(q.Get("exp"), 10, 64)
	p, perr := l.path(key)
	if err != nil || perr != nil || l.now().Unix() > exp ||
		!hmac.Equal([]byte(q.Get("sig")), []byte(l.sign(key, name, ct, exp))) {
		http.NotFound(w, r)
		return
	}
	f, err := os.Open(p)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", ct)
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Content-Disposition", disposition(name, ct))
	w.Header().Set("Cache-Control", "private, max-age="+strconv.FormatInt(max(exp-l.now().Unix(), 0), 10))
	w.Header().Set("Content-Security-Policy", "default-src 'none'; sandbox")
	http.ServeContent(w, r, "", st.ModTime(), f)
}

// disposition shows images inline and has a PDF downloaded.
func disposition(name, ct string) string {
	kind := "inline"
	if ct == "application/pdf" {
		kind = "attachment"
	}
	return mime.FormatMediaType(kind, map[string]string{"filename": name})
}
