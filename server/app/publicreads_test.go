package app_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/server/publiccache"
)

// Anonymous catalogue reads are answered from one execution per second
// (publiccache): a change shows to visitors within that second, to a
// signed-in player at once, and the answer is the same REST shape.
func TestAnonymousCatalogueReadsAreShared(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	_, tok := s.player(t, 0)
	type goods struct {
		Data []struct {
			Cases []struct {
				Alias string
				Name  string
			}
		}
	}
	nameOf := func(r result) string {
		t.Helper()
		for _, g := range decodeAs[goods](t, r, http.StatusOK).Data {
			for _, c := range g.Cases {
				if c.Alias == "test-case" {
					return c.Name
				}
			}
		}
		t.Fatal("test-case missing from /goods")
		return ""
	}
	first := time.Now() // the shared answer is from after this
	before := nameOf(s.get(t, "/api/goods", ""))
	s.App.DB.LootCase.Update().Where(lootcase.Alias("test-case")).SetName("Renamed").ExecX(context.Background())
	s.App.Cases.Contents.Invalidate() // what a catalogue import announces

	if got := nameOf(s.get(t, "/api/goods", tok)); got != "Renamed" {
		t.Fatalf("a signed-in player sees %q after the change", got)
	}
	r := s.get(t, "/api/goods", "")
	if time.Since(first) < publiccache.TTL/2 { // (a slow machine skips this check rather than fail it)
		if got := nameOf(r); got != before {
			t.Fatalf("a visitor sees %q at once: the answer was not shared", got)
		}
	}
	if ct := r.Header.Get("Content-Type"); ct != "application/json; charset=utf-8" {
		t.Fatalf("shared answer's content type %q", ct)
	}
	deadline := time.Now().Add(publiccache.TTL + 5*time.Second)
	for nameOf(s.get(t, "/api/goods", "")) != "Renamed" {
		if time.Now().After(deadline) {
			t.Fatal("a visitor still sees the old name after the shared answer's second")
		}
		time.Sleep(50 * time.Millisecond)
	}
}
