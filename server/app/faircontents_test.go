package app_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/caseitem"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/season"
	"github.com/casefront/casefront/server/warehouse"
	"github.com/casefront/casefront/verifier"
)

type publishedTable struct {
	Key  string `json:"key"`
	Case *struct {
		ID    int    `json:"id"`
		Alias string `json:"alias"`
	} `json:"case"`
	Warehouse   *int64  `json:"warehouse"`
	Pinata      *string `json:"pinata"`
	Revision    int     `json:"revision"`
	TotalWeight int64   `json:"total_weight"`
	Items       []struct {
		ItemID         int    `json:"item_id"`
		MarketHashName string `json:"market_hash_name"`
		Rarity         string `json:"rarity"`
		PriceCents     int64  `json:"price_cents"`
		Weight         int64  `json:"weight"`
	} `json:"items"`
	SHA256 string `json:"sha256"`
}

// hashOf rebuilds the canonical text docs/fair.md describes, independently
// of server/fair, and hashes it.
func (p publishedTable) hashOf() string {
	text := p.Key + "\n"
	for _, it := range p.Items {
		text += fmt.Sprintf("%d\t%d\t%s\t%s\n", it.ItemID, it.Weight, it.Rarity, it.MarketHashName)
	}
	sum := sha256.Sum256([]byte(text))
	return hex.EncodeToString(sum[:])
}

func (s *testServer) table(t *testing.T, query string) publishedTable {
	t.Helper()
	return decodeAs[struct {
		Data publishedTable `json:"data"`
	}](t, s.get(t, "/api/fair/contents?"+query, ""), http.StatusOK).Data
}

// GET /fair/contents publishes a case's contents at any revision, a
// warehouse pool's and a piñata's prizes, in roll order with their hash;
// an unknown table is refused.
func TestFairContentsPublishesEveryRevision(t *testing.T) {
	s := catalogServer(t, nil)
	ctx, db := context.Background(), s.App.DB
	cs := must(catalog.CaseByAlias(ctx, db.Client, "test-case"))
	rows := db.CaseItem.Query().Where(caseitem.CaseID(cs.ID)).Order(ent.Asc(caseitem.FieldID)).WithItem().AllX(ctx)

	cur := s.table(t, "case=test-case")
	if cur.Key != fmt.Sprintf("case:%d:1", cs.ID) || cur.Case.Alias != "test-case" || cur.Revision != 1 || cur.TotalWeight != 10_000 ||
		len(cur.Items) != len(rows) || cur.SHA256 != cur.hashOf() || cur.Warehouse != nil || cur.Pinata != nil {
		t.Fatalf("current contents: %+v", cur)
	}
	for i, r := range rows { // ascending case item id: the order rolls are mapped in
		it := cur.Items[i]
		if it.ItemID != r.ItemID || it.Weight != r.Weight || it.PriceCents != int64(r.Edges.Item.Price) || it.Rarity != string(r.Edges.Item.Rarity) {
			t.Fatalf("item %d: %+v, want %+v", i, it, r)
		}
	}

	changeTestCase(t, s) // revision 2, other weights
	now, old := s.table(t, fmt.Sprintf("case_id=%d", cs.ID)), s.table(t, fmt.Sprintf("case=test-case&revision=%d", 1))
	if now.Revision != 2 || now.Key != fmt.Sprintf("case:%d:2", cs.ID) || now.TotalWeight != 10_000 || now.Items[0].Weight != 6007 ||
		now.SHA256 != now.hashOf() || now.SHA256 == cur.SHA256 {
		t.Fatalf("revision 2: %+v", now)
	}
	if old.SHA256 != cur.SHA256 || old.Items[0].Weight != 8000 {
		t.Fatalf("revision 1 changed: %+v", old)
	}
	wantAPIError(t, s.get(t, "/api/fair/contents?case=test-case&revision=3", ""), http.StatusUnprocessableEntity, apperr.Validation.Key)
	wantAPIError(t, s.get(t, "/api/fair/contents?case=no-such-case", ""), http.StatusNotFound, apperr.NotFound.Key)
	wantAPIError(t, s.get(t, "/api/fair/contents", ""), http.StatusUnprocessableEntity, apperr.Validation.Key)
	wantAPIError(t, s.get(t, "/api/fair/contents?warehouse=100", ""), http.StatusUnprocessableEntity, apperr.Validation.Key)

	if err := warehouse.SeedDemo(ctx, db.Client); err != nil {
		t.Fatal(err)
	}
	pool := must(s.App.Services.Warehouse.Pools(ctx))[0]
	wt := s.table(t, fmt.Sprintf("warehouse=%d:%d", pool.Bullets, pool.Revision))
	if wt.Key != fmt.Sprintf("warehouse:%d:%d", pool.Bullets, pool.Revision) || wt.Warehouse == nil || *wt.Warehouse != pool.Bullets ||
		wt.Case != nil || wt.TotalWeight != pool.TotalWeight || len(wt.Items) != len(pool.Prizes) || wt.SHA256 != wt.hashOf() {
		t.Fatalf("warehouse pool: %+v", wt)
	}
	wantAPIError(t, s.get(t, fmt.Sprintf("/api/fair/contents?warehouse=%d:%d", pool.Bullets, pool.Revision+1), ""),
		http.StatusUnprocessableEntity, apperr.Validation.Key)

	if err := season.SeedDemo(ctx, db.Client, time.Now()); err != nil {
		t.Fatal(err)
	}
	ev := db.SeasonEvent.Query().FirstX(ctx)
	pt := s.table(t, fmt.Sprintf("pinata=%s:%d", ev.Key, ev.PinataRevision))
	if pt.Key != fmt.Sprintf("pinata:%s:%d", ev.Key, ev.PinataRevision) || pt.Pinata == nil || *pt.Pinata != ev.Key ||
		len(pt.Items) == 0 || pt.SHA256 != pt.hashOf() {
		t.Fatalf("piñata: %+v", pt)
	}
	wantAPIError(t, s.get(t, "/api/fair/contents?pinata=no-such-event:1", ""), http.StatusNotFound, apperr.NotFound.Key)
}

