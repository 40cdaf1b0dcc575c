package app_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/publiccache"
	"github.com/casefront/casefront/server/ratelimit"
)

// GET /cases answers at most catalog.MaxContentCases distinct cases with
// their contents: more are refused (api.validation, field ids), repeated ids
// count once, and the same ids in another order, repeated, or with other
// parameters beside them, are the same question: a visitor is answered from
// the answer kept for the first.
func TestCasesByIDsAreCappedAndShared(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	ctx := context.Background()
	var ids []string
	for i := range catalog.MaxContentCases + 1 {
		c := s.App.DB.LootCase.Create().SetAlias(fmt.Sprintf("extra-%d", i)).SetName(fmt.Sprintf("Extra %d", i)).
			SetPrice(100).SaveX(ctx)
		ids = append(ids, strconv.Itoa(c.ID))
	}
	r := s.get(t, "/api/cases?ids="+strings.Join(ids, ","), "")
	wantAPIError(t, r, http.StatusUnprocessableEntity, "api.validation")
	if !strings.Contains(string(r.Body), `"field":"ids"`) {
		t.Errorf("the refusal names no field: %s", r.Body)
	}
	ten := ids[:catalog.MaxContentCases]
	type casesView struct {
		Data []struct {
			ID   int    `json:"id"`
			Name string `json:"name"`
		} `json:"data"`
	}
	names := func(r result) map[int]string {
		t.Helper()
		out := map[int]string{}
		for _, c := range decodeAs[casesView](t, r, http.StatusOK).Data {
			out[c.ID] = c.Name
		}
		return out
	}
	twice := append(append([]string{}, ten...), ten[0], ten[1])
	if got := names(s.get(t, "/api/cases?ids="+strings.Join(twice, ","), "")); len(got) != catalog.MaxContentCases {
		t.Fatalf("%d ids, %d of them distinct: %d cases", len(twice), catalog.MaxContentCases, len(got))
	}

	first := time.Now() // the kept answer is from after this
	asked := strings.Join(ten, ",")
	before := names(s.get(t, "/api/cases?ids="+asked, ""))
	id0, _ := strconv.Atoi(ten[0])
	s.App.DB.LootCase.Update().Where(lootcase.ID(id0)).SetName("Renamed").ExecX(ctx)
	s.App.Cases.Contents.Invalidate()
	reversed := make([]string, len(ten))
	for i, id := range ten {
		reversed[len(ten)-1-i] = id
	}
	again := s.get(t, "/api/cases?ids="+strings.Join(reversed, ",")+","+ten[3]+"&nocache="+strconv.FormatInt(time.Now().UnixNano(), 10), "")
	if time.Since(first) < publiccache.TTL/2 { // (a slow machine skips this check rather than fail it)
		if got := names(again); got[id0] != before[id0] {
			t.Fatalf("the same ids in another order were answered afresh: %q, before %q", got[id0], before[id0])
		}
	}
	_, tok := s.player(t, 0)
	if got := names(s.get(t, "/api/cases?ids="+asked, tok)); got[id0] != "Renamed" {
		t.Fatalf("a signed-in player sees %q", got[id0])
	}
	s.noErrorLogs(t)
}

// Anonymous catalogue reads are charged to a budget per address, as GraphQL
// operations are, whether the public cache answers them or not: past it,
// 429 api.rate_limited with Retry-After.
func TestAnonymousCatalogueReadsAreRateLimited(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	for i := range ratelimit.Goods.PerMinute {
		if r := s.get(t, "/api/goods", ""); r.Status != http.StatusOK {
			t.Fatalf("read %d of %d: %s", i+1, ratelimit.Goods.PerMinute, r)
		}
	}
	r := s.get(t, "/api/goods", "")
	wantAPIError(t, r, http.StatusTooManyRequests, "api.rate_limited")
	if r.Header.Get("Retry-After") == "" {
		t.Fatal("no Retry-After")
	}
	// Another endpoint has its own budget.
	if r := s.get(t, "/api/cases", ""); r.Status != http.StatusOK {
		t.Fatalf("/api/cases: %s", r)
	}
	var body map[string]any
	_ = json.Unmarshal(r.Body, &body)
	if body["retry_after"] == nil {
		t.Errorf("the refusal carries no retry_after: %s", r.Body)
	}
}
