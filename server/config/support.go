package config

import (
	"fmt"
	"net/url"
	"path/filepath"
	"strings"
)

// Support is where ticket attachments are kept and the support widget's
// signing secret.
type Support struct {
	// S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID,
	// S3_SECRET_ACCESS_KEY: an S3-compatible bucket for attachments. With
	// no bucket, files go to FilesDir.
	S3Endpoint, S3Bucket, S3Region, S3AccessKeyID, S3SecretAccessKey string
	// SUPPORT_FILES_DIR: the local store's directory; default "support"
	// beside the SQLite file, else ./data/support.
	FilesDir string
	// FilesSecret signs the local store's download links (derived from
	// JWT_SECRET).
	FilesSecret []byte
	// SUPPORT_WIDGET_SECRET: signs GET /zendesk/jwt's tokens, shared with
	// the widget's vendor; unset, derived from JWT_SECRET.
	WidgetSecret []byte
}

// S3On reports whether attachments go to a bucket.
func (s Support) S3On() bool { return s.S3Bucket != "" }

func (c *Config) loadSupport(get func(k, def string) string) error {
	s := &c.Support
	s.S3Endpoint = strings.TrimRight(get("S3_ENDPOINT", ""), "/")
	s.S3Bucket = get("S3_BUCKET", "")
	s.S3Region = get("S3_REGION", "us-east-1")
	s.S3AccessKeyID = get("S3_ACCESS_KEY_ID", "")
	s.S3SecretAccessKey = get("S3_SECRET_ACCESS_KEY", "")
	if s.S3Endpoint != "" {
		if u, err := url.Parse(s.S3Endpoint); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return fmt.Errorf("config: S3_ENDPOINT must be an absolute http(s) URL, got %q", s.S3Endpoint)
		}
		if s.S3Bucket == "" {
			return fmt.Errorf("config: S3_ENDPOINT is set but S3_BUCKET is not")
		}
	}
	if s.S3On() && (s.S3AccessKeyID == "" || s.S3SecretAccessKey == "") {
		return fmt.Errorf("config: S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY")
	}
	def := filepath.Join("data", "support")
	if path, ok := strings.CutPrefix(c.DatabaseURL, "sqlite://"); ok && !strings.Contains(path, "memory") {
		if i := strings.IndexByte(path, '?'); i >= 0 {
			path = path[:i]
		}
		def = filepath.Join(filepath.Dir(path), "support")
	}
	s.FilesDir = get("SUPPORT_FILES_DIR", def)
	s.FilesSecret = []byte(derive(c.JWTSecret, "support file links"))
	s.WidgetSecret = []byte(get("SUPPORT_WIDGET_SECRET", derive(c.JWTSecret, "support widget")))
	return nil
}
