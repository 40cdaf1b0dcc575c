// Package caseart draws each case's picture from what it holds: the
// silhouettes of its three most valuable skins in their rarity colours, fanned
// behind a crate marked with the case family's emblem, lit by its rarest
// tier, with a band of its odds by rarity along the front. Every case looks
// different and the art follows its contents, with no image to ship or fetch
// from anywhere else.
package caseart

import (
	"bytes"
	"cmp"
	"fmt"
	"slices"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/server/catalog"
)

// Art is what one case's picture is drawn from.
type Art struct {
	Alias  string
	Family string
	Top    []Piece // at most three skins, most valuable first
	Bands  []Band  // weight per rarity, rarest first
}

// Piece is one skin shown on the art.
type Piece struct{ Category, Rarity string }

// Band is the share of a case's weight one rarity holds.
type Band struct {
	Rarity string
	Weight int64
}

// Of reads the art of a case from its contents (items loaded).
func Of(cs *ent.LootCase, contents []*ent.CaseItem) Art {
	a := Art{Alias: cs.Alias, Family: string(cs.Family)}
	type skin struct {
		piece Piece
		price int64
	}
	best := map[string]*skin{}
	weights := map[item.Rarity]int64{}
	for _, ci := range contents {
		it := ci.Edges.Item
		if it == nil {
			continue
		}
		weights[it.Rarity] += ci.Weight
		s := best[it.StaticName]
		if s == nil {
			s = &skin{piece: Piece{Category: it.Category, Rarity: string(it.Rarity)}}
			best[it.StaticName] = s
		}
		s.price = max(s.price, int64(it.Price))
	}
	skins := make([]*skin, 0, len(best))
	for _, s := range best {
		skins = append(skins, s)
	}
	slices.SortFunc(skins, func(x, y *skin) int {
		if c := cmp.Compare(y.price, x.price); c != 0 {
			return c
		}
		return cmp.Compare(x.piece.Category+x.piece.Rarity, y.piece.Category+y.piece.Rarity)
	})
	for _, s := range skins[:min(3, len(skins))] {
		a.Top = append(a.Top, s.piece)
	}
	for _, r := range catalog.RarityOrder {
		if w := weights[r]; w > 0 {
			a.Bands = append(a.Bands, Band{Rarity: string(r), Weight: w})
		}
	}
	return a
}

// hue is the crate's colour, from the alias so cases with the same contents
// still differ (the client's placeholder used the same formula).
func (a Art) hue() int {
	h := 11
	for _, c := range a.Alias {
		h = (h*33 + int(c)) % 360
	}
	return h
}

// rarest is the colour of the case's rarest tier.
func (a Art) rarest() string {
	if len(a.Bands) == 0 {
		return colour("")
	}
	return colour(a.Bands[0].Rarity)
}

// fan places the three skins: the most valuable in front and highest, the
// others tilted out to either side behind it.
var fan = []string{
	"translate(100 46) rotate(-10) scale(1.45) translate(-50 -20)",
	"translate(58 60) rotate(-32) scale(.95) translate(-50 -20)",
	"translate(142 60) rotate(30) scale(.95) translate(-50 -20)",
}

// Draw writes the SVG document of a case's art (200×150, the client's card
// shape). It holds shapes only: no text, script, link or style sheet.
func Draw(a Art) []byte {
	var b bytes.Buffer
	hue, glow := a.hue(), a.rarest()
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 150" width="400" height="300">`)
	fmt.Fprintf(&b, `<defs><radialGradient id="g" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="%s" stop-opacity=".55"/>`+
		`<stop offset="1" stop-color="%s" stop-opacity="0"/></radialGradient>`, glow, glow)
	fmt.Fprintf(&b, `<linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(%d,45%%,40%%)"/>`+
		`<stop offset="1" stop-color="hsl(%d,50%%,16%%)"/></linearGradient></defs>`, hue, (hue+30)%360)
	b.WriteString(`<ellipse cx="100" cy="75" rx="100" ry="75" fill="url(#g)"/>`)
	for _, i := range []int{2, 1, 0} { // back to front
		if i >= len(a.Top) {
			continue
		}
		p := a.Top[i]
		fmt.Fprintf(&b, `<path transform="%s" d="%s" fill="%s" stroke="#0b0e15" stroke-width="1.5" stroke-linejoin="round"/>`,
			fan[i], silhouette(p.Category), colour(p.Rarity))
	}
	fmt.Fprintf(&b, `<rect x="40" y="80" width="120" height="58" rx="8" fill="url(#c)" stroke="#0b0e15" stroke-width="2"/>`)
	fmt.Fprintf(&b, `<rect x="34" y="70" width="132" height="18" rx="6" fill="hsl(%d,50%%,50%%)" stroke="#0b0e15" stroke-width="2"/>`, hue)
	fmt.Fprintf(&b, `<rect x="36" y="83" width="128" height="3" fill="%s"/>`, glow)
	fmt.Fprintf(&b, `<path transform="translate(88 94)" d="%s" fill="%s" fill-rule="evenodd" stroke="#0b0e15" stroke-width="1.5"/>`,
		emblem(a.Family), glow)
	b.Write(bands(a.Bands))
	b.WriteString(`</svg>`)
	return b.Bytes()
}

// bands draws the odds by rarity along the crate's front, rarest on the
// right; a tier too rare to see still gets a sliver.
func bands(bs []Band) []byte {
	var total int64
	for _, x := range bs {
		total += x.Weight
	}
	if total == 0 {
		return nil
	}
	const x0, width, sliver = 48.0, 104.0, 2.0
	ws := make([]float64, len(bs))
	var sum float64
	for i, x := range bs {
		ws[i] = max(sliver, width*float64(x.Weight)/float64(total))
		sum += ws[i]
	}
	var b bytes.Buffer
	x := x0
	for i := len(bs) - 1; i >= 0; i-- {
		w := ws[i] * width / sum
		fmt.Fprintf(&b, `<rect x="%.1f" y="126" width="%.1f" height="5" fill="%s"/>`, x, w, colour(bs[i].Rarity))
		x += w
	}
	return b.Bytes()
}