// The verifiers are served for download, and their page runs offline:
// it loads verify.js from beside itself and nothing else.
func TestVerifierFilesAreServed(t *testing.T) {
	s := startServer(t, nil)
	for path, want := range map[string]struct{ file, ctype, disposition string }{
		"/fair/verify.js":     {"verify.js", "text/javascript; charset=utf-8", `attachment; filename="verify.js"`},
		"/fair/verify.py":     {"verify.py", "text/x-python; charset=utf-8", `attachment; filename="verify.py"`},
		"/fair/verifier.html": {"index.html", "text/html; charset=utf-8", ""},
	} {
		r := s.get(t, path, "")
		body := must(fs.ReadFile(verifier.Files, want.file))
		if r.Status != http.StatusOK || string(r.Body) != string(body) || r.Header.Get("Content-Type") != want.ctype ||
			r.Header.Get("Content-Disposition") != want.disposition || r.Header.Get("X-Content-Type-Options") != "nosniff" {
			t.Fatalf("%s: %d %v", path, r.Status, r.Header)
		}
		csp := r.Header.Get("Content-Security-Policy")
		if !strings.Contains(csp, "default-src 'none'") || !strings.Contains(csp, "script-src 'self'") {
			t.Fatalf("%s: policy %q", path, csp)
		}
		if again := s.do(t, http.MethodGet, path, "", "", nil, "If-None-Match", r.Header.Get("ETag")); again.Status != http.StatusNotModified {
			t.Fatalf("%s with its ETag: %d", path, again.Status)
		}
	}
	page := string(must(fs.ReadFile(verifier.Files, "index.html")))
	if !strings.Contains(page, `<script src="verify.js"></script>`) || strings.Contains(page, "http") {
		t.Fatal("the page must load verify.js from beside itself and nothing from elsewhere")
	}
}

// must is v, or a panic (failing the test with its stack) on err.
func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// changeTestCase imports test-case with other weights: its revision 2.
func changeTestCase(t *testing.T, s *testServer) {
	t.Helper()
	seed := testdb.SmallSeed()
	seed.Cases = seed.Cases[:1]
	for i, w := range []int64{6007, 3001, 992} {
		seed.Cases[0].Items[i].Weight = w
	}
	seed.Cases[0].RTPBps = catalog.RTPBps([]int64{6007, 3001, 992}, []int64{10, 500, 90000}, seed.Cases[0].PriceCents)
	if err := catalog.Import(context.Background(), s.App.DB.Client, seed); err != nil {
		t.Fatal(err)
	}
	s.App.Services.Catalog.Cache.Invalidate()
	if cs := must(catalog.CaseByAlias(context.Background(), s.App.DB.Client, "test-case")); cs.Revision != 2 {
		t.Fatalf("test-case is at revision %d", cs.Revision)
	}
}
