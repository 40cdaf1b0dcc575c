// Package sitemap is what search engines and the sitemap page are told of
// the site: every public, parameterless client route, every case page and
// every published news post, each in every site language (the client's
// language prefix: none for English, /de/... otherwise), and robots.txt.
// The lists are read from the database once per MaxAge and kept, so an
// anonymous request costs a copy.
package sitemap

import (
	"context"
	"encoding/xml"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/blogpost"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/server/users"
	"github.com/casefront/casefront/server/web"
)

// MaxAge is how long a built sitemap is served before it is read again.
const MaxAge = 5 * time.Minute

// Private are the routes no search engine is sent to: a player's own
// pages, payment results, redirects, errors and referral entries.
var Private = []string{"error/401", "not-found", "user/me", "partner", "pay", "payment-success", "payment-fail",
	"payment-pending", "payment-pending-gm", "ref-gangaway", "gabenstore", "casebattle", "casebattle/create",
	"casebattle/my"}

// Builder builds and keeps the sitemap.
type Builder struct {
	DB   *ent.Client
	Base string // BASE_URL
	Now  func() time.Time

	mu    sync.Mutex
	at    time.Time
	links *Links
	xml   []byte
}

// Links are the site's public pages, cases and posts (paths without a
// language prefix).
type Links struct {
	Pages []Link `json:"pages"`
	Cases []Link `json:"cases"`
	Posts []Post `json:"posts"`
}

// Link is a path and its label (a case's name; empty for a page).
type Link struct {
	Path  string `json:"path"`
	Title string `json:"title"`
}

// Post is a news post in the languages it is published in.
type Post struct {
	Slug    string            `json:"slug"`
	Titles  map[string]string `json:"titles"`
	Updated time.Time         `json:"updated"`
}

func (b *Builder) now() time.Time {
	if b.Now != nil {
		return b.Now()
	}
	return time.Now()
}

// PublicRoutes are the indexable client routes: no parameter, not Private.
func PublicRoutes() []string {
	var out []string
	for _, r := range web.RoutePaths() {
		if strings.ContainsAny(r, ":*") || slices.Contains(Private, r) {
			continue
		}
		out = append(out, "/"+r)
	}
	return out
}

// Links is the kept lists, read again when older than MaxAge.
func (b *Builder) Links(ctx context.Context) (*Links, error) {
	l, _, err := b.get(ctx)
	return l, err
}

// XML is the kept sitemap document.
func (b *Builder) XML(ctx context.Context) ([]byte, error) {
	_, x, err := b.get(ctx)
	return x, err
}

func (b *Builder) get(ctx context.Context) (*Links, []byte, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	now := b.now()
	if b.links != nil && now.Sub(b.at) < MaxAge && !now.Before(b.at) {
		return b.links, b.xml, nil
	}
	l, err := b.read(ctx)
	if err != nil {
		return nil, nil, err
	}
	x, err := render(b.Base, l)
	if err != nil {
		return nil, nil, err
	}
	b.links, b.xml, b.at = l, x, now
	return l, x, nil
}

func (b *Builder) read(ctx context.Context) (*Links, error) {
	l := &Links{Pages: []Link{}, Cases: []Link{}, Posts: []Post{}}
	for _, p := range PublicRoutes() {
		l.Pages = append(l.Pages, Link{Path: p})
	}
	cases, err := b.DB.LootCase.Query().Where(lootcase.Enabled(true)).Order(ent.Asc(lootcase.FieldAlias)).
		Select(lootcase.FieldAlias, lootcase.FieldName).All(ctx)
	if err != nil {
		return nil, err
	}
	for _, c := range cases {
		l.Cases = append(l.Cases, Link{Path: "/" + c.Alias, Title: c.Name})
	}
	now := b.now()
	posts, err := b.DB.BlogPost.Query().Where(blogpost.PublishedAtNotNil(), blogpost.PublishedAtLTE(now)).
		Order(ent.Asc(blogpost.FieldSlug), ent.Asc(blogpost.FieldLang)).
		Select(blogpost.FieldSlug, blogpost.FieldLang, blogpost.FieldTitle, blogpost.FieldUpdatedAt).All(ctx)
	if err != nil {
		return nil, err
	}
	for _, p := range posts {
		if n := len(l.Posts); n == 0 || l.Posts[n-1].Slug != p.Slug {
			l.Posts = append(l.Posts, Post{Slug: p.Slug, Titles: map[string]string{}})
		}
		last := &l.Posts[len(l.Posts)-1]
		last.Titles[p.Lang] = p.Title
		if p.UpdatedAt.After(last.Updated) {
			last.Updated = p.UpdatedAt
		}
	}
	return l, nil
}

