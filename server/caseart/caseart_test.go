package caseart

import (
	"context"
	"encoding/xml"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/apperr"
)

func content(static, category string, rarity item.Rarity, price money.Cents, weight int64) *ent.CaseItem {
	return &ent.CaseItem{Weight: weight, Edges: ent.CaseItemEdges{Item: &ent.Item{StaticName: static,
		Category: category, Rarity: rarity, Price: price}}}
}

var knifeCase = []*ent.CaseItem{
	content("p250-sand", "pistol", item.RarityMilspec, 10, 8000),
	content("ak-redline", "rifle", item.RarityClassified, 900, 1500),
	content("ak-redline", "rifle", item.RarityClassified, 1200, 400), // another exterior
	content("awp-asiimov", "sniper", item.RarityCovert, 4000, 95),
	content("karambit-fade", "knife", item.RarityRare, 90000, 5),
}

func TestOfPicksTheMostValuableSkinsAndTheOddsByRarity(t *testing.T) {
	a := Of(&ent.LootCase{Alias: "knives", Family: lootcase.FamilyNormal}, knifeCase)
	want := []Piece{{"knife", "rare"}, {"sniper", "covert"}, {"rifle", "classified"}}
	if len(a.Top) != 3 || a.Top[0] != want[0] || a.Top[1] != want[1] || a.Top[2] != want[2] {
		t.Fatalf("top = %v, want %v", a.Top, want)
	}
	bands := []Band{{"rare", 5}, {"covert", 95}, {"classified", 1900}, {"milspec", 8000}}
	if len(a.Bands) != len(bands) {
		t.Fatalf("bands = %v, want %v", a.Bands, bands)
	}
	for i := range bands {
		if a.Bands[i] != bands[i] {
			t.Fatalf("bands = %v, want %v", a.Bands, bands)
		}
	}
	if a.rarest() != rarityColours["rare"] {
		t.Fatalf("glow %s, want the rare colour", a.rarest())
	}
}

// drawn parses the SVG and returns its elements by name with their attributes.
func drawn(t *testing.T, svg []byte) map[string][]map[string]string {
	t.Helper()
	out := map[string][]map[string]string{}
	d := xml.NewDecoder(strings.NewReader(string(svg)))
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v\n%s", err, svg)
		}
		if se, ok := tok.(xml.StartElement); ok {
			attrs := map[string]string{}
			for _, a := range se.Attr {
				attrs[a.Name.Local] = a.Value
			}
			out[se.Name.Local] = append(out[se.Name.Local], attrs)
		}
	}
}

func TestDrawShowsContentsAndDiffersPerCase(t *testing.T) {
	knives := Draw(Of(&ent.LootCase{Alias: "knives", Family: lootcase.FamilyNormal}, knifeCase))
	els := drawn(t, knives)
	for _, banned := range []string{"script", "foreignObject", "a", "image", "style", "text"} {
		if len(els[banned]) > 0 {
			t.Fatalf("art holds <%s>", banned)
		}
	}
	fills := map[string]bool{}
	for _, p := range els["path"] {
		fills[p["fill"]] = true
		if p["d"] == silhouettes["knife"] && p["fill"] != rarityColours["rare"] {
			t.Fatalf("knife drawn in %s, want the rare colour", p["fill"])
		}
	}
	for _, r := range []string{"rare", "covert", "classified"} {
		if !fills[rarityColours[r]] {
			t.Fatalf("no shape in the %s colour: %v", r, fills)
		}
	}
	// The odds band spans the crate's front, one segment per rarity.
	var width float64
	segments := 0
	for _, r := range els["rect"] {
		if r["y"] == "126" {
			segments++
			var w float64
			if _, err := fmt.Sscan(r["width"], &w); err != nil {
				t.Fatal(err)
			}
			width += w
		}
	}
	if segments != 4 || width < 103.5 || width > 104.5 {
		t.Fatalf("odds band: %d segments, %.1f wide; want 4 across 104", segments, width)
	}

	candy := Draw(Of(&ent.LootCase{Alias: "sweets", Family: lootcase.FamilyCandy}, knifeCase[:2]))
	if string(candy) == string(knives) {
		t.Fatal("two different cases drew the same art")
	}
	if !strings.Contains(string(candy), emblems["candy"]) || strings.Contains(string(candy), silhouettes["knife"]) {
		t.Fatal("the candy case's art does not follow its family and contents")
	}
	if empty := drawn(t, Draw(Of(&ent.LootCase{Alias: "empty"}, nil))); len(empty["rect"]) == 0 {
		t.Fatal("an empty case draws no crate")
	}
}

type fakeCases map[string][]*ent.CaseItem

func (f fakeCases) CaseByAlias(_ context.Context, alias string) (*ent.LootCase, error) {
	if _, ok := f[alias]; !ok {
		return nil, apperr.NotFound.Msg("no case %q", alias)
	}
	return &ent.LootCase{Alias: alias, Family: lootcase.FamilyNormal}, nil
}

func (f fakeCases) Contents(_ context.Context, cs *ent.LootCase) ([]*ent.CaseItem, error) {
	return f[cs.Alias], nil
}

func TestHandlerServesArtWithValidatorsAndRefusesTheRest(t *testing.T) {
	mux := http.NewServeMux()
	mux.Handle("GET "+Path+"{file}", Handler(fakeCases{"knives": knifeCase}, zap.NewNop()))
	get := func(path, etag string) *httptest.ResponseRecorder {
		r := httptest.NewRequest(http.MethodGet, path, nil)
		if etag != "" {
			r.Header.Set("If-None-Match", etag)
		}
		w := httptest.NewRecorder()
		mux.ServeHTTP(w, r)
		return w
	}
	w := get(Path+"knives.svg?v=3", "")
	if w.Code != 200 || w.Header().Get("Content-Type") != "image/svg+xml" || !strings.HasPrefix(w.Body.String(), "<svg") {
		t.Fatalf("art: %d %q %.40s", w.Code, w.Header().Get("Content-Type"), w.Body.String())
	}
	if csp := w.Header().Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'none'") {
		t.Fatalf("CSP %q", csp)
	}
	etag := w.Header().Get("ETag")
	if again := get(Path+"knives.svg", etag); again.Code != http.StatusNotModified || again.Body.Len() != 0 {
		t.Fatalf("revalidation with %s: %d", etag, again.Code)
	}
	for _, path := range []string{Path + "nope.svg", Path + "knives.png", Path + "kni%00ves.svg", Path + "..%2Fetc.svg"} {
		if got := get(path, ""); got.Code != http.StatusNotFound {
			t.Fatalf("%s: %d, want 404", path, got.Code)
		}
	}
}

// BenchmarkDraw is the cost of one art request past the cached contents: it
// is why the handler stores nothing.
func BenchmarkDraw(b *testing.B) {
	cs := &ent.LootCase{Alias: "knives", Family: lootcase.FamilyNormal}
	for b.Loop() {
		Draw(Of(cs, knifeCase))
	}
}
