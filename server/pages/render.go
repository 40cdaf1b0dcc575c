// Package pages is the site's static documents (terms, AML policy, legal
// notice, FAQ, the sitemap page's text): Markdown per language under
// content/pages, rendered once by `go run ./server/cmd/pagesgen` into the
// JSON files embedded here and served by GET /pages/{slug}.
package pages

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/microcosm-cc/bluemonday"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// Page is one document in one language, as the client shows it.
type Page struct {
	Slug  string    `json:"slug"`
	Lang  string    `json:"lang"`
	Title string    `json:"title"`
	TOC   []Heading `json:"toc"`
	HTML  string    `json:"html"`
}

// Heading is a table of contents entry: a second-level heading's anchor.
type Heading struct {
	ID   string `json:"id"`
	Text string `json:"text"`
}

var (
	// Explicit {#id} attributes keep one anchor per section in every
	// language; headings without one get an automatic id.
	markdown = goldmark.New(goldmark.WithExtensions(extension.GFM),
		goldmark.WithParserOptions(parser.WithAttribute(), parser.WithAutoHeadingID()))
	policy = func() *bluemonday.Policy {
		p := bluemonday.UGCPolicy()
		p.RequireNoFollowOnLinks(false)
		p.RequireNoFollowOnFullyQualifiedLinks(true)
		p.AddTargetBlankToFullyQualifiedLinks(true)
		p.AllowURLSchemes("https", "mailto")
		p.AllowAttrs("id").OnElements("h2", "h3")
		return p
	}()
)

// Render turns a document's Markdown into its page: the first-level heading
// is the title (not repeated in the HTML), the second-level headings the
// table of contents, and every site link ("/fair") gets the language's
// prefix (prefix), so a link keeps the reader's language.
func Render(slug, lang, prefix string, md []byte) (*Page, error) {
	doc := markdown.Parser().Parse(text.NewReader(md))
	p := &Page{Slug: slug, Lang: lang}
	var drop []ast.Node
	err := ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Heading:
			label := plain(n, md)
			if n.Level == 1 && p.Title == "" {
				p.Title = label
				drop = append(drop, n)
				return ast.WalkSkipChildren, nil
			}
			if n.Level == 2 {
				id, _ := n.AttributeString("id")
				p.TOC = append(p.TOC, Heading{ID: idString(id), Text: label})
			}
		case *ast.Link:
			dest := string(n.Destination)
			if strings.HasPrefix(dest, "/") && !strings.HasPrefix(dest, "//") {
				n.Destination = []byte(localize(prefix, dest))
			}
		}
		return ast.WalkContinue, nil
	})
	if err != nil {
		return nil, err
	}
	if p.Title == "" {
		return nil, fmt.Errorf("%s/%s: no title (a first-level heading)", lang, slug)
	}
	for _, n := range drop {
		n.Parent().RemoveChild(n.Parent(), n)
	}
	var buf bytes.Buffer
	if err := markdown.Renderer().Render(&buf, md, doc); err != nil {
		return nil, err
	}
	p.HTML = string(policy.SanitizeBytes(buf.Bytes()))
	return p, nil
}

// localize puts a language prefix ("/de", "" for English) before a site path.
func localize(prefix, path string) string {
	if prefix == "" {
		return path
	}
	if path == "/" {
		return prefix
	}
	return prefix + path
}

// plain is a heading's text without its markup.
func plain(n ast.Node, src []byte) string {
	var b strings.Builder
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			if t, ok := c.(*ast.Text); ok {
				b.Write(t.Segment.Value(src))
				if t.SoftLineBreak() {
					b.WriteByte(' ')
				}
			} else if s, ok := c.(*ast.String); ok {
				b.Write(s.Value)
			}
		}
		return ast.WalkContinue, nil
	})
	return strings.TrimSpace(b.String())
}

func idString(v any) string {
	switch v := v.(type) {
	case []byte:
		return string(v)
	case string:
		return v
	}
	return ""
}
