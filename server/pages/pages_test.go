package pages

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"strings"
	"testing"

	"github.com/casefront/casefront/server/users"
)

// The embedded output is what the content renders to now: edit a page,
// run `go run ./server/cmd/pagesgen`.
func TestGeneratedPagesAreCurrent(t *testing.T) {
	want, err := Build("../..")
	if err != nil {
		t.Fatal(err)
	}
	want["README"] = []byte(GeneratedNote)
	seen := map[string]bool{}
	err = fs.WalkDir(Generated, "gen", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		name := strings.TrimPrefix(path, "gen/")
		seen[name] = true
		got, _ := fs.ReadFile(Generated, path)
		if w, ok := want[name]; !ok {
			t.Errorf("%s is generated but has no source page", name)
		} else if !bytes.Equal(got, w) {
			t.Errorf("%s is stale: run go run ./server/cmd/pagesgen", name)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for name := range want {
		if !seen[name] {
			t.Errorf("%s is not generated: run go run ./server/cmd/pagesgen", name)
		}
	}
}

// Every shipped page exists in all the site's languages, with the same
// sections (anchors) as the English one, and no source comment shows.
func TestEveryLanguageHasEveryPage(t *testing.T) {
	if len(users.Languages) != 11 {
		t.Fatalf("%d languages", len(users.Languages))
	}
	for _, slug := range Slugs {
		en := decode(t, slug, "en")
		for _, lang := range users.Languages {
			b, err := fs.ReadFile(Generated, "gen/"+lang+"/"+slug+".json")
			if err != nil {
				t.Errorf("%s/%s missing", lang, slug)
				continue
			}
			var p Page
			if err := json.Unmarshal(b, &p); err != nil {
				t.Fatal(err)
			}
			if p.Title == "" || p.Lang != lang || p.Slug != slug {
				t.Errorf("%s/%s: %+v", lang, slug, p)
			}
			if ids(p.TOC) != ids(en.TOC) {
				t.Errorf("%s/%s sections %s, English has %s", lang, slug, ids(p.TOC), ids(en.TOC))
			}
			if strings.Contains(p.HTML, "<!--") || strings.Contains(p.HTML, "omitted") {
				t.Errorf("%s/%s shows its source comment", lang, slug)
			}
			if lang != "en" && strings.Contains(p.HTML, `href="/fair"`) {
				t.Errorf("%s/%s: a site link without the language prefix", lang, slug)
			}
		}
	}
}

func TestRenderTitleTOCLinksAndSanitising(t *testing.T) {
	md := "<!-- note -->\n# Help\n\nIntro <script>alert(1)</script> [fair](/fair) [out](https://example.com) [x](javascript:alert(1))\n\n## First {#first}\n\ntext\n\n## Second one\n"
	p, err := Render("faq", "de", "/de", []byte(md))
	if err != nil {
		t.Fatal(err)
	}
	if p.Title != "Help" || strings.Contains(p.HTML, "<h1") {
		t.Errorf("title %q, html %s", p.Title, p.HTML)
	}
	if len(p.TOC) != 2 || p.TOC[0] != (Heading{"first", "First"}) || p.TOC[1].ID != "second-one" {
		t.Errorf("toc %+v", p.TOC)
	}
	for _, bad := range []string{"<script", "javascript:", "note"} {
		if strings.Contains(p.HTML, bad) {
			t.Errorf("html keeps %q: %s", bad, p.HTML)
		}
	}
	for _, good := range []string{`href="/de/fair"`, `id="first"`, `href="https://example.com"`} {
		if !strings.Contains(p.HTML, good) {
			t.Errorf("html lacks %q: %s", good, p.HTML)
		}
	}
	if _, err := Render("faq", "en", "", []byte("no title")); err == nil {
		t.Error("a page without a title rendered")
	}
}

func TestGetFallsBackToEnglish(t *testing.T) {
	b, ok := Get("faq", "xx")
	if !ok || !bytes.Contains(b, []byte(`"lang": "en"`)) {
		t.Fatalf("fallback: %v %.80s", ok, b)
	}
	if b, ok := Get("faq", "ru"); !ok || !bytes.Contains(b, []byte(`"lang": "ru"`)) {
		t.Fatalf("ru: %v %.80s", ok, b)
	}
	if _, ok := Get("../users", "en"); ok {
		t.Fatal("a slug that is no page was served")
	}
}

func decode(t *testing.T, slug, lang string) Page {
	b, ok := Get(slug, lang)
	if !ok {
		t.Fatalf("%s/%s", lang, slug)
	}
	var p Page
	if err := json.Unmarshal(b, &p); err != nil {
		t.Fatal(err)
	}
	return p
}

func ids(hs []Heading) string {
	var b strings.Builder
	for _, h := range hs {
		b.WriteString(h.ID + " ")
	}
	return b.String()
}
