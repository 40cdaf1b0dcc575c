package blog

import (
	"bytes"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/microcosm-cc/bluemonday"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
)

// A post's Markdown is rendered by goldmark (GFM: tables, strikethrough,
// autolinks) and its HTML sanitised by bluemonday's policy for user content,
// whatever goldmark let through: raw HTML is not rendered at all, a
// javascript: or data: link loses its href, event attributes and scripts go.
// Links to other sites open in a new tab with rel="nofollow noopener".
var (
	markdown = goldmark.New(goldmark.WithExtensions(extension.GFM))
	policy   = func() *bluemonday.Policy {
		p := bluemonday.UGCPolicy()
		p.RequireNoFollowOnLinks(false) // the site's own links are followed
		p.RequireNoFollowOnFullyQualifiedLinks(true)
		p.AddTargetBlankToFullyQualifiedLinks(true) // adds rel="noopener"
		p.AllowURLSchemes("http", "https", "mailto")
		return p
	}()
)

// Render is the sanitised HTML of a post's Markdown.
func Render(md string) (string, error) {
	var buf bytes.Buffer
	if err := markdown.Convert([]byte(md), &buf); err != nil {
		return "", err
	}
	return policy.Sanitize(buf.String()), nil
}

// Comment rules: plain text (the client shows it as text, so no markup or
// link in it ever becomes live), trimmed, 2 to MaxCommentLen characters, at
// most MaxCommentLinks links, no control characters, blank lines collapsed.
const (
	MinCommentLen   = 2
	MaxCommentLen   = 1000
	MaxCommentLinks = 2
)

var (
	linkPattern  = regexp.MustCompile(`(?i)\b(?:https?://|www\.)\S+`)
	blankLines   = regexp.MustCompile(`\n{3,}`)
	controlChars = regexp.MustCompile(`[\x00-\x08\x0b-\x1f\x7f]`)
)

// CleanComment is a comment's body as stored, or the rule it breaks
// (too_short, too_long, too_many_links).
func CleanComment(body string) (string, string) {
	s := strings.ReplaceAll(body, "\r\n", "\n")
	s = controlChars.ReplaceAllString(s, "")
	s = blankLines.ReplaceAllString(strings.TrimSpace(s), "\n\n")
	switch n := utf8.RuneCountInString(s); {
	case n < MinCommentLen:
		return "", "too_short"
	case n > MaxCommentLen:
		return "", "too_long"
	}
	if len(linkPattern.FindAllStringIndex(s, -1)) > MaxCommentLinks {
		return "", "too_many_links"
	}
	return s, ""
}
