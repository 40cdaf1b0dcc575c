package support_test

import (
	"strings"
	"testing"

	"github.com/casefront/casefront/server/support"
)

func TestSafeName(t *testing.T) {
	for in, want := range map[string]string{
		"shot.png":                        "shot.png",
		"../../etc/passwd":                "passwd",
		`C:\Users\me\bild 1.png`:          "bild_1.png",
		".htaccess":                       "htaccess",
		"":                                "file",
		"a<script>.png":                   "a_script_.png",
		"снимок.png":                      "снимок.png",
		strings.Repeat("a", 300) + ".pdf": strings.Repeat("a", support.MaxNameLen-4) + ".pdf",
	} {
		if got := support.SafeName(in); got != want {
			t.Errorf("SafeName(%q) = %q, want %q", in, got, want)
		}
	}
}
