package promo_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/casefront/casefront/ent"
	entpromo "github.com/casefront/casefront/ent/promo"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/promo"
	"github.com/casefront/casefront/server/users"
)

// The demo promo pages are read in every site language: each language has
// its own title and text (key.<lang>), not the English ones.
func TestDemoPromoPagesSpeakEveryLanguage(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testdb.URL(t, "sqlite"))
	testdb.WithCatalog(t, db)
	if err := promo.SeedDemo(ctx, db.Client); err != nil {
		t.Fatal(err)
	}
	var pages []string
	for _, p := range db.Promo.Query().Order(ent.Asc(entpromo.FieldCode)).AllX(ctx) {
		if len(p.Data) == 0 {
			continue // a code without a page
		}
		pages = append(pages, p.Code)
		for _, key := range []string{"title", "text"} {
			en := p.Data[key]
			if en == "" {
				t.Errorf("%s: no English %s", p.Code, key)
			}
			for _, lang := range users.Languages[1:] {
				v := p.Data[key+"."+lang]
				if v == "" || v == en {
					t.Errorf("%s: %s.%s = %q, want a %s text of its own", p.Code, key, lang, v, lang)
				}
			}
		}
	}
	if want := []string{"PROMO-CASES", "PROMO-REFILL", "WELCOME"}; !slices.Equal(pages, want) {
		t.Errorf("promo pages %v, want %v", pages, want)
	}
	cases := db.Promo.Query().Where(entpromo.Code("PROMO-CASES")).OnlyX(ctx)
	name := db.LootCase.GetX(ctx, *cases.CaseID).Name
	for key, v := range cases.Data {
		if strings.HasPrefix(key, "text") && !strings.Contains(v, name) {
			t.Errorf("PROMO-CASES %s = %q does not name the case %q", key, v, name)
		}
	}
}
