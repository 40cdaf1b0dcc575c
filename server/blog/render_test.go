package blog_test

import (
	"strings"
	"testing"

	"github.com/casefront/casefront/server/blog"
)

func TestRenderLeavesScriptsAndJavascriptLinksInert(t *testing.T) {
	md := "# Title\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(2)>\n\n" +
		"[bad](javascript:alert(3)) [also bad](JaVaScRiPt:alert(4)) [data](data:text/html;base64,PHNjcmlwdD4=)\n\n" +
		"<a href=\"javascript:alert(5)\" onclick=\"alert(6)\">raw</a>\n\n[out](https://example.com/x) [in](/fair) **bold**"
	html, err := blog.Render(md)
	if err != nil {
		t.Fatal(err)
	}
	low := strings.ToLower(html)
	for _, bad := range []string{"<script", "onerror", "onclick", "javascript:", "data:text", "alert("} {
		if strings.Contains(low, bad) {
			t.Errorf("rendered HTML keeps %q: %s", bad, html)
		}
	}
	for _, want := range []string{"<h1>Title</h1>", "<strong>bold</strong>", `href="/fair"`,
		`href="https://example.com/x" rel="nofollow noopener" target="_blank"`} {
		if !strings.Contains(html, want) {
			t.Errorf("rendered HTML lacks %q: %s", want, html)
		}
	}
	if strings.Contains(html, `href="/fair" rel=`) {
		t.Errorf("an inside link got nofollow: %s", html)
	}
}

func TestCleanComment(t *testing.T) {
	for _, c := range []struct{ in, out, rule string }{
		{"  hello  ", "hello", ""},
		{"a", "", "too_short"},
		{"   \n\n  ", "", "too_short"},
		{strings.Repeat("x", blog.MaxCommentLen+1), "", "too_long"},
		{"see http://a.com and https://b.com and www.c.com", "", "too_many_links"},
		{"one\n\n\n\n\ntwo\x00", "one\n\ntwo", ""},
		{"<script>x</script>", "<script>x</script>", ""}, // stored as text, shown as text
	} {
		out, rule := blog.CleanComment(c.in)
		if out != c.out || rule != c.rule {
			t.Errorf("CleanComment(%q) = %q %q, want %q %q", c.in, out, rule, c.out, c.rule)
		}
	}
}