// WithLang is a site path in a language (the client's routing/paths.ts).
func WithLang(lang, path string) string {
	if lang == users.Languages[0] {
		return path
	}
	if path == "/" {
		return "/" + lang
	}
	return "/" + lang + path
}

type urlset struct {
	XMLName xml.Name `xml:"urlset"`
	NS      string   `xml:"xmlns,attr"`
	XHTML   string   `xml:"xmlns:xhtml,attr"`
	URLs    []entry  `xml:"url"`
}

type entry struct {
	Loc     string      `xml:"loc"`
	LastMod string      `xml:"lastmod,omitempty"`
	Alt     []alternate `xml:"xhtml:link"`
}

type alternate struct {
	Rel      string `xml:"rel,attr"`
	Hreflang string `xml:"hreflang,attr"`
	Href     string `xml:"href,attr"`
}

// render writes one <url> per page and language, each naming its
// language versions (hreflang, x-default: English).
func render(base string, l *Links) ([]byte, error) {
	base = strings.TrimRight(base, "/")
	set := urlset{NS: "http://www.sitemaps.org/schemas/sitemap/0.9", XHTML: "http://www.w3.org/1999/xhtml"}
	add := func(path func(lang string) string, langs []string, lastmod string) {
		alts := make([]alternate, 0, len(langs)+1)
		for _, lang := range langs {
			alts = append(alts, alternate{"alternate", users.LangTag(lang).String(), base + path(lang)})
		}
		if slices.Contains(langs, "en") {
			alts = append(alts, alternate{"alternate", "x-default", base + path("en")})
		}
		for _, lang := range langs {
			set.URLs = append(set.URLs, entry{Loc: base + path(lang), LastMod: lastmod, Alt: alts})
		}
	}
	for _, group := range [][]Link{l.Pages, l.Cases} {
		for _, p := range group {
			add(func(lang string) string { return WithLang(lang, p.Path) }, users.Languages, "")
		}
	}
	for _, p := range l.Posts {
		var langs []string
		for _, lang := range users.Languages {
			if _, ok := p.Titles[lang]; ok {
				langs = append(langs, lang)
			}
		}
		add(func(lang string) string { return WithLang(lang, "/news/"+p.Slug) }, langs, p.Updated.UTC().Format("2006-01-02"))
	}
	out, err := xml.MarshalIndent(set, "", " ")
	if err != nil {
		return nil, err
	}
	return append([]byte(xml.Header), out...), nil
}

// Robots is robots.txt: the public site allowed; the API, GraphQL, the
// players' own pages and the payment results not; the sitemap named.
func Robots(base string) []byte {
	var b strings.Builder
	b.WriteString("User-agent: *\nAllow: /\n")
	for _, p := range []string{"/api/", "/graphql", "/auth/", "/webhooks/", "/sandbox/"} {
		b.WriteString("Disallow: " + p + "\n")
	}
	for _, r := range Private {
		if r == "gabenstore" || r == "casebattle" {
			continue // redirects: nothing to hide
		}
		b.WriteString("Disallow: /" + r + "\n")
		b.WriteString("Disallow: /*/" + r + "\n")
	}
	b.WriteString("\nSitemap: " + strings.TrimRight(base, "/") + "/sitemap.xml\n")
	return []byte(b.String())
}
