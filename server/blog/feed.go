package blog

import (
	"context"
	"encoding/xml"
	"html"
	"strings"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/blogpost"
)

// FeedSize is how many posts the RSS feed carries.
const FeedSize = 20

// URL is a post's page for readers of lang (en has no prefix).
func URL(base, lang, slug string) string {
	base = strings.TrimRight(base, "/")
	if lang == DefaultLang || lang == "" {
		return base + "/news/" + slug
	}
	return base + "/" + lang + "/news/" + slug
}

type rss struct {
	XMLName xml.Name   `xml:"rss"`
	Version string     `xml:"version,attr"`
	Atom    string     `xml:"xmlns:atom,attr"`
	Channel rssChannel `xml:"channel"`
}

type rssChannel struct {
	Title       string    `xml:"title"`
	Link        string    `xml:"link"`
	Self        atomLink  `xml:"atom:link"`
	Description string    `xml:"description"`
	Language    string    `xml:"language"`
	Items       []rssItem `xml:"item"`
}

type atomLink struct {
	Href string `xml:"href,attr"`
	Rel  string `xml:"rel,attr"`
	Type string `xml:"type,attr"`
}

type rssItem struct {
	Title       string `xml:"title"`
	Link        string `xml:"link"`
	GUID        string `xml:"guid"`
	PubDate     string `xml:"pubDate"`
	Description string `xml:"description"`
}

// RSS is the feed of the newest posts of lang (RSS 2.0 with its atom:link).
func (s *Service) RSS(ctx context.Context, base, lang string) ([]byte, error) {
	l, err := Lang(lang)
	if err != nil {
		return nil, err
	}
	posts, err := s.DB.BlogPost.Query().Where(s.published(), s.inLang(l)).
		Order(ent.Desc(blogpost.FieldPublishedAt), ent.Desc(blogpost.FieldID)).Limit(FeedSize).All(ctx)
	if err != nil {
		return nil, err
	}
	feedURL := strings.TrimRight(base, "/") + "/news/rss.xml"
	if l != DefaultLang {
		feedURL += "?lang=" + l
	}
	ch := rssChannel{Title: "Casefront news", Link: strings.TrimSuffix(URL(base, l, ""), "/"), Description: "Casefront news",
		Language: l, Self: atomLink{Href: feedURL, Rel: "self", Type: "application/rss+xml"}}
	for _, p := range posts {
		link := URL(base, l, p.Slug)
		ch.Items = append(ch.Items, rssItem{Title: p.Title, Link: link, GUID: link,
			PubDate: p.PublishedAt.UTC().Format(time.RFC1123Z), Description: p.Summary})
	}
	out, err := xml.MarshalIndent(rss{Version: "2.0", Atom: "http://www.w3.org/2005/Atom", Channel: ch}, "", " ")
	if err != nil {
		return nil, err
	}
	return append([]byte(xml.Header), out...), nil
}

type urlset struct {
	XMLName xml.Name     `xml:"urlset"`
	NS      string       `xml:"xmlns,attr"`
	URLs    []sitemapURL `xml:"url"`
}

type sitemapURL struct {
	Loc     string `xml:"loc"`
	LastMod string `xml:"lastmod,omitempty"`
}

// Sitemap lists the home page, the news list and every published post row.
func (s *Service) Sitemap(ctx context.Context, base string) ([]byte, error) {
	posts, err := s.DB.BlogPost.Query().Where(s.published()).
		Order(ent.Asc(blogpost.FieldSlug), ent.Asc(blogpost.FieldLang)).
		Select(blogpost.FieldSlug, blogpost.FieldLang, blogpost.FieldUpdatedAt).All(ctx)
	if err != nil {
		return nil, err
	}
	b := strings.TrimRight(base, "/")
	set := urlset{NS: "http://www.sitemaps.org/schemas/sitemap/0.9",
		URLs: []sitemapURL{{Loc: b + "/"}, {Loc: b + "/news"}}}
	for _, p := range posts {
		set.URLs = append(set.URLs, sitemapURL{Loc: URL(base, p.Lang, p.Slug), LastMod: p.UpdatedAt.UTC().Format("2006-01-02")})
	}
	out, err := xml.MarshalIndent(set, "", " ")
	if err != nil {
		return nil, err
	}
	return append([]byte(xml.Header), out...), nil
}

// OpenGraph is the <head> tags that make a shared link to a post preview
// (og:title, og:description, og:image, og:url), escaped; "" for no post.
func (s *Service) OpenGraph(ctx context.Context, base, lang, slug string) string {
	p, err := s.Post(ctx, nil, lang, slug)
	if err != nil || p == nil {
		return ""
	}
	tags := [][2]string{{"og:type", "article"}, {"og:title", p.Title}, {"og:description", p.Summary},
		{"og:url", URL(base, lang, p.Slug)}}
	if p.CoverImage != "" {
		img := p.CoverImage
		if strings.HasPrefix(img, "/") {
			img = strings.TrimRight(base, "/") + img
		}
		tags = append(tags, [2]string{"og:image", img})
	}
	var b strings.Builder
	for _, t := range tags {
		b.WriteString(`<meta property="` + t[0] + `" content="` + html.EscapeString(t[1]) + `">`)
	}
	b.WriteString(`<meta name="twitter:card" content="summary_large_image">`)
	return b.String()
}
